// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the games file as strictly as merge does (a file without its end line, of a match still
// playing or killed, is converted too) and writes its games as GGF.
#include "match/convert.hpp"

#include <ostream>

#include "files/whole_file.hpp"
#include "match/games_file.hpp"
#include "match/ggf_games.hpp"
#include "vocabulary/option_reader.hpp"

namespace reversi::match {

ExitStatus convert_command(int argc, const char* const* argv, std::ostream& out,
                           std::ostream& err) {
    if (argc < 2 || std::string_view(argv[1]).starts_with("--")) {
        err << "reversi-match convert: expected GAMES_FILE [--output PATH]\n";
        return argc == 2 && std::string_view(argv[1]) == "--help" ? ExitStatus::Done
                                                                  : ExitStatus::Usage;
    }
    const std::string input = argv[1];
    std::string output;
    const OptionsRead read = read_options(
        argc - 1, argv + 1,
        {[](std::string_view key) {
             return key == "output" ? std::optional<int>(1) : std::nullopt;
         },
         [&output](const std::string&, const std::vector<std::string_view>& values) {
             output = values[0];
             return output.empty() ? std::string("--output: expected a path") : std::string();
         }});
    if (!read.error.empty()) {
        err << "reversi-match convert: " << read.error << "\n";
        return ExitStatus::Usage;
    }
    const files::FileContents contents = files::read_whole_file(input, kMaxGamesFileBytes);
    const ValueOrError<GamesFile> parsed =
        contents.contents ? parse_games_file(*contents.contents, FileEnd::Optional)
                          : ValueOrError<GamesFile>{std::nullopt, contents.error};
    if (!parsed.value) {
        err << "reversi-match convert: " << input << ": " << parsed.error << "\n";
        return ExitStatus::BadGamesFile;
    }
    const GamesFile& file = *parsed.value;
    const std::string records = ggf_records(file.header, file.games);
    if (output.empty()) {
        out << records;
        return ExitStatus::Done;
    }
    if (const auto problem = files::write_whole_file(output, records)) {
        err << "reversi-match convert: cannot write " << output << ": " << *problem << "\n";
        return ExitStatus::CannotWrite;
    }
    return ExitStatus::Done;
}

}  // namespace reversi::match
