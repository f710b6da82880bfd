// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Persistence
import PersistenceTestSupport
import QuizKit
import Testing

/// Difficulty, group, person and er/sie/es label are typed at the store's boundary: an id
/// the store does not know is a typed error, read or written, never a default.
struct TypedValueTests {
    @Test(arguments: [
        ("banana", PersistenceError.ValueKind.difficulty), ("Regular", .difficulty), ("", .difficulty),
        ("notAGroup", .conjugationgroup), ("präsensFuturum", .conjugationgroup),
        ("thou", .person), ("er/sie/es", .person),
        ("they", .thirdPerson), ("erSieEs", .thirdPerson),
    ])
    func anUnknownIdIsRefusedWithATypedError(_ id: String, _ kind: PersistenceError.ValueKind) {
        #expect(throws: PersistenceError.unknownValue(kind: kind, value: id)) {
            switch kind {
            case .difficulty: _ = try Difficulty(stored: id)
            case .conjugationgroup: _ = try Conjugationgroup(stored: id)
            case .person: _ = try Person(stored: id)
            case .thirdPerson: _ = try Settings.ThirdPerson(stored: id)
            }
        }
    }

    @Test func everyKnownIdIsReadBack() throws {
        for difficulty in Difficulty.allCases { #expect(try Difficulty(stored: difficulty.rawValue) == difficulty) }
        for group in Conjugationgroup.allCases { #expect(try Conjugationgroup(stored: group.rawValue) == group) }
        for person in Person.allCases { #expect(try Person(stored: person.id) == person) }
        for label in Settings.ThirdPerson.allCases { #expect(try Settings.ThirdPerson(stored: label.rawValue) == label) }
    }

    @Test func aQuizKeepsItsTypedValues() throws {
        let store = try Store.inMemory()
        let questions = [
            StoredQuestion(position: 0, verb: "singen", gloss: "to sing", conjugationgroup: .perfektpartizip, person: nil,
                           correctForm: "gesungen"),
            StoredQuestion(position: 1, verb: "singen", gloss: "to sing", conjugationgroup: .imperativ, person: .formal,
                           correctForm: "singen Sie"),
        ]
        let id = try store.startQuiz(NewQuiz(startedAt: referenceDate, difficulty: .ridiculous, thirdPerson: .sie, seed: "1",
                                             questions: questions))
        let stored = try store.quiz(id: id)
        #expect(stored.questions == questions)
        #expect(stored.summary.difficulty == .ridiculous)
        #expect(stored.summary.thirdPerson == .sie)
        #expect(stored.summary.state == .unfinished)
    }

    /// Only one quiz is unfinished at a time: a second is refused, with the first's id, until
    /// the first is finished or discarded.
    @Test func aSecondUnfinishedQuizIsRefused() throws {
        let store = try Store.inMemory()
        let first = try store.startQuiz(newQuiz())
        #expect(throws: PersistenceError.unfinishedQuizExists(id: first)) { _ = try store.startQuiz(newQuiz()) }
        #expect(throws: PersistenceError.unfinishedQuizExists(id: first)) { _ = try store.startQuiz(newQuiz(), owner: 77) }
        #expect(try store.history().isEmpty)
        try store.discardQuiz(id: first, at: referenceDate)
        #expect(try store.quiz(id: first).summary.state == .discarded)
        let second = try store.startQuiz(newQuiz())
        try store.finishQuiz(id: second, at: referenceDate + 60, elapsed: 60, score: 10, correctCount: 1)
        #expect(try store.quiz(id: second).summary.state == .finished)
        let third = try store.startQuiz(newQuiz())
        #expect(third > second)
    }

    /// Two processes starting a quiz at once: one is recorded, the other refused.
    @Test func ofTwoQuizzesStartedAtOnceOneIsRecorded() throws {
        let path = try temporaryDirectory() + "/two.sqlite"
        _ = try Store.open(path: path, now: referenceDate)
        let outcomes = Outcomes()
        try onThreads(2) { _ in
            let store = try Store.open(path: path, now: referenceDate)
            do {
                _ = try store.startQuiz(newQuiz())
                outcomes.append("started")
            } catch PersistenceError.unfinishedQuizExists {
                outcomes.append("refused")
            }
        }
        #expect(outcomes.sorted() == ["refused", "started"])
    }

    /// A row holding an id this version does not know is an error wherever it is read; the
    /// unfinished quiz's error names the quiz, so that it can be discarded.
    @Test(arguments: [
        ("UPDATE quiz SET difficulty = 'banana'", PersistenceError.ValueKind.difficulty, "banana"),
        ("UPDATE quiz SET thirdPerson = 'they'", .thirdPerson, "they"),
        ("UPDATE question SET conjugationgroup = 'notAGroup'", .conjugationgroup, "notAGroup"),
        ("UPDATE question SET person = 'thou'", .person, "thou"),
    ])
    func aStoredUnknownIdIsAnErrorWhenRead(_ sql: String, _ kind: PersistenceError.ValueKind, _ value: String) throws {
        let store = try Store.inMemory()
        let finished = try store.startQuiz(newQuiz())
        try store.finishQuiz(id: finished, at: referenceDate + 60, elapsed: 60, score: 10, correctCount: 1)
        let open = try store.startQuiz(newQuiz())
        try store.executeUnchecked(sql)
        let unknown = PersistenceError.unknownValue(kind: kind, value: value)
        #expect(throws: unknown) { _ = try store.quiz(id: finished) }
        #expect(throws: PersistenceError.unreadableQuiz(id: open, kind: kind, value: value)) {
            _ = try store.unfinishedQuiz()
        }
        if kind == .difficulty || kind == .thirdPerson {
            #expect(throws: unknown) { _ = try store.history() }
            #expect(throws: unknown) { _ = try store.leaderboard() }
        }
        // Discarded by its id, the unreadable quiz no longer stands in the way.
        try store.discardQuiz(id: open, at: referenceDate)
        #expect(try store.unfinishedQuiz() == nil)
    }

    @Test func anUnknownGroupInTheAnswersOrTheQueueIsAnError() throws {
        let store = try Store.inMemory()
        let id = try store.startQuiz(newQuiz())
        try store.recordAnswer(StoredAnswer(position: 1, given: "singe", isCorrect: true, answeredAt: referenceDate),
                               quizID: id, elapsed: 3)
        try store.save(ReviewEntry(verb: "singen", conjugationgroup: .präteritumIndikativ, person: .ich, box: 1,
                                   dueAt: referenceDate, lastReviewedAt: referenceDate, wrongCount: 1, rightCount: 0))
        try store.executeUnchecked("UPDATE question SET conjugationgroup = 'notAGroup'")
        try store.executeUnchecked("UPDATE review SET person = 'thou'")
        let group = PersistenceError.unknownValue(kind: .conjugationgroup, value: "notAGroup")
        #expect(throws: group) { _ = try store.groupTallies() }
        #expect(throws: group) { _ = try store.recentAnswers() }
        let person = PersistenceError.unknownValue(kind: .person, value: "thou")
        #expect(throws: person) { _ = try store.reviewQueue() }
        #expect(throws: person) { _ = try store.dueReviews(at: referenceDate) }
    }

    @Test func theNewErrorsAreSentences() {
        let errors: [PersistenceError] = [
            .unknownValue(kind: .difficulty, value: "banana"), .unknownValue(kind: .thirdPerson, value: "they"),
            .unreadableQuiz(id: 7, kind: .conjugationgroup, value: "notAGroup"), .unfinishedQuizExists(id: 7),
        ]
        for error in errors {
            #expect(error.description.first?.isUppercase == true && error.description.hasSuffix("."))
            #expect(!error.reason.hasSuffix(".") && !error.reason.isEmpty)
        }
        #expect(PersistenceError.unknownValue(kind: .difficulty, value: "banana").description
                == "The store holds a difficulty “banana” that this version does not know.")
    }
}

/// What each of several threads did, in any order.
final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []

    func append(_ item: String) { lock.withLock { items.append(item) } }
    func sorted() -> [String] { lock.withLock { items.sorted() } }
}
