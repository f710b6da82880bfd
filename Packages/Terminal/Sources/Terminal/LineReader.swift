// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, line by line, as `readLine(strippingNewline: true)` reads it (a final
/// line without a newline counts, "\r\n" ends a line like "\n", invalid UTF-8 is
/// repaired), except that a line keeps at most `limit` bytes: the rest of a longer line
/// is skipped unread into memory, so that one huge line cannot take the memory (a verb
/// is at most 64 characters; the cut line is rejected as too long all the same).
///
/// ```swift
/// let reader = LineReader()
/// while let line = reader.next() { print(line) }   // "singen", "gehen", …
/// ```
public final class LineReader {
    /// The most bytes a line keeps.
    public static let limit = 64 << 10

    private let descriptor: Int32
    private let buffer: UnsafeMutablePointer<UInt8>
    private let capacity = 64 << 10
    private var start = 0, end = 0
    private var atEnd = false

    /// Reads `descriptor`, standard input unless told otherwise.
    public init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
        buffer = .allocate(capacity: capacity)
    }

    deinit { buffer.deallocate() }

    /// The next line without its newline; nil at the end of input.
    public func next() -> String? {
        var line: [UInt8] = []
        var sawAny = false
        while true {
            if start == end {
                guard fill() else { break }
            }
            sawAny = true
            let left = end - start
            let found = memchr(buffer + start, Int32(UInt8(ascii: "\n")), left)
            let stop = found.map { UnsafeMutablePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - buffer } ?? end
            let room = LineReader.limit - line.count
            if room > 0 { line.append(contentsOf: UnsafeBufferPointer(start: buffer + start, count: min(room, stop - start))) }
            if found != nil {
                start = stop + 1
                // "\r\n" ends a line as "\n" does.
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            start = end
        }
        return sawAny ? String(decoding: line, as: UTF8.self) : nil
    }

    /// Reads the next block; false at the end of input or on an error.
    private func fill() -> Bool {
        guard !atEnd else { return false }
        while true {
            let n = read(descriptor, buffer, capacity)
            if n > 0 {
                start = 0
                end = n
                return true
            }
            if n < 0 && errno == EINTR { continue }
            atEnd = true
            return false
        }
    }
}
