// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GRDB
import Testing
@testable import Persistence

/// What the user is told when the disk, the file system or SQLite fails.
struct StoreErrorTests {
    struct Failure: Sendable, CustomTestStringConvertible {
        var code: ResultCode
        var message: String
        var expected: PersistenceError
        var testDescription: String { "\(code)" }
    }

    /// SQLite's result code decides the case; the SQL GRDB ran (here one of its own
    /// statements) never reaches the user.
    @Test(arguments: [
        Failure(code: .SQLITE_FULL, message: "database or disk is full", expected: .diskFull(path: "/k")),
        Failure(code: .SQLITE_READONLY, message: "attempt to write a readonly database", expected: .readOnly(path: "/k")),
        Failure(code: .SQLITE_READONLY_DBMOVED, message: "attempt to write a readonly database", expected: .readOnly(path: "/k")),
        Failure(code: .SQLITE_BUSY, message: "database is locked", expected: .busy(path: "/k")),
        Failure(code: .SQLITE_LOCKED, message: "database table is locked", expected: .busy(path: "/k")),
        Failure(code: .SQLITE_CORRUPT, message: "database disk image is malformed", expected: .corrupt(path: "/k")),
        Failure(code: .SQLITE_NOTADB, message: "file is not a database", expected: .corrupt(path: "/k")),
        Failure(code: .SQLITE_IOERR, message: "disk I/O error", expected: .ioError(path: "/k")),
        Failure(code: .SQLITE_IOERR_WRITE, message: "disk I/O error", expected: .ioError(path: "/k")),
        Failure(code: .SQLITE_ERROR, message: "no such table: quiz", expected: .database(message: "no such table: quiz")),
    ])
    func sqliteFailuresAreTyped(_ failure: Failure) {
        let error = DatabaseError(
            resultCode: failure.code, message: failure.message,
            sql: "CREATE TABLE grdb_issue_102 (id INTEGER PRIMARY KEY); DROP TABLE grdb_issue_102;")
        let typed = PersistenceError.classify(error, path: "/k")
        #expect(typed == failure.expected)
        #expect(!typed.description.lowercased().contains("grdb"))
        #expect(!typed.description.contains("SQLite error"))
        #expect(typed.description.hasSuffix("."))
    }

    /// "database or disk is full" in the middle of a quiz: the answers already given
    /// stay, the failed one is reported as a full disk, not as "cannot open".
    @Test func aFullDiskIsReportedAsSuch() throws {
        let path = try temporaryDirectory() + "/full.sqlite"
        let store = try Store.open(path: path, now: referenceDate)
        let id = try store.startQuiz(newQuiz(4))
        try store.recordAnswer(StoredAnswer(position: 0, given: "gesungen", isCorrect: true, answeredAt: referenceDate),
                               quizID: id, elapsed: 1)
        // The file may not grow by another page: SQLite then fails exactly as on a full disk.
        try store.queue.writeWithoutTransaction { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            _ = try Int.fetchOne(db, sql: "PRAGMA max_page_count = \(pages)")
        }
        var failure: PersistenceError?
        for p in 1..<4 where failure == nil {
            do {
                try store.logError(at: referenceDate, context: "filler", message: String(repeating: "x", count: 900))
                try store.recordAnswer(StoredAnswer(position: p, given: String(repeating: "y", count: 190), isCorrect: false,
                                                    answeredAt: referenceDate), quizID: id, elapsed: Double(p))
                for _ in 0..<20 {
                    try store.logError(at: referenceDate, context: "filler", message: String(repeating: "z", count: 900))
                }
            } catch {
                failure = error
            }
        }
        #expect(failure == .diskFull(path: path))
        #expect(failure?.description == "The disk holding the store at \(path) is full: the last change was not saved.")
        #expect(try store.quiz(id: id).answers.first?.given == "gesungen")
    }

    // MARK: - Read-only stores

    /// A store with one finished quiz, closed again.
    func storeWithHistory(in directory: String) throws -> String {
        let path = directory + "/k.sqlite"
        let store = try Store.open(path: path, now: referenceDate)
        let id = try store.startQuiz(newQuiz())
        try store.finishQuiz(id: id, at: referenceDate + 60, elapsed: 60, score: 120, correctCount: 3)
        try store.set("pronoun", to: "sie")
        return path
    }

    func expectReadableButNotWritable(_ store: Store, path: String) throws {
        #expect(store.isReadOnly)
        #expect(try store.history().map(\.score) == [120])
        #expect(try store.settings().thirdPerson == .sie)
        #expect(throws: PersistenceError.readOnly(path: path)) { try store.set("sound", to: "off") }
        #expect(throws: PersistenceError.readOnly(path: path)) { _ = try store.startQuiz(newQuiz()) }
        #expect(try store.settings().sound == true)
    }

    @Test func aStoreOpenedReadOnlyReadsButDoesNotWrite() throws {
        let path = try storeWithHistory(in: try temporaryDirectory())
        let store = try Store.open(path: path, now: referenceDate, options: Store.Options(access: .readOnly))
        try expectReadableButNotWritable(store, path: path)
        // SQLite itself has the file open read-only, not just the store's own guard.
        do {
            try store.queue.write { db in try db.execute(sql: "DELETE FROM quiz") }
            Issue.record("SQLite wrote to a store opened read-only")
        } catch {
            #expect(PersistenceError.classify(error, path: path) == .readOnly(path: path))
        }
    }

    /// File mode 0444 (for root, which ignores modes, the immutable attribute).
    @Test(.enabled(if: Unwritable.isPossible))
    func anUnwritableFileIsOpenedReadOnly() throws {
        let path = try storeWithHistory(in: try temporaryDirectory())
        try Unwritable.make(path)
        defer { Unwritable.undo(path) }
        let store = try Store.open(path: path, now: referenceDate)
        try expectReadableButNotWritable(store, path: path)
    }

    /// A directory that cannot be written: SQLite can create no journal, WAL or shm
    /// file beside the store, so it reads the file as it is.
    @Test(.enabled(if: Unwritable.isPossible))
    func aStoreInAnUnwritableDirectoryIsOpenedReadOnly() throws {
        let directory = try temporaryDirectory()
        let path = try storeWithHistory(in: directory)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        try Unwritable.make(directory)
        defer { Unwritable.undo(directory) }
        let store = try Store.open(path: path, now: referenceDate)
        try expectReadableButNotWritable(store, path: path)
    }

    @Test func aReadOnlyStoreThatNeedsUpgradingIsRefused() throws {
        let path = try temporaryDirectory() + "/old.sqlite"
        do {
            let queue = try DatabaseQueue(path: path)
            try Store.migrator.migrate(queue, upTo: "v1-settings-quizzes")
            try queue.close()
        }
        #expect(throws: PersistenceError.readOnly(path: path)) {
            try Store.open(path: path, now: referenceDate, options: Store.Options(access: .readOnly))
        }
    }

    // MARK: - Paths that are not files

    enum NotAFile: String, CaseIterable, Sendable {
        case symlinkToDevNull, directory, fifo
    }

    /// A store path that is /dev/null (through a link), a directory or a pipe is
    /// refused before SQLite opens it: no /dev/null-journal, nothing beside it.
    @Test(arguments: NotAFile.allCases)
    func aPathThatIsNotARegularFileIsRefusedUntouched(_ kind: NotAFile) throws {
        let directory = try temporaryDirectory()
        let path = directory + "/k.sqlite"
        switch kind {
        case .symlinkToDevNull: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/null")
        case .directory: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case .fifo: #expect(mkfifo(path, 0o600) == 0)
        }
        let devNullCompanions = ["/dev/null-journal", "/dev/null-wal", "/dev/null-shm"]
        let existedBefore = devNullCompanions.filter { FileManager.default.fileExists(atPath: $0) }
        let before = try FileManager.default.contentsOfDirectory(atPath: directory)

        #expect(throws: PersistenceError.notARegularFile(path: path)) { try Store.open(path: path, now: referenceDate) }

        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == before)
        #expect(devNullCompanions.filter { FileManager.default.fileExists(atPath: $0) } == existedBefore)
        #expect(PersistenceError.notARegularFile(path: path).description.contains("not a regular file"))
    }

    /// Every case reads as a sentence that names no internals.
    @Test(arguments: [
        PersistenceError.cannotOpen(path: "/k", reason: "Permission denied"), .notARegularFile(path: "/k"),
        .newerSchema(path: "/k"), .readOnly(path: "/k"), .diskFull(path: "/k"), .busy(path: "/k"),
        .corrupt(path: "/k"), .notAStore(path: "/k"), .ioError(path: "/k"), .unknownSetting(name: "farbe"),
        .invalidSettingValue(name: "sound", value: "laut", allowed: ["on", "off"]), .quizNotFound(id: 7),
        .database(message: "no such table: quiz"),
    ])
    func everyErrorIsASentence(_ error: PersistenceError) {
        let text = error.description
        #expect(text.first?.isUppercase == true)
        #expect(text.hasSuffix("."))
        #expect(!text.lowercased().contains("grdb"))
        #expect((error as NSError).localizedDescription == text)
        // The clause for "Cannot open the store at PATH (…)" names no path and ends bare.
        #expect(!error.reason.contains("/k"))
        #expect(!error.reason.hasSuffix("."))
        #expect(!error.reason.isEmpty)
    }
}

/// Makes a file or directory unwritable even for root: mode 0444/0555, and when
/// this process ignores modes (root), the immutable attribute (`chattr +i`).
enum Unwritable {
    static func make(_ path: String) throws {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        chmod(path, isDirectory.boolValue ? 0o555 : 0o444)
        if access(path, W_OK) == 0 { chattr("+i", path) }
        guard access(path, W_OK) != 0 else {
            throw CocoaError(.fileWriteNoPermission)
        }
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
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return
        }
    }

    /// Whether this machine lets a test make a file unwritable (not as root on a file
    /// system without the immutable attribute).
    static let isPossible: Bool = {
        guard let directory = try? temporaryDirectory() else { return false }
        let probe = directory + "/probe"
        guard FileManager.default.createFile(atPath: probe, contents: Data("x".utf8)) else { return false }
        defer { undo(probe) }
        return (try? make(probe)) != nil
    }()
}

/// A store directory that cannot be created is said so in words, naming the part of the
/// path in the way, never as a bare "NSCocoaErrorDomain error 512".
struct StoreDirectoryTests {
    @Test func aFileInThePathIsNamed() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("konj-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let file = base.appendingPathComponent("plain")
        try Data("x".utf8).write(to: file)
        let path = file.appendingPathComponent("konjugieren/k.sqlite").path
        #expect(throws: PersistenceError.cannotOpen(path: path, reason:
            .directoryBlockedByFile(directory: file.path + "/konjugieren", blocking: file.path))) {
            _ = try Store.open(path: path, now: Date())
        }
    }
}
