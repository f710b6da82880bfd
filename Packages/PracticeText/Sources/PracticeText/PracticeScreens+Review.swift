// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import Wire

// The review: a right answer's note and the queue.

extension PracticeScreens {
    /// A review question: the question's rows with its progress and the form's box, and
    /// the labels the correction after a wrong answer lines up with (`reviewVerdict`).
    public func reviewQuestion(_ question: Question, position: Int, of total: Int, box: Int)
        -> (lines: [String], labels: [String]) {
        let rows = questionRows(question, progress: (position, total)) + [(l.review.box, String(box))]
        let labels = (rows + [(l.quiz.lastAnswer, ""), (l.quiz.correctAnswer, "")]).map(\.0)
        return (table(rows, alignedWith: labels), labels)
    }

    /// What follows a review answer: a right one with what it did to the form's place in
    /// the queue, a wrong one with the correction and why, lined up with the question's
    /// `labels`; then the badges it earned.
    public func reviewVerdict(_ question: Question, given: String, isCorrect: Bool, change: ReviewChange?, why: Explained?,
                              earned: some Sequence<Badge>, alignedWith labels: [String]) -> [String] {
        let verdict = isCorrect ? [reviewRight(change)]
            : table(correction(question, given: given, why: why), alignedWith: labels)
        return verdict + earned.map(badgeEarned)
    }

    /// What a right review answer did: "Correct. Up to box 3, due 2026-11-27 10:00." or
    /// "Correct. Learned."
    public func reviewRight(_ change: ReviewChange?) -> String {
        var note = style.green(l.quiz.correct)
        switch change {
        case .save(let moved)?: note += " " + l.review.promoted(box: moved.box, due: date(moved.dueAt))
        case .remove?: note += " " + l.review.learned
        case nil: break
        }
        return note
    }

    /// Nothing due: when the next form is, and how many wait; or that the queue is empty.
    public func reviewNothingDue(_ queue: [ReviewEntry]) -> [String] {
        wrapped("", queue.first.map { l.review.nothingDue(next: date($0.dueAt), queued: queue.count) } ?? l.review.empty)
    }

    /// The review queue: how many forms and how many due, then one row per form, its box,
    /// due date and question; `prompt` names a verb as the quiz asks it ("sich bedanken").
    /// A question too long for the width wraps under itself at its " · ".
    public func reviewQueue(_ queue: [ReviewEntry], at now: Date, prompt: (String) -> String) -> [String] {
        let r = l.review
        guard !queue.isEmpty else { return [r.queueEmpty] }
        var lines = [r.queueSummary(queued: queue.count, due: queue.filter { $0.dueAt <= now }.count)]
        for e in queue {
            let question = settings.describe(e, verb: prompt(e.verb))
            let row = r.queueRow(box: e.box, due: date(e.dueAt), question: question)
            // Wrapped under the question: "Fach 1  2026-11-25 11:34  brauchen · … Vorgangspassiv\n                          · ich".
            guard wraps, row.hasSuffix(question) else {
                lines.append(row)
                continue
            }
            let prefix = String(row.dropLast(question.count))
            let indent = DisplayWidth.of(prefix)
            let parts = DisplayWidth.joinFitting(question.components(separatedBy: " · "), width: max(20, width - indent))
            lines += parts.enumerated().map { ($0.offset == 0 ? prefix : String(repeating: " ", count: indent) + "· ") + $0.element }
        }
        return lines
    }
}
