// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import GRDB
import QuizKit

extension Store {
    /// The review entry for one form, if the learner ever got it wrong.
    public func reviewEntry(verb: String, conjugationgroup: Conjugationgroup,
                            person: Person?) throws(PersistenceError) -> ReviewEntry? {
        try read { db in
            try Row.fetchOne(db, sql: """
                SELECT * FROM review WHERE verb = ? AND conjugationgroup = ? AND person = ?
                """, arguments: [verb, conjugationgroup.rawValue, Store.personID(person)]).map(Store.review)
        }
    }

    /// Inserts or replaces a review entry.
    public func save(_ entry: ReviewEntry) throws(PersistenceError) {
        try write { db in try Store.upsert(entry, db) }
    }

    /// Applies a change to the review queue in its own transaction.
    public func apply(_ change: ReviewChange) throws(PersistenceError) {
        try write { db in try Store.apply(change, db) }
    }

    static func apply(_ change: ReviewChange, _ db: Database) throws {
        switch change {
        case .save(let entry):
            try upsert(entry, db)
        case .remove(let verb, let conjugationgroup, let person):
            try db.execute(sql: "DELETE FROM review WHERE verb = ? AND conjugationgroup = ? AND person = ?",
                           arguments: [verb, conjugationgroup.rawValue, personID(person)])
        }
    }

    /// Takes the review queue for process `pid` (with its `identity`, if known), in one
    /// transaction, unless another process that `isPlayer` says still runs drills it: of
    /// two `konjugieren review` at once only the first drills, as only one plays a quiz.
    /// A drill whose process is gone (kill -9, a crash) is taken over at once.
    ///
    /// - Returns: nil when the queue is now `pid`'s; else the process that drills it.
    public func claimReview(for pid: Int32, identity: String? = nil,
                            isPlayer: (Int32, String?) -> Bool) throws(PersistenceError) -> Int32? {
        try write { db in
            if let row = try Row.fetchOne(db, sql: "SELECT ownerPID, ownerIdentity FROM reviewOwner WHERE id = 1") {
                let owner: Int32 = row["ownerPID"]
                let recorded: String? = row["ownerIdentity"]
                if owner != pid || recorded != identity, isPlayer(owner, recorded) { return owner }
            }
            try db.execute(sql: """
                INSERT INTO reviewOwner (id, ownerPID, ownerIdentity) VALUES (1, ?, ?)
                ON CONFLICT(id) DO UPDATE SET ownerPID = excluded.ownerPID, ownerIdentity = excluded.ownerIdentity
                """, arguments: [pid, identity])
            return nil
        }
    }

    /// Gives the review queue free again, if process `pid` drills it.
    public func releaseReview(for pid: Int32) throws(PersistenceError) {
        try write { db in
            try db.execute(sql: "DELETE FROM reviewOwner WHERE id = 1 AND ownerPID = ?", arguments: [pid])
        }
    }

    /// Entries due at `date`, the most overdue first.
    public func dueReviews(at date: Date, limit: Int? = nil) throws(PersistenceError) -> [ReviewEntry] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT * FROM review WHERE dueAt <= ? ORDER BY dueAt, box, verb LIMIT ?
                """, arguments: [date, limit ?? -1]).map(Store.review)
        }
    }

    /// Every entry of the review queue, by due date.
    public func reviewQueue() throws(PersistenceError) -> [ReviewEntry] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM review ORDER BY dueAt, box, verb").map(Store.review)
        }
    }

    static func upsert(_ e: ReviewEntry, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO review (verb, conjugationgroup, person, box, dueAt, lastReviewedAt, wrongCount, rightCount)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(verb, conjugationgroup, person) DO UPDATE SET
                  box = excluded.box, dueAt = excluded.dueAt, lastReviewedAt = excluded.lastReviewedAt,
                  wrongCount = excluded.wrongCount, rightCount = excluded.rightCount
                """,
            arguments: [e.verb, e.conjugationgroup.rawValue, personID(e.person), e.box, e.dueAt, e.lastReviewedAt,
                        e.wrongCount, e.rightCount])
    }

    /// The review queue's person column: the person's id, "" for a participle.
    static func personID(_ person: Person?) -> String { person?.id ?? "" }

    static func review(_ row: Row) throws(PersistenceError) -> ReviewEntry {
        ReviewEntry(
            verb: row["verb"], conjugationgroup: try Conjugationgroup(stored: row["conjugationgroup"]),
            person: try Store.person(row["person"]),
            box: row["box"], dueAt: row["dueAt"], lastReviewedAt: row["lastReviewedAt"],
            wrongCount: row["wrongCount"], rightCount: row["rightCount"])
    }
}

extension Store {
    /// Appends a line to the error log, so that a failure the user saw can be looked up
    /// later. A message longer than 1,000 characters (one quoting a pasted text) is
    /// shortened like an answer (see `Store.capped`).
    public func logError(at date: Date, context: String, message: String) throws(PersistenceError) {
        try write { db in
            try db.execute(sql: "INSERT INTO errorLog (at, context, message) VALUES (?, ?, ?)",
                           arguments: [date, Store.capped(context, to: 100), Store.capped(message, to: 1_000)])
        }
    }

    /// The most recent error log lines, newest first.
    public func errorLog(limit: Int = 50) throws(PersistenceError) -> [ErrorLogEntry] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM errorLog ORDER BY id DESC LIMIT ?", arguments: [limit])
                .map { ErrorLogEntry(at: $0["at"], context: $0["context"], message: $0["message"]) }
        }
    }
}
