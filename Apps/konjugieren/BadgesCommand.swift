// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Localization
import Persistence
import Practice
import PracticeText
import QuizKit

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
        let report = try app.report()
        // In columns when they fit the terminal, else what each badge is for below its name.
        app.out.lines(app.screens.badges(report))
    }
}
