// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import PersistenceTestSupport
import Testing
@testable import Persistence

struct CorruptFileTests {
    @Test(arguments: [
        "this is a shopping list, not a database\n",
        String(repeating: "\u{0}\u{1}garbage", count: 2000),
    ])
    func garbageIsMovedAsideAndAFreshStoreStarts(content: String) throws {
        let directory = try temporaryDirectory()
        let path = directory + "/k.sqlite"
        try content.write(toFile: path, atomically: true, encoding: .utf8)

        let store = try Store.open(path: path, now: referenceDate)

        let notice = try #require(store.notice)
        #expect(notice.reason == .notADatabase)
        #expect(notice.originalPath == path)
        #expect(notice.movedTo == path + ".corrupt-20270115T080000Z")
        #expect(try String(contentsOfFile: notice.movedTo, encoding: .utf8) == content)
        #expect(try store.appliedMigrations() == Store.knownMigrations)
        _ = try store.startQuiz(newQuiz())
    }

    @Test func anotherProgramsDatabaseIsMovedAside() throws {
        let path = try temporaryDirectory() + "/k.sqlite"
        do {
            let queue = try DatabaseQueue(path: path)
            try queue.write { db in
                try db.execute(sql: "CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('Apfelstrudel')")
            }
            try queue.close()
        }
        let store = try Store.open(path: path, now: referenceDate)
        #expect(store.notice?.reason == .foreignDatabase)
        let aside = try #require(store.notice?.movedTo)
        let old = try DatabaseQueue(path: aside)
        #expect(try old.read { db in try String.fetchAll(db, sql: "SELECT name FROM recipes") } == ["Apfelstrudel"])
    }

    @Test func damagedPagesAreDetected() throws {
        let path = try temporaryDirectory() + "/k.sqlite"
        do {
            let store = try Store.open(path: path, now: referenceDate)
            for i in 0..<40 { _ = try store.startQuizBesideAnother(newQuiz(4, at: referenceDate + Double(i))) }
        }
        // Checkpointing happened on close; scribble over everything after the header page.
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes.count > 8192)
        for i in 4096..<bytes.count where i % 3 == 0 { bytes[i] = 0xA5 }
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        let store = try Store.open(path: path, now: referenceDate)
        #expect(store.notice != nil)
        #expect(try store.history().isEmpty)
        #expect(try store.unfinishedQuiz() == nil)
    }

    @Test func aSecondCorruptionGetsItsOwnName() throws {
        let path = try temporaryDirectory() + "/k.sqlite"
        try "junk".write(toFile: path, atomically: true, encoding: .utf8)
        let first = try Store.open(path: path, now: referenceDate)
        #expect(first.notice != nil)
        try FileManager.default.removeItem(atPath: path)
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        try "more junk".write(toFile: path, atomically: true, encoding: .utf8)
        let second = try Store.open(path: path, now: referenceDate)
        #expect(second.notice?.movedTo == path + ".corrupt-20270115T080000Z-2")
    }

    @Test func unwritableDirectoryIsATypedError() throws {
        let file = try temporaryDirectory() + "/plain-file"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        // A path below a regular file can never be created.
        do {
            _ = try Store.open(path: file + "/k.sqlite", now: referenceDate)
            Issue.record("opened a store below a regular file")
        } catch {
            guard case .cannotOpen = error else {
                Issue.record("expected cannotOpen, got \(error)")
                return
            }
        }
    }
}
