// SPDX-License-Identifier: GPL-3.0-or-later
import GRDB

extension Store {
    /// The schema, as an append-only list of migrations. Never edit a shipped
    /// migration: add a new one, so that every existing file upgrades in order.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()

        migrator.registerMigration("v1-settings-quizzes") { db in
            try db.execute(sql: "PRAGMA application_id = \(Store.applicationID)")
            try db.create(table: "setting") { t in
                t.primaryKey("name", .text)
                t.column("value", .text).notNull()
            }
            try db.create(table: "quiz") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("startedAt", .datetime).notNull()
                t.column("finishedAt", .datetime)
                t.column("discardedAt", .datetime)
                t.column("difficulty", .text).notNull()
                t.column("thirdPerson", .text).notNull()
                t.column("seed", .text)
                t.column("elapsed", .double).notNull().defaults(to: 0)
                t.column("score", .integer).notNull().defaults(to: 0)
                t.column("correctCount", .integer).notNull().defaults(to: 0)
                t.column("questionCount", .integer).notNull()
            }
            try db.create(table: "question") { t in
                t.column("quizId", .integer).notNull().references("quiz", onDelete: .cascade)
                t.column("position", .integer).notNull()
                t.column("verb", .text).notNull()
                t.column("gloss", .text).notNull().defaults(to: "")
                t.column("conjugationgroup", .text).notNull()
                t.column("person", .text)
                t.column("correctForm", .text).notNull()
                t.primaryKey(["quizId", "position"])
            }
            try db.create(table: "answer") { t in
                t.column("quizId", .integer).notNull().references("quiz", onDelete: .cascade)
                t.column("position", .integer).notNull()
                t.column("given", .text).notNull()
                t.column("isCorrect", .boolean).notNull()
                t.column("answeredAt", .datetime).notNull()
                t.primaryKey(["quizId", "position"])
            }
            try db.create(index: "quiz_on_finishedAt", on: "quiz", columns: ["finishedAt"])
        }

        migrator.registerMigration("v2-review-errorlog") { db in
            try db.create(table: "review") { t in
                t.column("verb", .text).notNull()
                t.column("conjugationgroup", .text).notNull()
                // "" for the participles, which have no person: NULL would break the key.
                t.column("person", .text).notNull().defaults(to: "")
                t.column("box", .integer).notNull()
                t.column("dueAt", .datetime).notNull()
                t.column("lastReviewedAt", .datetime).notNull()
                t.column("wrongCount", .integer).notNull().defaults(to: 0)
                t.column("rightCount", .integer).notNull().defaults(to: 0)
                t.primaryKey(["verb", "conjugationgroup", "person"])
            }
            try db.create(index: "review_on_dueAt", on: "review", columns: ["dueAt"])
            try db.create(table: "errorLog") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("at", .datetime).notNull()
                t.column("context", .text).notNull()
                t.column("message", .text).notNull()
            }
        }

        migrator.registerMigration("v3-quiz-owner") { db in
            // The process playing a quiz, so that a second process does not offer to
            // resume a quiz that is still being played.
            try db.alter(table: "quiz") { t in
                t.add(column: "ownerPID", .integer)
            }
        }

        migrator.registerMigration("v4-progress") { db in
            // Lives mode, and the kinds of question beside the typed one.
            try db.alter(table: "quiz") { t in
                t.add(column: "lives", .integer)
            }
            try db.alter(table: "question") { t in
                t.add(column: "kind", .text).notNull().defaults(to: "typed")
                // The options of a multiple-choice question or the claim of a true/false
                // one, one per line.
                t.add(column: "options", .text).notNull().defaults(to: "")
            }
            try db.alter(table: "answer") { t in
                t.add(column: "experience", .integer).notNull().defaults(to: 0)
            }
            // What the learner did each day, kept when old quizzes are pruned from history:
            // XP, levels, the daily goal, streaks and the forms answered come from here.
            try db.create(table: "activity") { t in
                t.primaryKey("day", .text)
                t.column("answered", .integer).notNull().defaults(to: 0)
                t.column("correct", .integer).notNull().defaults(to: 0)
                t.column("experience", .integer).notNull().defaults(to: 0)
                t.column("quizzes", .integer).notNull().defaults(to: 0)
            }
            try db.create(table: "badge") { t in
                t.primaryKey("id", .text)
                t.column("earnedAt", .datetime).notNull()
            }
            // Answers given before XP existed earn what a typed regular answer earns now:
            // 10, doubled on Ridiculous. Days are read in this process's time zone.
            try db.execute(sql: """
                UPDATE answer SET experience = CASE WHEN isCorrect THEN
                  10 * (SELECT CASE WHEN q.difficulty = 'ridiculous' THEN 2 ELSE 1 END FROM quiz q WHERE q.id = answer.quizId)
                  ELSE 0 END
                """)
            try db.execute(sql: """
                INSERT INTO activity (day, answered, correct, experience)
                SELECT date(answeredAt, 'localtime'), count(*), sum(isCorrect), sum(experience)
                FROM answer GROUP BY date(answeredAt, 'localtime')
                """)
            try db.execute(sql: """
                INSERT INTO activity (day, quizzes)
                SELECT date(finishedAt, 'localtime'), count(*) FROM quiz WHERE finishedAt IS NOT NULL
                GROUP BY date(finishedAt, 'localtime')
                ON CONFLICT(day) DO UPDATE SET quizzes = excluded.quizzes
                """)
        }

        migrator.registerMigration("v5-quiz-owner-identity") { db in
            // Which process the ownerPID was, beyond its number: a number is used again
            // after the process ends (after a reboot soon), and a quiz must not stay hidden
            // behind whatever process got its player's number.
            try db.alter(table: "quiz") { t in
                t.add(column: "ownerIdentity", .text)
            }
        }

        migrator.registerMigration("v6-review-owner") { db in
            // The process drilling the review queue, at most one: two drilling the same
            // forms at once would each move them, and the last writer would win.
            try db.create(table: "reviewOwner") { t in
                t.column("id", .integer).primaryKey().check { $0 == 1 }
                t.column("ownerPID", .integer).notNull()
                t.column("ownerIdentity", .text)
            }
        }

        migrator.registerMigration("v7-server-players") { db in
            // The names this learner claimed on shared servers, with their secret tokens
            // (konjugieren quiz --server URL --player NAME). The server keeps only a hash.
            try db.create(table: "serverPlayer") { t in
                t.column("server", .text).notNull()
                t.column("player", .text).notNull()
                t.column("token", .text).notNull()
                t.primaryKey(["server", "player"])
            }
        }

        return migrator
    }()

    /// Identifiers of every migration this version knows, oldest first.
    public static var knownMigrations: [String] { migrator.migrations }

    /// The schema version this program writes into `PRAGMA user_version`: the number
    /// of migrations it knows. Raise it with every new migration. A file with a
    /// higher number was written by a newer version and is refused untouched, from
    /// its header alone, before SQLite opens it.
    public static let schemaVersion: Int32 = 7
}
