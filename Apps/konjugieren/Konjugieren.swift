#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import Foundation
import Localization
import VerbData

/// The `konjugieren` command line: conjugation tables, quizzes, articles and the lexicon.
@main
struct Konjugieren: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "konjugieren",
        abstract: "Conjugate German verbs, drill them in quizzes, learn how they work.",
        discussion: """
        Examples:
          konjugieren conjugate singen
          konjugieren conjugate ankommen --group präsens --group perfekt
          echo singen | konjugieren conjugate --format json -
          konjugieren lookup ging
          konjugieren search weigh
          konjugieren info

        Exit status: 0 success; 1 not found (a verb that cannot be conjugated, a form \
        of no verb, an unknown article, no matching verb); 2 a usage error (an option, \
        value, setting or URL); 3 the store, the \
        lexicon or the articles cannot be used, or the output cannot be written.
        """,
        subcommands: [
            Conjugate.self,
            QuizCommand.self,
            ReviewCommand.self,
            HistoryCommand.self,
            BadgesCommand.self,
            LeaderboardCommand.self,
            SettingsCommand.self,
            Info.self,
            Open.self,
            VerbsCommand.self,
            SearchCommand.self,
            LookupCommand.self,
        ]
    )

    @Flag(help: "Show the version of konjugieren and of its lexicon.")
    var version = false

    func run() throws { try run(in: .live) }

    /// `konjugieren --version`; without it, the help.
    func run(in world: World) throws {
        guard version else { throw CleanExit.helpRequest(self) }
        let l = try world.localizer(lang: nil)
        do {
            world.console.lines(Version.lines(try Lexicon.bundledVersion(), l: l))
        } catch {
            throw world.fail(l.cli.lexiconUnavailable(error.description))
        }
    }

    /// Runs the command line and exits with the status `ExitStatus` describes; help and
    /// usage lines are wrapped to the terminal and printed through the checked console
    /// (see `Console`), so that `konjugieren --help > /dev/full` fails as loudly as any
    /// command's output.
    static func main() {
        StandardStreams.occupyClosedDescriptors()
        let status: Int32
        do {
            var command = try parseAsRoot()
            try command.run()
            status = ExitStatus.success
        } catch {
            status = report(error, width: helpWidth(ProcessInfo.processInfo.environment))
        }
        terminate(status)
    }

    /// Prints what the parser has to say about `error` (help on standard output, an
    /// error on standard error) and returns the exit status.
    static func report(_ error: Error, width: Int) -> Int32 {
        let text = UsageWrapping.wrap(fullMessage(for: error, columns: width), width: width)
        let status = ExitStatus.of(error, parserCode: exitCode(for: error))
        if !text.isEmpty {
            let console = Console.live
            if status == ExitStatus.success { console.line(text) } else { console.error(text) }
        }
        return status
    }

    /// The width the parser wraps help to: $COLUMNS, else the terminal's, else 80.
    static func helpWidth(_ environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}

/// Ends the process (`exit` inside the command type would name the parser's method).
private func terminate(_ status: Int32) -> Never { exit(status) }

/// The version of konjugieren and of the lexicon it ships.
enum Version {
    /// The version of konjugieren; raised with every release.
    static let number = "0.9.0"

    /// "konjugieren 0.9.0" and "lexicon: 10186 verbs, 10244 meanings, data 3f0c5a9e1b2d".
    static func lines(_ lexicon: Lexicon.DataVersion, l: L) -> [String] {
        ["konjugieren " + number,
         l.cli.lexiconVersion(verbs: lexicon.verbs, meanings: lexicon.meanings, fingerprint: lexicon.fingerprint)]
    }
}
