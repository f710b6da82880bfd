// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

// Plain values in and out of the store. Verbs, conjugationgroups and persons are
// strings (slot ids such as "präsensIndikativ", persons such as "ich"), because
// Persistence knows nothing of the domain: the app maps them.

/// One question as it was asked: `singen`, `präteritumIndikativ`, `ich` → "sang".
public struct StoredQuestion: Equatable, Sendable {
    /// Its place in the quiz, from 0.
    public var position: Int
    /// The infinitive asked: "singen".
    public var verb: String
    /// The English gloss shown with it: "to sing".
    public var gloss: String
    /// The slot id of the group: "präteritumIndikativ".
    public var conjugationgroup: String
    /// nil for the participles, which have no person.
    public var person: String?
    /// The preferred correct form, kept for the results and the history.
    public var correctForm: String

    /// A question record.
    public init(position: Int, verb: String, gloss: String, conjugationgroup: String, person: String?, correctForm: String) {
        self.position = position
        self.verb = verb
        self.gloss = gloss
        self.conjugationgroup = conjugationgroup
        self.person = person
        self.correctForm = correctForm
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

    /// An answer record.
    public init(position: Int, given: String, isCorrect: Bool, answeredAt: Date) {
        self.position = position
        self.given = given
        self.isCorrect = isCorrect
        self.answeredAt = answeredAt
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
    /// "regular" or "ridiculous".
    public var difficulty: String
    /// The er/sie/es label it was played with.
    public var thirdPerson: String
    /// The generator seed, as text (a UInt64 does not fit SQLite's signed integer).
    public var seed: String?
    /// Seconds on the quiz clock: time spent answering, not time paused.
    public var elapsed: TimeInterval
    /// The final score (0 until finished).
    public var score: Int
    /// Right answers, out of `questionCount`.
    public var correctCount: Int
    /// The number of questions, 30.
    public var questionCount: Int

    /// True once the last answer is in and the result was recorded.
    public var isFinished: Bool { finishedAt != nil }
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

/// What a new quiz needs to be recorded.
public struct NewQuiz: Sendable {
    /// When it starts.
    public var startedAt: Date
    /// "regular" or "ridiculous".
    public var difficulty: String
    /// The er/sie/es label it is played with.
    public var thirdPerson: String
    /// The generator seed, as text, so that the quiz can be made again.
    public var seed: String?
    /// The thirty questions.
    public var questions: [StoredQuestion]

    /// A new quiz to record.
    public init(startedAt: Date, difficulty: String, thirdPerson: String, seed: String?, questions: [StoredQuestion]) {
        self.startedAt = startedAt
        self.difficulty = difficulty
        self.thirdPerson = thirdPerson
        self.seed = seed
        self.questions = questions
    }
}

/// One entry of the review queue: a verb form the learner got wrong, its Leitner
/// box and when it is due again.
public struct ReviewEntry: Equatable, Sendable {
    /// The infinitive: "singen".
    public var verb: String
    /// The slot id of the group: "präteritumIndikativ".
    public var conjugationgroup: String
    /// "" for the participles.
    public var person: String
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
    public init(verb: String, conjugationgroup: String, person: String, box: Int, dueAt: Date,
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
    case remove(verb: String, conjugationgroup: String, person: String)
}

/// How the learner has done in one conjugationgroup, over every answer stored.
public struct GroupTally: Equatable, Sendable {
    /// The slot id: "imperativ".
    public var conjugationgroup: String
    /// Answers given in it.
    public var answered: Int
    /// Of which wrong.
    public var wrong: Int
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
