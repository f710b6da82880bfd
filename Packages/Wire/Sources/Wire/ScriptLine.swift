// SPDX-License-Identifier: GPL-3.0-or-later
import QuizKit

// The lines of `konjugieren quiz --format json`, one JSON object each: a question as it is
// asked, the same question when it is answered, and the result at the end.

/// A question's identity and kind, the first keys of every line about it:
/// `"verb":"singen","group":"präteritumIndikativ","person":"ich","kind":"typed"`, with
/// `"options"` for a multiple-choice question and `"claim"` for a true/false one.
public struct AskedForm: Codable, Sendable, Equatable {
    /// The verb as asked.
    public var verb: String
    /// The slot id.
    public var group: String
    /// The person id; null for the participles and infinitives.
    public var person: String?
    /// "typed", "choice" or "trueFalse".
    public var kind: String
    /// The choices of a multiple-choice question.
    public var options: [String]?
    /// The form a true/false question claims.
    public var claim: String?

    /// The form `question` asks.
    public init(_ question: Question) {
        verb = question.verb.prompt
        group = question.conjugationgroup.rawValue
        person = question.person?.id
        kind = question.kind.id
        switch question.kind {
        case .typed: break
        case .choice(let choices): options = choices
        case .trueFalse(let claimed): claim = claimed
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(verb, forKey: .verb)
        try c.encode(group, forKey: .group)
        try c.encode(person, forKey: .person)
        try c.encode(kind, forKey: .kind)
        try c.encodeIfPresent(options, forKey: .options)
        try c.encodeIfPresent(claim, forKey: .claim)
    }
}

private enum LineKeys: String, CodingKey {
    case type, number, total, gloss, livesLeft, expected, answer, correct, explanation
    case finished, discarded, score, answered, experience, badges, questions
}

/// `{"type":"question","number":1,"total":30,"verb":"singen",…,"gloss":"to sing"}`, with
/// `"livesLeft"` in lives mode.
public struct ScriptQuestion: Codable, Sendable, Equatable {
    /// Its place, from 1.
    public var number: Int
    /// How many questions the quiz has.
    public var total: Int
    /// What is asked.
    public var form: AskedForm
    /// The verb's English gloss.
    public var gloss: String
    /// Wrong answers still allowed in lives mode.
    public var livesLeft: Int?

    /// Question `number` of `total`.
    public init(_ question: Question, number: Int, of total: Int, livesLeft: Int?) {
        self.number = number
        self.total = total
        form = AskedForm(question)
        gloss = question.verb.gloss
        self.livesLeft = livesLeft
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: LineKeys.self)
        number = try c.decode(Int.self, forKey: .number)
        total = try c.decode(Int.self, forKey: .total)
        form = try AskedForm(from: decoder)
        gloss = try c.decode(String.self, forKey: .gloss)
        livesLeft = try c.decodeIfPresent(Int.self, forKey: .livesLeft)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: LineKeys.self)
        try c.encode("question", forKey: .type)
        try c.encode(number, forKey: .number)
        try c.encode(total, forKey: .total)
        try form.encode(to: encoder)
        try c.encode(gloss, forKey: .gloss)
        try c.encodeIfPresent(livesLeft, forKey: .livesLeft)
    }
}

/// A question with its answer: `…,"expected":["sang"],"answer":"singte","correct":false`;
/// `answer` is null for a question not asked.
public struct AnsweredForm: Codable, Sendable, Equatable {
    /// What was asked.
    public var form: AskedForm
    /// Every answer that counts as right.
    public var expected: [String]
    /// What was typed, trimmed; nil when not asked.
    public var answer: String?
    /// Whether it was right.
    public var correct: Bool

    /// `question` answered with `given` (nil: not asked).
    public init(_ question: Question, given: String?, correct: Bool) {
        form = AskedForm(question)
        expected = question.acceptedAnswers
        answer = given
        self.correct = correct
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: LineKeys.self)
        form = try AskedForm(from: decoder)
        expected = try c.decode([String].self, forKey: .expected)
        answer = try c.decodeIfPresent(String.self, forKey: .answer)
        correct = try c.decode(Bool.self, forKey: .correct)
    }

    public func encode(to encoder: any Encoder) throws {
        try form.encode(to: encoder)
        var c = encoder.container(keyedBy: LineKeys.self)
        try c.encode(expected, forKey: .expected)
        try c.encode(answer, forKey: .answer)
        try c.encode(correct, forKey: .correct)
    }
}

/// `{"type":"answer","number":1,…,"correct":false,"explanation":"…"}`: the feedback on one
/// answer, with why after a wrong one (the sentence and its pointer to the article).
public struct ScriptAnswer: Codable, Sendable, Equatable {
    /// The question's place, from 1.
    public var number: Int
    /// The question and the answer given.
    public var answered: AnsweredForm
    /// Why the form is what it is, after a wrong answer, in one line.
    public var explanation: String?

    /// The answer to question `number`.
    public init(number: Int, answered: AnsweredForm, explanation: String?) {
        self.number = number
        self.answered = answered
        self.explanation = explanation
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: LineKeys.self)
        number = try c.decode(Int.self, forKey: .number)
        answered = try AnsweredForm(from: decoder)
        explanation = try c.decodeIfPresent(String.self, forKey: .explanation)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: LineKeys.self)
        try c.encode("answer", forKey: .type)
        try c.encode(number, forKey: .number)
        try answered.encode(to: encoder)
        try c.encodeIfPresent(explanation, forKey: .explanation)
    }
}

/// The last line: `finished` when every question was answered (or the lives ran out),
/// `discarded` when :quit gave the quiz up, neither when end of input paused it.
public struct ScriptResult: Codable, Sendable, Equatable {
    /// Whether every question was answered, or the lives ran out.
    public var finished: Bool
    /// Whether :quit gave the quiz up.
    public var discarded: Bool
    /// The score so far, the final score once finished.
    public var score: Int
    /// Right answers.
    public var correct: Int
    /// Questions in the quiz.
    public var total: Int
    /// Questions answered.
    public var answered: Int
    /// XP earned.
    public var experience: Int
    /// The badges earned, by id.
    public var badges: [String]
    /// Every question, answered or not.
    public var questions: [AnsweredForm]

    /// The result of `session`.
    public init(_ session: QuizSession, finished: Bool, discarded: Bool, badges: [Badge]) {
        self.finished = finished
        self.discarded = discarded
        score = finished ? session.finalScore : session.score
        correct = session.correctCount
        total = session.quiz.questions.count
        answered = session.answeredCount
        experience = session.experience
        self.badges = badges.map(\.rawValue)
        questions = session.quiz.questions.enumerated().map { i, q in
            AnsweredForm(q, given: session.answers[i]?.given, correct: session.answers[i]?.isCorrect ?? false)
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: LineKeys.self)
        finished = try c.decode(Bool.self, forKey: .finished)
        discarded = try c.decode(Bool.self, forKey: .discarded)
        score = try c.decode(Int.self, forKey: .score)
        correct = try c.decode(Int.self, forKey: .correct)
        total = try c.decode(Int.self, forKey: .total)
        answered = try c.decode(Int.self, forKey: .answered)
        experience = try c.decode(Int.self, forKey: .experience)
        badges = try c.decode([String].self, forKey: .badges)
        questions = try c.decode([AnsweredForm].self, forKey: .questions)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: LineKeys.self)
        try c.encode("result", forKey: .type)
        try c.encode(finished, forKey: .finished)
        try c.encode(discarded, forKey: .discarded)
        try c.encode(score, forKey: .score)
        try c.encode(correct, forKey: .correct)
        try c.encode(total, forKey: .total)
        try c.encode(answered, forKey: .answered)
        try c.encode(experience, forKey: .experience)
        try c.encode(badges, forKey: .badges)
        try c.encode(questions, forKey: .questions)
    }
}
