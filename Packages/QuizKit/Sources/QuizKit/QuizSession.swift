// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// A quiz being played: the questions, the answers given so far and the timer.
///
/// A value: `answer(_:at:)` returns the outcome and the caller stores it. A session
/// resumed from the store is rebuilt with `init(quiz:answers:timer:)`.
public struct QuizSession: Sendable, Hashable {
    /// The questions.
    public var quiz: Quiz
    /// Answers by question index.
    public private(set) var answers: [Int: Answer]
    /// The quiz clock.
    public var timer: QuizTimer

    /// A learner's answer and whether it was right.
    public struct Answer: Sendable, Hashable {
        /// What the learner typed, trimmed.
        public var given: String
        /// Whether it was accepted.
        public var isCorrect: Bool

        /// An answer from its text and grade.
        public init(given: String, isCorrect: Bool) {
            self.given = given
            self.isCorrect = isCorrect
        }
    }

    /// A session; a resumed one passes the answers already given.
    public init(quiz: Quiz, answers: [Int: Answer] = [:], timer: QuizTimer) {
        self.quiz = quiz
        self.answers = answers
        self.timer = timer
    }

    /// The index of the first unanswered question; nil once all are answered.
    public var currentIndex: Int? {
        quiz.questions.indices.first { answers[$0] == nil }
    }

    /// The question to ask now.
    public var current: Question? { currentIndex.map { quiz.questions[$0] } }

    /// Whether every question has been answered.
    public var isFinished: Bool { currentIndex == nil }

    /// Number of questions answered so far.
    public var answeredCount: Int { answers.count }

    /// Right answers so far.
    public var correctCount: Int { answers.values.filter(\.isCorrect).count }

    /// The running score shown during the quiz: 10 per correct answer.
    public var score: Int { Scoring.points(correct: correctCount) }

    /// The final score, with the difficulty's multiplier.
    public var finalScore: Int { Scoring.finalScore(correct: correctCount, difficulty: quiz.difficulty) }

    /// Grades `text` against the current question and records it.
    /// - Returns: the question, its index and the recorded answer; nil if the quiz is over.
    public mutating func answer(_ text: String) -> (index: Int, question: Question, answer: Answer)? {
        guard let index = currentIndex else { return nil }
        let question = quiz.questions[index]
        let trimmed = Grading.trimmed(text)
        let answer = Answer(given: trimmed, isCorrect: question.accepts(trimmed))
        answers[index] = answer
        return (index, question, answer)
    }
}

extension Grading {
    /// Surrounding whitespace removed, as stored and shown back.
    public static func trimmed(_ text: String) -> String {
        var s = Substring(text)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
