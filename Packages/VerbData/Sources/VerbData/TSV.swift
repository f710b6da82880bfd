/// Reads the lexicon's tab-separated files: one record per line, `#` starts a comment,
/// blank lines are ignored. Yields (line number, fields) without copying more than needed.
struct TSV {
    let name: String
    let text: String

    func forEachRecord(_ body: (_ line: Int, _ raw: Substring, _ fields: [Substring]) throws(VerbDataError) -> Void) throws(VerbDataError) {
        var lineNumber = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = raw
            if line.last == "\r" { line = line.dropLast() }
            if line.isEmpty || line.first == "#" { continue }
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            try body(lineNumber, line, fields)
        }
    }

    func error(_ line: Int, _ raw: Substring, _ reason: String) -> VerbDataError {
        .malformedLine(file: name, line: line, text: String(raw), reason: reason)
    }
}
