#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import CommandLineText
import Foundation
import Localization
import Terminal
import VerbData
import Wire

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
        // `konjugieren --lang de --version`: no command takes the --lang, so it is read here.
        let l = try world.localizer(lang: Konjugieren.typedLanguage)
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
        // Without its messages the program can say nothing in the user's language: one
        // copied without its resources says which directory it lacks, in English, status 3.
        if let missing = Catalog.bundledFailure {
            StandardStreams.put("konjugieren: " + missing.description + "\n", to: STDERR_FILENO) { _ in "" }
            terminate(ExitStatus.failure)
        }
        let status: Int32
        let typed = Array(CommandLine.arguments.dropFirst())
        typedLanguage = ArgumentOrder.typedLanguage(typed)
        // Each command with its subcommands, for the options typed before a name.
        let commands = Dictionary(uniqueKeysWithValues: configuration.subcommands.map { command in
            (command._commandName, Set(command.configuration.subcommands.map { $0._commandName }))
        })
        let arguments = ArgumentOrder.subcommandBeforeSharedOptions(
            ArgumentOrder.languageAfterCommand(typed, commands: Set(commands.keys)), subcommands: commands)
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            status = ExitStatus.success
        } catch {
            let environment = ProcessInfo.processInfo.environment
            let width = UsageWrapping.width(environment: environment,
                                            terminalColumns: TerminalSize.of(STDOUT_FILENO)?.columns)
            // The parser lays its help out in two columns and stops on fewer than about
            // 27, whichever way it learns the width: on a narrower terminal the help is
            // laid out for 40 columns and the terminal wraps it. Set before anything below
            // asks the parser again (unknownOptionFirst parses the arguments once more).
            if width < UsageWrapping.narrowest { setenv("COLUMNS", String(UsageWrapping.narrowest), 1) }
            let error = unknownOptionFirst(error, arguments: arguments)
            // The arguments as typed: `konjugieren bogus --lang de` has its --lang dropped above.
            status = report(error, width: width,
                            l: L(Console.messageLanguage(environment: environment,
                                                         arguments: Array(CommandLine.arguments.dropFirst()))),
                            wrapsErrors: environment["COLUMNS"].flatMap(Int.init).map { $0 > 0 } == true
                                || StandardStreams.isTerminal(STDERR_FILENO))
        }
        terminate(status)
    }

    /// The parser checks a command's own rules before it looks for unknown options, so
    /// `conjugate --bogus` would only hear "Give at least one verb": the option typed wrong
    /// is the first thing to fix, so it is named first. Parsed again with a verb, the
    /// arguments show whether the parser refuses an option; if so, that is the error.
    static func unknownOptionFirst(_ error: Error, arguments: [String]) -> Error {
        guard arguments.first == Conjugate._commandName, !message(for: error).hasPrefix("Unknown option") else { return error }
        do {
            _ = try parseAsRoot(arguments + ["--", "singen"])
        } catch let retried where message(for: retried).hasPrefix("Unknown option") {
            return retried
        } catch {}
        return error
    }

    /// Prints what the parser has to say about `error` (help on standard output, an
    /// error on standard error) and returns the exit status. An error speaks the user's
    /// language where the parser's own words frame it ("konjugieren: …", "Mehr dazu: …").
    /// `wrapsErrors`: whether a person reads the error at a terminal (or $COLUMNS is given),
    /// so that it is wrapped at `width`; a script gets each sentence on one line.
    static func report(_ error: Error, width: Int, l: L = L(.en), wrapsErrors: Bool = false) -> Int32 {
        let status = ExitStatus.of(error, parserCode: exitCode(for: error))
        let text = ParserMessage.text(fullMessage(for: error, columns: max(width, UsageWrapping.narrowest)),
                                      isError: status != ExitStatus.success, l: l, width: width, wrapsErrors: wrapsErrors)
        if !text.isEmpty {
            let console = Console.live
            if status == ExitStatus.success { console.line(text) } else { console.error(text) }
        }
        return status
    }

    /// The --lang value as typed anywhere on the command line, for `--version`, which no
    /// command parses; set once at start, before anything reads it.
    nonisolated(unsafe) static var typedLanguage: String?
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
