// SPDX-License-Identifier: GPL-3.0-or-later
// Writing and checking the weight file: a text header naming the layout, then the weights as
// variable-length integers with runs of zeros folded, under a checksum.
#include "patterns/weight_file.hpp"

#include <array>
#include <charconv>
#include <cstdint>

#include "vocabulary/tokens.hpp"

namespace reversi::patterns {

namespace {

constexpr std::size_t kLongestSource = 1000;

// The header up to the `source` line: everything a file must repeat exactly to be read.
std::string layout_lines() {
    std::string text =
        std::string(kWeightFileName) + " " + std::to_string(kWeightFileVersion) + "\n";
    text += "stages " + std::to_string(kStageCount) + " empties-per-stage " +
            std::to_string(kEmptiesPerStage) + "\n";
    text += "patterns " + std::to_string(kPatternCount) + "\n";
    for (const PatternShape& s : kShapes)
        text += "pattern " + std::string(s.name) + " " + std::to_string(popcount(s.squares)) + "\n";
    text += "globals " + std::to_string(kGlobalTermCount) + "\n";
    for (const std::string_view name : kGlobalTermNames)
        text += "global " + std::string(name) + "\n";
    return text;
}

std::uint64_t fnv1a64(std::string_view bytes) {
    std::uint64_t hash = 0xCBF29CE484222325ULL;
    for (const char c : bytes) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001B3ULL;
    }
    return hash;
}

std::string hex16(std::uint64_t value) {
    std::string text(16, '0');
    for (int i = 15; i >= 0; --i, value >>= 4)
        text[static_cast<std::size_t>(i)] = "0123456789abcdef"[value & 0xF];
    return text;
}

using Representatives = std::array<std::vector<std::uint32_t>, kPatternCount>;

Representatives all_representatives() {
    Representatives representatives;
    for (std::size_t p = 0; p < kPatternCount; ++p)
        representatives[p] = representative_indices(static_cast<Pattern>(p));
    return representatives;
}

// Every table entry and global term in file order: stage by stage, each pattern's table in
// increasing index order, then the stage's global terms. `stored(value&)` sees each weight the
// file holds (a class's representative, a global term); `copy(value&, representative&)` each
// entry that repeats its class's representative, which comes earlier (it is the smallest index).
template <typename Value, typename Stored, typename Copy>
void for_each_entry(Value* tables, Value* globals, const Representatives& representatives,
                    Stored&& stored, Copy&& copy) {
    for (std::size_t s = 0; s < kStageCount; ++s) {
        for (std::size_t p = 0; p < kPatternCount; ++p) {
            Value* const table =
                tables + s * kStageEntries + static_cast<std::size_t>(kTableOffsets[p]);
            const std::vector<std::uint32_t>& representative = representatives[p];
            for (std::uint32_t i = 0; i < representative.size(); ++i) {
                if (representative[i] == i)
                    stored(table[i]);
                else
                    copy(table[i], table[representative[i]]);
            }
        }
        for (std::size_t g = 0; g < kGlobalTermCount; ++g)
            stored(globals[s * kGlobalTermCount + g]);
    }
}

void put_varint(std::string& out, std::uint32_t value) {
    while (value >= 0x80) {
        out.push_back(static_cast<char>((value & 0x7F) | 0x80));
        value >>= 7;
    }
    out.push_back(static_cast<char>(value));
}

std::uint32_t zigzag(int value) {
    return value >= 0 ? static_cast<std::uint32_t>(value) * 2
                      : static_cast<std::uint32_t>(-(value + 1)) * 2 + 1;
}

int unzigzag(std::uint32_t code) {
    return (code & 1) != 0 ? -static_cast<int>(code / 2) - 1 : static_cast<int>(code / 2);
}

// Reads the payload back, refusing anything encode_payload could not have written.
class PayloadReader {
public:
    explicit PayloadReader(std::string_view bytes) : bytes_(bytes) {}

    // The next weight, or none when the payload is damaged (error() says how).
    std::optional<std::int16_t> next() {
        if (zeros_left_ > 0) {
            --zeros_left_;
            return std::int16_t{0};
        }
        const std::optional<std::uint32_t> code = varint();
        if (!code) return std::nullopt;
        const int value = unzigzag(*code);
        if (value < INT16_MIN || value > INT16_MAX) return fail("a weight out of range");
        if (value == 0) {
            const std::optional<std::uint32_t> run = varint();
            if (!run) return std::nullopt;
            zeros_left_ = *run;
        }
        return static_cast<std::int16_t>(value);
    }

    bool finished() const { return zeros_left_ == 0 && position_ == bytes_.size(); }
    const std::string& error() const { return error_; }

private:
    std::optional<std::int16_t> fail(std::string why) {
        if (error_.empty()) error_ = std::move(why);
        return std::nullopt;
    }

    std::optional<std::uint32_t> varint() {
        std::uint32_t value = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            if (position_ == bytes_.size()) {
                fail("the weights end early");
                return std::nullopt;
            }
            const auto byte = static_cast<unsigned char>(bytes_[position_++]);
            value |= static_cast<std::uint32_t>(byte & 0x7F) << shift;
            if ((byte & 0x80) == 0) return value;
        }
        fail("a malformed number");
        return std::nullopt;
    }

    std::string_view bytes_;
    std::size_t position_ = 0;
    std::uint32_t zeros_left_ = 0;
    std::string error_;
};

std::string encode_payload(const PatternWeights& weights) {
    std::string out;
    std::uint32_t zeros = 0;  // a run of zeros waiting to be written
    const auto flush_zeros = [&] {
        if (zeros == 0) return;
        put_varint(out, 0);
        put_varint(out, zeros - 1);
        zeros = 0;
    };
    for_each_entry(
        weights.tables.data(), weights.globals.data(), all_representatives(),
        [&](const std::int16_t& value) {
            if (value == 0) {
                ++zeros;
                return;
            }
            flush_zeros();
            put_varint(out, zigzag(value));
        },
        [](const std::int16_t&, const std::int16_t&) {});
    flush_zeros();
    return out;
}

// The next '\n'-ended line of `text` from `position`, or none at the end.
std::optional<std::string_view> next_line(std::string_view text, std::size_t& position) {
    const std::size_t end = text.find('\n', position);
    if (end == std::string_view::npos) return std::nullopt;
    const std::string_view line = text.substr(position, end - position);
    position = end + 1;
    return line;
}

}  // namespace

std::string encode_weights(const PatternWeights& weights, std::string_view source) {
    const std::string payload = encode_payload(weights);
    return layout_lines() + "source " + printable(source, kLongestSource) + "\npayload " +
           std::to_string(payload.size()) + " fnv1a64 " + hex16(fnv1a64(payload)) + "\n" + payload;
}

namespace {

// A file's parts once everything before its first weight is checked: the layout, the source
// and payload lines, and the payload's length and checksum. `error` says why it was refused.
struct CheckedFile {
    std::string_view source;
    std::string_view payload;
    std::optional<std::string> error;
};

CheckedFile check_file(std::string_view bytes) {
    const auto refuse = [](std::string why) { return CheckedFile{{}, {}, std::move(why)}; };
    const std::string expected = layout_lines();
    const std::string first_line = expected.substr(0, expected.find(' ') + 1);
    if (bytes.substr(0, first_line.size()) != first_line)
        return refuse("not a weight file (no '" + first_line + "' line)");
    if (bytes.substr(0, expected.size()) != expected) {
        const std::string_view version_line = bytes.substr(0, bytes.find('\n'));
        if (version_line != expected.substr(0, expected.find('\n')))
            return refuse("unsupported " + printable(version_line) + " (this build reads " +
                          std::to_string(kWeightFileVersion) + ")");
        return refuse("the file's pattern layout is not this build's");
    }
    std::size_t position = expected.size();
    const std::optional<std::string_view> source_line = next_line(bytes, position);
    if (!source_line || !source_line->starts_with("source "))
        return refuse("no 'source' line after the layout");
    const std::optional<std::string_view> payload_line = next_line(bytes, position);
    if (!payload_line || !payload_line->starts_with("payload ")) return refuse("no 'payload' line");

    // "payload <bytes> fnv1a64 <16 hex digits>"
    const std::string_view fields = payload_line->substr(8);
    std::size_t length = 0;
    const auto [length_end, length_error] =
        std::from_chars(fields.data(), fields.data() + fields.size(), length);
    const std::string_view rest(
        length_end, static_cast<std::size_t>(fields.data() + fields.size() - length_end));
    constexpr std::string_view kChecksumName = " fnv1a64 ";
    constexpr std::size_t kChecksumLength = kChecksumName.size() + 16;
    std::uint64_t checksum = 0;
    const char* const digits_end = rest.data() + kChecksumLength;
    const bool checksum_ok =
        rest.size() == kChecksumLength && rest.starts_with(kChecksumName) &&
        std::from_chars(rest.data() + kChecksumName.size(), digits_end, checksum, 16).ptr ==
            digits_end;
    if (length_error != std::errc{} || !checksum_ok || fields.empty() || fields[0] == '+')
        return refuse("a malformed 'payload' line");
    const std::string_view payload = bytes.substr(position);
    if (payload.size() != length)
        return refuse("the payload has " + std::to_string(payload.size()) + " bytes, not " +
                      std::to_string(length) + " (cut short or extended)");
    if (fnv1a64(payload) != checksum) return refuse("the payload's checksum does not match");
    return {source_line->substr(7), payload, std::nullopt};
}

// The weights of a checked payload, each read where the file has it and each copy filled from
// its class, in one pass. None when all were read; otherwise why not.
std::optional<std::string> read_payload(std::string_view payload, WeightsStorage out) {
    PayloadReader reader(payload);
    bool damaged = false;
    for_each_entry(
        out.tables, out.globals, all_representatives(),
        [&](std::int16_t& value) {
            if (damaged) return;
            const std::optional<std::int16_t> next = reader.next();
            if (!next) {
                damaged = true;
                return;
            }
            value = *next;
        },
        [](std::int16_t& value, const std::int16_t& representative) { value = representative; });
    if (damaged) return "damaged weights: " + reader.error();
    if (!reader.finished()) return "damaged weights: data after the last weight";
    return std::nullopt;
}

}  // namespace

std::optional<std::string> decode_weights_into(std::string_view bytes, WeightsStorage out,
                                               std::string* source) {
    const CheckedFile file = check_file(bytes);
    if (file.error) return file.error;
    if (std::optional<std::string> error = read_payload(file.payload, out)) return error;
    if (source) *source = file.source;
    return std::nullopt;
}

// The tables (5 MB) are made only for a file whose checks passed: a refused file costs no
// allocation.
DecodedWeights decode_weights(std::string_view bytes) {
    const CheckedFile file = check_file(bytes);
    if (file.error) return {std::nullopt, {}, *file.error};
    PatternWeights weights;
    if (std::optional<std::string> error =
            read_payload(file.payload, {weights.tables.data(), weights.globals.data()}))
        return {std::nullopt, {}, std::move(*error)};
    return {std::move(weights), std::string(file.source), {}};
}

}  // namespace reversi::patterns
