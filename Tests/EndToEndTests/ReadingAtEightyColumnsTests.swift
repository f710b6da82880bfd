// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// What a reader sees at 80 columns in English and German: lines wrapped at word
/// boundaries, short errors, the Imperativ's pronoun once, one number format.
struct ReadingAtEightyColumnsTests {
    static func run(_ arguments: [String], input: String = "", home: URL) throws -> QuizCLI.Result {
        try QuizCLI.run(arguments, input: input, home: home, environment: ["COLUMNS": "80"])
    }

    static func widest(_ text: String) -> Substring {
        text.split(separator: "\n").max { $0.count < $1.count } ?? ""
    }

    /// The quiz's verdict starts a line of its own and wraps, as the Why line under it;
    /// review's Why line wraps under its first word.
    @Test(arguments: [("en", "Why:"), ("de", "Warum:")])
    func verdictsAndWhyLinesWrapAtWords(lang: String, why: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("s.db").path
        let quiz = try Self.run(["quiz", "--seed", "3", "--difficulty", "ridiculous", "--lang", lang, "--store", store],
                                input: String(repeating: "x\n", count: 8), home: home)
        #expect(quiz.status == 0, "\(quiz.stderr)")
        #expect(Self.widest(quiz.stdout).count <= 80, "\(Self.widest(quiz.stdout))")
        let verdicts = quiz.stdout.split(separator: "\n").filter { $0.hasPrefix("✗ ") }
        #expect(verdicts.count >= 7, "\(quiz.stdout)")
        // "✗ Deine Antwort: x · Richtige Antwort: werden gerItten sein (sie werden geritten sein)": two lines.
        let lines = quiz.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(zip(lines, lines.dropFirst()).contains { $0.hasPrefix("✗ ") && $1.hasPrefix("  ") && !$1.contains(":") },
                "no verdict went on to a second line:\n\(quiz.stdout)")

        let review = try Self.run(["review", "--all", "--limit", "3", "--lang", lang, "--store", store],
                                  input: "x\nx\nx\n", home: home)
        #expect(review.status == 0, "\(review.stderr)")
        #expect(Self.widest(review.stdout).count <= 80, "\(Self.widest(review.stdout))")
        let reviewLines = review.stdout.split(separator: "\n").map(String.init)
        let at = try #require(reviewLines.firstIndex { $0.hasPrefix(why) }, "\(review.stdout)")
        let column = reviewLines[at].dropFirst(why.count).prefix { $0 == " " }.count + why.count
        #expect(reviewLines[at + 1].prefix { $0 == " " }.count == column, "\(review.stdout)")
        let notDue = try Self.run(["review", "--lang", lang, "--store", store], home: home)
        #expect(Self.widest(notDue.stdout).count <= 80, "\(notDue.stdout)")
    }

    /// Errors a newcomer meets read whole at 80 columns, a few lines long, without the
    /// parser's long English "Help:" line or the internal group ids.
    @Test(arguments: [["conjugate", "-g", "bogus", "singen"], ["quiz", "-g", "bogus"], ["quiz", "--questions", "abc"],
                      ["settings", "language", "xx"], ["conjugate", "--frob", "singen"], ["verbs", "--bogus"]],
          ["en", "de"])
    func errorsFitEightyColumns(arguments: [String], lang: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = arguments[0] == "settings" || arguments[0] == "quiz" ? ["--store", home.appendingPathComponent("s.db").path] : []
        let result = try Self.run(arguments + ["--lang", lang] + store, home: home)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(Self.widest(result.stderr).count <= 80, "\(arguments) \(lang): \(Self.widest(result.stderr))")
        #expect(result.stderr.split(separator: "\n").count <= 14, "\(result.stderr)")
        #expect(!result.stderr.contains("Help:"))
        for id in ["präsensIndikativ", "futurIIIndikativ", "Conjugationgroup language"] { #expect(!result.stderr.contains(id)) }
    }

    /// An unknown -g names the short names a user types, and every one of them is taken.
    @Test func theListedGroupNamesAreTaken() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let error = try Self.run(["conjugate", "-g", "bogus", "singen"], home: home).stderr
        let listed = error.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.contains("“") }
            .flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(listed.contains("präsens") && listed.contains("past participle") && listed.count >= 25, "\(error)")
        for name in listed {
            let shown = try Self.run(["conjugate", "-g", name, "singen", "--format", "json"], home: home)
            #expect(shown.status == 0, "-g \(name): \(shown.stderr)")
        }
    }

    /// A suggestion is a near miss or nothing; every parser message ends with a full stop.
    @Test(arguments: [
        (["conjugate", "--frob", "singen"], "en", "konjugieren: Unknown option “--frob”."),
        (["conjugate", "--frob", "singen"], "de", "konjugieren: Unbekannte Option „--frob“."),
        (["conjugate", "--gruop", "singen"], "en", "konjugieren: Unknown option “--gruop”. Did you mean “--group”?"),
        (["conjugate", "--gruop", "singen"], "de", "konjugieren: Unbekannte Option „--gruop“. Meintest du „--group“?"),
        (["conjugate", "singen", "-g"], "en", "konjugieren: Missing value for “-g <group>”."),
        (["conjugate", "singen", "-g"], "de", "konjugieren: Für „-g <Gruppe>“ fehlt ein Wert."),
        (["quiz", "--questions", "abc"], "en", "konjugieren: The value “abc” is invalid for “--questions <questions>”."),
        (["quiz", "--questions", "abc"], "de", "konjugieren: Der Wert „abc“ ist für „--questions <Fragen>“ ungültig."),
        (["open"], "en", "konjugieren: Missing expected argument “<url>”."),
        (["open"], "de", "konjugieren: Das Argument „<URL>“ fehlt."),
    ])
    func parserMessagesReadAsSentences(arguments: [String], lang: String, first: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try Self.run(arguments + ["--lang", lang], home: home)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").first.map(String.init) == first, "\(result.stderr)")
    }

    /// A bad setting value names the values the user may type, and the setting as the
    /// help calls it; German usage lines name their values in German.
    @Test(arguments: [("en", "choose german or english.", "(Names of the conjugationgroups)", "[<options>] [<verbs> ...]"),
                      ("de", "möglich sind deutsch oder englisch.", "(Namen der Konjugationsgruppen)", "[<Optionen>] [<Verben> ...]")])
    func settingsAndUsageSpeakTheUsersWords(lang: String, values: String, setting: String, usage: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("s.db").path
        let bad = try Self.run(["settings", "language", "xx", "--lang", lang, "--store", store], home: home)
        let sentence = bad.stderr.replacingOccurrences(of: "\n", with: " ")
        #expect(sentence.contains(values) && sentence.contains(setting), "\(bad.stderr)")
        let typed = lang == "de" ? "englisch" : "english"
        #expect(try Self.run(["settings", "language", typed, "--store", store], home: home).status == 0)
        let usageError = try Self.run(["conjugate", "--bogus", "--lang", lang], home: home)
        #expect(usageError.stderr.contains(usage), "\(usageError.stderr)")
        if lang == "de" { #expect(!usageError.stderr.contains("<options>")) }
    }

    /// The Imperativ as said carries wir and Sie: the table does not label them again, in
    /// every way of showing it; JSON keeps its forms without pronoun (DESIGN.md).
    @Test(arguments: [
        ("ankommen", ["kommen wir an!", "kommen Sie an!"], ["wir kommen wir", "Sie kommen Sie"]),
        ("sich waschen", ["waschen wir uns!", "waschen Sie sich!"], ["wir waschen wir", "Sie waschen Sie"]),
        ("singen", ["singen wir!", "singen Sie!"], ["wir singen wir", "Sie singen Sie"]),
    ], [[], ["--no-color"], ["--clause", "subordinate"], ["--voice", "all"], ["--lang", "de"]])
    func thePronounStandsOnceInTheImperativ(row: (verb: String, said: [String], doubled: [String]), options: [String]) throws {
        let (verb, said, doubled) = row
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let table = try Self.run(["conjugate", verb, "--no-color"] + options, home: home)
        #expect(table.status == 0, "\(table.stderr)")
        let lines = table.stdout.split(separator: "\n")
        for form in said {
            #expect(lines.contains { $0.hasPrefix("    " + form) }, "\(verb) \(options): no “    \(form)”:\n\(table.stdout)")
        }
        for twice in doubled { #expect(!table.stdout.contains(twice), "\(verb) \(options)") }
    }

    @Test func theImperativInJSONIsUnchanged() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let json = try Self.run(["conjugate", "ankommen", "--format", "json"], home: home).stdout
        #expect(json.contains(#""imperativ":[["komm an","komme an"],"kommen an","kommt an","kommen an"]"#), "\(json)")
    }

    /// Counts in one number format per language: 10,245 in English, 10.245 in German.
    @Test(arguments: [("en", #"of \d{1,3}(,\d{3})+ meanings \(\d{1,3}(,\d{3})+ verbs\)"#, #"Rank  Verb"#),
                      ("de", #"von \d{1,3}(\.\d{3})+ Bedeutungen \(\d{1,3}(\.\d{3})+ Verben\)"#, #"Rang  Verb"#)])
    func countsAreGroupedAsTheLanguageWritesThem(lang: String, pattern: String, header: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        for command in [["verbs", "--limit", "1"], ["search", "to", "--limit", "1"]] {
            let out = try Self.run(command + ["--lang", lang], home: home).stdout
            #expect(out.range(of: pattern, options: .regularExpression) != nil, "\(command): \(out)")
        }
        let last = try Self.run(["verbs", "--starts-with", "zw", "--lang", lang], home: home).stdout
        #expect(last.contains(lang == "de" ? "1.173  zweifeln" : "1,173  zweifeln"), "\(last)")
    }
}
