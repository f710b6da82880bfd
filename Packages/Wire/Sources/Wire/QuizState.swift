// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import QuizKit

/// `GET /api/v1/quizzes/{id}`: a server's quiz so far, its answers and the question to
/// answer now (null once it is over).
public struct QuizState: Codable, Sendable, Equatable {
    /// One question answered.
    public struct Answer: Codable, Sendable, Equatable {
        /// Its place, from 1.
        public var number: Int
        /// The verb as asked.
        public var verb: String
        /// The slot id.
        public var group: String
        /// The person id, null for the participles and infinitives.
        public var person: String?
        /// What was typed, trimmed.
        public var given: String
        /// Whether it was right.
        public var correct: Bool
        /// Every answer that counts as right.
        public var expected: [String]

        /// An answer from its parts.
        public init(number: Int, verb: String, group: String, person: String?, given: String, correct: Bool,
                    expected: [String]) {
            self.number = number
            self.verb = verb
            self.group = group
            self.person = person
            self.given = given
            self.correct = correct
            self.expected = expected
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(number, forKey: .number)
            try c.encode(verb, forKey: .verb)
            try c.encode(group, forKey: .group)
            try c.encode(person, forKey: .person)
            try c.encode(given, forKey: .given)
            try c.encode(correct, forKey: .correct)
            try c.encode(expected, forKey: .expected)
        }
    }

    /// 32 hex digits.
    public var id: String
    /// The player of a ranked quiz; null otherwise.
    public var player: String?
    /// "regular" or "ridiculous".
    public var difficulty: String
    /// How many questions the quiz has.
    public var total: Int
    /// Right answers so far.
    public var correctCount: Int
    /// The score so far, the final score once finished.
    public var score: Int
    /// Whether every question has been answered.
    public var finished: Bool
    /// The questions answered, in order.
    public var answers: [Answer]
    /// The question to answer now; nil once the quiz is over.
    public var question: QuestionPrompt?

    /// A state from its parts.
    public init(id: String, player: String?, difficulty: String, total: Int, correctCount: Int, score: Int,
                finished: Bool, answers: [Answer], question: QuestionPrompt?) {
        self.id = id
        self.player = player
        self.difficulty = difficulty
        self.total = total
        self.correctCount = correctCount
        self.score = score
        self.finished = finished
        self.answers = answers
        self.question = question
    }

    /// The state of `session`, the quiz `id` of `player`, named in the language of `l`.
    public init(id: String, player: String?, difficulty: String, session: QuizSession, _ l: L) {
        let answered: [Answer] = session.quiz.questions.indices.compactMap { i in
            guard let a = session.answers[i] else { return nil }
            let q = session.quiz.questions[i]
            return Answer(number: i + 1, verb: q.verb.prompt, group: q.conjugationgroup.rawValue, person: q.person?.id,
                          given: a.given, correct: a.isCorrect, expected: q.acceptedAnswers)
        }
        self.init(id: id, player: player, difficulty: difficulty, total: session.quiz.questions.count,
                  correctCount: session.correctCount, score: session.isFinished ? session.finalScore : session.score,
                  finished: session.isFinished, answers: answered, question: QuestionPrompt(session, l))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(player, forKey: .player)
        try c.encode(difficulty, forKey: .difficulty)
        try c.encode(total, forKey: .total)
        try c.encode(correctCount, forKey: .correctCount)
        try c.encode(score, forKey: .score)
        try c.encode(finished, forKey: .finished)
        try c.encode(answers, forKey: .answers)
        try c.encode(question, forKey: .question)
    }
}
