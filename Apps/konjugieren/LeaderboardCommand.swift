// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import Wire

/// `konjugieren leaderboard`: the best finished quizzes, highest score first
/// (the faster one first on equal scores).
struct LeaderboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leaderboard",
        abstract: "Show the top quiz scores.",
        discussion: """
        The best finished quizzes, the highest score first; of two equal scores, the \
        faster quiz comes first.

        Examples:
          konjugieren leaderboard
          konjugieren leaderboard --limit 3
          konjugieren leaderboard --server http://127.0.0.1:8080
        """
    )

    @OptionGroup var common: CommonOptions

    @Option(help: "How many places to show.")
    var limit: Int = 10

    @Option(help: ArgumentHelp("A konjugieren-server whose shared leaderboard to show.", valueName: "url"))
    var server: String?

    func validate() throws {
        if limit < 1 { throw ValidationError(try common.localizer().cli.atLeastOne("--limit")) }
    }

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        if let server { return try runShared(server, in: world) }
        let app = try common.open(world)
        let best = try app.attempt { try app.store.leaderboard(limit: limit) }
        let lb = app.l.leaderboard
        app.out.line(app.bold(lb.title))
        guard !best.isEmpty else {
            app.out.line(lb.empty)
            return
        }
        let q = app.l.quiz
        var rows = [[lb.rank, q.score, "✓", q.difficulty, lb.time, app.l.history.date]]
        for (i, s) in best.enumerated() {
            rows.append([
                "\(i + 1).", String(s.score), q.progressValue(s.correctCount, of: s.askedCount),
                s.difficulty.name(app.l), formatElapsed(s.elapsed),
                app.formatDate(s.finishedAt ?? s.startedAt),
            ])
        }
        app.out.lines(columns(rows))
    }

    /// The shared board of a server: place, player, score, difficulty and day.
    func runShared(_ address: String, in world: World) throws {
        let l = try common.localizer()
        let remote = try world.asking(l) { try RemoteServer(address, client: world.server, language: l.language) }
        let rows = try world.asking(l) { try remote.get("/api/v1/leaderboard?limit=\(min(limit, 100))", as: [LeaderboardRow].self) }
        let out = world.console
        out.write(l.leaderboard.title + "\n")
        guard !rows.isEmpty else {
            out.write(l.leaderboard.empty + "\n")
            return
        }
        var table = [[l.leaderboard.rank, l.web.leaderboardPlayer, l.quiz.score, l.quiz.difficulty, l.history.date]]
        for (i, row) in rows.enumerated() {
            // A difficulty this version does not know is not shown as some other one.
            guard let difficulty = Difficulty(rawValue: row.difficulty) else { throw world.fail(l.web.serverUnreadable(remote.key)) }
            table.append(["\(i + 1).", row.player.escapingControls(), String(row.score), difficulty.name(l),
                          String(row.finishedAt.prefix(10)).escapingControls()])
        }
        for line in columns(table) { out.write(line + "\n") }
    }
}
