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
        // Aligned by terminal columns, so the colours need no second pass.
        let wide = columns(rows)
        if !world.fitsTables || wide.allSatisfy({ DisplayWidth.of($0) <= width }) {
            app.out.lines(wide)
            return
        }
        // Narrower: mark, name and how far on one line, what the badge is for below it.
        for (i, head) in columns(rows.map { [$0[0], $0[1], $0[3]] }).enumerated() {
            app.out.line(head)
            for line in WordWrap.lines(rows[i][2], width: width, indent: 3) { app.out.line("   " + line) }
        }
    }
}
