// SPDX-License-Identifier: GPL-3.0-or-later
import QuizKit

/// `POST /api/v1/quizzes`: a quiz the server picks and grades. A ranked quiz names its
/// player, with the token by which the name was claimed (here or as `Authorization:
/// Bearer`); a free name is claimed on the spot. The CLI's `quiz --server` sends it.
///
/// ```swift
/// let start = QuizStart(player: "Anna", difficulty: "regular", length: 10)
/// JSONWriter().text(start)   // {"player":"Anna","difficulty":"regular","length":10}
/// ```
public struct QuizStart: Codable, Sendable, Equatable {
    /// The most questions a server's quiz has.
    public static let maximumLength = Quiz.length
    /// The questions of a server's quiz when the request names no length.
    public static let defaultLength = 10

    /// The name on the shared leaderboard; nil for a quiz that is not ranked.
    public var player: String?
    /// The token the name was claimed with.
    public var token: String?
    /// "regular" or "ridiculous"; nil: regular.
    public var difficulty: String?
    /// 1 to `maximumLength` questions; nil: `defaultLength`.
    public var length: Int?
    /// The seed of the question generator: the same seed with the same difficulty and
    /// length gives the same questions as `konjugieren quiz --seed` over a fresh history
    /// with `--band 2000`. A seeded quiz is practice: it cannot be ranked (no player).
    public var seed: UInt64?

    /// A request; every part may be left out.
    public init(player: String? = nil, token: String? = nil, difficulty: String? = nil, length: Int? = nil,
                seed: UInt64? = nil) {
        self.player = player
        self.token = token
        self.difficulty = difficulty
        self.length = length
        self.seed = seed
    }
}

/// The reply to `QuizStart`: the quiz's id, its player and the new token of a name claimed
/// on the spot, and the first question.
public struct QuizStarted: Codable, Sendable, Equatable {
    /// 32 hex digits.
    public var id: String
    /// The player of a ranked quiz.
    public var player: String?
    /// The token of a name claimed by this request; shown once.
    public var token: String?
    /// "regular" or "ridiculous".
    public var difficulty: String
    /// How many questions the quiz has.
    public var total: Int
    /// The first question.
    public var question: QuestionPrompt

    /// A reply from its parts.
    public init(id: String, player: String? = nil, token: String? = nil, difficulty: String, total: Int,
                question: QuestionPrompt) {
        self.id = id
        self.player = player
        self.token = token
        self.difficulty = difficulty
        self.total = total
        self.question = question
    }
}

/// `POST /api/v1/quizzes/{id}/answers`.
public struct AnswerRequest: Codable, Sendable, Equatable {
    /// What the learner typed, at most 100 characters.
    public var answer: String

    /// The answer `answer`: "sang".
    public init(answer: String) { self.answer = answer }
}

/// `POST /api/v1/players`: claims a name for the shared leaderboard.
public struct PlayerClaim: Codable, Sendable, Equatable {
    /// The name: 1 to 32 Latin letters, digits, spaces, dots, hyphens or underscores.
    public var name: String

    /// A claim of `name`: "Anna".
    public init(name: String) { self.name = name }
}

/// The reply to `PlayerClaim`: the name and its token, which the server shows once and
/// keeps only as its SHA-256.
public struct PlayerClaimed: Codable, Sendable, Equatable {
    /// The name claimed.
    public var player: String
    /// 64 hex digits.
    public var token: String

    /// A reply from its parts.
    public init(player: String, token: String) {
        self.player = player
        self.token = token
    }
}
