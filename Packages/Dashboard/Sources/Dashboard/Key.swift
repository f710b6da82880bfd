// SPDX-License-Identifier: GPL-3.0-or-later

/// A key the learner pressed, decoded from the bytes a terminal sends.
public enum Key: Sendable, Hashable {
    /// A printable character: "a", "ä", "?", " ".
    case character(Character)
    case enter, escape, backspace, tab, backTab
    case up, down, left, right, pageUp, pageDown, home, end, delete
    /// Ctrl with a letter: `.control("c")` for Ctrl-C.
    case control(Character)
    /// A sequence the dashboard does not know (a function key, a mouse report).
    case unknown
}

/// Something that happens to the dashboard: a key, a new terminal size, the clock
/// ticking (so that the quiz timer moves while the learner thinks), the start, or the
/// result of an effect.
public enum Event: Sendable {
    case key(Key)
    case resize(Size)
    case tick
    /// The first event: the settings and the review queue are loaded.
    case launch
    /// Switches to a main screen, as Tab does, loading what it shows.
    case show(Screen)
    /// The result of an `Effect`, brought back by the `Runtime`.
    case loaded(Loaded)
}

/// Terminal size in character cells.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// Width in character cells.
    public var columns: Int
    /// Height in character cells.
    public var rows: Int

    /// A size of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The smallest terminal the dashboard draws in.
    public static let minimum = Size(columns: 80, rows: 24)

    /// Whether the dashboard can draw its screens at this size (80×24 or more).
    public var fitsMinimum: Bool { columns >= Size.minimum.columns && rows >= Size.minimum.rows }

    /// "80×24".
    public var description: String { "\(columns)×\(rows)" }
}

/// Turns the bytes read from a terminal in raw mode into keys.
///
/// A lone ESC is the Escape key; ESC followed by `[` or `O` starts a CSI or SS3
/// sequence (arrows, Home, PgUp); UTF-8 is decoded, so "ä" is one key. Bytes that form
/// no known sequence become `.unknown` and are never an error.
public enum KeyDecoder {
    /// The keys in `bytes`: `[0x1B, 0x5B, 0x41]` → `[.up]`, `[0xC3, 0xA4]` → `[.character("ä")]`.
    public static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case 0x1B:
                guard i + 1 < bytes.count else { keys.append(.escape); i += 1; continue }
                let next = bytes[i + 1]
                if next == UInt8(ascii: "[") || next == UInt8(ascii: "O") {
                    // Parameters and intermediates run until a final byte in 0x40...0x7E.
                    var j = i + 2
                    while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
                    guard j < bytes.count else { keys.append(.unknown); i = bytes.count; continue }
                    let parameters = String(decoding: bytes[(i + 2)..<j], as: UTF8.self)
                    keys.append(csi(final: bytes[j], parameters: parameters))
                    i = j + 1
                } else if next == 0x1B {
                    keys.append(.escape)
                    i += 1
                } else {
                    // Alt+key: treat as Escape, then the key.
                    keys.append(.escape)
                    i += 1
                }
            case 0x0D, 0x0A: keys.append(.enter); i += 1
            case 0x09: keys.append(.tab); i += 1
            case 0x7F, 0x08: keys.append(.backspace); i += 1
            case 0x01...0x1A:
                keys.append(.control(Character(Unicode.Scalar(b + 0x60))))
                i += 1
            case 0x00, 0x1C...0x1F:
                keys.append(.unknown); i += 1
            case 0x20..<0x7F:
                keys.append(.character(Character(Unicode.Scalar(b)))); i += 1
            default:
                let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
                let end = min(i + length, bytes.count)
                let text = String(decoding: bytes[i..<end], as: UTF8.self)
                if length > 1, end - i == length, let ch = text.first, text.count == 1, ch != "\u{FFFD}" {
                    keys.append(.character(ch))
                } else {
                    keys.append(.unknown)
                }
                i = end
            }
        }
        return keys
    }

    /// How many bytes at the end of `bytes` begin a key that is not complete yet: an Esc
    /// that may start a sequence (`[0x1B]`, `[0x1B, 0x5B, 0x31]`) or the first bytes of a
    /// UTF-8 character. A terminal may send a sequence in two reads; these bytes should
    /// wait briefly for the rest rather than be taken as Esc and letters. 0 when the
    /// bytes end with a whole key.
    public static func unfinishedTail(_ bytes: [UInt8]) -> Int {
        // A sequence longer than this is not one the dashboard knows: no use waiting.
        let window = 16
        let start = max(0, bytes.count - window)
        if let escape = bytes[start...].lastIndex(of: 0x1B) {
            let tail = bytes[(escape + 1)...]
            if tail.isEmpty { return 1 }
            if tail.first == UInt8(ascii: "[") || tail.first == UInt8(ascii: "O") {
                if !tail.dropFirst().contains(where: { (0x40...0x7E).contains($0) }) { return bytes.count - escape }
            }
        }
        // A UTF-8 lead byte near the end that still lacks continuation bytes.
        var i = bytes.count - 1
        var continuations = 0
        while i >= 0, continuations < 3, bytes[i] & 0xC0 == 0x80 {
            continuations += 1
            i -= 1
        }
        guard i >= 0 else { return 0 }
        let lead = bytes[i]
        let length = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 && lead < 0xF0 ? 3 : lead >= 0xC2 && lead < 0xE0 ? 2 : 1
        return length > 1 && continuations < length - 1 ? continuations + 1 : 0
    }

    /// `bytes` with the rest of an unfinished key appended: while `unfinishedTail` says
    /// a key is cut, `readMore` is asked for the bytes that follow (it should wait
    /// briefly, 30–50 ms, and return nothing when none come). A lone Esc stays a lone Esc.
    ///
    /// ```swift
    /// var reads = [[0x5B, 0x41]]                                        // "[A", a moment later
    /// let bytes = KeyDecoder.completing([0x1B]) { reads.isEmpty ? [] : reads.removeFirst() }
    /// KeyDecoder.decode(bytes)                                          // [.up], not [.escape, "[", "A"]
    /// ```
    public static func completing(_ bytes: [UInt8], readMore: () -> [UInt8]) -> [UInt8] {
        var bytes = bytes
        // A few rounds at most, so that a stream of parameters without an end cannot hold the keys back.
        for _ in 0..<4 where unfinishedTail(bytes) > 0 {
            let more = readMore()
            if more.isEmpty { break }
            bytes += more
        }
        return bytes
    }

    static func csi(final: UInt8, parameters: String) -> Key {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return .unknown
            }
        default: return .unknown
        }
    }
}
