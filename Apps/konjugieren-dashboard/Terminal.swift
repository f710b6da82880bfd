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
