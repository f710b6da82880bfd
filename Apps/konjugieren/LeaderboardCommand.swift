// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Persistence
import Practice
import QuizKit

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
        """
    )

    @OptionGroup var common: CommonOptions

    @Option(help: "How many places to show.")
    var limit: Int = 10

    func validate() throws {
        if limit < 1 { throw ValidationError(try common.localizer().cli.atLeastOne("--limit")) }
    }

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
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
                (Difficulty(rawValue: s.difficulty) ?? .regular).name(app.l), formatElapsed(s.elapsed),
                app.formatDate(s.finishedAt ?? s.startedAt),
            ])
        }
        app.out.lines(columns(rows))
    }
}
