// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Paradigm
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
    // A message wider than the screen (the give-up question says what is kept and what is
    // lost) is wrapped onto up to four lines taken from the bottom of the screen, not cut.
    let message = state.message.map { Array(wrap($0, size.columns).prefix(4)) } ?? []
    let bodyHeight = size.rows - 3 - max(1, message.count)
    var lines: [String] = []
    lines.append(titleBar(state, size.columns, style))
    lines.append(style.dim(String(repeating: "─", count: size.columns)))
    var body: [String]
    if state.showsHelp {
        let help = helpBody(state, size.columns, style)
        body = Array(help.dropFirst(helpTop(state, lines: help.count, height: bodyHeight)))
    } else {
        body = screenBody(state, size, bodyHeight, style)
    }
    if body.count > bodyHeight { body = Array(body.prefix(bodyHeight)) }
    while body.count < bodyHeight { body.append("") }
    lines += body
    lines += message.isEmpty ? [""] : message.map { style.yellow($0) }
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
    let quit = state.env.l.dashboard.helpQuit
    var message = wrap(sentence, size.columns)
    message.append("")
    message += wrap(quit, size.columns)
    let top = max(0, (size.rows - message.count) / 2)
    var lines = Array(repeating: "", count: top) + message.map { center($0, size.columns) }
    lines = Array(lines.prefix(size.rows))
    while lines.count < size.rows { lines.append("") }
    return lines.map(trimTrailing)
}

/// The name and every main screen as a tab, the current one marked, and the forms due
/// for review. Every tab's name is shown whole: at a narrow width the tabs close up, the
/// due note shrinks to a count on the Review tab, and last the name makes room.
func titleBar(_ state: State, _ columns: Int, _ style: Style) -> String {
    let d = state.env.l.dashboard
    let due = state.dueReviews.count
    func tabs(separated: Bool, dueOnTab: Bool) -> String {
        Screen.main.map { screen in
            var name = d.screen(screen.localized)
            if dueOnTab && screen == .review && due > 0 { name += " (\(due))" }
            if screen == state.mainScreen {
                return style.color ? style.inverse(" " + name + " ") : "[" + name + "]"
            }
            return " " + name + " "
        }.joined(separator: separated ? " " : "")
    }
    let brand = style.bold(" Konjugieren ") + " "
    func withNote(_ bar: String) -> String? {
        guard due > 0 else { return bar }
        let note = d.reviewDue(due)
        let gap = columns - width(bar) - width(note) - 1
        return gap >= 1 ? bar + String(repeating: " ", count: gap) + style.yellow(note) : nil
    }
    let candidates: [String?] = [
        withNote(brand + tabs(separated: true, dueOnTab: false)),
        withNote(brand + tabs(separated: false, dueOnTab: false)),
        brand + tabs(separated: false, dueOnTab: true),
        " " + tabs(separated: false, dueOnTab: true),
    ]
    let fitting = candidates.compactMap { $0 }
    return fitting.first { width($0) <= columns } ?? fitting.last ?? ""
}

/// The keys of the help line: the screen's own, the most useful first, then those that
/// work everywhere (Tab, ?, q).
struct KeyHints {
    var specific: [String]
    var global: [String]
}

/// The screen's keys and then the global ones. When the line is too wide, the screen's
/// least useful keys go first (the help screen lists them all); Tab, ? and q stay.
func helpLine(_ state: State, columns: Int) -> String {
    let hints = keyHints(state)
    var specific = hints.specific
    var global = hints.global
    while true {
        let line = (specific + global).joined(separator: " · ")
        if width(line) <= columns { return line }
        if specific.count > 1 {
            specific.removeLast()
        } else if global.count > 1 {
            global.removeFirst()
        } else {
            return line
        }
    }
}

/// Items joined with " · ", starting a new line instead of breaking an item.
func joinFitting(_ items: [String], _ columns: Int) -> [String] { DisplayWidth.joinFitting(items, width: columns) }

/// Where the dashboard is, as far as its keys go: each situation has one set of keys,
/// which the help line shows there and the help screen lists under the screen's name, so
/// that the two cannot say different things.
enum KeyContext: CaseIterable {
    case verbs, verbsSearch, verb
    case quizSetup, quizGroups, quizUnfinished, quizDrill, quizResults
    case reviewIdle, reviewDrill, reviewDone
    case infoList, infoArticle
    case progressOverview, progressHistory, progressDetails
    case settings

    /// The screen whose row of the help screen lists these keys.
    var screen: Screen {
        switch self {
        case .verbs, .verbsSearch: return .verbs
        case .verb: return .verb
        case .quizSetup, .quizGroups, .quizUnfinished, .quizDrill, .quizResults: return .quiz
        case .reviewIdle, .reviewDrill, .reviewDone: return .review
        case .infoList, .infoArticle: return .info
        case .progressOverview, .progressHistory, .progressDetails: return .progress
        case .settings: return .settings
        }
    }

    /// The situation of `state`.
    init(_ state: State) {
        switch state.screen {
        case .verbs: self = state.verbs.isSearching ? .verbsSearch : .verbs
        case .verb: self = .verb
        case .quiz:
            if let drill = state.quiz.drill {
                self = drill.isFinished ? .quizResults : .quizDrill
            } else if state.quiz.unfinished != nil {
                self = .quizUnfinished
            } else {
                self = state.quiz.setup.isChoosingGroups ? .quizGroups : .quizSetup
            }
        case .review:
            if let drill = state.review.drill {
                self = drill.isFinished ? .reviewDone : .reviewDrill
            } else {
                self = .reviewIdle
            }
        case .info: self = state.info.open == nil ? .infoList : .infoArticle
        case .progress:
            switch state.progress.page {
            case .overview: self = .progressOverview
            case .history: self = .progressHistory
            case .details: self = .progressDetails
            }
        case .settings: self = .settings
        }
    }

    /// The keys of this situation, the most useful first. `links` is the number of links
    /// of the open article.
    func hints(_ d: L.Dashboard, links: Int) -> [String] {
        func items(_ line: String) -> [String] { line.components(separatedBy: " · ") }
        switch self {
        case .verbs: return items(d.helpVerbs) + [d.markKey]
        case .verbsSearch: return items(d.helpSearch)
        case .verb: return items(d.helpVerb)
        case .quizSetup: return items(d.setupHint)
        case .quizGroups: return items(d.setupGroupsHint)
        case .quizUnfinished: return items(d.helpQuizUnfinished)
        case .quizDrill: return items(d.helpQuiz)
        case .quizResults: return items(d.helpResults) + [d.leaderboardKey]
        case .reviewIdle: return items(d.helpReviewIdle)
        case .reviewDrill: return items(d.helpReview)
        case .reviewDone: return items(d.helpReviewDone)
        case .infoList: return items(d.helpInfoList)
        case .infoArticle: return (links > 0 ? [d.helpFollowLink(count: links)] : []) + [d.helpBack, d.helpScroll]
        case .progressOverview: return items(d.helpProgressOverview) + [d.helpScroll]
        case .progressHistory: return items(d.helpProgressHistory)
        case .progressDetails: return items(d.helpProgressDetails)
        case .settings: return items(d.helpSettings)
        }
    }
}

func keyHints(_ state: State) -> KeyHints {
    let d = state.env.l.dashboard
    if state.showsHelp {
        let taller = helpBody(state, state.size.columns, Style(color: false)).count > state.bodyHeight
        return KeyHints(specific: [taller ? d.helpCloseOrScroll : d.helpClose], global: [])
    }
    if !state.size.fitsMinimum { return KeyHints(specific: [], global: []) }
    // A yes-or-no question (give the quiz up? delete?) takes the next key as its answer.
    if state.isConfirming { return KeyHints(specific: [d.helpConfirm], global: []) }
    let context = KeyContext(state)
    var specific = context.hints(d, links: state.info.open?.document.links.count ?? 0)
    if context == .progressOverview {
        // ↑/↓ scroll the accuracy table only when it does not show every group.
        let parts = overviewParts(state, state.size, state.bodyHeight, Style(color: false))
        let window = accuracyWindow(state, rows: parts.room, width: parts.leftWidth)
        if window.shown >= window.total { specific.removeAll { $0 == d.helpScroll } }
    }
    switch context {
    // The history list and a reopened quiz: Esc goes back, and no other screen is a key away.
    case .progressHistory, .progressDetails: return KeyHints(specific: specific, global: [])
    default: break
    }
    // Typed keys go into the answer or the search field.
    if state.isTyping { return KeyHints(specific: specific, global: []) }
    // On the verb page q goes back rather than quitting.
    return KeyHints(specific: specific, global: state.screen.isMain ? [d.helpTab, d.helpKey, d.helpQuit] : [d.helpTab, d.helpKey])
}

/// The help screen's rows: the keys that work everywhere, then for each screen one line
/// per situation (`KeyContext`) with the keys its help line shows there, so that a key
/// that does different things in two situations is read next to its neighbours; a key
/// already listed for the screen with the same action is not repeated.
func helpRows(_ d: L.Dashboard) -> [(key: String, lines: [String])] {
    var rows = d.helpRows.map { (key: $0.key, lines: [$0.action]) }
    rows.append(("", []))
    for screen in [Screen.verbs, .verb, .quiz, .review, .info, .progress, .settings] {
        var shown: Set<String> = []
        var lines: [String] = []
        for context in KeyContext.allCases where context.screen == screen {
            // An article's digits in one hint, for any number of links.
            let hints = context == .infoArticle ? [d.helpFollowLinkAny] + context.hints(d, links: 0)
                : context.hints(d, links: 0)
            let fresh = hints.filter { shown.insert($0).inserted }
            if !fresh.isEmpty { lines.append(fresh.joined(separator: " · ")) }
        }
        rows.append((d.screen(screen.localized), lines))
    }
    return rows
}

/// Every key, one row per key or screen and one line per situation of a screen; a line
/// too long for the width goes on under itself, indented, broken between its " · "
/// items, so that nothing is cut off. Taller than the screen, it scrolls with ↑/↓
/// (`State.helpScroll`).
func helpBody(_ state: State, _ columns: Int, _ style: Style) -> [String] {
    let d = state.env.l.dashboard
    let rows = helpRows(d)
    let w = (rows.map { width($0.key) }.max() ?? 0) + 2
    var lines = [style.bold(d.keys), ""]
    for (key, situations) in rows {
        guard !(key.isEmpty && situations.isEmpty) else {
            lines.append("")
            continue
        }
        var first = true
        for situation in situations {
            let parts = joinFitting(situation.components(separatedBy: " · "), max(20, columns - 2 - w - 2))
            for (i, part) in parts.enumerated() {
                lines.append("  " + pad(first ? style.cyan(key) : "", w) + (i == 0 ? part : "  " + part))
                first = false
            }
        }
    }
    return lines
}

/// The first line of the help shown, within what the body's height allows.
func helpTop(_ state: State, lines: Int, height: Int) -> Int {
    max(0, min(state.helpScroll, lines - height))
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
    // A row is a meaning; the count says how many verbs they belong to (hängen is one verb, two rows).
    let facts = "\(d.order(list.effectiveOrder.localized)) · \(d.familyLabel): "
        + (list.family.map { l.family.name($0.rawValue) } ?? d.all) + " · "
        + l.listing.extent(verbs: list.verbCount, meanings: list.matches.count)
    let gap = max(1, size.columns - width(search) - width(facts))
    var lines = [search + String(repeating: " ", count: gap) + facts]
    let infinitiveWidth = size.columns >= 120 ? 28 : 22
    // The family and auxiliary columns are as wide as their widest value in this
    // language ("unregelmäßig", "sein/haben") or their header, and two spaces more.
    let familyWidth = (Family.allCases.map { width(l.family.name($0.rawValue)) } + [width(l.cli.family)]).max().map { $0 + 2 } ?? 14
    let auxWidth = max(width(d.auxiliaryShort), width("sein/haben")) + 2
    lines.append(style.dim("  " + padLeft(d.rank, 6) + "  " + pad(l.cli.infinitive, infinitiveWidth)
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
        let marked = state.markedVerbs.contains(entry.infinitive)
        let line = (selected ? "› " : "  ") + padLeft(l.grouped(entry.rank), 6) + (marked ? " •" : "  ") + pad(name, infinitiveWidth)
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

extension VerbPage {
    /// The table of every group in the pronoun and group-name settings: the one kept when
    /// it was made with them, else made anew (a setting changed while the page was open).
    func table(_ settings: Settings, _ l: L) -> ConjugationTable? {
        guard let conjugation else { return nil }
        let choices = ConjugationTable.Choices(thirdPerson: settings.thirdPerson.rawValue, groups: Conjugationgroup.allCases,
                                               meaning: meaning, groupNaming: settings.groupLanguage == .english ? .en : .de)
        if let table, table.choices.thirdPerson == choices.thirdPerson, table.choices.groupNaming == choices.groupNaming {
            return table
        }
        return ConjugationTable(conjugation, choices: choices, l: l)
    }
}

/// Every line of a verb page, before scrolling.
func verbLines(_ state: State, _ page: VerbPage, columns: Int, style: Style) -> [String] {
    let l = state.env.l
    let cli = l.cli
    var lines: [String] = []
    guard let table = page.table(state.settings, l) else {
        lines.append(style.bold(page.infinitive))
        lines.append(page.error ?? "")
        return lines
    }
    var head = style.bold(table.title)
    if let gloss = table.gloss, !gloss.isEmpty { head += " — " + gloss }
    lines.append(head)
    let facts = table.facts
    var factLines = [
        "\(cli.family): \(l.family.name(facts.family.rawValue))",
        "\(cli.auxiliary): \(facts.auxiliaries.map(\.rawValue).joined(separator: "/"))",
        "\(cli.ablautSeries): \(facts.ablautSeries.isEmpty ? cli.none : facts.ablautSeries.joined(separator: " – "))",
    ]
    if let rank = facts.rank { factLines.append("\(cli.frequencyRank): \(l.grouped(rank))") }
    if facts.isByRule { factLines.append(l.verb.byRule) }
    lines += joinFitting(factLines, columns).map(style.dim)
    if !table.otherMeanings.isEmpty {
        lines += wrap(l.dashboard.otherMeanings + ": " + table.otherMeanings.map(\.text).joined(separator: "; "), columns).map(style.dim)
    }
    lines.append("")

    // The active voice first, as in the classic table (its tenses, the Imperativ, the
    // participles), then the infinitives, then the passive groups.
    var blocks: [[String]] = []
    var passive: [[String]] = []
    var participles: [(Conjugationgroup, Form)] = []
    var infinitives: [(Conjugationgroup, Form)] = []
    var imperativ: [String]?
    for section in table.sections {
        let group = section.group
        if group.persons == [nil] {
            if let form = section.rows.first?.form {
                if group == .perfektpartizip || group == .präsenspartizip {
                    participles.append((group, form))
                } else {
                    infinitives.append((group, form))
                }
            }
            continue
        }
        var block = [style.bold(state.settings.groupName(group))]
        // The impersonal passive has no other persons: "es wird getanzt".
        let rows = section.rows.filter { !section.isImpersonal || $0.form.exists }
        let pw = rows.map { width($0.label) }.max() ?? 0
        for row in rows {
            block.append("  " + pad(row.label, pw) + " " + formText(row.form, style))
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
    // The headings stand among the group names, so they speak their language, not the interface's.
    let groupNames = L(state.settings.groupLanguage == .english ? .en : .de, catalog: l.catalog).dashboard
    named(groupNames.participles, participles)
    named(groupNames.infinitives, infinitives)
    // The passive starts a row of its own, below the whole active voice.
    for (k, section) in [blocks, passive].enumerated() where !section.isEmpty {
        // Columns of 38 or more; the passive in fewer where its longest line needs them
        // (du werdest wiederaufgebaut worden sein), so that its forms are cut only where
        // one column is narrower than the form.
        let widest = k == 1 ? section.flatMap { $0 }.map(width).max() ?? 0 : 0
        var perRow = max(1, (columns + 2) / 40)
        while perRow > 1 && (columns - 2 * (perRow - 1)) / perRow < widest { perRow -= 1 }
        let cellWidth = (columns - 2 * (perRow - 1)) / perRow
        if lines.last != "" { lines.append("") }
        lines += BlockGrid.lay(section, perRow: perRow) { cell, last in
            last ? clip(cell, cellWidth) : pad(cell, cellWidth) + "  "
        }
    }
    while lines.last == "" { lines.removeLast() }
    // No passive group to show: say why, once, below the active voice (regnen, ankommen).
    if passive.isEmpty, let note = table.notes.first(where: { $0.kind == .noPassive }) {
        lines.append("")
        lines += wrap(note.text, columns).map(style.dim)
    }
    return lines
}

func formText(_ form: Form, _ style: Style) -> String {
    guard form.exists else { return "—" }
    var text = style.form(form)
    // Each variant with its own marks, dim beside the preferred form, as `conjugate`
    // shows them: "backte (bUk)", "sIEh! (sIEhe!)".
    let others = form.otherVariants.filter { $0.text != form.text }
    if !others.isEmpty { text += style.dim(" (") + others.map(style.dimForm).joined(separator: style.dim(", ")) + style.dim(")") }
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
        lines.append("  \(d.box) \(entry.box)  " + when + "  " + state.settings.describe(entry, verb: state.env.lexicon.prompt(entry.verb)))
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

