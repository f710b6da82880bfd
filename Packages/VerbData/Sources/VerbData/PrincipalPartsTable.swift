import ConjugationEngine

/// Reads tables of principal parts in the engine's format (`PrincipalParts.tableText`:
/// infinitive, changed du/er Präsens, Präteritum, Konjunktiv II, Perfektpartizip,
/// du-Imperativ, auxiliary, family), reporting a bad line as a `VerbDataError` that names
/// the file and line. The table of German's strong and mixed verbs itself is grammar and
/// lives in ConjugationEngine (`PrincipalParts.table`).
public enum PrincipalPartsTable {
    /// The name used in messages about the engine's own table.
    public static let fileName = "PrincipalParts+Table.swift"

    /// Parses the table, validating every line.
    public static func parse(_ text: String, name: String = fileName) throws(VerbDataError) -> [PrincipalParts] {
        do {
            return try PrincipalParts.parseTable(text)
        } catch {
            throw .malformedLine(file: name, line: error.line, text: error.text, reason: error.reason)
        }
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
