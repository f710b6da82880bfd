// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import Persistence

struct ConcurrencyTests {
    /// Two stores on one file are two SQLite connections with their own locks, as
    /// two processes would be. Both write at the same time; nothing may be lost.
    @Test func twoWritersOnOneFileLoseNothing() async throws {
        let path = try temporaryDirectory() + "/c.sqlite"
        let writers = 2
        let answers = 60
        let ids = try await withThrowingTaskGroup(of: Int64.self) { group in
            for w in 0..<writers {
                group.addTask {
                    let store = try Store.open(path: path, now: referenceDate)
                    let id = try store.startQuiz(newQuiz(answers, at: referenceDate + Double(w)))
                    for p in 0..<answers {
                        try store.recordAnswer(
                            StoredAnswer(position: p, given: "w\(w)-\(p)", isCorrect: p % 2 == 0, answeredAt: referenceDate),
                            quizID: id, elapsed: Double(p))
                        if p % 10 == 0 { try store.set("sound", to: p % 20 == 0 ? "on" : "off") }
                    }
                    try store.finishQuiz(id: id, at: referenceDate + 100, elapsed: 100, score: 300, correctCount: 30)
                    return id
                }
            }
            var ids: [Int64] = []
            for try await id in group { ids.append(id) }
            return ids
        }
        let store = try Store.open(path: path, now: referenceDate)
        #expect(store.notice == nil)
        #expect(Set(ids).count == writers)
        for id in ids {
            let quiz = try store.quiz(id: id)
            #expect(quiz.answers.count == answers)
            #expect(quiz.summary.isFinished)
        }
        #expect(try store.history().count == writers)
    }

    @Test func twoStoresOpeningANewFileAtOnceBothMigrate() async throws {
        let path = try temporaryDirectory() + "/new.sqlite"
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let store = try Store.open(path: path, now: referenceDate)
                    #expect(store.notice == nil)
                    #expect(try store.appliedMigrations() == Store.knownMigrations)
                }
            }
            try await group.waitForAll()
        }
    }
}
