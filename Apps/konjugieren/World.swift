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
        if noColorFlag { return false }
        if let v = environment["NO_COLOR"], !v.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return console.isTTY
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
        guard StoreLocation.isExplicit(flag: flag, environment: environment),
              let path = StoreLocation.path(flag: flag, environment: environment) else { return }
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) {
            throw fail(l.cli.storeDirectoryMissing(directory, store: path), code: ExitStatus.usage)
        }
    }

    /// The learner's settings for commands that only read them (conjugate, lookup): the
    /// store is opened read-only and only if it exists; without one, or when it cannot be
    /// read, the defaults. A store named in a directory that does not exist is refused
    /// (`checkStoreDirectory`).
    func settings(storeFlag: String?, l: L) throws -> Persistence.Settings {
        try checkStoreDirectory(flag: storeFlag, l: l)
        guard let path = StoreLocation.path(flag: storeFlag, environment: environment),
              FileManager.default.fileExists(atPath: path),
              let store = try? Store.open(path: path, now: clock.now(),
                                          options: Store.Options(access: .readOnly, lockTimeout: 0.5)),
              let settings = try? store.settings() else { return Persistence.Settings() }
        return settings
    }

    /// Reports a failure on standard error, "konjugieren: …", and ends the command; by
    /// default with status 3, a store, lexicon or articles that cannot be used (see `ExitStatus`).
    func fail(_ message: String, code: Int32 = ExitStatus.failure) -> ExitCode {
        // Wrapped for a person at a terminal (or given $COLUMNS); one line per sentence for a script.
        console.error(fitsTables ? WordWrap.block("konjugieren: " + message, width: width) : "konjugieren: " + message)
        return ExitCode(code)
    }
}

/// Standard input, output and error. Every write is checked, once, here: a write that
/// fails ends the program with status 3 and a message on standard error
/// (`conjugate … > /dev/full`, a full disk, a closed standard output), except when the
/// reader has gone away (`konjugieren verbs | head`), which ends it quietly, as the
/// default SIGPIPE would. Output is not buffered, so a program driving a quiz through a
/// pipe sees each question before it answers.
struct Console {
    var write: (String) -> Void
    var writeBytes: ([UInt8]) -> Void
    var flush: () -> Void
    /// A message on standard error, one line; control characters in it (from the input
    /// it quotes) are escaped, so that it cannot clear the screen or move the cursor.
    var error: @Sendable (String) -> Void
    /// The next line of standard input without its newline; nil at the end.
    var readLine: () -> String?
    var isTTY: Bool
    var terminalWidth: () -> Int?
    /// Waits this many milliseconds (between the tones of a sound cue); tests wait not at all.
    var pause: (Int) -> Void = { _ in }
    /// Whether standard input is a terminal, where a person can answer a confirmation.
    var inputIsTTY = false

    static var live: Console {
        live(language: Console.messageLanguage(environment: ProcessInfo.processInfo.environment,
                                               arguments: CommandLine.arguments))
    }

    /// The console of this process; a failed write is reported in `language`.
    static func live(language: Language) -> Console {
        StandardStreams.occupyClosedDescriptors()
        let tty = isatty(STDOUT_FILENO) != 0
        let input = LineReader()
        let out: (UnsafeRawBufferPointer) -> Void = { bytes in
            if let code = StandardStreams.writeAll(STDOUT_FILENO, bytes) {
                StandardStreams.fail(writing: STDOUT_FILENO, errno: code, l: L(language))
            }
        }
        return Console(
            write: { text in
                var text = text
                text.withUTF8 { out(UnsafeRawBufferPointer($0)) }
            },
            writeBytes: { bytes in bytes.withUnsafeBytes(out) },
            flush: {},
            error: { text in
                var line = text.escapingControls(keepingNewlines: true) + "\n"
                line.withUTF8 { bytes in
                    if let code = StandardStreams.writeAll(STDERR_FILENO, UnsafeRawBufferPointer(bytes)) {
                        StandardStreams.fail(writing: STDERR_FILENO, errno: code, l: L(language))
                    }
                }
            },
            readLine: { input.next() },
            isTTY: tty,
            terminalWidth: {
                var size = winsize()
                guard tty, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
                return Int(size.ws_col)
            },
            pause: { milliseconds in usleep(UInt32(max(0, milliseconds)) * 1_000) },
            inputIsTTY: isatty(STDIN_FILENO) != 0)
    }

    /// The language of a message about the console itself, which may be needed before a
    /// command has read its options: `--lang` from the arguments when it names a
    /// language, else the environment's.
    static func messageLanguage(environment: [String: String], arguments: [String]) -> Language {
        var flag: String?
        for (i, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == "--lang", i + 1 < arguments.count { flag = arguments[i + 1] }
            if argument.hasPrefix("--lang=") { flag = String(argument.dropFirst("--lang=".count)) }
        }
        return (try? Language.resolve(flag: flag, environment: environment))
            ?? (try? Language.resolve(flag: nil, environment: environment)) ?? .en
    }

    func line(_ text: String) { write(text + "\n") }
    func lines(_ texts: [String]) { for t in texts { line(t) } }
    func prompt(_ text: String) {
        write(text)
        flush()
    }
    func bell() { write("\u{07}") }
    func clearScreen() { write("\u{1B}[2J\u{1B}[H") }

    /// Reads lines until the end of input, skipping the blank ones: empty, or only ASCII
    /// spaces and tabs. Any other line is passed on, so that a batch answers every line
    /// that is not blank, also one of a space and a combining mark.
    func forEachLine(_ body: (String) -> Void) {
        while let line = readLine() {
            if Console.isBlank(line) { continue }
            body(line)
        }
    }

    /// Empty, or nothing but ASCII spaces and tabs.
    static func isBlank(_ line: String) -> Bool {
        line.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// Writes buffered JSON Lines out and empties the buffer.
    func flush(_ json: inout JSONLines) {
        guard !json.bytes.isEmpty else { return }
        writeBytes(json.bytes)
        json.removeAll()
    }
}

/// The process's standard descriptors, written without buffering and checked.
enum StandardStreams {
    /// Puts /dev/null, opened for reading only, on each of descriptors 0–2 that is
    /// closed (`konjugieren verbs >&-`). Otherwise the next file opened would take the
    /// number, and output meant for the terminal would land in it; this way a write to
    /// a closed standard output fails, as it should, with EBADF.
    static func occupyClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
        }
    }

    /// Writes all of `bytes`, again after a short write or an interruption; the errno
    /// of a failure, nil when everything was written.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard var base = bytes.baseAddress else { return nil }
        var left = bytes.count
        while left > 0 {
            let n = write(descriptor, base, left)
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    // A descriptor a parent made non-blocking: wait until it takes more.
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                return errno
            }
            if n == 0 { return EIO }
            base += n
            left -= n
        }
        return nil
    }

    /// Ends the process after a failed write. A reader that has gone away (EPIPE) ends
    /// it quietly, as SIGPIPE does by default, also when SIGPIPE was ignored; any other
    /// failure on standard output is reported on standard error, with status 3 (see
    /// `ExitStatus`). When standard error itself fails there is nowhere left to say so:
    /// status 3 alone.
    static func fail(writing descriptor: Int32, errno code: Int32, l: L) -> Never {
        if code == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            _exit(128 + SIGPIPE)
        }
        if descriptor == STDOUT_FILENO {
            let reason: String
            switch code {
            case ENOSPC, EDQUOT: reason = l.cli.writeDiskFull
            case EBADF: reason = l.cli.writeClosed
            default: reason = String(cString: strerror(code))
            }
            var message = "konjugieren: " + l.cli.writeFailed(reason) + "\n"
            message.withUTF8 { _ = writeAll(STDERR_FILENO, UnsafeRawBufferPointer($0)) }
        }
        exit(ExitStatus.failure)
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
