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
        var lineNumber = 0
        // Split on UTF-8 bytes (tab and newline are ASCII): this runs at every start.
        for rawLine in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            let lineBytes = rawLine.last == UInt8(ascii: "\r") ? rawLine.dropLast() : rawLine
            if lineBytes.first == UInt8(ascii: "#") || lineBytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            let line = Substring(lineBytes)
            func problem(_ reason: String) -> TableProblem {
                TableProblem(line: lineNumber, text: String(line), reason: reason)
            }
            let f = lineBytes.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { Substring($0) }
            guard f.count == 8 else { throw problem("expected 8 tab-separated columns, found \(f.count)") }
            let infinitive = String(f[0])
            guard Conjugator.isWellFormedInfinitive(infinitive) else {
                throw problem("'\(infinitive)' is not a lower-case infinitive")
            }
            guard seen.insert(infinitive).inserted else { throw problem("'\(infinitive)' is listed twice") }
            var präsens: [Präsens] = []
            let präsensAlternatives = alternatives(f[1])
            for alt in präsensAlternatives where !(alt == "-" && präsensAlternatives.count == 1) {
                if alt == "-" {
                    präsens.append(.init(du: "", er: ""))
                    continue
                }
                let pair = alt.split(separator: " ")
                guard pair.count == 2 else { throw problem("the Präsens column needs 'du-form er-form', got '\(alt)'") }
                präsens.append(.init(du: String(pair[0]), er: String(pair[1])))
            }
            let präteritum = alternatives(f[2])
            let konjII = alternatives(f[3])
            let participle = alternatives(f[4])
            let imperativAlternatives = alternatives(f[5])
            let imperativ = imperativAlternatives == ["-"] ? [] : imperativAlternatives.map { $0 == "-" ? "" : $0 }
            for (column, values) in [("Präteritum", präteritum), ("Konjunktiv II", konjII), ("Perfektpartizip", participle)] {
                guard !values.isEmpty, values.allSatisfy(isWord) else {
                    throw problem("the \(column) column must hold one or more words")
                }
            }
            guard imperativ.allSatisfy({ $0.isEmpty || isWord($0) }),
                  präsens.allSatisfy({ ($0.du.isEmpty && $0.er.isEmpty) || (isWord($0.du) && isWord($0.er)) }) else {
                throw problem("forms may only contain lower-case letters")
            }
            var auxiliaries: [Auxiliary] = []
            for part in f[6].split(separator: ",") {
                guard let a = Auxiliary(rawValue: String(part)), !auxiliaries.contains(a) else {
                    throw problem("auxiliary must be haben, sein, or both separated by a comma")
                }
                auxiliaries.append(a)
            }
            guard !auxiliaries.isEmpty else { throw problem("auxiliary must be haben, sein, or both separated by a comma") }
            guard let family = Family(rawValue: String(f[7])), family == .strong || family == .mixed else {
                throw problem("family must be strong or mixed")
            }
            result.append(PrincipalParts(infinitive: infinitive, präsens: präsens, präteritum: präteritum,
                                         konjunktivII: konjII, perfektpartizip: participle, imperativ: imperativ,
                                         auxiliaries: auxiliaries, family: family))
        }
        return result
    }

    private static func alternatives(_ s: Substring) -> [String] {
        s.utf8.split(separator: UInt8(ascii: "|")).compactMap { part in
            let trimmed = part.drop { $0 == 0x20 }.reversed().drop { $0 == 0x20 }
            return trimmed.isEmpty ? nil : String(decoding: trimmed.reversed(), as: UTF8.self)
        }
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
