// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import Persistence
import PersistencePostgreSQL
import PostgresNIO
import Testing

/// A board row whose difficulty this version does not know is an error when read, in SQLite
/// and in PostgreSQL alike: it is not shown as some other difficulty.
@Suite("Board values")
struct BoardValueTests {
    /// A finished quiz of a named player on `board`, its id.
    static func finishedQuiz(_ board: any Board) async throws -> String {
        _ = try await board.claim(player: "anna", tokenHash: "h", at: Date())
        try await board.create(BoardQuiz(id: "q1", player: "anna", difficulty: .ridiculous, questions: "[]",
                                         startedAt: Date(timeIntervalSince1970: 1_800_000_000)))
        _ = try await board.finish(quizID: "q1", score: 40, correctCount: 2, at: Date(timeIntervalSince1970: 1_800_000_050))
        return "q1"
    }

    static func expectUnknownDifficulty(_ board: any Board, _ id: String) async {
        let banana = PersistenceError.unknownValue(kind: .difficulty, value: "banana")
        await #expect(throws: banana) { _ = try await board.quiz(id: id) }
        await #expect(throws: banana) { _ = try await board.leaderboard(limit: 10) }
    }

    @Test func aStoredDifficultyIsReadBackTyped() async throws {
        try await withBoard(.sqlite) { board in
            let id = try await Self.finishedQuiz(board)
            #expect(try await board.quiz(id: id)?.difficulty == .ridiculous)
            #expect(try await board.leaderboard(limit: 10).map(\.difficulty) == [.ridiculous])
        }
    }

    @Test func anUnknownDifficultyInSQLiteIsAnError() async throws {
        let path = try temporaryBoardPath()
        let board = try SQLiteBoard(path: path)
        try await board.migrate()
        let id = try await Self.finishedQuiz(board)
        let raw = try DatabaseQueue(path: path)
        try await raw.write { db in try db.execute(sql: "UPDATE quizzes SET difficulty = 'banana'") }
        try raw.close()
        await Self.expectUnknownDifficulty(board, id)
    }

    @Test func anUnknownDifficultyInPostgreSQLIsAnError() async throws {
        guard let url = ProcessInfo.processInfo.environment["KONJUGIEREN_TEST_DATABASE"] else { return }
        try await withFreshPostgreSQLDatabase(url) { address, client in
            try await withPostgresBoard(address) { board in
                try await board.migrate()
                let id = try await Self.finishedQuiz(board)
                try await client.query("UPDATE quizzes SET difficulty = 'banana'", logger: testLogger)
                await Self.expectUnknownDifficulty(board, id)
            }
        }
    }
}
