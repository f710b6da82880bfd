// SPDX-License-Identifier: GPL-3.0-or-later
// The terminal client of the dashboard: the only code that touches the terminal.
// It puts the terminal in raw mode on the alternate screen, turns bytes into keys,
// feeds them to `reduce`, draws what `render` returns, and restores the terminal on
// every way out: q, Ctrl-C, SIGINT, SIGTERM, SIGHUP, an error, or a crash signal.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Articles
import DashboardCore
import Foundation
import Localization
import Persistence
import QuizKit
import VerbData

// MARK: - Signals (C handlers can only reach globals)

nonisolated(unsafe) var pendingResize: sig_atomic_t = 0
nonisolated(unsafe) var pendingQuit: sig_atomic_t = 0
nonisolated(unsafe) var savedTermios = termios()
nonisolated(unsafe) var terminalIsRaw: sig_atomic_t = 0

/// What restores the screen: cursor shown, attributes reset, main screen back.
let restoreSequence: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

/// Async-signal-safe: only tcsetattr and write.
func restoreTerminal() {
    guard terminalIsRaw != 0 else { return }
    terminalIsRaw = 0
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTermios)
    restoreSequence.withUnsafeBufferPointer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

func installSignalHandlers() {
    signal(SIGWINCH) { _ in pendingResize = 1 }
    signal(SIGINT) { _ in pendingQuit = SIGINT }
    signal(SIGTERM) { _ in pendingQuit = SIGTERM }
    signal(SIGHUP) { _ in pendingQuit = SIGHUP }
    // A crash must not leave the terminal in raw mode: restore, then die as before.
    for sig in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] {
        signal(sig) { sig in
            restoreTerminal()
            signal(sig, SIG_DFL)
            raise(sig)
        }
    }
}

// MARK: - Terminal

enum TerminalError: Error {
    case notATerminal
    case cannotSetRawMode(Int32)
}

func enterRawMode() throws(TerminalError) {
    guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else { throw .notATerminal }
    guard tcgetattr(STDIN_FILENO, &savedTermios) == 0 else { throw .cannotSetRawMode(errno) }
    var raw = savedTermios
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    // ISIG off: Ctrl-C arrives as a key, so a quiz can be paused before quitting.
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    // read() returns after 100 ms without input, so the timer and signals are seen.
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
        cc[Int(VMIN)] = 0
        cc[Int(VTIME)] = 1
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { throw .cannotSetRawMode(errno) }
    terminalIsRaw = 1
    output("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J")
}

func output(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            return write(STDOUT_FILENO, base + offset, buffer.count - offset)
        }
        if n == 0 { return }
        if n < 0 {
            if errno == EINTR || errno == EAGAIN { continue }
            return
        }
        offset += n
    }
}

func terminalSize() -> Size {
    var w = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &w) == 0, w.ws_col > 0, w.ws_row > 0 {
        return Size(columns: Int(w.ws_col), rows: Int(w.ws_row))
    }
    return Size.minimum
}

/// Draws a frame, writing only the rows that changed since the previous one.
struct Frame {
    var previous: [String] = []

    mutating func draw(_ lines: [String], full: Bool) {
        var frame = full ? "\u{1B}[2J" : ""
        for (i, line) in lines.enumerated() where full || i >= previous.count || previous[i] != line {
            frame += "\u{1B}[\(i + 1);1H" + line + "\u{1B}[0m\u{1B}[K"
        }
        previous = lines
        if !frame.isEmpty { output(frame) }
    }
}

// MARK: - Arguments

struct Options {
    var store: String?
    var lang: String?
    var noColor = false
    var benchRender = false
}

func usage() -> String {
    """
    Usage: konjugieren-dashboard [--store PATH] [--lang en|de] [--no-color]

    A full-screen dashboard: verbs, quizzes, review, articles, progress and settings.
    Press ? inside for the keys, q to quit.

      --store PATH   the store file (default: $KONJUGIEREN_STORE, else
                     $XDG_DATA_HOME/konjugieren/konjugieren.sqlite)
      --lang CODE    language of the interface: en or de (default: from LANG)
      --no-color     no colour (NO_COLOR does the same)
      --bench-render time the drawing of every screen and print the numbers
    """
}

func parseArguments(_ arguments: [String]) -> Result<Options, ExitMessage> {
    var options = Options()
    var i = 0
    func value(_ flag: String) -> String? {
        guard i + 1 < arguments.count else { return nil }
        i += 1
        return arguments[i]
    }
    while i < arguments.count {
        let a = arguments[i]
        switch a {
        case "--store":
            guard let v = value(a) else { return .failure(ExitMessage("--store needs a path.", code: 64)) }
            options.store = v
        case "--lang":
            guard let v = value(a) else { return .failure(ExitMessage("--lang needs en or de.", code: 64)) }
            options.lang = v
        case "--no-color": options.noColor = true
        case "--bench-render": options.benchRender = true
        case "-h", "--help": return .failure(ExitMessage(usage(), code: 0))
        default:
            if a.hasPrefix("--store=") { options.store = String(a.dropFirst(8)) }
            else if a.hasPrefix("--lang=") { options.lang = String(a.dropFirst(7)) }
            else { return .failure(ExitMessage("Unknown option \(a).\n\n" + usage(), code: 64)) }
        }
        i += 1
    }
    return .success(options)
}

struct ExitMessage: Error {
    var text: String
    var code: Int32
    init(_ text: String, code: Int32) { self.text = text; self.code = code }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data(("konjugieren-dashboard: " + text + "\n").utf8))
}

// MARK: - Wiring

func makeEnvironment(_ options: Options, store: Store, color: Bool) -> Result<DashboardEnvironment, ExitMessage> {
    let environment = ProcessInfo.processInfo.environment
    let language: Language
    do {
        language = try Language.resolve(flag: options.lang, environment: environment)
    } catch {
        return .failure(ExitMessage(L(.en).cli.unknownLanguage(options.lang ?? ""), code: 64))
    }
    let lexicon: Lexicon
    do {
        lexicon = try Lexicon.bundled()
    } catch {
        return .failure(ExitMessage("cannot load the lexicon: \(error)", code: 2))
    }
    let articles: ArticleClient
    if let library = try? Library.bundled() {
        articles = .live(library, language: language)
    } else {
        articles = .empty
    }
    return .success(DashboardEnvironment(
        catalog: VerbCatalog(lexicon: lexicon), store: .live(store), articles: articles, clock: .live,
        seed: { UInt64.random(in: .min ... .max) }, l: L(language), color: color))
}

func openStore(_ options: Options) -> Result<Store, ExitMessage> {
    let environment = ProcessInfo.processInfo.environment
    guard let path = StoreLocation.path(flag: options.store, environment: environment) else {
        return .failure(ExitMessage("no place for the store: set HOME, XDG_DATA_HOME or KONJUGIEREN_STORE, or pass --store.", code: 2))
    }
    do {
        let store = try Store.open(path: path, now: Date())
        if let notice = store.notice {
            printError("the store at \(notice.originalPath) could not be used; it was kept as \(notice.movedTo) and a new one started.")
        }
        return .success(store)
    } catch {
        return .failure(ExitMessage("cannot open the store at \(path): \(error)", code: 2))
    }
}

func usesColor(_ options: Options) -> Bool {
    let environment = ProcessInfo.processInfo.environment
    if options.noColor { return false }
    if let v = environment["NO_COLOR"], !v.isEmpty { return false }
    return environment["TERM"] != "dumb"
}

/// The event loop. Returns the exit status.
func run(_ environment: DashboardEnvironment) -> Int32 {
    var state = State(environment: environment, size: terminalSize())
    var frame = Frame()
    frame.draw(render(state, size: state.size), full: true)
    var bells = state.bells
    var lastSecond = Int(Date().timeIntervalSince1970)
    var buffer = [UInt8](repeating: 0, count: 1024)
    while true {
        if pendingQuit != 0 {
            state = reduce(state, .key(.control("c")))
            return 128 + pendingQuit
        }
        var full = false
        var changed = false
        if pendingResize != 0 {
            pendingResize = 0
            state = reduce(state, .resize(terminalSize()))
            full = true
            changed = true
        }
        let n = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if n > 0 {
            for key in KeyDecoder.decode(Array(buffer[0..<n])) {
                state = reduce(state, .key(key))
                if state.shouldQuit { return 0 }
            }
            changed = true
        } else if n < 0, errno != EINTR, errno != EAGAIN {
            // The terminal went away.
            state = reduce(state, .key(.control("c")))
            return 1
        }
        let second = Int(Date().timeIntervalSince1970)
        if second != lastSecond {
            lastSecond = second
            state = reduce(state, .tick)
            changed = true
        }
        if state.bells != bells {
            bells = state.bells
            output("\u{07}")
        }
        if changed { frame.draw(render(state, size: state.size), full: full) }
    }
}

func main() -> Int32 {
    let options: Options
    switch parseArguments(Array(CommandLine.arguments.dropFirst())) {
    case .success(let o): options = o
    case .failure(let message):
        if message.code == 0 { print(message.text) } else { printError(message.text) }
        return message.code
    }
    if options.benchRender {
        guard let store = try? Store.inMemory() else { printError("no in-memory store"); return 2 }
        switch makeEnvironment(options, store: store, color: true) {
        case .failure(let message): printError(message.text); return message.code
        case .success(let environment):
            #if DEBUG
            print("note: a debug build; build with -c release for meaningful numbers")
            #endif
            for t in renderAllScreensForBenchmark(environment: environment) {
                let screen = t.screen.padding(toLength: 36, withPad: " ", startingAt: 0)
                print("\(screen) \(t.size)  mean \(String(format: "%8.1f", t.mean)) µs  worst \(String(format: "%8.1f", t.worst)) µs")
            }
            return 0
        }
    }
    guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
        printError("needs a terminal; for scripts use the konjugieren command.")
        return 2
    }
    let store: Store
    switch openStore(options) {
    case .success(let s): store = s
    case .failure(let message): printError(message.text); return message.code
    }
    let environment: DashboardEnvironment
    switch makeEnvironment(options, store: store, color: usesColor(options)) {
    case .success(let e): environment = e
    case .failure(let message): printError(message.text); return message.code
    }
    installSignalHandlers()
    do {
        try enterRawMode()
    } catch {
        restoreTerminal()
        printError("cannot put the terminal in raw mode: \(error)")
        return 2
    }
    let status = run(environment)
    restoreTerminal()
    return status
}

exit(main())
