// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// Spaced repetition with Leitner boxes.
///
/// A form answered wrong goes into box 1 and is due the next day. Each right
/// answer in review moves it up one box, and the wait doubles: 1, 2, 4, 8, 16, 32
/// days. A wrong answer sends it back to box 1. Past the last box it has been
/// learned and leaves the queue.
public struct Leitner: Sendable, Hashable {
    /// Days to wait after a right answer lands a form in box `i + 1`.
    public var intervals: [Int]

    /// Boxes with these waits in days; an empty list means one box of one day.
    public init(intervals: [Int] = [1, 2, 4, 8, 16, 32]) {
        self.intervals = intervals.isEmpty ? [1] : intervals
    }

    /// Six boxes: 1, 2, 4, 8, 16 and 32 days.
    public static let standard = Leitner()

    /// The highest box.
    public var lastBox: Int { intervals.count }

    /// Where a form stands in the queue.
    public struct State: Sendable, Hashable {
        /// The box, from 1.
        public var box: Int
        /// When the form is due again.
        public var dueAt: Date
        /// When it was last answered.
        public var lastReviewedAt: Date
        /// Wrong answers so far.
        public var wrongCount: Int
        /// Right review answers so far.
        public var rightCount: Int

        /// A state from its parts.
        public init(box: Int, dueAt: Date, lastReviewedAt: Date, wrongCount: Int, rightCount: Int) {
            self.box = box
            self.dueAt = dueAt
            self.lastReviewedAt = lastReviewedAt
            self.wrongCount = wrongCount
            self.rightCount = rightCount
        }

        /// Whether the form is due at `date`.
        public func isDue(at date: Date) -> Bool { dueAt <= date }
    }

    /// The next state after an answer at `date`; nil when the form is not (or no
    /// longer) in the queue: a right answer to a form never missed, or one that
    /// graduated from the last box.
    public func schedule(_ state: State?, correct: Bool, at date: Date) -> State? {
        if !correct {
            return State(box: 1, dueAt: date + Leitner.day * Double(intervals[0]), lastReviewedAt: date,
                         wrongCount: (state?.wrongCount ?? 0) + 1, rightCount: state?.rightCount ?? 0)
        }
        guard let state else { return nil }
        let box = state.box + 1
        guard box <= lastBox else { return nil }
        return State(box: box, dueAt: date + Leitner.day * Double(intervals[box - 1]), lastReviewedAt: date,
                     wrongCount: state.wrongCount, rightCount: state.rightCount + 1)
    }

    static let day: TimeInterval = 86_400

    /// What an answer does to a form's place in the queue.
    public enum Update: Sendable, Hashable {
        /// Nothing to write: a right answer to a form never missed, or one not yet due.
        case unchanged
        /// The form enters the queue or moves to another box.
        case save(State)
        /// The form has been learned and leaves the queue.
        case remove
    }

    /// The queue change after a quiz answer. A wrong answer puts the form in box 1;
    /// a right one counts as a review only when the form is due, so that a quiz does
    /// not rush a form through the boxes.
    public func afterQuizAnswer(_ state: State?, correct: Bool, at date: Date) -> Update {
        if correct, let state, !state.isDue(at: date) { return .unchanged }
        return afterReview(state, correct: correct, at: date)
    }

    /// The queue change after an answer in a review drill: every answer counts.
    public func afterReview(_ state: State?, correct: Bool, at date: Date) -> Update {
        if correct && state == nil { return .unchanged }
        guard let next = schedule(state, correct: correct, at: date) else { return .remove }
        return .save(next)
    }
}
