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
        #expect(Store.knownMigrations == ["v1-settings-quizzes", "v2-review-errorlog", "v3-quiz-owner"])
        #expect(store.notice == nil)
    }

    @Test func upgradesAVersionOneFileKeepingItsData() throws {
        let path = try temporaryDirectory() + "/v1.sqlite"
        do {
            let queue = try DatabaseQueue(path: path, configuration: Store.configuration())
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
            let queue = try DatabaseQueue(path: path, configuration: Store.configuration())
            try migrator.migrate(queue)
            try queue.close()
        }
        #expect(throws: PersistenceError.newerSchema(path: path)) { try Store.open(path: path, now: referenceDate) }
        #expect(FileManager.default.fileExists(atPath: path))
    }
}
