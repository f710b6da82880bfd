// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Persistence
import QuizKit

/// A quiz kept wholly in records, for a front end that keeps nothing between requests (the
/// web server, whose processes may share one database): the questions and the answers so
/// far are stored, and each answer rebuilds the session from them, grades through
/// `QuizSession` and says what to store. The grading, scoring and question records are the
/// same as in every other front end.
///
/// ```swift
/// let questions = RecordedQuiz.questions(QuizPlan(difficulty: .regular, seed: 7), source: source)
/// var quiz = RecordedQuiz(difficulty: .regular, questions: questions, answers: [], source: source)
/// let graded = quiz?.answer("sang")   // index 0, the question, and whether "sang" was right
/// ```
public struct RecordedQuiz: Sendable {
    /// The session rebuilt from the records.
    public private(set) var session: QuizSession

    /// The questions of a new quiz, as records to store: `plan` over `source` with uniform
    /// weights, since a shared server has no one learner's history to favour.
    public static func questions(_ plan: QuizPlan, source: VerbSource) -> [StoredQuestion] {
        var rng = SplitMix64(seed: plan.seed)
        let quiz = Quiz.generate(difficulty: plan.difficulty, source: plan.source(from: source), weights: .uniform,
                                 options: plan.options, using: &rng)
        return quiz.questions.enumerated().map { StoredQuestion($1, position: $0) }
    }

    /// The quiz of stored `questions` (by position) with the `answers` given so far, in
    /// order; nil when a record names a slot or person this version does not know.
    public init?(difficulty: Difficulty, questions: [StoredQuestion], answers: [QuizSession.Answer],
                 source: VerbSource, startedAt: Date = Date(timeIntervalSince1970: 0)) {
        var rebuilt: [Question] = []
        for record in questions.sorted(by: { $0.position < $1.position }) {
            guard let question = Question(record, source: source) else { return nil }
            rebuilt.append(question)
        }
        var given: [Int: QuizSession.Answer] = [:]
        for (i, a) in answers.prefix(rebuilt.count).enumerated() { given[i] = a }
        session = QuizSession(quiz: Quiz(difficulty: difficulty, questions: rebuilt), answers: given,
                              timer: QuizTimer(startedAt: startedAt))
    }

    /// Grades `text` against the current question; nil when the quiz is over. The answer is
    /// trimmed as every front end trims it; the caller stores it at `index`.
    public mutating func answer(_ text: String) -> (index: Int, question: Question, answer: QuizSession.Answer)? {
        session.answer(text)
    }
}
