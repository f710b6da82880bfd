// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Logging
import Persistence
import PostgresNIO
import QuizKit

/// The shared store: a PostgreSQL database that every server process of a class or a school
/// points at. Every query binds its values (PostgresQuery's interpolation sends them as
/// parameters, never as SQL text).
public struct PostgresBoard: Board {
    let client: PostgresClient

    /// The client for `postgresql://USER[:PASSWORD]@HOST[:PORT]/DB`; nil for another kind
    /// of address. The client runs as a service of the application (`client.run()`).
    public init?(url text: String) {
        guard let url = URL(string: text), url.scheme == "postgresql" || url.scheme == "postgres",
              let host = url.host, !host.isEmpty, let user = url.user, !user.isEmpty else { return nil }
        let database = url.path.hasPrefix("/") ? String(url.path.dropFirst()) : url.path
        guard !database.isEmpty else { return nil }
        let configuration = PostgresClient.Configuration(
            host: host, port: url.port ?? 5432, username: user, password: url.password,
            database: database, tls: .disable)
        client = PostgresClient(configuration: configuration)
        address = "\(host):\(url.port ?? 5432)/\(database)"
    }

    public func migrate() async throws {
        // Two processes starting together: one creates the tables while the other waits.
        try await bounded(patience: startPatience) { try await migrateNow() }
    }

    private func migrateNow() async throws {
        try await client.withConnection { connection in
            func run(_ query: PostgresQuery) async throws {
                for try await _ in try await connection.query(query, logger: Self.logger) {}
            }
            try await run("SELECT pg_advisory_lock(16016)")
            do {
                for statement in Self.schema { try await run(PostgresQuery(unsafeSQL: statement)) }
            } catch {
                try? await run("SELECT pg_advisory_unlock(16016)")
                throw error
            }
            try await run("SELECT pg_advisory_unlock(16016)")
        }
    }

    /// The tables, one statement each (the extended protocol takes one at a time). Fixed
    /// text, no value in it.
    static let schema = [
        """
        CREATE TABLE IF NOT EXISTS players (
            name TEXT PRIMARY KEY NOT NULL, token_hash TEXT NOT NULL, created_at DOUBLE PRECISION NOT NULL)
        """,
        """
        CREATE TABLE IF NOT EXISTS quizzes (
            id TEXT PRIMARY KEY NOT NULL, player TEXT REFERENCES players(name), difficulty TEXT NOT NULL,
            questions TEXT NOT NULL, started_at DOUBLE PRECISION NOT NULL, finished_at DOUBLE PRECISION,
            score BIGINT, correct_count BIGINT, elapsed DOUBLE PRECISION)
        """,
        """
        CREATE TABLE IF NOT EXISTS answers (
            quiz_id TEXT NOT NULL REFERENCES quizzes(id), position BIGINT NOT NULL, given TEXT NOT NULL,
            is_correct BOOLEAN NOT NULL, PRIMARY KEY (quiz_id, position))
        """,
        // One player per name whatever its case: "Bob" cannot sit beside "bob".
        "CREATE UNIQUE INDEX IF NOT EXISTS players_folded ON players (lower(name))",
        // A board made before the elapsed time was stored gains the column (see `BoardSQL`).
        "ALTER TABLE quizzes ADD COLUMN IF NOT EXISTS elapsed DOUBLE PRECISION",
        BoardSQL.fillElapsed,
    ] + BoardSQL.index

    /// Keeps the connection pool running until the calling task is cancelled or the
    /// service group shuts down.
    public func run() async { await client.run() }

    static let logger = Logger(label: "konjugieren-server.postgres")

    /// How long a request waits for the database: past it, the request is answered 503
    /// ("try again in a moment") instead of hanging while the pool keeps trying to connect.
    public var patience: Duration = .seconds(5)
    /// How long starting (the migration) waits: a little longer than a request, as another
    /// process may hold the lock.
    public var startPatience: Duration = .seconds(20)
    /// host:port/database, for messages (never the password).
    public let address: String

    /// `work` within `patience`, else `BoardError.unreachable`. The answer comes at the
    /// patience's end even if `work` does not heed its cancellation (a query still waiting
    /// for a connection): it is cancelled and left to end on its own.
    func bounded<T: Sendable>(patience: Duration? = nil, _ work: @escaping @Sendable () async throws -> T) async throws -> T {
        let patience = patience ?? self.patience, address = self.address
        let outcome = Outcome<T>()
        return try await withCheckedThrowingContinuation { continuation in
            outcome.wait(continuation)
            let worker = Task {
                do { outcome.finish(.success(try await work())) } catch { outcome.finish(.failure(error)) }
            }
            Task {
                try? await Task.sleep(for: patience)
                if outcome.finish(.failure(BoardError.unreachable(address))) { worker.cancel() }
            }
        }
    }

    /// The first of a query's result and its deadline, delivered once.
    final class Outcome<T: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<T, any Error>?
        private var done = false

        func wait(_ c: CheckedContinuation<T, any Error>) { lock.withLock { continuation = c } }

        /// Resumes the waiter with `result` unless it was resumed before; true when this did.
        @discardableResult
        func finish(_ result: Result<T, any Error>) -> Bool {
            let c: CheckedContinuation<T, any Error>? = lock.withLock {
                guard !done else { return nil }
                done = true
                defer { continuation = nil }
                return continuation
            }
            c?.resume(with: result)
            return c != nil
        }
    }

    public func claim(player name: String, tokenHash: String, at date: Date) async throws -> Bool {
        return try await bounded {
            let rows = try await client.query("""
                INSERT INTO players (name, token_hash, created_at) VALUES (\(name), \(tokenHash), \(date.timeIntervalSince1970))
                ON CONFLICT DO NOTHING RETURNING name
                """, logger: Self.logger)
            var inserted = false
            for try await _ in rows { inserted = true }
            return inserted
        }
    }

    public func tokenHash(player name: String) async throws -> String? {
        return try await bounded {
            let rows = try await client.query("SELECT token_hash FROM players WHERE lower(name) = lower(\(name))", logger: Self.logger)
            for try await hash in rows.decode(String.self) { return hash }
            return nil
        }
    }

    public func create(_ quiz: BoardQuiz) async throws {
        _ = try await bounded {
            try await client.query("""
                INSERT INTO quizzes (id, player, difficulty, questions, started_at)
                VALUES (\(quiz.id), \(quiz.player), \(quiz.difficulty.rawValue), \(quiz.questions),
                        \(quiz.startedAt.timeIntervalSince1970))
                """, logger: Self.logger)
        }
    }

    public func quiz(id: String) async throws -> BoardQuiz? {
        return try await bounded {
            let rows = try await client.query("""
                SELECT id, player, difficulty, questions, started_at, finished_at, score FROM quizzes WHERE id = \(id)
                """, logger: Self.logger)
            var found: BoardQuiz?
            for try await (id, player, difficulty, questions, started, finished, score)
                in rows.decode((String, String?, String, String, Double, Double?, Int?).self) {
                found = BoardQuiz(id: id, player: player, difficulty: try Difficulty(stored: difficulty), questions: questions,
                                  startedAt: Date(timeIntervalSince1970: started),
                                  finishedAt: finished.map(Date.init(timeIntervalSince1970:)), score: score)
            }
            guard var quiz = found else { return nil }
            let answers = try await client.query("""
                SELECT position, given, is_correct FROM answers WHERE quiz_id = \(id) ORDER BY position
                """, logger: Self.logger)
            for try await (position, given, correct) in answers.decode((Int, String, Bool).self) {
                quiz.answers.append(BoardAnswer(position: position, given: given, isCorrect: correct))
            }
            return quiz
        }
    }

    public func record(_ answer: BoardAnswer, quizID: String, finishing: BoardFinish?) async throws -> Bool {
        return try await bounded {
            guard let finishing else {
                let rows = try await client.query("""
                    INSERT INTO answers (quiz_id, position, given, is_correct)
                    VALUES (\(quizID), \(answer.position), \(answer.given), \(answer.isCorrect))
                    ON CONFLICT (quiz_id, position) DO NOTHING RETURNING position
                    """, logger: Self.logger)
                var inserted = false
                for try await _ in rows { inserted = true }
                return inserted
            }
            // One statement is one transaction: the last answer and the finish land together,
            // and the finish only when this request's answer was the one stored.
            let rows = try await client.query("""
                WITH inserted AS (
                    INSERT INTO answers (quiz_id, position, given, is_correct)
                    VALUES (\(quizID), \(answer.position), \(answer.given), \(answer.isCorrect))
                    ON CONFLICT (quiz_id, position) DO NOTHING RETURNING position
                ), finished AS (
                    UPDATE quizzes SET finished_at = \(finishing.at.timeIntervalSince1970),
                        elapsed = \(finishing.at.timeIntervalSince1970) - started_at, score = \(finishing.score),
                        correct_count = \(finishing.correctCount)
                    WHERE id = \(quizID) AND finished_at IS NULL AND EXISTS (SELECT 1 FROM inserted) RETURNING id
                )
                SELECT position FROM inserted
                """, logger: Self.logger)
            var inserted = false
            for try await _ in rows { inserted = true }
            return inserted
        }
    }

    public func finish(quizID: String, score: Int, correctCount: Int, at date: Date) async throws -> Bool {
        return try await bounded {
            let rows = try await client.query("""
                UPDATE quizzes SET finished_at = \(date.timeIntervalSince1970), elapsed = \(date.timeIntervalSince1970) - started_at,
                    score = \(score), correct_count = \(correctCount)
                WHERE id = \(quizID) AND finished_at IS NULL RETURNING id
                """, logger: Self.logger)
            var updated = false
            for try await _ in rows { updated = true }
            return updated
        }
    }

    public func leaderboard(limit: Int) async throws -> [BoardEntry] {
        return try await bounded {
            let rows = try await client.query("""
                SELECT player, score, difficulty, finished_at FROM quizzes
                WHERE finished_at IS NOT NULL AND player IS NOT NULL
                ORDER BY \(unescaped: BoardSQL.order) LIMIT \(limit)
                """, logger: Self.logger)
            var entries: [BoardEntry] = []
            for try await (player, score, difficulty, finished) in rows.decode((String, Int, String, Double).self) {
                entries.append(BoardEntry(player: player, score: score, difficulty: try Difficulty(stored: difficulty),
                                          finishedAt: BoardTime.text(Date(timeIntervalSince1970: finished))))
            }
            return entries
        }
    }
}
