// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Terminal
import Testing

/// A console that records what is written and answers reads from a list.
final class Captured {
    var out = ""
    var pauses: [Int] = []
    var input: [String]

    init(input: [String] = []) { self.input = input }

    var console: Console {
        Console(write: { self.out += $0 }, writeBytes: { self.out += String(decoding: $0, as: UTF8.self) },
                flush: {}, error: { _ in }, readLine: { self.input.isEmpty ? nil : self.input.removeFirst() },
                isTTY: true, terminalWidth: { 80 }, pause: { self.pauses.append($0) })
    }
}

struct TerminalTests {
    @Test(arguments: [
        // flag, environment, on a terminal, colour
        (false, [:], true, true),
        (false, [:], false, false),
        (true, [:], true, false),
        (false, ["NO_COLOR": "1"], true, false),
        // An empty NO_COLOR does not count (no-color.org).
        (false, ["NO_COLOR": ""], true, true),
        (false, ["TERM": "dumb"], true, false),
        (false, ["TERM": "xterm-256color"], true, true),
    ] as [(Bool, [String: String], Bool, Bool)])
    func theColourRule(_ flag: Bool, _ environment: [String: String], _ isTTY: Bool, _ color: Bool) {
        #expect(ColorRule.allows(noColorFlag: flag, environment: environment, isTTY: isTTY) == color)
    }

    @Test(arguments: [("", true), ("  \t ", true), ("singen", false), (" \u{301}", false), ("\u{A0}", false)])
    func blankLines(_ line: String, _ blank: Bool) {
        #expect(Console.isBlank(line) == blank)
    }

    @Test func forEachLineSkipsTheBlankOnes() {
        let captured = Captured(input: ["singen", "", "   ", "gehen", "\t"])
        var seen: [String] = []
        captured.console.forEachLine { seen.append($0) }
        #expect(seen == ["singen", "gehen"])
    }

    /// A cue of three tones: three bells, a pause after each but the last, then the default bell back.
    @Test func aCueRingsEachToneAndPausesBetween() {
        let captured = Captured()
        captured.console.ring([(hertz: 523, milliseconds: 80), (hertz: 659, milliseconds: 80), (hertz: 784, milliseconds: 120)])
        #expect(captured.out == "\u{1B}[10;523]\u{1B}[11;80]\u{07}\u{1B}[10;659]\u{1B}[11;80]\u{07}"
                + "\u{1B}[10;784]\u{1B}[11;120]\u{07}\u{1B}[10]\u{1B}[11]")
        #expect(captured.pauses == [140, 140])
    }

    @Test func aFrameRedrawsOnlyTheRowsThatChanged() {
        var written: [String] = []
        var frame = Frame { written.append($0) }
        frame.draw(["Konjugieren", "ich singe"], full: true)
        frame.draw(["Konjugieren", "ich sang"], full: false)
        frame.draw(["Konjugieren", "ich sang"], full: false)
        #expect(written == [
            "\u{1B}[2J\u{1B}[1;1HKonjugieren\u{1B}[0m\u{1B}[K\u{1B}[2;1Hich singe\u{1B}[0m\u{1B}[K",
            "\u{1B}[2;1Hich sang\u{1B}[0m\u{1B}[K",
        ])
    }

    /// Lines as `readLine` reads them: "\r\n" ends a line, the last needs no newline, and a
    /// line longer than the limit is cut there, the rest skipped.
    @Test func theLineReaderReadsLinesAndCutsAHugeOne() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let huge = String(repeating: "a", count: LineReader.limit + 10)
        let text = "singen\r\ngehen\n" + huge + "\nsein"
        let writer = PipeWriter(text: text, descriptor: ends[1])
        let reader = LineReader(descriptor: ends[0])
        var lines: [String] = []
        while let line = reader.next() { lines.append(line) }
        writer.join()
        close(ends[0])
        #expect(lines.count == 4)
        #expect(Array(lines.prefix(2)) == ["singen", "gehen"])
        #expect(lines[2].utf8.count == LineReader.limit)
        #expect(lines[3] == "sein")
    }

    @Test func aDescriptorThatIsNoTerminalHasNoSize() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(TerminalSize.of(ends[0]) == nil)
        #expect(!StandardStreams.isTerminal(ends[0]))
    }

    @Test func moveToCountsFromOne() {
        #expect(ANSI.moveTo(row: 3) == "\u{1B}[3;1H")
        #expect(ANSI.moveTo(row: 24, column: 80) == "\u{1B}[24;80H")
    }
}

/// Writes `text` into a pipe from a thread of its own (a pipe holds only 64 KiB), then closes it.
final class PipeWriter: @unchecked Sendable {
    private var thread = pthread_t()
    private let bytes: [UInt8]
    private let descriptor: Int32

    init(text: String, descriptor: Int32) {
        bytes = Array(text.utf8)
        self.descriptor = descriptor
        let box = Unmanaged.passRetained(self).toOpaque()
        pthread_create(&thread, nil, { box in
            let me = Unmanaged<PipeWriter>.fromOpaque(box!).takeRetainedValue()
            me.bytes.withUnsafeBytes { _ = StandardStreams.writeAll(me.descriptor, $0) }
            close(me.descriptor)
            return nil
        }, box)
    }

    func join() { pthread_join(thread, nil) }
}
