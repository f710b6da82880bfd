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
import QuizKit
import VerbData

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
    var environment: [String: String]
    var console: Console

    static var live: World {
        World(clock: .live, timeZone: .current, seed: { UInt64.random(in: .min ... .max) }, processID: getpid(),
              isAlive: { pid in kill(pid, 0) == 0 || errno == EPERM },
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
        if noColorFlag { return false }
        if let v = environment["NO_COLOR"], !v.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return console.isTTY
    }

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

    /// The learner's settings for commands that only read them (conjugate, lookup): the
    /// store is opened read-only and only if it exists; without one, or when it cannot be
    /// read, the defaults.
    func settings(storeFlag: String?) -> Persistence.Settings {
        guard let path = StoreLocation.path(flag: storeFlag, environment: environment),
              FileManager.default.fileExists(atPath: path),
              let store = try? Store.open(path: path, now: clock.now(),
                                          options: Store.Options(access: .readOnly, lockTimeout: 0.5)),
              let settings = try? store.settings() else { return Persistence.Settings() }
        return settings
    }

    /// Reports a failure on standard error, "konjugieren: …", and ends the command.
    func fail(_ message: String, code: Int32 = 2) -> ExitCode {
        console.error("konjugieren: " + message)
        return ExitCode(code)
    }
}

/// Standard input, output and error. Output is flushed at every prompt so that a
/// program driving a quiz through a pipe sees each question before it answers.
struct Console {
    var write: (String) -> Void
    var writeBytes: ([UInt8]) -> Void
    var flush: () -> Void
    var error: (String) -> Void
    /// The next line of standard input without its newline; nil at the end.
    var readLine: () -> String?
    var isTTY: Bool
    var terminalWidth: () -> Int?
    /// Waits this many milliseconds (between the tones of a sound cue); tests wait not at all.
    var pause: (Int) -> Void = { _ in }

    static var live: Console {
        let tty = isatty(STDOUT_FILENO) != 0
        return Console(
            write: { Swift.print($0, terminator: "") },
            writeBytes: writeOut,
            flush: { fflush(nil) },
            error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
            readLine: { Swift.readLine(strippingNewline: true) },
            isTTY: tty,
            terminalWidth: {
                var size = winsize()
                guard tty, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
                return Int(size.ws_col)
            },
            pause: { milliseconds in usleep(UInt32(max(0, milliseconds)) * 1_000) })
    }

    func line(_ text: String) { write(text + "\n") }
    func lines(_ texts: [String]) { for t in texts { line(t) } }
    func prompt(_ text: String) {
        write(text)
        flush()
    }
    func bell() { write("\u{07}") }
    func clearScreen() { write("\u{1B}[2J\u{1B}[H") }

    /// Reads lines until the end of input, skipping blank ones.
    func forEachLine(_ body: (String) -> Void) {
        while let line = readLine() {
            if line.allSatisfy(\.isWhitespace) { continue }
            body(line)
        }
    }

    /// Writes buffered JSON Lines out and empties the buffer.
    func flush(_ json: inout JSONLines) {
        guard !json.bytes.isEmpty else { return }
        writeBytes(json.bytes)
        json.removeAll()
    }
}

/// Writes bytes to standard output after what `print` has buffered, whole.
private func writeOut(_ bytes: [UInt8]) {
    fflush(nil)
    bytes.withUnsafeBufferPointer { p in
        guard var base = p.baseAddress else { return }
        var left = p.count
        while left > 0 {
            let n = write(STDOUT_FILENO, base, left)
            if n <= 0 { if errno == EINTR { continue } else { return } }
            base += n
            left -= n
        }
    }
}

/// The few ANSI sequences the CLI uses.
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    static let red = "\u{1B}[31m"
    static let yellow = "\u{1B}[33m"
    static let green = "\u{1B}[32m"
    static let cyan = "\u{1B}[36m"
    static let boldRed = "\u{1B}[1;31m"
    /// Blue and orange: a pair that colour-blind eyes tell apart, for the progress pictures.
    static let blue = "\u{1B}[34m"
    static let orange = "\u{1B}[38;5;208m"
}
