// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GRDB
import Testing

/// What the learner is told when the store is locked by another process, read-only, or
/// fails while a quiz runs: a wait is announced, a bounded wait ends in a sentence, and a
/// failure after the store was opened is not reported as "Cannot open the store".
struct StoreFailureTests {
    static let waiting = "konjugieren: waiting for another konjugieren process to release the store …"

    /// A store that exists, with its settings written once.
    static func store(in home: URL) throws -> String {
        let path = home.appendingPathComponent("k.sqlite").path
        _ = try QuizCLI.run(["settings", "sound", "on", "--store", path], home: home)
        return path
    }

    /// Another process keeps the lock past the 5 s bound: the wait is announced once, then
    /// ends in a sentence. The failure is not logged into the locked store, which would
    /// wait, and announce the wait, a second time.
    @Test(.timeLimit(.minutes(1)))
    func aLockHeldTooLongIsAnnouncedOnceAndEndsInASentence() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let path = try Self.store(in: home)
        let holder = try StoreLockHolder(path: path)
        defer { holder.release() }
        let result = try QuizCLI.run(["quiz", "--store", path, "--seed", "1"], input: "x\n", home: home)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            Self.waiting,
            "konjugieren: The store at \(path) failed: another konjugieren process kept it locked for too long, "
                + "so nothing was changed; try again when that process has finished.",
        ])
    }

    @Test(.timeLimit(.minutes(1)))
    func theWaitSpeaksGerman() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let path = try Self.store(in: home)
        let holder = try StoreLockHolder(path: path)
        defer { holder.release() }
        let result = try QuizCLI.run(["settings", "sound", "off", "--store", path, "--lang", "de"], home: home)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("konjugieren: warte, bis ein anderer konjugieren-Prozess den Speicher freigibt …\n"))
        #expect(result.stderr.contains("Der Speicher unter \(path) hat versagt: ein anderer konjugieren-Prozess hielt ihn zu lange gesperrt"))
    }

    /// When the other process lets go during the wait, the command goes on as if nothing happened.
    @Test(.timeLimit(.minutes(1)))
    func aWaitThatEndsInTimeGoesOn() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let path = try Self.store(in: home)
        let holder = try StoreLockHolder(path: path)
        defer { holder.release() }
        let errURL = home.appendingPathComponent("wait-err")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        process.executableURL = QuizCLI.binary
        process.arguments = ["settings", "difficulty", "ridiculous", "--store", path]
        process.environment = QuizCLI.environment(home: home)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        // Let go as soon as the waiting process has said that it waits.
        while (try? String(contentsOf: errURL, encoding: .utf8))?.contains("waiting for another") != true && process.isRunning {
            usleep(20_000)
        }
        holder.release()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(try String(contentsOf: errURL, encoding: .utf8) == Self.waiting + "\n")
        #expect(try QuizCLI.run(["settings", "difficulty", "--store", path], home: home).stdout.hasPrefix("difficulty: ridiculous"))
    }

    /// A store that may not grow (here: a file size limit, as a disk filling up) fails in
    /// the middle of a quiz. The learner reads that the store failed, not that it could
    /// not be opened, and the answers given before are kept.
    @Test func aStoreThatFailsMidQuizSaysSoAndKeepsTheAnswers() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let path = try Self.store(in: home)
        let answers = try Shell.file(String(repeating: "x\n", count: 30), in: home)
        // 100 KiB: room for the shared-memory index and a few commits to the write-ahead log.
        let result = try Shell.run("exec bash -c 'ulimit -f 100; trap \"\" XFSZ; exec \"$K\" quiz --store \(path) --seed 4 < \(answers)'",
                                   home: home)
        #expect(result.status == 2)
        #expect(result.stderr == "konjugieren: The store at \(path) failed: "
                + "the system could not read or write it (input/output error).\n")
        #expect(!result.stderr.contains("Cannot open"))
        let shown = result.stdout.components(separatedBy: "Progress:").count - 1
        #expect(shown >= 2, "the quiz failed before its first answer was saved")
        // What was answered is still there: the quiz can be resumed.
        let history = try QuizCLI.run(["history", "--store", path], home: home)
        #expect(history.stdout.contains("unfinished:"))
    }

    @Test(.enabled(if: ReadOnlyFile.isPossible, "this machine cannot make a file read-only for this user"))
    func aReadOnlyStoreCanBeReadButNotWritten() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let directory = home.appendingPathComponent("ro")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("k.sqlite").path
        let played = try QuizCLI.run(["quiz", "--store", path, "--seed", "2"], input: String(repeating: "x\n", count: 30),
                                     home: home)
        #expect(played.status == 0)
        try ReadOnlyFile.make(path)
        try ReadOnlyFile.make(directory.path)
        defer {
            ReadOnlyFile.undo(directory.path)
            ReadOnlyFile.undo(path)
        }

        let history = try QuizCLI.run(["history", "--store", path], home: home)
        #expect(history.status == 0, "\(history.stderr)")
        #expect(history.stdout.contains("0/30"))

        let quiz = try QuizCLI.run(["quiz", "--store", path], input: "x\n", home: home)
        #expect(quiz.status == 2)
        #expect(quiz.stderr == "konjugieren: The store at \(path) failed: it is read-only: it can be read, but nothing can be saved in it.\n")
        let settings = try QuizCLI.run(["settings", "sound", "off", "--store", path, "--lang", "de"], home: home)
        #expect(settings.status == 2)
        #expect(settings.stderr == "konjugieren: Der Speicher unter \(path) hat versagt: "
                + "er ist schreibgeschützt: Er lässt sich lesen, aber nichts darin speichern.\n")
    }
}

/// Another process's connection in the middle of a write: an open IMMEDIATE transaction
/// on the store, as `sqlite3 k.sqlite 'BEGIN IMMEDIATE'` would hold it, until released.
final class StoreLockHolder: @unchecked Sendable {
    private let held = DispatchSemaphore(value: 0)
    private let letGo = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var released = false

    init(path: String) throws {
        let queue = try DatabaseQueue(path: path)
        let held = held, letGo = letGo, finished = finished
        Thread {
            try? queue.inDatabase { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                held.signal()
                letGo.wait()
                try db.execute(sql: "ROLLBACK")
            }
            finished.signal()
        }.start()
        held.wait()
    }

    /// Lets go of the lock (once) and waits until it is free.
    func release() {
        let first = lock.withLock { () -> Bool in
            defer { released = true }
            return !released
        }
        if first {
            letGo.signal()
            finished.wait()
        }
    }
}

/// Makes a file or directory unwritable, even for root: mode 0444/0555 and, where modes
/// do not stop this user, the immutable attribute.
enum ReadOnlyFile {
    static func make(_ path: String) throws {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        chmod(path, isDirectory.boolValue ? 0o555 : 0o444)
        if access(path, W_OK) == 0 { chattr("+i", path) }
        guard access(path, W_OK) != 0 else { throw CocoaError(.fileWriteNoPermission) }
    }

    static func undo(_ path: String) {
        chattr("-i", path)
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        chmod(path, isDirectory.boolValue ? 0o755 : 0o644)
    }

    static func chattr(_ flag: String, _ path: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = [flag, path]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return }
        process.waitUntilExit()
    }

    static let isPossible: Bool = {
        guard let directory = try? QuizCLI.temporaryDirectory() else { return false }
        let probe = directory.appendingPathComponent("probe").path
        guard FileManager.default.createFile(atPath: probe, contents: Data("x".utf8)) else { return false }
        defer {
            undo(probe)
            try? FileManager.default.removeItem(at: directory)
        }
        return (try? make(probe)) != nil
    }()
}
