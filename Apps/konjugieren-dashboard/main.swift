// SPDX-License-Identifier: GPL-3.0-or-later
// The terminal client of the dashboard: it parses the arguments, makes the live values
// (store, lexicon, articles, clock, seed), and runs the loop: bytes become keys, keys go
// to `reduce` through the Runtime, which carries out the store effects `reduce` returns,
// and `render` is drawn. The terminal itself is the Terminal package's `RawTerminal`.
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
import Terminal
import VerbData

/// "konjugieren-dashboard: …" for standard error. Control characters in `text` (from an
/// option or path it quotes) are escaped, so that `--seed $'\e[2J'` cannot clear the
/// screen; a person at a terminal reads it wrapped at word boundaries, a script gets
/// each sentence on one line.
@Sendable func message(_ text: String) -> String {
    let line = "konjugieren-dashboard: " + text.escapingControls(keepingNewlines: true)
    guard StandardStreams.isTerminal(STDERR_FILENO), let size = TerminalSize.of(STDERR_FILENO),
          size.columns >= 20 else { return line }
    return WordWrap.block(line, width: size.columns)
}

/// A message on standard error (see `message`).
func printError(_ text: String) {
    StandardStreams.put(message(text) + "\n", to: STDERR_FILENO) { _ in "" }
}

/// Standard output outside the dashboard's screen (--help, --version, --bench-render),
/// every write checked: a full disk or a closed standard output is said on standard error
/// in `l`'s language (status 3, see the README); a reader that went away (`| head`) ends
/// the program quietly.
func standardOutput(_ l: L) -> Console {
    .standard(escape: message) { failure in
        message(l.cli.writeFailed(failure == .diskFull ? l.cli.writeDiskFull : failure == .closed ? l.cli.writeClosed : "\(failure)"))
    }
}

/// The live values: the lexicon and its search keys, the articles, the system clock and
/// calendar, the seed of the first quiz (`--seed`, else random).
func makeEnvironment(_ options: Options, l: L, color: Bool) -> Result<DashboardEnvironment, ExitMessage> {
    let lexicon: Lexicon
    do {
        lexicon = try Lexicon.bundled()
    } catch {
        return .failure(ExitMessage(text: l.cli.lexiconUnavailable(error.description), code: 3))
    }
    let library: Library
    do {
        library = try Library.bundled()
    } catch {
        return .failure(ExitMessage(text: error.description, code: 3))
    }
    return .success(DashboardEnvironment(
        verbs: lexicon.searchIndex(), articles: .live(library, language: l.language), clock: .live, calendar: .current,
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

/// The store, opened as the command line opens it (`Store.open(flag:environment:…)`):
/// another process holding its lock is named on the status line (or on standard error
/// before the dashboard has the screen) after half a second.
func openStore(_ options: Options, l: L) -> Result<Store, ExitMessage> {
    let waiting = l.cli.storeWaiting
    switch Store.open(flag: options.store, environment: ProcessInfo.processInfo.environment, now: Date(),
                      onWait: { showNotice(waiting) }, logNotice: { $0.sentence(L(.en)) }) {
    case .opened(let store):
        if let notice = store.notice { printError(notice.sentence(l)) }
        return .success(store)
    case .noLocation:
        return .failure(ExitMessage(text: l.cli.noStoreLocation, code: 3))
    case .directoryMissing(let directory, let path):
        return .failure(ExitMessage(text: l.cli.storeDirectoryMissing(directory, store: path), code: 2))
    case .failed(let path, let error):
        return .failure(ExitMessage(text: l.cli.storeUnavailable(path) + " (\(error.sentence(l)))", code: 3))
    }
}

/// A notice over the status line while the event loop waits (another process holds the
/// store): the next frame is drawn in full, which replaces it. Before the dashboard has
/// the screen, the notice goes to standard error.
@Sendable func showNotice(_ text: String) {
    guard RawTerminal.isRaw else { return printError(text) }
    RawTerminal.write(ANSI.moveTo(row: max(1, terminalSize().rows - 1)) + ANSI.reset + ANSI.clearToEndOfLine + text)
    RawTerminal.requestRedraw()
}

func terminalSize() -> Size {
    guard let size = TerminalSize.of(STDOUT_FILENO), size.rows > 0 else { return Size.minimum }
    return Size(columns: size.columns, rows: size.rows)
}

/// The event loop. Returns the exit status.
func run(_ environment: DashboardEnvironment, _ runtime: Runtime, open link: String?) -> Int32 {
    var state = runtime.send(.launch, to: State(environment: environment, size: terminalSize()))
    if let link, let target = LinkTarget(percentEncoded: link) { state = runtime.send(.open(target), to: state) }
    var frame = Frame()
    frame.draw(render(state, size: state.size), full: true)
    var lastSecond = Int(environment.clock.now().timeIntervalSince1970)
    var buffer = [UInt8](repeating: 0, count: 1024)
    while true {
        if RawTerminal.quitSignal != 0 {
            state = runtime.send(.key(.control("c")), to: state)
            return 128 + RawTerminal.quitSignal
        }
        var full = false
        var changed = false
        if RawTerminal.takeResize() {
            state = runtime.send(.resize(terminalSize()), to: state)
            full = true
            changed = true
        }
        let n = RawTerminal.read(into: &buffer)
        if n > 0 {
            // An arrow key may come in two reads: wait 40 ms for the rest before an Esc is an Esc.
            let bytes = KeyDecoder.completing(Array(buffer[0..<n])) { RawTerminal.readMore(within: 40) }
            for key in KeyDecoder.decode(bytes) {
                if key == .control("z") {
                    // ISIG is off, so Ctrl-Z arrives as a key: stop as the terminal would have.
                    RawTerminal.stop()
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
        for cue in state.cues { Bell.ring(cue.tones, write: RawTerminal.write, pause: Bell.sleep) }
        state.cues = []
        if RawTerminal.takeRedraw() {
            // Back from a stop, or a notice was written over the status line.
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
        let out = standardOutput(l)
        #if DEBUG
        out.line("note: a debug build; build with -c release for meaningful numbers")
        #endif
        for t in renderAllScreensForBenchmark(environment: environment, runtime: makeRuntime(store, environment)) {
            let screen = t.screen.padding(toLength: 36, withPad: " ", startingAt: 0)
            out.line("\(screen) \(t.size)  mean \(String(format: "%8.1f", t.mean)) µs  worst \(String(format: "%8.1f", t.worst)) µs")
        }
        return 0
    }
}

func main() -> Int32 {
    StandardStreams.occupyClosedDescriptors()
    // Without its messages the dashboard can say nothing in the user's language: one copied
    // without its resources says which directory it lacks, in English, status 3.
    if let missing = Catalog.bundledFailure {
        printError(missing.description)
        return 3
    }
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
        standardOutput(l).line(l.dashboard.usage)
        return 0
    }
    if options.version {
        // "konjugieren-dashboard 0.9.0" and the lexicon line konjugieren --version prints.
        do {
            let lexicon = try Lexicon.bundledVersion()
            standardOutput(l).lines(["konjugieren-dashboard " + versionNumber,
                                     l.cli.lexiconVersion(verbs: lexicon.verbs, meanings: lexicon.meanings,
                                                          fingerprint: lexicon.fingerprint)])
            return 0
        } catch {
            printError(l.cli.lexiconUnavailable(error.description))
            return 3
        }
    }
    if options.benchRender { return benchRender(options, l: l) }
    guard StandardStreams.isTerminal(STDIN_FILENO), StandardStreams.isTerminal(STDOUT_FILENO) else {
        printError(l.dashboard.needsTerminal)
        return 2
    }
    let store: Store
    switch openStore(options, l: l) {
    case .success(let s): store = s
    case .failure(let message): printError(message.text); return message.code
    }
    let color = ColorRule.allows(noColorFlag: options.noColor, environment: processEnvironment,
                                 isTTY: StandardStreams.isTerminal(STDOUT_FILENO))
    let environment: DashboardEnvironment
    switch makeEnvironment(options, l: l, color: color) {
    case .success(let e): environment = e
    case .failure(let message): printError(message.text); return message.code
    }
    RawTerminal.installSignalHandlers()
    do {
        try RawTerminal.enter()
    } catch {
        RawTerminal.restore()
        printError(l.dashboard.rawModeFailed("\(error)"))
        return 3
    }
    let status = run(environment, makeRuntime(store, environment), open: options.open)
    RawTerminal.restore()
    return status
}

exit(main())
