#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import Foundation
import Localization
import RichText
import Terminal
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
        typedLanguage = typed.enumerated().last { $0.element == "--lang" && $0.offset + 1 < typed.count }
            .map { typed[$0.offset + 1] }
            ?? typed.last { $0.hasPrefix("--lang=") }.map { String($0.dropFirst("--lang=".count)) }
        let arguments = subcommandBeforeSharedOptions(languageAfterCommand(typed))
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            status = ExitStatus.success
        } catch {
            let environment = ProcessInfo.processInfo.environment
            let width = helpWidth(environment)
            // The parser lays its help out in two columns and stops on fewer than about
            // 27, whichever way it learns the width: on a narrower terminal the help is
            // laid out for 40 columns and the terminal wraps it. Set before anything below
            // asks the parser again (unknownOptionFirst parses the arguments once more).
            if width < narrowestHelp { setenv("COLUMNS", String(narrowestHelp), 1) }
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

    /// `konjugieren --lang de conjugate singen`: a `--lang` given before the command is
    /// handed to the command (every command takes it), after the command's own
    /// arguments and before a `--`; with no command after it, it is dropped. Anything else
    /// is left as it is.
    static func languageAfterCommand(_ arguments: [String]) -> [String] {
        let names = Set(configuration.subcommands.map { $0._commandName })
        var kept: [String] = []
        var moved: [String] = []
        var i = 0
        while i < arguments.count, !names.contains(arguments[i]), arguments[i] != "--" {
            if arguments[i] == "--lang", i + 1 < arguments.count {
                moved += [arguments[i], arguments[i + 1]]
                i += 2
                continue
            }
            if arguments[i].hasPrefix("--lang=") { moved.append(arguments[i]) } else { kept.append(arguments[i]) }
            i += 1
        }
        guard !moved.isEmpty else { return arguments }
        // `konjugieren --lang de` alone: no command to take it; the help, as without it.
        guard i < arguments.count, names.contains(arguments[i]) else { return kept + arguments[i...] }
        var rest = Array(arguments[(i + 1)...])
        rest.insert(contentsOf: moved, at: rest.firstIndex(of: "--") ?? rest.count)
        return kept + [arguments[i]] + rest
    }

    /// `konjugieren history --store h.db delete 1`: the options every subcommand of a
    /// command takes (--store, --lang, --no-color) may stand before the subcommand's name,
    /// which is then moved in front of them, as if typed `history delete --store h.db 1`.
    /// Anything else before the name (`history --limit 5 show 1`) is left for the parser
    /// to refuse, as is a command without subcommands.
    static func subcommandBeforeSharedOptions(_ arguments: [String]) -> [String] {
        guard let name = arguments.first,
              let command = configuration.subcommands.first(where: { $0._commandName == name }) else { return arguments }
        let subcommands = Set(command.configuration.subcommands.map { $0._commandName })
        guard !subcommands.isEmpty else { return arguments }
        var i = 1
        while i < arguments.count {
            let a = arguments[i]
            if a == "--store" || a == "--lang" {
                i += 2
            } else if a == "--no-color" || a.hasPrefix("--store=") || a.hasPrefix("--lang=") {
                i += 1
            } else {
                break
            }
        }
        guard i > 1, i < arguments.count, subcommands.contains(arguments[i]) else { return arguments }
        return [name, arguments[i]] + arguments[1..<i] + arguments[(i + 1)...]
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
        var message = fullMessage(for: error, columns: max(width, Konjugieren.narrowestHelp))
        if status != ExitStatus.success { message = localizeParserFrame(message, l: l) }
        // The help's descriptions are English: say so above it in German.
        if status == ExitStatus.success, l.language != .en, message.hasPrefix("OVERVIEW:") || message.hasPrefix("USAGE:") {
            message = l.cli.helpInEnglish + "\n\n" + message
        }
        var text = UsageWrapping.wrap(message, width: width)
        // The help is wrapped by the parser; an error's own sentences are wrapped here.
        if status != ExitStatus.success, wrapsErrors { text = WordWrap.block(text, width: width) }
        if !text.isEmpty {
            let console = Console.live
            if status == ExitStatus.success { console.line(text) } else { console.error(text) }
        }
        return status
    }

    /// The parser's "Error: " before an error and its "See '…' for more information."
    /// under it, in `l`'s language; the message between them is ours, already localized,
    /// or the parser's own (an unknown option), which stays as it is.
    static func localizeParserFrame(_ message: String, l: L) -> String {
        // The parser's own words, as it writes them.
        let errorPrefix = "Error: "
        var lines = message.components(separatedBy: "\n")
        if let first = lines.first, first.hasPrefix(errorPrefix) {
            // "konjugieren: Unknown option “--bogus”", as every other error of konjugieren reads.
            let sentence = String(first.dropFirst(errorPrefix.count))
            let localized = ParserMessage.placeholders(ParserMessage.localize(sentence, l: l), l: l)
            lines[0] = l.cli.error(ParserMessage.sentence(ParserMessage.quoting(localized, l: l)))
        }
        // The option's help under "Help:" is one long English line: the message, the usage
        // and "See … --help" say enough, alike in both languages.
        lines.removeAll { $0.hasPrefix("Help:  ") }
        if l.language != .en {
            if let usage = lines.firstIndex(where: { $0.hasPrefix("Usage: ") }) {
                var end = usage + 1
                while end < lines.count, lines[end].hasPrefix("       ") { end += 1 }
                lines.replaceSubrange(usage..<end, with: ParserMessage.localizeUsage(Array(lines[usage..<end]), l: l))
            }
        }
        let see = ["See '", "' for more information."]
        for (i, line) in lines.enumerated() where see.count == 2 {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(see[0]), trimmed.hasSuffix(see[1]) else { continue }
            let command = trimmed.dropFirst(see[0].count).dropLast(see[1].count)
            lines[i] = String(line.prefix { $0 == " " }) + l.cli.seeHelp(String(command))
        }
        return lines.joined(separator: "\n")
    }

    /// The width the parser wraps help to: $COLUMNS, else the terminal's, else 80.
    /// The --lang value as typed anywhere on the command line, for `--version`, which no
    /// command parses; set once at start, before anything reads it.
    nonisolated(unsafe) static var typedLanguage: String?

    /// The narrowest width the help is laid out for.
    static let narrowestHelp = 40

    static func helpWidth(_ environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return TerminalSize.of(STDOUT_FILENO)?.columns ?? 80
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
