// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Where a finished quiz stands on a leaderboard, and the one rule that orders them: the
/// higher score first; of two equal scores the shorter elapsed time (the time spent
/// answering), then the earlier finish. The learner's own leaderboard
/// (`Store.leaderboard`), a server's SQLite board and its PostgreSQL board all order by
/// this rule: in Swift by `<`, in SQL by `Standing.orderBy`, both written here only.
///
/// ```swift
/// let schnell = Standing(score: 240, elapsed: 400, finishedAt: ende)
/// let langsam = Standing(score: 240, elapsed: 500, finishedAt: ende)
/// schnell < langsam   // true: of two equal scores the faster ranks first
/// ```
public struct Standing: Sendable, Hashable, Comparable {
    /// The final score.
    public var score: Int
    /// Seconds spent answering: the quiz clock's reading (a paused quiz's pause not
    /// counted); on a server, from the start to the last answer.
    public var elapsed: TimeInterval
    /// When the last answer finished it.
    public var finishedAt: Date

    /// A standing: `Standing(score: 240, elapsed: 400, finishedAt: ende)`.
    public init(score: Int, elapsed: TimeInterval, finishedAt: Date) {
        self.score = score
        self.elapsed = elapsed
        self.finishedAt = finishedAt
    }

    /// Whether `a` ranks above `b`, so that `sorted()` lists the best first.
    public static func < (a: Standing, b: Standing) -> Bool {
        if a.score != b.score { return a.score > b.score }
        if a.elapsed != b.elapsed { return a.elapsed < b.elapsed }
        return a.finishedAt < b.finishedAt
    }

    /// The same rule as an SQL `ORDER BY` list over the columns that hold the three
    /// (SQLite and PostgreSQL read it alike; none of them may be NULL on a finished quiz).
    package static func orderBy(score: String, elapsed: String, finishedAt: String) -> String {
        "\(score) DESC, \(elapsed) ASC, \(finishedAt) ASC"
    }
}
