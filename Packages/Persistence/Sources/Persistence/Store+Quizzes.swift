// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import GRDB
import QuizKit

extension Store {
    /// Records a new quiz and all its questions in one transaction. A store holds one
    /// unfinished quiz at most: while one is neither finished nor discarded, nothing is
    /// recorded and `unfinishedQuizExists` names it (two processes starting at once: the
    /// second is refused).
    /// - Parameters:
    ///   - owner: the id of the process that plays it, if any (see `setOwner`).
    ///   - identity: what tells that process from a later one given the same id, if known
    ///     (its boot and start time: see `unfinishedQuiz(isPlayer:)`).
    /// - Returns: the quiz id.
    public func startQuiz(_ quiz: NewQuiz, owner: Int32? = nil, identity: String? = nil) throws(PersistenceError) -> Int64 {
        try write { db in
            if let unfinished = try Int64.fetchOne(db, sql: """
                SELECT id FROM quiz WHERE finishedAt IS NULL AND discardedAt IS NULL ORDER BY id DESC LIMIT 1
                """) {
                throw PersistenceError.unfinishedQuizExists(id: unfinished)
            }
            return try Store.insert(quiz, owner: owner, identity: identity, db)
        }
    }

    /// Inserts a quiz and its questions; the id.
    package static func insert(_ quiz: NewQuiz, owner: Int32?, identity: String?, _ db: Database) throws -> Int64 {
        try db.execute(
            sql: """
                INSERT INTO quiz (startedAt, difficulty, thirdPerson, seed, questionCount, ownerPID, ownerIdentity, lives)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [quiz.startedAt, quiz.difficulty.rawValue, quiz.thirdPerson.rawValue, quiz.seed,
                        quiz.questions.count, owner, owner == nil ? nil : identity, quiz.lives])
        let id = db.lastInsertedRowID
        for q in quiz.questions {
            try db.execute(
                sql: """
                    INSERT INTO question (quizId, position, verb, gloss, conjugationgroup, person, correctForm, kind, options)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [id, q.position, q.verb, q.gloss, q.conjugationgroup.rawValue, q.person?.id, q.correctForm,
                            q.kind, q.options.joined(separator: "\n")])
        }
        return id
    }

    /// Commits one answer, with the quiz clock's reading, in its own transaction:
    /// once this returns, a crash loses nothing of it. The review queue change the
    /// answer causes, if any, is written in the same transaction.
    ///
    /// Answering a position twice (two processes resuming the same quiz) keeps the
    /// first answer.
    ///
    /// An answer longer than `Store.answerLimit` characters is stored shortened to
    /// that limit, ending in "…" (see `Store.capped`): no German verb form comes
    /// near it, so the answer is wrong either way, and a pasted 10 MB text must not
    /// end up in the file. The quiz goes on; nothing else is changed.
    ///
    /// With `day` (the learner's calendar day, "2026-11-23") the answer is counted in that
    /// day's activity too, in the same transaction: its XP, the daily goal, the forms answered.
    public func recordAnswer(
        _ answer: StoredAnswer, quizID: Int64, elapsed: TimeInterval, review: ReviewChange? = nil, day: String? = nil
    ) throws(PersistenceError) {
        try write { db in
            guard try Bool.fetchOne(db, sql: "SELECT 1 FROM quiz WHERE id = ?", arguments: [quizID]) != nil else {
                throw PersistenceError.quizNotFound(id: quizID)
            }
            try db.execute(
                sql: """
                    INSERT INTO answer (quizId, position, given, isCorrect, answeredAt, experience) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT(quizId, position) DO NOTHING
                    """,
                arguments: [quizID, answer.position, Store.capped(answer.given, to: Store.answerLimit),
                            answer.isCorrect, answer.answeredAt, answer.experience])
            // A second answer to the same position (another process) is not counted twice.
            let inserted = db.changesCount > 0
            try db.execute(sql: "UPDATE quiz SET elapsed = max(elapsed, ?) WHERE id = ?", arguments: [elapsed, quizID])
            if let review { try Store.apply(review, db) }
            if let day, inserted {
                try Store.count(DayActivity(day: day, answered: 1, correct: answer.isCorrect ? 1 : 0,
                                            experience: answer.experience), db)
            }
        }
    }

    /// Saves the quiz clock's reading without an answer (on pause or quit).
    public func saveElapsed(_ elapsed: TimeInterval, quizID: Int64) throws(PersistenceError) {
        try write { db in
            try db.execute(sql: "UPDATE quiz SET elapsed = max(elapsed, ?) WHERE id = ?", arguments: [elapsed, quizID])
        }
    }

    /// Marks a quiz as finished with its result.
    ///
    /// With `day` the finished quiz counts for that day's streak. With `keep` only that many
    /// finished quizzes stay in history, the oldest leaving first (with their questions
    /// and answers; the days' activity stays), in the same transaction.
    public func finishQuiz(
        id: Int64, at date: Date, elapsed: TimeInterval, score: Int, correctCount: Int, day: String? = nil, keep: Int? = nil
    ) throws(PersistenceError) {
        try write { db in
            try db.execute(
                sql: """
                    UPDATE quiz SET finishedAt = ?, elapsed = ?, score = ?, correctCount = ?, ownerPID = NULL, ownerIdentity = NULL
                    WHERE id = ? AND finishedAt IS NULL
                    """,
                arguments: [date, elapsed, score, correctCount, id])
            if db.changesCount == 0 {
                guard try Bool.fetchOne(db, sql: "SELECT 1 FROM quiz WHERE id = ?", arguments: [id]) != nil else {
                    throw PersistenceError.quizNotFound(id: id)
                }
                return
            }
            if let day { try Store.count(DayActivity(day: day, quizzes: 1), db) }
            if let keep { try Store.prune(keeping: keep, db) }
        }
    }

    /// Gives up an unfinished quiz: it stays in the file but is neither resumable
    /// nor listed in history.
    public func discardQuiz(id: Int64, at date: Date) throws(PersistenceError) {
        try write { db in
            try db.execute(sql: "UPDATE quiz SET discardedAt = ?, ownerPID = NULL, ownerIdentity = NULL WHERE id = ? AND finishedAt IS NULL",
                           arguments: [date, id])
        }
    }

    /// The most recent quiz that was neither finished nor discarded and is not being
    /// played by a live process, if any. One that holds a value this version does not
    /// know is `unreadableQuiz`, with its id, so that it can be discarded.
    ///
    /// - Parameter isAlive: whether the process with an id still runs (the apps pass
    ///   `PlayerProcess.isRunning`). A quiz whose process died (kill -9, a crash, one
    ///   killed but not yet reaped by its parent) is resumable at once.
    public func unfinishedQuiz(isAlive: (Int32) -> Bool = { _ in false }) throws(PersistenceError) -> StoredQuiz? {
        try unfinishedQuiz(isPlayer: { pid, _ in isAlive(pid) })
    }

    /// `unfinishedQuiz(isAlive:)` for a caller that can also tell a process from a later
    /// one given the same id: `isPlayer(pid, identity)` says whether the process recorded
    /// with that id and identity (nil for a quiz recorded without one) still runs.
    public func unfinishedQuiz(isPlayer: (Int32, String?) -> Bool) throws(PersistenceError) -> StoredQuiz? {
        let candidates = try read { db in
            try Row.fetchAll(db, sql: """
                SELECT id, ownerPID, ownerIdentity FROM quiz WHERE finishedAt IS NULL AND discardedAt IS NULL ORDER BY id DESC
                """).map { (id: $0["id"] as Int64, owner: $0["ownerPID"] as Int32?, identity: $0["ownerIdentity"] as String?) }
        }
        guard let free = candidates.first(where: { c in c.owner.map { !isPlayer($0, c.identity) } ?? true }) else { return nil }
        do throws(PersistenceError) {
            return try quiz(id: free.id)
        } catch .unknownValue(let kind, let value) {
            throw .unreadableQuiz(id: free.id, kind: kind, value: value)
        }
    }

    /// Marks a quiz as being played by process `pid` (with its `identity`, if known); nil releases it.
    public func setOwner(_ pid: Int32?, identity: String? = nil, quizID: Int64) throws(PersistenceError) {
        try write { db in
            try db.execute(sql: "UPDATE quiz SET ownerPID = ?, ownerIdentity = ? WHERE id = ?",
                           arguments: [pid, pid == nil ? nil : identity, quizID])
        }
    }

    /// Takes a quiz over for process `pid`, in one transaction, unless another process
    /// that `isPlayer` says still runs plays it: of two processes resuming the same quiz
    /// at once, only the first gets it. A quiz whose player is gone (kill -9, a crash) is
    /// taken over at once.
    ///
    /// - Returns: nil when the quiz is now `pid`'s; else the process that plays it.
    public func claimQuiz(id: Int64, for pid: Int32, identity: String? = nil,
                          isPlayer: (Int32, String?) -> Bool) throws(PersistenceError) -> Int32? {
        try write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT ownerPID, ownerIdentity FROM quiz WHERE id = ?",
                                             arguments: [id]) else {
                throw PersistenceError.quizNotFound(id: id)
            }
            let recorded: String? = row["ownerIdentity"]
            if let owner = row["ownerPID"] as Int32?, owner != pid || recorded != identity, isPlayer(owner, recorded) {
                return owner
            }
            try db.execute(sql: "UPDATE quiz SET ownerPID = ?, ownerIdentity = ? WHERE id = ?", arguments: [pid, identity, id])
            return nil
        }
    }

    /// The process playing the most recent unfinished quiz, when `isPlayer` says it still
    /// runs: why there is nothing to resume although a quiz is unfinished.
    public func livePlayer(isPlayer: (Int32, String?) -> Bool) throws(PersistenceError) -> Int32? {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT ownerPID, ownerIdentity FROM quiz
                WHERE finishedAt IS NULL AND discardedAt IS NULL AND ownerPID IS NOT NULL ORDER BY id DESC
                """).map { (pid: $0["ownerPID"] as Int32, identity: $0["ownerIdentity"] as String?) }
        }.first { isPlayer($0.pid, $0.identity) }?.pid
    }

    /// A quiz with its questions and answers.
    public func quiz(id: Int64) throws(PersistenceError) -> StoredQuiz {
        try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT \(Store.summaryColumns) FROM quiz WHERE id = ?",
                                             arguments: [id]) else {
                throw PersistenceError.quizNotFound(id: id)
            }
            let questions = try Row.fetchAll(
                db, sql: "SELECT * FROM question WHERE quizId = ? ORDER BY position", arguments: [id]
            ).map { row throws(PersistenceError) in try Store.question(row) }
            let answers = try Row.fetchAll(
                db, sql: "SELECT * FROM answer WHERE quizId = ? ORDER BY position", arguments: [id]
            ).map(Store.answer)
            return StoredQuiz(summary: try Store.summary(row), questions: questions, answers: answers)
        }
    }

    /// A quiz as history numbers it: finished, or paused and not yet finished. A quiz that
    /// was given up or discarded left history when it was, and is `quizNotFound` like a
    /// number never given, so that `history show` and `history delete` reach exactly what
    /// `history` and the leaderboard list.
    public func historyQuiz(id: Int64) throws(PersistenceError) -> StoredQuiz {
        let stored = try quiz(id: id)
        if stored.summary.state == .discarded { throw .quizNotFound(id: id) }
        return stored
    }

    /// Finished quizzes, most recent first. `limit: nil` returns all of them.
    public func history(limit: Int? = nil) throws(PersistenceError) -> [QuizSummary] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT \(Store.summaryColumns) FROM quiz WHERE finishedAt IS NOT NULL ORDER BY finishedAt DESC, id DESC LIMIT ?
                """, arguments: [limit ?? -1]).map { row throws(PersistenceError) in try Store.summary(row) }
        }
    }

    /// The best finished quizzes, in the leaderboard's order (`Standing`): the highest score
    /// first, then the faster one, then the earlier one.
    public func leaderboard(limit: Int = 10) throws(PersistenceError) -> [QuizSummary] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT \(Store.summaryColumns) FROM quiz WHERE finishedAt IS NOT NULL
                ORDER BY \(Standing.orderBy(score: "score", elapsed: "elapsed", finishedAt: "finishedAt")) LIMIT ?
                """, arguments: [limit]).map { row throws(PersistenceError) in try Store.summary(row) }
        }
    }

    /// Right and wrong answers per conjugationgroup, over every quiz stored.
    public func groupTallies() throws(PersistenceError) -> [GroupTally] {
        try read { db in
            try Row.fetchAll(db, sql: """
                SELECT q.conjugationgroup AS g, count(*) AS n, sum(CASE WHEN a.isCorrect THEN 0 ELSE 1 END) AS wrong
                FROM answer a JOIN question q ON q.quizId = a.quizId AND q.position = a.position
                GROUP BY q.conjugationgroup ORDER BY q.conjugationgroup
                """).map { row throws(PersistenceError) in
                    GroupTally(conjugationgroup: try Conjugationgroup(stored: row["g"]), answered: row["n"], wrong: row["wrong"])
                }
        }
    }

    /// The columns of a summary: the quiz row with its answers counted.
    static let summaryColumns = """
        quiz.*, (SELECT count(*) FROM answer WHERE answer.quizId = quiz.id) AS answeredCount,
        (SELECT COALESCE(sum(experience), 0) FROM answer WHERE answer.quizId = quiz.id) AS experience
        """

    static func summary(_ row: Row) throws(PersistenceError) -> QuizSummary {
        QuizSummary(
            id: row["id"], startedAt: row["startedAt"], finishedAt: row["finishedAt"],
            discardedAt: row["discardedAt"], difficulty: try Difficulty(stored: row["difficulty"]),
            thirdPerson: try Settings.ThirdPerson(stored: row["thirdPerson"]),
            seed: row["seed"], elapsed: row["elapsed"], score: row["score"],
            correctCount: row["correctCount"], questionCount: row["questionCount"], lives: row["lives"],
            answeredCount: row["answeredCount"] ?? 0, experience: row["experience"] ?? 0)
    }

    static func question(_ row: Row) throws(PersistenceError) -> StoredQuestion {
        let options: String = row["options"] ?? ""
        return StoredQuestion(
            position: row["position"], verb: row["verb"], gloss: row["gloss"],
            conjugationgroup: try Conjugationgroup(stored: row["conjugationgroup"]), person: try Store.person(row["person"]),
            correctForm: row["correctForm"],
            kind: row["kind"] ?? "typed", options: options.isEmpty ? [] : options.components(separatedBy: "\n"))
    }

    static func answer(_ row: Row) -> StoredAnswer {
        StoredAnswer(position: row["position"], given: row["given"], isCorrect: row["isCorrect"], answeredAt: row["answeredAt"],
                     experience: row["experience"] ?? 0)
    }
}

extension Store {
    /// The most characters of an answer the store keeps: far beyond any verb form
    /// ("hätte zurückgeschickt werden können" has 35).
    public static let answerLimit = 200

    /// `text` cut to at most `limit` characters, the last of them "…" when it was
    /// cut. A character made of a letter and thousands of combining marks counts
    /// as one, so the UTF-8 size is bounded too (4 bytes per character on average),
    /// cutting between Unicode scalars if need be.
    public static func capped(_ text: String, to limit: Int) -> String {
        let byteLimit = 4 * limit
        if text.utf8.count <= byteLimit && text.count <= limit { return text }
        var kept = ""
        var bytes = 0
        var characters = 0
        let room = byteLimit - "…".utf8.count
        outer: for character in text {
            if characters == limit - 1 { break }
            for scalar in character.unicodeScalars {
                let size = String(scalar).utf8.count
                if bytes + size > room { break outer }
                kept.unicodeScalars.append(scalar)
                bytes += size
            }
            characters += 1
        }
        return kept + "…"
    }
}
