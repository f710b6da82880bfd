// SPDX-License-Identifier: GPL-3.0-or-later
import CommandLineText
import Localization
import Testing

/// The parser's English sentences as a learner reads them in English and in German.
struct ParserMessageTests {
    @Test(arguments: [
        ("The value 'xml' is invalid for '--format <format>'. Please provide one of 'table' and 'json'.", Language.en,
         "The value “xml” is invalid for “--format <format>”. Please provide one of 'table' or 'json'."),
        ("The value 'xml' is invalid for '--format <format>'. Please provide one of 'table', 'json' and 'tsv'.", .de,
         "Der Wert „xml“ ist für „--format <format>“ ungültig. Möglich sind 'table', 'json' oder 'tsv'."),
        ("The value 'x' is invalid for '--limit <limit>'", .de, "Der Wert „x“ ist für „--limit <limit>“ ungültig."),
        ("The value '0' is invalid for '--limit <limit>': Mindestens 1", .de,
         "Der Wert „0“ ist für „--limit <limit>“ ungültig: Mindestens 1."),
        ("Unknown option '--gruop'. Did you mean '--group'?", .en, "Unknown option “--gruop”. Did you mean “--group”?"),
        ("Unknown option '--gruop'. Did you mean '--group'?", .de, "Unbekannte Option „--gruop“. Meintest du „--group“?"),
        ("Unknown option '--frob'. Did you mean '--group'?", .en, "Unknown option “--frob”."),
        ("Unknown option '--bogus'", .de, "Unbekannte Option „--bogus“."),
        ("Missing value for '--limit <limit>'", .de, "Für „--limit <limit>“ fehlt ein Wert."),
        ("Unexpected argument 'extra'", .en, "Unexpected argument “extra”."),
        ("Missing expected argument '<verbs> ...'", .de, "Das Argument „<verbs> ...“ fehlt."),
        ("Value to be set with '--limit 3' had already been set with '--limit 2'", .de,
         "Der Wert, den '--limit 3' setzen soll, wurde schon mit '--limit 2' gesetzt."),
        ("Something the parser says that no rule knows", .de, "Something the parser says that no rule knows"),
    ])
    func eachKindOfSentenceIsRewordedFromTheCatalog(_ english: String, _ language: Language, _ expected: String) {
        #expect(ParserMessage.localize(english, l: L(language)) == expected)
    }

    @Test(arguments: [("Unknown option", "Unknown option."), ("Done.", "Done."), ("Why?", "Why?"), ("Go!", "Go!"),
                      ("Possible:", "Possible:"), ("", "")])
    func aSentenceEndsWithAFullStop(_ text: String, _ expected: String) {
        #expect(ParserMessage.sentence(text) == expected)
    }

    @Test(arguments: [("--gruop", "--group", true), ("--grop", "--group", true), ("--frob", "--group", false),
                      ("--Group", "--group", true), ("--formt", "--format", true), ("--x", "--difficulty", false),
                      ("--", "--group", false), ("--questoins", "--questions", true)])
    func onlyANearMissIsSuggested(_ typed: String, _ option: String, _ near: Bool) {
        #expect(ParserMessage.isNearMiss(typed, option) == near)
    }

    @Test(arguments: [("Unknown option '--bogus'", Language.en, "Unknown option “--bogus”"),
                      ("Unknown option '--bogus'", .de, "Unknown option „--bogus“"),
                      ("don't '--x'", .en, "don't “--x”"),
                      ("no quotes", .de, "no quotes")])
    func straightQuotesBecomeTheLanguagesQuotes(_ message: String, _ language: Language, _ expected: String) {
        #expect(ParserMessage.quoting(message, l: L(language)) == expected)
    }

    @Test(arguments: [("konjugieren quiz [<options>] [--lang <lang>]", Language.de, "konjugieren quiz [<Optionen>] [--lang <Sprache>]"),
                      ("konjugieren quiz [<options>]", .en, "konjugieren quiz [<options>]"),
                      ("konjugieren x <unknown-name>", .de, "konjugieren x <unknown-name>"),
                      ("a < b", .de, "a < b")])
    func valueNamesOfAUsageLineAreTranslated(_ text: String, _ language: Language, _ expected: String) {
        #expect(ParserMessage.placeholders(text, l: L(language)) == expected)
    }

    /// "Aufruf:" is one character longer than "Usage:": the continuation lines move with it.
    @Test func aUsageLineKeepsItsContinuationUnderTheCommand() {
        let english = ["Usage: konjugieren verbs [--limit <limit>]", "       [--family <family>]"]
        #expect(ParserMessage.localizeUsage(english, l: L(.de))
            == ["Aufruf: konjugieren verbs [--limit <Anzahl>]", "        [--family <Familie>]"])
        #expect(ParserMessage.localizeUsage(["no usage"], l: L(.de)) == ["no usage"])
    }

    static let parserError = """
        Error: Unknown option '--bogus'
        Help:  --limit <limit>  How many places to show.
        Usage: konjugieren leaderboard [--limit <limit>]
          See 'konjugieren leaderboard --help' for more information.
        """

    @Test(arguments: [
        (Language.en, """
            konjugieren: Unknown option “--bogus”.
            Usage: konjugieren leaderboard [--limit <limit>]
              See “konjugieren leaderboard --help” for more information.
            """),
        (.de, """
            konjugieren: Unbekannte Option „--bogus“.
            Aufruf: konjugieren leaderboard [--limit <Anzahl>]
              Mehr dazu: „konjugieren leaderboard --help“.
            """),
    ])
    func theParsersFrameSpeaksTheLanguage(_ language: Language, _ expected: String) {
        #expect(ParserMessage.localizeFrame(Self.parserError, l: L(language)) == expected)
    }

    @Test func theHelpIsSaidToBeEnglishInGerman() {
        let help = "OVERVIEW: Conjugate German verbs.\n\nUSAGE: konjugieren <subcommand>"
        #expect(ParserMessage.text(help, isError: false, l: L(.en), width: 80, wrapsErrors: false) == help)
        #expect(ParserMessage.text(help, isError: false, l: L(.de), width: 80, wrapsErrors: false)
            == "Die Hilfe zu den Befehlen ist englisch; Meldungen und Ausgaben folgen --lang.\n\n" + help)
        #expect(ParserMessage.text("konjugieren 0.9.0", isError: false, l: L(.de), width: 80, wrapsErrors: false) == "konjugieren 0.9.0")
    }

    /// At a terminal an error's sentences wrap at its width; for a script each stays on one line.
    @Test(arguments: [(true, "konjugieren: Unexpected argument\n“a-rather-long-word”."),
                      (false, "konjugieren: Unexpected argument “a-rather-long-word”.")])
    func anErrorWrapsOnlyForAPerson(_ wraps: Bool, _ expected: String) {
        let text = ParserMessage.text("Error: Unexpected argument 'a-rather-long-word'", isError: true, l: L(.en),
                                      width: 40, wrapsErrors: wraps)
        #expect(text == expected)
    }
}

/// Usage lines at the terminal's width, and which width that is.
struct UsageWrappingTests {
    @Test(arguments: [
        ("USAGE: konjugieren verbs [--family <family>] [--limit <limit>]", 80,
         "USAGE: konjugieren verbs [--family <family>] [--limit <limit>]"),
        ("OVERVIEW: x\nUSAGE: konjugieren verbs [--family <family>] [--limit <limit>]\n", 40,
         "OVERVIEW: x\nUSAGE: konjugieren verbs\n       [--family <family>]\n       [--limit <limit>]\n"),
        ("Aufruf: konjugieren verbs [--family <Familie>] [--limit <Anzahl>]", 40,
         "Aufruf: konjugieren verbs\n        [--family <Familie>]\n        [--limit <Anzahl>]"),
        ("A line that is not a usage line but longer than forty columns", 40,
         "A line that is not a usage line but longer than forty columns"),
    ])
    func aUsageLineWrapsAtWholeOptions(_ text: String, _ width: Int, _ expected: String) {
        #expect(UsageWrapping.wrap(text, width: width) == expected)
    }

    @Test func aBracketGroupIsNeverSplit() {
        #expect(UsageWrapping.wrapLine("k [--a <x y>] [--bb <z>]", label: "USAGE: ", width: 20)
            == "USAGE: k\n       [--a <x y>]\n       [--bb <z>]")
        #expect(UsageWrapping.wrapLine("", label: "USAGE: ", width: 20) == "USAGE: ")
    }

    @Test(arguments: [(["COLUMNS": "100"], 60, 100), (["COLUMNS": "0"], 60, 60), (["COLUMNS": "wide"], nil, 80),
                      ([:], 132, 132), ([:], nil, 80)] as [([String: String], Int?, Int)])
    func theWidthIsColumnsElseTheTerminalsElseEighty(_ environment: [String: String], _ terminal: Int?, _ width: Int) {
        #expect(UsageWrapping.width(environment: environment, terminalColumns: terminal) == width)
    }
}

/// The arguments as typed, in the order the parser takes them.
struct ArgumentOrderTests {
    static let commands: Set<String> = ["conjugate", "history", "quiz"]

    @Test(arguments: [
        (["--lang", "de", "conjugate", "singen"], ["conjugate", "singen", "--lang", "de"]),
        (["--lang=de", "conjugate", "singen", "--", "-x"], ["conjugate", "singen", "--lang=de", "--", "-x"]),
        (["--lang", "de"], []),
        (["--lang", "de", "--version"], ["--version"]),
        (["--version", "--lang", "de", "bogus"], ["--version", "bogus"]),
        (["conjugate", "--lang", "de", "singen"], ["conjugate", "--lang", "de", "singen"]),
        (["--", "--lang", "de", "conjugate"], ["--", "--lang", "de", "conjugate"]),
        (["--lang"], ["--lang"]),
    ])
    func aLanguageBeforeTheCommandGoesToIt(_ typed: [String], _ expected: [String]) {
        #expect(ArgumentOrder.languageAfterCommand(typed, commands: Self.commands) == expected)
    }

    static let subcommands: [String: Set<String>] = ["history": ["show", "delete"], "conjugate": []]

    @Test(arguments: [
        (["history", "--store", "h.db", "delete", "1"], ["history", "delete", "--store", "h.db", "1"]),
        (["history", "--no-color", "--lang=de", "show", "1"], ["history", "show", "--no-color", "--lang=de", "1"]),
        (["history", "--store=h.db", "--lang", "de", "show"], ["history", "show", "--store=h.db", "--lang", "de"]),
        (["history", "--limit", "5", "show", "1"], ["history", "--limit", "5", "show", "1"]),
        (["history", "show", "--store", "h.db"], ["history", "show", "--store", "h.db"]),
        (["history", "--store", "h.db"], ["history", "--store", "h.db"]),
        (["conjugate", "--store", "h.db", "show"], ["conjugate", "--store", "h.db", "show"]),
        (["quiz", "--store", "h.db", "show"], ["quiz", "--store", "h.db", "show"]),
        ([], []),
    ])
    func sharedOptionsMayStandBeforeASubcommand(_ typed: [String], _ expected: [String]) {
        #expect(ArgumentOrder.subcommandBeforeSharedOptions(typed, subcommands: Self.subcommands) == expected)
    }

    @Test(arguments: [
        (["--lang", "de", "--version"], "de"),
        (["--lang=en", "--version", "--lang", "de"], "de"),
        (["--lang", "de", "--lang=en"], "de"),
        (["--lang=en", "x", "--lang=de"], "de"),
        (["--version", "--lang"], nil),
        (["--version"], nil),
    ] as [([String], String?)])
    func theLanguageTypedIsTheLastOne(_ typed: [String], _ expected: String?) {
        #expect(ArgumentOrder.typedLanguage(typed) == expected)
    }
}
