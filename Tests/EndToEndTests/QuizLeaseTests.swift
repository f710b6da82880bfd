// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// The unfinished quiz as a learner meets it after a crash, and the quiz's announcements.
struct QuizLeaseTests {
    /// A quiz killed with SIGKILL whose parent has not reaped it yet (a zombie: a terminal
    /// or script that has not looked) is resumable at once, with its answer.
    @Test func aKilledQuizNotYetReapedIsResumableAtOnce() throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("k.sqlite").path
        // The shell starts the quiz in the background and then becomes `sleep`, which never
        // reaps it: after SIGKILL the quiz stays a zombie until the shell ends.
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "(printf 'erinnert\\n'; sleep 30) | \"$0\" quiz --seed 42 --store \"$1\" >/dev/null 2>&1 & echo $!; exec sleep 30",
                           QuizCLI.binary.path, store]
        shell.environment = QuizCLI.environment(home: home)
        let out = Pipe()
        shell.standardOutput = out
        try shell.run()
        defer {
            kill(shell.processIdentifier, SIGKILL)
            shell.waitUntilExit()
        }
        let line = String(decoding: out.fileHandleForReading.availableData, as: UTF8.self)
        let pid = try #require(Int32(line.trimmingCharacters(in: .whitespacesAndNewlines)), "no pid: \(line)")
        // Wait (bounded) for the first answer to be committed.
        var answered = false
        for _ in 0..<300 where !answered {
            answered = try QuizCLI.run(["history", "--store", store], home: home).stdout.contains("1/30")
            if !answered { usleep(100_000) }
        }
        #expect(answered)
        kill(pid, SIGKILL)
        var zombie = false
        for _ in 0..<300 where !zombie {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            zombie = stat.split(separator: ")").last?.hasPrefix(" Z") == true
            if !zombie { usleep(20_000) }
        }
        #expect(zombie, "the killed quiz should be left unreaped")

        let resumed = try QuizCLI.run(["quiz", "--resume", "--store", store], home: home)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stdout.contains("Paused at 1/30."), "\(resumed.stdout)")
        // A plain quiz offers it too, never discarding it unasked.
        let plain = try QuizCLI.run(["quiz", "--store", store], home: home)
        #expect(plain.stdout.contains("An unfinished quiz exists"), "\(plain.stdout)")
        #expect(plain.stdout.contains("Nothing chosen: the unfinished quiz is kept."))
        #expect(try QuizCLI.run(["history", "--store", store], home: home).stdout.contains("1/30"))
    }

    /// A quiz played by a running process is not taken from it, but named, not hidden.
    @Test func aQuizPlayedElsewhereIsNamed() throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("k.sqlite").path
        let process = Process()
        process.executableURL = QuizCLI.binary
        process.arguments = ["quiz", "--seed", "42", "--store", store]
        process.environment = QuizCLI.environment(home: home)
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        var seen = ""
        while !seen.contains("> ") {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
        }
        let resumed = try QuizCLI.run(["quiz", "--resume", "--store", store], home: home)
        #expect(resumed.status == 1)
        #expect(resumed.stderr == "konjugieren: Your unfinished quiz is being played by another konjugieren (process "
                + "\(process.processIdentifier)): go on there, or leave it there and then run `konjugieren quiz --resume`.\n")
    }

    /// Two reviews on one store at once would drill the same forms, and the last answer
    /// written would win: the second is refused, naming the first, as a second quiz is;
    /// once the first is gone, the queue is free again.
    @Test func aSecondReviewIsRefused() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("r.sqlite").path
        _ = try QuizCLI.run(["quiz", "--seed", "3", "--questions", "2", "--store", store], input: "x\nx\n", home: home)
        let process = Process()
        process.executableURL = QuizCLI.binary
        process.arguments = ["review", "--all", "--store", store]
        process.environment = QuizCLI.environment(home: home)
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        var seen = ""
        while !seen.contains("> ") {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
        }
        #expect(seen.contains("Box:"), "\(seen)")
        let second = try QuizCLI.run(["review", "--all", "--store", store], input: "x\nx\n", home: home)
        #expect(second.status == 1)
        #expect(second.stderr == "konjugieren: Your review is running in another konjugieren (process "
                + "\(process.processIdentifier)): go on there, or leave it there and start the review again.\n")
        #expect(!second.stdout.contains("Box:"), "\(second.stdout)")
        // The list is only read: it is never refused.
        #expect(try QuizCLI.run(["review", "--list", "--store", store], home: home).status == 0)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let after = try QuizCLI.run(["review", "--all", "--store", store], input: "x\nx\n", home: home)
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout.contains("Review: 0 of "), "\(after.stdout)")
    }

    /// `--verbs singen` has fewer different questions than 30: said before the first one.
    @Test func aShorterQuizIsAnnounced() throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("k.sqlite").path
        let run = try QuizCLI.run(["quiz", "--verbs", "singen", "--seed", "1", "--store", store], home: home)
        let note = "Only 18 of the 30 questions asked for: the verbs and groups chosen give no more different questions."
        #expect(run.stdout.contains(note + "\n\nVerb:"), "\(run.stdout)")
        #expect(run.stdout.contains("Paused at 0/18."))
        let json = try QuizCLI.run(["quiz", "--verbs", "singen", "--seed", "1", "--format", "json",
                                    "--store", home.appendingPathComponent("j.sqlite").path], home: home)
        #expect(json.stderr == "konjugieren: " + note + "\n")
        let full = try QuizCLI.run(["quiz", "--seed", "1", "--store", home.appendingPathComponent("f.sqlite").path], home: home)
        #expect(!full.stdout.contains("Only "))
    }

    /// :quit says what giving up keeps and what it loses, and keeps its word: the XP, the
    /// daily count and the wrong answer's review stay; the quiz is neither resumable nor in history.
    @Test func quittingKeepsWhatItSays() throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("k.sqlite").path
        let run = try QuizCLI.run(["quiz", "--seed", "42", "--store", store], input: "erinnert\nx\n:q\ny\n", home: home)
        #expect(run.stdout.contains("Give up this quiz? Kept: your 2 answers' XP, their count towards the daily goal and the "
                                    + "review of the wrong ones. Lost: the quiz's score, its place in history and the "
                                    + "leaderboard, and resuming it. (y/n)"), "\(run.stdout)")
        let history = try QuizCLI.run(["history", "--store", store], home: home).stdout
        #expect(history.contains("10 XP"), "\(history)")
        #expect(history.contains("Today: 2/30 answers"), "\(history)")
        #expect(history.contains("No quizzes yet."))
        #expect(!history.contains("unfinished"))
        let review = try QuizCLI.run(["review", "--store", store], home: home).stdout
        #expect(review.contains("(1 in the queue)"), "\(review)")
        let german = try QuizCLI.run(["quiz", "--seed", "42", "--lang", "de", "--store", store], input: ":q\nj\n", home: home)
        #expect(german.stdout.contains("Dieses Quiz aufgeben? Mit 0 Antworten bleibt nichts, und fortsetzen lässt es sich "
                                       + "danach nicht mehr. (j/n)"), "\(german.stdout)")
    }

    /// "maybe" to a true/false question asks again, costing no life and no answer.
    @Test func neitherYesNorNoAsksAgain() throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("k.sqlite").path
        // Find a true/false question of a seeded mixed quiz, then answer it with nonsense.
        let probe = try QuizCLI.run(["quiz", "--seed", "3", "--question-types", "mixed", "--format", "json",
                                     "--store", home.appendingPathComponent("p.sqlite").path],
                                    input: String(repeating: "1\n", count: 30), home: home)
        let asked = try GameCommandTests.objects(probe.stdout).filter { $0["type"] as? String == "question" }
        let index = try #require(asked.firstIndex { $0["kind"] as? String == "trueFalse" }, "\(probe.stdout)")
        let before = asked.prefix(index).map { ($0["kind"] as? String) == "typed" ? "x" : "1" }
        let input = (before + ["maybe", "42", "ja"]).joined(separator: "\n") + "\n"
        let run = try QuizCLI.run(["quiz", "--seed", "3", "--question-types", "mixed", "--lives", "\(index + 2)",
                                   "--store", store], input: input, home: home)
        let message = "Please answer yes or no: y, yes, j, ja, true, richtig or n, no, nein, false, falsch."
        #expect(run.stdout.components(separatedBy: message).count == 3, "\(run.stdout)")
        #expect(run.stdout.contains("Paused at \(index + 1)/30."), "\(run.stdout)")
    }
}
