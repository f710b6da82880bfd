// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import Testing
@testable import Persistence

struct MigrationTests {
    @Test func freshStoreAppliesEveryMigration() throws {
        let path = try temporaryDirectory() + "/m.sqlite"
        let store = try Store.open(path: path, now: referenceDate)
        #expect(try store.appliedMigrations() == Store.knownMigrations)
        #expect(Store.knownMigrations == ["v1-settings-quizzes", "v2-review-errorlog", "v3-quiz-owner", "v4-progress",
                                         "v5-quiz-owner-identity", "v6-review-owner", "v7-server-players"])
        #expect(store.notice == nil)
    }

    @Test func upgradesAVersionOneFileKeepingItsData() throws {
        let path = try temporaryDirectory() + "/v1.sqlite"
        do {
            let queue = try DatabaseQueue(path: path, configuration: Store.configuration(.standard))
            try Store.migrator.migrate(queue, upTo: "v1-settings-quizzes")
            try queue.write { db in
                try db.execute(sql: "INSERT INTO setting (name, value) VALUES ('difficulty', 'ridiculous')")
                try db.execute(sql: """
                    INSERT INTO quiz (startedAt, difficulty, thirdPerson, questionCount, finishedAt, score)
                    VALUES ('2027-01-01 10:00:00.000', 'regular', 'er', 30, '2027-01-01 10:05:00.000', 200)
                    """)
            }
            try queue.close()
        }
        let store = try Store.open(path: path, now: referenceDate)
        #expect(store.notice == nil)
        #expect(try store.appliedMigrations() == Store.knownMigrations)
        #expect(try store.settings().difficulty == .ridiculous)
        #expect(try store.history().map(\.score) == [200])
        #expect(try store.reviewQueue().isEmpty)
        // v3's column is there and starts empty: an old unfinished quiz is resumable.
        let id = try store.startQuiz(newQuiz(), owner: 4242)
        #expect(try store.unfinishedQuiz(isAlive: { $0 == 4242 }) == nil)
        #expect(try store.unfinishedQuiz()?.summary.id == id)
    }

    @Test func refusesAFileFromANewerVersionAndLeavesItAlone() throws {
        let path = try temporaryDirectory() + "/newer.sqlite"
        do {
            var migrator = Store.migrator
            migrator.registerMigration("v99-future") { db in
                try db.execute(sql: "CREATE TABLE future (x)")
            }
            let queue = try DatabaseQueue(path: path, configuration: Store.configuration(.standard))
            try migrator.migrate(queue)
            try queue.close()
        }
        let before = try FileSnapshot(path)
        #expect(throws: PersistenceError.newerSchema(path: path)) { try Store.open(path: path, now: referenceDate) }
        #expect(try FileSnapshot(path) == before)
    }

    struct NewerFile: Sendable, CustomTestStringConvertible {
        var journalMode: String
        var applicationID: Int32
        var withTables: Bool
        var testDescription: String { "\(journalMode), application id \(applicationID), tables: \(withTables)" }
    }

    /// A newer version raised `user_version`. Its file is refused before SQLite opens
    /// it, so not one byte changes, its modification time stays and no journal, WAL
    /// or shm file appears beside it.
    @Test(arguments: [
        NewerFile(journalMode: "wal", applicationID: Store.applicationID, withTables: true),
        NewerFile(journalMode: "delete", applicationID: Store.applicationID, withTables: true),
        NewerFile(journalMode: "delete", applicationID: 0, withTables: false),
    ])
    func aStoreWithANewerUserVersionIsLeftByteIdentical(_ file: NewerFile) throws {
        let path = try temporaryDirectory() + "/newer.sqlite"
        if file.withTables {
            let store = try Store.open(path: path, now: referenceDate)
            let id = try store.startQuiz(newQuiz())
            try store.finishQuiz(id: id, at: referenceDate + 60, elapsed: 60, score: 90, correctCount: 3)
        }
        do {
            let queue = try DatabaseQueue(path: path)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA application_id = \(file.applicationID)")
                try db.execute(sql: "PRAGMA user_version = 999")
                _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = \(file.journalMode)")
            }
            try queue.close()
        }
        let before = try FileSnapshot(path)
        #expect(!before.directory.contains { $0.hasSuffix("-wal") || $0.hasSuffix("-shm") || $0.hasSuffix("-journal") })

        #expect(throws: PersistenceError.newerSchema(path: path)) { try Store.open(path: path, now: referenceDate) }
        #expect(try FileSnapshot(path) == before)
        #expect(throws: PersistenceError.newerSchema(path: path)) {
            try Store.open(path: path, now: referenceDate, options: Store.Options(access: .readOnly))
        }
        #expect(try FileSnapshot(path) == before)
    }

    @Test func theRefusalIsASentence() {
        let text = PersistenceError.newerSchema(path: "/home/anna/k.sqlite").description
        #expect(text == "The store at /home/anna/k.sqlite was written by a newer version of konjugieren; it was left untouched. Update konjugieren to use it.")
        #expect("\(PersistenceError.newerSchema(path: "/k"))" == PersistenceError.newerSchema(path: "/k").description)
    }

    /// The schema version written into the file is the number of migrations, so a
    /// newer version (one more migration) is told apart by its header.
    @Test func aStoreRecordsItsSchemaVersion() throws {
        let path = try temporaryDirectory() + "/v.sqlite"
        let store = try Store.open(path: path, now: referenceDate)
        #expect(Int(Store.schemaVersion) == Store.knownMigrations.count)
        #expect(try store.read { db in try Int32.fetchOne(db, sql: "PRAGMA user_version") } == Store.schemaVersion)
        #expect(try store.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
    }
}

@Suite("Tokens of names claimed on shared servers")
struct ServerTokenTests {
    @Test func aTokenIsKeptPerServerAndPlayer() throws {
        let store = try Store.inMemory()
        #expect(try store.serverToken(server: "http://a.example", player: "Anna") == nil)
        try store.saveServerToken("t1", server: "http://a.example", player: "Anna")
        try store.saveServerToken("t2", server: "http://b.example", player: "Anna")
        #expect(try store.serverToken(server: "http://a.example", player: "Anna") == "t1")
        #expect(try store.serverToken(server: "http://b.example", player: "Anna") == "t2")
        try store.saveServerToken("t3", server: "http://a.example", player: "Anna")
        #expect(try store.serverToken(server: "http://a.example", player: "Anna") == "t3")
        #expect(try store.serverToken(server: "http://a.example", player: "Ben") == nil)
    }
}
