// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// The argument parser lays its help out in two columns and stops the program on a width
/// below about 27; on a terminal that narrow the help is laid out for 40 columns instead.
struct NarrowHelpTests {
    @Test(arguments: [("1", ["--help"]), ("20", ["conjugate", "--help"]), ("26", ["quiz", "--help"]),
                      ("12", ["help", "verbs"]), ("20", ["conjugate", "-g", "bogus", "singen"])])
    func helpOnANarrowTerminalIsPrintedNotCrashed(_ columns: String, _ arguments: [String]) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = QuizCLI.environment(home: home)
        environment["COLUMNS"] = columns
        let result = try Shell.run(QuizCLI.binary, arguments, environment: environment, in: home)
        let isHelp = arguments.contains("--help") || arguments.first == "help"
        #expect(result.status == (isHelp ? 0 : 2), "\(result.stderr.prefix(300))")
        #expect(!result.stderr.contains("Fatal error"))
        if isHelp { #expect(result.stdout.hasPrefix("OVERVIEW:")) }
    }

    @Test func theVersionSpeaksTheLanguageGivenBeforeIt() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = QuizCLI.environment(home: home)
        let german = try Shell.run(QuizCLI.binary, ["--lang", "de", "--version"], environment: environment, in: home)
        #expect(german.status == 0)
        #expect(german.stdout.contains("Lexikon: ") && german.stdout.contains(" Verben"))
        let english = try Shell.run(QuizCLI.binary, ["--version"], environment: environment, in: home)
        #expect(english.stdout.contains(" verbs"))
    }
}
