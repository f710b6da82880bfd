// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// A finished quiz as history sees it.
public struct QuizResult: Sendable, Hashable {
    /// The final score.
    public var score: Int
    /// When the last answer was given.
    public var finishedAt: Date

    /// A result from its score and date.
    public init(score: Int, finishedAt: Date) {
        self.score = score
        self.finishedAt = finishedAt
    }
}

/// Summaries over finished quizzes: sparkline, best score, daily streak.
public enum HistoryStats {
    static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// One character per score, oldest first, scaled from 0 to `maximum`:
    /// [0, 150, 300] with maximum 300 → "▁▄█".
    public static func sparkline(_ scores: [Int], maximum: Int? = nil) -> String {
        guard let top = maximum ?? scores.max(), top > 0 else {
            return String(repeating: bars[0], count: scores.count)
        }
        return String(scores.map { score in
            let clamped = min(max(score, 0), top)
            return bars[clamped * (bars.count - 1) / top]
        })
    }

    /// The highest score, nil without history.
    public static func best(_ results: [QuizResult]) -> Int? { results.map(\.score).max() }

    /// Consecutive calendar days, ending today or yesterday, with at least one
    /// finished quiz. A streak is not broken until a whole day passes without one.
    public static func currentStreak(_ results: [QuizResult], today: Date, calendar: Calendar) -> Int {
        let days = Set(results.map { calendar.startOfDay(for: $0.finishedAt) })
        var day = calendar.startOfDay(for: today)
        if !days.contains(day) {
            guard let yesterday = calendar.date(byAdding: .day, value: -1, to: day), days.contains(yesterday) else {
                return 0
            }
            day = yesterday
        }
        var streak = 0
        while days.contains(day) {
            streak += 1
            guard let previous = calendar.date(byAdding: .day, value: -1, to: day) else { break }
            day = previous
        }
        return streak
    }
}
