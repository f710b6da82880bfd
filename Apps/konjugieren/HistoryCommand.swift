// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Persistence
import Practice
import QuizKit

/// `konjugieren history`: the last results, a sparkline of scores, the best score
/// and the current daily streak.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Show your last quiz results, best score and daily streak."
    )

    @OptionGroup var common: CommonOptions

    @Option(help: "How many results to list.")
    var limit: Int = 10

    func validate() throws {
        if limit < 1 { throw ValidationError(try common.localizer().cli.atLeastOne("--limit")) }
    }

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        let app = try common.open(world)
        let now = app.now
        let all = try app.attempt { try app.store.history() }
        let unfinished = try app.attempt { try app.store.unfinishedQuiz() }
        app.out.line(app.bold(app.l.history.title))
        if let unfinished {
            app.out.line("\(app.l.history.unfinished): \(app.formatDate(unfinished.summary.startedAt)), "
                + app.l.quiz.progressValue(unfinished.answers.count, of: unfinished.questions.count)
                + " (konjugieren quiz --resume)")
        }
        guard !all.isEmpty else {
            app.out.line(app.l.history.empty)
            return
        }
        let results = all.compactMap { s in s.finishedAt.map { QuizResult(score: s.score, finishedAt: $0) } }
        // Oldest first, the last 30, on the scale of the best score possible among
        // them (300 on Regular, 600 once a Ridiculous quiz is among them).
        let shown = all.prefix(30)
        let recent: [Int] = shown.reversed().map { $0.score }
        let possible = shown.map { s in
            Scoring.finalScore(correct: s.questionCount, difficulty: Difficulty(rawValue: s.difficulty) ?? .regular)
        }.max()
        let streak = HistoryStats.currentStreak(results, today: now, calendar: world.calendar)
        app.out.line(app.l.history.scores(HistoryStats.sparkline(recent, maximum: possible)))
        app.out.line(app.l.history.best(HistoryStats.best(results) ?? 0))
        app.out.line(app.l.history.streak(streak))
        app.out.line("")
        let q = app.l.quiz
        var rows = [[app.l.history.date, q.score, "✓", q.difficulty, app.l.leaderboard.time]]
        for s in all.prefix(limit) {
            rows.append([
                app.formatDate(s.finishedAt ?? s.startedAt), String(s.score),
                q.progressValue(s.correctCount, of: s.questionCount),
                (Difficulty(rawValue: s.difficulty) ?? .regular).name(app.l), formatElapsed(s.elapsed),
            ])
        }
        app.out.lines(columns(rows))
    }
}

/// Left-aligned columns, two spaces apart.
func columns(_ rows: [[String]]) -> [String] {
    let count = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    return rows.map { row in
        var line = ""
        for (i, cell) in row.enumerated() {
            line += cell
            if i < row.count - 1 { line += String(repeating: " ", count: widths[i] - cell.count + 2) }
        }
        while line.last == " " { line.removeLast() }
        return line
    }
}
