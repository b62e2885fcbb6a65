// SPDX-License-Identifier: GPL-3.0-or-later
// The translations: every language the game ships has every string of the gui sources,
// translated and reviewed (not fuzzy), with plural forms right for the language, and compiles.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "support/child_process.hpp"

namespace reversi::translations {
namespace {

namespace fs = std::filesystem;
using testing_support::run_program;

const fs::path kPoDir = fs::path(REVERSI_GUI_SOURCE_DIR) / "po";
const fs::path kBuildLocaleDir = REVERSI_BUILD_LOCALE_DIR;

struct Language {
    const char* code;
    const char* plural_forms;  // as the gettext manual gives them for the language
};

constexpr Language kLanguages[] = {
    {"ar",
     "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : "
     "n%100>=11 ? 4 : 5;"},
    {"cs", "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;"},
    {"de", "nplurals=2; plural=(n != 1);"},
    {"es", "nplurals=2; plural=(n != 1);"},
    {"fr", "nplurals=2; plural=(n > 1);"},
    {"he", "nplurals=2; plural=(n != 1);"},
    {"id", "nplurals=1; plural=0;"},
    {"it", "nplurals=2; plural=(n != 1);"},
    {"ja", "nplurals=1; plural=0;"},
    {"ko", "nplurals=1; plural=0;"},
    {"nl", "nplurals=2; plural=(n != 1);"},
    {"pl",
     "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"},
    {"pt_BR", "nplurals=2; plural=(n > 1);"},
    {"ru",
     "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || "
     "n%100>=20) ? 1 : 2);"},
    {"sv", "nplurals=2; plural=(n != 1);"},
    {"tr", "nplurals=2; plural=(n != 1);"},
    {"uk",
     "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || "
     "n%100>=20) ? 1 : 2);"},
    {"vi", "nplurals=1; plural=0;"},
    {"zh_CN", "nplurals=1; plural=0;"},
    {"zh_TW", "nplurals=1; plural=0;"},
};

// Names the language in test output instead of printing its bytes.
void PrintTo(const Language& language, std::ostream* out) { *out << language.code; }

std::string read_text(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string po_file(const Language& language) {
    return (kPoDir / (std::string(language.code) + ".po")).string();
}

// The strings of the sources, extracted now the same way update-catalogs.sh does.
class Catalogs : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        std::string pattern = (fs::temp_directory_path() / "reversi-pot-XXXXXX").string();
        ASSERT_NE(::mkdtemp(pattern.data()), nullptr);
        folder_ = pattern;
        extracted_ = (folder_ / "sources.pot").string();
        const auto result =
            run_program(REVERSI_BASH, {(kPoDir / "extract-strings.sh").string(), extracted_}, "");
        ASSERT_EQ(result.exit_code, 0) << result.err;
    }
    static void TearDownTestSuite() {
        std::error_code ignored;
        fs::remove_all(folder_, ignored);
    }
    static const std::string& extracted() { return extracted_; }

private:
    static inline fs::path folder_;
    static inline std::string extracted_;
};

TEST_F(Catalogs, TheSourcesHaveStringsToTranslate) {
    const std::string pot = read_text(extracted());
    EXPECT_NE(pot.find("msgid \"less than a minute\""), std::string::npos) << pot.substr(0, 2000);
}

TEST_F(Catalogs, TheTemplateHasExactlyTheStringsOfTheSources) {
    const std::string pot = (kPoDir / "reversi.pot").string();
    const auto missing = run_program(REVERSI_MSGCMP, {"--use-untranslated", pot, extracted()}, "");
    EXPECT_EQ(missing.exit_code, 0) << "run gui/po/update-catalogs.sh\n" << missing.err;
    const auto stale = run_program(REVERSI_MSGCMP, {"--use-untranslated", extracted(), pot}, "");
    EXPECT_EQ(stale.exit_code, 0) << "run gui/po/update-catalogs.sh\n" << stale.err;
}

TEST_F(Catalogs, LinguasListsEveryLanguageWeCheck) {
    std::vector<std::string> listed;
    std::istringstream linguas(read_text(kPoDir / "LINGUAS"));
    for (std::string line; std::getline(linguas, line);) {
        if (!line.empty() && line[0] != '#') listed.push_back(line);
    }
    std::vector<std::string> checked;
    for (const Language& language : kLanguages)
        checked.push_back(language.code);
    EXPECT_EQ(listed, checked);
}

// Against the template, which holds exactly the sources' strings (checked above): no language
// extracts them again, as each test runs in a process of its own.
class Catalog : public ::testing::TestWithParam<Language> {};

TEST_P(Catalog, TranslatesEveryStringOfTheSources) {
    // msgcmp fails on a msgid that is missing, untranslated or fuzzy in the catalog.
    const auto result =
        run_program(REVERSI_MSGCMP, {po_file(GetParam()), (kPoDir / "reversi.pot").string()}, "");
    EXPECT_EQ(result.exit_code, 0) << result.err;
}

TEST_P(Catalog, HasNoUntranslatedFuzzyOrObsoleteEntries) {
    for (const char* which : {"--untranslated", "--only-fuzzy", "--only-obsolete"}) {
        const auto result =
            run_program(REVERSI_MSGATTRIB, {which, "--no-wrap", po_file(GetParam())}, "");
        EXPECT_EQ(result.exit_code, 0) << result.err;
        EXPECT_EQ(result.out, "") << which;
    }
}

// The header's fields joined, as msgfmt reads them: msgmerge wraps a long field (Arabic's
// Plural-Forms) over several quoted lines.
std::string header_fields(const std::string& po) {
    std::istringstream lines(po);
    std::string fields;
    std::string line;
    while (std::getline(lines, line) && line.rfind("msgstr", 0) != 0) {
    }
    while (std::getline(lines, line) && !line.empty() && line.front() == '"') {
        const std::size_t open = line.find('"');
        fields += line.substr(open + 1, line.rfind('"') - open - 1);
    }
    return fields;
}

TEST_P(Catalog, HasTheLanguagesPluralFormsAndACompleteHeader) {
    const std::string header = header_fields(read_text(po_file(GetParam())));
    EXPECT_NE(header.find(std::string("Plural-Forms: ") + GetParam().plural_forms + "\\n"),
              std::string::npos)
        << header;
    EXPECT_NE(header.find(std::string("Language: ") + GetParam().code + "\\n"), std::string::npos);
    for (const char* field : {"Project-Id-Version: reversi", "Language-Team: ",
                              "Content-Type: text/plain; charset=UTF-8", "PO-Revision-Date: "}) {
        EXPECT_NE(header.find(field), std::string::npos) << field;
    }
}

TEST_P(Catalog, CompilesWithEveryCheck) {
    const auto result = run_program(
        REVERSI_MSGFMT,
        {"--check", "--check-accelerators=&", "-o", "/dev/null", po_file(GetParam())}, "");
    EXPECT_EQ(result.exit_code, 0) << result.err;
}

TEST_P(Catalog, IsCompiledIntoTheBuildTree) {
    EXPECT_TRUE(
        fs::is_regular_file(kBuildLocaleDir / GetParam().code / "LC_MESSAGES" / "reversi.mo"));
}

// French sets `:` `;` `?` `!` apart with a no-break space (this catalog's habit is U+00A0), so a
// wrapped line beside the board never starts with the mark alone.
TEST(FrenchCatalog, PutsANoBreakSpaceBeforeColonsSemicolonsAndMarks) {
    std::istringstream lines(read_text(kPoDir / "fr.po"));
    bool in_translation = false;
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        if (line.rfind("msgstr", 0) == 0) in_translation = true;
        if (line.rfind("msgid", 0) == 0 || line.rfind("#", 0) == 0) in_translation = false;
        if (!in_translation) continue;
        for (const char mark : {':', ';', '?', '!'})
            EXPECT_EQ(line.find(std::string(" ") + mark), std::string::npos)
                << "fr.po line " << number << ": a plain space before '" << mark << "': " << line;
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, Catalog, ::testing::ValuesIn(kLanguages),
                         [](const ::testing::TestParamInfo<Language>& param) {
                             return std::string(param.param.code);
                         });

}  // namespace
}  // namespace reversi::translations
