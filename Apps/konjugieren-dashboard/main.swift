// SPDX-License-Identifier: GPL-3.0-or-later
// The terminal client of the dashboard: it parses the arguments, makes the live values
// (store, lexicon, articles, clock, seed), and runs the loop: bytes become keys, keys go
// to `reduce` through the Runtime, which carries out the store effects `reduce` returns,
// and `render` is drawn. Only this file and Terminal.swift touch the terminal.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Articles
import Dashboard
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import VerbData
import Wire

// MARK: - Arguments

struct Options {
    var store: String?
    var lang: String?
    var seed: UInt64?
    var noColor = false
    /// A konjugieren:// link to open once the dashboard is up.
    var open: String?
    var benchRender = false
    var help = false
    var version = false
}

/// The version of konjugieren, which the dashboard is part of; the same number as
/// `konjugieren --version` prints (an end-to-end test compares the two).
let versionNumber = "0.9.0"

struct ExitMessage: Error {
    var text: String
    var code: Int32
}

/// The options; a mistake is reported in `l`'s language with the usage, status 2.
///
/// Exit statuses, as konjugieren's (README, "Exit status"): 0 success, 2 a usage error
/// (an option, a value, no terminal), 3 the store, the lexicon or the terminal failed.
func parseArguments(_ arguments: [String], _ l: L) -> Result<Options, ExitMessage> {
    var options = Options()
    var i = 0
    func fail(_ text: String) -> Result<Options, ExitMessage> {
        .failure(ExitMessage(text: text + "\n\n" + l.dashboard.usage, code: 2))
    }
    while i < arguments.count {
        var name = arguments[i]
        var inline: String?
        if name.hasPrefix("--"), let eq = name.firstIndex(of: "=") {
            inline = String(name[name.index(after: eq)...])
            name = String(name[..<eq])
        }
        func value() -> String? {
            if let inline { return inline }
            guard i + 1 < arguments.count else { return nil }
            i += 1
            return arguments[i]
        }
        switch name {
        case "--store", "--lang", "--seed", "--open":
            guard let v = value() else { return fail(l.dashboard.missingValue(name)) }
            if name == "--store" { options.store = v }
            if name == "--lang" { options.lang = v }
            if name == "--open" {
                guard LinkTarget(url: v.removingPercentEncoding ?? v) != nil else { return fail(l.cli.badURL(v)) }
                options.open = v.removingPercentEncoding ?? v
            }
            if name == "--seed" {
                guard let seed = UInt64(v) else { return fail(l.dashboard.badSeed(v)) }
                options.seed = seed
            }
        case "--no-color": options.noColor = true
        case "--bench-render": options.benchRender = true
        case "-h", "--help": options.help = true
        case "--version": options.version = true
        default: return fail(l.dashboard.unknownOption(name))
        }
        i += 1
    }
    return .success(options)
}

/// A message on standard error. Control characters in it (from an option or path it
/// quotes) are escaped, so that `--seed $'\e[2J'` cannot clear the screen.
func printError(_ text: String) {
    var message = "konjugieren-dashboard: " + text.escapingControls(keepingNewlines: true)
    // A person at a terminal reads the message wrapped at word boundaries, not broken
    // mid-word at the edge; a script gets each sentence on one line.
    var w = winsize()
    if isatty(STDERR_FILENO) == 1, ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &w) == 0, w.ws_col >= 20 {
        message = wordWrapped(message, columns: Int(w.ws_col))
    }
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Each line of `text` broken at spaces so that it fits `columns`; a word longer than a
/// line keeps a line of its own rather than being cut.
func wordWrapped(_ text: String, columns: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || candidate.count <= columns { current = candidate } else {
                lines.append(current)
                current = String(word)
            }
        }
        lines.append(current)
        return lines
    }.joined(separator: "\n")
}

/// Writes text and a newline to standard output, outside the dashboard's screen (--help,
/// --bench-render), and checks the write: nil when it was written, else the exit status.
/// A full disk or a closed standard output is said on standard error (status 3, see the README); a
/// reader that went away (`| head`) ends it quietly.
func printOut(_ text: String, _ l: L) -> Int32? {
    let bytes = Array((text + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return write(STDOUT_FILENO, base + offset, buffer.count - offset)
        }
        if n > 0 {
            offset += n
            continue
        }
        let code = n < 0 ? errno : EIO
        if code == EINTR || code == EAGAIN { continue }
        if code == EPIPE { return 128 + SIGPIPE }
        let reason: String
        switch code {
        case ENOSPC, EDQUOT: reason = l.cli.writeDiskFull
        case EBADF: reason = l.cli.writeClosed
        default: reason = String(cString: strerror(code))
        }
        printError(l.cli.writeFailed(reason))
        return 3
    }
    return nil
}

// MARK: - Wiring

/// The live values: the lexicon and its search keys, the articles, the system clock and
/// calendar, the seed of the first quiz (`--seed`, else random).
func makeEnvironment(_ options: Options, l: L, color: Bool) -> Result<DashboardEnvironment, ExitMessage> {
    let lexicon: Lexicon
    do {
        lexicon = try Lexicon.bundled()
    } catch {
        return .failure(ExitMessage(text: l.cli.lexiconUnavailable(error.description), code: 3))
    }
    let articles = (try? Library.bundled()).map { ArticleClient.live($0, language: l.language) } ?? .empty
    return .success(DashboardEnvironment(
        verbs: lexicon.searchIndex(), articles: articles, clock: .live, calendar: .current,
        seed: options.seed ?? UInt64.random(in: .min ... .max), l: l, color: color))
}

/// Practice over the store, played by this process: a quiz it plays is not offered to
/// another process while it runs.
func makeRuntime(_ store: Store, _ environment: DashboardEnvironment) -> Runtime {
    let practice = Practice(store: store, source: .lexicon(environment.lexicon), owner: getpid(),
                            isAlive: PlayerProcess.isRunning, identity: PlayerProcess.identity,
                            calendar: environment.calendar)
    return Runtime(practice: practice, clock: environment.clock)
}

func openStore(_ options: Options, l: L) -> Result<Store, ExitMessage> {
    let environment = ProcessInfo.processInfo.environment
    guard let path = StoreLocation.path(flag: options.store, environment: environment) else {
        return .failure(ExitMessage(text: l.cli.noStoreLocation, code: 3))
    }
    // As the command line: a store the user named goes in a directory that exists (status
    // 2 otherwise); the default location's directory is made when missing.
    let directory = (path as NSString).deletingLastPathComponent
    if StoreLocation.isExplicit(flag: options.store, environment: environment), !directory.isEmpty,
       !FileManager.default.fileExists(atPath: directory) {
        return .failure(ExitMessage(text: l.cli.storeDirectoryMissing(directory, store: path), code: 2))
    }
    do {
        // Another process holding the store's lock is named on the status line (or on
        // standard error before the dashboard has the screen) after half a second.
        let waiting = l.cli.storeWaiting
        let store = try Store.open(path: path, now: Date(), options: Store.Options(onWait: { showNotice(waiting) }))
        if let notice = store.notice {
            let why: String
            switch notice.reason {
            case .notADatabase: why = l.cli.storeNotADatabase
            case .failedIntegrityCheck(let detail): why = l.cli.storeDamaged(detail)
            case .foreignDatabase: why = l.cli.storeForeign
            }
            printError(l.cli.storeMovedAside(notice.originalPath, reason: why, keptAs: notice.movedTo))
        }
        return .success(store)
    } catch {
        return .failure(ExitMessage(text: l.cli.storeUnavailable(path) + " (\(error.sentence(l)))", code: 3))
    }
}

func usesColor(_ options: Options) -> Bool {
    let environment = ProcessInfo.processInfo.environment
    if options.noColor { return false }
    if let v = environment["NO_COLOR"], !v.isEmpty { return false }
    return environment["TERM"] != "dumb"
}

/// Rings the sound cues the state asks for: each tone a bell, pitched on the Linux
/// console, with a short pause between tones so that they do not merge.
func ring(_ cues: [SoundCue]) {
    for cue in cues {
        for (k, tone) in cue.tones.enumerated() {
            output(SoundCue.bytes(hertz: tone.hertz, milliseconds: tone.milliseconds))
            if k < cue.tones.count - 1 { usleep(UInt32(SoundCue.gap(afterMilliseconds: tone.milliseconds)) * 1_000) }
        }
        output(SoundCue.reset)
    }
}

/// The event loop. Returns the exit status.
func run(_ environment: DashboardEnvironment, _ runtime: Runtime, open link: String?) -> Int32 {
    var state = runtime.send(.launch, to: State(environment: environment, size: terminalSize()))
    if let link, let target = LinkTarget(url: link) { state = runtime.send(.open(target), to: state) }
    var frame = Frame()
    frame.draw(render(state, size: state.size), full: true)
    var lastSecond = Int(environment.clock.now().timeIntervalSince1970)
    var buffer = [UInt8](repeating: 0, count: 1024)
    while true {
        if pendingQuit != 0 {
            state = runtime.send(.key(.control("c")), to: state)
            return 128 + pendingQuit
        }
        var full = false
        var changed = false
        if pendingResize != 0 {
            pendingResize = 0
            state = runtime.send(.resize(terminalSize()), to: state)
            full = true
            changed = true
        }
        let n = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if n > 0 {
            // An arrow key may come in two reads: wait 40 ms for the rest before an Esc is an Esc.
            let bytes = KeyDecoder.completing(Array(buffer[0..<n])) { readMore(within: 40) }
            for key in KeyDecoder.decode(bytes) {
                if key == .control("z") {
                    // ISIG is off, so Ctrl-Z arrives as a key: stop as the terminal would have.
                    raise(SIGTSTP)
                    continue
                }
                state = runtime.send(.key(key), to: state)
                if state.shouldQuit { return 0 }
            }
            changed = true
        } else if n < 0, errno != EINTR, errno != EAGAIN {
            // The terminal went away.
            state = runtime.send(.key(.control("c")), to: state)
            return 3
        }
        let second = Int(environment.clock.now().timeIntervalSince1970)
        if second != lastSecond {
            lastSecond = second
            state = runtime.send(.tick, to: state)
            changed = true
        }
        if !state.cues.isEmpty {
            ring(state.cues)
            state.cues = []
        }
        if pendingRedraw != 0 {
            // Back from a stop, or a notice was written over the status line.
            pendingRedraw = 0
            full = true
            changed = true
        }
        if changed { frame.draw(render(state, size: state.size), full: full) }
    }
}

/// `--bench-render`: times every screen over an in-memory store.
func benchRender(_ options: Options, l: L) -> Int32 {
    guard let store = try? Store.inMemory() else {
        printError(l.cli.storeUnavailable(":memory:"))
        return 3
    }
    switch makeEnvironment(options, l: l, color: true) {
    case .failure(let message):
        printError(message.text)
        return message.code
    case .success(let environment):
        #if DEBUG
        if let failed = printOut("note: a debug build; build with -c release for meaningful numbers", l) { return failed }
        #endif
        for t in renderAllScreensForBenchmark(environment: environment, runtime: makeRuntime(store, environment)) {
            let screen = t.screen.padding(toLength: 36, withPad: " ", startingAt: 0)
            let line = "\(screen) \(t.size)  mean \(String(format: "%8.1f", t.mean)) µs  worst \(String(format: "%8.1f", t.worst)) µs"
            if let failed = printOut(line, l) { return failed }
        }
        return 0
    }
}

/// The value of the last `--lang` among the arguments (`--lang de`, `--lang=de`), found
/// before they are parsed, so that a mistake anywhere in them is reported in that language.
func languageFlag(in arguments: [String]) -> String? {
    var found: String?
    var i = 0
    while i < arguments.count {
        let argument = arguments[i]
        if argument == "--" { break }
        if argument.hasPrefix("--lang=") {
            found = String(argument.dropFirst("--lang=".count))
        } else if argument == "--lang", i + 1 < arguments.count {
            found = arguments[i + 1]
            i += 1
        } else if ["--store", "--seed", "--open"].contains(argument) {
            i += 1
        }
        i += 1
    }
    return found
}

func main() -> Int32 {
    let processEnvironment = ProcessInfo.processInfo.environment
    let arguments = Array(CommandLine.arguments.dropFirst())
    // --lang wherever it stands chooses the language of the argument errors too; an
    // unknown language falls back to the environment's (and is reported after parsing).
    let flagged = languageFlag(in: arguments).flatMap { try? Language.resolve(flag: $0, environment: processEnvironment) }
    let fallback = L(flagged ?? (try? Language.resolve(flag: nil, environment: processEnvironment)) ?? .en)
    let options: Options
    switch parseArguments(arguments, fallback) {
    case .success(let o): options = o
    case .failure(let message):
        printError(message.text)
        return message.code
    }
    guard let language = try? Language.resolve(flag: options.lang, environment: processEnvironment) else {
        printError(fallback.cli.unknownLanguage(options.lang ?? ""))
        return 2
    }
    let l = L(language)
    if options.help {
        return printOut(l.dashboard.usage, l) ?? 0
    }
    if options.version {
        // "konjugieren-dashboard 0.9.0" and the lexicon line konjugieren --version prints.
        do {
            let lexicon = try Lexicon.bundledVersion()
            return printOut("konjugieren-dashboard " + versionNumber + "\n"
                + l.cli.lexiconVersion(verbs: lexicon.verbs, meanings: lexicon.meanings, fingerprint: lexicon.fingerprint), l) ?? 0
        } catch {
            printError(l.cli.lexiconUnavailable(error.description))
            return 3
        }
    }
    if options.benchRender { return benchRender(options, l: l) }
    guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
        printError(l.dashboard.needsTerminal)
        return 2
    }
    let store: Store
    switch openStore(options, l: l) {
    case .success(let s): store = s
    case .failure(let message): printError(message.text); return message.code
    }
    let environment: DashboardEnvironment
    switch makeEnvironment(options, l: l, color: usesColor(options)) {
    case .success(let e): environment = e
    case .failure(let message): printError(message.text); return message.code
    }
    installSignalHandlers()
    do {
        try enterRawMode()
    } catch {
        restoreTerminal()
        printError(l.dashboard.rawModeFailed("\(error)"))
        return 3
    }
    let status = run(environment, makeRuntime(store, environment), open: options.open)
    restoreTerminal()
    return status
}

exit(main())
