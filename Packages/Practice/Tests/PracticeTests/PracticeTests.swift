// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Persistence
import PersistenceTestSupport
import Practice
import QuizKit
import Testing

/// Every verb conjugates to "<infinitive>:<group>:<person>", except those refused.
func fakeSource(verbCount: Int = 40, refusing refused: Set<String> = []) -> VerbSource {
    let verbs = (1...verbCount).map { QuizVerb(infinitive: "verb\($0)en", gloss: "to verb \($0)", rank: $0) }
    return VerbSource(verbs: verbs) { infinitive, group, person in
        if refused.contains(infinitive) { return nil }
        let text = "\(infinitive):\(group.rawValue):\(person?.id ?? "-")"
        return Form(text: text, variants: [text], irregularOffsets: [])
    }
}

let now = Date(timeIntervalSince1970: 1_800_000_000)

/// Answers every question of a quiz, right or wrong by `right`, carrying out each write.
@discardableResult
func play(_ quiz: inout ActiveQuiz, _ practice: Practice, count: Int = .max, right: (Int) -> Bool = { _ in true }) throws -> [Answered] {
    var given: [Answered] = []
    while given.count < count, let question = quiz.session.current {
        let text = right(given.count) ? question.expected.text : "falsch"
        guard let answered = quiz.answer(text, at: now.addingTimeInterval(Double(given.count))) else { break }
        for write in answered.writes { try practice.perform(write) }
        given.append(answered)
    }
    return given
}

struct QuizLifecycleTests {
    @Test func aStartedQuizIsStoredWithItsSeedAndEveryAnswerIsCommitted() throws {
        let practice = Practice(store: try Store.inMemory(), source: fakeSource())
        var quiz = try practice.start(QuizPlan(difficulty: .regular, seed: 42), at: now)
        let stored = try #require(try practice.unfinishedQuiz())
        #expect(stored.summary.id == quiz.id)
        #expect(stored.summary.seed == "42")
        #expect(stored.questions.map(\.correctForm) == quiz.session.quiz.questions.map(\.expected.text))
        try play(&quiz, practice, count: 3, right: { $0 != 1 })
        let after = try #require(try practice.unfinishedQuiz())
        #expect(after.answers.map(\.isCorrect) == [true, false, true])
        // The wrong answer entered the review queue.
        #expect(try practice.store.reviewQueue().map(\.verb) == [quiz.session.quiz.questions[1].verb.infinitive])
    }

    @Test func theLastAnswerFinishesTheQuiz() throws {
        let practice = Practice(store: try Store.inMemory(), source: fakeSource())
        var quiz = try practice.start(QuizPlan(difficulty: .ridiculous, seed: 1), at: now)
        let answers = try play(&quiz, practice)
        #expect(answers.count == 30)
        #expect(answers.last?.writes.count == 2)
        #expect(quiz.isFinished)
        #expect(quiz.answer("x", at: now) == nil)
        #expect(try practice.unfinishedQuiz() == nil)
        #expect(try practice.store.history().first?.score == 600)
    }

    /// The rule every front end shares: the same seed over the same history gives the same quiz.
    @Test func theSameSeedOverTheSameHistoryGivesTheSameQuiz() throws {
        let a = Practice(store: try Store.inMemory(), source: fakeSource())
        let b = Practice(store: try Store.inMemory(), source: fakeSource())
        let plan = QuizPlan(difficulty: .ridiculous, seed: 7)
        #expect(try a.quiz(plan) == b.quiz(plan))
        // After a history of wrong answers the weights are the store's, and so is the quiz.
        var first = try a.start(plan, at: now)
        try play(&first, a, right: { _ in false })
        let weights = try a.weights()
        #expect(weights != .uniform)
        var rng = SplitMix64(seed: 7)
        let expected = Quiz.generate(difficulty: .ridiculous, source: a.source, weights: weights, using: &rng)
        #expect(try a.quiz(plan) == expected)
        let again = try a.start(plan, at: now)
        #expect(again.session.quiz == expected)
    }

    @Test func onlyOneQuizIsUnfinishedAtATime() throws {
        let practice = Practice(store: try Store.inMemory(), source: fakeSource())
        let quiz = try practice.start(QuizPlan(difficulty: .regular, seed: 3), at: now)
        #expect {
            _ = try practice.start(QuizPlan(difficulty: .regular, seed: 4), at: now)
        } throws: { error in
            guard case PracticeError.unfinishedQuiz(let stored) = error else { return false }
            return stored.summary.id == quiz.id
        }
    }

    @Test func aPausedQuizResumesWithItsAnswersAndItsClock() throws {
        let practice = Practice(store: try Store.inMemory(), source: fakeSource())
        var quiz = try practice.start(QuizPlan(difficulty: .regular, seed: 5), at: now)
        try play(&quiz, practice, count: 4)
        for write in quiz.pause(at: now.addingTimeInterval(90)) { try practice.perform(write) }
        let stored = try #require(try practice.unfinishedQuiz())
        #expect(stored.summary.elapsed == 90)
        let later = now.addingTimeInterval(86_400)
        let resumed = try practice.resume(stored, at: later)
        #expect(resumed.session.answeredCount == 4)
        #expect(resumed.session.currentIndex == 4)
        // The same questions (the rank of a stored verb is not kept: it only weighs a new quiz).
        let records = { (q: ActiveQuiz) in q.session.quiz.questions.enumerated().map { StoredQuestion($1, position: $0) } }
        #expect(records(resumed) == records(quiz))
        #expect(resumed.session.timer.elapsed(at: later.addingTimeInterval(10)) == 100)
    }

    @Test func aQuizPlayedByALiveProcessIsNotOffered() throws {
        let store = try Store.inMemory()
        let player = Practice(store: store, source: fakeSource(), owner: 4242, isAlive: { $0 == 4242 })
        _ = try player.start(QuizPlan(difficulty: .regular, seed: 5), at: now)
        #expect(try player.unfinishedQuiz() == nil)
        let other = Practice(store: store, source: fakeSource(), isAlive: { _ in false })
        #expect(try other.unfinishedQuiz() != nil)
    }

    @Test func aQuitQuizIsGoneFromResumeAndHistory() throws {
        let practice = Practice(store: try Store.inMemory(), source: fakeSource())
        var quiz = try practice.start(QuizPlan(difficulty: .regular, seed: 6), at: now)
        try play(&quiz, practice, count: 2)
        for write in quiz.quit(at: now) { try practice.perform(write) }
        #expect(try practice.unfinishedQuiz() == nil)
        #expect(try practice.store.history().filter(\.isFinished).isEmpty)
    }

    /// A question no version asks (ich in the Imperativ) cannot be played.
    @Test func anUnreadableQuizIsDiscardedOnResume() throws {
        let store = try Store.inMemory()
        let record = StoredQuestion(position: 0, verb: "verb1en", gloss: "", conjugationgroup: .imperativ,
                                    person: .ich, correctForm: "x")
        _ = try store.startQuiz(NewQuiz(startedAt: now, difficulty: .regular, thirdPerson: .erSieEs,
                                        seed: nil, questions: [record]))
        let practice = Practice(store: store, source: fakeSource())
        let stored = try #require(try practice.unfinishedQuiz())
        #expect(throws: PracticeError.unreadableQuiz) { _ = try practice.resume(stored, at: now) }
        #expect(try practice.unfinishedQuiz() == nil)
    }

    /// A quiz holding a value this version does not know (a newer version's group) is
    /// discarded when it is looked for, and said so with its id: it does not stand in the
    /// way of the next quiz.
    @Test(arguments: ["UPDATE question SET conjugationgroup = 'präsensFuturum'", "UPDATE quiz SET difficulty = 'banana'",
                      "UPDATE quiz SET thirdPerson = 'they'", "UPDATE question SET person = 'thou'"])
    func aQuizThisVersionCannotReadIsDiscardedWhenLookedFor(_ sql: String) throws {
        let practice = Practice(store: try Store.inMemory(), source: fakeSource())
        let quiz = try practice.start(QuizPlan(difficulty: .regular, seed: 6), at: now)
        try practice.store.executeUnchecked(sql)
        #expect {
            _ = try practice.unfinishedQuiz()
        } throws: { error in
            guard case PersistenceError.unreadableQuiz(let id, _, _) = error else { return false }
            return id == quiz.id
        }
        #expect(try practice.unfinishedQuiz() == nil)
        _ = try practice.start(QuizPlan(difficulty: .regular, seed: 7), at: now)
    }

    @Test func aSourceWithoutVerbsGivesNoQuiz() throws {
        let practice = Practice(store: try Store.inMemory(), source: VerbSource(verbs: []) { _, _, _ in nil })
        #expect(throws: PracticeError.noVerbs) { _ = try practice.start(QuizPlan(difficulty: .regular, seed: 1), at: now) }
    }

    @Test func aQuizOnOneVerbAsksOnlyThatVerbAndFavoursItsQueuedGroups() throws {
        let practice = Practice(store: try Store.inMemory(), source: fakeSource())
        try practice.store.apply(.save(ReviewEntry(verb: "verb3en", conjugationgroup: .imperativ, person: .du, box: 1,
                                                   dueAt: now, lastReviewedAt: now, wrongCount: 1, rightCount: 0)))
        #expect(try practice.weights(verb: "verb3en").weight(for: .imperativ) == 4)
        #expect(try practice.weights(verb: "verb4en").weight(for: .imperativ) == 1)
        let quiz = try practice.start(QuizPlan(difficulty: .regular, seed: 9, verb: "verb3en"), at: now)
        #expect(quiz.session.quiz.questions.allSatisfy { $0.verb.infinitive == "verb3en" && $0.verb.gloss == "to verb 3" })
    }
}

struct ReviewDrillTests {
    static func entry(_ verb: String, _ group: Conjugationgroup, _ person: Person?, box: Int = 1) -> ReviewEntry {
        ReviewEntry(verb: verb, conjugationgroup: group, person: person, box: box, dueAt: now,
                    lastReviewedAt: now, wrongCount: 1, rightCount: 0)
    }

    @Test func formsThatCannotBeAskedLeaveTheQueue() throws {
        let practice = Practice(store: try Store.inMemory(), source: fakeSource(refusing: ["verb2en"]))
        let entries = [Self.entry("verb1en", .präsensIndikativ, .ich), Self.entry("verb2en", .imperativ, .du),
                       Self.entry("verb4en", .perfektpartizip, nil)]
        for e in entries { try practice.store.apply(.save(e)) }
        let drill = try #require(try practice.reviewDrill(try practice.store.reviewQueue(), at: now))
        #expect(drill.entries.map(\.verb).sorted() == ["verb1en", "verb4en"])
        #expect(try practice.store.reviewQueue().map(\.verb).sorted() == ["verb1en", "verb4en"])
        #expect(drill.session.quiz.questions.first?.verb.gloss.hasPrefix("to verb") == true)
    }

    @Test func aRightAnswerMovesTheFormUpAndAWrongOneBackToBoxOne() throws {
        let practice = Practice(store: try Store.inMemory(), source: fakeSource())
        try practice.store.apply(.save(Self.entry("verb1en", .präsensIndikativ, .ich, box: 2)))
        try practice.store.apply(.save(Self.entry("verb2en", .präsensIndikativ, .du, box: 3)))
        var drill = try #require(try practice.reviewDrill(try practice.store.reviewQueue(), at: now))
        let first = try #require(drill.session.current)
        let answeredRight = drill.answer(first.expected.text, at: now)
        let answeredWrong = drill.answer("falsch", at: now)
        let right = try #require(answeredRight)
        let wrong = try #require(answeredWrong)
        for write in right.answered.writes + wrong.answered.writes { try practice.perform(write) }
        guard case .save(let up)? = right.change, case .save(let down)? = wrong.change else {
            Issue.record("both answers should save the form")
            return
        }
        #expect(up.box == drill.entries[0].box + 1)
        #expect(down.box == 1)
        #expect(Set(try practice.store.reviewQueue().map(\.box)) == [up.box, 1])
        #expect(drill.isFinished)
    }

    @Test func nothingAskableGivesNoDrill() throws {
        let practice = Practice(store: try Store.inMemory(), source: fakeSource())
        #expect(try practice.reviewDrill([], at: now) == nil)
    }
}

struct DrillCommandTests {
    @Test(arguments: [":q", ":quit", "  :Q ", ":QUIT\n"])
    func quitIsRecognised(line: String) {
        #expect(DrillCommand(line) == .quit)
    }

    @Test(arguments: ["q", "quit", ":qu", ": q", "", "sang", ":quitt"])
    func anythingElseIsAnAnswer(line: String) {
        #expect(DrillCommand(line) == nil)
    }
}
