// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// What the command line says to a newcomer: the version, counts that say what they
/// count, errors in words a user types, answers that line up.
struct MessagesTests {
    /// Runs konjugieren in a home of its own, in English unless `language` says otherwise.
    func run(_ arguments: [String], language: String = "C") throws -> QuizCLI.Result {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = QuizCLI.environment(home: home)
        environment["LC_ALL"] = language
        return try Shell.run(QuizCLI.binary, arguments, environment: environment, in: home)
    }

    static let lexiconFile = QuizCLI.root.appendingPathComponent("Packages/VerbData/Sources/VerbData/Resources/lexicon.tsv")

    /// The rows of lexicon.tsv (meanings) and their distinct infinitives (verbs).
    static func lexiconCounts() throws -> (verbs: Int, meanings: Int) {
        let rows = try String(contentsOf: lexiconFile, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.isEmpty }
        return (Set(rows.map { $0.split(separator: "\t").first ?? "" }).count, rows.count)
    }

    @Test func versionNamesTheProgramAndTheLexicon() throws {
        let result = try run(["--version"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.range(of: #"^konjugieren \d+\.\d+\.\d+$"#, options: .regularExpression) != nil)
        let counts = try Self.lexiconCounts()
        // The fingerprint is the start of what `sha256sum lexicon.tsv` prints.
        let sha = try Shell.run(URL(fileURLWithPath: "/usr/bin/env"), ["sha256sum", Self.lexiconFile.path],
                                environment: ProcessInfo.processInfo.environment, in: QuizCLI.root)
        #expect(sha.status == 0)
        let digest = String(sha.stdout.prefix(12))
        #expect(lines.last == "lexicon: \(Self.grouped(counts.verbs, ",")) verbs, \(Self.grouped(counts.meanings, ",")) meanings (lexicon.tsv, SHA-256 \(digest)…)")
        let german = try run(["--version"], language: "de_DE.UTF-8")
        #expect(german.stdout.contains("Lexikon: \(Self.grouped(counts.verbs, ".")) Verben, \(Self.grouped(counts.meanings, ".")) Bedeutungen"))
    }

    /// `number` with its thousands apart, as the CLI writes counts: 10,245 (English), 10.245 (German).
    static func grouped(_ number: Int, _ separator: String) -> String {
        let digits = Array(String(number))
        return digits.enumerated().map { i, d in (i > 0 && (digits.count - i) % 3 == 0 ? separator : "") + String(d) }.joined()
    }

    /// A row of `verbs` is a meaning; the last line says how many verbs they are.
    @Test func theListingSaysWhichCountIsWhich() throws {
        let counts = try Self.lexiconCounts()
        #expect(counts.verbs < counts.meanings)
        let result = try run(["verbs"])
        #expect(result.stdout.split(separator: "\n").last
                == "Shown: 50 of \(Self.grouped(counts.meanings, ",")) meanings (\(Self.grouped(counts.verbs, ",")) verbs); --limit 0 shows all.")
        // hängen (two meanings) and the verbs built on it: the JSON lines tell the counts.
        let json = try run(["verbs", "--starts-with", "hängen", "--limit", "0", "--format", "json"]).stdout
        let rows = json.split(separator: "\n")
        let infinitives = Set(rows.compactMap { $0.split(separator: ",").first })
        #expect(infinitives.count < rows.count)
        let table = try run(["verbs", "--starts-with", "hängen", "--limit", "1"])
        #expect(table.stdout.hasSuffix("Shown: 1 of \(rows.count) meanings (\(infinitives.count) verbs); --limit 0 shows all.\n"),
                "\(table.stdout)")
    }

    @Test(arguments: [
        ("C", "“sich etwas merken” is not one verb: a space may stand only after sich, before the infinitive (“sich freuen”). Did you mean “sich merken” or “merken”?"),
        ("de_DE.UTF-8", "„sich etwas merken“ ist kein einzelnes Verb: Ein Leerzeichen darf nur zwischen sich und dem Infinitiv stehen („sich freuen“). Meintest du „sich merken“ oder „merken“?"),
    ])
    func aPhraseIsToldAboutItsSpaceAndGivenItsVerb(_ language: String, _ message: String) throws {
        let result = try run(["conjugate", "sich etwas merken"], language: language)
        #expect(result.status == 1)
        #expect(result.stderr == "konjugieren: " + message + "\n")
        #expect(!result.stderr.contains("U+"))
    }

    /// A lone invisible character is named, an input that ends in -n is told what it
    /// lacks, and a long input is quoted only in part.
    @Test(arguments: [
        ("C", "\t", "konjugieren: A tab is not a well-formed German infinitive. No verb given.\n"),
        ("de_DE.UTF-8", "\t", "konjugieren: Ein Tabulatorzeichen ist kein wohlgeformter deutscher Infinitiv. Kein Verb angegeben.\n"),
        ("C", "\u{1B}", "konjugieren: An escape character cannot appear in a German infinitive.\n"),
        ("de_DE.UTF-8", "\u{1B}", "konjugieren: Ein Escape-Zeichen kann in einem deutschen Infinitiv nicht vorkommen.\n"),
        ("C", "n", "konjugieren: “n” is not an infinitive: a German infinitive has a stem before its -en or -n (singen, wandern).\n"),
        ("C", String(repeating: "a", count: 300),
         "konjugieren: “" + String(repeating: "a", count: 60) + "…” is not a well-formed German infinitive. An input of 300 characters is too long for a German verb.\n"),
    ])
    func oddInputIsDescribedReadably(_ language: String, _ input: String, _ message: String) throws {
        let result = try run(["conjugate", input], language: language)
        // No verb at all (a tab) is a usage error; a form that is no verb is not found.
        #expect(result.status == (input.allSatisfy(\.isWhitespace) ? 2 : 1))
        #expect(result.stderr == message)
    }

    @Test(arguments: [
        ("C", "konjugieren: There is no quiz 999 in the history; konjugieren history lists the quizzes with their numbers.\n"),
        ("de_DE.UTF-8", "konjugieren: Im Verlauf gibt es kein Quiz 999; konjugieren history listet die Quiz mit ihren Nummern auf.\n"),
    ])
    func aQuizNumberHistoryLacksIsExplained(_ language: String, _ message: String) throws {
        let result = try run(["history", "show", "999"], language: language)
        #expect(result.status == 1)
        #expect(result.stderr == message)
    }

    @Test func otherBadVerbsAreToldInTheUsersLanguage() throws {
        let result = try run(["conjugate", "sing3n", "haus", "sich sein"], language: "de_DE.UTF-8")
        #expect(result.status == 1)
        #expect(result.stderr.contains("„sing3n“ ist kein wohlgeformter deutscher Infinitiv. „3“ kann in einem deutschen Infinitiv nicht vorkommen.\n"))
        // A reason that names the word is said once, not after "… kein wohlgeformter …" again.
        #expect(result.stderr.contains("konjugieren: „haus“ ist kein Infinitiv: Deutsche Infinitive enden auf -en oder -n.\n"))
        #expect(result.stderr.components(separatedBy: "„haus“").count == 2)
        #expect(result.stderr.contains("„haus“ ist kein Infinitiv"))
        #expect(result.stderr.contains("„sein“ ist nie reflexiv"))
        #expect(!result.stderr.contains(" is "), "no English inside a German message: \(result.stderr)")
    }

    /// An unknown -g lists the names a user types, not the slot ids of the JSON (that
    /// each listed name is taken: `ReadingAtEightyColumnsTests`).
    @Test func anUnknownGroupListsTheNamesToType() throws {
        let result = try run(["conjugate", "-g", "pluperfekt", "singen"])
        #expect(result.status == 2)
        for name in ["Futur II Konjunktiv I", "future perfect subjunctive I", "präsens, präteritum, perfekt",
                     "konjunktiv ii", "preterite", "past participle", "passiv"] {
            #expect(result.stderr.contains(name), "\(name) missing: \(result.stderr)")
        }
        for id in ["futurIIIndikativ", "präsensIndikativ", "plusquamperfektKonjunktivII"] {
            #expect(!result.stderr.contains(id), "\(id) is an internal id")
        }
    }

    /// In a review, the correction lines up with the question above it, and from a pipe
    /// it starts on a line of its own.
    @Test func reviewAnswersLineUp() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("r.sqlite").path
        _ = try QuizCLI.run(["quiz", "--seed", "8", "--store", store], input: String(repeating: "x\n", count: 30), home: home)
        let drill = try QuizCLI.run(["review", "--all", "--limit", "1", "--store", store], input: "falsch\n", home: home)
        let lines = drill.stdout.split(separator: "\n").map(String.init)
        func valueColumn(_ label: String) throws -> Int {
            let line = try #require(lines.first { $0.hasPrefix(label + ":") }, "no line starts with \(label):")
            return label.count + 1 + line.dropFirst(label.count + 1).prefix { $0 == " " }.count
        }
        let column = try valueColumn("Verb")
        for label in ["Translation", "Conjugationgroup", "Box", "Your answer", "Correct answer"] {
            #expect(try valueColumn(label) == column, "\(label) is not aligned:\n\(drill.stdout)")
        }
        #expect(lines.contains { $0.hasPrefix("Your answer:") && $0.hasSuffix("falsch") })
    }
}
