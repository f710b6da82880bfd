// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import GRDB

// The learner's progress beyond single quizzes: the activity of each day (XP, goal,
// streaks), badges, and the history's own upkeep (delete, reset, the 100-quiz limit).
extension Store {
    /// Adds a day's counts to what is stored for it.
    static func count(_ activity: DayActivity, _ db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO activity (day, answered, correct, experience, quizzes) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT(day) DO UPDATE SET answered = answered + excluded.answered,
                  correct = correct + excluded.correct, experience = experience + excluded.experience,
                  quizzes = quizzes + excluded.quizzes
                """,
            arguments: [activity.day, activity.answered, activity.correct, activity.experience, activity.quizzes])
    }

    /// Keeps the `keep` most recent finished quizzes and deletes older ones, with the
    /// quizzes given up before the oldest one kept.
    static func prune(keeping keep: Int, _ db: Database) throws {
        let kept = max(1, keep)
        guard let oldest = try Row.fetchOne(db, sql: """
            SELECT id, finishedAt FROM quiz WHERE finishedAt IS NOT NULL ORDER BY finishedAt DESC, id DESC
            LIMIT 1 OFFSET ?
            """, arguments: [kept - 1]) else { return }
        let oldestID: Int64 = oldest["id"]
        let oldestAt: Date = oldest["finishedAt"]
        try db.execute(sql: """
            DELETE FROM quiz WHERE finishedAt IS NOT NULL AND (finishedAt < ? OR (finishedAt = ? AND id < ?))
            """, arguments: [oldestAt, oldestAt, oldestID])
        try db.execute(sql: "DELETE FROM quiz WHERE discardedAt IS NOT NULL AND discardedAt < ?", arguments: [oldestAt])
    }

    /// Counts a review answer in its day's activity and applies its queue change, in one
    /// transaction.
    public func recordReviewAnswer(isCorrect: Bool, experience: Int, day: String, review: ReviewChange?) throws(PersistenceError) {
        try write { db in
            if let review { try Store.apply(review, db) }
            try Store.count(DayActivity(day: day, answered: 1, correct: isCorrect ? 1 : 0, experience: experience), db)
        }
    }

    /// Every day with activity, oldest first.
    public func activity() throws(PersistenceError) -> [DayActivity] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM activity ORDER BY day").map {
                DayActivity(day: $0["day"], answered: $0["answered"], correct: $0["correct"],
                            experience: $0["experience"], quizzes: $0["quizzes"])
            }
        }
    }

    /// The most recent quiz answers, newest first, with their groups: what "every group at
    /// 80 % over the last 100 answers" is judged by.
    public func recentAnswers(limit: Int = 100) throws(PersistenceError) -> [RecentAnswer] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT q.conjugationgroup AS g, a.isCorrect AS ok
                FROM answer a JOIN question q ON q.quizId = a.quizId AND q.position = a.position
                ORDER BY a.answeredAt DESC, a.quizId DESC, a.position DESC LIMIT ?
                """, arguments: [limit]).map { row throws(PersistenceError) in
                    RecentAnswer(conjugationgroup: try Conjugationgroup(stored: row["g"]), isCorrect: row["ok"])
                }
        }
    }

    /// The most questions of a finished quiz answered without a mistake; 0 without one.
    public func longestPerfectQuiz() throws(PersistenceError) -> Int {
        try read { db in
            try Int.fetchOne(db, sql: """
                SELECT max(questionCount) FROM quiz WHERE finishedAt IS NOT NULL AND correctCount = questionCount
                """) ?? 0
        }
    }

    /// The badges earned, in the order they were earned.
    public func badges() throws(PersistenceError) -> [EarnedBadge] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM badge ORDER BY earnedAt, id").map {
                EarnedBadge(id: $0["id"], earnedAt: $0["earnedAt"])
            }
        }
    }

    /// Records badges as earned at `date`, in one transaction; a badge already earned
    /// keeps its date. Returns the ids that are new, to be announced.
    @discardableResult
    public func award(_ ids: [String], at date: Date) throws(PersistenceError) -> [String] {
        guard !ids.isEmpty else { return [] }
        return try write { db in
            var new: [String] = []
            for id in ids {
                try db.execute(sql: "INSERT INTO badge (id, earnedAt) VALUES (?, ?) ON CONFLICT(id) DO NOTHING",
                               arguments: [id, date])
                if db.changesCount > 0 { new.append(id) }
            }
            return new
        }
    }

    /// Deletes one quiz with its questions and answers. The days' activity (XP, streaks)
    /// and the review queue stay.
    public func deleteQuiz(id: Int64) throws(PersistenceError) {
        try write { db in
            try db.execute(sql: "DELETE FROM quiz WHERE id = ?", arguments: [id])
            if db.changesCount == 0 { throw PersistenceError.quizNotFound(id: id) }
        }
    }

    /// Deletes every quiz, so history and the leaderboard start again; the days' activity
    /// (XP, level, streaks), the badges and the review queue stay. Returns how many quizzes
    /// were deleted.
    @discardableResult
    public func resetHistory() throws(PersistenceError) -> Int {
        try write { db in
            try db.execute(sql: "DELETE FROM quiz")
            return db.changesCount
        }
    }
}
