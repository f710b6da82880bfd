// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import Terminal

/// `konjugieren history`: the last results with XP, level, streaks, the daily goal, the
/// rating, pictures of the scores and of the accuracy per group; `history show N`,
/// `history delete N` and `history reset` reopen, delete one, or delete all.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Show your quiz results and progress; reopen, delete or reset quizzes.",
        discussion: """
        History keeps the last 100 finished quizzes (konjugieren settings \
        history-limit to keep more); XP, level, streaks and badges count every quiz \
        ever.

        Examples:
          konjugieren history
          konjugieren history show 12
          konjugieren history delete 12
          konjugieren history reset
        """,
        subcommands: [List.self, Show.self, Delete.self, Reset.self],
        defaultSubcommand: List.self
    )

    /// `konjugieren history [list]`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the last results with XP, level, streaks, goal, rating and pictures of your progress.")

        @OptionGroup var common: CommonOptions

        @Option(help: "How many results to list.")
        var limit: Int = 10

        func validate() throws {
            if limit < 1 { throw ValidationError(try common.localizer().cli.atLeastOne("--limit")) }
        }

        func run() throws { try run(in: .live) }

        func run(in world: World) throws {
            let app = try common.open(world)
            let practice = Practice(store: app.store, source: VerbSource(verbs: []) { _, _, _ in nil },
                                    calendar: world.calendar)
            let report = try app.attempt { try practice.report(at: app.now) }
            let unfinished = try app.attempt { try app.store.unfinishedQuiz() }
            let h = app.l.history
            let g = app.l.game
            app.out.line(app.bold(h.title))
            if let unfinished {
                app.out.line("\(h.unfinished): \(app.formatDate(unfinished.summary.startedAt)), "
                    + app.l.quiz.progressValue(unfinished.answers.count, of: unfinished.questions.count)
                    + " (konjugieren quiz --resume)")
            }
            app.out.line(g.level(report.level, experience: report.experience, toNext: report.experienceToNextLevel))
            app.out.line(h.streak(report.currentStreak))
            app.out.line(g.longestStreak(app.l.dashboard.days(report.longestStreak)))
            app.out.line(g.goal(done: report.goal.done, target: report.goal.target))
            app.out.line(g.badgesTitle + ": " + g.badgesCount(report.badges.count, of: Badge.allCases.count)
                         + "  " + app.paint("(konjugieren badges)", ANSI.dim))
            guard !report.finished.isEmpty else {
                app.out.line(h.empty)
                return
            }
            if let rating = report.rating { app.out.line(g.rating(rating)) }
            app.out.line(h.best(report.finished.map(\.score).max() ?? 0))
            app.out.line("")
            app.out.lines(ProgressText(app: app).pictures(report))
            app.out.line("")
            let q = app.l.quiz
            var rows = [[h.number, h.date, q.score, "✓", g.experience, h.betterThan, q.difficulty, app.l.leaderboard.time]]
            for (i, s) in report.finished.enumerated().reversed().prefix(limit) {
                rows.append([
                    String(s.id), app.formatDate(s.finishedAt ?? s.startedAt), String(s.score),
                    q.progressValue(s.correctCount, of: s.askedCount), String(s.experience),
                    report.percentiles[i].map(app.l.percent) ?? "—",
                    s.difficulty.name(app.l), formatElapsed(s.elapsed),
                ])
            }
            app.out.lines(columns(rows, rightAligned: [0, 2, 4, 5], width: 80))
            app.out.line("")
            // Filled from the end, so that a line break leaves the first hint on its own
            // line rather than a lone last one.
            let hints = h.showHint.components(separatedBy: " · ")
            let fitted = DisplayWidth.joinFitting(hints, width: 80, fromEnd: true)
            for line in fitted {
                app.out.line(app.paint(line, ANSI.dim))
            }
        }
    }

    /// `konjugieren history show N`: every question of a past quiz, the answer given and the right form.
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Reopen a past quiz: every question, the answer given and the right form.")

        @OptionGroup var common: CommonOptions

        @Argument(help: "The quiz number, as history lists it.")
        var number: Int64

        func run() throws { try run(in: .live) }

        func run(in world: World) throws {
            let app = try common.open(world)
            let stored = try app.attempt { try app.store.historyQuiz(id: number) }
            let practice = try app.practice()
            let report = try app.attempt { try practice.report(at: app.now) }
            let q = app.l.quiz
            let s = stored.summary
            app.out.line(app.bold(app.l.history.showTitle(Int(s.id), date: app.formatDate(s.finishedAt ?? s.startedAt))))
            var facts = ["\(q.score): \(s.score)", q.correctCount(s.correctCount, of: s.askedCount),
                         "\(q.difficulty): \(s.difficulty.name(app.l))",
                         "\(app.l.leaderboard.time): \(formatElapsed(s.elapsed))",
                         "\(app.l.game.experience): \(s.experience)"]
            if let lives = s.lives { facts.append("\(q.lives): \(lives)") }
            app.out.line(facts.joined(separator: " · "))
            if let standing = report.standing(of: s.id) {
                app.out.line(app.l.game.rating(standing.rating))
                app.out.line(app.l.game.percentile(standing.percentile))
            }
            app.out.line("")
            let answers = Dictionary(stored.answers.map { ($0.position, $0) }, uniquingKeysWith: { a, _ in a })
            let width = String(stored.questions.count).count
            for record in stored.questions {
                let answer = answers[record.position]
                let mark = answer == nil ? "·" : answer?.isCorrect == true ? app.paint("✓", ANSI.green) : app.paint("✗", ANSI.red)
                let number = String(record.position + 1)
                let prefix = String(repeating: " ", count: width - number.count) + number + ". " + mark + " "
                var line = ""
                var tail: String?
                if let question = Question(record, source: practice.source) {
                    line += app.settings.describe(question) + ": " + app.answerText(question)
                    switch question.kind {
                    case .choice: line += " " + app.paint("(" + app.l.history.kindChoice + ")", ANSI.dim)
                    case .trueFalse, .typed: break
                    }
                } else {
                    line += app.settings.describe(record) + ": " + record.correctForm
                }
                if let answer {
                    // The answer given, right or wrong: a right one may be another accepted
                    // spelling than the form shown ("liess" for ließ).
                    let given = answer.given.isEmpty ? "—" : answer.given.escapingControls()
                    tail = "— \(q.yourAnswer): " + (answer.isCorrect ? given : app.paint(given, ANSI.yellow))
                } else if s.isFinished {
                    tail = "— " + app.paint(q.notAsked, ANSI.dim)
                }
                app.out.lines(app.wrapped(prefix, line, tail: tail))
            }
        }
    }

    /// The answer that confirms `history delete` and `history reset`: y or yes, in German
    /// j or ja, in any case ("Ja"); anything else cancels.
    static func confirms(_ line: String) -> Bool {
        ["y", "yes", "j", "ja"].contains(Grading.normalize(line))
    }

    /// Whether to go on with `command` (`history delete`, `history reset`): at once with
    /// --yes, else when the person at the terminal confirms `question`. Without a terminal
    /// nobody can answer, so a script must say --yes (status 2 otherwise).
    static func confirmed(_ question: String, command: String, yes: Bool, app: App) throws -> Bool {
        if yes { return true }
        guard app.world.console.inputIsTTY else {
            throw app.world.fail(app.l.history.needsYes(command), code: ExitStatus.usage)
        }
        app.out.prompt(question)
        guard let line = app.out.readLine(), confirms(line) else {
            app.out.line("")
            app.out.line(app.l.history.nothingDeleted)
            return false
        }
        return true
    }

    /// `konjugieren history delete N`.
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete one quiz from history and the leaderboard, after a confirmation.")

        @OptionGroup var common: CommonOptions

        @Argument(help: "The quiz number, as history lists it.")
        var number: Int64

        @Flag(help: "Do not ask. Otherwise the command asks on the terminal, where y or yes (j or ja) confirms; without a terminal it refuses (exit status 2) unless --yes is given.")
        var yes = false

        func run() throws { try run(in: .live) }

        func run(in world: World) throws {
            let app = try common.open(world)
            let h = app.l.history
            // A number history does not hold is 'not found' before anything is asked.
            let quiz = try app.attempt { try app.store.historyQuiz(id: number) }
            guard try HistoryCommand.confirmed(h.deleteConfirm(Int(number), date: app.formatDate(quiz.summary.startedAt)),
                                               command: "history delete", yes: yes, app: app) else { return }
            try app.attempt { try app.store.deleteQuiz(id: number) }
            app.out.line(h.deleted(Int(number)))
        }
    }

    /// `konjugieren history reset`: every quiz deleted, after a confirmation.
    struct Reset: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete every quiz from history and the leaderboard, after a confirmation (XP, level, streaks and badges stay).")

        @OptionGroup var common: CommonOptions

        @Flag(help: "Do not ask. Otherwise the command asks on the terminal, where y or yes (j or ja) confirms; without a terminal it refuses (exit status 2) unless --yes is given.")
        var yes = false

        func run() throws { try run(in: .live) }

        func run(in world: World) throws {
            let app = try common.open(world)
            let h = app.l.history
            let count = try app.attempt { try app.store.history().count }
                + (try app.attempt { try app.store.unfinishedQuiz() } == nil ? 0 : 1)
            guard count > 0 else {
                app.out.line(h.empty)
                return
            }
            guard try HistoryCommand.confirmed(h.resetConfirm(count), command: "history reset", yes: yes, app: app) else { return }
            let deleted = try app.attempt { try app.store.resetHistory() }
            app.out.line(h.resetDone(deleted))
        }
    }
}
