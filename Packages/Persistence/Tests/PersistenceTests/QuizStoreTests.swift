// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import PersistenceTestSupport
import Testing
@testable import Persistence

struct QuizStoreTests {
    @Test func answersAreKeptAndTheQuizIsResumable() throws {
        let path = try temporaryDirectory() + "/q.sqlite"
        let id: Int64
        do {
            let store = try Store.open(path: path, now: referenceDate)
            id = try store.startQuiz(newQuiz(4))
            try store.recordAnswer(StoredAnswer(position: 0, given: "gesungen", isCorrect: true, answeredAt: referenceDate + 5),
                                   quizID: id, elapsed: 5)
            try store.recordAnswer(StoredAnswer(position: 1, given: "singen", isCorrect: false, answeredAt: referenceDate + 9),
                                   quizID: id, elapsed: 9)
        }
        let store = try Store.open(path: path, now: referenceDate)
        let quiz = try #require(try store.unfinishedQuiz())
        #expect(quiz.summary.id == id)
        #expect(quiz.questions.count == 4)
        #expect(quiz.answers.map(\.given) == ["gesungen", "singen"])
        #expect(quiz.answers.map(\.isCorrect) == [true, false])
        #expect(quiz.nextPosition == 2)
        #expect(quiz.summary.elapsed == 9)
        #expect(quiz.questions[2].correctForm == "kommst an")
        #expect(quiz.questions[0].person == nil)
    }

    @Test func aRepeatedAnswerKeepsTheFirst() throws {
        let store = try Store.inMemory()
        let id = try store.startQuiz(newQuiz())
        try store.recordAnswer(StoredAnswer(position: 0, given: "a", isCorrect: false, answeredAt: referenceDate), quizID: id, elapsed: 1)
        try store.recordAnswer(StoredAnswer(position: 0, given: "b", isCorrect: true, answeredAt: referenceDate), quizID: id, elapsed: 2)
        #expect(try store.quiz(id: id).answers.map(\.given) == ["a"])
    }

    @Test func answeringAMissingQuizIsATypedError() throws {
        let store = try Store.inMemory()
        #expect(throws: PersistenceError.quizNotFound(id: 77)) {
            try store.recordAnswer(StoredAnswer(position: 0, given: "a", isCorrect: false, answeredAt: referenceDate), quizID: 77, elapsed: 1)
        }
    }

    /// A store written before one unfinished quiz was the rule may hold two.
    @Test func finishedAndDiscardedQuizzesAreNotResumable() throws {
        let store = try Store.inMemory()
        let a = try store.startQuiz(newQuiz())
        let b = try store.startQuizBesideAnother(newQuiz())
        #expect(try store.unfinishedQuiz()?.summary.id == b)
        try store.discardQuiz(id: b, at: referenceDate)
        #expect(try store.unfinishedQuiz()?.summary.id == a)
        try store.finishQuiz(id: a, at: referenceDate + 60, elapsed: 60, score: 20, correctCount: 2)
        #expect(try store.unfinishedQuiz() == nil)
        #expect(try store.history().map(\.id) == [a])
    }

    @Test func aQuizHeldByALiveProcessIsNotOfferedForResuming() throws {
        let store = try Store.inMemory()
        let older = try store.startQuiz(newQuiz())
        let playing = try store.startQuizBesideAnother(newQuiz(), owner: 100)
        let alive: (Int32) -> Bool = { $0 == 100 }
        #expect(try store.unfinishedQuiz(isAlive: alive)?.summary.id == older)
        #expect(try store.unfinishedQuiz(isAlive: { _ in false })?.summary.id == playing)
        try store.setOwner(nil, quizID: playing)
        #expect(try store.unfinishedQuiz(isAlive: alive)?.summary.id == playing)
        try store.setOwner(200, quizID: older)
        try store.discardQuiz(id: playing, at: referenceDate)
        #expect(try store.unfinishedQuiz(isAlive: { $0 == 200 }) == nil)
    }

    @Test func historyIsNewestFirstAndTheLeaderboardBestFirst() throws {
        let store = try Store.inMemory()
        let results: [(score: Int, elapsed: Double)] = [(100, 300), (240, 500), (240, 400), (50, 100)]
        var ids: [Int64] = []
        for (i, r) in results.enumerated() {
            let id = try store.startQuiz(newQuiz(at: referenceDate + Double(i * 1000)))
            try store.finishQuiz(id: id, at: referenceDate + Double(i * 1000) + r.elapsed, elapsed: r.elapsed,
                                 score: r.score, correctCount: r.score / 10)
            ids.append(id)
        }
        #expect(try store.history().map(\.id) == ids.reversed())
        #expect(try store.history(limit: 2).map(\.id) == [ids[3], ids[2]])
        #expect(try store.leaderboard(limit: 3).map(\.id) == [ids[2], ids[1], ids[0]])
    }

    @Test func groupTalliesCountWrongAnswers() throws {
        let store = try Store.inMemory()
        let id = try store.startQuiz(newQuiz(4))
        for (pos, ok) in [(0, true), (1, false), (2, false), (3, true)] {
            try store.recordAnswer(StoredAnswer(position: pos, given: "x", isCorrect: ok, answeredAt: referenceDate),
                                   quizID: id, elapsed: 1)
        }
        #expect(try store.groupTallies() == [
            GroupTally(conjugationgroup: .imperativ, answered: 1, wrong: 0),
            GroupTally(conjugationgroup: .perfektpartizip, answered: 1, wrong: 0),
            GroupTally(conjugationgroup: .präsensIndikativ, answered: 2, wrong: 2),
        ])
    }

    @Test func reviewEntriesAreUpsertedAndDueInOrder() throws {
        let store = try Store.inMemory()
        let day = 86_400.0
        let entries = [
            ReviewEntry(verb: "singen", conjugationgroup: .präteritumIndikativ, person: .ich, box: 1,
                        dueAt: referenceDate + day, lastReviewedAt: referenceDate, wrongCount: 1, rightCount: 0),
            ReviewEntry(verb: "gehen", conjugationgroup: .perfektpartizip, person: nil, box: 3,
                        dueAt: referenceDate - day, lastReviewedAt: referenceDate - 5 * day, wrongCount: 1, rightCount: 2),
        ]
        for e in entries { try store.save(e) }
        #expect(try store.dueReviews(at: referenceDate).map(\.verb) == ["gehen"])
        #expect(try store.dueReviews(at: referenceDate + 2 * day).map(\.verb) == ["gehen", "singen"])
        var moved = entries[0]
        moved.box = 2
        moved.dueAt = referenceDate + 3 * day
        try store.save(moved)
        #expect(try store.reviewEntry(verb: "singen", conjugationgroup: .präteritumIndikativ, person: .ich) == moved)
        #expect(try store.reviewQueue().count == 2)
    }

    @Test func answerAndReviewAreWrittenTogether() throws {
        let store = try Store.inMemory()
        let id = try store.startQuiz(newQuiz())
        let review = ReviewEntry(verb: "singen", conjugationgroup: .präsensIndikativ, person: .ich, box: 1,
                                 dueAt: referenceDate, lastReviewedAt: referenceDate, wrongCount: 1, rightCount: 0)
        try store.recordAnswer(StoredAnswer(position: 1, given: "singt", isCorrect: false, answeredAt: referenceDate),
                               quizID: id, elapsed: 3, review: .save(review))
        #expect(try store.reviewQueue() == [review])
        try store.recordAnswer(StoredAnswer(position: 2, given: "singe", isCorrect: true, answeredAt: referenceDate),
                               quizID: id, elapsed: 4,
                               review: .remove(verb: "singen", conjugationgroup: .präsensIndikativ, person: .ich))
        #expect(try store.reviewQueue().isEmpty)
    }

    @Test func errorLogKeepsNewestFirst() throws {
        let store = try Store.inMemory()
        try store.logError(at: referenceDate, context: "quiz", message: "first")
        try store.logError(at: referenceDate + 1, context: "review", message: "second")
        #expect(try store.errorLog().map(\.message) == ["second", "first"])
    }
}

struct AnswerLimitTests {
    /// A 10 MB paste is not stored verbatim; ordinary answers are stored as typed.
    @Test(arguments: [
        ("gesungen", "gesungen"),
        (String(repeating: "a", count: 200), String(repeating: "a", count: 200)),
        (String(repeating: "a", count: 201), String(repeating: "a", count: 199) + "…"),
        (String(repeating: "hätte gesungen ", count: 700_000), String(String(repeating: "hätte gesungen ", count: 14).prefix(199)) + "…"),
    ])
    func longAnswersAreCapped(given: String, stored: String) throws {
        let store = try Store.inMemory()
        let id = try store.startQuiz(newQuiz())
        try store.recordAnswer(StoredAnswer(position: 0, given: given, isCorrect: false, answeredAt: referenceDate),
                               quizID: id, elapsed: 1)
        let kept = try #require(try store.quiz(id: id).answers.first?.given)
        #expect(kept == stored)
        #expect(kept.count <= Store.answerLimit)
    }

    /// One letter under a million combining marks is a single character: the limit
    /// bounds the bytes too.
    @Test func aSingleHugeCharacterIsCappedToo() throws {
        let given = "e" + String(repeating: "\u{0301}", count: 1_000_000)
        #expect(given.count == 1)
        let capped = Store.capped(given, to: Store.answerLimit)
        #expect(capped.utf8.count <= 4 * Store.answerLimit)
        #expect(capped.unicodeScalars.starts(with: "e\u{0301}\u{0301}".unicodeScalars))
        #expect(capped.hasSuffix("…"))
    }

    @Test func theErrorLogIsCappedToo() throws {
        let store = try Store.inMemory()
        try store.logError(at: referenceDate, context: "quiz", message: "unknown verb " + String(repeating: "x", count: 5_000_000))
        let logged = try #require(try store.errorLog().first?.message)
        #expect(logged.count == 1_000)
        #expect(logged.hasPrefix("unknown verb xxx"))
    }
}

/// One process drills the review queue at a time; one whose process is gone, or a later
/// process given its number, does not keep it.
struct ReviewOwnerTests {
    @Test func theSecondClaimIsRefusedWhileTheFirstRuns() throws {
        let store = try Store.inMemory()
        let alive: (Int32, String?) -> Bool = { pid, _ in pid == 100 || pid == 200 }
        #expect(try store.claimReview(for: 100, identity: "a", isPlayer: alive) == nil)
        // Claiming again is no conflict with itself.
        #expect(try store.claimReview(for: 100, identity: "a", isPlayer: alive) == nil)
        #expect(try store.claimReview(for: 200, identity: "b", isPlayer: alive) == 100)
        // Only the owner's release frees it.
        try store.releaseReview(for: 200)
        #expect(try store.claimReview(for: 200, identity: "b", isPlayer: alive) == 100)
        try store.releaseReview(for: 100)
        #expect(try store.claimReview(for: 200, identity: "b", isPlayer: alive) == nil)
    }

    @Test func aDrillWhoseProcessIsGoneIsTakenOver() throws {
        let store = try Store.inMemory()
        // Process 100 recorded itself, then ended (kill -9 leaves no release behind).
        let running: Set<Int32> = [300]
        let isPlayer: (Int32, String?) -> Bool = { pid, _ in running.contains(pid) }
        #expect(try store.claimReview(for: 100, identity: "old", isPlayer: { _, _ in true }) == nil)
        #expect(try store.claimReview(for: 300, identity: "new", isPlayer: isPlayer) == nil)
        #expect(try store.claimReview(for: 400, identity: "other", isPlayer: isPlayer) == 300)
    }
}
