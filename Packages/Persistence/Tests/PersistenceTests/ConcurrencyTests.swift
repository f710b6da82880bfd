// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import PersistenceTestSupport
import Testing
@testable import Persistence

/// Several stores on one file are several SQLite connections with their own locks,
/// as several processes would be; each runs on its own thread.
struct ConcurrencyTests {
    /// Four writers, one setting each, all released at once in every round: after
    /// each round every setting holds the value its writer just set. Reading all
    /// settings in one transaction and writing them all back in another lost about
    /// a third of these writes.
    @Test func fourSettingsWritersLoseNothingOverFortyRounds() throws {
        let path = try temporaryDirectory() + "/settings.sqlite"
        let names = Settings.names
        let writers = try names.map { _ in try Store.open(path: path, now: referenceDate) }
        let reader = try Store.open(path: path, now: referenceDate)
        var lost: [String] = []
        for round in 0..<40 {
            try onThreads(names.count) { w in
                try writers[w].set(names[w], to: settingValue(names[w], round))
            }
            let stored = try reader.settings()
            for name in names where stored.value(named: name) != settingValue(name, round) {
                lost.append("round \(round): \(name) is \(stored.value(named: name) ?? "nil")")
            }
        }
        #expect(lost == [])
    }

    /// Four writers each play a quiz and change their own setting after every
    /// answer; nothing of either may be lost.
    @Test func severalWritersOfAnswersAndSettingsLoseNothing() throws {
        let path = try temporaryDirectory() + "/c.sqlite"
        let names = Settings.names
        let answers = 40
        let ids = IDs()
        try onThreads(names.count) { w in
            let store = try Store.open(path: path, now: referenceDate)
            // Four quizzes unfinished at once, as a store written before one was the rule.
            let id = try store.startQuizBesideAnother(newQuiz(answers, at: referenceDate + Double(w)))
            for p in 0..<answers {
                try store.recordAnswer(
                    StoredAnswer(position: p, given: "w\(w)-\(p)", isCorrect: p % 2 == 0, answeredAt: referenceDate),
                    quizID: id, elapsed: Double(p))
                try store.set(names[w], to: settingValue(names[w], p))
            }
            try store.finishQuiz(id: id, at: referenceDate + 100, elapsed: 100, score: 300, correctCount: 20)
            ids.append(id)
        }
        let store = try Store.open(path: path, now: referenceDate)
        #expect(store.notice == nil)
        #expect(Set(ids.all).count == names.count)
        for id in ids.all {
            let quiz = try store.quiz(id: id)
            #expect(quiz.answers.count == answers)
            #expect(quiz.summary.isFinished)
        }
        #expect(try store.history().count == names.count)
        let settings = try store.settings()
        for name in names {
            #expect(settings.value(named: name) == settingValue(name, answers - 1), "\(name)")
        }
    }

    @Test func storesOpeningANewFileAtOnceAllMigrate() throws {
        let path = try temporaryDirectory() + "/new.sqlite"
        try onThreads(4) { _ in
            let store = try Store.open(path: path, now: referenceDate)
            #expect(store.notice == nil)
            #expect(try store.appliedMigrations() == Store.knownMigrations)
        }
    }
}

/// The `n`-th value of a setting, going round its allowed values.
func settingValue(_ name: String, _ n: Int) -> String {
    let allowed = Settings.allowedValues(for: name) ?? []
    return allowed.isEmpty ? "" : allowed[n % allowed.count]
}

/// Quiz ids collected from several threads.
final class IDs: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: [Int64] = []
    func append(_ id: Int64) { lock.withLock { ids.append(id) } }
    var all: [Int64] { lock.withLock { ids } }
}
