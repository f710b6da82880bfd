// SPDX-License-Identifier: GPL-3.0-or-later

/// A JSON value, as the catalog reader needs it: objects keep their keys in order.
enum JSONValue: Equatable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let x), .array(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.bool(let x), .bool(let y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }

    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    var members: [(String, JSONValue)] {
        if case .object(let m) = self { return m }
        return []
    }
}

/// Reads JSON from UTF-8 bytes (RFC 8259): a catalog loads at every start, and this is
/// an order of magnitude quicker than decoding through Codable.
struct JSONReader {
    enum Failure: Error, Equatable { case syntax(offset: Int, reason: String) }

    private let bytes: [UInt8]
    private var i = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// A reader of the value that starts at `offset`.
    init(_ bytes: [UInt8], at offset: Int) {
        self.bytes = bytes
        i = offset
    }

    /// The offset of the next byte to read.
    var position: Int { i }

    /// Passes over any value without reading it: strings are walked to their closing
    /// quote, brackets counted. Quicker than `skip`, and it checks less: only that the
    /// value ends; a value passed over is read (and checked) when it is wanted.
    mutating func pass() throws(Failure) {
        skipSpace()
        var depth = 0
        // One bit per open bracket, innermost lowest: 1 for an object, 0 for an array.
        var opened: UInt64 = 0
        repeat {
            guard i < bytes.count else { throw fail("unexpected end") }
            switch bytes[i] {
            case UInt8(ascii: "\""):
                i += 1
                while true {
                    guard i < bytes.count else { throw fail("unterminated string") }
                    let b = bytes[i]
                    i += 1
                    if b == UInt8(ascii: "\"") { break }
                    if b == UInt8(ascii: "\\") { i += 1 }
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                guard depth < 64 else { throw fail("nested too deeply") }
                opened = opened << 1 | (bytes[i] == UInt8(ascii: "{") ? 1 : 0)
                i += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > 0, (opened & 1 == 1) == (bytes[i] == UInt8(ascii: "}")) else {
                    throw fail("unexpected '\(Character(Unicode.Scalar(bytes[i])))'")
                }
                depth -= 1
                opened >>= 1
                i += 1
            case UInt8(ascii: ","), UInt8(ascii: ":"), 0x20, 0x0A, 0x0D, 0x09:
                guard depth > 0 else { return }
                i += 1
            default:
                // A number or literal: up to the next delimiter.
                while i < bytes.count {
                    let b = bytes[i]
                    if b == UInt8(ascii: ",") || b == UInt8(ascii: "}") || b == UInt8(ascii: "]") || b == UInt8(ascii: ":")
                        || b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { break }
                    i += 1
                }
            }
        } while depth > 0
    }

    static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.i == bytes.count else { throw reader.fail("text after the value") }
        return value
    }

    private func fail(_ reason: String) -> Failure { .syntax(offset: i, reason: reason) }

    private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    private mutating func expect(_ b: UInt8) throws(Failure) {
        guard i < bytes.count, bytes[i] == b else { throw fail("expected '\(Character(Unicode.Scalar(b)))'") }
        i += 1
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < 64 else { throw fail("nested too deeply") }
        guard i < bytes.count else { throw fail("unexpected end") }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var members: [(String, JSONValue)] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            while true {
                skipSpace()
                let key = try string()
                skipSpace()
                try expect(UInt8(ascii: ":"))
                skipSpace()
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard i < bytes.count else { throw fail("unexpected end in an object") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                try expect(UInt8(ascii: "}"))
                return .object(members)
            }
        case UInt8(ascii: "["):
            i += 1
            var items: [JSONValue] = []
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard i < bytes.count else { throw fail("unexpected end in an array") }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                try expect(UInt8(ascii: "]"))
                return .array(items)
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default:
            return .number(try number())
        }
    }

    // MARK: Streaming, without building a tree

    /// Reads an object, handing each key to `body`, which must read or skip its value.
    mutating func object(_ body: (String, inout JSONReader) throws(Failure) -> Void) throws(Failure) {
        skipSpace()
        try expect(UInt8(ascii: "{"))
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return }
        while true {
            skipSpace()
            let key = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"))
            skipSpace()
            try body(key, &self)
            skipSpace()
            guard i < bytes.count else { throw fail("unexpected end in an object") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            try expect(UInt8(ascii: "}"))
            return
        }
    }

    /// Reads a string value.
    mutating func stringValue() throws(Failure) -> String {
        skipSpace()
        return try string()
    }

    /// Skips any value.
    mutating func skip() throws(Failure) {
        skipSpace()
        _ = try value(depth: 0)
    }

    /// After the top-level value: nothing but white space may follow.
    mutating func end() throws(Failure) {
        skipSpace()
        guard i == bytes.count else { throw fail("text after the value") }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for b in word.utf8 { try expect(b) }
    }

    private mutating func number() throws(Failure) -> Double {
        let start = i
        while i < bytes.count, (bytes[i] >= 0x30 && bytes[i] <= 0x39) || bytes[i] == UInt8(ascii: "-")
                || bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: "e")
                || bytes[i] == UInt8(ascii: "E") { i += 1 }
        guard let n = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { throw fail("not a number") }
        return n
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard i + 4 <= bytes.count else { throw fail("short \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt8
            switch b {
            case 0x30...0x39: d = b - 0x30
            case 0x41...0x46: d = b - 0x41 + 10
            case 0x61...0x66: d = b - 0x61 + 10
            default: throw fail("bad \\u escape")
            }
            v = v << 4 | UInt32(d)
            i += 1
        }
        return v
    }

    private mutating func string() throws(Failure) -> String {
        try expect(UInt8(ascii: "\""))
        var out: [UInt8] = []
        var start = i
        while true {
            guard i < bytes.count else { throw fail("unterminated string") }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                // Most strings have no escape: decoded from the file's bytes in one go.
                if out.isEmpty {
                    i += 1
                    return String(decoding: bytes[start..<(i - 1)], as: UTF8.self)
                }
                out.append(contentsOf: bytes[start..<i])
                i += 1
                return String(decoding: out, as: UTF8.self)
            }
            if b < 0x20 { throw fail("control character in a string") }
            guard b == UInt8(ascii: "\\") else { i += 1; continue }
            out.append(contentsOf: bytes[start..<i])
            i += 1
            guard i < bytes.count else { throw fail("unterminated escape") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "u"):
                var scalar = try hex4()
                if scalar >= 0xD800 && scalar < 0xDC00 {
                    // a surrogate pair: \uD83D\uDE00
                    guard i + 2 <= bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw fail("lone surrogate")
                    }
                    i += 2
                    let low = try hex4()
                    guard low >= 0xDC00 && low < 0xE000 else { throw fail("lone surrogate") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let u = Unicode.Scalar(scalar) else { throw fail("lone surrogate") }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default: throw fail("bad escape")
            }
            start = i
        }
    }
}
