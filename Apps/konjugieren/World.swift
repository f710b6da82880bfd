// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import Terminal
import VerbData
import Wire

/// Everything outside the program a command reaches for, passed in as values: the
/// clock, the time zone, quiz seeds, this process, the environment and the terminal.
/// Commands run in `World.live`; nothing else touches these.
struct World {
    var clock: QuizClock
    var timeZone: TimeZone
    /// A fresh seed for a quiz started without `--seed`.
    var seed: () -> UInt64
    var processID: Int32
    /// Whether a process is still running (the player of an unfinished quiz).
    var isAlive: @Sendable (Int32) -> Bool
    /// What tells a process from a later one given the same id; nil when unknown.
    var identity: @Sendable (Int32) -> String? = { _ in nil }
    var environment: [String: String]
    var console: Console
    /// The exchange with a konjugieren-server (`--server`).
    var server: ServerClient = .live

    static var live: World {
        World(clock: .live, timeZone: .current, seed: { UInt64.random(in: .min ... .max) }, processID: getpid(),
              isAlive: PlayerProcess.isRunning, identity: PlayerProcess.identity,
              environment: ProcessInfo.processInfo.environment, console: .live)
    }

    /// The Gregorian calendar in the world's time zone: days of the streak, times shown.
    var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = timeZone
        return c
    }

    /// Colour only on a terminal, and never with NO_COLOR set, TERM=dumb or --no-color.
    func usesColor(noColorFlag: Bool) -> Bool {
        ColorRule.allows(noColorFlag: noColorFlag, environment: environment, isTTY: console.isTTY)
    }

    /// Whether tables are cut to `width`: on a terminal, or when $COLUMNS says how wide
    /// the output may be; a pipe without it gets every gloss whole, for a script.
    var fitsTables: Bool { console.isTTY || environment["COLUMNS"].flatMap(Int.init).map { $0 > 0 } == true }

    /// Columns to fit text into: the terminal's, else $COLUMNS, else 80.
    var width: Int {
        if let w = console.terminalWidth(), w > 0 { return w }
        if let c = environment["COLUMNS"].flatMap(Int.init), c > 0 { return c }
        return 80
    }

    /// The language of a command's text: `--lang` if given, else LC_ALL / LC_MESSAGES /
    /// LANG, else English. A `--lang` naming neither en nor de is a usage error, in English.
    func localizer(lang: String?) throws -> L {
        do {
            return L(try Language.resolve(flag: lang, environment: environment))
        } catch {
            throw ValidationError(L(.en).cli.unknownLanguage(lang ?? ""))
        }
    }

    /// A store in a directory that does not exist, named by --store or
    /// $KONJUGIEREN_STORE, ends the command with status 2 (a usage error, README "Exit
    /// status"), as for every command that takes --store; the default location is made when needed.
    func checkStoreDirectory(flag: String?, l: L) throws {
        if let missing = StoreLocation.missingDirectory(flag: flag, environment: environment) {
            throw fail(l.cli.storeDirectoryMissing(missing.directory, store: missing.store), code: ExitStatus.usage)
        }
    }

    /// The learner's settings for commands that only read them (conjugate, lookup), or the
    /// defaults (see `Settings.stored`). A store named in a directory that does not exist
    /// is refused (`checkStoreDirectory`).
    func settings(storeFlag: String?, l: L) throws -> Persistence.Settings {
        try checkStoreDirectory(flag: storeFlag, l: l)
        return Persistence.Settings.stored(flag: storeFlag, environment: environment, now: clock.now())
    }

    /// The bundled lexicon, or the command ends with a sentence in `l`'s language saying
    /// why not (status 3): a program without its resources names the directory it lacks.
    func lexicon(_ l: L) throws -> Lexicon {
        do {
            return try Lexicon.bundled()
        } catch {
            throw fail(l.cli.lexiconUnavailable(error.description))
        }
    }

    /// Reports a failure on standard error, "konjugieren: …", and ends the command; by
    /// default with status 3, a store, lexicon or articles that cannot be used (see `ExitStatus`).
    func fail(_ message: String, code: Int32 = ExitStatus.failure) -> ExitCode {
        // Wrapped for a person at a terminal (or given $COLUMNS); one line per sentence for a script.
        console.error(fitsTables ? WordWrap.block("konjugieren: " + message, width: width) : "konjugieren: " + message)
        return ExitCode(code)
    }
}

extension Console {
    /// The console of this process; a failed write is reported in the language of the
    /// command line (`messageLanguage`).
    static var live: Console {
        live(language: Console.messageLanguage(environment: ProcessInfo.processInfo.environment,
                                               arguments: CommandLine.arguments))
    }

    /// The console of this process; a failed write is reported in `language`, and a
    /// message on standard error has its control characters escaped.
    static func live(language: Language) -> Console {
        .standard(escape: { $0.escapingControls(keepingNewlines: true) }) { failure in
            let l = L(language)
            return "konjugieren: " + l.cli.writeFailed(failure == .diskFull ? l.cli.writeDiskFull
                                                       : failure == .closed ? l.cli.writeClosed : "\(failure)")
        }
    }

    /// The language of a message about the console itself, which may be needed before a
    /// command has read its options: `--lang` from the arguments when it names a
    /// language, else the environment's.
    static func messageLanguage(environment: [String: String], arguments: [String]) -> Language {
        Language.ofCommandLine(arguments, environment: environment)
    }

    /// Writes buffered JSON Lines out and empties the buffer.
    func flush(_ json: inout JSONLines) {
        guard !json.bytes.isEmpty else { return }
        writeBytes(json.bytes)
        json.removeAll()
    }
}
