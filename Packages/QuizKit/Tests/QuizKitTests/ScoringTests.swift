// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Testing
@testable import QuizKit

struct ScoringTests {
    @Test(arguments: [
        (0, Difficulty.regular, 0), (1, .regular, 10), (30, .regular, 300), (24, .regular, 240),
        (0, .ridiculous, 0), (1, .ridiculous, 20), (24, .ridiculous, 480), (30, .ridiculous, 600),
    ])
    func finalScore(correct: Int, difficulty: Difficulty, score: Int) {
        #expect(Scoring.finalScore(correct: correct, difficulty: difficulty) == score)
    }

    @Test(arguments: [Difficulty.regular, .ridiculous])
    func sessionCountsAndScores(difficulty: Difficulty) {
        var rng = SplitMix64(seed: 4)
        let quiz = Quiz.generate(difficulty: difficulty, source: fakeSource(), using: &rng)
        var session = QuizSession(quiz: quiz, timer: QuizTimer(startedAt: epoch))
        var right = 0
        while let q = session.current {
            let index = session.currentIndex ?? -1
            let correct = index % 3 != 0
            if correct { right += 1 }
            let outcome = session.answer(correct ? "  \(q.expected.text.uppercased()) " : "falsch")
            #expect(outcome?.answer.isCorrect == correct)
            #expect(outcome?.index == index)
            #expect(session.score == Scoring.points(correct: right))
        }
        #expect(session.isFinished)
        #expect(session.answeredCount == 30)
        #expect(session.correctCount == 20)
        #expect(session.finalScore == 200 * difficulty.multiplier)
        #expect(session.answer("zu spät") == nil)
    }

    @Test func resumedSessionStartsAtTheFirstUnanswered() {
        var rng = SplitMix64(seed: 4)
        let quiz = Quiz.generate(difficulty: .regular, source: fakeSource(), using: &rng)
        let session = QuizSession(
            quiz: quiz,
            answers: [0: .init(given: "x", isCorrect: false), 1: .init(given: "y", isCorrect: true)],
            timer: QuizTimer(startedAt: epoch, carried: 65))
        #expect(session.currentIndex == 2)
        #expect(session.score == 10)
        #expect(session.timer.elapsed(at: epoch + 10) == 75)
    }
}

struct TimerTests {
    final class ManualClock: @unchecked Sendable {
        // Only the test thread touches it; the clock closure reads it.
        var date: Date
        init(_ date: Date) { self.date = date }
        var clock: QuizClock { QuizClock { [unowned self] in self.date } }
    }

    @Test func runsFromStartWithAnInjectedClock() {
        let manual = ManualClock(epoch)
        let timer = QuizTimer(startedAt: manual.clock.now())
        #expect(formatElapsed(timer.elapsed(manual.clock)) == "0:00:00")
        manual.date = epoch + 187
        #expect(formatElapsed(timer.elapsed(manual.clock)) == "0:03:07")
        manual.date = epoch + 3725.9
        #expect(formatElapsed(timer.elapsed(manual.clock)) == "1:02:05")
    }

    @Test func resumingCarriesTheTimeAlreadySpent() {
        let timer = QuizTimer(startedAt: epoch + 10_000, carried: 125)
        #expect(timer.elapsed(at: epoch + 10_005) == 130)
    }

    @Test func aClockGoingBackwardsCountsNoTime() {
        let timer = QuizTimer(startedAt: epoch, carried: 30)
        #expect(timer.elapsed(at: epoch - 100) == 30)
    }

    @Test(arguments: [
        (0.0, "0:00:00"), (59.99, "0:00:59"), (60, "0:01:00"), (3599, "0:59:59"), (3600, "1:00:00"),
        (36_000 + 61, "10:01:01"), (-5, "0:00:00"), (.infinity, "0:00:00"), (.nan, "0:00:00"),
    ])
    func formatsHoursMinutesSeconds(seconds: Double, text: String) {
        #expect(formatElapsed(seconds) == text)
    }

    @Test func liveClockAdvances() {
        let first = QuizClock.live.now()
        #expect(QuizClock.live.now() >= first)
    }
}
