// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// The quiz's options, lives, badges, history and JSON, run as a learner or a script runs them.
struct GameCommandTests {
    /// ä, ö, ü and ß typed as ae, oe, ue and ss.
    static func withoutUmlauts(_ text: String) -> String {
        text.replacingOccurrences(of: "ä", with: "ae").replacingOccurrences(of: "ö", with: "oe")
            .replacingOccurrences(of: "ü", with: "ue").replacingOccurrences(of: "ß", with: "ss")
    }

    /// The JSON objects of a `quiz --format json` run, one per line.
    static func objects(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }

    /// The expected answers of a seeded quiz over an empty history, read from a run that answers all wrong.
    static func expectedAnswers(seed: String, difficulty: String) throws -> [[String]] {
        let home = try QuizCLI.temporaryDirectory()
        let run = try QuizCLI.run(["quiz", "--seed", seed, "--difficulty", difficulty, "--format", "json",
                                   "--store", home.appendingPathComponent("scratch.sqlite").path],
                                  input: String(repeating: "x\n", count: 30), home: home)
        let result = try #require(try objects(run.stdout).last)
        #expect(result["type"] as? String == "result")
        let questions = try #require(result["questions"] as? [[String: Any]])
        return questions.compactMap { $0["expected"] as? [String] }
    }

    /// The Done-when test: replaying a seeded quiz's expected answers, umlauts typed as
    /// ae/oe/ue, scores 100% through the command line.
    @Test(arguments: ["1", "5", "42"], ["regular", "ridiculous"])
    func replayingASeededQuizWithoutUmlautsScoresEverything(seed: String, difficulty: String) throws {
        let expected = try Self.expectedAnswers(seed: seed, difficulty: difficulty)
        #expect(expected.count == 30)
        let typed = expected.map { Self.withoutUmlauts($0.last ?? "") }
        let home = try QuizCLI.temporaryDirectory()
        let run = try QuizCLI.run(["quiz", "--seed", seed, "--difficulty", difficulty,
                                   "--store", home.appendingPathComponent("s.sqlite").path],
                                  input: typed.joined(separator: "\n") + "\n", home: home)
        #expect(QuizCLI.value("Correct", in: run.stdout) == "30/30", "\(run.stdout)")
        let lines = QuizCLI.resultLines(run.stdout)
        #expect(lines.count == 30 && lines.allSatisfy { $0.correct })
    }

    /// `--lives N` ends the quiz at the Nth wrong answer; the rest is not asked.
    @Test(arguments: [1, 3])
    func livesEndTheQuizAtTheLastWrongAnswer(lives: Int) throws {
        let home = try QuizCLI.temporaryDirectory()
        let run = try QuizCLI.run(["quiz", "--lives", String(lives), "--seed", "5",
                                   "--store", home.appendingPathComponent("s.sqlite").path],
                                  input: String(repeating: "falsch\n", count: 10), home: home)
        #expect(run.status == 0)
        #expect(run.stdout.contains("No lives left: the quiz ends at \(lives) wrong answer"))
        let lines = QuizCLI.resultLines(run.stdout)
        #expect(lines.count == 30)
        #expect(lines.filter { $0.given == "falsch" }.count == lives)
        #expect(run.stdout.components(separatedBy: "not asked: no lives left").count - 1 == 30 - lives)
    }

    /// Badges: none at first, the perfect quiz after 30 right answers, listed with its date.
    @Test func aPerfectQuizEarnsItsBadge() throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("s.sqlite").path
        let before = try QuizCLI.run(["badges", "--store", store], home: home)
        #expect(before.stdout.contains("Badges: 0 of 4 earned"))
        #expect(before.stdout.contains("not yet: 0/1,000"))
        let expected = try Self.expectedAnswers(seed: "7", difficulty: "regular")
        let quiz = try QuizCLI.run(["quiz", "--seed", "7", "--store", store],
                                   input: expected.map { $0[0] }.joined(separator: "\n") + "\n", home: home)
        #expect(quiz.stdout.contains("★ Badge earned: Perfect quiz"))
        #expect(quiz.stdout.contains("XP: +"))
        let after = try QuizCLI.run(["badges", "--store", store], home: home)
        #expect(after.stdout.contains("Badges: 1 of 4 earned"))
        #expect(after.stdout.contains("★  Perfect quiz"))
        #expect(after.stdout.contains("not yet: 30/1,000"))
    }

    /// History: reopen a quiz, delete it, reset all after a confirmation.
    @Test func historyShowsDeletesAndResets() throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("s.sqlite").path
        for seed in ["1", "2"] {
            _ = try QuizCLI.run(["quiz", "--seed", seed, "--questions", "3", "--store", store], input: "x\nx\nx\n", home: home)
        }
        let show = try QuizCLI.run(["history", "show", "1", "--store", store], home: home)
        #expect(show.status == 0)
        #expect(show.stdout.contains("Quiz 1"))
        #expect(show.stdout.contains("Your answer: x"))
        let missing = try QuizCLI.run(["history", "show", "9", "--store", store], home: home)
        #expect(missing.status != 0)
        #expect(!missing.stderr.isEmpty)
        // Without a terminal nobody can confirm: refused unless --yes.
        let unconfirmed = try QuizCLI.run(["history", "delete", "1", "--store", store], input: "yes\n", home: home)
        #expect(unconfirmed.status == 2)
        #expect(unconfirmed.stderr == "konjugieren: history delete asks for a confirmation first; without a terminal, add --yes.\n")
        #expect(try QuizCLI.run(["history", "show", "1", "--store", store], home: home).status == 0)
        // The options every history command takes may stand before the subcommand.
        let before = try QuizCLI.run(["history", "--store", store, "--lang", "en", "show", "1"], home: home)
        #expect(before.status == 0, "\(before.stderr)")
        #expect(before.stdout.contains("Quiz 1"))
        let deleted = try QuizCLI.run(["history", "--store", store, "delete", "1", "--yes"], home: home)
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(try QuizCLI.run(["history", "show", "1", "--store", store], home: home).status != 0)
        // An option of one subcommand only is no option of the others: still refused.
        #expect(try QuizCLI.run(["history", "--limit", "3", "show", "2", "--store", store], home: home).status == 2)
        // history reset follows the same convention: without a terminal it refuses unless --yes.
        for answer in ["n\n", "yes\n", "y\n"] {
            let refused = try QuizCLI.run(["history", "reset", "--store", store], input: answer, home: home)
            #expect(refused.status == 2)
            #expect(refused.stderr == "konjugieren: history reset asks for a confirmation first; without a terminal, add --yes.\n")
            #expect(try QuizCLI.run(["history", "show", "2", "--store", store], home: home).status == 0)
        }
        let reset = try QuizCLI.run(["history", "reset", "--store", store, "--yes"], home: home)
        #expect(reset.stdout.contains("1 quiz deleted."), "\(reset.stdout)")
        #expect(try QuizCLI.run(["history", "show", "2", "--store", store], home: home).status != 0)
        // XP stays after a reset.
        #expect(try QuizCLI.run(["history", "--store", store], home: home).stdout.contains("Level 0"))
    }

    /// A quiz given up and discarded left history: history lists none, and show and
    /// delete find no quiz of that number, as for a number never given.
    @Test func aDiscardedQuizIsNotInHistory() throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("s.sqlite").path
        let quiz = try QuizCLI.run(["quiz", "--questions", "3", "--seed", "1", "--store", store], input: "x\n:q\ny\n", home: home)
        #expect(quiz.status == 0, "\(quiz.stderr)")
        #expect(try QuizCLI.run(["history", "--store", store], home: home).stdout.contains("No quizzes yet."))
        let show = try QuizCLI.run(["history", "show", "1", "--store", store], home: home)
        let delete = try QuizCLI.run(["history", "delete", "1", "--yes", "--store", store], home: home)
        let never = try QuizCLI.run(["history", "show", "9", "--store", store], home: home)
        for run in [show, delete] {
            #expect(run.status == never.status && run.status != 0)
            #expect(run.stderr == never.stderr.replacingOccurrences(of: "9", with: "1"))
        }
    }

    /// `quiz --format json`: a question object as each is asked, an answer object with
    /// verb, group, person, expected, answer and correct, and a final result.
    @Test func jsonForScripts() throws {
        let home = try QuizCLI.temporaryDirectory()
        let run = try QuizCLI.run(["quiz", "--seed", "3", "--questions", "4", "--format", "json",
                                   "--store", home.appendingPathComponent("s.sqlite").path],
                                  input: "x\n\nx\nx\nx\n", home: home)
        let objects = try Self.objects(run.stdout)
        #expect(objects.map { $0["type"] as? String } == ["question", "answer", "question", "answer", "question", "answer",
                                                          "question", "answer", "result"])
        for answer in objects where answer["type"] as? String == "answer" {
            for key in ["verb", "group", "person", "expected", "answer", "correct"] {
                #expect(answer.keys.contains(key), "\(key) missing in \(answer)")
            }
        }
        let result = try #require(objects.last)
        #expect(result["total"] as? Int == 4)
        #expect(result["correct"] as? Int == 0)
        #expect(result["score"] as? Int == 0)
        #expect((result["questions"] as? [Any])?.count == 4)
    }

    /// The learner chooses how many questions, which groups, which verbs.
    @Test(arguments: [
        (["--questions", "5"], "Progress:         1/5", ""),
        (["--group", "präteritum"], "Conjugationgroup: Präteritum Indikativ", "Perfekt Indikativ"),
        (["--verbs", "singen,hoeren"], "Verb:             ", "Verb:             s"),
        (["--band", "500", "--questions", "3"], "Progress:         1/3", ""),
    ])
    func quizOptions(flags: [String], shown: String, absent: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        let run = try QuizCLI.run(["quiz", "--seed", "11"] + flags + ["--store", home.appendingPathComponent("s.sqlite").path],
                                  input: "x\n:q\ny\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(shown), "\(run.stdout)")
        if flags.first == "--verbs" {
            let verbs = Set(run.stdout.split(separator: "\n").filter { $0.hasPrefix("Verb:") }
                .map { $0.dropFirst("Verb:".count).trimmingCharacters(in: .whitespaces) })
            #expect(verbs.isSubset(of: ["singen", "hören"]), "\(verbs)")
            #expect(run.stderr.contains("hören"))
        } else if !absent.isEmpty {
            #expect(!run.stdout.contains(absent))
        }
    }

    /// Bad options get a sentence and a non-zero status, never a crash.
    @Test(arguments: [["--lives", "0"], ["--questions", "0"], ["--questions", "9999"], ["--band", "300"],
                      ["--group", "nonsense"], ["--verbs", "xyz123"], ["--verb-file", "/nonexistent/verbs.txt"]])
    func badOptionsAreRefused(flags: [String]) throws {
        let home = try QuizCLI.temporaryDirectory()
        let run = try QuizCLI.run(["quiz"] + flags + ["--store", home.appendingPathComponent("s.sqlite").path],
                                  input: "", home: home)
        #expect(run.status != 0)
        #expect(!run.stderr.isEmpty)
        #expect(!run.stderr.contains("Fatal error"))
    }

    /// `conjugate hoeren` suggests hören instead of conjugating a verb that is none.
    @Test(arguments: [("hoeren", "hören"), ("fuehren", "führen"), ("muessen", "müssen")])
    func conjugateSuggestsTheUmlautSpelling(typed: String, meant: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        let run = try QuizCLI.run(["conjugate", typed], home: home)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("Did you mean “\(meant)”?"), "\(run.stderr)")
        // In a JSON batch the line gets an error object with the same sentence.
        let batch = try QuizCLI.run(["conjugate", "--format", "json", "-"], input: "singen\n\(typed)\n", home: home)
        let objects = try Self.objects(batch.stdout)
        #expect(objects.count == 2)
        #expect(objects.last?["infinitive"] as? String == typed)
        #expect((objects.last?["error"] as? String)?.contains("Did you mean “\(meant)”?") == true, "\(batch.stdout)")
    }
}
