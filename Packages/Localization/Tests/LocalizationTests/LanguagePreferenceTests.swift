// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Testing

/// The language of a web reply (Accept-Language, ?lang=) and of a message written before
/// a command has read its options (--lang in the arguments).
struct LanguagePreferenceTests {
    @Test(arguments: [
        ("de", Language?.some(.de)),
        ("de-DE,de;q=0.9,en;q=0.8", .de),
        ("fr-CH, fr;q=0.9, de;q=0.8, en;q=0.7", .de),
        ("en;q=0.5, de;q=0.6", .de),
        ("de;q=0.5, en;q=0.5", .de),          // a tie: the earlier
        ("fr, it", nil),
        ("de;q=0", nil),
        ("en-GB", .en),
        ("", nil),
    ])
    func acceptLanguageByWeight(_ header: String, _ expected: Language?) {
        #expect(Language.preferred(acceptLanguage: header) == expected)
    }

    @Test func theLangParameterWinsThenTheHeaderThenEnglish() {
        #expect(Language.reply(langParameter: "de", acceptLanguage: "en") == .de)
        #expect(Language.reply(langParameter: "xx", acceptLanguage: "de") == .de)
        #expect(Language.reply(langParameter: nil, acceptLanguage: nil) == .en)
        #expect(Language.reply(langParameter: nil, acceptLanguage: "fr") == .en)
    }

    @Test(arguments: [
        (["konjugieren", "quiz", "--lang", "de"], [String: String](), Language.de),
        (["konjugieren", "quiz", "--lang=de"], [:], .de),
        (["konjugieren", "quiz", "--lang", "en"], ["LANG": "de_DE.UTF-8"], .en),
        // A flag naming no language, or one after "--", leaves the environment's.
        (["konjugieren", "quiz", "--lang", "xx"], ["LANG": "de_DE.UTF-8"], .de),
        (["konjugieren", "conjugate", "--", "--lang", "de"], [:], .en),
        (["konjugieren", "--lang"], ["LANG": "de_DE"], .de),
        (["konjugieren", "--lang", "de", "--lang", "en"], [:], .en),
    ])
    func commandLineLanguage(_ arguments: [String], _ environment: [String: String], _ expected: Language) {
        #expect(Language.ofCommandLine(arguments, environment: environment) == expected)
    }

    @Test func theEnvironmentsLanguageElseEnglish() {
        #expect(Language.ofEnvironment(["LC_ALL": "de_AT.UTF-8"]) == .de)
        #expect(Language.ofEnvironment([:]) == .en)
    }
}
