// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output and error as values, so that a command can be run against a
/// captured console in a test. In `standard(…)` every write is checked, once: a write
/// that fails ends the program with status 3 and a message on standard error
/// (`conjugate … > /dev/full`, a full disk, a closed standard output), except when the
/// reader has gone away (`konjugieren verbs | head`), which ends it quietly, as the
/// default SIGPIPE would. Output is not buffered, so a program driving a quiz through a
/// pipe sees each question before it answers.
///
/// ```swift
/// let console = Console.standard { _ in "konjugieren: Die Ausgabe lässt sich nicht schreiben." }
/// console.line("ich singe")
/// ```
public struct Console {
    public var write: (String) -> Void
    public var writeBytes: ([UInt8]) -> Void
    public var flush: () -> Void
    /// A message on standard error, one line; control characters in it (from the input
    /// it quotes) are escaped, so that it cannot clear the screen or move the cursor.
    public var error: @Sendable (String) -> Void
    /// The next line of standard input without its newline; nil at the end.
    public var readLine: () -> String?
    public var isTTY: Bool
    /// The terminal's columns; nil off a terminal.
    public var terminalWidth: () -> Int?
    /// Waits this many milliseconds (between the tones of a sound cue); tests wait not at all.
    public var pause: (Int) -> Void
    /// Whether standard input is a terminal, where a person can answer a confirmation.
    public var inputIsTTY: Bool

    public init(write: @escaping (String) -> Void, writeBytes: @escaping ([UInt8]) -> Void,
                flush: @escaping () -> Void, error: @escaping @Sendable (String) -> Void,
                readLine: @escaping () -> String?, isTTY: Bool, terminalWidth: @escaping () -> Int?,
                pause: @escaping (Int) -> Void = { _ in }, inputIsTTY: Bool = false) {
        self.write = write
        self.writeBytes = writeBytes
        self.flush = flush
        self.error = error
        self.readLine = readLine
        self.isTTY = isTTY
        self.terminalWidth = terminalWidth
        self.pause = pause
        self.inputIsTTY = inputIsTTY
    }

    /// The console of this process. `escape` makes a message for standard error safe to
    /// show (control characters written visibly); `writeFailed` words a failed write as
    /// the line standard error gets before the process ends with status 3.
    public static func standard(escape: @escaping @Sendable (String) -> String = { $0 },
                                writeFailed: @escaping @Sendable (StandardStreams.WriteFailure) -> String) -> Console {
        StandardStreams.occupyClosedDescriptors()
        let tty = StandardStreams.isTerminal(STDOUT_FILENO)
        let input = LineReader()
        let out: (UnsafeRawBufferPointer) -> Void = { bytes in
            if let code = StandardStreams.writeAll(STDOUT_FILENO, bytes) {
                StandardStreams.fail(writing: STDOUT_FILENO, errno: code, message: writeFailed)
            }
        }
        return Console(
            write: { text in
                var text = text
                text.withUTF8 { out(UnsafeRawBufferPointer($0)) }
            },
            writeBytes: { bytes in bytes.withUnsafeBytes(out) },
            flush: {},
            error: { text in StandardStreams.put(escape(text) + "\n", to: STDERR_FILENO, message: writeFailed) },
            readLine: { input.next() },
            isTTY: tty,
            terminalWidth: { tty ? TerminalSize.of(STDOUT_FILENO)?.columns : nil },
            pause: Bell.sleep,
            inputIsTTY: StandardStreams.isTerminal(STDIN_FILENO))
    }

    public func line(_ text: String) { write(text + "\n") }
    public func lines(_ texts: [String]) { for t in texts { line(t) } }
    public func prompt(_ text: String) {
        write(text)
        flush()
    }
    public func bell() { write("\u{07}") }
    public func clearScreen() { write(ANSI.clearScreen + ANSI.home) }

    /// Rings `tones` (see `Bell`), each written at once.
    public func ring(_ tones: [Bell.Tone]) {
        Bell.ring(tones, write: { write($0); flush() }, pause: pause)
    }

    /// Reads lines until the end of input, skipping the blank ones: empty, or only ASCII
    /// spaces and tabs. Any other line is passed on, so that a batch answers every line
    /// that is not blank, also one of a space and a combining mark.
    public func forEachLine(_ body: (String) -> Void) {
        while let line = readLine() {
            if Console.isBlank(line) { continue }
            body(line)
        }
    }

    /// Empty, or nothing but ASCII spaces and tabs.
    public static func isBlank(_ line: String) -> Bool {
        line.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
