extension PrincipalParts {
    /// One line of a principal-parts table that could not be read.
    public struct TableProblem: Error, Sendable, Hashable, CustomStringConvertible {
        /// 1-based line number in the table text.
        public var line: Int
        public var text: String
        public var reason: String

        public var description: String { "line \(line): \(reason): \(text)" }
    }

    /// The engine's own table (`tableText`), parsed once: every strong, mixed and
    /// lexicalised prefixed verb the rules build on (singen, bringen, beginnen …).
    public static let table: [PrincipalParts] = (try? parseTable(tableText)) ?? []

    /// Parses a table in the format of `tableText`, validating every line: eight
    /// tab-separated columns (infinitive, changed du/er Präsens, Präteritum, Konjunktiv II,
    /// Perfektpartizip, du-Imperativ, auxiliary, family), `-` for a regular column, `|`
    /// between alternatives. Lines starting with `#` and blank lines are skipped.
    ///
    /// ```
    /// let parts = try PrincipalParts.parseTable("geben\tgibst gibt\tgab\tgäbe\tgegeben\tgib\thaben\tstrong")
    /// parts[0].präteritum   // ["gab"]
    /// ```
    public static func parseTable(_ text: String) throws(TableProblem) -> [PrincipalParts] {
        var result: [PrincipalParts] = []
        var seen: Set<String> = []
        // Read as UTF-8 bytes (tab, newline and the separators are ASCII), a String made
        // only for each form: this runs at every start.
        let bytes = Array(text.utf8)
        var lineNumber = 0
        var lineStart = 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            lineNumber += 1
            var end = lineEnd
            if end > lineStart && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            if end > lineStart && bytes[lineStart] == UInt8(ascii: "#") { continue }
            if bytes[lineStart..<end].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            let number = lineNumber, first = lineStart, last = end
            func problem(_ reason: String) -> TableProblem {
                TableProblem(line: number, text: String(decoding: bytes[first..<last], as: UTF8.self), reason: reason)
            }
            // The columns, as ranges of bytes.
            var f: [Range<Int>] = []
            f.reserveCapacity(8)
            var columnStart = lineStart
            for k in lineStart...end where k == end || bytes[k] == 0x09 {
                f.append(columnStart..<k)
                columnStart = k + 1
            }
            guard f.count == 8 else { throw problem("expected 8 tab-separated columns, found \(f.count)") }
            let infinitive = String(decoding: bytes[f[0]], as: UTF8.self)
            guard Conjugator.isWellFormedInfinitive(infinitive) else {
                throw problem("'\(infinitive)' is not a lower-case infinitive")
            }
            guard seen.insert(infinitive).inserted else { throw problem("'\(infinitive)' is listed twice") }
            var präsens: [Präsens] = []
            let präsensAlternatives = alternatives(bytes, f[1])
            for alt in präsensAlternatives where !(alt == "-" && präsensAlternatives.count == 1) {
                if alt == "-" {
                    präsens.append(.init(du: "", er: ""))
                    continue
                }
                let pair = alt.split(separator: " ")
                guard pair.count == 2 else { throw problem("the Präsens column needs 'du-form er-form', got '\(alt)'") }
                präsens.append(.init(du: String(pair[0]), er: String(pair[1])))
            }
            let präteritum = alternatives(bytes, f[2])
            let konjII = alternatives(bytes, f[3])
            let participle = alternatives(bytes, f[4])
            let imperativAlternatives = alternatives(bytes, f[5])
            let imperativ = imperativAlternatives == ["-"] ? [] : imperativAlternatives.map { $0 == "-" ? "" : $0 }
            if präteritum.isEmpty || !präteritum.allSatisfy(isWord) { throw problem("the Präteritum column must hold one or more words") }
            if konjII.isEmpty || !konjII.allSatisfy(isWord) { throw problem("the Konjunktiv II column must hold one or more words") }
            if participle.isEmpty || !participle.allSatisfy(isWord) {
                throw problem("the Perfektpartizip column must hold one or more words")
            }
            guard imperativ.allSatisfy({ $0.isEmpty || isWord($0) }),
                  präsens.allSatisfy({ ($0.du.isEmpty && $0.er.isEmpty) || (isWord($0.du) && isWord($0.er)) }) else {
                throw problem("forms may only contain lower-case letters")
            }
            var auxiliaries: [Auxiliary] = []
            for part in alternatives(bytes, f[6], separator: UInt8(ascii: ","), trimming: false) {
                guard let a = Auxiliary(rawValue: part), !auxiliaries.contains(a) else {
                    throw problem("auxiliary must be haben, sein, or both separated by a comma")
                }
                auxiliaries.append(a)
            }
            guard !auxiliaries.isEmpty else { throw problem("auxiliary must be haben, sein, or both separated by a comma") }
            guard let family = Family(rawValue: String(decoding: bytes[f[7]], as: UTF8.self)),
                  family == .strong || family == .mixed else {
                throw problem("family must be strong or mixed")
            }
            result.append(PrincipalParts(infinitive: infinitive, präsens: präsens, präteritum: präteritum,
                                         konjunktivII: konjII, perfektpartizip: participle, imperativ: imperativ,
                                         auxiliaries: auxiliaries, family: family))
        }
        return result
    }

    /// The non-empty parts of `bytes[range]` between separators (`|`), each with the
    /// spaces around it trimmed (unless `trimming` is false).
    private static func alternatives(_ bytes: [UInt8], _ range: Range<Int>, separator: UInt8 = UInt8(ascii: "|"),
                                     trimming: Bool = true) -> [String] {
        var parts: [String] = []
        var start = range.lowerBound
        for k in range.lowerBound...range.upperBound where k == range.upperBound || bytes[k] == separator {
            var a = start, b = k
            start = k + 1
            if trimming {
                while a < b && bytes[a] == 0x20 { a += 1 }
                while b > a && bytes[b - 1] == 0x20 { b -= 1 }
            }
            if a < b { parts.append(String(decoding: bytes[a..<b], as: UTF8.self)) }
        }
        return parts
    }

    /// Lower-case a–z and ä, ö, ü, ß, checked on UTF-8 bytes.
    private static func isWord(_ s: String) -> Bool {
        var bytes = s.utf8.makeIterator()
        var any = false
        while let b = bytes.next() {
            any = true
            if b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") { continue }
            guard b == 0xC3, let c = bytes.next(), c == 0xA4 || c == 0xB6 || c == 0xBC || c == 0x9F else { return false }
        }
        return any
    }
}
