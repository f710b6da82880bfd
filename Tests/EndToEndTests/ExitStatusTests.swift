// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// One convention for every command (the README's "Exit status"): 0 success, 1 not
/// found, 2 a usage error, 3 the store, the lexicon or the articles cannot be used.
struct ExitStatusTests {
    /// `STORE` in the arguments is a fresh store; `BROKEN` a store path under a plain file.
    static let cases: [([String], Int32)] = [
        (["conjugate", "singen"], 0),
        (["--version"], 0),
        (["--help"], 0),
        (["help", "quiz"], 0),
        (["settings", "--store", "STORE"], 0),
        // the group names conjugate accepts, passiv among them
        (["quiz", "--group", "passiv", "--questions", "1", "--store", "STORE"], 0),
        // 1: what was asked for does not exist.
        (["conjugate", "haus"], 1),
        (["conjugate", "--format", "json", "haus"], 1),
        (["conjugate", "sich etwas merken"], 1),
        (["conjugate", "können", "--with", "xyzzq"], 1),
        (["conjugate", "können", "--with", ""], 1),
        (["conjugate", "können", "--with", "singen singen"], 1),
        (["lookup", "xyzzy"], 1),
        (["search", "qqqzzz"], 1),
        (["verbs", "--starts-with", "qqqzzz"], 1),
        (["info", "no-such-article"], 1),
        // 2: the command line is wrong.
        (["conjugate"], 2),
        (["conjugate", ""], 2),
        (["conjugate", "  "], 2),
        (["conjugate", "singen", ""], 2),
        (["conjugate", "--bogus", "singen"], 2),
        (["conjugate", "--bogus"], 2),
        (["conjugate", "-g", "nonsense", "singen"], 2),
        (["conjugate", "singen", "--meaning", "0"], 2),
        (["no-such-command"], 2),
        (["verbs", "--family", "fancy"], 2),
        (["verbs", "--prefix", "xyz"], 2),
        (["verbs", "--lang", "fr"], 2),
        (["info", "ablaut-series", "--lang", "fr"], 2),
        (["open", "http://example.org"], 2),
        (["quiz", "--resume", "--discard", "--store", "STORE"], 2),
        (["history", "--limit", "0", "--store", "STORE"], 2),
        (["settings", "colour", "red", "--store", "STORE"], 2),
        (["settings", "difficulty", "hard", "--store", "STORE"], 2),
        // 3: the store cannot be used.
        (["history", "--store", "BROKEN"], 3),
        (["settings", "sound", "off", "--store", "BROKEN"], 3),
    ]

    @Test(arguments: cases)
    func everyCommandFollowsTheConvention(_ arguments: [String], _ status: Int32) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let plain = home.appendingPathComponent("plain")
        try "x".write(to: plain, atomically: true, encoding: .utf8)
        let resolved = arguments.map { argument in
            switch argument {
            case "STORE": return home.appendingPathComponent("k.sqlite").path
            case "BROKEN": return plain.path + "/k.sqlite"
            default: return argument
            }
        }
        let result = try QuizCLI.run(resolved, home: home)
        #expect(result.status == status, "\(arguments): \(result.stderr)")
        // Success and help say nothing on standard error; a usage error or a failure says why
        // there (what was not found may be said on standard output, as JSON or a lookup line).
        if status == 0 { #expect(result.stderr.isEmpty, "\(arguments): \(result.stderr)") }
        if status >= 2 { #expect(result.stderr.hasPrefix("konjugieren: "),
                                 "\(arguments): \(result.stderr)") }
    }

    /// The dashboard follows the same convention for what it can report before it draws.
    static let dashboardCases: [([String], Int32)] = [
        (["--help"], 0),
        (["--bogus"], 2),
        (["--seed", "minus"], 2),
        (["--lang", "fr"], 2),
        // Standard input is no terminal here: the dashboard is the wrong tool for a script.
        ([], 2),
    ]

    @Test(arguments: dashboardCases)
    func theDashboardFollowsItToo(_ arguments: [String], _ status: Int32) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try Shell.run(DashboardPane.binary, arguments, environment: QuizCLI.environment(home: home), in: home)
        #expect(result.status == status, "\(arguments): \(result.stderr)")
    }
}
