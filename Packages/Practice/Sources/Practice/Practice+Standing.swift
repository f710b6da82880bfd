// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Persistence
import QuizKit

/// Where a finished quiz stands, as its results show it: the score and answers, the XP
/// with the level, the rating and percentile among earlier quizzes, the daily goal, the
/// place on the leaderboard and the badges earned.
public struct QuizStanding: Sendable, Equatable {
    /// The rating after this quiz and where it stands among earlier ones (nil for the first).
    public struct Rank: Sendable, Equatable {
        /// The moving rating, 0–100.
        public var rating: Double
        /// The share of earlier quizzes this one beat, 0–100.
        public var percentile: Int?
    }

    /// The final score (doubled on Ridiculous).
    public var score: Int
    /// Right answers.
    public var correct: Int
    /// Questions answered: fewer than asked when the lives ran out.
    public var answered: Int
    /// The quiz's difficulty.
    public var difficulty: Difficulty
    /// Seconds on the quiz clock.
    public var elapsed: TimeInterval
    /// XP this quiz earned.
    public var experienceEarned: Int
    /// The level, XP ever and XP still needed for the next level.
    public var level: Int
    public var experience: Int
    public var experienceToNextLevel: Int
    /// The rating and percentile; nil when the quiz is not in history (its limit is 0).
    public var rank: Rank?
    /// Today's answers against the daily goal.
    public var goal: DailyGoal
    /// Its place on the local leaderboard, from 1, and how many quizzes the board holds;
    /// nil when it is not among the best 1,000.
    public var place: Int?
    public var boardSize: Int
    /// The badges earned while it was played.
    public var badges: [Badge]
}

/// What stands between a front end and a new quiz.
public enum QuizOpening: Sendable, Equatable {
    /// Nothing: a new quiz can start.
    case none
    /// A quiz left unfinished: resume or discard it first.
    case unfinished(StoredQuiz)
    /// Another running process (`pid`) plays the unfinished quiz: it is never taken from
    /// it, and no second quiz starts beside it.
    case playedElsewhere(pid: Int32)
}

extension Practice {
    /// What a front end offers before a new quiz: the unfinished quiz, the process playing
    /// it elsewhere, or nothing.
    public func opening() throws(PersistenceError) -> QuizOpening {
        if let unfinished = try unfinishedQuiz() { return .unfinished(unfinished) }
        if let pid = try livePlayer() { return .playedElsewhere(pid: pid) }
        return .none
    }

    /// Gives an unfinished quiz up: it is neither resumable nor in history.
    public func discard(_ quiz: StoredQuiz, at date: Date) throws(PersistenceError) {
        try perform(.discardQuiz(id: quiz.summary.id, at: date))
    }

    /// Where the quiz `driver` finished stands, read from the store at `date` (after its
    /// writes were carried out).
    public func standing(of driver: DrillDriver, at date: Date) throws(PersistenceError) -> QuizStanding {
        let session = driver.session
        let report = try report(at: date)
        let board = try store.leaderboard(limit: 1_000)
        let id = driver.quiz?.id
        let place = board.firstIndex { $0.id == id }
        return QuizStanding(
            score: session.finalScore, correct: session.correctCount, answered: session.answeredCount,
            difficulty: session.quiz.difficulty, elapsed: driver.elapsed(at: date), experienceEarned: session.experience,
            level: report.level, experience: report.experience, experienceToNextLevel: report.experienceToNextLevel,
            rank: id.flatMap(report.standing(of:)).map { QuizStanding.Rank(rating: $0.rating, percentile: $0.percentile) },
            goal: report.goal, place: place.map { $0 + 1 }, boardSize: board.count, badges: driver.earned)
    }
}
