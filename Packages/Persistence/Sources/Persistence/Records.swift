// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import QuizKit

// Values in and out of the store. Conjugationgroups and persons are the engine's, the
// difficulty QuizKit's: the store keeps their ids as text ("präsensIndikativ", "ich",
// "regular") and reads back only ids it knows; anything else is
// `PersistenceError.unknownValue`, never a default.

/// One question as it was asked: `singen`, `präteritumIndikativ`, `ich` → "sang".
public struct StoredQuestion: Equatable, Sendable {
    /// Its place in the quiz, from 0.
    public var position: Int
    /// The infinitive asked: "singen".
    public var verb: String
    /// The English gloss shown with it: "to sing".
    public var gloss: String
    /// The group: Präteritum Indikativ.
    public var conjugationgroup: Conjugationgroup
    /// nil for the participles, which have no person.
    public var person: Person?
    /// The preferred correct form, kept for the results and the history.
    public var correctForm: String
    /// How it is answered: "typed", "choice" or "trueFalse".
    public var kind: String
    /// The options of a "choice" question, or the claim of a "trueFalse" one; empty for "typed".
    public var options: [String]

    /// A question record.
    public init(position: Int, verb: String, gloss: String, conjugationgroup: Conjugationgroup, person: Person?,
                correctForm: String, kind: String = "typed", options: [String] = []) {
        self.position = position
        self.verb = verb
        self.gloss = gloss
        self.conjugationgroup = conjugationgroup
        self.person = person
        self.correctForm = correctForm
        self.kind = kind
        self.options = options
    }
}

/// The learner's answer to the question at `position`.
public struct StoredAnswer: Equatable, Sendable {
    /// The position of the question answered.
    public var position: Int
    /// What the learner typed, trimmed: "sang".
    public var given: String
    /// Whether it was accepted.
    public var isCorrect: Bool
    /// When it was given.
    public var answeredAt: Date
    /// The XP it earned (0 for a wrong answer).
    public var experience: Int

    /// An answer record.
    public init(position: Int, given: String, isCorrect: Bool, answeredAt: Date, experience: Int = 0) {
        self.position = position
        self.given = given
        self.isCorrect = isCorrect
        self.answeredAt = answeredAt
        self.experience = experience
    }
}

/// A quiz's summary row: what history and the leaderboard list.
public struct QuizSummary: Equatable, Sendable {
    /// The quiz id in the store.
    public var id: Int64
    /// When the quiz was started.
    public var startedAt: Date
    /// When the last answer finished it; nil while unfinished.
    public var finishedAt: Date?
    /// When it was given up or discarded; nil otherwise.
    public var discardedAt: Date?
    /// Regular or Ridiculous.
    public var difficulty: Difficulty
    /// The er/sie/es label it was played with.
    public var thirdPerson: Settings.ThirdPerson
    /// The generator seed, as text (a UInt64 does not fit SQLite's signed integer).
    public var seed: String?
    /// Seconds on the quiz clock: time spent answering, not time paused.
    public var elapsed: TimeInterval
    /// The final score (0 until finished).
    public var score: Int
    /// Right answers, out of `questionCount`.
    public var correctCount: Int
    /// The number of questions, 30 unless the learner chose another number.
    public var questionCount: Int
    /// Wrong answers that end it in lives mode; nil without lives.
    public var lives: Int?
    /// Questions answered: fewer than `questionCount` when the lives ran out.
    public var answeredCount: Int
    /// The XP its right answers earned.
    public var experience: Int

    /// The questions asked: a finished quiz asked those it has answers to, which in lives
    /// mode can be fewer than `questionCount` (3 of 30 when the first three answers were
    /// wrong); an unfinished one still asks them all. Every listing counts out of this:
    /// "0/3", not "0/30".
    public var askedCount: Int {
        isFinished && answeredCount > 0 ? min(answeredCount, questionCount) : questionCount
    }

    /// The share of the questions asked that were answered right, 0 to 100.
    public var percentage: Double {
        askedCount > 0 ? Double(correctCount) * 100 / Double(askedCount) : 0
    }

    /// True once the last answer is in and the result was recorded.
    public var isFinished: Bool { finishedAt != nil }

    /// Unfinished, finished or given up.
    public var state: QuizState {
        if finishedAt != nil { return .finished }
        return discardedAt == nil ? .unfinished : .discarded
    }

    /// Where the quiz stands on the leaderboard; nil while unfinished.
    public var standing: Standing? {
        finishedAt.map { Standing(score: score, elapsed: elapsed, finishedAt: $0) }
    }
}

/// A quiz with its questions and the answers given so far.
public struct StoredQuiz: Equatable, Sendable {
    /// The quiz's row.
    public var summary: QuizSummary
    /// Every question, in order.
    public var questions: [StoredQuestion]
    /// The answers given so far, in order.
    public var answers: [StoredAnswer]

    /// The first position without an answer, or nil when all are answered.
    public var nextPosition: Int? {
        let answered = Set(answers.map(\.position))
        return questions.map(\.position).first { !answered.contains($0) }
    }
}

/// Where a quiz is in its life: a quiz is played until it is finished or given up, and the
/// store holds at most one unfinished quiz (`PersistenceError.unfinishedQuizExists`).
public enum QuizState: Sendable, Equatable {
    /// Started and neither finished nor given up: it can be resumed.
    case unfinished
    /// Its last answer is in and its result recorded: in history and on the leaderboard.
    case finished
    /// Given up or discarded before its end: kept in the file, listed nowhere.
    case discarded
}

/// What a new quiz needs to be recorded.
public struct NewQuiz: Sendable {
    /// When it starts.
    public var startedAt: Date
    /// Regular or Ridiculous.
    public var difficulty: Difficulty
    /// The er/sie/es label it is played with.
    public var thirdPerson: Settings.ThirdPerson
    /// The generator seed, as text, so that the quiz can be made again.
    public var seed: String?
    /// The questions, thirty unless the learner chose another number.
    public var questions: [StoredQuestion]
    /// Wrong answers that end it in lives mode; nil without lives.
    public var lives: Int?

    /// A new quiz to record.
    public init(startedAt: Date, difficulty: Difficulty, thirdPerson: Settings.ThirdPerson, seed: String?,
                questions: [StoredQuestion], lives: Int? = nil) {
        self.startedAt = startedAt
        self.difficulty = difficulty
        self.thirdPerson = thirdPerson
        self.seed = seed
        self.questions = questions
        self.lives = lives
    }
}

/// One entry of the review queue: a verb form the learner got wrong, its Leitner
/// box and when it is due again.
public struct ReviewEntry: Equatable, Sendable {
    /// The infinitive: "singen".
    public var verb: String
    /// The group: Präteritum Indikativ.
    public var conjugationgroup: Conjugationgroup
    /// nil for the participles.
    public var person: Person?
    /// The Leitner box, 1 to 6.
    public var box: Int
    /// When it is due again.
    public var dueAt: Date
    /// When it was last answered.
    public var lastReviewedAt: Date
    /// Wrong answers to it, in quizzes and reviews.
    public var wrongCount: Int
    /// Right answers to it in reviews.
    public var rightCount: Int

    /// A queue entry.
    public init(verb: String, conjugationgroup: Conjugationgroup, person: Person?, box: Int, dueAt: Date,
                lastReviewedAt: Date, wrongCount: Int, rightCount: Int) {
        self.verb = verb
        self.conjugationgroup = conjugationgroup
        self.person = person
        self.box = box
        self.dueAt = dueAt
        self.lastReviewedAt = lastReviewedAt
        self.wrongCount = wrongCount
        self.rightCount = rightCount
    }
}

/// A change to the review queue: a form enters or moves (`save`), or leaves it
/// once learned (`remove`).
public enum ReviewChange: Equatable, Sendable {
    case save(ReviewEntry)
    case remove(verb: String, conjugationgroup: Conjugationgroup, person: Person?)
}

/// How the learner has done in one conjugationgroup, over every answer stored.
public struct GroupTally: Equatable, Sendable {
    /// The group: Imperativ.
    public var conjugationgroup: Conjugationgroup
    /// Answers given in it.
    public var answered: Int
    /// Of which wrong.
    public var wrong: Int

    /// A tally: `GroupTally(conjugationgroup: .imperativ, answered: 12, wrong: 3)`.
    public init(conjugationgroup: Conjugationgroup, answered: Int, wrong: Int) {
        self.conjugationgroup = conjugationgroup
        self.answered = answered
        self.wrong = wrong
    }
}

/// One line of the error log.
public struct ErrorLogEntry: Equatable, Sendable {
    /// When it happened.
    public var at: Date
    /// Where: "cli", "dashboard", "open".
    public var context: String
    /// What happened, in English.
    public var message: String
}

/// What the learner did on one calendar day: answers (in quizzes and reviews), right
/// answers, XP and finished quizzes. Kept when old quizzes leave the history.
public struct DayActivity: Equatable, Sendable {
    /// The day in the learner's calendar, "2026-11-23".
    public var day: String
    /// Forms answered.
    public var answered: Int
    /// Of which right.
    public var correct: Int
    /// XP earned.
    public var experience: Int
    /// Quizzes finished.
    public var quizzes: Int

    /// A day's activity.
    public init(day: String, answered: Int = 0, correct: Int = 0, experience: Int = 0, quizzes: Int = 0) {
        self.day = day
        self.answered = answered
        self.correct = correct
        self.experience = experience
        self.quizzes = quizzes
    }
}

/// One answer as the badges see it: its group and whether it was right.
public struct RecentAnswer: Equatable, Sendable {
    /// The group: Imperativ.
    public var conjugationgroup: Conjugationgroup
    /// Whether it was right.
    public var isCorrect: Bool
}

/// A badge the learner earned, and when.
public struct EarnedBadge: Equatable, Sendable {
    /// The badge's id: "week-streak".
    public var id: String
    /// When it was earned.
    public var earnedAt: Date
}
