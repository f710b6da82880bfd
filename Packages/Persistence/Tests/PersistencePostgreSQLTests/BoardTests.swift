// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Persistence
import PersistencePostgreSQL
import Testing

/// The stores a test runs against: SQLite always, PostgreSQL when `KONJUGIEREN_TEST_DATABASE`
/// names one (`.ci/run` starts a throwaway cluster and sets it; in CI its absence fails).
enum BoardKind: String, CaseIterable, CustomTestStringConvertible {
    case sqlite, postgres

    var testDescription: String { rawValue }

    static var available: [BoardKind] {
        ProcessInfo.processInfo.environment["KONJUGIEREN_TEST_DATABASE"] == nil ? [.sqlite] : allCases
    }
}

/// Runs `body` with a fresh, migrated store of `kind`. A PostgreSQL store gets its own
/// schema-free names by a prefix on the player names it is given, so tests running at once
/// do not meet; its client runs for the test's length.
func withBoard(_ kind: BoardKind, _ body: @escaping @Sendable (any Board) async throws -> Void) async throws {
    switch kind {
    case .sqlite:
        let board = try SQLiteBoard(path: try temporaryBoardPath())
        try await board.migrate()
        try await body(board)
    case .postgres:
        try await withPostgresBoard(try #require(ProcessInfo.processInfo.environment["KONJUGIEREN_TEST_DATABASE"])) { board in
            try await board.migrate()
            try await body(board)
        }
    }
}

/// Runs `body` with a PostgreSQL board at `url`, its client running for the body's length.
func withPostgresBoard(_ url: String, _ body: @escaping @Sendable (PostgresBoard) async throws -> Void) async throws {
    var made = try #require(PostgresBoard(url: url))
    // The tests' own database answers; on a loaded CI machine (every suite at once on
    // two cores) it may answer slowly, which is not what these tests are about. The
    // bounded patience itself is tested with an address nobody answers at.
    made.patience = .seconds(120)
    made.startPatience = .seconds(120)
    let board = made
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { await board.run() }
        defer { group.cancelAll() }
        try await body(board)
    }
}

/// A path for a new SQLite board in a directory of its own.
func temporaryBoardPath() throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("konjugieren-board-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("server.sqlite").path
}

/// A new name (`prefix` and 8 random characters) claimed on `board`, with a new quiz of its
/// started at `start`.
func claimedQuiz(_ board: any Board, _ prefix: String, _ start: Date) async throws -> (name: String, id: String) {
    let name = prefix + UUID().uuidString.prefix(8)
    _ = try await board.claim(player: name, tokenHash: "h", at: Date())
    let id = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    try await board.create(BoardQuiz(id: id, player: name, difficulty: .regular, questions: "[]", startedAt: start))
    return (name, id)
}

@Suite("Stores: SQLite and PostgreSQL")
struct BoardTests {
    @Test func postgresIsThereInCI() {
        // CI must never skip the PostgreSQL runs silently.
        if ProcessInfo.processInfo.environment["CI"] != nil {
            #expect(ProcessInfo.processInfo.environment["KONJUGIEREN_TEST_DATABASE"] != nil,
                    "CI runs the store tests against PostgreSQL: set KONJUGIEREN_TEST_DATABASE")
        }
    }

    @Test(arguments: BoardKind.available)
    func aNameIsClaimedOnce(_ kind: BoardKind) async throws {
        try await withBoard(kind) { board in
            let name = "claim-" + UUID().uuidString.prefix(8)
            let first = try await board.claim(player: name, tokenHash: "h1", at: Date())
            let second = try await board.claim(player: name, tokenHash: "h2", at: Date())
            // Another case of the name is the same name.
            let shouted = try await board.claim(player: name.uppercased(), tokenHash: "h3", at: Date())
            #expect(first && !second && !shouted)
            let keptShouted = try await board.tokenHash(player: name.uppercased())
            #expect(keptShouted == "h1")
            let kept = try await board.tokenHash(player: name)
            let free = try await board.tokenHash(player: name + "x")
            #expect(kept == "h1")
            #expect(free == nil)
        }
    }

    @Test(arguments: BoardKind.available)
    func answersAreStoredOncePerPositionAndAQuizFinishesOnce(_ kind: BoardKind) async throws {
        try await withBoard(kind) { board in
            let start = Date(timeIntervalSince1970: 1_800_000_000)
            let (name, id) = try await claimedQuiz(board, "play-", start)
            let stored = try await board.record(BoardAnswer(position: 0, given: "sang", isCorrect: true), quizID: id, finishing: nil)
            let again = try await board.record(BoardAnswer(position: 0, given: "singte", isCorrect: false), quizID: id, finishing: nil)
            let quoted = try await board.record(BoardAnswer(position: 1, given: "o'Brien \"; DROP TABLE quizzes; --", isCorrect: false), quizID: id, finishing: nil)
            #expect(stored && !again && quoted)
            let loaded = try #require(try await board.quiz(id: id))
            #expect(loaded.answers.map(\.given) == ["sang", "o'Brien \"; DROP TABLE quizzes; --"])
            #expect(loaded.player == name)
            #expect(loaded.startedAt == start)
            #expect(loaded.finishedAt == nil)
            let end = start.addingTimeInterval(60)
            let finished = try await board.finish(quizID: id, score: 10, correctCount: 1, at: end)
            let twice = try await board.finish(quizID: id, score: 99, correctCount: 9, at: end)
            #expect(finished && !twice)
            let rows = try await board.leaderboard(limit: 100).filter { $0.player == name }
            #expect(rows == [BoardEntry(player: name, score: 10, difficulty: .regular, finishedAt: "2027-01-15T08:01:00Z")])
            let unknown = try await board.quiz(id: String(repeating: "f", count: 32))
            #expect(unknown == nil)
        }
    }

    /// The last answer and the finish are one write: the quiz is on the board with it, and
    /// a last answer that lost the race to another request finishes nothing.
    @Test(arguments: BoardKind.available)
    func theLastAnswerFinishesTheQuizInTheSameWrite(_ kind: BoardKind) async throws {
        try await withBoard(kind) { board in
            let start = Date(timeIntervalSince1970: 1_900_000_000)
            let (name, id) = try await claimedQuiz(board, "last-", start)
            let end = start.addingTimeInterval(30)
            let first = try await board.record(BoardAnswer(position: 0, given: "sang", isCorrect: true), quizID: id,
                                               finishing: BoardFinish(score: 10, correctCount: 1, at: end))
            let late = try await board.record(BoardAnswer(position: 0, given: "singte", isCorrect: false), quizID: id,
                                              finishing: BoardFinish(score: 0, correctCount: 0, at: end.addingTimeInterval(1)))
            #expect(first && !late)
            let loaded = try #require(try await board.quiz(id: id))
            #expect(loaded.finishedAt == end)
            #expect(loaded.score == 10)
            #expect(loaded.answers.map(\.given) == ["sang"])
            let rows = try await board.leaderboard(limit: 100).filter { $0.player == name }
            #expect(rows.map(\.score) == [10])
        }
    }

    @Test(arguments: BoardKind.available)
    func theLeaderboardRanksBestFirstAndOnlyNamedFinishedQuizzes(_ kind: BoardKind) async throws {
        try await withBoard(kind) { board in
            let name = "rank-" + UUID().uuidString.prefix(8)
            _ = try await board.claim(player: name, tokenHash: "h", at: Date())
            func quiz(_ player: String?, score: Int?, at seconds: Double, taking: Double = 1) async throws {
                let id = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
                try await board.create(BoardQuiz(id: id, player: player, difficulty: .regular, questions: "[]",
                                                 startedAt: Date(timeIntervalSince1970: seconds)))
                if let score {
                    _ = try await board.finish(quizID: id, score: score, correctCount: score / 10,
                                               at: Date(timeIntervalSince1970: seconds + taking))
                }
            }
            try await quiz(name, score: 50, at: 3_000_000_000)
            try await quiz(name, score: 90, at: 3_000_000_100)
            try await quiz(name, score: 50, at: 2_999_999_000)   // the same score earlier ranks first
            try await quiz(name, score: 70, at: 3_000_000_400, taking: 90)
            try await quiz(name, score: 70, at: 3_000_000_500, taking: 30)  // the same score, faster: first
            try await quiz(name, score: nil, at: 3_000_000_200)  // unfinished: not on the board
            try await quiz(nil, score: 300, at: 3_000_000_300)   // no name: not on the board
            let rows = try await board.leaderboard(limit: 100).filter { $0.player == name }
            #expect(rows.map(\.score) == [90, 70, 70, 50, 50])
            if rows.count == 5 {
                #expect(rows[1].finishedAt == "2065-01-24T05:28:50Z" && rows[2].finishedAt == "2065-01-24T05:28:10Z")
                #expect(rows[3].finishedAt < rows[4].finishedAt)
            }
            let all = try await board.leaderboard(limit: 100)
            #expect(all.allSatisfy { !$0.player.isEmpty })
        }
    }
}

/// A shared database that is down: a query waits `patience`, then throws
/// `BoardError.unreachable` (which the server answers 503), instead of hanging while the
/// pool keeps trying to connect.
@Suite("A database that does not answer")
struct UnreachableBoardTests {
    @Test func aQueryGivesUpAfterItsPatience() async throws {
        var made = try #require(PostgresBoard(url: "postgresql://nobody@127.0.0.1:9/konjugieren"))
        made.patience = .milliseconds(300)
        let board = made
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await board.run() }
            defer { group.cancelAll() }
            do {
                _ = try await board.leaderboard(limit: 10)
                Issue.record("a database on port 9 answered")
            } catch let error as BoardError {
                #expect(error.isUnreachable)
                #expect(error.description == "The database at 127.0.0.1:9/konjugieren does not answer.")
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }
}
