// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Localization
import Persistence
import Practice
import PracticeText
import QuizKit
import RichText
import Wire

// The quiz screen (its choices, a question of any kind, the results with XP, rating and the
// leaderboard) and the progress screen (XP, level, streaks, goal, rating, the pictures,
// badges, the history of quizzes and one reopened).

// MARK: - Quiz

func quizBody(_ state: State, _ size: Size, _ height: Int, _ style: Style) -> [String] {
    let q = state.env.l.quiz
    let d = state.env.l.dashboard
    if let drill = state.quiz.drill {
        return drillBody(state, drill, title: q.title, size, height, style)
    }
    var lines = [style.bold(q.title), ""]
    if let unfinished = state.quiz.unfinished {
        lines.append(q.unfinishedPrompt)
        lines.append("  " + formatTimestamp(unfinished.summary.startedAt, in: state.env.calendar) + " · "
                     + q.progressValue(unfinished.answers.count, of: unfinished.questions.count) + " · "
                     + "\(q.score) \(Scoring.points(correct: unfinished.answers.filter(\.isCorrect).count))")
        lines.append("")
        lines.append("  " + style.cyan("r") + " " + q.resume + "   " + style.cyan("d") + " " + q.discard)
        return lines
    }
    let setup = state.quiz.setup
    if setup.isChoosingGroups {
        lines.append(style.bold(d.setupGroups))
        let chosen = setup.groups ?? Set(state.defaultGroups)
        for (i, group) in Conjugationgroup.allCases.enumerated() {
            let selected = i == setup.groupSelection
            let line = (selected ? "› " : "  ") + (chosen.contains(group) ? "[x] " : "[ ] ") + state.settings.groupName(group)
            lines.append(selected && style.color ? style.inverse(pad(line, size.columns)) : line)
        }
        return lines
    }
    let rows = setupRows(state)
    let labelWidth = (rows.map { width($0.label) }.max() ?? 0) + 2
    for (row, item) in zip(QuizSetup.Row.allCases, rows) {
        let selected = row == setup.row
        let value = selected ? "‹ " + item.value + " ›" : "  " + item.value
        let line = (selected ? "› " : "  ") + pad(item.label, labelWidth) + value
        lines.append(selected && style.color ? style.inverse(line) : line)
    }
    lines.append("")
    if state.markedVerbs.isEmpty { lines += wrap(d.setupMarkHint, size.columns).map(style.dim) }
    lines += wrap(d.newQuizHint, size.columns)
    return lines
}

/// The rows of the quiz screen as label and value: difficulty, questions, verbs, lives,
/// kinds of question, groups.
func setupRows(_ state: State) -> [(label: String, value: String)] {
    let l = state.env.l
    let s = l.settings
    let d = l.dashboard
    let settings = state.settings
    let setup = state.quiz.setup
    let verbs = setup.usesMarkedVerbs && !state.markedVerbs.isEmpty
        ? d.setupMarked(state.markedVerbs.count) : s.valueLabel("band", settings.band.rawValue)
    let groups = setup.groups.map { chosen in
        chosen.count <= 2 ? Conjugationgroup.allCases.filter(chosen.contains).map(settings.groupName).joined(separator: ", ")
            : d.setupGroupsChosen(chosen.count)
    } ?? d.setupGroupsDefault
    return [
        (s.quizDifficulty, state.quizDifficulty.name(l)),
        (s.label("questions"), String(settings.quizLength)),
        (d.setupVerbs, verbs),
        (l.quiz.lives, setup.lives.map(String.init) ?? s.off),
        (s.label("question-types"), s.valueLabel("question-types", settings.questionTypes.rawValue)),
        (d.setupGroups, groups),
    ]
}

extension State {
    /// Lines above the per-question results of a finished drill.
    func resultsHeaderHeight(_ drill: Drill) -> Int {
        resultsHeader(self, drill, Style(color: false), columns: size.columns).count
    }
}

/// The results' head: score, correct answers, difficulty, time, and for a quiz the XP,
/// level, rating, standing among earlier quizzes, the daily goal and the badges earned.
func resultsHeader(_ state: State, _ drill: Drill, _ style: Style, columns: Int) -> [String] {
    let l = state.env.l
    let q = l.quiz
    let g = l.game
    let total = drill.session.quiz.questions.count
    let elapsed = drill.finalElapsed ?? drill.session.timer.elapsed(at: state.now)
    let isQuiz = drill.reviewEntries == nil
    var lines = [
        "\(q.score): \(style.bold(String(isQuiz ? drill.session.finalScore : drill.session.score)))",
        q.correctCount(drill.session.correctCount, of: drill.session.answeredCount),
        "\(q.difficulty): \(drill.session.quiz.difficulty.name(l))",
        "\(l.leaderboard.time): \(formatElapsed(elapsed))",
    ]
    guard isQuiz else { return lines + [""] }
    var facts = ["\(g.experience): " + g.experienceEarned(drill.session.experience)]
    if let report = state.progress.report {
        facts.append(g.level(report.level, experience: report.experience, toNext: report.experienceToNextLevel))
        if case .quiz(let active) = drill.kind, let standing = report.standing(of: active.id) {
            facts.append(g.rating(standing.rating))
            facts.append(g.percentile(standing.percentile))
        }
        facts.append(g.goal(done: report.goal.done, target: report.goal.target))
    }
    lines += joinFitting(facts, columns)
    for badge in state.quiz.earned { lines.append(style.yellow("★ " + g.badgeEarned(badge.rawValue))) }
    lines.append(style.dim(state.env.l.dashboard.leaderboardKey))
    lines.append("")
    return lines
}

func drillBody(_ state: State, _ drill: Drill, title: String, _ size: Size, _ height: Int, _ style: Style) -> [String] {
    let l = state.env.l
    let q = l.quiz
    let total = drill.session.quiz.questions.count
    let elapsed = drill.finalElapsed ?? drill.session.timer.elapsed(at: state.now)
    if drill.isFinished {
        var lines = [style.bold(title + " — " + q.results), ""]
        lines += resultsHeader(state, drill, style, columns: size.columns)
        if state.quiz.showsLeaderboard && drill.reviewEntries == nil {
            return lines + leaderboardLines(state, drill, style)
        }
        if let lives = drill.session.lives, drill.session.livesLeft == 0 { lines.insert(q.outOfLives(lives), at: 2) }
        // Typed at the dashboard's keys, an answer holds no control characters to escape.
        let screens = state.screens(style, width: size.columns)
        let results = drill.session.quiz.questions.enumerated().map { i, question in
            screens.resultRow(i + 1, of: total, screens.asked(question),
                              answer: drill.session.answers[i].map { (given: $0.given, isCorrect: $0.isCorrect) }, escapes: false).line
        }
        let room = max(0, height - lines.count)
        let scroll = max(0, min(drill.scroll, max(0, results.count - room)))
        lines += results.dropFirst(scroll).prefix(room)
        return lines
    }
    guard let index = drill.session.currentIndex else { return [] }
    let question = drill.session.quiz.questions[index]
    var status = "\(q.progress) \(q.progressValue(index + 1, of: total)) · \(q.elapsed) \(formatElapsed(elapsed)) · \(q.score) \(drill.session.score)"
    if let lives = drill.session.lives, let left = drill.session.livesLeft {
        status += " · \(q.lives) " + q.livesLeft(left, of: lives)
    }
    let gap = max(1, size.columns - width(title) - width(status))
    var lines = [style.bold(title) + String(repeating: " ", count: gap) + status, ""]
    let screens = state.screens(style, width: size.columns)
    // One option a line: four Ridiculous forms side by side do not fit 80 columns.
    let rows = screens.questionRows(question, choices: .stacked)
    let lw = (rows.map { width($0.0) }.max() ?? 0) + 3
    for (label, value) in rows { lines.append("  " + pad(label.isEmpty ? "" : label + ":", lw) + value) }
    if let entries = drill.reviewEntries, entries.indices.contains(index) {
        lines.append("  " + pad(state.env.l.dashboard.box + ":", lw) + String(entries[index].box))
    }
    lines.append("")
    lines.append("  " + style.cyan("> ") + drill.input + (style.color ? style.inverse(" ") : "_"))
    lines.append("")
    if let last = drill.last {
        // Every line wraps under its own start: a Ridiculous form with its description
        // ("Futur II Konjunktiv II, Vorgangspassiv, du") is longer than 80 columns.
        func wrapped(_ head: String, _ text: String) -> [String] { WordWrap.hanging(head, text, width: size.columns) }
        if last.answer.isCorrect {
            lines += wrapped("  " + style.green("✓ " + q.correct) + "  ", style.dim(state.settings.describe(last.question) + ": ")
                             + screens.answerText(last.question))
        } else {
            lines += wrapped("  " + style.red("✗ " + q.incorrect) + "  ", style.dim(state.settings.describe(last.question)))
            // The two answers line up, whatever the language's labels.
            let cw = max(width(q.yourAnswer), width(q.correctAnswer)) + 2
            lines += wrapped("    " + pad(q.yourAnswer + ":", cw), style.yellow(screens.given(last.answer.given, escapes: false)))
            lines += wrapped("    " + pad(q.correctAnswer + ":", cw), screens.answerText(last.question))
            if let why = drill.explanation {
                let title = state.env.articles.entries().first { $0.slug == why.article }?.title ?? why.article
                let text = q.why + ": " + Explained(why, l, title: title).line(l)
                lines += wrap(text, max(20, size.columns - 4)).map { "    " + style.dim($0) }
            }
        }
    }
    return lines
}

/// The leaderboard under the results, this quiz marked.
func leaderboardLines(_ state: State, _ drill: Drill, _ style: Style) -> [String] {
    let l = state.env.l
    let lb = l.leaderboard
    var lines = [style.bold(lb.title)]
    guard !state.progress.best.isEmpty else { return lines + [lb.empty] }
    let current: Int64? = { if case .quiz(let active) = drill.kind { return active.id }; return nil }()
    for (i, s) in state.progress.best.enumerated() {
        let mine = s.id == current
        let line = (mine ? "› " : "  ") + padLeft("\(i + 1).", 3) + " " + padLeft(String(s.score), 4) + "  "
            + pad(l.quiz.progressValue(s.correctCount, of: s.askedCount), 6) + "  "
            + pad(s.difficulty.name(l), 11) + formatElapsed(s.elapsed) + "  "
            + formatTimestamp(s.finishedAt ?? s.startedAt, in: state.env.calendar)
        lines.append(mine ? style.bold(line) : line)
    }
    return lines
}

// MARK: - Progress

func progressBody(_ state: State, _ size: Size, _ height: Int, _ style: Style) -> [String] {
    switch state.progress.page {
    case .overview: return progressOverview(state, size, height, style)
    case .history: return historyBody(state, size, height, style)
    case .details: return detailsBody(state, size, height, style)
    }
}

func progressOverview(_ state: State, _ size: Size, _ height: Int, _ style: Style) -> [String] {
    let parts = overviewParts(state, size, height, style)
    var lines = parts.top
    let left = accuracyLines(state, width: parts.leftWidth, rows: parts.room, style)
    let right = parts.right
    for r in 0..<min(parts.room, max(left.count, right.count)) {
        lines.append(pad(r < left.count ? left[r] : "", parts.leftWidth) + "  " + (r < right.count ? right[r] : ""))
    }
    return lines + parts.badges
}

/// The overview but for the accuracy table: the lines above it, the best scores beside
/// it, the badges below it, and the lines and columns the table has.
func overviewParts(_ state: State, _ size: Size, _ height: Int, _ style: Style)
    -> (top: [String], right: [String], badges: [String], leftWidth: Int, room: Int) {
    let l = state.env.l
    let t = l.dashboard
    let g = l.game
    let p = state.progress
    var head = style.bold(t.screen(.progress))
    if let report = p.report {
        head += "  " + g.level(report.level, experience: report.experience, toNext: report.experienceToNextLevel)
    }
    var lines = [head]
    var facts = ["\(t.quizzes): \(p.finished.count)", "\(t.streak): \(t.days(p.streak))"]
    if let report = p.report {
        facts.append(g.longestStreak(t.days(report.longestStreak)))
        facts.append(g.goal(done: report.goal.done, target: report.goal.target))
        if let rating = report.rating { facts.append(g.rating(rating)) }
    }
    if let best = p.finished.map(\.score).max() { facts.append("\(t.best): \(best)") }
    lines += joinFitting(facts, size.columns)
    lines.append("")
    let scores = p.finished.map(\.score)
    // At 24 rows a low chart leaves the accuracy table room for more groups.
    let chartHeight = height >= 30 ? 12 : 3
    if scores.isEmpty {
        lines.append(l.history.empty)
        lines += Array(repeating: "", count: chartHeight + 1)
    } else {
        let possible = p.finished.map { s in
            Scoring.finalScore(correct: s.questionCount, difficulty: s.difficulty)
        }.max() ?? 300
        lines.append(style.dim(g.scoresTitle(low: 0, high: possible)))
        lines += chart(scores, columns: size.columns - 2, height: chartHeight, maximum: possible, style: style)
    }
    // The chart's axis sets it off from the table; at 24 rows that line goes to a group.
    if height >= 30 { lines.append("") }
    // The badges: the title and count, then each badge, never a separator after the colon.
    var badges: [String] = []
    if let report = p.report {
        badges = state.screens(style, width: size.columns).badgeSummary(report)
    }
    // The accuracy per group on the left, with column labels, scrolled with ↑/↓ when it
    // does not fit; the best scores on the right.
    let right = bestScoreLines(state, style)
    let rightWidth = right.map(width).max() ?? 0
    return (lines, right, badges, size.columns - rightWidth - 2, max(0, height - lines.count - badges.count))
}

/// "Best results" and the five best quizzes: rank, score and day. The day is written as
/// the year, month and day (2026-11-24), which reads one way in every language.
func bestScoreLines(_ state: State, _ style: Style) -> [String] {
    let p = state.progress
    var right = [style.bold(state.env.l.dashboard.bestScores)]
    if p.best.isEmpty { right.append(state.env.l.leaderboard.empty) }
    for (i, s) in p.best.prefix(5).enumerated() {
        right.append(padLeft("\(i + 1).", 3) + " " + padLeft(String(s.score), 4) + "  "
                     + formatTimestamp(s.finishedAt ?? s.startedAt, in: state.env.calendar).prefix(10))
    }
    return right
}

/// How many groups the accuracy table lists, and the first one shown: all of them when
/// `rows` lines hold them with the title, the labels and the legend; else as many as fit
/// above a line saying which are shown and that ↑/↓ scrolls.
func accuracyWindow(_ state: State, rows: Int, width total: Int) -> (top: Int, shown: Int, total: Int) {
    let count = ProgressPicture.accuracy(state.progress.tallies).count
    let legend = joinFitting(state.env.l.game.accuracyLegend.components(separatedBy: " · "), total).count
    if count + 2 + legend <= rows { return (0, count, count) }
    let shown = min(count, max(1, rows - 3))
    return (max(0, min(state.progress.accuracyTop, count - shown)), shown, count)
}

/// The accuracy of each conjugationgroup as a labelled table of bars in `rows` lines at
/// most: the name, a bar in █ (80 % or better, blue) or ▒ (below, orange), the percentage
/// and right/answers, each in its own column so that no label runs into its number. The
/// bars give way before the names down to ten cells; below that a long name (the English
/// "Future Perfect Subjunctive II (Conditional Perfect)") is cut short with "…".
func accuracyLines(_ state: State, width total: Int, rows: Int, _ style: Style) -> [String] {
    let g = state.env.l.game
    let all = ProgressPicture.accuracy(state.progress.tallies)
    var lines = [style.bold(g.accuracyTitle)]
    guard !all.isEmpty else { return lines + [state.env.l.dashboard.noAnswers] }
    let columns = g.accuracyColumns
    let names = all.map { state.settings.groupName($0.group) }
    let numbers = all.map { "\($0.right)/\($0.answered)" }
    let ratioWidth = max(width(columns.answered), numbers.map(width).max() ?? 0)
    let percentWidth = max(width(columns.right), width(state.env.l.percent(100)))
    // Two spaces between the rate and the counts, so that their labels read as two.
    let fixed = percentWidth + ratioWidth + 4
    let fullName = max(width(columns.group), names.map(width).max() ?? 0)
    // Ten cells at least, unless the pane is too narrow for them beside the names' header.
    let shortest = max(6, min(10, total - fixed - width(columns.group) - 2))
    let barWidth = max(shortest, min(20, total - fixed - fullName))
    let nameWidth = min(fullName, max(width(columns.group), total - fixed - barWidth))
    lines.append(style.dim(pad(columns.group, nameWidth) + " " + String(repeating: " ", count: barWidth) + " "
                           + padLeft(columns.right, percentWidth) + "  " + columns.answered))
    let window = accuracyWindow(state, rows: rows, width: total)
    for i in window.top..<(window.top + window.shown) {
        let row = all[i]
        let bar = row.bar(width: barWidth)
        let filled = row.isStrong ? style.blue(bar.filled) : style.orange(bar.filled)
        lines.append(pad(names[i], nameWidth) + " " + filled + style.dim(bar.empty) + " "
                     + padLeft(state.env.l.percent(row.percent), percentWidth) + "  " + numbers[i])
    }
    if window.shown < window.total {
        lines.append(style.dim(state.env.l.dashboard.accuracyShown(from: window.top + 1, to: window.top + window.shown,
                                                                   of: window.total)))
    } else {
        lines += joinFitting(g.accuracyLegend.components(separatedBy: " · "), total).prefix(max(0, rows - lines.count)).map(style.dim)
    }
    return lines
}

/// A bar chart of scores, one column per quiz (the most recent that fit), scaled to
/// `maximum`, with eighth blocks for the tops of the bars; a score too low for an eighth
/// (a 0) is drawn as the lowest block on the axis, so that one quiz is never an empty chart.
func chart(_ scores: [Int], columns: Int, height: Int, maximum: Int? = nil, style: Style) -> [String] {
    let axis = 5
    let room = max(1, columns - axis - 1)
    let barWidth = scores.count * 3 <= room ? 2 : 1
    let step = barWidth == 2 ? 3 : 1
    let shown = Array(scores.suffix(room / step))
    let top = max(1, maximum ?? shown.max() ?? 1)
    let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    var lines: [String] = []
    for r in stride(from: height - 1, through: 0, by: -1) {
        let label = r == height - 1 ? padLeft(String(top), axis - 1) + "┤" : r == 0 ? padLeft("0", axis - 1) + "┤" : String(repeating: " ", count: axis - 1) + "│"
        var bars = ""
        for score in shown {
            // At least the lowest eighth, so that every quiz shows, also one that scored 0.
            let eighths = max(1, min(max(score, 0), top) * height * 8 / top)
            let level = max(0, min(8, eighths - r * 8))
            let cell = String(repeating: String(blocks[level]), count: barWidth)
            bars += cell + (step == 3 ? " " : "")
        }
        lines.append(style.dim(label) + style.blue(trimTrailing(bars)))
    }
    lines.append(style.dim(String(repeating: " ", count: axis - 1) + "└" + String(repeating: "─", count: min(room, shown.count * step))))
    return lines
}

/// The past quizzes, newest first, the selected one marked.
func historyBody(_ state: State, _ size: Size, _ height: Int, _ style: Style) -> [String] {
    let l = state.env.l
    let h = l.history
    let list = state.historyList
    var lines = [style.bold(h.title) + "  " + style.dim(state.env.l.dashboard.quizzes + ": \(list.count)"), ""]
    guard !list.isEmpty else { return lines + [h.empty] }
    let percentiles = state.progress.report?.percentiles ?? []
    // Every row's cells first, so that each column is as wide as its header or its widest
    // cell: a German header ("Schwierigkeit") never runs into the next one.
    let screens = state.screens(style, width: size.columns)
    let header = screens.historyHeader(score: l[.historyColumnScore])
    let rightAligned: Set<Int> = [0, 2, 4]
    let rows: [[String]] = list.enumerated().map { i, s in
        let original = state.progress.finished.count - 1 - i
        return screens.historyCells(s, percentile: percentiles.indices.contains(original) ? percentiles[original] : nil)
    }
    var columns = Array(header.indices)
    var widths = header.indices.map { c in ([header] + rows).map { width($0[c]) }.max() ?? 0 }
    // Too narrow for all: the comparison with earlier quizzes goes first (the overview shows it).
    if 2 + widths.reduce(0, +) + 2 * (widths.count - 1) > size.columns {
        columns.removeAll { $0 == 5 }
    }
    widths = widths.enumerated().map { columns.contains($0.offset) ? $0.element : 0 }
    func row(_ cells: [String]) -> String {
        columns.map { c in
            rightAligned.contains(c) ? padLeft(cells[c], widths[c]) : c == columns.last ? cells[c] : pad(cells[c], widths[c])
        }
            .joined(separator: "  ")
    }
    lines.append("  " + style.dim(row(header)))
    let room = max(1, height - lines.count)
    let top = max(0, min(state.progress.selection - room + 1, list.count - room))
    for (i, cells) in rows.enumerated().dropFirst(top).prefix(room) {
        let selected = i == state.progress.selection
        let line = (selected ? "› " : "  ") + row(cells)
        lines.append(selected && style.color ? style.inverse(pad(line, size.columns)) : line)
    }
    return lines
}

/// A past quiz reopened: every question, the answer given and the right form.
func detailsBody(_ state: State, _ size: Size, _ height: Int, _ style: Style) -> [String] {
    guard let stored = state.progress.details else { return [] }
    let l = state.env.l
    let s = stored.summary
    let screens = state.screens(style, width: size.columns)
    // A lives quiz says so, as `history show` does: why it ended before its last question.
    var head = [screens.pastQuizTitle(s)] + joinFitting(screens.pastQuizFacts(s), size.columns)
    head.append("")
    let answers = Dictionary(stored.answers.map { ($0.position, $0) }, uniquingKeysWith: { a, _ in a })
    let questions = state.progress.detailQuestions
    let rows: [String] = stored.questions.enumerated().map { k, record in
        let text = questions.indices.contains(k) && questions[k].verb.infinitive == record.verb
            ? screens.asked(questions[k]) : state.settings.describe(record) + ": " + record.correctForm
        let answer = answers[record.position].map { (given: $0.given, isCorrect: $0.isCorrect) }
        return screens.resultRow(record.position + 1, of: stored.questions.count, text, answer: answer, escapes: false).line
    }
    let room = max(0, height - head.count)
    let scroll = max(0, min(state.progress.scroll, max(0, rows.count - room)))
    return head + rows.dropFirst(scroll).prefix(room)
}

// MARK: - Settings

func settingsBody(_ state: State, _ style: Style) -> [String] {
    let s = state.env.l.settings
    let settings = state.settings
    let rows: [(String, String)] = Settings.names.map { name in
        (s.label(name), s.valueLabel(name, settings.value(named: name) ?? ""))
    }
    let lw = (rows.map { width($0.0) }.max() ?? 0) + 4
    var lines = [style.bold(s.title), ""]
    for (i, (label, value)) in rows.enumerated() {
        let selected = i == state.settingsSelection
        let shown = selected ? "‹ " + value + " ›" : "  " + value
        let line = (selected ? "› " : "  ") + pad(label, lw) + shown
        lines.append(selected && style.color ? style.inverse(line) : line)
    }
    lines.append("")
    lines.append(style.dim(state.env.l.dashboard.savedAtOnce))
    return lines
}
