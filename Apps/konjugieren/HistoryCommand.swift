// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Localization
import Persistence
import Practice
import PracticeText
import QuizKit
import Wire

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
            let report = try app.report()
            let unfinished = try app.attempt { try app.store.unfinishedQuiz() }
            app.out.lines(app.screens.history(report, unfinished: unfinished, limit: limit, resumeHint: "konjugieren quiz --resume",
                                              badgesHint: "konjugieren badges", hints: app.l.history.showHint))
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
            app.out.lines(app.screens.pastQuiz(stored, standing: report.standing(of: stored.summary.id)) {
                Question($0, source: practice.source)
            })
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
