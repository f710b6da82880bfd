import ConjugationEngine
/// Reads the lexicon's tab-separated files: one record per line, `#` starts a comment,
/// blank lines are ignored. Works on UTF-8 bytes: the whole lexicon parses in a few
/// milliseconds.
struct TSV {
    let name: String
    let text: String

    func forEachRecord(_ body: (_ line: Int, _ raw: Substring, _ fields: [Substring]) throws(VerbDataError) -> Void) throws(VerbDataError) {
        try forEachRecordBytes { (line, raw, fields) throws(VerbDataError) in
            try body(line, Substring(raw.string), fields.map { Substring($0.string) })
        }
    }

    /// The walk itself, without creating Strings: each field is a slice of the file's UTF-8
    /// bytes, valid only during the call.
    func forEachRecordBytes(_ body: (_ line: Int, _ raw: UnsafeBufferPointer<UInt8>, _ fields: [UnsafeBufferPointer<UInt8>]) throws(VerbDataError) -> Void) throws(VerbDataError) {
        var text = text
        var failure: VerbDataError?
        text.withUTF8 { bytes in
            var lineNumber = 0
            var start = 0
            let count = bytes.count
            var fields: [UnsafeBufferPointer<UInt8>] = []
            fields.reserveCapacity(8)
            while start < count {
                lineNumber += 1
                var end = start
                while end < count && bytes[end] != 0x0A { end += 1 }
                var lineEnd = end
                if lineEnd > start && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                defer { start = end + 1 }
                if lineEnd == start || bytes[start] == UInt8(ascii: "#") { continue }
                var blank = true
                for k in start..<lineEnd where bytes[k] != 0x20 && bytes[k] != 0x09 { blank = false; break }
                if blank { continue }
                fields.removeAll(keepingCapacity: true)
                var fieldStart = start
                for k in start...lineEnd where k == lineEnd || bytes[k] == 0x09 {
                    fields.append(UnsafeBufferPointer(rebasing: bytes[fieldStart..<k]))
                    fieldStart = k + 1
                }
                do throws(VerbDataError) {
                    try body(lineNumber, UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), fields)
                } catch {
                    failure = error
                    return
                }
            }
        }
        if let failure { throw failure }
    }

    func error(_ line: Int, _ raw: UnsafeBufferPointer<UInt8>, _ reason: String) -> VerbDataError {
        .malformedLine(file: name, line: line, text: String(decoding: raw, as: UTF8.self), reason: reason)
    }

    func error(_ line: Int, _ raw: Substring, _ reason: String) -> VerbDataError {
        .malformedLine(file: name, line: line, text: String(raw), reason: reason)
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether the bytes spell `s` exactly.
    func equals(_ s: StaticString) -> Bool {
        guard count == s.utf8CodeUnitCount else { return false }
        let other = s.utf8Start
        for k in 0..<count where self[k] != other[k] { return false }
        return true
    }

    var string: String {
        String(unsafeUninitializedCapacity: count) { target in
            guard let source = baseAddress, let base = target.baseAddress else { return 0 }
            base.update(from: source, count: count)
            return count
        }
    }

    func same(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        for k in 0..<count where self[k] != other[k] { return false }
        return true
    }

    /// Whether a structure field has particle (|), prefix (+) or fused-head (~) boundaries.
    var hasSegments: Bool {
        for b in self where b == UInt8(ascii: "|") || b == UInt8(ascii: "+") || b == UInt8(ascii: "~") { return true }
        return false
    }

    /// The structure notation parsed from bytes (`an|er+kennen`, `urauf~führen`), if it
    /// is well formed and spells `infinitive` (the bytes of the first column); as
    /// `LexicalEntry.Structure(notation:)`, without going through Character.
    func structure(spelling infinitive: UnsafeBufferPointer<UInt8>) -> LexicalEntry.Structure? {
        var separable: [String] = []
        var inseparable: [String] = []
        var fused: String?
        var start = 0
        var spelled = 0
        for k in 0...count {
            let b: UInt8 = k == count ? 0 : self[k]
            guard k == count || b == UInt8(ascii: "|") || b == UInt8(ascii: "+") || b == UInt8(ascii: "~") else {
                // every letter must match the infinitive at the same place
                guard spelled < infinitive.count, infinitive[spelled] == b else { return nil }
                spelled += 1
                continue
            }
            guard k > start else { return nil }
            let segment = String(decoding: UnsafeBufferPointer(rebasing: self[start..<k]), as: UTF8.self)
            start = k + 1
            switch b {
            case UInt8(ascii: "|"):
                guard inseparable.isEmpty, fused == nil else { return nil }
                separable.append(segment)
            case UInt8(ascii: "+"):
                inseparable.append(segment)
            case UInt8(ascii: "~"):
                guard fused == nil, separable.isEmpty, inseparable.isEmpty else { return nil }
                fused = segment
            default:
                guard spelled == infinitive.count, segment.utf8.count >= 2 else { return nil }
                return LexicalEntry.Structure(separable: separable, inseparable: inseparable.isEmpty ? nil : inseparable.joined(),
                                              base: segment, fused: fused, inseparableParts: inseparable)
            }
        }
        return nil
    }

    /// Without leading and trailing spaces.
    var trimmed: UnsafeBufferPointer<UInt8> {
        var start = 0, end = count
        while start < end && self[start] == 0x20 { start += 1 }
        while end > start && self[end - 1] == 0x20 { end -= 1 }
        return UnsafeBufferPointer(rebasing: self[start..<end])
    }
}
