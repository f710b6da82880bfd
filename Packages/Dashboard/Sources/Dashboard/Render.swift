// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Persistence
import Practice
import QuizKit
import RichText
import VerbData

/// Draws the state as exactly `size.rows` lines, none wider than `size.columns`
/// terminal columns: the title bar, the screen, a status line and a help line.
/// Pure: the same state and size give the same lines.
///
/// ```swift
/// state.openVerb("singen")
/// render(state, size: Size(columns: 80, rows: 24))[7]
/// // "  ich       singe                          ich       sAng"   (NO_COLOR: irregular letters in capitals)
/// ```
public func render(_ state: State, size: Size) -> [String] {
    let style = Style(color: state.env.color)
    guard size.rows > 0, size.columns > 0 else { return [] }
    guard size.fitsMinimum else { return tooSmall(state, size) }
    let bodyHeight = size.rows - 4
    var lines: [String] = []
    lines.append(titleBar(state, size.columns, style))
    lines.append(style.dim(String(repeating: "─", count: size.columns)))
    var body = state.showsHelp ? helpBody(state, style) : screenBody(state, size, bodyHeight, style)
    if body.count > bodyHeight { body = Array(body.prefix(bodyHeight)) }
    while body.count < bodyHeight { body.append("") }
    lines += body
    lines.append(state.message.map { style.yellow($0) } ?? "")
    lines.append(style.dim(helpLine(state, columns: size.columns)))
    return lines.map { trimTrailing(clip($0, size.columns)) }
}

func trimTrailing(_ line: String) -> String {
    var s = Substring(line)
    while s.last == " " { s.removeLast() }
    return String(s)
}

/// The polite message for a terminal below 80×24, centred.
func tooSmall(_ state: State, _ size: Size) -> [String] {
    let sentence = state.env.l.dashboard.tooSmall(columns: size.columns, rows: size.rows,
                                                  minimumColumns: Size.minimum.columns, minimumRows: Size.minimum.rows)
    let quit = state.env.l.dashboard.helpGlobal.split(separator: "·").last.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "q"
    var message = wrap(sentence, size.columns)
    message.append("")
    message += wrap(quit, size.columns)
    let top = max(0, (size.rows - message.count) / 2)
    var lines = Array(repeating: "", count: top) + message.map { center($0, size.columns) }
    lines = Array(lines.prefix(size.rows))
    while lines.count < size.rows { lines.append("") }
    return lines.map(trimTrailing)
}

func titleBar(_ state: State, _ columns: Int, _ style: Style) -> String {
    let d = state.env.l.dashboard
    var bar = style.bold(" Konjugieren ") + " "
    for screen in Screen.main {
        let name = d.screen(screen.localized)
        if screen == state.mainScreen {
            bar += style.color ? style.inverse(" " + name + " ") : "[" + name + "]"
        } else {
            bar += " " + name + " "
        }
        bar += " "
    }
    let due = state.dueReviews.count
    if due > 0 {
        let note = d.reviewDue(due)
        let gap = columns - width(bar) - width(note) - 1
        if gap >= 1 { bar += String(repeating: " ", count: gap) + style.yellow(note) }
    }
    return bar
}

/// The screen's keys and then the global ones; the global ones are dropped from the
/// front when the line would be too wide ("? help · q quit" stays).
func helpLine(_ state: State, columns: Int) -> String {
    let line = fullHelpLine(state)
    guard width(line) > columns, line.hasSuffix(state.env.l.dashboard.helpGlobal) else { return line }
    let global = state.env.l.dashboard.helpGlobal.components(separatedBy: " · ")
    let specific = String(line.dropLast(state.env.l.dashboard.helpGlobal.count))
    for drop in 1..<max(1, global.count) {
        let shorter = specific + global.dropFirst(drop).joined(separator: " · ")
        if width(shorter) <= columns { return shorter }
    }
    return line
}

/// Items joined with " · ", starting a new line instead of breaking an item.
func joinFitting(_ items: [String], _ columns: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for item in items {
        let candidate = line.isEmpty ? item : line + " · " + item
        if width(candidate) <= columns || line.isEmpty {
            line = candidate
        } else {
            lines.append(line)
            line = item
        }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
}

func fullHelpLine(_ state: State) -> String {
    let d = state.env.l.dashboard
    if state.showsHelp { return d.helpClose }
    if !state.size.fitsMinimum { return "" }
    let specific: String
    switch state.screen {
    case .verbs: specific = state.verbs.isSearching ? d.helpSearch : d.helpVerbs
    case .verb: return d.helpVerb + " · " + d.helpKey
    case .quiz:
        if let drill = state.quiz.drill {
            specific = drill.isFinished ? d.helpResults : d.helpQuiz
        } else {
            specific = state.quiz.unfinished != nil ? d.helpQuizUnfinished : d.helpQuizIdle
        }
    case .review:
        if let drill = state.review.drill {
            specific = drill.isFinished ? d.helpReviewDone : d.helpQuiz
        } else {
            specific = d.helpReviewIdle
        }
    case .info: specific = state.info.open == nil ? d.helpInfoList : d.helpInfo
    case .progress: return d.helpGlobal
    case .settings: specific = d.helpSettings
    }
    if state.isTyping { return specific }
    return specific + " · " + d.helpGlobal
}

func helpBody(_ state: State, _ style: Style) -> [String] {
    let d = state.env.l.dashboard
    let rows = d.helpRows
    let w = (rows.map { width($0.key) }.max() ?? 0) + 2
    var lines = [style.bold(d.keys), ""]
    for (key, what) in rows {
        lines.append(key.isEmpty && what.isEmpty ? "" : "  " + pad(style.cyan(key), w) + what)
    }
    return lines
}

func screenBody(_ state: State, _ size: Size, _ height: Int, _ style: Style) -> [String] {
    switch state.screen {
    case .verbs: return verbsBody(state, size, height, style)
    case .verb: return verbBody(state, size, height, style)
    case .quiz: return quizBody(state, size, height, style)
    case .review: return reviewBody(state, size, height, style)
    case .info: return infoBody(state, size, height, style)
    case .progress: return progressBody(state, size, height, style)
    case .settings: return settingsBody(state, style)
    }
}

extension Screen {
    var localized: L10nScreen {
        switch self {
        case .verbs: return .verbs
        case .verb: return .verb
        case .quiz: return .quiz
        case .review: return .review
        case .info: return .info
        case .progress: return .progress
        case .settings: return .settings
        }
    }
}

import Localization
typealias L10nScreen = L.Dashboard.Screen

// MARK: - Verbs

func verbsBody(_ state: State, _ size: Size, _ height: Int, _ style: Style) -> [String] {
    let l = state.env.l
    let d = l.dashboard
    let list = state.verbs
    let search: String
    if list.isSearching {
        search = style.bold(d.search + ": ") + list.query + (style.color ? style.inverse(" ") : "_")
    } else if !list.query.isEmpty {
        search = d.search + ": " + list.query
    } else {
        search = style.dim(d.searchHint)
    }
    let facts = "\(d.sortedBy) \(d.order(list.effectiveOrder.localized)) · \(d.familyLabel): "
        + (list.family.map { l.family.name($0.rawValue) } ?? d.all) + " · " + d.verbCount(list.matches.count)
    let gap = max(1, size.columns - width(search) - width(facts))
    var lines = [search + String(repeating: " ", count: gap) + facts]
    let infinitiveWidth = size.columns >= 120 ? 28 : 22
    let familyWidth = 13
    let auxWidth = 12
    lines.append(style.dim("  " + padLeft(d.rank, 5) + "  " + pad(l.cli.infinitive, infinitiveWidth)
                           + pad(l.cli.family, familyWidth) + pad(d.auxiliaryShort, auxWidth) + l.cli.gloss))
    guard !list.matches.isEmpty else {
        lines.append("")
        lines.append("  " + d.noMatches(list.query))
        return lines
    }
    let rowsShown = max(1, height - 2)
    let top = max(0, min(list.top, max(0, list.matches.count - rowsShown)))
    for i in top..<min(list.matches.count, top + rowsShown) {
        let listing = list.matches[i]
        let entry = listing.entry
        let name = entry.infinitive + (listing.meanings > 1 ? " (\(listing.meaning))" : "")
        let selected = i == list.selection
        let line = (selected ? "› " : "  ") + padLeft(String(entry.rank), 5) + "  " + pad(name, infinitiveWidth)
            + pad(l.family.name(entry.family.rawValue), familyWidth)
            + pad(entry.auxiliaries.map(\.rawValue).joined(separator: "/"), auxWidth) + entry.gloss
        let clipped = clip(line, size.columns)
        lines.append(selected && style.color ? style.inverse(pad(clipped, size.columns)) : clipped)
    }
    return lines
}

extension Lexicon.SortOrder {
    var localized: L.Dashboard.Order {
        switch self {
        case .frequency: return .frequency
        case .alphabet: return .alphabet
        case .relevance: return .relevance
        }
    }
}

// MARK: - Verb

/// Every line of a verb page, before scrolling.
func verbLines(_ state: State, _ page: VerbPage, columns: Int, style: Style) -> [String] {
    let l = state.env.l
    let cli = l.cli
    var lines: [String] = []
    guard let verb = page.verb else {
        lines.append(style.bold(page.infinitive))
        lines.append(page.error ?? "")
        return lines
    }
    var head = style.bold((verb.isReflexive ? "sich " : "") + verb.infinitive)
    if let gloss = page.entry?.gloss, !gloss.isEmpty { head += " — " + gloss }
    lines.append(head)
    var facts = [
        "\(cli.family): \(l.family.name(verb.family.rawValue))",
        "\(cli.auxiliary): \(verb.auxiliaries.map(\.rawValue).joined(separator: "/"))",
        "\(cli.ablautSeries): \(verb.ablautSeries ?? cli.none)",
    ]
    if let rank = page.entry?.rank { facts.append("\(cli.frequencyRank): \(rank)") }
    if !verb.isKnown { facts.append(l.verb.byRule) }
    lines += joinFitting(facts, columns).map(style.dim)
    if !page.otherMeanings.isEmpty {
        let others = page.otherMeanings.map { "\($0.number). \($0.entry.gloss) (\(l.family.name($0.entry.family.rawValue)))" }
        lines += wrap(l.dashboard.otherMeanings + ": " + others.joined(separator: "; "), columns).map(style.dim)
    }
    lines.append("")

    let thirdPerson = state.settings.thirdPerson.rawValue
    // The active voice first, as in the classic table (its tenses, the Imperativ, the
    // participles), then the infinitives, then the passive groups.
    var blocks: [[String]] = []
    var passive: [[String]] = []
    var participles: [(Conjugationgroup, Form)] = []
    var infinitives: [(Conjugationgroup, Form)] = []
    var imperativ: [String]?
    for (group, forms) in page.groups {
        if group.persons == [nil] {
            if let form = forms.first {
                if group == .perfektpartizip || group == .präsenspartizip {
                    participles.append((group, form))
                } else {
                    infinitives.append((group, form))
                }
            }
            continue
        }
        var block = [style.bold(state.settings.groupName(group))]
        let pronouns = group.persons.map { $0?.pronoun(thirdPerson: thirdPerson) ?? "" }
        let pw = pronouns.map(width).max() ?? 0
        for (pronoun, form) in zip(pronouns, forms) {
            block.append("  " + pad(pronoun, pw) + " " + formText(form, style))
        }
        if group == .imperativ {
            imperativ = block
        } else if group.isPassive {
            passive.append(block)
        } else {
            blocks.append(block)
        }
    }
    if let imperativ { blocks.append(imperativ) }
    func named(_ title: String, _ forms: [(Conjugationgroup, Form)]) {
        guard !forms.isEmpty else { return }
        let names = forms.map { state.settings.groupName($0.0) }
        let nw = names.map(width).max() ?? 0
        var block = [style.bold(title)]
        for (name, (_, form)) in zip(names, forms) {
            block.append("  " + pad(name, nw) + " " + formText(form, style))
        }
        blocks.append(block)
    }
    named(l.dashboard.participles, participles)
    named(l.dashboard.infinitives, infinitives)
    let perRow = max(1, (columns + 2) / 40)
    let cellWidth = (columns - 2 * (perRow - 1)) / perRow
    // The passive starts a row of its own, below the whole active voice.
    for section in [blocks, passive] where !section.isEmpty {
        if lines.last != "" { lines.append("") }
        lines += BlockGrid.lay(section, perRow: perRow) { cell, last in
            last ? clip(cell, cellWidth) : pad(cell, cellWidth) + "  "
        }
    }
    while lines.last == "" { lines.removeLast() }
    return lines
}

func formText(_ form: Form, _ style: Style) -> String {
    guard form.exists else { return "—" }
    var text = style.form(form)
    let others = form.variants.filter { $0 != form.text }
    if !others.isEmpty { text += style.dim(" / " + others.joined(separator: " / ")) }
    return text
}

extension State {
    /// Lines of the open verb page at the current width (for clamping the scroll).
    func verbLineCount(_ page: VerbPage) -> Int {
        verbLines(self, page, columns: size.columns, style: Style(color: false)).count
    }
}

func verbBody(_ state: State, _ size: Size, _ height: Int, _ style: Style) -> [String] {
    guard let page = state.verb else { return [] }
    let all = verbLines(state, page, columns: size.columns, style: style)
    let scroll = max(0, min(page.scroll, max(0, all.count - height)))
    var shown = Array(all.dropFirst(scroll).prefix(height))
    if scroll + height < all.count, let last = shown.indices.last {
        shown[last] = padLeft(style.dim(state.env.l.dashboard.more), size.columns)
    }
    return shown
}

// MARK: - Quiz and review

/// Lines above the per-question results.
let resultsHeader = 7

func drillBody(_ state: State, _ drill: Drill, title: String, _ size: Size, _ height: Int, _ style: Style) -> [String] {
    let q = state.env.l.quiz
    let total = drill.session.quiz.questions.count
    let elapsed = drill.finalElapsed ?? drill.session.timer.elapsed(at: state.now)
    if drill.isFinished {
        var lines = [
            style.bold(title + " — " + q.results),
            "",
            "\(q.score): \(style.bold(String(drill.reviewEntries != nil ? drill.session.score : drill.session.finalScore)))",
            q.correctCount(drill.session.correctCount, of: total),
            "\(q.difficulty): \(drill.session.quiz.difficulty.name(state.env.l))",
            "\(state.env.l.leaderboard.time): \(formatElapsed(elapsed))",
            "",
        ]
        var results: [String] = []
        let numberWidth = String(total).count
        for (i, question) in drill.session.quiz.questions.enumerated() {
            let answer = drill.session.answers[i]
            let mark = answer?.isCorrect == true ? style.green("✓") : style.red("✗")
            var line = padLeft("\(i + 1).", numberWidth + 1) + " " + mark + " " + state.settings.describe(question)
                + ": " + style.form(question.expected)
            if let answer, !answer.isCorrect {
                line += " — \(q.yourAnswer): " + style.yellow(answer.given.isEmpty ? "—" : answer.given)
            }
            results.append(line)
        }
        let room = max(0, height - lines.count)
        let scroll = max(0, min(drill.scroll, max(0, results.count - room)))
        lines += results.dropFirst(scroll).prefix(room)
        return lines
    }
    guard let index = drill.session.currentIndex else { return [] }
    let question = drill.session.quiz.questions[index]
    let status = "\(q.progress) \(q.progressValue(index + 1, of: total)) · \(q.elapsed) \(formatElapsed(elapsed)) · \(q.score) \(drill.session.score)"
    let gap = max(1, size.columns - width(title) - width(status))
    var lines = [style.bold(title) + String(repeating: " ", count: gap) + status, ""]
    let rows: [(String, String)] = [
        (q.verb, style.bold(question.verb.infinitive)),
        (q.translation, question.verb.gloss.isEmpty ? "—" : question.verb.gloss),
        (q.pronoun, question.person == nil ? "—" : style.bold(question.pronoun(thirdPerson: state.settings.thirdPerson.rawValue))),
        (q.conjugationgroup, state.settings.groupName(question.conjugationgroup)),
    ]
    let lw = (rows.map { width($0.0) }.max() ?? 0) + 3
    for (label, value) in rows { lines.append("  " + pad(label + ":", lw) + value) }
    if let entries = drill.reviewEntries, entries.indices.contains(index) {
        lines.append("  " + pad(state.env.l.dashboard.box + ":", lw) + String(entries[index].box))
    }
    lines.append("")
    lines.append("  " + style.cyan("> ") + drill.input + (style.color ? style.inverse(" ") : "_"))
    lines.append("")
    if let last = drill.last {
        if last.answer.isCorrect {
            lines.append("  " + style.green("✓ " + q.correct) + "  " + style.dim(state.settings.describe(last.question) + ": ")
                         + style.form(last.question.expected))
        } else {
            lines.append("  " + style.red("✗ " + q.incorrect) + "  " + style.dim(state.settings.describe(last.question)))
            lines.append("    " + q.yourAnswer + ": " + style.yellow(last.answer.given))
            lines.append("    " + q.correctAnswer + ": " + style.form(last.question.expected))
        }
    }
    return lines
}

func quizBody(_ state: State, _ size: Size, _ height: Int, _ style: Style) -> [String] {
    let q = state.env.l.quiz
    let d = state.env.l.dashboard
    if let drill = state.quiz.drill {
        return drillBody(state, drill, title: q.title, size, height, style)
    }
    var lines = [style.bold(q.title), ""]
    lines.append("\(q.difficulty): \(state.quizDifficulty.name(state.env.l)) \(style.dim(d.difficultyHint))")
    lines.append("")
    if let unfinished = state.quiz.unfinished {
        lines.append(q.unfinishedPrompt)
        lines.append("  " + formatTimestamp(unfinished.summary.startedAt, in: state.env.calendar) + " · "
                     + q.progressValue(unfinished.answers.count, of: unfinished.questions.count) + " · "
                     + "\(q.score) \(Scoring.points(correct: unfinished.answers.filter(\.isCorrect).count))")
        lines.append("")
        lines.append("  " + style.cyan("r") + " " + q.resume + "   " + style.cyan("d") + " " + q.discard)
    } else {
        lines.append(d.newQuizHint)
    }
    return lines
}

func reviewBody(_ state: State, _ size: Size, _ height: Int, _ style: Style) -> [String] {
    let d = state.env.l.dashboard
    if let drill = state.review.drill {
        return drillBody(state, drill, title: d.screen(.review), size, height, style)
    }
    let queue = state.review.queue
    var lines = [style.bold(d.screen(.review)), ""]
    if queue.isEmpty {
        lines += wrap(d.reviewEmpty, size.columns)
        return lines
    }
    lines.append("\(queue.count) \(d.inQueue) · " + d.reviewDue(state.dueReviews.count))
    lines.append("")
    for entry in queue.prefix(max(0, height - lines.count)) {
        let when = entry.dueAt <= state.now ? style.yellow(pad(d.due, 16)) : pad(formatTimestamp(entry.dueAt, in: state.env.calendar), 16)
        lines.append("  \(d.box) \(entry.box)  " + when + "  " + state.settings.describe(entry))
    }
    return lines
}

// MARK: - Info

extension State {
    /// The rendered lines of an open article at the current width.
    func articleLines(_ open: InfoPage.Open, color: Bool = false) -> [String] {
        let renderer = ANSIRenderer(width: articleWidth(size.columns), color: color, linkLabel: env.articles.linkLabel)
        return renderer.render(open.document).lines
    }
}

func articleWidth(_ columns: Int) -> Int { min(columns - 2, 100) }

func infoBody(_ state: State, _ size: Size, _ height: Int, _ style: Style) -> [String] {
    let d = state.env.l.dashboard
    guard let open = state.info.open else {
        var lines = [style.bold(d.screen(.info)), ""]
        let shown = max(1, height - 2)
        let top = max(0, state.info.selection - shown + 1)
        for (i, entry) in state.info.entries.enumerated().dropFirst(top).prefix(shown) {
            let selected = i == state.info.selection
            let line = (selected ? "› " : "  ") + entry.title
            lines.append(selected && style.color ? style.inverse(pad(line, size.columns)) : line)
        }
        return lines
    }
    let all = ANSIRenderer(width: articleWidth(size.columns), color: style.color, linkLabel: state.env.articles.linkLabel)
        .render(open.document)
    let room = max(0, height - 2)
    let scroll = max(0, min(open.scroll, max(0, all.lines.count - room)))
    var lines = all.lines.dropFirst(scroll).prefix(room).map { " " + $0 }
    while lines.count < height - 1 { lines.append("") }
    var footer = scroll + room < all.lines.count ? style.dim(d.more) + "  " : ""
    if !all.links.isEmpty {
        let label = state.env.articles.linkLabel
        let items = all.links.enumerated().map { style.cyan(String($0.offset + 1)) + " " + label($0.element) }
        if !state.info.linkNumber.isEmpty {
            footer += style.bold(d.links + ": " + state.info.linkNumber + "_") + "  "
        } else {
            footer += style.dim(d.links + ":") + " "
        }
        footer += items.joined(separator: "  ")
    }
    lines.append(footer)
    return lines
}

// MARK: - Progress

func progressBody(_ state: State, _ size: Size, _ height: Int, _ style: Style) -> [String] {
    let t = state.env.l.dashboard
    let p = state.progress
    let scores = p.finished.map(\.score)
    var head = "\(t.quizzes): \(scores.count) · \(t.streak): \(t.days(p.streak))"
    if let best = scores.max() { head += " · \(t.best): \(best)" }
    var lines = [style.bold(state.env.l.dashboard.screen(.progress)) + "  " + head, ""]
    let chartHeight = height >= 30 ? 14 : 8
    if scores.isEmpty {
        lines.append(state.env.l.history.empty)
        lines += Array(repeating: "", count: chartHeight)
    } else {
        lines.append(style.dim(t.scoreHistory))
        lines += chart(scores, columns: size.columns - 2, height: chartHeight, style: style)
    }
    lines.append("")
    let half = size.columns / 2
    var left = [style.bold(t.bestScores)]
    if p.best.isEmpty { left.append(state.env.l.leaderboard.empty) }
    for (i, s) in p.best.enumerated() {
        left.append(padLeft("\(i + 1).", 3) + " " + padLeft(String(s.score), 4) + "  "
                    + formatTimestamp(s.finishedAt ?? s.startedAt, in: state.env.calendar) + "  " + formatElapsed(s.elapsed))
    }
    var right = [style.bold(t.weakest)]
    let weakest = p.tallies.filter { $0.answered > 0 }
        .sorted { (Double($0.wrong) / Double($0.answered), $0.wrong) > (Double($1.wrong) / Double($1.answered), $1.wrong) }
        .prefix(5)
    if weakest.isEmpty { right.append(t.noAnswers) }
    for tally in weakest {
        let name = state.settings.groupName(id: tally.conjugationgroup)
        let percent = tally.wrong * 100 / max(1, tally.answered)
        right.append(pad(name, 26) + padLeft("\(percent)%", 4) + "  " + style.dim("\(tally.wrong)/\(tally.answered)"))
    }
    for r in 0..<max(left.count, right.count) {
        let l = r < left.count ? left[r] : ""
        let rr = r < right.count ? right[r] : ""
        lines.append(pad(l, half) + rr)
    }
    return lines
}

/// A bar chart of scores, one column per quiz (the most recent that fit), with
/// eighth blocks for the tops of the bars.
func chart(_ scores: [Int], columns: Int, height: Int, style: Style) -> [String] {
    let axis = 5
    let room = max(1, columns - axis - 1)
    let barWidth = scores.count * 3 <= room ? 2 : 1
    let step = barWidth == 2 ? 3 : 1
    let shown = Array(scores.suffix(room / step))
    let maximum = max(1, shown.max() ?? 1)
    let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    var lines: [String] = []
    for r in stride(from: height - 1, through: 0, by: -1) {
        let label = r == height - 1 ? padLeft(String(maximum), axis - 1) + "┤" : r == 0 ? padLeft("0", axis - 1) + "┤" : String(repeating: " ", count: axis - 1) + "│"
        var bars = ""
        for score in shown {
            let eighths = score * height * 8 / maximum
            let level = max(0, min(8, eighths - r * 8))
            let cell = String(repeating: String(blocks[level]), count: barWidth)
            bars += cell + (step == 3 ? " " : "")
        }
        lines.append(style.dim(label) + style.cyan(trimTrailing(bars)))
    }
    lines.append(style.dim(String(repeating: " ", count: axis - 1) + "└" + String(repeating: "─", count: min(room, shown.count * step))))
    return lines
}

// MARK: - Settings

func settingsBody(_ state: State, _ style: Style) -> [String] {
    let s = state.env.l.settings
    let q = state.env.l.quiz
    let settings = state.settings
    let rows: [(String, String)] = [
        (s.conjugationgroupLanguage, settings.groupLanguage == .english ? s.english : s.german),
        (s.thirdPersonPronoun, settings.thirdPerson.rawValue),
        (s.quizDifficulty, settings.difficulty == .ridiculous ? q.ridiculous : q.regular),
        (s.sound, settings.sound ? s.on : s.off),
    ]
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
