// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Persistence
import QuizKit

/// A change to the store that playing asks for. The drills return them and do not touch
/// the store; a front end carries them out with `Practice.perform(_:)`, at once (the CLI)
/// or as effects of its reducer (the dashboard).
public enum PracticeWrite: Sendable, Equatable {
    /// An answer, committed with the review-queue change it causes and the quiz clock.
    case recordAnswer(quizID: Int64, StoredAnswer, form: ReviewKey, elapsed: TimeInterval)
    /// The last answer was given: the score goes into history and the leaderboard.
    case finishQuiz(id: Int64, at: Date, elapsed: TimeInterval, score: Int, correctCount: Int)
    /// The quiz is left unfinished and resumable: the clock is saved, the owner released.
    case pauseQuiz(id: Int64, elapsed: TimeInterval)
    /// The quiz is given up: it is neither resumable nor in the history.
    case discardQuiz(id: Int64, at: Date)
    /// A review answer moved a form in the queue, or out of it.
    case applyReview(ReviewChange)
    /// A review answer: counted in its day's activity (XP, goal, forms answered), with the
    /// queue change it causes, if any.
    case recordReview(ReviewChange?, isCorrect: Bool, experience: Int, at: Date)
}

/// What a typed line is in a quiz or a review: nothing (an empty Enter asks again and
/// costs nothing), a command, or an answer. Every front end reads lines through this.
public enum DrillInput: Sendable, Equatable {
    /// Only spaces, or nothing: ask the same question again.
    case blank
    /// `:q` or `:quit`.
    case quit
    /// An answer to grade.
    case answer(String)
    /// A true/false question answered with neither yes nor no ("maybe", "x", "42"): ask
    /// the same question again, saying which words are taken; it costs nothing.
    case notYesOrNo
    /// A multiple-choice question answered with none of its `options` ("5" of four, "x"):
    /// asked again, saying how to choose; it costs nothing.
    case notAChoice(options: Int)
    /// An arrow or another special key (an escape sequence, "\u{1B}[A") in the line: asked
    /// again; it costs nothing.
    case specialKeys

    /// The kind of `line`: "" → `.blank`, ":Q " → `.quit`, "sang" → `.answer("sang")`,
    /// "\u{1B}[A" → `.specialKeys`.
    public init(_ line: String) {
        if DrillCommand(line) == .quit {
            self = .quit
        } else if line.unicodeScalars.contains(where: { $0 == "\u{1B}" }) {
            self = .specialKeys
        } else if Grading.trimmed(line).isEmpty {
            self = .blank
        } else {
            self = .answer(line)
        }
    }

    /// The kind of `line` as a reply to `question`: as `init(_:)`, except that a true/false
    /// question takes only yes or no in English or German (`Grading.truth`: "ja", "n",
    /// "richtig", "false" …), and anything else is `.notYesOrNo`, not a wrong answer; a
    /// multiple-choice question takes only one of its options (`Question.isChoice`), and
    /// anything else is `.notAChoice`.
    public init(_ line: String, to question: Question?) {
        self.init(line)
        guard case .answer(let text) = self, let question else { return }
        switch question.kind {
        case .trueFalse where Grading.truth(text) == nil:
            self = .notYesOrNo
        case .choice(let options) where !question.isChoice(text):
            self = .notAChoice(options: options.count)
        default:
            break
        }
    }
}

/// A typed line that is a command, not an answer, in a quiz or a review: `:q` or `:quit`
/// (any case, spaces around) ends it. Every front end reads answers through this, so
/// the same words work everywhere.
public enum DrillCommand: Sendable, Equatable {
    case quit

    /// The command `line` is, or nil for an answer: ":q" → `.quit`, "sang" → nil.
    public init?(_ line: String) {
        switch Grading.trimmed(line).lowercased() {
        case ":q", ":quit": self = .quit
        default: return nil
        }
    }
}

/// One answer given: which question, what was typed and whether it was right.
public struct Answered: Sendable {
    /// The question's position in the drill.
    public var index: Int
    /// The question answered.
    public var question: Question
    /// What was typed, trimmed, and whether it was right.
    public var answer: QuizSession.Answer
    /// What the store must record for it.
    public var writes: [PracticeWrite]
    /// Why the form is what it is, after a wrong answer (see `DrillDriver`); nil when right.
    public var explanation: Explanation?
    /// What a review answer did to the form's place in the queue: a box up (`.save`), out
    /// of the queue (`.remove`); nil in a quiz, or when nothing changed.
    public var change: ReviewChange?
}

/// A quiz being played, recorded in the store under `id`.
///
/// ```swift
/// var quiz = try practice.start(QuizPlan(difficulty: .regular, seed: 42), at: now)
/// if let answered = quiz.answer("sang", at: now) {
///     for write in answered.writes { try practice.perform(write) }
/// }
/// ```
public struct ActiveQuiz: Sendable, Hashable {
    /// The quiz id in the store.
    public var id: Int64
    /// The questions, the answers so far and the timer.
    public var session: QuizSession
    /// How many questions the learner asked for; more than the quiz has when the verbs
    /// and groups chosen give fewer different questions (one verb: `quiz --verbs singen`).
    public var requested: Int

    /// A quiz recorded under `id`, played in `session`; `requested` defaults to its length.
    public init(id: Int64, session: QuizSession, requested: Int? = nil) {
        self.id = id
        self.session = session
        self.requested = requested ?? session.quiz.questions.count
    }

    /// Whether every question has been answered.
    public var isFinished: Bool { session.isFinished }

    /// Whether the quiz asks fewer questions than the learner asked for, which every
    /// front end says when it starts (see `fewerQuestionsNote`).
    public var isShort: Bool { session.quiz.questions.count < requested }

    /// Grades `text` against the current question. The writes commit the answer with its
    /// review-queue change and, after the last question, finish the quiz. Nil once the
    /// quiz is over.
    public mutating func answer(_ text: String, at date: Date) -> Answered? {
        guard let outcome = session.answer(text) else { return nil }
        let elapsed = session.timer.elapsed(at: date)
        let experience = outcome.answer.isCorrect
            ? Scoring.experience(for: outcome.question, difficulty: session.quiz.difficulty) : 0
        var writes: [PracticeWrite] = [.recordAnswer(
            quizID: id,
            StoredAnswer(position: outcome.index, given: outcome.answer.given,
                         isCorrect: outcome.answer.isCorrect, answeredAt: date, experience: experience),
            form: ReviewKey(outcome.question), elapsed: elapsed)]
        if session.isFinished {
            writes.append(.finishQuiz(id: id, at: date, elapsed: elapsed, score: session.finalScore,
                                      correctCount: session.correctCount))
        }
        return Answered(index: outcome.index, question: outcome.question, answer: outcome.answer, writes: writes)
    }

    /// Finishing a quiz whose every question was answered before it could be finished
    /// (the process ended after the last answer); nothing while questions are open.
    public func finish(at date: Date) -> [PracticeWrite] {
        guard session.isFinished else { return [] }
        return [.finishQuiz(id: id, at: date, elapsed: session.timer.elapsed(at: date), score: session.finalScore,
                            correctCount: session.correctCount)]
    }

    /// Leaving the quiz to come back later: everything answered is already committed.
    public func pause(at date: Date) -> [PracticeWrite] {
        [.pauseQuiz(id: id, elapsed: session.timer.elapsed(at: date))]
    }

    /// Giving the quiz up (`:quit`).
    public func quit(at date: Date) -> [PracticeWrite] {
        [.pauseQuiz(id: id, elapsed: session.timer.elapsed(at: date)), .discardQuiz(id: id, at: date)]
    }
}

/// A review drill over queue entries, one question per entry.
public struct ReviewDrill: Sendable {
    /// The queue entries asked, in order: `entries[i]` is where question `i` stood.
    public var entries: [ReviewEntry]
    /// The questions, the answers so far and the timer.
    public var session: QuizSession

    /// A drill asking `session`'s questions about `entries`, one each.
    public init(entries: [ReviewEntry], session: QuizSession) {
        self.entries = entries
        self.session = session
    }

    /// Whether every form has been asked.
    public var isFinished: Bool { session.isFinished }

    /// Grades `text`; every answer counts in a review, so a right one moves the form a box
    /// up (or out of the queue) and a wrong one back to box 1. `change` is what happened
    /// to the form. Nil once the drill is over.
    public mutating func answer(_ text: String, at date: Date) -> (answered: Answered, change: ReviewChange?)? {
        guard let outcome = session.answer(text) else { return nil }
        let existing = entries.indices.contains(outcome.index) ? entries[outcome.index] : nil
        let change = ReviewKey(outcome.question).change(existing: existing, correct: outcome.answer.isCorrect,
                                                        at: date, inQuiz: false)
        let experience = outcome.answer.isCorrect
            ? Scoring.experience(for: outcome.question, difficulty: session.quiz.difficulty) : 0
        let answered = Answered(index: outcome.index, question: outcome.question, answer: outcome.answer,
                                writes: [.recordReview(change, isCorrect: outcome.answer.isCorrect,
                                                       experience: experience, at: date)])
        return (answered, change)
    }
}
