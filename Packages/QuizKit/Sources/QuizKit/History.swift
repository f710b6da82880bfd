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

    /// A horizontal bar `width` cells long for `part` of `whole`, in eighths of a cell,
    /// the rest shaded, so that its length, not a colour, tells the value (and it reads the
    /// same without colour): 6 of 12 in 8 cells → "████░░░░", 1 of 3 → "██▋░░░░░".
    public static func bar(_ part: Int, of whole: Int, width: Int) -> String {
        guard width > 0 else { return "" }
        let eighths = whole > 0 ? min(max(part, 0), whole) * width * 8 / whole : 0
        var out = String(repeating: "█", count: eighths / 8)
        if eighths % 8 > 0 { out.append(partials[eighths % 8 - 1]) }
        return out + String(repeating: "░", count: width - out.count)
    }

    static let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

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
