// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// Runs the built `konjugieren` binary the way a user or a script would.
enum QuizCLI {
    /// The repository root, three levels above this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary next to the test bundle (any scratch path), else `.build/debug/konjugieren`;
    /// `KONJUGIEREN_BINARY` overrides both.
    static let binary: URL = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["KONJUGIEREN_BINARY"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("konjugieren")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return root.appendingPathComponent(".build/debug/konjugieren")
    }()

    /// Tests that feed a live process through a pipe write after it may have died;
    /// the write should fail, not kill the test runner.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// A fresh directory for one test's store.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("konjugieren-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The environment of every run: no colour, English, a home of its own.
    static func environment(home: URL) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        env["LANG"] = "C"
        env["LC_ALL"] = "C"
        env["HOME"] = home.path
        env.removeValue(forKey: "KONJUGIEREN_STORE")
        env.removeValue(forKey: "XDG_DATA_HOME")
        return env
    }

    /// Runs the binary with `input` on standard input and waits for it to end.
    static func run(_ arguments: [String], input: String = "", home: URL,
                    environment extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment(home: home).merging(extra) { $1 }
        let outURL = home.appendingPathComponent("out-\(UUID().uuidString)")
        let errURL = home.appendingPathComponent("err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let inURL = home.appendingPathComponent("in-\(UUID().uuidString)")
        // Input from a file, not a pipe: a process that exits early cannot make the
        // test runner die of SIGPIPE.
        try Data(input.utf8).write(to: inURL)
        let stdin = try FileHandle(forReadingFrom: inURL)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardInput = stdin
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try stdin.close()
        try out.close()
        try err.close()
        return Result(status: process.terminationStatus,
                      stdout: try String(contentsOf: outURL, encoding: .utf8),
                      stderr: try String(contentsOf: errURL, encoding: .utf8))
    }

    /// One entry of the results list: "  3. ✗ rufen · Präteritum Indikativ · ich: rIeF — Your answer: x".
    struct ResultLine: Equatable {
        var number: Int
        var correct: Bool
        var question: String
        var form: String
        var given: String?
    }

    static func resultLines(_ stdout: String) -> [ResultLine] {
        guard let start = stdout.range(of: "\nResults\n") else { return [] }
        var lines: [ResultLine] = []
        for raw in stdout[start.upperBound...].split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard let dot = line.firstIndex(of: "."), let number = Int(line[..<dot]) else { continue }
            var rest = line[line.index(after: dot)...].trimmingCharacters(in: .whitespaces)
            let correct = rest.hasPrefix("✓")
            rest = String(rest.dropFirst()).trimmingCharacters(in: .whitespaces)
            guard let colon = rest.range(of: ": ") else { continue }
            let question = String(rest[..<colon.lowerBound])
            var form = String(rest[colon.upperBound...])
            var given: String?
            if let dash = form.range(of: " — Your answer: ") {
                given = String(form[dash.upperBound...])
                form = String(form[..<dash.lowerBound])
            }
            lines.append(ResultLine(number: number, correct: correct, question: question, form: form, given: given))
        }
        return lines
    }

    /// The value after "Label:" on the first line that starts with it, in the
    /// Results screen when there is one.
    static func value(_ label: String, in stdout: String) -> String? {
        let text = stdout.range(of: "\nResults\n").map { stdout[$0.upperBound...] } ?? stdout[...]
        for line in text.split(separator: "\n") where line.hasPrefix(label + ":") {
            return line.dropFirst(label.count + 1).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}

struct QuizCommandTests {
    /// Plays the same seeded quiz twice through standard input: first all wrong, to
    /// learn the answers from the results, then half right.
    @Test func aFullSeededQuizThroughStdinShowsTheResults() throws {
        let home = try QuizCLI.temporaryDirectory()
        let first = try QuizCLI.run(
            ["quiz", "--seed", "42", "--difficulty", "regular", "--store", home.appendingPathComponent("a.sqlite").path],
            input: String(repeating: "x\n", count: 30), home: home)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(QuizCLI.value("Score", in: first.stdout) == "0")
        #expect(QuizCLI.value("Correct", in: first.stdout) == "0/30")
        #expect(QuizCLI.value("Difficulty", in: first.stdout) == "Regular")
        let time = try #require(QuizCLI.value("Time", in: first.stdout))
        #expect(time.range(of: #"^\d+:\d\d:\d\d$"#, options: .regularExpression) != nil)
        let wrong = QuizCLI.resultLines(first.stdout)
        #expect(wrong.map(\.number) == Array(1...30))
        #expect(wrong.allSatisfy { !$0.correct && $0.given == "x" && !$0.form.isEmpty })
        #expect(wrong.filter { $0.question.hasSuffix("· Präsenspartizip") }.count == 1)
        #expect(wrong.filter { $0.question.hasSuffix("· Perfektpartizip") }.count == 2)
        let allowed = ["Präsens Indikativ", "Perfekt Indikativ", "Imperativ", "Präsenspartizip", "Perfektpartizip"]
        #expect(wrong.allSatisfy { line in allowed.contains { line.question.contains("· \($0)") } })
        // The screen during the quiz.
        for label in ["Verb", "Translation", "Pronoun", "Conjugationgroup", "Progress", "Elapsed", "Score"] {
            #expect(first.stdout.contains("\n\(label):"), "missing \(label)")
        }
        #expect(first.stdout.contains("✗ Your answer: x · Correct answer: "))
        #expect(first.stdout.contains("30/30"))

        // Same seed, new store: the same questions. Answer every other one right,
        // in the marked spelling (case does not matter).
        let answers = wrong.enumerated().map { $0.offset % 2 == 0 ? $0.element.form : "falsch" }
        let second = try QuizCLI.run(
            ["quiz", "--seed", "42", "--store", home.appendingPathComponent("b.sqlite").path, "--difficulty", "regular"],
            input: answers.joined(separator: "\n") + "\n", home: home)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(QuizCLI.value("Score", in: second.stdout) == "150")
        #expect(QuizCLI.value("Correct", in: second.stdout) == "15/30")
        let half = QuizCLI.resultLines(second.stdout)
        #expect(half.map(\.form) == wrong.map(\.form))
        #expect(half.map(\.question) == wrong.map(\.question))
        for (i, line) in half.enumerated() {
            #expect(line.correct == (i % 2 == 0))
            #expect(line.given == (i % 2 == 0 ? nil : "falsch"))
        }

        let history = try QuizCLI.run(["history", "--store", home.appendingPathComponent("b.sqlite").path], home: home)
        #expect(history.status == 0)
        #expect(QuizCLI.value("Best", in: history.stdout) == "150")
        #expect(QuizCLI.value("Streak", in: history.stdout) == "1 day")
        let leaderboard = try QuizCLI.run(["leaderboard", "--store", home.appendingPathComponent("b.sqlite").path], home: home)
        let squeezed = leaderboard.stdout.replacingOccurrences(of: " +", with: " ", options: .regularExpression)
        #expect(squeezed.contains("\n1. 150 15/30 Regular "))
    }

    /// The probe and the full run use two fresh stores: a seed gives the same quiz over the
    /// same history, and the probe's wrong answers change the history of its store.
    @Test func ridiculousDoublesTheScore() throws {
        let home = try QuizCLI.temporaryDirectory()
        let probe = try QuizCLI.run(["quiz", "--seed", "7", "--difficulty", "ridiculous",
                                     "--store", home.appendingPathComponent("probe.sqlite").path],
                                    input: String(repeating: "?\n", count: 30), home: home)
        let forms = QuizCLI.resultLines(probe.stdout).map(\.form)
        #expect(forms.count == 30)
        let store = home.appendingPathComponent("r.sqlite").path
        let full = try QuizCLI.run(["quiz", "--seed", "7", "--difficulty", "ridiculous", "--store", store],
                                   input: forms.map { "  \($0.uppercased())  " }.joined(separator: "\n") + "\n", home: home)
        #expect(QuizCLI.value("Score", in: full.stdout) == "600")
        #expect(QuizCLI.value("Correct", in: full.stdout) == "30/30")
        #expect(QuizCLI.value("Difficulty", in: full.stdout) == "Ridiculous")
    }

    @Test func endOfInputPausesAndTheNextRunOffersToResume() throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("p.sqlite").path
        let paused = try QuizCLI.run(["quiz", "--seed", "3", "--store", store], input: "a\nb\nc\nd\ne\n", home: home)
        #expect(paused.status == 0)
        #expect(paused.stdout.contains("Paused at 5/30"))
        #expect(!paused.stdout.contains("\nResults\n"))

        let history = try QuizCLI.run(["history", "--store", store], home: home)
        #expect(history.stdout.contains("unfinished"))
        #expect(history.stdout.contains("5/30"))

        // The first line answers the prompt; 25 more finish the quiz.
        let resumed = try QuizCLI.run(["quiz", "--store", store],
                                      input: "r\n" + String(repeating: "x\n", count: 25), home: home)
        #expect(resumed.stdout.contains("An unfinished quiz exists"))
        #expect(resumed.stdout.contains("Progress:         6/30"))
        let lines = QuizCLI.resultLines(resumed.stdout)
        #expect(lines.count == 30)
        #expect(lines.prefix(5).map(\.given) == ["a", "b", "c", "d", "e"])
        #expect(lines.dropFirst(5).allSatisfy { $0.given == "x" })
    }

    @Test func discardStartsANewQuizAndQuitEndsOne() throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("d.sqlite").path
        _ = try QuizCLI.run(["quiz", "--seed", "3", "--store", store], input: "a\nb\n", home: home)
        let discarded = try QuizCLI.run(["quiz", "--seed", "4", "--store", store], input: "d\n:quit\ny\n", home: home)
        #expect(discarded.stdout.contains("An unfinished quiz exists"))
        #expect(discarded.stdout.contains("Progress:         1/30"))
        #expect(discarded.stdout.contains("Quit: Correct: 0/0"))
        // Neither quiz can be resumed now, and neither is in the history.
        let next = try QuizCLI.run(["quiz", "--seed", "5", "--store", store], input: "", home: home)
        #expect(!next.stdout.contains("An unfinished quiz exists"))
        let history = try QuizCLI.run(["history", "--store", store], home: home)
        #expect(history.stdout.contains("No quizzes yet."))
    }

    @Test(arguments: [["--resume", "--discard"], ["--difficulty", "hard"], ["--seed", "-1"]])
    func badFlagsAreRefused(flags: [String]) throws {
        let home = try QuizCLI.temporaryDirectory()
        let result = try QuizCLI.run(["quiz", "--store", home.appendingPathComponent("f.sqlite").path] + flags, home: home)
        #expect(result.status != 0)
        #expect(!result.stderr.isEmpty)
    }
}

/// Options and lists that would be silently ignored or misread are refused, each with a
/// message that says what is wrong.
struct QuizOptionMessageTests {
    /// --resume goes on with the quiz as it was made; an option for a new quiz is a usage error.
    @Test(arguments: [["--lives", "1"], ["--verbs", "gehen"], ["--questions", "3"], ["--group", "präsens"]])
    func resumeRefusesOptionsForANewQuiz(flags: [String]) throws {
        let home = try QuizCLI.temporaryDirectory()
        let result = try QuizCLI.run(["quiz", "--resume", "--store", home.appendingPathComponent("r.sqlite").path] + flags,
                                     home: home)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--resume and \(flags[0]) exclude each other"), "\(result.stderr)")
    }

    @Test(arguments: [[""], [","], [" "]])
    func anEmptyGroupIsRefused(names: [String]) throws {
        let home = try QuizCLI.temporaryDirectory()
        let result = try QuizCLI.run(["quiz", "--store", home.appendingPathComponent("g.sqlite").path, "--group"] + names,
                                     home: home)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--group needs the name of a conjugationgroup"), "\(result.stderr)")
    }

    /// /dev/null exists and reads as empty: said so, not "No such file or directory".
    @Test func anEmptyDeviceIsAnEmptyList() throws {
        let home = try QuizCLI.temporaryDirectory()
        let result = try QuizCLI.run(["quiz", "--store", home.appendingPathComponent("n.sqlite").path,
                                      "--verb-file", "/dev/null"], home: home)
        #expect(result.status == 2)
        #expect(result.stderr.contains("The verb list is empty."), "\(result.stderr)")
        #expect(!result.stderr.contains("No such file"), "\(result.stderr)")
    }

    /// A long list that repeats its verbs is read once per verb: each respelling is said
    /// once, and the quiz asks only the verbs listed.
    @Test func aLongListIsReadOncePerVerb() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let list = home.appendingPathComponent("verbs.txt")
        try String(repeating: "hoeren\n  singen   # gern\n\n", count: 50_000).write(to: list, atomically: true, encoding: .utf8)
        let result = try QuizCLI.run(["quiz", "--store", home.appendingPathComponent("v.sqlite").path, "--format", "json",
                                      "--verb-file", list.path, "--questions", "6", "--seed", "2"],
                                     input: String(repeating: "x\n", count: 6), home: home)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.components(separatedBy: "“hoeren” is not in the lexicon").count - 1 == 1, "\(result.stderr)")
        let verbs = Set(result.stdout.split(separator: "\n").compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["verb"] as? String
        })
        #expect(!verbs.isEmpty && verbs.isSubset(of: ["hören", "singen"]), "\(result.stdout)")
    }

    /// The JSON result tells giving up (:quit, discarded) from pausing (end of input).
    @Test(arguments: [(":quit\n", true), ("", false)])
    func theJSONResultTellsDiscardingFromPausing(input: String, discarded: Bool) throws {
        let home = try QuizCLI.temporaryDirectory()
        let result = try QuizCLI.run(["quiz", "--store", home.appendingPathComponent("j.sqlite").path, "--format", "json",
                                      "--verbs", "gehen", "--questions", "2"], input: input, home: home)
        let last = try #require(result.stdout.split(separator: "\n").last)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        #expect(object["type"] as? String == "result")
        #expect(object["finished"] as? Bool == false)
        #expect(object["discarded"] as? Bool == discarded, "\(last)")
    }

    /// A respelled verb is quizzed, and the message says so plainly instead of asking.
    @Test func aRespelledVerbIsSaidToBeTaken() throws {
        let home = try QuizCLI.temporaryDirectory()
        let result = try QuizCLI.run(["quiz", "--store", home.appendingPathComponent("h.sqlite").path,
                                      "--verbs", "singen,hoeren", "--questions", "1"], input: ":q\ny\n", home: home)
        #expect(result.stderr.contains("“hoeren” is not in the lexicon: the quiz asks “hören” instead."), "\(result.stderr)")
        #expect(!result.stderr.contains("Did you mean"))
    }
}

struct QuizReviewTests {
    /// Wrong quiz answers enter the review queue in box 1, due tomorrow; drilling
    /// them ahead with --all moves the right ones to box 2 and resets the wrong ones.
    @Test func wrongAnswersAreQueuedAndDrilled() throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("rv.sqlite").path
        let quiz = try QuizCLI.run(["quiz", "--seed", "8", "--store", store], input: String(repeating: "x\n", count: 30), home: home)
        let forms = QuizCLI.resultLines(quiz.stdout)
        #expect(forms.count == 30)

        let list = try QuizCLI.run(["review", "--list", "--store", store], home: home)
        let queued = list.stdout.split(separator: "\n").filter { $0.hasPrefix("Box 1 ") }
        #expect(list.stdout.hasPrefix("\(queued.count) in the queue, 0 due now."))
        #expect(queued.count == Set(forms.map(\.question)).count)

        let notDue = try QuizCLI.run(["review", "--store", store], home: home)
        #expect(notDue.stdout.hasPrefix("Nothing to review now."))

        // The queue is ordered by due date, so read the question each time from the screen.
        let drill = try QuizCLI.run(["review", "--all", "--limit", "2", "--store", store], input: "falsch\nfalsch\n", home: home)
        #expect(drill.stdout.contains("Correct answer:"))
        #expect(drill.stdout.contains("Review: 0 of 2 correct"), "\(drill.stdout)")
        #expect(!drill.stdout.contains("Review: Correct"))

        let answersByQuestion = Dictionary(forms.map { ($0.question, $0.form) }, uniquingKeysWith: { a, _ in a })
        var screen = try QuizCLI.run(["review", "--all", "--limit", "1", "--store", store], input: "", home: home).stdout
        let question = try #require(QuizCLI.describedQuestion(screen))
        let answer = try #require(answersByQuestion[question])
        screen = try QuizCLI.run(["review", "--all", "--limit", "1", "--store", store], input: answer + "\n", home: home).stdout
        #expect(screen.contains("Correct!"))
        #expect(screen.contains("→ Box 2"))
        let after = try QuizCLI.run(["review", "--list", "--store", store], home: home)
        #expect(after.stdout.split(separator: "\n").filter { $0.hasPrefix("Box 2 ") }.count == 1)
    }
}

extension QuizCLI {
    /// "verb · group · pronoun" of the question on a quiz or review screen, as the
    /// results list writes it.
    static func describedQuestion(_ screen: String) -> String? {
        var fields: [String: String] = [:]
        for line in screen.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        guard let verb = fields["Verb"], let group = fields["Conjugationgroup"], let pronoun = fields["Pronoun"] else { return nil }
        return ([verb, group] + (pronoun == "—" ? [] : [pronoun])).joined(separator: " · ")
    }
}

/// The verdict on an answer follows that answer, before the next question's block, in
/// either language; its explanation is wrapped at word boundaries under its first word.
struct QuizVerdictTests {
    @Test(arguments: [("en", "✗ Your answer: x · Correct answer: haben (wir haben)", "Why: "),
                      ("de", "✗ Deine Antwort: x · Richtige Antwort: haben (wir haben)", "Warum: ")])
    func theVerdictBelongsToTheQuestionItAnswers(lang: String, verdict: String, why: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let run = try QuizCLI.run(["quiz", "--seed", "3", "--lang", lang, "--store", home.appendingPathComponent("s.db").path],
                                  input: "x\n", home: home, environment: ["COLUMNS": "80"])
        let lines = run.stdout.components(separatedBy: "\n")
        let verbs = lines.indices.filter { lines[$0].hasPrefix("Verb:") }
        let shown = try #require(lines.firstIndex { $0.hasSuffix(verdict) }, "\(run.stdout)")
        // haben is question 1 (wir), führen question 2: the verdict stands between them.
        #expect(verbs.count == 2 && verbs[0] < shown && shown < verbs[1], "\(run.stdout)")
        #expect(lines[verbs[0]].hasSuffix("haben") && lines[verbs[1]].hasSuffix("führen"))
        // Why: at least two lines, none wider than 80, continuations under the first word, no word cut.
        let start = shown + 1
        #expect(lines[start].hasPrefix("  " + why))
        let indent = String(repeating: " ", count: 2 + why.count)
        let block = [lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix(indent) && !$0.isEmpty }
        #expect(block.count >= 2)
        #expect(block.allSatisfy { $0.count <= 80 })
        let words = block.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(words.contains("(hatte, gehabt)."), "\(block)")
    }

    /// The JSON mode keeps its objects: the verdict is the answer object, no text.
    @Test func jsonHasNoVerdictText() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let run = try QuizCLI.run(["quiz", "--seed", "3", "--format", "json", "--lang", "de",
                                   "--store", home.appendingPathComponent("s.db").path], input: "x\n", home: home)
        #expect(run.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("{") })
        #expect(run.stdout.contains(#""type":"answer","number":1"#))
    }
}
