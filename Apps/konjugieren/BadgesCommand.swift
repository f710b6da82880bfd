// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import Terminal

/// `konjugieren badges`: every badge, earned (with its date) or not yet (with how far).
struct BadgesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "badges",
        abstract: "List the badges: earned ones with their date, the others with how far you are.",
        discussion: """
        Badges are earned for a seven-day streak, a perfect quiz of 30 questions, \
        every conjugationgroup at 80% or better over your last 100 answers, and 1,000 \
        forms answered. They are announced when earned and kept for good.

        Examples:
          konjugieren badges
        """
    )

    @OptionGroup var common: CommonOptions

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        let app = try common.open(world)
        let practice = Practice(store: app.store, source: VerbSource(verbs: []) { _, _, _ in nil }, calendar: world.calendar)
        let report = try app.attempt { try practice.report(at: app.now) }
        let g = app.l.game
        app.out.line(app.bold(g.badgesTitle) + ": " + g.badgesCount(report.badges.count, of: Badge.allCases.count))
        let earned = Dictionary(report.badges.map { ($0.id, $0.earnedAt) }, uniquingKeysWith: { a, _ in a })
        var rows: [[String]] = []
        for badge in Badge.allCases {
            let name = g.badgeName(badge.rawValue)
            if let date = earned[badge.rawValue] {
                rows.append([app.paint("★", ANSI.yellow), app.bold(name), g.badgeAbout(badge.rawValue), g.earnedOn(app.formatDate(date))])
            } else {
                rows.append(["○", name, g.badgeAbout(badge.rawValue), app.paint(g.notYet(badge.progress(report.facts)), ANSI.dim)])
            }
        }
        let width = world.width
        let wide = columns(rows.map { $0.map(stripped) })
        if !world.fitsTables || wide.allSatisfy({ DisplayWidth.of($0) <= width }) {
            app.out.lines(wide.enumerated().map { i, plain in
                // Align on the plain text, then put the colours back.
                app.color ? recolour(plain, rows[i]) : plain
            })
            return
        }
        // Narrower: mark, name and how far on one line, what the badge is for below it.
        let heads = columns(rows.map { [$0[0], $0[1], $0[3]].map(stripped) })
        for (i, head) in heads.enumerated() {
            app.out.line(app.color ? recolour(head, [rows[i][0], rows[i][1], rows[i][3]]) : head)
            for line in WordWrap.lines(rows[i][2], width: width, indent: 3) { app.out.line("   " + line) }
        }
    }

    /// Text without ANSI sequences.
    func stripped(_ text: String) -> String {
        var out = ""
        var escape = false
        for ch in text {
            if ch == "\u{1B}" { escape = true; continue }
            if escape { if ch.isLetter { escape = false }; continue }
            out.append(ch)
        }
        return out
    }

    /// A line laid out on plain cells, with each cell's coloured text in place of its plain one.
    func recolour(_ line: String, _ cells: [String]) -> String {
        var result = line
        for cell in cells where stripped(cell) != cell {
            if let range = result.range(of: stripped(cell)) { result.replaceSubrange(range, with: cell) }
        }
        return result
    }
}
