/// Reads the lexicon's tab-separated files: one record per line, `#` starts a comment,
/// blank lines are ignored. Works on UTF-8 bytes: the whole lexicon parses in a few
/// milliseconds.
struct TSV {
    let name: String
    let text: String

    func forEachRecord(_ body: (_ line: Int, _ raw: Substring, _ fields: [Substring]) throws(VerbDataError) -> Void) throws(VerbDataError) {
        var text = text
        var failure: VerbDataError?
        text.withUTF8 { bytes in
            var lineNumber = 0
            var start = 0
            let count = bytes.count
            var fields: [Substring] = []
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
                    fields.append(Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<k]), as: UTF8.self)))
                    fieldStart = k + 1
                }
                let raw = Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), as: UTF8.self))
                do throws(VerbDataError) {
                    try body(lineNumber, raw, fields)
                } catch {
                    failure = error
                    return
                }
            }
        }
        if let failure { throw failure }
    }

    func error(_ line: Int, _ raw: Substring, _ reason: String) -> VerbDataError {
        .malformedLine(file: name, line: line, text: String(raw), reason: reason)
    }
}
