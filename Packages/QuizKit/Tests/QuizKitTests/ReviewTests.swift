// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import QuizKit

struct ReviewTests {
    let day: TimeInterval = 86_400

    @Test func aWrongAnswerEntersBoxOneDueTomorrow() throws {
        let state = try #require(Leitner.standard.schedule(nil, correct: false, at: epoch))
        #expect(state.box == 1)
        #expect(state.dueAt == epoch + day)
        #expect(state.wrongCount == 1)
        #expect(!state.isDue(at: epoch))
        #expect(state.isDue(at: epoch + day))
    }

    @Test func aRightAnswerToAFormNeverMissedStaysOutOfTheQueue() {
        #expect(Leitner.standard.schedule(nil, correct: true, at: epoch) == nil)
    }

    @Test(arguments: [(1, 2, 2.0), (2, 3, 4.0), (3, 4, 8.0), (4, 5, 16.0), (5, 6, 32.0)])
    func rightAnswersMoveUpAndDoubleTheWait(from box: Int, to next: Int, days: Double) throws {
        let state = Leitner.State(box: box, dueAt: epoch, lastReviewedAt: epoch - day, wrongCount: 1, rightCount: 0)
        let moved = try #require(Leitner.standard.schedule(state, correct: true, at: epoch))
        #expect(moved.box == next)
        #expect(moved.dueAt == epoch + days * day)
        #expect(moved.rightCount == 1)
    }

    @Test(arguments: [1, 3, 6])
    func aWrongAnswerSendsAnyBoxBackToOne(box: Int) throws {
        let state = Leitner.State(box: box, dueAt: epoch, lastReviewedAt: epoch, wrongCount: 2, rightCount: 4)
        let moved = try #require(Leitner.standard.schedule(state, correct: false, at: epoch))
        #expect(moved.box == 1)
        #expect(moved.wrongCount == 3)
        #expect(moved.rightCount == 4)
        #expect(moved.dueAt == epoch + day)
    }

    @Test func aRightAnswerInTheLastBoxGraduates() {
        let state = Leitner.State(box: 6, dueAt: epoch, lastReviewedAt: epoch, wrongCount: 1, rightCount: 5)
        #expect(Leitner.standard.schedule(state, correct: true, at: epoch) == nil)
    }

    @Test func aFullClimbTakesSixtyThreeDays() throws {
        var state = try #require(Leitner.standard.schedule(nil, correct: false, at: epoch))
        var now = epoch
        var waited = 0.0
        while true {
            waited += state.dueAt.timeIntervalSince(now) / day
            now = state.dueAt
            guard let next = Leitner.standard.schedule(state, correct: true, at: now) else { break }
            state = next
        }
        #expect(waited == 1 + 2 + 4 + 8 + 16 + 32)
    }
}

struct ReviewUpdateTests {
    let day: TimeInterval = 86_400
    var queued: Leitner.State {
        Leitner.State(box: 2, dueAt: epoch + 86_400, lastReviewedAt: epoch - 86_400, wrongCount: 1, rightCount: 1)
    }

    @Test func aQuizPromotesAQueuedFormOnlyWhenItIsDue() {
        let leitner = Leitner.standard
        #expect(leitner.afterQuizAnswer(queued, correct: true, at: epoch) == .unchanged)
        guard case .save(let moved) = leitner.afterQuizAnswer(queued, correct: true, at: epoch + day) else {
            Issue.record("a due form answered right should move up")
            return
        }
        #expect(moved.box == 3)
    }

    @Test func aWrongQuizAnswerAlwaysResetsToBoxOne() {
        guard case .save(let reset) = Leitner.standard.afterQuizAnswer(queued, correct: false, at: epoch) else {
            Issue.record("a wrong answer should reset the form")
            return
        }
        #expect(reset.box == 1)
        #expect(reset.wrongCount == 2)
    }

    @Test func aRightAnswerToAFormNeverMissedChangesNothing() {
        #expect(Leitner.standard.afterQuizAnswer(nil, correct: true, at: epoch) == .unchanged)
        #expect(Leitner.standard.afterReview(nil, correct: true, at: epoch) == .unchanged)
    }

    @Test func aDrillCountsEvenBeforeTheDueDate() {
        guard case .save(let moved) = Leitner.standard.afterReview(queued, correct: true, at: epoch) else {
            Issue.record("a drill answer should move the form")
            return
        }
        #expect(moved.box == 3)
    }

    @Test func theLastBoxGraduates() {
        let last = Leitner.State(box: 6, dueAt: epoch, lastReviewedAt: epoch, wrongCount: 1, rightCount: 5)
        #expect(Leitner.standard.afterReview(last, correct: true, at: epoch) == .remove)
        #expect(Leitner.standard.afterQuizAnswer(last, correct: true, at: epoch) == .remove)
    }
}

struct HistoryTests {
    var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Berlin") ?? .gmt
        return c
    }

    @Test(arguments: [
        ([0, 150, 300], "▁▄█"),
        ([], ""),
        ([0, 0], "▁▁"),
        ([300, 270, 30], "█▇▁"),
        ([600], "█"),
    ])
    func sparkline(scores: [Int], line: String) {
        #expect(HistoryStats.sparkline(scores) == line)
    }

    @Test(arguments: [
        (6, 12, 8, "████░░░░"),
        (1, 3, 8, "██▋░░░░░"),
        (0, 5, 4, "░░░░"),
        (5, 5, 4, "████"),
        (0, 0, 3, "░░░"),       // nothing answered: an empty bar
        (7, 5, 2, "██"),        // never past the end
    ])
    func barLengthTellsTheShare(part: Int, whole: Int, width: Int, bar: String) {
        #expect(HistoryStats.bar(part, of: whole, width: width) == bar)
        #expect(HistoryStats.bar(part, of: whole, width: width).count == width)
    }

    @Test func sparklineWithAFixedScale() {
        #expect(HistoryStats.sparkline([150, 300, 600], maximum: 600) == "▂▄█")
    }

    @Test(arguments: [
        ([0.0], 1),             // today
        ([-1.0], 1),            // yesterday only: still running
        ([-2.0], 0),            // broken
        ([0, -1, -2, -4], 3),
        ([0, 0, -1], 2),        // two quizzes on one day count once
        ([], 0),
    ] as [([Double], Int)])
    func streak(daysAgo: [Double], streak: Int) {
        let today = epoch  // 2027-01-15 09:00 in Berlin
        let results = daysAgo.map { QuizResult(score: 100, finishedAt: today + $0 * 86_400) }
        #expect(HistoryStats.currentStreak(results, today: today, calendar: calendar) == streak)
    }

    @Test func best() {
        #expect(HistoryStats.best([]) == nil)
        #expect(HistoryStats.best([QuizResult(score: 120, finishedAt: epoch), QuizResult(score: 480, finishedAt: epoch)]) == 480)
    }
}
