import ConjugationEngine

/// The table of principal parts of strong, mixed and irregular simplex verbs
/// (`irregular-verbs.tsv`): infinitive, changed du/er Präsens, Präteritum, Konjunktiv II,
/// Perfektpartizip, du-Imperativ, auxiliary, family. `-` marks a regular column and `|`
/// separates alternatives, preferred first.
public enum PrincipalPartsTable {
    public static let fileName = "irregular-verbs.tsv"

    /// Parses the table, validating every line.
    public static func parse(_ text: String, name: String = fileName) throws(VerbDataError) -> [PrincipalParts] {
        let tsv = TSV(name: name, text: text)
        var result: [PrincipalParts] = []
        var seen: Set<String> = []
        try tsv.forEachRecord { (line, raw, f) throws(VerbDataError) in
            guard f.count == 8 else { throw tsv.error(line, raw, "expected 8 tab-separated columns, found \(f.count)") }
            let infinitive = String(f[0])
            guard Conjugator.isWellFormedInfinitive(infinitive) else {
                throw tsv.error(line, raw, "'\(infinitive)' is not a lower-case infinitive")
            }
            guard seen.insert(infinitive).inserted else { throw tsv.error(line, raw, "'\(infinitive)' is listed twice") }
            var präsens: [PrincipalParts.Präsens] = []
            let präsensAlternatives = alternatives(f[1])
            for alt in präsensAlternatives where !(alt == "-" && präsensAlternatives.count == 1) {
                if alt == "-" {
                    präsens.append(.init(du: "", er: ""))
                    continue
                }
                let pair = alt.split(separator: " ")
                guard pair.count == 2 else { throw tsv.error(line, raw, "the Präsens column needs 'du-form er-form', got '\(alt)'") }
                präsens.append(.init(du: String(pair[0]), er: String(pair[1])))
            }
            let präteritum = alternatives(f[2])
            let konjII = alternatives(f[3])
            let participle = alternatives(f[4])
            let imperativAlternatives = alternatives(f[5])
            let imperativ = imperativAlternatives == ["-"] ? [] : imperativAlternatives.map { $0 == "-" ? "" : $0 }
            for (column, values) in [("Präteritum", präteritum), ("Konjunktiv II", konjII), ("Perfektpartizip", participle)] {
                guard !values.isEmpty, values.allSatisfy({ isWord($0) }) else {
                    throw tsv.error(line, raw, "the \(column) column must hold one or more words")
                }
            }
            guard imperativ.allSatisfy({ $0.isEmpty || isWord($0) }),
                  präsens.allSatisfy({ ($0.du.isEmpty && $0.er.isEmpty) || (isWord($0.du) && isWord($0.er)) }) else {
                throw tsv.error(line, raw, "forms may only contain lower-case letters")
            }
            guard let auxiliaries = parseAuxiliaries(f[6]) else {
                throw tsv.error(line, raw, "auxiliary must be haben, sein, or both separated by a comma")
            }
            guard let family = Family(rawValue: String(f[7])), family == .strong || family == .mixed else {
                throw tsv.error(line, raw, "family must be strong or mixed")
            }
            result.append(PrincipalParts(infinitive: infinitive, präsens: präsens, präteritum: präteritum,
                                         konjunktivII: konjII, perfektpartizip: participle, imperativ: imperativ,
                                         auxiliaries: auxiliaries, family: family))
        }
        return result
    }

    static func alternatives(_ s: Substring) -> [String] {
        s.split(separator: "|").map { String($0.trimmingSpaces()) }.filter { !$0.isEmpty }
    }

    static func isWord(_ s: String) -> Bool {
        !s.isEmpty && s.allSatisfy { ("a"..."z").contains($0) || "äöüß".contains($0) }
    }

    static func parseAuxiliaries(_ s: Substring) -> [Auxiliary]? {
        var out: [Auxiliary] = []
        for part in s.split(separator: ",") {
            guard let a = Auxiliary(rawValue: String(part.trimmingSpaces())), !out.contains(a) else { return nil }
            out.append(a)
        }
        return out.isEmpty ? nil : out
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
