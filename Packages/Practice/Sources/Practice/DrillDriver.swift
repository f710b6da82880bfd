// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Persistence
import QuizKit

/// A quiz or a review drill from its first question to its end: the one lifecycle every
/// front end drives. It reads each typed line (an answer, a blank line, a hint to give,
/// `:quit` and its confirmation), grades, explains a wrong answer, ends a quiz at its last
/// question or its last life, pauses and gives up; and it says which store writes each
/// step needs, in order, so that every answer is committed as it is given.
///
/// The driver is a value and writes nothing itself: a command line carries the writes out
/// at once (`Practice.carryOut(_:)`), a dashboard returns them as effects of its reducer.
///
/// ```swift
/// var drive = DrillDriver(quiz: try practice.start(QuizPlan(difficulty: .regular, seed: 42), at: now),
///                         source: practice.source, at: now)
/// if case .answered(let answered) = drive.read("sang", at: now) {
///     answered.explanation   // why, after a wrong answer
/// }
/// try practice.carryOut(&drive)   // the answer and its review-queue change, committed
/// ```
public struct DrillDriver: Sendable {
    /// What is played.
    public enum Kind: Sendable {
        /// A quiz recorded in the store.
        case quiz(ActiveQuiz)
        /// A review of queue entries, one question each.
        case review(ReviewDrill)
    }

    /// How a drill ended.
    public enum End: Sendable, Equatable {
        /// Every question was answered, or the lives ran out.
        case finished
        /// A quiz left to resume later (end of input, Esc): everything answered is committed.
        case paused
        /// A quiz given up with `:quit` (it is neither resumable nor in history), or a
        /// review stopped.
        case quit
    }

    /// What reading a line did, for the front end to show.
    public enum Turn: Sendable {
        /// Nothing to grade (an empty line): ask the same question again.
        case again
        /// Asked again, saying what counts (`DrillInput.notYesOrNo`, `.notAChoice`, `.specialKeys`).
        case hint(DrillInput)
        /// `:quit` in a quiz: ask whether to give it up; the next line answers.
        case confirmQuit
        /// The learner did not give the quiz up: it goes on.
        case goesOn
        /// An answer graded (with why, when wrong); `end` is set when it was the last.
        case answered(Answered)
        /// The drill ended without an answer (`:quit` confirmed, or a review stopped).
        case ended(End)
    }

    /// The quiz or the review, with its session.
    public private(set) var kind: Kind
    /// The last answer graded, with its explanation.
    public private(set) var last: Answered?
    /// How the drill ended; nil while it goes on.
    public private(set) var end: End?
    /// Whether `:quit` was typed and the next line says yes or no.
    public private(set) var isConfirmingQuit = false
    /// When the last question was answered (or a resumed quiz was found answered to the end).
    public private(set) var finishedAt: Date?
    /// The badges the writes carried out so far earned, to be announced.
    public var earned: [Badge] = []
    /// Writes asked for and not yet carried out, in order.
    public private(set) var writes: [PracticeWrite] = []
    /// The verbs, for the explanation of a wrong answer.
    let source: VerbSource

    /// A quiz started or resumed. A quiz resumed with every question answered (its process
    /// ended before it could be finished) is finished at once.
    public init(quiz: ActiveQuiz, source: VerbSource, at date: Date) {
        kind = .quiz(quiz)
        self.source = source
        if quiz.isFinished {
            writes = quiz.finish(at: date)
            end = .finished
            finishedAt = date
        }
    }

    /// A review drill.
    public init(review: ReviewDrill, source: VerbSource) {
        kind = .review(review)
        self.source = source
    }

    /// The questions, the answers so far and the timer.
    public var session: QuizSession {
        switch kind {
        case .quiz(let quiz): return quiz.session
        case .review(let review): return review.session
        }
    }

    /// The quiz played; nil for a review.
    public var quiz: ActiveQuiz? {
        if case .quiz(let quiz) = kind { return quiz }
        return nil
    }

    /// The queue entries of a review; nil for a quiz.
    public var reviewEntries: [ReviewEntry]? {
        if case .review(let review) = kind { return review.entries }
        return nil
    }

    /// Whether every question has been answered.
    public var isFinished: Bool { session.isFinished }

    /// The lives of a quiz the lives ended (`--lives 3` and three wrong answers); nil otherwise.
    public var livesLost: Int? {
        guard let lives = session.lives, session.livesLeft == 0 else { return nil }
        return lives
    }

    /// The writes asked for so far, handed over to be carried out.
    public mutating func takeWrites() -> [PracticeWrite] {
        defer { writes = [] }
        return writes
    }

    /// Reads one typed line. `confirmsQuit`: whether `:quit` in a quiz first asks (a
    /// terminal) or gives the quiz up at once (a script's `quiz --format json`).
    public mutating func read(_ line: String, at date: Date, confirmsQuit: Bool = true) -> Turn {
        guard end == nil else { return .again }
        if isConfirmingQuit {
            isConfirmingQuit = false
            guard Grading.truth(line) == true else { return .goesOn }
            quit(at: date)
            return .ended(.quit)
        }
        let input = DrillInput(line, to: session.current)
        switch input {
        case .blank:
            return .again
        case .notYesOrNo, .notAChoice, .specialKeys:
            return .hint(input)
        case .quit:
            if case .quiz = kind, confirmsQuit {
                isConfirmingQuit = true
                return .confirmQuit
            }
            quit(at: date)
            return .ended(.quit)
        case .answer(let text):
            guard let answered = answer(text, at: date) else { return .again }
            return .answered(answered)
        }
    }

    /// Grades `text` against the current question: the answer and its review-queue change
    /// are asked to be written, and after the last question (or the last life) the finish.
    /// A pasted page is not an answer: it is cut to what the store keeps before it is
    /// graded. Nil once the drill is over.
    @discardableResult
    public mutating func answer(_ text: String, at date: Date) -> Answered? {
        guard end == nil else { return nil }
        let typed = Store.capped(text, to: Store.answerLimit)
        var answered: Answered
        switch kind {
        case .quiz(var quiz):
            guard let graded = quiz.answer(typed, at: date) else { return nil }
            kind = .quiz(quiz)
            answered = graded
        case .review(var review):
            guard let graded = review.answer(typed, at: date) else { return nil }
            kind = .review(review)
            answered = graded.answered
            answered.change = graded.change
        }
        if !answered.answer.isCorrect {
            answered.explanation = Explanation(answered.question, verb: source.verb(answered.question.verb.prompt),
                                               given: answered.answer.given)
        }
        writes += answered.writes
        last = answered
        if session.isFinished {
            end = .finished
            finishedAt = date
        }
        return answered
    }

    /// Leaves a quiz to resume later (end of input, Esc); stops a review.
    public mutating func pause(at date: Date) {
        guard end == nil else { return }
        if case .quiz(let quiz) = kind {
            writes += quiz.pause(at: date)
            end = .paused
        } else {
            end = .quit
        }
    }

    /// Gives a quiz up (`:quit`): neither resumable nor in history; stops a review.
    public mutating func quit(at date: Date) {
        guard end == nil else { return }
        isConfirmingQuit = false
        if case .quiz(let quiz) = kind { writes += quiz.quit(at: date) }
        end = .quit
    }

    /// Seconds on the timer when the drill finished, or at `date` while it goes on.
    public func elapsed(at date: Date) -> TimeInterval {
        session.timer.elapsed(at: finishedAt ?? date)
    }
}

extension Practice {
    /// Carries out the writes `driver` asked for, at once, and adds the badges they earned
    /// to it: what a command line does after every step, so that each answer is committed
    /// as it is given.
    public func carryOut(_ driver: inout DrillDriver) throws(PersistenceError) {
        for write in driver.takeWrites() { driver.earned += try perform(write) }
    }

    /// The driver of a quiz just started or resumed, over this practice's verbs.
    public func driver(_ quiz: ActiveQuiz, at date: Date) -> DrillDriver {
        DrillDriver(quiz: quiz, source: source, at: date)
    }
}
