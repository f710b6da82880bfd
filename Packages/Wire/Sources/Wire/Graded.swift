// SPDX-License-Identifier: GPL-3.0-or-later
import QuizKit

/// The reply to an answer of a server's quiz: right or wrong, the accepted answers, why
/// (after a wrong one), the next question (null after the last) and the score.
///
/// ```swift
/// // {"correct":false,"expected":["kam an"],"next":null,"score":10,"finished":true,
/// //  "explanation":{"sentence":"ankommen is separable: …","article":"separable-prefixes","title":"Separable verbs"}}
/// ```
public struct Graded: Codable, Sendable, Equatable {
    /// Whether the answer was right.
    public var correct: Bool
    /// Every answer that counts as right, the preferred first.
    public var expected: [String]
    /// The question to answer now; nil after the last.
    public var next: QuestionPrompt?
    /// The score so far, the final score once finished.
    public var score: Int
    /// Whether this was the last answer.
    public var finished: Bool
    /// Why the form is what it is, after a wrong answer.
    public var explanation: Explained?

    /// A reply from its parts.
    public init(correct: Bool, expected: [String], next: QuestionPrompt?, score: Int, finished: Bool,
                explanation: Explained? = nil) {
        self.correct = correct
        self.expected = expected
        self.next = next
        self.score = score
        self.finished = finished
        self.explanation = explanation
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(correct, forKey: .correct)
        try c.encode(expected, forKey: .expected)
        try c.encode(next, forKey: .next)
        try c.encode(score, forKey: .score)
        try c.encode(finished, forKey: .finished)
        try c.encodeIfPresent(explanation, forKey: .explanation)
    }
}

/// Why a form is what it is, as every front end words it after a wrong answer: the rule
/// in one sentence, and the article that covers it (its slug and title). A terminal
/// points to the article as `konjugieren info SLUG`, a page links to it.
public struct Explained: Codable, Sendable, Equatable {
    /// "ankommen is separable: in a main clause the particle an goes to the end (komme an)."
    public var sentence: String
    /// The article's slug: "separable-prefixes".
    public var article: String
    /// The article's title in the same language: "Separable verbs".
    public var title: String

    /// An explanation from its parts.
    public init(sentence: String, article: String, title: String) {
        self.sentence = sentence
        self.article = article
        self.title = title
    }
}
