// SPDX-License-Identifier: GPL-3.0-or-later

/// A row of `GET /api/v1/leaderboard`, best first: a named player's finished quiz.
public struct LeaderboardRow: Codable, Sendable, Equatable {
    /// The player's name.
    public var player: String
    /// The quiz's score.
    public var score: Int
    /// "regular" or "ridiculous".
    public var difficulty: String
    /// When it was finished: "2026-11-27T20:44:41Z".
    public var finishedAt: String

    /// A row from its parts.
    public init(player: String, score: Int, difficulty: String, finishedAt: String) {
        self.player = player
        self.score = score
        self.difficulty = difficulty
        self.finishedAt = finishedAt
    }
}

/// What a request to the API ended in, when not in its reply:
/// `{"error":{"status":404,"message":"No such quiz."}}`, the message in the request's language.
public struct ErrorReply: Codable, Sendable, Equatable {
    /// The status and the sentence.
    public struct Detail: Codable, Sendable, Equatable {
        /// The HTTP status: 404.
        public var status: Int
        /// One sentence for the user: "No such quiz."
        public var message: String

        /// A detail from its parts.
        public init(status: Int, message: String) {
            self.status = status
            self.message = message
        }
    }

    /// The error.
    public var error: Detail

    /// The error of `status`, said in `message`.
    public init(status: Int, message: String) { error = Detail(status: status, message: message) }
}
