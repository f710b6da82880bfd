// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// The store seen from the command line: crash safety, damaged files, two
/// processes at once, settings.
struct StoreCommandTests {
    /// Starts a quiz, answers three questions, kills the process with SIGKILL while it
    /// waits for the fourth, and checks that the next run finds all three answers.
    @Test func aKilledQuizLosesNoAnswer() throws {
        QuizCLI.ignoreBrokenPipes()
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("k.sqlite").path
        let process = Process()
        process.executableURL = QuizCLI.binary
        process.arguments = ["quiz", "--seed", "11", "--store", store]
        process.environment = QuizCLI.environment(home: home)
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        // A watchdog, so that a hung quiz fails the test instead of hanging it.
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) { kill(pid, SIGKILL) }

        try stdin.fileHandleForWriting.write(contentsOf: Data("eins\nzwei\ndrei\n".utf8))
        var seen = ""
        // The fourth question is shown only after the third answer is committed.
        while seen.range(of: #"Progress:\s+4/30"#, options: .regularExpression) == nil {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
        }
        #expect(seen.range(of: #"Progress:\s+4/30"#, options: .regularExpression) != nil)
        kill(pid, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        let history = try QuizCLI.run(["history", "--store", store], home: home)
        #expect(history.stdout.contains("unfinished"))
        #expect(history.stdout.contains("3/30"))

        let resumed = try QuizCLI.run(["quiz", "--store", store], input: "r\n" + String(repeating: "x\n", count: 27), home: home)
        #expect(resumed.stdout.contains("An unfinished quiz exists"))
        let lines = QuizCLI.resultLines(resumed.stdout)
        #expect(lines.count == 30)
        #expect(lines.prefix(3).map(\.given) == ["eins", "zwei", "drei"])

        // The resumed quiz is the seeded one: the same questions as a fresh run with the seed.
        let fresh = try QuizCLI.run(["quiz", "--seed", "11", "--store", home.appendingPathComponent("fresh.sqlite").path],
                                    input: String(repeating: "x\n", count: 30), home: home)
        #expect(QuizCLI.resultLines(fresh.stdout).map(\.question) == lines.map(\.question))
    }

    /// While one process plays a quiz, a second `konjugieren quiz` starts its own
    /// instead of offering to resume the one being played. Once the first process is
    /// gone, its quiz is offered.
    @Test func aQuizBeingPlayedIsNotOfferedToAnotherProcess() throws {
        QuizCLI.ignoreBrokenPipes()
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("live.sqlite").path
        let process = Process()
        process.executableURL = QuizCLI.binary
        process.arguments = ["quiz", "--seed", "31", "--store", store]
        process.environment = QuizCLI.environment(home: home)
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) { kill(pid, SIGKILL) }
        try stdin.fileHandleForWriting.write(contentsOf: Data("eins\nzwei\n".utf8))
        var seen = ""
        while seen.range(of: #"Progress:\s+3/30"#, options: .regularExpression) == nil {
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
        }

        let second = try QuizCLI.run(["quiz", "--store", store], input: ":quit\ny\n", home: home)
        #expect(!second.stdout.contains("An unfinished quiz exists"))
        // No second quiz starts beside the one being played: one unfinished quiz at a time.
        #expect(second.status == 1)
        #expect(second.stderr.contains("is being played by another konjugieren"))
        #expect(!second.stdout.contains("Progress:"))

        kill(pid, SIGKILL)
        process.waitUntilExit()
        let third = try QuizCLI.run(["quiz", "--store", store], input: "r\n", home: home)
        #expect(third.stdout.contains("An unfinished quiz exists"))
        #expect(third.stdout.contains("2/30)"))
        #expect(third.stdout.contains("Progress:         3/30"))
    }

    @Test(arguments: ["not a database at all\n", String(repeating: "\u{1}\u{2}\u{3}", count: 5000)])
    func aCorruptStoreIsKeptAsideAndAFreshOneStarted(garbage: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("c.sqlite")
        try garbage.write(to: store, atomically: true, encoding: .utf8)
        let result = try QuizCLI.run(["settings", "--store", store.path], home: home)
        #expect(result.status == 0)
        #expect(result.stderr.contains("could not be used"))
        #expect(result.stdout.contains("difficulty"))
        let kept = try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasPrefix("c.sqlite.corrupt-") }
        #expect(kept.count == 1)
        if let name = kept.first {
            #expect(try String(contentsOf: home.appendingPathComponent(name), encoding: .utf8) == garbage)
        }
        // The next run finds a healthy store and says nothing.
        let again = try QuizCLI.run(["settings", "--store", store.path], home: home)
        #expect(again.stderr.isEmpty)
    }

    @Test func storeCommandsSpeakGermanWithLangDe() throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("de.sqlite").path
        let paused = try QuizCLI.run(["quiz", "--seed", "3", "--store", store, "--lang", "de"], input: "a\nb\n", home: home)
        #expect(paused.stdout.contains("Fortschritt:"))
        #expect(paused.stdout.contains("Angehalten bei 2/30."))
        let history = try QuizCLI.run(["history", "--store", store, "--lang", "de"], home: home)
        #expect(history.stdout.contains("unvollendet"))
        let list = try QuizCLI.run(["review", "--list", "--store", store, "--lang", "de"], home: home)
        #expect(list.stdout.contains("in der Warteschlange, 0 jetzt fällig."), "\(list.stdout)")
        #expect(list.stdout.contains("\nFach 1 "))
        let unknown = try QuizCLI.run(["settings", "colour", "--store", store, "--lang", "de"], home: home)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("Unbekannte Einstellung „colour“. Bekannte Einstellungen:"))
        let corrupt = home.appendingPathComponent("c.sqlite")
        try "not a database\n".write(to: corrupt, atomically: true, encoding: .utf8)
        let moved = try QuizCLI.run(["settings", "--store", corrupt.path, "--lang", "de"], home: home)
        #expect(moved.status == 0)
        #expect(moved.stderr.contains("war nicht verwendbar"), "\(moved.stderr)")
    }

    @Test func anUnusableStorePathIsAnErrorNotACrash() throws {
        let home = try QuizCLI.temporaryDirectory()
        let file = home.appendingPathComponent("plain")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let result = try QuizCLI.run(["history", "--store", file.path + "/k.sqlite"], home: home)
        #expect(result.status == 3)
        #expect(result.stderr.contains("konjugieren:"))
    }

    @Test func theStoreDefaultsToTheDataDirectory() throws {
        let home = try QuizCLI.temporaryDirectory()
        let result = try QuizCLI.run(["settings", "sound", "off"], home: home)
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/share/konjugieren/konjugieren.sqlite").path))
    }

    @Test(arguments: [
        (["difficulty", "ridiculous"], Int32(0), "difficulty: ridiculous"),
        (["pronoun", "sie"], 0, "pronoun: sie"),
        (["language", "English"], 0, "language: english"),
        (["sound", "off"], 0, "sound: off"),
        (["difficulty", "hard"], 2, ""),
        (["colour", "red"], 2, ""),
    ])
    func settingsAreValidated(arguments: [String], status: Int32, output: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("s.sqlite").path
        let result = try QuizCLI.run(["settings"] + arguments + ["--store", store], home: home)
        #expect(result.status == status)
        if status == 0 {
            let shown = try QuizCLI.run(["settings", arguments[0], "--store", store], home: home)
            #expect(shown.stdout.hasPrefix(output))
        } else {
            #expect(!result.stderr.isEmpty)
        }
    }

    @Test func settingsChangeWhatTheQuizShows() throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("s.sqlite").path
        _ = try QuizCLI.run(["settings", "language", "english", "--store", store], home: home)
        _ = try QuizCLI.run(["settings", "difficulty", "ridiculous", "--store", store], home: home)
        let quiz = try QuizCLI.run(["quiz", "--seed", "1", "--store", store], input: String(repeating: "x\n", count: 30), home: home)
        #expect(QuizCLI.value("Difficulty", in: quiz.stdout) == "Ridiculous")
        #expect(quiz.stdout.contains("Past Participle"))
        let groupNames = quiz.stdout.split(separator: "\n").filter { $0.hasPrefix("Conjugationgroup:") }
        #expect(!groupNames.isEmpty)
        #expect(!groupNames.contains { $0.contains("Perfektpartizip") || $0.contains("Indikativ") })
    }

    /// Two processes use one store at once: one plays a quiz while the other keeps
    /// changing settings and reading the history. Nothing is lost or corrupted.
    @Test func twoProcessesAtOnceCorruptNothing() throws {
        QuizCLI.ignoreBrokenPipes()
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("two.sqlite").path
        _ = try QuizCLI.run(["settings", "--store", store], home: home)
        let quiz = Process()
        quiz.executableURL = QuizCLI.binary
        quiz.arguments = ["quiz", "--seed", "21", "--store", store]
        quiz.environment = QuizCLI.environment(home: home)
        let stdin = Pipe()
        let outURL = home.appendingPathComponent("quiz-out")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        quiz.standardInput = stdin
        quiz.standardOutput = out
        quiz.standardError = FileHandle.nullDevice
        try quiz.run()
        var writerFailures = 0
        for i in 0..<30 {
            try stdin.fileHandleForWriting.write(contentsOf: Data("x\n".utf8))
            let other = try QuizCLI.run(["settings", "sound", i % 2 == 0 ? "off" : "on", "--store", store], home: home)
            if other.status != 0 { writerFailures += 1 }
        }
        try stdin.fileHandleForWriting.close()
        quiz.waitUntilExit()
        try out.close()
        #expect(writerFailures == 0)
        #expect(quiz.terminationStatus == 0)
        let output = try String(contentsOf: outURL, encoding: .utf8)
        #expect(QuizCLI.value("Correct", in: output) == "0/30")
        let history = try QuizCLI.run(["history", "--store", store], home: home)
        #expect(history.stderr.isEmpty)
        #expect(history.stdout.contains("0/30"))
        let settings = try QuizCLI.run(["settings", "sound", "--store", store], home: home)
        #expect(settings.stdout.hasPrefix("sound: on"))
    }
}
