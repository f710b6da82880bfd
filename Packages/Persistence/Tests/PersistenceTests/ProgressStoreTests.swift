// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import Testing
@testable import Persistence

/// The days' activity, badges, and the history's upkeep: delete, reset, keep at most N.
struct ProgressStoreTests {
    static func finished(_ store: Store, at date: Date, correct: Int = 3, day: String? = nil, keep: Int? = nil) throws -> Int64 {
        let id = try store.startQuiz(newQuiz(at: date))
        for position in 0..<3 {
            try store.recordAnswer(StoredAnswer(position: position, given: "x", isCorrect: position < correct,
                                                answeredAt: date, experience: position < correct ? 10 : 0),
                                   quizID: id, elapsed: 1, day: day)
        }
        try store.finishQuiz(id: id, at: date, elapsed: 3, score: correct * 10, correctCount: correct, day: day, keep: keep)
        return id
    }

    @Test func answersAndQuizzesAreCountedPerDay() throws {
        let store = try Store.inMemory()
        _ = try Self.finished(store, at: referenceDate, correct: 2, day: "2027-01-15")
        _ = try Self.finished(store, at: referenceDate + 60, correct: 3, day: "2027-01-15")
        try store.recordReviewAnswer(isCorrect: true, experience: 10, day: "2027-01-16", review: nil)
        #expect(try store.activity() == [
            DayActivity(day: "2027-01-15", answered: 6, correct: 5, experience: 50, quizzes: 2),
            DayActivity(day: "2027-01-16", answered: 1, correct: 1, experience: 10, quizzes: 0),
        ])
        let history = try store.history()
        #expect(history.map(\.experience) == [30, 20])
        #expect(history.map(\.answeredCount) == [3, 3])
        #expect(history.first?.percentage == 100)
    }

    @Test func aQuizFinishedTwiceCountsOnce() throws {
        let store = try Store.inMemory()
        let id = try Self.finished(store, at: referenceDate, day: "2027-01-15")
        try store.finishQuiz(id: id, at: referenceDate + 5, elapsed: 9, score: 0, correctCount: 0, day: "2027-01-15")
        #expect(try store.activity().first?.quizzes == 1)
        #expect(try store.quiz(id: id).summary.score == 30)
        // The same answer recorded again (a second process) is not counted again either.
        try store.recordAnswer(StoredAnswer(position: 0, given: "y", isCorrect: true, answeredAt: referenceDate, experience: 10),
                               quizID: id, elapsed: 1, day: "2027-01-15")
        #expect(try store.activity().first?.answered == 3)
    }

    @Test func historyKeepsTheMostRecentQuizzesButNotLessActivity() throws {
        let store = try Store.inMemory()
        var ids: [Int64] = []
        for k in 0..<5 {
            ids.append(try Self.finished(store, at: referenceDate + Double(k) * 60, day: "2027-01-15", keep: 3))
        }
        #expect(try store.history().map(\.id) == Array(ids.suffix(3).reversed()))
        #expect(try store.activity().first?.answered == 15)
        #expect(try store.activity().first?.quizzes == 5)
        #expect(try store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM answer") } == 9)
    }

    @Test func oneQuizIsDeletedOrAllAreReset() throws {
        let store = try Store.inMemory()
        let first = try Self.finished(store, at: referenceDate, day: "2027-01-15")
        let second = try Self.finished(store, at: referenceDate + 60, day: "2027-01-15")
        try store.deleteQuiz(id: first)
        #expect(try store.history().map(\.id) == [second])
        #expect(throws: PersistenceError.quizNotFound(id: first)) { try store.deleteQuiz(id: first) }
        try store.award(["perfect-quiz"], at: referenceDate)
        #expect(try store.resetHistory() == 1)
        #expect(try store.history().isEmpty)
        #expect(try store.leaderboard().isEmpty)
        #expect(try store.activity().first?.experience == 60)
        #expect(try store.badges().map(\.id) == ["perfect-quiz"])
    }

    @Test func aBadgeIsAwardedOnceAndKeepsItsDate() throws {
        let store = try Store.inMemory()
        #expect(try store.award(["week-streak", "perfect-quiz"], at: referenceDate) == ["week-streak", "perfect-quiz"])
        #expect(try store.award(["perfect-quiz", "thousand-forms"], at: referenceDate + 60) == ["thousand-forms"])
        let badges = try store.badges()
        #expect(badges.map(\.id) == ["perfect-quiz", "week-streak", "thousand-forms"])
        #expect(badges.first { $0.id == "perfect-quiz" }?.earnedAt == referenceDate)
    }

    @Test func recentAnswersAndThePerfectQuiz() throws {
        let store = try Store.inMemory()
        _ = try Self.finished(store, at: referenceDate, correct: 2)
        #expect(try store.longestPerfectQuiz() == 0)
        _ = try Self.finished(store, at: referenceDate + 60, correct: 3)
        #expect(try store.longestPerfectQuiz() == 3)
        let recent = try store.recentAnswers(limit: 4)
        #expect(recent.count == 4)
        #expect(recent.first?.conjugationgroup == .präsensIndikativ)
    }

    @Test func questionKindsAndLivesAreStored() throws {
        let store = try Store.inMemory()
        var questions = sampleQuestions(2)
        questions[0].kind = "choice"
        questions[0].options = ["singe", "sang", "singte", "sänge"]
        questions[1].kind = "trueFalse"
        questions[1].options = ["gesingt"]
        let id = try store.startQuiz(NewQuiz(startedAt: referenceDate, difficulty: .regular, thirdPerson: .er,
                                             seed: "1", questions: questions, lives: 3))
        let stored = try store.quiz(id: id)
        #expect(stored.questions == questions)
        #expect(stored.summary.lives == 3)
    }
}

struct ProgressMigrationTests {
    /// A store of version 3 upgrades: its answers earn XP and count for their days, its
    /// finished quizzes for their streak days.
    @Test func aVersionThreeStoreGainsItsActivity() throws {
        let path = try temporaryDirectory() + "/v3.sqlite"
        do {
            let queue = try DatabaseQueue(path: path, configuration: Store.configuration(.standard))
            try Store.migrator.migrate(queue, upTo: "v3-quiz-owner")
            try queue.write { db in
                try db.execute(sql: """
                    INSERT INTO quiz (id, startedAt, difficulty, thirdPerson, questionCount, finishedAt, score, correctCount)
                    VALUES (1, '2027-01-01 10:00:00.000', 'ridiculous', 'er', 2, '2027-01-01 10:05:00.000', 20, 1)
                    """)
                try db.execute(sql: """
                    INSERT INTO question (quizId, position, verb, conjugationgroup, correctForm)
                    VALUES (1, 0, 'singen', 'perfektpartizip', 'gesungen'), (1, 1, 'singen', 'imperativ', 'sing')
                    """)
                try db.execute(sql: """
                    INSERT INTO answer (quizId, position, given, isCorrect, answeredAt)
                    VALUES (1, 0, 'gesungen', 1, '2027-01-01 10:01:00.000'), (1, 1, 'x', 0, '2027-01-01 10:02:00.000')
                    """)
            }
            try queue.close()
        }
        let store = try Store.open(path: path, now: referenceDate)
        #expect(try store.appliedMigrations().contains("v4-progress"))
        let activity = try store.activity()
        #expect(activity.map(\.answered).reduce(0, +) == 2)
        #expect(activity.map(\.correct).reduce(0, +) == 1)
        #expect(activity.map(\.experience).reduce(0, +) == 20)
        #expect(activity.map(\.quizzes).reduce(0, +) == 1)
        let quiz = try store.quiz(id: 1)
        #expect(quiz.questions.allSatisfy { $0.kind == "typed" && $0.options.isEmpty })
        #expect(quiz.summary.lives == nil)
        #expect(quiz.summary.experience == 20)
    }
}
