// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import QuizKit

/// The embedded store: one SQLite file (WAL, so that readers do not wait for a writer).
/// Separate from the CLI's own store: a server's players are not one learner's history.
public struct SQLiteBoard: Board {
    let pool: DatabasePool

    /// Opens (creating) the file at `path`.
    public init(path: String) throws {
        var config = Configuration()
        config.busyMode = .timeout(5)
        pool = try DatabasePool(path: path, configuration: config)
    }

    public func migrate() async throws {
        try await pool.write { db in
            try db.execute(sql: """
                CREATE TABLE IF NOT EXISTS players (
                    name TEXT PRIMARY KEY NOT NULL,
                    token_hash TEXT NOT NULL,
                    created_at TEXT NOT NULL);
                CREATE TABLE IF NOT EXISTS quizzes (
                    id TEXT PRIMARY KEY NOT NULL,
                    player TEXT REFERENCES players(name),
                    difficulty TEXT NOT NULL,
                    questions TEXT NOT NULL,
                    started_at REAL NOT NULL,
                    finished_at REAL,
                    score INTEGER,
                    correct_count INTEGER,
                    elapsed REAL);
                CREATE TABLE IF NOT EXISTS answers (
                    quiz_id TEXT NOT NULL REFERENCES quizzes(id),
                    position INTEGER NOT NULL,
                    given TEXT NOT NULL,
                    is_correct INTEGER NOT NULL,
                    PRIMARY KEY (quiz_id, position));
                CREATE UNIQUE INDEX IF NOT EXISTS players_folded ON players(lower(name));
                """)
            // A board made before the elapsed time was stored gains the column (see `BoardSQL`).
            let columns = try Row.fetchAll(db, sql: "PRAGMA table_info(quizzes)").map { $0["name"] as String }
            if !columns.contains("elapsed") {
                try db.execute(sql: "ALTER TABLE quizzes ADD COLUMN elapsed REAL")
            }
            for statement in [BoardSQL.fillElapsed] + BoardSQL.index { try db.execute(sql: statement) }
        }
    }

    public func claim(player name: String, tokenHash: String, at date: Date) async throws -> Bool {
        try await pool.write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO players (name, token_hash, created_at) VALUES (?, ?, ?)",
                           arguments: [name, tokenHash, BoardTime.text(date)])
            return db.changesCount == 1
        }
    }

    public func tokenHash(player name: String) async throws -> String? {
        try await pool.read { db in
            try String.fetchOne(db, sql: "SELECT token_hash FROM players WHERE lower(name) = lower(?)", arguments: [name])
        }
    }

    public func create(_ quiz: BoardQuiz) async throws {
        try await pool.write { db in
            try db.execute(sql: """
                INSERT INTO quizzes (id, player, difficulty, questions, started_at) VALUES (?, ?, ?, ?, ?)
                """, arguments: [quiz.id, quiz.player, quiz.difficulty.rawValue, quiz.questions,
                                 quiz.startedAt.timeIntervalSince1970])
        }
    }

    public func quiz(id: String) async throws -> BoardQuiz? {
        try await pool.read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT id, player, difficulty, questions, started_at, finished_at, score FROM quizzes WHERE id = ?
                """, arguments: [id]) else { return nil }
            let answers = try Row.fetchAll(db, sql: """
                SELECT position, given, is_correct FROM answers WHERE quiz_id = ? ORDER BY position
                """, arguments: [id]).map { BoardAnswer(position: $0[0], given: $0[1], isCorrect: $0[2]) }
            let finished: Double? = row[5]
            return BoardQuiz(id: row[0], player: row[1], difficulty: try Difficulty(stored: row[2]), questions: row[3],
                             startedAt: Date(timeIntervalSince1970: row[4]),
                             finishedAt: finished.map(Date.init(timeIntervalSince1970:)), score: row[6], answers: answers)
        }
    }

    public func record(_ answer: BoardAnswer, quizID: String, finishing: BoardFinish?) async throws -> Bool {
        // One write is one transaction: the answer and the finish land together or not at all.
        try await pool.write { db in
            try db.execute(sql: """
                INSERT OR IGNORE INTO answers (quiz_id, position, given, is_correct) VALUES (?, ?, ?, ?)
                """, arguments: [quizID, answer.position, answer.given, answer.isCorrect])
            guard db.changesCount == 1 else { return false }
            if let finishing {
                try db.execute(sql: """
                    UPDATE quizzes SET finished_at = ?, elapsed = ? - started_at, score = ?, correct_count = ?
                    WHERE id = ? AND finished_at IS NULL
                    """, arguments: [finishing.at.timeIntervalSince1970, finishing.at.timeIntervalSince1970, finishing.score,
                                     finishing.correctCount, quizID])
            }
            return true
        }
    }

    public func finish(quizID: String, score: Int, correctCount: Int, at date: Date) async throws -> Bool {
        try await pool.write { db in
            try db.execute(sql: """
                UPDATE quizzes SET finished_at = ?, elapsed = ? - started_at, score = ?, correct_count = ?
                WHERE id = ? AND finished_at IS NULL
                """, arguments: [date.timeIntervalSince1970, date.timeIntervalSince1970, score, correctCount, quizID])
            return db.changesCount == 1
        }
    }

    public func leaderboard(limit: Int) async throws -> [BoardEntry] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT player, score, difficulty, finished_at FROM quizzes
                WHERE finished_at IS NOT NULL AND player IS NOT NULL
                ORDER BY \(BoardSQL.order) LIMIT ?
                """, arguments: [limit]).map {
                BoardEntry(player: $0[0], score: $0[1], difficulty: try Difficulty(stored: $0[2]),
                           finishedAt: BoardTime.text(Date(timeIntervalSince1970: $0[3])))
            }
        }
    }
}
