// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Persistence
import QuizKit

/// Everything the history and progress screens show, read from the store in one go.
public struct ProgressReport: Sendable {
    /// Finished quizzes in history, oldest first.
    public var finished: [QuizSummary]
    /// The moving rating after each of `finished` (Wordiest's, α = 0.2 over percentages).
    public var ratings: [Double]
    /// Where each of `finished` stands among the quizzes before it, 0–100; nil for the first.
    public var percentiles: [Int?]
    /// XP earned ever (old quizzes leaving history keep theirs here).
    public var experience: Int
    /// Days in a row with a finished quiz, ending today or yesterday.
    public var currentStreak: Int
    /// The most days in a row ever.
    public var longestStreak: Int
    /// Today's answers against the daily goal.
    public var goal: DailyGoal
    /// The badges earned, in the order they were earned.
    public var badges: [EarnedBadge]
    /// What badges are judged by, for the progress towards the ones still to earn.
    public var facts: Badge.Facts
    /// Answers and wrong answers per conjugationgroup, over the quizzes in history.
    public var tallies: [GroupTally]

    /// The level: XP / 100.
    public var level: Int { Scoring.level(experience: experience) }
    /// XP still needed for the next level.
    public var experienceToNextLevel: Int { Scoring.experienceToNextLevel(experience) }
    /// The rating now; nil before the first quiz.
    public var rating: Double? { ratings.last }

    /// The rating and percentile of the quiz with this id, when it is in history.
    public func standing(of id: Int64) -> (rating: Double, percentile: Int?)? {
        guard let i = finished.firstIndex(where: { $0.id == id }) else { return nil }
        return (ratings[i], percentiles[i])
    }
}

extension Practice {
    /// The learner's progress at `date`: history with ratings and percentiles, XP and
    /// level, streaks, today's goal, badges and the accuracy per group.
    public func report(at date: Date) throws(PersistenceError) -> ProgressReport {
        let finished = try store.history().filter(\.isFinished).sorted {
            ($0.finishedAt ?? $0.startedAt, $0.id) < ($1.finishedAt ?? $1.startedAt, $1.id)
        }
        let percentages = finished.map(\.percentage)
        let percentiles = percentages.indices.map { i in HistoryStats.percentile(of: percentages[i], among: Array(percentages[..<i])) }
        let activity = try store.activity()
        let settings = try store.settings()
        let today = day(of: date)
        let facts = try badgeFacts(at: date, activity: activity)
        return ProgressReport(
            finished: finished, ratings: Rating.moving(percentages), percentiles: percentiles,
            experience: activity.reduce(0) { $0 + $1.experience },
            currentStreak: facts.currentStreak,
            longestStreak: HistoryStats.longestStreak(quizDays(activity), calendar: calendar),
            goal: DailyGoal(target: settings.dailyGoal, done: activity.first { $0.day == today }?.answered ?? 0),
            badges: try store.badges(), facts: facts, tallies: try store.groupTallies())
    }

    /// The badges earned now that were not before, recorded as earned at `date`.
    func awardBadges(at date: Date) throws(PersistenceError) -> [Badge] {
        let earned = Badge.earned(by: try badgeFacts(at: date, activity: try store.activity()))
        return try store.award(earned.map(\.rawValue), at: date).compactMap(Badge.init(rawValue:))
    }

    func badgeFacts(at date: Date, activity: [DayActivity]) throws(PersistenceError) -> Badge.Facts {
        var recent: [Conjugationgroup: (answered: Int, right: Int)] = [:]
        for answer in try store.recentAnswers(limit: Badge.recentAnswers) {
            let t = recent[answer.conjugationgroup] ?? (0, 0)
            recent[answer.conjugationgroup] = (t.answered + 1, t.right + (answer.isCorrect ? 1 : 0))
        }
        let days = quizDays(activity).map { QuizResult(score: 0, finishedAt: $0) }
        return Badge.Facts(currentStreak: HistoryStats.currentStreak(days, today: date, calendar: calendar),
                           bestPerfectLength: try store.longestPerfectQuiz(), recentByGroup: recent,
                           answered: activity.reduce(0) { $0 + $1.answered })
    }

    /// Noon of every day with a finished quiz, in the learner's calendar.
    func quizDays(_ activity: [DayActivity]) -> [Date] {
        activity.filter { $0.quizzes > 0 }.compactMap { day in
            let parts = day.day.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3 else { return nil }
            return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: 12))
        }
    }
}
