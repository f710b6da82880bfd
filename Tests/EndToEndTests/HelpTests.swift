// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import RichTextTestSupport
import Testing

/// Runs a program with a shell's conventions: arguments, environment, working directory.
extension Shell {
    /// Runs `executable` in `directory` with `input` on standard input.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String], in directory: URL,
                    input: String = "") throws -> QuizCLI.Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = directory
        let files = (0..<3).map { directory.appendingPathComponent(".io-\($0)-\(UUID().uuidString)") }
        defer { for f in files { try? FileManager.default.removeItem(at: f) } }
        try Data(input.utf8).write(to: files[0])
        for f in files.dropFirst() { _ = FileManager.default.createFile(atPath: f.path, contents: nil) }
        let handles = try [FileHandle(forReadingFrom: files[0]), FileHandle(forWritingTo: files[1]),
                           FileHandle(forWritingTo: files[2])]
        process.standardInput = handles[0]
        process.standardOutput = handles[1]
        process.standardError = handles[2]
        try process.run()
        process.waitUntilExit()
        for h in handles { try h.close() }
        return QuizCLI.Result(status: process.terminationStatus,
                              stdout: try String(contentsOf: files[1], encoding: .utf8),
                              stderr: try String(contentsOf: files[2], encoding: .utf8))
    }

    /// Runs a command line as `sh -c` does, with `konjugieren` meaning the built binary.
    static func runExample(_ line: String, home: URL) throws -> QuizCLI.Result {
        // An example's scratch files (--store /tmp/k.db) go to the test's own directory;
        // before the binary's path goes in, which may itself lie under /tmp.
        var command = line.replacingOccurrences(of: "/tmp/", with: home.path + "/")
        command = command.replacingOccurrences(of: #"(^|\| )konjugieren "#, with: "$1'\(QuizCLI.binary.path)' ",
                                               options: .regularExpression)
        return try run(URL(fileURLWithPath: "/bin/sh"), ["-c", command], environment: QuizCLI.environment(home: home),
                       in: home)
    }
}

/// Every `--help` as a user reads it at 80 columns, and every example in it, run.
struct HelpTests {
    /// "konjugieren", then "konjugieren conjugate" … as the root help lists them.
    static func commands() throws -> [[String]] {
        let root = try help([])
        guard let section = root.stdout.components(separatedBy: "SUBCOMMANDS:\n").last else { return [[]] }
        let names = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
        return [[]] + names.filter { $0 != "See" }.map { [$0] }
    }

    static func help(_ command: [String], language: String = "C") throws -> QuizCLI.Result {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = QuizCLI.environment(home: home)
        environment["COLUMNS"] = "80"
        environment["LC_ALL"] = language
        return try Shell.run(QuizCLI.binary, command + ["--help"], environment: environment, in: home)
    }

    static func dashboardHelp(language: String) throws -> QuizCLI.Result {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = QuizCLI.environment(home: home)
        environment["COLUMNS"] = "80"
        environment["LC_ALL"] = language
        return try Shell.run(DashboardPane.binary, ["--help"], environment: environment, in: home)
    }

    /// Every help text with its snapshot name: each command of konjugieren, and the
    /// dashboard's usage in both languages.
    static func allHelp() throws -> [(name: String, text: String)] {
        var all: [(String, String)] = []
        for command in try commands() {
            let result = try help(command)
            #expect(result.status == 0 && result.stderr.isEmpty, "\(command): \(result.stderr)")
            all.append(("help-" + (command.first ?? "konjugieren"), result.stdout))
        }
        for (language, suffix) in [("C", ""), ("de_DE.UTF-8", "-de")] {
            let result = try dashboardHelp(language: language)
            #expect(result.status == 0, "\(result.stderr)")
            all.append(("help-konjugieren-dashboard" + suffix, result.stdout))
        }
        return all
    }

    /// Both programs tell the same version and lexicon; the dashboard's usage lists every option.
    @Test func theDashboardTellsItsVersionAsKonjugierenDoes() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = QuizCLI.environment(home: home)
        let dashboard = try Shell.run(DashboardPane.binary, ["--version"], environment: environment, in: home)
        let cli = try Shell.run(QuizCLI.binary, ["--version"], environment: environment, in: home)
        #expect(dashboard.status == 0 && cli.status == 0)
        #expect(dashboard.stdout.hasPrefix("konjugieren-dashboard 0."), "\(dashboard.stdout)")
        #expect(dashboard.stdout.replacingOccurrences(of: "konjugieren-dashboard ", with: "konjugieren ") == cli.stdout)
        for language in ["C", "de_DE.UTF-8"] {
            let usage = try Self.dashboardHelp(language: language).stdout
            let synopsis = usage.components(separatedBy: "\n\n").first ?? ""
            for option in ["--store", "--lang", "--seed", "--open", "--no-color", "--bench-render", "--version", "--help"] {
                #expect(synopsis.contains(option), "\(language): \(option) missing from the usage line")
            }
        }
    }

    @Test func everyHelpMatchesItsSnapshotAndFits80Columns() throws {
        let all = try Self.allHelp()
        #expect(all.count >= 14, "the root help lists every command")
        for (name, text) in all {
            Snapshot.check(text, named: name)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for line in lines { #expect(line.count <= 80, "\(name): wider than 80 columns: \(line)") }
            for i in lines.indices.dropFirst().dropLast() where Self.isRagged(lines, at: i) {
                Issue.record("\(name): a paragraph broken into a ragged line: \"\(lines[i - 1])\" / \"\(lines[i])\"")
            }
        }
    }

    /// A line the parser's wrapping left ragged: a short line inside a paragraph, what a
    /// hard line break re-wrapped leaves ("… is" / "listed" / "twice, with …"); or the
    /// rest of an indented line too long for 80 columns, which the parser wraps to the
    /// left margin ("  sound   cues when …, a quiz" / "ends: on or off"). The parser
    /// itself indents the rest of an option's help, so an unindented line right after an
    /// indented one is never its own layout.
    static func isRagged(_ lines: [String], at i: Int) -> Bool {
        let line = lines[i]
        guard !line.isEmpty, !line.hasPrefix(" ") else { return false }
        let before = lines[i - 1], after = lines[i + 1]
        if before.hasPrefix(" ") { return true }
        return line.count < 20 && before.count >= 60 && !after.isEmpty && !after.hasPrefix(" ")
            && !after.hasPrefix("USAGE:")
    }

    /// The ragged-line rule against the layouts it must catch and the ones it must leave alone.
    @Test(arguments: [
        (["  sound           cues when a quiz starts, an answer is right or wrong, a quiz", "ends: on or off",
          "  questions       questions per quiz: 10, 20, 30, 40 or 50"], true),
        (["  band            verbs asked, by frequency: auto (500 on Regular, all on",
          "Ridiculous), 500, 2000 or all", ""], true),
        (["A paragraph that the parser wrapped at eighty columns and that goes on a bit", "further",
          "than it should, here."], true),
        (["  band            verbs asked, by frequency: auto, 500, 2000 or all",
          "                  (auto: the 500 most frequent on Regular, all on Ridiculous)", ""], false),
        (["", "Examples:", "  konjugieren settings pronoun sie"], false),
        (["  --store <path>          The store file (default: $KONJUGIEREN_STORE, else",
          "                          $XDG_DATA_HOME/konjugieren/konjugieren.sqlite).", "OPTIONS:"], false),
    ])
    func raggedLinesAreFound(lines: [String], ragged: Bool) {
        #expect(Self.isRagged(lines, at: 1) == ragged, "\(lines)")
    }

    /// The language variables are named one way everywhere: in every help and in the
    /// article on how to use the program.
    @Test func theLanguageDefaultIsWrittenOneWay() throws {
        var texts = try Self.allHelp()
        for language in ["en", "de"] {
            let home = try QuizCLI.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: home) }
            let article = try QuizCLI.run(["info", "how-to-use", "--lang", language], home: home)
            #expect(article.status == 0 && article.stdout.contains("LANG"), "\(article.stderr)")
            texts.append(("how-to-use (\(language))", article.stdout))
        }
        for (name, text) in texts {
            let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let mentions = flat.components(separatedBy: "LANG").count - 1
            let phrased = flat.components(separatedBy: "LC_ALL, LC_MESSAGES or LANG").count - 1
                + flat.components(separatedBy: "LC_ALL, LC_MESSAGES oder LANG").count - 1
            #expect(mentions == phrased, "\(name) names the language variables differently")
        }
    }

    /// The example lines of a help text: indented, starting with konjugieren or piping into it.
    static func examples(_ help: String) -> [String] {
        let discussion = help.components(separatedBy: "\nUSAGE:").first ?? ""
        return discussion.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  ") else { return nil }
            let example = line.trimmingCharacters(in: .whitespaces)
            return example.hasPrefix("konjugieren ") || example.contains("| konjugieren ") ? example : nil
        }
    }

    /// What each example must do: its status and text it must print. An example the help
    /// shows and this table lacks fails, and so does an entry no help shows any more.
    static let expectations: [String: (status: Int32, prints: [String])] = [
        "konjugieren conjugate singen": (0, ["er/sie/es sAng", "gesUngen"]),
        "konjugieren conjugate ankommen --group präsens --group perfekt": (0, ["komme an", "bin angekommen"]),
        "konjugieren conjugate ankommen -g präsens -g perfekt": (0, ["komme an", "bin angekommen"]),
        #"konjugieren conjugate "sich freuen" --group "Präsens Indikativ""#: (0, ["freue mich", "freust dich"]),
        "konjugieren conjugate hängen --meaning 2 --group präteritum": (0, ["hängte"]),
        "konjugieren conjugate schnurpsen --english-names -g preterite": (0, ["Preterite Indicative", "schnurpste"]),
        #"printf 'singen\nfahren\n' | konjugieren conjugate --format json -"#:
            (0, [#""infinitive":"singen""#, #""infinitive":"fahren""#]),
        "echo singen | konjugieren conjugate --format json -": (0, [#""präteritumIndikativ":["sang""#]),
        "konjugieren quiz": (0, ["Progress:         1/30", "Paused at 0/30."]),
        "konjugieren quiz --difficulty ridiculous --lives 3": (0, ["Lives:            3 of 3", "Paused at 0/30."]),
        "konjugieren quiz --questions 10 --group präteritum --group perfekt": (0, ["Progress:         1/10", "Paused at 0/10."]),
        "konjugieren quiz --verbs singen,gehen,sehen --question-types mixed": (0, ["Progress:         1/30", "Paused at 0/30."]),
        "konjugieren history show 12": (1, []),
        "konjugieren history delete 12": (1, []),
        "konjugieren history reset": (0, ["No quizzes yet."]),
        #"printf 'erinnert\nwiederholt\n' | konjugieren quiz --seed 42 --store /tmp/k.db"#:
            (0, ["Correct!", "Paused at 2/30."]),
        "konjugieren badges": (0, ["Badges: 0 of 4 earned"]),
        "konjugieren review": (0, ["the queue is empty"]),
        "konjugieren review --all --limit 10": (0, ["the queue is empty"]),
        "konjugieren review --list": (0, ["The review queue is empty."]),
        "konjugieren history": (0, ["History", "No quizzes yet."]),
        "konjugieren leaderboard": (0, ["Leaderboard"]),
        "konjugieren leaderboard --limit 3": (0, ["Leaderboard"]),
        // No server listens in the test: status 3, "Cannot reach the server at …" on standard error.
        "konjugieren leaderboard --server http://127.0.0.1:8080": (3, []),
        "konjugieren quiz --server http://127.0.0.1:8080 --player Anna": (3, []),
        "konjugieren settings": (0, ["difficulty:     regular", "pronoun:        er/sie/es"]),
        "konjugieren settings difficulty ridiculous": (0, ["difficulty: ridiculous", "Settings saved."]),
        "konjugieren settings pronoun sie": (0, ["pronoun: sie"]),
        "konjugieren info": (0, ["ablaut-series", "history"]),
        "konjugieren info ablaut-series": (0, ["Ablaut"]),
        "konjugieren info history --lang de": (0, ["Eine Geschichte des deutschen Verbs"]),
        "konjugieren open konjugieren://verb/singen": (0, ["er/sie/es sAng"]),
        #"konjugieren open "konjugieren://verb/hängen?meaning=2""#: (0, ["hängen — to hang (something up)"]),
        "konjugieren open konjugieren://family/strong": (0, ["kommen", "strong o-a-o"]),
        "konjugieren open konjugieren://info/23": (0, ["The Ablaut Series"]),
        "konjugieren open konjugieren://quiz/start": (0, ["Progress:         1/30", "Paused at 0/30."]),
        "konjugieren open konjugieren://info/ablaut-series": (0, ["Ablaut"]),
        "konjugieren verbs --family strong --limit 20": (0, ["kommen", "strong"]),
        "konjugieren verbs --prefix an --auxiliary sein": (0, ["ankommen"]),
        "konjugieren verbs --ablaut ei-ie-ie --sort alphabet": (0, ["abreiben", "ei-ie-ie"]),
        "konjugieren verbs --format json --limit 0 > verbs.jsonl": (0, []),
        "konjugieren search weigh": (0, ["wiegen"]),
        "konjugieren search fahren --prefix separable": (0, ["abfahren"]),
        #"konjugieren search "to go" --format json"#: (0, [#""infinitive":"gehen""#]),
        "konjugieren lookup ging": (0, ["gehen", "Präteritum Indikativ: ich, er/sie/es"]),
        "konjugieren lookup habe gesungen": (0, ["singen", "Perfekt Indikativ: ich"]),
        #"printf 'wog\nhing\n' | konjugieren lookup --format json -"#:
            (0, [#""infinitive":"wiegen""#, #""infinitive":"hängen""#]),
    ]

    @Test func everyExampleInEveryHelpDoesWhatItShows() throws {
        var shown: [String] = []
        for command in try Self.commands() { shown += Self.examples(try Self.help(command).stdout) }
        #expect(shown.count >= 30)
        let unique = Array(Set(shown)).sorted()
        for example in unique {
            guard let expected = Self.expectations[example] else {
                Issue.record("The help shows an example the tests do not know; add what it does to HelpTests.expectations: \(example)")
                continue
            }
            let home = try QuizCLI.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: home) }
            let result = try Shell.runExample(example, home: home)
            #expect(result.status == expected.status, "\(example): status \(result.status), \(result.stderr)")
            for text in expected.prints { #expect(result.stdout.contains(text), "\(example) does not print \(text)") }
            if example.hasSuffix("> verbs.jsonl") {
                let written = try String(contentsOf: home.appendingPathComponent("verbs.jsonl"), encoding: .utf8)
                #expect(written.split(separator: "\n").count > 10_000)
            }
        }
        for stale in Set(Self.expectations.keys).subtracting(unique) {
            Issue.record("No help shows this example any more; remove it from HelpTests.expectations: \(stale)")
        }
    }

    /// The quiz help's seeded example answers seed 42's first two questions over a new
    /// store. The answers are derived here from the quiz itself, so when question
    /// generation changes, this test says what the help should now show.
    @Test func theSeededQuizExampleAnswersSeed42() throws {
        let help = try Self.help(["quiz"]).stdout
        let example = try #require(Self.examples(help).first { $0.contains("--seed 42") })
        let quoted = try #require(example.split(separator: "'").dropFirst().first)
        let shownAnswers = quoted.components(separatedBy: "\\n").filter { !$0.isEmpty }

        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("fresh.db").path
        let played = try QuizCLI.run(["quiz", "--seed", "42", "--store", store],
                                     input: String(repeating: "x\n", count: 30), home: home)
        let results = QuizCLI.resultLines(played.stdout)
        #expect(results.count == 30, "\(played.stderr)")
        let expected = results.prefix(2).map { $0.form.lowercased() }
        #expect(shownAnswers == expected, """
            `konjugieren quiz --help` answers seed 42 with \(shownAnswers), but over a new store seed 42 \
            now asks for \(expected): update the example in Apps/konjugieren/QuizCommand.swift.
            """)
    }
}
