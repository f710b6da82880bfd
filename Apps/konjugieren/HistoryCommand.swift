// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import RichText

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
            let fitted = DisplayWidthText.joinFitting(hints.reversed().map { $0 }, width: 80, separator: " · ", reversed: true)
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
            if !yes {
                // Nobody can answer without a terminal: a script says --yes.
                guard world.console.inputIsTTY else {
                    throw world.fail(h.needsYes("history delete"), code: ExitStatus.usage)
                }
                app.out.prompt(h.deleteConfirm(Int(number), date: app.formatDate(quiz.summary.startedAt)))
                guard let line = app.out.readLine(), HistoryCommand.confirms(line) else {
                    app.out.line("")
                    app.out.line(h.nothingDeleted)
                    return
                }
            }
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
            if !yes {
                // Nobody can answer without a terminal: a script says --yes.
                guard world.console.inputIsTTY else {
                    throw world.fail(h.needsYes("history reset"), code: ExitStatus.usage)
                }
                app.out.prompt(h.resetConfirm(count))
                guard let line = app.out.readLine(), HistoryCommand.confirms(line) else {
                    app.out.line("")
                    app.out.line(h.nothingDeleted)
                    return
                }
            }
            let deleted = try app.attempt { try app.store.resetHistory() }
            app.out.line(h.resetDone(deleted))
        }
    }
}

/// The progress pictures as the command line draws them: a sparkline of the scores and a
/// bar per conjugationgroup, blue for strong and orange for weak on a colour terminal
/// (colours colour-blind eyes tell apart), and always told apart by the glyph. Every line
/// fits `width` columns (80, the narrowest terminal the CLI is written for), in either
/// language and with the longest group names: the bars give way first, then the names.
struct ProgressText {
    let app: App
    var width = 80

    /// The bars are this long when there is room, and never shorter than `minimumBar`.
    static let barWidth = 20
    /// A bar narrower than this says too little; a long English name ("Future Perfect
    /// Subjunctive II (Conditional Perfect)") is cut short with "…" instead.
    static let minimumBar = 14

    func pictures(_ report: ProgressReport) -> [String] {
        let g = app.l.game
        let shown = Array(report.finished.suffix(min(60, width - 2)))
        let scores = shown.map(\.score)
        let possible = shown.map { s in
            Scoring.finalScore(correct: s.questionCount, difficulty: s.difficulty)
        }.max() ?? 300
        var lines = [app.bold(g.scoresTitle(low: 0, high: possible)),
                     "  " + app.paint(HistoryStats.sparkline(scores, maximum: possible), ANSI.blue)]
        let rows = ProgressPicture.accuracy(report.tallies)
        guard !rows.isEmpty else { return lines }
        lines.append("")
        lines.append(app.bold(g.accuracyTitle))
        let columns = g.accuracyColumns
        let percents = rows.map { app.l.percent($0.percent) }
        let counts = rows.map { "\($0.right)/\($0.answered)" }
        let layout = Self.layout(names: rows.map { app.settings.groupName($0.group) }, header: columns.group,
                                 percentWidth: (percents + [columns.right]).map(DisplayWidthText.of).max() ?? 0,
                                 countWidth: (counts + [columns.answered]).map(DisplayWidthText.of).max() ?? 0,
                                 width: width)
        lines.append("  " + DisplayWidthText.pad(columns.group, layout.name) + "  " + String(repeating: " ", count: layout.bar)
                     + "  " + DisplayWidthText.padLeft(columns.right, layout.percent) + "  " + columns.answered)
        for (i, row) in rows.enumerated() {
            let bar = row.bar(width: layout.bar)
            let filled = app.paint(bar.filled, row.isStrong ? ANSI.blue : ANSI.orange)
            lines.append("  " + DisplayWidthText.pad(layout.names[i], layout.name)
                         + "  " + filled + app.paint(bar.empty, ANSI.dim)
                         + "  " + DisplayWidthText.padLeft(percents[i], layout.percent) + "  " + counts[i])
        }
        lines += DisplayWidthText.joinFitting(g.accuracyLegend.components(separatedBy: " · "), width: width - 2)
            .map { "  " + app.paint($0, ANSI.dim) }
        return lines
    }

    /// The widths of the accuracy table's columns within `width`: two spaces of indent and
    /// two between columns; the bar as long as `barWidth` allows, not shorter than
    /// `minimumBar`; the names cut short (with "…") only when even that does not fit.
    static func layout(names: [String], header: String, percentWidth: Int, countWidth: Int, width: Int)
        -> (names: [String], name: Int, bar: Int, percent: Int) {
        var name = (names + [header]).map(DisplayWidthText.of).max() ?? 0
        let fixed = 2 + 2 + 2 + percentWidth + 2 + countWidth
        let bar = max(minimumBar, min(barWidth, width - fixed - name))
        if fixed + name + bar > width { name = max(DisplayWidthText.of(header), width - fixed - bar) }
        return (names.map { DisplayWidthText.truncate($0, name) }, name, bar, percentWidth)
    }
}

/// Padding by terminal columns.
enum DisplayWidthText {
    static func of(_ text: String) -> Int { DisplayWidth.of(text) }
    static func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - of(text))) }
    static func padLeft(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - of(text))) + text }
    /// The text, cut to `width` columns with "…" at the end when it is longer.
    static func truncate(_ text: String, _ width: Int) -> String {
        guard of(text) > width, width > 0 else { return text }
        var cut = ""
        for ch in text {
            if of(cut + String(ch)) > width - 1 { break }
            cut.append(ch)
        }
        return cut + "…"
    }
    /// Parts joined with " · " into as few lines as fit `width` columns; a part wider
    /// than `width` stands on a line of its own.
    /// With `reversed`, the parts come last first and are put back in order: the last
    /// line is the fullest.
    static func joinFitting(_ parts: [String], width: Int, separator: String = " · ", reversed: Bool = false) -> [String] {
        var lines: [[String]] = []
        var line: [String] = []
        for part in parts {
            let candidate = reversed ? [part] + line : line + [part]
            if line.isEmpty || of(candidate.joined(separator: separator)) <= width { line = candidate } else {
                lines.append(line)
                line = [part]
            }
        }
        if !line.isEmpty { lines.append(line) }
        return (reversed ? lines.reversed() : lines).map { $0.joined(separator: separator) }
    }
}

/// Columns two spaces apart, left-aligned but for the columns in `rightAligned` (numbers);
/// one space apart when two would make a line wider than `width`.
func columns(_ rows: [[String]], rightAligned: Set<Int> = [], width: Int = .max) -> [String] {
    let count = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    let gutter = widths.reduce(0, +) + 2 * max(0, count - 1) <= width ? "  " : " "
    return rows.map { row in
        var line = ""
        for (i, cell) in row.enumerated() {
            let gap = String(repeating: " ", count: widths[i] - cell.count)
            line += rightAligned.contains(i) ? gap + cell : cell + (i < row.count - 1 ? gap : "")
            if i < row.count - 1 { line += gutter }
        }
        while line.last == " " { line.removeLast() }
        return line
    }
}

/// Text broken into lines at word boundaries: the first line fits `width - indent`
/// columns after a label, the others the same, to stand under it (a hanging indent).
/// A word longer than a line stands on a line of its own rather than being cut.
/// `firstIndent`, when given, is the first line's label instead (a shorter "✗ " above
/// lines that hang under a longer "  Why: ").
enum WordWrap {
    static func lines(_ text: String, width: Int, indent: Int, firstIndent: Int? = nil) -> [String] {
        let room = max(20, width - indent)
        let firstRoom = max(20, width - (firstIndent ?? indent))
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if line.isEmpty || DisplayWidthText.of(candidate) <= (lines.isEmpty ? firstRoom : room) { line = candidate } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Each line of `text` that is wider than `width` wrapped at word boundaries, its
    /// further lines indented as it is; the others as they are. Messages (an unknown
    /// value and the names to choose from) read whole at the terminal's width.
    static func block(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            guard DisplayWidthText.of(String(line)) > width else { return [String(line)] }
            let indent = String(line.prefix { $0 == " " })
            return lines(String(line), width: width, indent: indent.count).map { indent + $0 }
        }.joined(separator: "\n")
    }
}
