// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Persistence
import Practice
import QuizKit
import Testing

/// The lifecycle every front end drives: lines read, answers graded and explained,
/// writes asked for in order, and the quiz's end and standing.
struct DrillDriverTests {
    func started(_ plan: QuizPlan = QuizPlan(difficulty: .regular, seed: 7)) throws -> (Practice, DrillDriver) {
        let practice = Practice(store: try Store.inMemory(), source: fakeSource())
        return (practice, practice.driver(try practice.start(plan, at: now), at: now))
    }

    /// Lines that are no answer cost nothing and ask for no write.
    @Test func blankLinesAndAQuitNotConfirmedChangeNothing() throws {
        var (_, drive) = try started()
        guard case .again = drive.read("   ", at: now) else { Issue.record("a blank line is asked again"); return }
        guard case .confirmQuit = drive.read(":Q ", at: now) else { Issue.record(":q asks first"); return }
        #expect(drive.isConfirmingQuit)
        guard case .goesOn = drive.read("nein", at: now) else { Issue.record("no goes on"); return }
        #expect(drive.end == nil)
        #expect(drive.takeWrites().isEmpty)
        #expect(drive.session.answeredCount == 0)
    }

    /// A wrong answer is graded, explained and committed with its review change; the last
    /// one finishes the quiz in the same step.
    @Test func everyAnswerIsCommittedAsItIsGivenAndTheLastFinishes() throws {
        var (practice, drive) = try started(QuizPlan(difficulty: .regular, seed: 7, options: Quiz.Options(length: 3)))
        guard case .answered(let wrong) = drive.read("falsch", at: now) else { Issue.record("no answer"); return }
        #expect(!wrong.answer.isCorrect)
        #expect(wrong.explanation != nil)
        let writes = drive.takeWrites()
        guard case .recordAnswer(_, let answer, _, _)? = writes.first, writes.count == 1 else {
            Issue.record("expected the answer as one write, got \(writes)")
            return
        }
        #expect(answer.given == "falsch")
        for write in writes { try practice.perform(write) }
        #expect(try practice.unfinishedQuiz()?.answers.map(\.given) == ["falsch"])
        // The last answer asks for the finish with it.
        _ = drive.read("falsch", at: now)
        guard let last = drive.session.current, case .answered = drive.read(last.expected.text, at: now) else {
            Issue.record("no last answer")
            return
        }
        #expect(drive.end == .finished)
        #expect(drive.writes.contains { if case .finishQuiz = $0 { return true } else { return false } })
    }

    @Test func carryingOutFinishesAndStands() throws {
        var (practice, drive) = try started(QuizPlan(difficulty: .regular, seed: 7, options: Quiz.Options(length: 3)))
        while let question = drive.session.current {
            _ = drive.read(question.expected.text, at: now)
            try practice.carryOut(&drive)
        }
        #expect(drive.end == .finished)
        #expect(try practice.unfinishedQuiz() == nil)
        let standing = try practice.standing(of: drive, at: now)
        #expect(standing.score == drive.session.finalScore)
        #expect(standing.correct == 3 && standing.answered == 3)
        #expect(standing.place == 1 && standing.boardSize == 1)
        #expect(standing.badges == drive.earned)
    }

    /// Lives end the quiz at the last wrong answer allowed, the rest unasked.
    @Test func theLastLifeEndsTheQuiz() throws {
        var (practice, drive) = try started(QuizPlan(difficulty: .regular, seed: 3, lives: 2))
        _ = drive.read("falsch", at: now)
        #expect(drive.end == nil)
        _ = drive.read("falsch", at: now)
        #expect(drive.end == .finished)
        #expect(drive.livesLost == 2)
        try practice.carryOut(&drive)
        #expect(try practice.store.history().first?.correctCount == 0)
    }

    /// End of input pauses (resumable); a confirmed :quit gives up (discarded); a script's
    /// :quit gives up at once.
    @Test(arguments: [("pause", DrillDriver.End.paused, true), ("quit", .quit, false), ("script", .quit, false)])
    func leavingAQuiz(_ how: String, _ end: DrillDriver.End, _ resumable: Bool) throws {
        var (practice, drive) = try started()
        _ = drive.read("falsch", at: now)
        switch how {
        case "pause": drive.pause(at: now)
        case "quit":
            _ = drive.read(":quit", at: now)
            guard case .ended(.quit) = drive.read("ja", at: now) else { Issue.record("yes gives up"); return }
        default:
            guard case .ended(.quit) = drive.read(":q", at: now, confirmsQuit: false) else { Issue.record("no question"); return }
        }
        #expect(drive.end == end)
        try practice.carryOut(&drive)
        #expect((try practice.unfinishedQuiz() != nil) == resumable)
        #expect(try practice.store.history().isEmpty)
    }

    /// A quiz resumed with every answer given (its process ended before the finish) is
    /// finished as soon as it is driven.
    @Test func aQuizAnsweredToTheEndIsFinishedWhenResumed() throws {
        let practice = Practice(store: try Store.inMemory(), source: fakeSource())
        var quiz = try practice.start(QuizPlan(difficulty: .regular, seed: 2, options: Quiz.Options(length: 2)), at: now)
        for _ in 0..<2 {
            let graded = quiz.answer("falsch", at: now)
            let answered = try #require(graded)
            // The process ends before the finish is written.
            for write in answered.writes { if case .recordAnswer = write { try practice.perform(write) } }
        }
        let stored = try #require(try practice.unfinishedQuiz())
        var drive = practice.driver(try practice.resume(stored, at: now), at: now)
        #expect(drive.end == .finished)
        try practice.carryOut(&drive)
        #expect(try practice.unfinishedQuiz() == nil)
        #expect(try practice.store.history().count == 1)
    }

    /// Before a new quiz: the unfinished one, or the process that plays it.
    @Test func theOpeningOffersTheUnfinishedQuizOrNamesItsPlayer() throws {
        let store = try Store.inMemory()
        let mine = Practice(store: store, source: fakeSource(), owner: 10, isAlive: { $0 == 11 })
        #expect(try mine.opening() == .none)
        let other = Practice(store: store, source: fakeSource(), owner: 11, isAlive: { $0 == 11 })
        _ = try other.start(QuizPlan(difficulty: .regular, seed: 1), at: now)
        #expect(try mine.opening() == .playedElsewhere(pid: 11))
        let free = Practice(store: store, source: fakeSource())
        guard case .unfinished(let stored) = try free.opening() else { Issue.record("not offered"); return }
        try free.discard(stored, at: now)
        #expect(try free.opening() == .none)
    }

    /// A review: every answer moves its form, and :q stops it without asking.
    @Test func aReviewMovesEachFormAndStopsAtQuit() throws {
        let practice = Practice(store: try Store.inMemory(), source: fakeSource())
        var quiz = try practice.start(QuizPlan(difficulty: .regular, seed: 5), at: now)
        try play(&quiz, practice, count: 2, right: { _ in false })
        let queue = try practice.store.reviewQueue()
        var drive = try #require(try practice.startReview(queue, at: now))
        let question = try #require(drive.session.current)
        guard case .answered(let right) = drive.read(question.expected.text, at: now) else { Issue.record("no answer"); return }
        #expect(right.answer.isCorrect)
        #expect(right.change != nil)
        try practice.carryOut(&drive)
        guard case .ended(.quit) = drive.read(":q", at: now) else { Issue.record(":q stops a review"); return }
        try practice.endReview()
        #expect(try practice.store.reviewQueue().count == queue.count)
    }
}
