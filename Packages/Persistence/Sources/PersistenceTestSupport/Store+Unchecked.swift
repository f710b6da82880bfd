// SPDX-License-Identifier: GPL-3.0-or-later
import GRDB
import Persistence

// For tests only: what a store written by an older version, a newer one or another program
// may hold, but this version's API refuses to write.
extension Store {
    /// Records `quiz` unfinished beside another unfinished one, as a store written before a
    /// store held one unfinished quiz at most may hold it; the id.
    public func startQuizBesideAnother(_ quiz: NewQuiz, owner: Int32? = nil) throws -> Int64 {
        try queue.write { db in try Store.insert(quiz, owner: owner, identity: nil, db) }
    }

    /// Runs `sql` on the store past every check of its API: a row holding a value this version
    /// does not know (`UPDATE quiz SET difficulty = 'banana'`).
    public func executeUnchecked(_ sql: String) throws {
        try queue.write { db in try db.execute(sql: sql) }
    }
}
