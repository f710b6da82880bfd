// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation

/// An achievement the learner keeps once earned, announced when it is.
public enum Badge: String, CaseIterable, Sendable, Hashable {
    /// A finished quiz every day for seven days in a row.
    case weekStreak = "week-streak"
    /// A quiz of 30 questions (or more) answered without a mistake.
    case perfectQuiz = "perfect-quiz"
    /// Every conjugationgroup at 80 % or better over the last 100 answers, Präsens,
    /// Perfekt and Imperativ among them with five answers each at least.
    case allGroups = "all-groups"
    /// 1,000 forms answered, in quizzes and reviews.
    case thousandForms = "thousand-forms"

    /// Days in a row for `weekStreak`.
    public static let streakDays = 7
    /// Questions a perfect quiz has at least.
    public static let perfectLength = 30
    /// The answers `allGroups` looks at, and the share right it asks of every group.
    public static let recentAnswers = 100
    public static let groupAccuracy = 0.8
    /// The groups `allGroups` needs among the recent answers, each at least
    /// `answersPerGroup` times: those every quiz asks, on either difficulty (Präsens,
    /// Perfekt, Imperativ). A hundred Präsens answers alone are no all-rounder.
    public static let requiredGroups: [Conjugationgroup] = Difficulty.regular.conjugationgroups
    public static let answersPerGroup = 5
    /// Answers for `thousandForms`.
    public static let formsAnswered = 1_000

    /// The badges `facts` earn, in the order of `allCases`.
    public static func earned(by facts: Facts) -> [Badge] {
        allCases.filter { $0.isEarned(by: facts) }
    }

    /// Whether `facts` earn this badge.
    public func isEarned(by facts: Facts) -> Bool {
        switch self {
        case .weekStreak:
            return facts.currentStreak >= Badge.streakDays
        case .perfectQuiz:
            return facts.bestPerfectLength >= Badge.perfectLength
        case .allGroups:
            let recent = facts.recentByGroup
            let answered = recent.values.reduce(0) { $0 + $1.answered }
            return answered >= Badge.recentAnswers
                && Badge.requiredGroups.allSatisfy { (recent[$0]?.answered ?? 0) >= Badge.answersPerGroup }
                && recent.values.allSatisfy { Double($0.right) >= Badge.groupAccuracy * Double($0.answered) }
        case .thousandForms:
            return facts.answered >= Badge.formsAnswered
        }
    }

    /// How far the learner is, as (now, needed): a streak of 3 of 7 days, 640 of 1,000
    /// forms, 30 of the 100 answers the all-rounder judges, then 4 of 5 groups at 80%;
    /// A perfect quiz counts 0/1 or 1/1.
    public func progress(_ facts: Facts) -> (now: Int, needed: Int)? {
        switch self {
        case .weekStreak: return (min(facts.currentStreak, Badge.streakDays), Badge.streakDays)
        // Had or not: 0 of 1 until a quiz of 30 questions without a mistake.
        case .perfectQuiz: return (facts.bestPerfectLength >= Badge.perfectLength ? 1 : 0, 1)
        case .allGroups:
            let recent = facts.recentByGroup
            // Until there are 100 answers to judge, the way there is the answers given.
            let answered = recent.values.reduce(0) { $0 + $1.answered }
            if answered < Badge.recentAnswers { return (answered, Badge.recentAnswers) }
            // Every group answered counts, and so does each required group not yet answered enough.
            var judged = recent
            for group in Badge.requiredGroups where (recent[group]?.answered ?? 0) < Badge.answersPerGroup {
                judged[group] = (answered: 0, right: 0)
            }
            let good = judged.values.filter {
                $0.answered > 0 && Double($0.right) >= Badge.groupAccuracy * Double($0.answered)
            }.count
            return (good, judged.count)
        case .thousandForms: return (min(facts.answered, Badge.formsAnswered), Badge.formsAnswered)
        }
    }

    /// What badges are judged by.
    public struct Facts: Sendable {
        /// Days in a row with a finished quiz, ending today or yesterday.
        public var currentStreak: Int
        /// The length of the longest quiz answered without a mistake; 0 without one.
        public var bestPerfectLength: Int
        /// Right answers and answers per group over the last `Badge.recentAnswers` answers.
        public var recentByGroup: [Conjugationgroup: (answered: Int, right: Int)]
        /// Forms answered, in quizzes and reviews.
        public var answered: Int

        /// Facts from their parts.
        public init(currentStreak: Int = 0, bestPerfectLength: Int = 0,
                    recentByGroup: [Conjugationgroup: (answered: Int, right: Int)] = [:], answered: Int = 0) {
            self.currentStreak = currentStreak
            self.bestPerfectLength = bestPerfectLength
            self.recentByGroup = recentByGroup
            self.answered = answered
        }
    }
}

/// Wordiest's moving rating: each finished quiz moves it a fifth of the way towards that
/// quiz's percentage, so it follows the learner's recent form without jumping.
public enum Rating {
    /// How far one quiz moves the rating.
    public static let alpha = 0.2

    /// The rating after a quiz of `percentage` (0–100); the first quiz sets it.
    /// `next(after: 50, percentage: 100)` is 60.
    public static func next(after previous: Double?, percentage: Double) -> Double {
        guard let previous else { return percentage }
        return previous + alpha * (percentage - previous)
    }

    /// The rating after each quiz, oldest first: [100, 50] → [100, 90].
    public static func moving(_ percentages: [Double]) -> [Double] {
        var rating: Double?
        return percentages.map { p in
            let r = next(after: rating, percentage: p)
            rating = r
            return r
        }
    }
}

extension HistoryStats {
    /// Where `percentage` stands among `earlier` percentages, 0 to 100: the share of them
    /// strictly below it, shown as "better than N %". An equal score is not beaten, so ties
    /// do not count: 90 % after [50, 70, 90, 100] → 50; 90 % after [90, 90] → 0. Nil without
    /// earlier quizzes.
    public static func percentile(of percentage: Double, among earlier: [Double]) -> Int? {
        guard !earlier.isEmpty else { return nil }
        let below = earlier.filter { $0 < percentage }.count
        return Int((Double(below) * 100 / Double(earlier.count)).rounded())
    }

    /// The most consecutive calendar days among `days` (any moment of each day counts for
    /// its day in `calendar`): the longest streak ever.
    public static func longestStreak(_ days: [Date], calendar: Calendar) -> Int {
        let sorted = Set(days.map { calendar.startOfDay(for: $0) }).sorted()
        var longest = 0
        var run = 0
        var previous: Date?
        for day in sorted {
            if let previous, let next = calendar.date(byAdding: .day, value: 1, to: previous), next == day {
                run += 1
            } else {
                run = 1
            }
            longest = max(longest, run)
            previous = day
        }
        return longest
    }
}

/// The daily goal: answers a day, and today's progress towards it.
public struct DailyGoal: Sendable, Hashable {
    /// Answers a day; 0 sets no goal.
    public var target: Int
    /// Answers given today.
    public var done: Int

    /// A goal of `target` answers with `done` given.
    public init(target: Int, done: Int) {
        self.target = max(0, target)
        self.done = max(0, done)
    }

    /// Whether today's goal is met (always false without a goal).
    public var isMet: Bool { target > 0 && done >= target }

    /// Progress from 0 to 1.
    public var fraction: Double { target > 0 ? min(1, Double(done) / Double(target)) : 0 }
}
