// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

// Plain values in and out of the store. Verbs, conjugationgroups and persons are
// strings (slot ids such as "präsensIndikativ", persons such as "ich"), because
// Persistence knows nothing of the domain: the app maps them.

/// One question as it was asked: `singen`, `präteritumIndikativ`, `ich` → "sang".
public struct StoredQuestion: Equatable, Sendable {
    public var position: Int
    public var verb: String
    public var gloss: String
    public var conjugationgroup: String
    /// nil for the participles, which have no person.
    public var person: String?
    /// The preferred correct form, kept for the results and the history.
    public var correctForm: String

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
    public var position: Int
    public var given: String
    public var isCorrect: Bool
    public var answeredAt: Date

    public init(position: Int, given: String, isCorrect: Bool, answeredAt: Date) {
        self.position = position
        self.given = given
        self.isCorrect = isCorrect
        self.answeredAt = answeredAt
    }
}

/// A quiz's summary row: what history and the leaderboard list.
public struct QuizSummary: Equatable, Sendable {
    public var id: Int64
    public var startedAt: Date
    public var finishedAt: Date?
    public var discardedAt: Date?
    /// "regular" or "ridiculous".
    public var difficulty: String
    public var thirdPerson: String
    /// The generator seed, as text (a UInt64 does not fit SQLite's signed integer).
    public var seed: String?
    /// Seconds on the quiz clock: time spent answering, not time paused.
    public var elapsed: TimeInterval
    public var score: Int
    public var correctCount: Int
    public var questionCount: Int

    /// True once the last answer is in and the result was recorded.
    public var isFinished: Bool { finishedAt != nil }
}

/// A quiz with its questions and the answers given so far.
public struct StoredQuiz: Equatable, Sendable {
    public var summary: QuizSummary
    public var questions: [StoredQuestion]
    public var answers: [StoredAnswer]

    /// The first position without an answer, or nil when all are answered.
    public var nextPosition: Int? {
        let answered = Set(answers.map(\.position))
        return questions.map(\.position).first { !answered.contains($0) }
    }
}

/// What a new quiz needs to be recorded.
public struct NewQuiz: Sendable {
    public var startedAt: Date
    public var difficulty: String
    public var thirdPerson: String
    public var seed: String?
    public var questions: [StoredQuestion]

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
    public var verb: String
    public var conjugationgroup: String
    /// "" for the participles.
    public var person: String
    public var box: Int
    public var dueAt: Date
    public var lastReviewedAt: Date
    public var wrongCount: Int
    public var rightCount: Int

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
    public var conjugationgroup: String
    public var answered: Int
    public var wrong: Int
}

/// One line of the error log.
public struct ErrorLogEntry: Equatable, Sendable {
    public var at: Date
    public var context: String
    public var message: String
}
