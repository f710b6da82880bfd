// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import QuizKit

/// Where the server keeps players, server-graded quizzes and the leaderboard: an embedded
/// SQLite file by default, or a PostgreSQL database that several server processes share.
/// Nothing of a quiz lives only in a process's memory: every request reads what it needs.
///
/// Every write changes only what it means to change and cannot be repeated: a name is
/// claimed once, an answer is stored once per position, a quiz is finished once.
public protocol Board: Sendable {
    /// Creates the tables when they are missing, and brings older ones up to date keeping
    /// every row (a board made before the elapsed time was stored gains it).
    func migrate() async throws
    /// Claims `name` with the hash of its token; false when the name is taken, in any case
    /// ("Bob" when "bob" is).
    func claim(player name: String, tokenHash: String, at date: Date) async throws -> Bool
    /// The token hash a name was claimed with, in any case; nil for a free name.
    func tokenHash(player name: String) async throws -> String?
    /// Stores a new quiz with its questions.
    func create(_ quiz: BoardQuiz) async throws
    /// A quiz with the answers given so far; nil for an unknown id.
    func quiz(id: String) async throws -> BoardQuiz?
    /// Stores the answer at `position`; false when that position was already answered
    /// (another request, perhaps in another process, was first). With `finishing` (the
    /// last answer), the quiz is marked finished with its score in the same transaction:
    /// a full disk or a crash never leaves a quiz answered to the end but off the board.
    func record(_ answer: BoardAnswer, quizID: String, finishing: BoardFinish?) async throws -> Bool
    /// Marks the quiz finished with its score; false when it was finished before, so that a
    /// quiz counts once.
    func finish(quizID: String, score: Int, correctCount: Int, at date: Date) async throws -> Bool
    /// The best finished quizzes of named players, in the order of `Standing` (as the
    /// learner's own leaderboard): the higher score, then the faster quiz, then the earlier.
    /// A stored difficulty this version does not know is `PersistenceError.unknownValue`.
    func leaderboard(limit: Int) async throws -> [BoardEntry]
    /// Keeps what the board needs while it serves (PostgreSQL: its connection pool) until the
    /// calling task is cancelled; a board that needs nothing returns at once.
    func run() async
}

extension Board {
    /// Nothing to keep running: an embedded file is opened once and read in place.
    public func run() async {}
}

/// A quiz as stored: who plays it, its questions (JSON of `StoredQuestion`s) and its answers.
public struct BoardQuiz: Sendable, Equatable {
    public var id: String
    public var player: String?
    public var difficulty: Difficulty
    /// The questions as JSON (see `QuestionRecords`).
    public var questions: String
    public var startedAt: Date
    public var finishedAt: Date?
    public var score: Int?
    public var answers: [BoardAnswer] = []

    /// A quiz record: `BoardQuiz(id: "9f…", player: "Jürgen", difficulty: .regular, questions: "[…]", startedAt: start)`.
    public init(id: String, player: String?, difficulty: Difficulty, questions: String, startedAt: Date,
                finishedAt: Date? = nil, score: Int? = nil, answers: [BoardAnswer] = []) {
        self.id = id
        self.player = player
        self.difficulty = difficulty
        self.questions = questions
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.score = score
        self.answers = answers
    }
}

/// One answer: the position asked, what was typed (trimmed) and whether it was right.
public struct BoardAnswer: Sendable, Equatable {
    public var position: Int
    public var given: String
    public var isCorrect: Bool

    /// An answer record: `BoardAnswer(position: 0, given: "sang", isCorrect: true)`.
    public init(position: Int, given: String, isCorrect: Bool) {
        self.position = position
        self.given = given
        self.isCorrect = isCorrect
    }
}

/// What the last answer of a quiz writes besides itself.
public struct BoardFinish: Sendable, Equatable {
    public var score: Int
    public var correctCount: Int
    public var at: Date

    /// The result of a finished quiz: `BoardFinish(score: 120, correctCount: 9, at: end)`.
    public init(score: Int, correctCount: Int, at: Date) {
        self.score = score
        self.correctCount = correctCount
        self.at = at
    }
}

/// A row of the leaderboard.
public struct BoardEntry: Sendable, Equatable, Codable {
    public var player: String
    public var score: Int
    public var difficulty: Difficulty
    public var finishedAt: String

    /// A row: `BoardEntry(player: "Jürgen", score: 120, difficulty: .regular, finishedAt: "2026-11-27T20:44:41Z")`.
    public init(player: String, score: Int, difficulty: Difficulty, finishedAt: String) {
        self.player = player
        self.score = score
        self.difficulty = difficulty
        self.finishedAt = finishedAt
    }
}

/// What a store reports that is not the caller's mistake.
public enum BoardError: Error, CustomStringConvertible {
    /// The database refused the work for a reason in its own words.
    case unusable(String)
    /// The database did not answer within the patience given (down, or unreachable).
    case unreachable(String)

    public var isUnreachable: Bool {
        if case .unreachable = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .unusable(let why): return why
        case .unreachable(let what): return "The database at \(what) does not answer."
        }
    }
}

/// Instants as the board stores and shows them: "2026-11-27T20:44:41Z".
public enum BoardTime {
    /// `BoardTime.text(ende)` is "2026-11-27T20:44:41Z".
    public static func text(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        return f.string(from: date)
    }
}

/// What both boards say alike in SQL (SQLite and PostgreSQL read it the same), over their
/// columns: score, elapsed, finished_at.
package enum BoardSQL {
    /// The leaderboard's order (`Standing`).
    package static let order = Standing.orderBy(score: "score", elapsed: "elapsed", finishedAt: "finished_at")
    /// A board made before the elapsed time was stored: its finished quizzes are given the
    /// time from their stored start to their finish, so that every one ranks by the same rule.
    package static let fillElapsed =
        "UPDATE quizzes SET elapsed = finished_at - started_at WHERE finished_at IS NOT NULL AND elapsed IS NULL"
    /// The index the leaderboard reads, in its order; the one before the elapsed time goes.
    package static let index = [
        "DROP INDEX IF EXISTS quizzes_board",
        "CREATE INDEX IF NOT EXISTS quizzes_standing ON quizzes(\(order)) WHERE finished_at IS NOT NULL",
    ]
}
