// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Hummingbird
import Logging
import Persistence
import PersistencePostgreSQL

/// `konjugieren-server`: the web pages and the JSON API over the same packages as the CLI.
@main
struct ServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "konjugieren-server",
        abstract: "Serve Konjugieren's web pages and JSON API, with a shared leaderboard.",
        discussion: """
        Players, server-graded quizzes and the leaderboard are kept in an SQLite file \
        (--store, default $XDG_DATA_HOME/konjugieren/server.sqlite), or in PostgreSQL \
        with --database postgresql://USER@HOST:PORT/DB, which several server processes \
        may share.
        """)

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(help: ArgumentHelp("The SQLite file of players, quizzes and the leaderboard.", valueName: "path"))
    var store: String?

    @Option(help: ArgumentHelp("A PostgreSQL database instead of the SQLite file: postgresql://USER[:PASSWORD]@HOST[:PORT]/DB.",
                               valueName: "url"))
    var database: String?

    @Option(help: "Requests per second one client address may make on average (0: no limit).")
    var rateLimit: Double = 50

    func validate() throws {
        if store != nil && database != nil { throw ValidationError("--store and --database exclude each other.") }
        if let database, PostgresBoard(url: database) == nil {
            throw ValidationError("--database takes postgresql://USER[:PASSWORD]@HOST[:PORT]/DB, not '\(database)'.")
        }
        if !(0...65535).contains(port) { throw ValidationError("--port is 0 to 65535.") }
        if rateLimit < 0 { throw ValidationError("--rate-limit is 0 or more.") }
    }

    func run() async throws {
        try Site.checkResources()
        let board: any Board
        if let database, let postgres = PostgresBoard(url: database) {
            board = postgres
        } else {
            let path = try store ?? Self.defaultStore()
            do {
                board = try SQLiteBoard(path: path)
            } catch {
                throw ValidationError("Cannot open the store at \(path): \(error)")
            }
        }
        var site = try Site.bundled(board: board)
        site.limits.ratePerSecond = rateLimit
        let app = try await buildApplication(site: site, host: host, port: port)
        // The board's own work (a PostgreSQL pool) runs beside the application and ends with it.
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await board.run() }
            defer { group.cancelAll() }
            try await app.runService()
        }
    }

    /// `$XDG_DATA_HOME/konjugieren/server.sqlite`, else `~/.local/share/konjugieren/server.sqlite`;
    /// the directory is made when missing.
    static func defaultStore() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".local/share")
        let directory = (base as NSString).appendingPathComponent("konjugieren")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return (directory as NSString).appendingPathComponent("server.sqlite")
    }
}

/// The application: routes and middleware. The tables are created (if missing) before the
/// server starts, once the board runs (see `Board.run`).
func buildApplication(site: Site, host: String = "127.0.0.1", port: Int = 8080) async throws -> some ApplicationProtocol {
    let router = Router(context: ServerContext.self)
    router.add(middleware: FailureMiddleware())
    if site.limits.ratePerSecond > 0 {
        router.add(middleware: RateLimitMiddleware(limiter: RateLimiter(ratePerSecond: site.limits.ratePerSecond,
                                                                        burst: site.limits.burst, now: site.now)))
    }
    site.addAPI(to: router)
    site.addPages(to: router)
    var logger = Logger(label: "konjugieren-server")
    logger.logLevel = .info
    var app = Application(router: router, configuration: .init(address: .hostname(host, port: port), serverName: nil),
                          logger: logger)
    let board = site.board
    app.beforeServerStarts {
        try await board.migrate()
    }
    return app
}
