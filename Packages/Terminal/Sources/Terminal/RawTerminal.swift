// SPDX-License-Identifier: GPL-3.0-or-later
// Raw mode on the alternate screen, the signals a full-screen program must handle, and
// putting the terminal back. Restoring the terminal must work from a signal handler, so it
// uses only the state below, tcsetattr and write: a C signal handler can reach nothing else.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

nonisolated(unsafe) private var pendingResize: sig_atomic_t = 0
nonisolated(unsafe) private var pendingQuit: sig_atomic_t = 0
/// Set when the screen must be drawn anew: after a stop and `fg`, or after a notice
/// was written over the screen.
nonisolated(unsafe) private var pendingRedraw: sig_atomic_t = 0
nonisolated(unsafe) private var savedTermios = termios()
nonisolated(unsafe) private var rawTermios = termios()
nonisolated(unsafe) private var terminalIsRaw: sig_atomic_t = 0
/// Set while the program is stopped by SIGTSTP with the terminal given back.
nonisolated(unsafe) private var suspended: sig_atomic_t = 0

private let restoreSequence: [UInt8] = Array(ANSI.leaveAlternateScreen.utf8)
private let enterSequence: [UInt8] = Array(ANSI.enterAlternateScreen.utf8)

/// What can go wrong in taking the terminal.
public enum TerminalError: Error, Equatable, Sendable {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// tcgetattr or tcsetattr failed, with this errno.
    case cannotSetRawMode(Int32)
}

/// The terminal of a full-screen program, such as the dashboard: keys arrive one by one
/// and unechoed (Ctrl-C too, as a key), drawing happens on the alternate screen, and
/// whatever ends the program — a key, a signal, a crash — gives the terminal back as it was.
///
/// ```swift
/// RawTerminal.installSignalHandlers()
/// try RawTerminal.enter()
/// defer { RawTerminal.restore() }
/// RawTerminal.write(ANSI.moveTo(row: 1) + "Konjugieren")
/// ```
public enum RawTerminal {
    /// Takes the terminal: raw mode (no echo, no line editing, no signals from keys) and
    /// the alternate screen, cleared. A read returns after 100 ms without input, so that
    /// a timer and signals are seen.
    public static func enter() throws(TerminalError) {
        guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else { throw .notATerminal }
        guard tcgetattr(STDIN_FILENO, &savedTermios) == 0 else { throw .cannotSetRawMode(errno) }
        var raw = savedTermios
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        // ISIG off: Ctrl-C arrives as a key, so a quiz can be paused before quitting.
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 1
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { throw .cannotSetRawMode(errno) }
        rawTermios = raw
        terminalIsRaw = 1
        write(ANSI.enterAlternateScreen)
    }

    /// Gives the terminal back: its modes as they were, the cursor shown, attributes
    /// reset, the main screen back. Async-signal-safe; nothing when it was not taken.
    public static func restore() { restoreTerminal() }

    /// Whether the terminal is taken (raw mode on the alternate screen).
    public static var isRaw: Bool { terminalIsRaw != 0 }

    /// The signal that asked the program to end (SIGINT, SIGTERM, SIGHUP); 0 when none did.
    public static var quitSignal: Int32 { pendingQuit }

    /// Whether the terminal was resized since the last call; clears the request.
    public static func takeResize() -> Bool {
        defer { pendingResize = 0 }
        return pendingResize != 0
    }

    /// Whether the screen must be drawn anew (after a stop, or a notice written over it)
    /// since the last call; clears the request.
    public static func takeRedraw() -> Bool {
        defer { pendingRedraw = 0 }
        return pendingRedraw != 0
    }

    /// Asks for the next frame to be drawn in full (something was written over the screen).
    public static func requestRedraw() { pendingRedraw = 1 }

    /// Installs the handlers: SIGWINCH asks for a resize; SIGINT, SIGTERM and SIGHUP ask
    /// the program to end (`quitSignal`); SIGTSTP stops it with the terminal given back and
    /// takes it again on `fg`; every other signal that would end the process restores the
    /// terminal first, so that no backtrace or prompt is written over the screen in raw mode.
    public static func installSignalHandlers() {
        // A parent may have started us with some of these blocked (a signal mask is
        // inherited): the handlers below must be able to run.
        var handled = sigset_t()
        sigemptyset(&handled)
        for sig in [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT] + terminatingSignals { sigaddset(&handled, sig) }
        _ = sigprocmask(SIG_UNBLOCK, &handled, nil)
        onSignal(SIGWINCH) { _ in pendingResize = 1 }
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

    /// Stops the process as Ctrl-Z would have (with ISIG off it arrives as a key).
    public static func stop() { raise(SIGTSTP) }

    /// Reads what standard input has into `buffer`: the number of bytes, 0 after 100 ms
    /// without input, negative on an error (see `errno`).
    public static func read(into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { readStandardInput($0) }
    }

    /// The bytes that follow on standard input within `milliseconds`; none when nothing
    /// comes (the rest of an escape sequence a terminal sent in two reads).
    public static func readMore(within milliseconds: Int32) -> [UInt8] {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = read(into: &buffer)
        return n > 0 ? Array(buffer[0..<n]) : []
    }

    /// Writes `text` to standard output as it is; a terminal that went away is noticed by
    /// the next read, not here.
    public static func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBufferPointer { buffer -> Int in
                writeStandardOutput(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[offset...]))
            }
            if n == 0 { return }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            offset += n
        }
    }
}

// At file scope, where `read` and `write` are the C library's, not `RawTerminal`'s.
private func readStandardInput(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(STDIN_FILENO, buffer.baseAddress, buffer.count)
}

private func writeStandardOutput(_ bytes: UnsafeRawBufferPointer) -> Int {
    write(STDOUT_FILENO, bytes.baseAddress, bytes.count)
}

/// Async-signal-safe: only tcsetattr and write.
private func restoreTerminal() {
    guard terminalIsRaw != 0 else { return }
    terminalIsRaw = 0
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTermios)
    restoreSequence.withUnsafeBufferPointer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

/// Async-signal-safe: raw mode and the alternate screen again, after a stop.
private func reenterRawMode() {
    guard terminalIsRaw == 0 else { return }
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &rawTermios)
    terminalIsRaw = 1
    enterSequence.withUnsafeBufferPointer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

#if canImport(Glibc)
private typealias SignalHandler = sighandler_t
#else
private typealias SignalHandler = sig_t
#endif

/// Installs `handler` (nil: the default action) for `sig` without SA_RESTART, so that a
/// signal interrupts the read of the event loop and is seen at once.
private func onSignal(_ sig: Int32, _ handler: SignalHandler?) {
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
private func dieOf(_ sig: Int32) {
    onSignal(sig, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, sig)
    _ = sigprocmask(SIG_UNBLOCK, &set, nil)
    _ = raise(sig)
}

/// Stops the process with the terminal given back (SIGTSTP, Ctrl-Z): restore, stop as
/// the default action does, and on `fg` take raw mode and the alternate screen again
/// and ask for a full redraw. Async-signal-safe.
private func suspend(_ sig: Int32) {
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
/// asked to end it gracefully.
private var terminatingSignals: [Int32] {
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

/// A screen drawn frame by frame, writing only the rows that changed since the previous one.
public struct Frame {
    var previous: [String] = []
    let write: (String) -> Void

    /// A frame that draws with `write` (`RawTerminal.write` on the terminal).
    public init(write: @escaping (String) -> Void = RawTerminal.write) { self.write = write }

    /// Draws `lines`, each from the left edge of its row, attributes reset and the rest
    /// of the row cleared after it; `full` clears the screen first and draws every row.
    public mutating func draw(_ lines: [String], full: Bool) {
        var frame = full ? ANSI.clearScreen : ""
        for (i, line) in lines.enumerated() where full || i >= previous.count || previous[i] != line {
            frame += ANSI.moveTo(row: i + 1) + line + ANSI.reset + ANSI.clearToEndOfLine
        }
        previous = lines
        if !frame.isEmpty { write(frame) }
    }
}
