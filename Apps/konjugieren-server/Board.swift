// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Where the server keeps players, server-graded quizzes and the leaderboard: an embedded
/// SQLite file by default, or a PostgreSQL database that several server processes share.
/// Nothing of a quiz lives only in a process's memory: every request reads what it needs.
///
/// Every write changes only what it means to change and cannot be repeated: a name is
/// claimed once, an answer is stored once per position, a quiz is finished once.
protocol Board: Sendable {
    /// Creates the tables when they are missing.
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
    /// The best finished quizzes of named players, best first; of two equal scores the faster
    /// quiz, then the earlier one (as the local leaderboard).
    func leaderboard(limit: Int) async throws -> [BoardEntry]
}

/// A quiz as stored: who plays it, its questions (JSON of `StoredQuestion`s) and its answers.
struct BoardQuiz: Sendable, Equatable {
    var id: String
    var player: String?
    var difficulty: String
    /// The questions as JSON (see `QuestionRecords`).
    var questions: String
    var startedAt: Date
    var finishedAt: Date?
    var score: Int?
    var answers: [BoardAnswer] = []
}

/// One answer: the position asked, what was typed (trimmed) and whether it was right.
struct BoardAnswer: Sendable, Equatable {
    var position: Int
    var given: String
    var isCorrect: Bool
}

/// What the last answer of a quiz writes besides itself.
struct BoardFinish: Sendable, Equatable {
    var score: Int
    var correctCount: Int
    var at: Date
}

/// A row of the leaderboard.
struct BoardEntry: Sendable, Equatable, Codable {
    var player: String
    var score: Int
    var difficulty: String
    var finishedAt: String
}

/// What a store reports that is not the caller's mistake.
enum BoardError: Error, CustomStringConvertible {
    case unusable(String)
    /// The database did not answer within the patience given (down, or unreachable).
    case unreachable(String)

    var isUnreachable: Bool {
        if case .unreachable = self { return true }
        return false
    }

    var description: String {
        switch self {
        case .unusable(let why): return why
        case .unreachable(let what): return "The database at \(what) does not answer."
        }
    }
}

/// Instants as the board stores and shows them: "2026-11-27T20:44:41Z".
enum BoardTime {
    static func text(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        return f.string(from: date)
    }
}
