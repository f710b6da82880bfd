// SPDX-License-Identifier: GPL-3.0-or-later
// The terminal: raw mode on the alternate screen, signals, the size, and drawing a frame.
// Restoring the terminal must work from a signal handler, so it uses only globals,
// tcsetattr and write.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dashboard

// MARK: - Signals (C handlers can only reach globals)

nonisolated(unsafe) var pendingResize: sig_atomic_t = 0
nonisolated(unsafe) var pendingQuit: sig_atomic_t = 0
/// Set when the screen must be drawn anew: after a stop and `fg`, or after a notice
/// was written over the status line.
nonisolated(unsafe) var pendingRedraw: sig_atomic_t = 0
nonisolated(unsafe) var savedTermios = termios()
nonisolated(unsafe) var rawTermios = termios()
nonisolated(unsafe) var terminalIsRaw: sig_atomic_t = 0
/// Set while the dashboard is stopped by SIGTSTP with the terminal given back.
nonisolated(unsafe) var suspended: sig_atomic_t = 0

/// What restores the screen: cursor shown, attributes reset, main screen back.
let restoreSequence: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
/// What takes it again: the alternate screen, cleared, cursor hidden.
let enterSequence: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J".utf8)

/// Async-signal-safe: only tcsetattr and write.
func restoreTerminal() {
    guard terminalIsRaw != 0 else { return }
    terminalIsRaw = 0
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTermios)
    restoreSequence.withUnsafeBufferPointer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

/// Async-signal-safe: raw mode and the alternate screen again, after a stop.
func reenterRawMode() {
    guard terminalIsRaw == 0 else { return }
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &rawTermios)
    terminalIsRaw = 1
    enterSequence.withUnsafeBufferPointer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

/// Installs `handler` for `sig` without SA_RESTART, so that a signal interrupts the
/// read of the event loop and is seen at once.
func onSignal(_ sig: Int32, _ handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = handler
    #else
    action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    _ = sigaction(sig, &action, nil)
}

/// Dies of `sig` as if no handler had been installed, after the terminal was restored.
/// Async-signal-safe.
func dieOf(_ sig: Int32) {
    var action = sigaction()
    #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = SIG_DFL
    #else
    action.__sigaction_u.__sa_handler = SIG_DFL
    #endif
    sigemptyset(&action.sa_mask)
    _ = sigaction(sig, &action, nil)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, sig)
    _ = sigprocmask(SIG_UNBLOCK, &set, nil)
    _ = raise(sig)
}

/// Stops the process with the terminal given back (SIGTSTP, Ctrl-Z): restore, stop as
/// the default action does, and on `fg` take raw mode and the alternate screen again
/// and ask for a full redraw. Async-signal-safe.
func suspend(_ sig: Int32) {
    let wasRaw = terminalIsRaw != 0
    restoreTerminal()
    suspended = 1
    dieOf(SIGTSTP)
    // Here after SIGCONT.
    suspended = 0
    onSignal(SIGTSTP, suspend)
    if wasRaw { reenterRawMode() }
    pendingRedraw = 1
    pendingResize = 1
}

/// The signals whose default action ends the process (or dumps core) and that are not
/// asked to end it gracefully: the terminal is restored before the process dies of them,
/// so that no backtrace or prompt is written over the dashboard in raw mode.
var terminatingSignals: [Int32] {
    var signals = [SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGPIPE, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
                   SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]
    #if os(Linux)
    signals += [SIGSTKFLT, SIGIO, SIGPWR]
    // The real-time signals end the process by default too; the C library keeps the first
    // few for itself, below SIGRTMIN.
    signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #endif
    return signals
}

func installSignalHandlers() {
    // A parent may have started us with some of these blocked (a signal mask is
    // inherited): the handlers below must be able to run.
    var handled = sigset_t()
    sigemptyset(&handled)
    for sig in [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT] + terminatingSignals { sigaddset(&handled, sig) }
    _ = sigprocmask(SIG_UNBLOCK, &handled, nil)
    onSignal(SIGWINCH) { _ in pendingResize = 1 }
    // These ask the dashboard to end: it pauses a running quiz, then quits.
    onSignal(SIGINT) { _ in pendingQuit = SIGINT }
    onSignal(SIGTERM) { _ in pendingQuit = SIGTERM }
    onSignal(SIGHUP) { _ in pendingQuit = SIGHUP }
    onSignal(SIGTSTP, suspend)
    // Continued after a stop that was not ours (SIGSTOP): draw again.
    onSignal(SIGCONT) { _ in
        guard suspended == 0 else { return }
        // The shell may have reset the modes meanwhile.
        if terminalIsRaw != 0 { _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &rawTermios) }
        pendingRedraw = 1
    }
    for sig in terminatingSignals {
        onSignal(sig) { sig in
            restoreTerminal()
            dieOf(sig)
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
    rawTermios = raw
    terminalIsRaw = 1
    output(String(decoding: enterSequence, as: UTF8.self))
}

/// The bytes that follow on standard input within `milliseconds`; none when nothing
/// comes (the rest of an escape sequence a terminal sent in two reads).
func readMore(within milliseconds: Int32) -> [UInt8] {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 64)
    let n = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
    return n > 0 ? Array(buffer[0..<n]) : []
}

/// A notice over the status line while the event loop waits (another process holds the
/// store): the next frame is drawn in full, which replaces it. Before the dashboard has
/// the screen, the notice goes to standard error.
func showNotice(_ text: String) {
    guard terminalIsRaw != 0 else { return printError(text) }
    let row = max(1, terminalSize().rows - 1)
    output("\u{1B}[\(row);1H\u{1B}[0m\u{1B}[K" + text)
    pendingRedraw = 1
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
