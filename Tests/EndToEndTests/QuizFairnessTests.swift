// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// Correct German is never marked wrong, the learner's own verb list is taken as written,
/// and a bad list is a clear message with the right status: the quiz as a learner runs it.
struct QuizFairnessTests {
    /// The questions of a seeded `quiz --format json` over an empty history, read from a
    /// run that answers every question wrong.
    static func questions(_ arguments: [String], count: Int) throws -> [[String: Any]] {
        let home = try QuizCLI.temporaryDirectory()
        let run = try QuizCLI.run(["quiz", "--format", "json", "--store", home.appendingPathComponent("s.sqlite").path]
                                      + arguments,
                                  input: String(repeating: "x\n", count: count), home: home)
        let result = try #require(try GameCommandTests.objects(run.stdout).last, "\(run.stderr)")
        return try #require(result["questions"] as? [[String: Any]])
    }

    /// The reflexive Imperativ said as German says it: a verb asked with sich keeps its
    /// pronoun, and the answer may carry "Sie", "!" and ae/oe/ue.
    @Test(arguments: [
        ("sich waschen,ankommen", "sich waschen", "formal", "waschen Sie sich!"),
        ("sich waschen,ankommen", "sich waschen", "du", "wasch dich!"),
        ("sich waschen,ankommen", "sich waschen", "ihr", "wascht euch!"),
        ("sich waschen,ankommen", "sich waschen", "wir", "waschen wir uns"),
        ("sich anziehen", "sich anziehen", "formal", "ziehen Sie sich an!"),
        ("sich freuen", "sich freuen", "du", "freu dich!"),
        ("sich beeilen", "sich beeilen", "formal", "Beeilen Sie sich!"),
        ("sich fürchten", "sich fürchten", "ihr", "fuerchtet euch!"),
    ])
    func theReflexiveImperativIsAcceptedAsSaid(verbs: String, verb: String, person: String, answer: String) throws {
        let arguments = ["--seed", "1", "--verbs", verbs, "-g", "imperativ", "--questions", "8"]
        let asked = try Self.questions(arguments, count: 8)
        let target = try #require(asked.firstIndex { $0["verb"] as? String == verb && $0["person"] as? String == person },
                                  "\(verb) · \(person) not asked: \(asked.map { $0["verb"] ?? "" })")
        let input = asked.enumerated().map { i, question in
            i == target ? answer : ((question["expected"] as? [String])?.first ?? "")
        }
        let home = try QuizCLI.temporaryDirectory()
        let run = try QuizCLI.run(["quiz", "--format", "json", "--store", home.appendingPathComponent("s.sqlite").path]
                                      + arguments,
                                  input: input.joined(separator: "\n") + "\n", home: home)
        let result = try #require(try GameCommandTests.objects(run.stdout).last)
        let graded = try #require(result["questions"] as? [[String: Any]])
        #expect(graded[target]["correct"] as? Bool == true, "\(answer) for \(verb) · \(person): \(graded[target])")
        #expect(result["correct"] as? Int == asked.count, "\(run.stdout)")
    }

    /// A bad verb list prints its one message and ends with the README's status: 2 for
    /// a bad value (an empty list, a file that cannot be read), 1 for a verb not found.
    @Test(arguments: [
        (["--verbs", ""], Int32(2), "konjugieren: The verb list is empty."),
        (["--verbs", ",,"], 2, "konjugieren: The verb list is empty."),
        (["--verbs", " , ,"], 2, "konjugieren: The verb list is empty."),
        (["--verbs", "foo,bar"], 1, "konjugieren: “foo” is not a well-formed German infinitive."),
        (["--verbs", "singen,xqzt"], 1, "konjugieren: “xqzt” is not a well-formed German infinitive."),
        // A verb the lexicon lacks would be drilled on forms made by rule, which nobody checked.
        (["--verbs", "singen,blorfen"], 1,
         "konjugieren: “blorfen” is not in the lexicon, so the quiz cannot check its forms; leave it out or correct it."),
        (["--verbs", "siengen,singen"], 1,
         "konjugieren: “siengen” is not in the lexicon, so the quiz cannot check its forms. Did you mean “singen”, “siegen”, “sengen”?"),
        (["--verb-file", "/no/such/dir/verbs.txt"], 2, "konjugieren: The verb list /no/such/dir/verbs.txt does not exist."),
        (["--verb-file", "/"], 2, "konjugieren: The verb list / cannot be read: Is a directory"),
    ])
    func aBadVerbListIsTheLearnersMistake(arguments: [String], status: Int32, message: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("s.sqlite").path
        for format in ["text", "json"] {
            let run = try QuizCLI.run(["quiz", "--store", store, "--format", format] + arguments, input: "x\n", home: home)
            #expect(run.status == status, "\(arguments): \(run.stderr)")
            #expect(run.stderr == message + "\n", "\(arguments)")
            #expect(run.stdout.isEmpty, "\(arguments): \(run.stdout)")
        }
        // Nothing was started: the next quiz asks no question about resuming.
        let after = try QuizCLI.run(["quiz", "--store", store, "--verbs", "singen", "--questions", "1"],
                                    input: "singe\n", home: home)
        #expect(!after.stdout.contains("unfinished"), "\(after.stdout)")
    }
}

/// A link `open` cannot follow names every kind of link it can.
struct OpenHintTests {
    @Test(arguments: ["konjugieren://bogus", "konjugieren://family", "konjugieren://verb", "https://example.org"])
    func theHintNamesEveryLink(url: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        let run = try QuizCLI.run(["open", url], home: home)
        #expect(run.status == 2, "\(run.stderr)")
        for link in ["konjugieren://verb/NAME", "?meaning=N", "konjugieren://info/SLUG", "konjugieren://info/N",
                     "konjugieren://family/NAME", "strong", "konjugieren://quiz/start"] {
            #expect(run.stderr.contains(link), "\(url): \(link) missing from \(run.stderr)")
        }
    }
}

/// Lives mode says right out of asked, and gives one verdict per answer.
struct LivesSummaryTests {
    @Test(arguments: [(1, 6), (3, 6), (2, 10)])
    func theSummaryCountsTheQuestionsAsked(lives: Int, questions: Int) throws {
        let home = try QuizCLI.temporaryDirectory()
        let run = try QuizCLI.run(["quiz", "--lives", String(lives), "--seed", "5", "--questions", String(questions),
                                   "--store", home.appendingPathComponent("s.sqlite").path],
                                  input: String(repeating: "falsch\n", count: questions), home: home)
        #expect(QuizCLI.value("Correct", in: run.stdout) == "0/\(lives)", "\(run.stdout)")
        #expect(run.stdout.split(separator: "\n").filter { $0.contains("✗ Your answer: falsch · ") }.count == lives)
        #expect(run.stdout.split(separator: "\n").filter { $0.hasPrefix("  Why: ") }.count == lives)
    }

    /// A lives quiz that ended early counts out of the questions asked wherever it is
    /// listed: history, leaderboard, `history show`, not out of the questions planned.
    @Test func everyListingCountsTheQuestionsAsked() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("s.sqlite").path
        let run = try QuizCLI.run(["quiz", "--lives", "3", "--seed", "4", "--store", store], input: "x\ny\nz\n", home: home)
        #expect(QuizCLI.value("Correct", in: run.stdout) == "0/3", "\(run.stdout)")
        let history = try QuizCLI.run(["history", "--store", store], home: home)
        let row = history.stdout.split(separator: "\n").last { $0.trimmingCharacters(in: .whitespaces).hasPrefix("1 ") }
        #expect(row?.contains(" 0/3 ") == true, "\(history.stdout)")
        #expect(!history.stdout.contains("0/30"))
        let leaderboard = try QuizCLI.run(["leaderboard", "--store", store], home: home)
        #expect(leaderboard.stdout.contains(" 0/3 "), "\(leaderboard.stdout)")
        #expect(!leaderboard.stdout.contains("0/30"))
        let show = try QuizCLI.run(["history", "show", "1", "--store", store], home: home)
        #expect(show.stdout.contains("Correct: 0/3"), "\(show.stdout)")
        #expect(show.stdout.contains("Lives: 3"), "\(show.stdout)")
    }
}

/// One range of quiz lengths for the setting and the flag.
struct QuizLengthTests {
    @Test(arguments: [("1", Int32(0)), ("7", 0), ("30", 0), ("200", 0), ("0", 2), ("201", 2), ("-3", 2)])
    func theSettingAndTheFlagTakeTheSameLengths(value: String, status: Int32) throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("s.sqlite").path
        let setting = try QuizCLI.run(["settings", "questions", value, "--store", store], home: home)
        #expect(setting.status == status, "\(setting.stderr)")
        let quiz = try QuizCLI.run(["quiz", "--questions=\(value)", "--store", store], input: "", home: home)
        #expect(quiz.status == status, "\(quiz.stderr)")
        if status == 0 { #expect(quiz.stdout.contains("Progress:         1/\(value)"), "\(quiz.stdout)") }
    }
}

/// A wrong answer's verdict and its Why wrap into one column: the verdict's further lines
/// hang where the Why's do ("  Warum: " is 9 columns wide, "  Why: " 7).
struct VerdictLayoutTests {
    @Test(arguments: [("de", "  Warum: "), ("en", "  Why: ")])
    func theVerdictAndTheWhyHangInOneColumn(language: String, label: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let run = try QuizCLI.run(["quiz", "--seed", "4", "--questions", "2", "--lang", language,
                                   "--store", home.appendingPathComponent("v.sqlite").path],
                                  input: "x\nx\n", home: home, environment: ["COLUMNS": "50"])
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let hang = String(repeating: " ", count: label.count)
        var verdictContinued = 0
        for (i, line) in lines.enumerated() where line.hasPrefix("✗ ") {
            var j = i + 1
            while j < lines.count, !lines[j].isEmpty {
                let next = lines[j]
                #expect(next.hasPrefix(label) || (next.hasPrefix(hang) && next.dropFirst(hang.count).first != " "),
                        "“\(next)” in\n\(run.stdout)")
                if !next.hasPrefix(label) && lines[j - 1].hasPrefix("✗ ") { verdictContinued += 1 }
                j += 1
            }
        }
        // At 50 columns at least one verdict goes on to a second line.
        #expect(verdictContinued > 0, "\(run.stdout)")
    }
}
