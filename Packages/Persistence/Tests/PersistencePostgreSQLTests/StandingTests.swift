// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import Persistence
import PersistencePostgreSQL
import PostgresNIO
import Testing

/// Finished quizzes whose order tests every step of the rule: score, then elapsed time, then
/// the finish. Each starts at `start` seconds and ends `elapsed` seconds later.
let rankedQuizzes: [(score: Int, elapsed: Double, start: Double)] = [
    (50, 40, 3_000_000_300),
    (90, 60, 3_000_000_000),
    (70, 90, 3_000_000_100),   // finished before the next one, but slower: second
    (70, 30, 3_000_000_200),
    (50, 40, 2_999_999_000),   // the same score and time, finished earlier: first of the two
    (50, 20, 3_000_000_500),
    (0, 10, 3_000_000_600),
]

extension Standing {
    init(_ quiz: (score: Int, elapsed: Double, start: Double)) {
        self.init(score: quiz.score, elapsed: quiz.elapsed, finishedAt: Date(timeIntervalSince1970: quiz.start + quiz.elapsed))
    }
}

/// The one ordering rule, in Swift and in each store: the learner's own leaderboard, the
/// SQLite board and the PostgreSQL board list the same quizzes in the same order.
@Suite("The leaderboard's order")
struct StandingTests {
    /// What the rule says, written out by hand.
    static let expected: [(score: Int, elapsed: Double)] = [(90, 60), (70, 30), (70, 90), (50, 20), (50, 40), (50, 40), (0, 10)]

    @Test func theRuleIsScoreThenElapsedThenTheFinish() {
        let sorted = rankedQuizzes.map(Standing.init).sorted()
        #expect(sorted.map(\.score) == Self.expected.map(\.score))
        #expect(sorted.map(\.elapsed) == Self.expected.map(\.elapsed))
        #expect(sorted[4].finishedAt < sorted[5].finishedAt)
    }

    @Test func theLearnersLeaderboardKeepsTheRule() throws {
        let store = try Store.inMemory()
        for quiz in rankedQuizzes {
            let id = try store.startQuiz(NewQuiz(startedAt: Date(timeIntervalSince1970: quiz.start), difficulty: .regular,
                                                 thirdPerson: .erSieEs, seed: nil, questions: []))
            try store.finishQuiz(id: id, at: Date(timeIntervalSince1970: quiz.start + quiz.elapsed), elapsed: quiz.elapsed,
                                 score: quiz.score, correctCount: 0)
        }
        let board = try store.leaderboard(limit: 100).compactMap(\.standing)
        #expect(board == rankedQuizzes.map(Standing.init).sorted())
    }

    @Test(arguments: BoardKind.available)
    func eachBoardKeepsTheRule(_ kind: BoardKind) async throws {
        try await withBoard(kind) { board in
            let name = "order-" + UUID().uuidString.prefix(8)
            _ = try await board.claim(player: name, tokenHash: "h", at: Date())
            for quiz in rankedQuizzes {
                let id = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
                try await board.create(BoardQuiz(id: id, player: name, difficulty: .regular, questions: "[]",
                                                 startedAt: Date(timeIntervalSince1970: quiz.start)))
                _ = try await board.finish(quizID: id, score: quiz.score, correctCount: 0,
                                           at: Date(timeIntervalSince1970: quiz.start + quiz.elapsed))
            }
            let rows = try await board.leaderboard(limit: 1000).filter { $0.player == name }
            let standings = rankedQuizzes.map(Standing.init).sorted()
            #expect(rows.map(\.score) == standings.map(\.score))
            #expect(rows.map(\.finishedAt) == standings.map { BoardTime.text($0.finishedAt) })
        }
    }

    /// A board made before the elapsed time was stored keeps every row, and ranks its finished
    /// quizzes by the time taken from their stored start and finish.
    @Test func anOldSQLiteBoardGainsTheElapsedTime() async throws {
        let path = try temporaryBoardPath()
        let old = try DatabaseQueue(path: path)
        try await old.write { db in
            for statement in oldSchema { try db.execute(sql: statement) }
            try db.execute(sql: "INSERT INTO players (name, token_hash, created_at) VALUES ('anna', 'h', '2065-01-24T05:00:00Z')")
            for (i, quiz) in rankedQuizzes.enumerated() {
                try db.execute(sql: """
                    INSERT INTO quizzes (id, player, difficulty, questions, started_at, finished_at, score, correct_count)
                    VALUES (?, 'anna', 'regular', '[]', ?, ?, ?, 0)
                    """, arguments: ["q\(i)", quiz.start, quiz.start + quiz.elapsed, quiz.score])
            }
            try db.execute(sql: """
                INSERT INTO quizzes (id, player, difficulty, questions, started_at) VALUES ('open', 'anna', 'regular', '[]', 1)
                """)
        }
        try old.close()
        let board = try SQLiteBoard(path: path)
        try await board.migrate()
        try await board.migrate()   // a second start changes nothing
        let rows = try await board.leaderboard(limit: 100)
        #expect(rows.map(\.finishedAt) == rankedQuizzes.map(Standing.init).sorted().map { BoardTime.text($0.finishedAt) })
        let open = try await board.quiz(id: "open")
        #expect(open?.finishedAt == nil)
    }

    @Test func anOldPostgreSQLBoardGainsTheElapsedTime() async throws {
        guard let url = ProcessInfo.processInfo.environment["KONJUGIEREN_TEST_DATABASE"] else { return }
        try await withFreshPostgreSQLDatabase(url) { address, client in
            func run(_ sql: String) async throws {
                try await client.query(PostgresQuery(unsafeSQL: sql), logger: testLogger)
            }
            for statement in oldSchema { try await run(statement.replacingOccurrences(of: " REAL", with: " DOUBLE PRECISION")) }
            try await run("INSERT INTO players (name, token_hash, created_at) VALUES ('anna', 'h', '0')")
            for (i, quiz) in rankedQuizzes.enumerated() {
                try await run("""
                    INSERT INTO quizzes (id, player, difficulty, questions, started_at, finished_at, score, correct_count)
                    VALUES ('q\(i)', 'anna', 'regular', '[]', \(quiz.start), \(quiz.start + quiz.elapsed), \(quiz.score), 0)
                    """)
            }
            try await withPostgresBoard(address) { board in
                try await board.migrate()
                try await board.migrate()
                let rows = try await board.leaderboard(limit: 100)
                #expect(rows.map(\.finishedAt) == rankedQuizzes.map(Standing.init).sorted().map { BoardTime.text($0.finishedAt) })
            }
        }
    }
}

/// The tables as a board made them before it stored the elapsed time (SQLite's types).
let oldSchema = [
    "CREATE TABLE players (name TEXT PRIMARY KEY NOT NULL, token_hash TEXT NOT NULL, created_at TEXT NOT NULL)",
    """
    CREATE TABLE quizzes (id TEXT PRIMARY KEY NOT NULL, player TEXT REFERENCES players(name), difficulty TEXT NOT NULL,
        questions TEXT NOT NULL, started_at REAL NOT NULL, finished_at REAL, score INTEGER, correct_count INTEGER)
    """,
    "CREATE INDEX quizzes_board ON quizzes(score DESC, finished_at) WHERE finished_at IS NOT NULL",
]

let testLogger = Logger(label: "konjugieren-tests")

/// Runs `body` with the address of a new, empty database beside the tests' one and a client
/// connected to it; the database is dropped afterwards.
func withFreshPostgreSQLDatabase(_ url: String,
                                 _ body: @escaping @Sendable (String, PostgresClient) async throws -> Void) async throws {
    let name = "konjugieren_" + UUID().uuidString.prefix(8).lowercased()
    let components = try #require(URLComponents(string: url))
    var fresh = components
    fresh.path = "/" + name
    let address = try #require(fresh.string)
    func client(_ database: String) throws -> PostgresClient {
        PostgresClient(configuration: .init(host: try #require(components.host), port: components.port ?? 5432,
                                            username: try #require(components.user), password: components.password,
                                            database: database, tls: .disable))
    }
    let admin = try client(String(components.path.dropFirst()))
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { await admin.run() }
        defer { group.cancelAll() }
        try await admin.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: testLogger)
        do {
            let inside = try client(name)
            try await withThrowingTaskGroup(of: Void.self) { inner in
                inner.addTask { await inside.run() }
                defer { inner.cancelAll() }
                try await body(address, inside)
            }
        } catch {
            try? await admin.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(name) WITH (FORCE)"), logger: testLogger)
            throw error
        }
        try await admin.query(PostgresQuery(unsafeSQL: "DROP DATABASE \(name) WITH (FORCE)"), logger: testLogger)
    }
}
