// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import RichText

/// A `ConjugationTable` as terminal text: the title and gloss, the facts, the other
/// meanings, then the groups side by side in as many columns (up to three) as `width`
/// holds, then the notes. Irregular letters are bold red with colour, capitals without
/// ("sAng"), so that the marks survive a pipe.
///
/// ```swift
/// let text = TableTextRenderer(color: false, width: 80, l: L(.de)).render(table)
/// // "singen — to sing\nFamilie: stark i-a-u   Hilfsverb: haben   …"
/// ```
public struct TableTextRenderer: Sendable {
    public var color: Bool
    /// Terminal columns to fit.
    public var width: Int
    /// The language of the line that says how to choose another meaning.
    public var l: L

    public init(color: Bool, width: Int, l: L) {
        self.color = color
        self.width = width
        self.l = l
    }

    public func render(_ table: ConjugationTable) -> String {
        var lines = [bold(table.title) + (table.gloss.map { " — " + $0 } ?? "")]
        // On two lines when one does not fit (ankommen: family, auxiliary, structure, rank).
        lines += DisplayWidth.joinFitting(table.facts.text, width: width, separator: "   ").map(dim)
        // A reader who chose a meaning sees only that one.
        if table.choices.meaning == nil && !table.otherMeanings.isEmpty {
            lines.append(dim(l.verb.otherMeanings + ": " + table.otherMeanings.map(\.text).joined(separator: "; ")
                             + " — " + l.verb.chooseMeaning))
        }
        lines.append("")
        // Why the passive is missing, wrapped; "no forms" names the groups' kinds on one line.
        let notes = table.notes.map { $0.kind == .noPassive ? WordWrap.block($0.text, width: width) : $0.text }
        let blocks = table.sections.map(block)
        if blocks.isEmpty {
            lines += notes
            return lines.joined(separator: "\n")
        }
        let blockWidth = blocks.flatMap { $0 }.map(DisplayWidth.of).max() ?? 20
        let columns = max(1, min(3, (width + 2) / (blockWidth + 3)))
        lines += BlockGrid.lay(blocks, perRow: columns) { cell, last in
            last ? cell : cell + String(repeating: " ", count: blockWidth + 3 - DisplayWidth.of(cell))
        }
        while lines.last == "" { lines.removeLast() }
        for note in notes { lines += ["", note] }
        return lines.joined(separator: "\n")
    }

    /// One group: its name, then a line per form the verb has, the labels in a column.
    func block(_ section: ConjugationTable.Section) -> [String] {
        var out = [bold(section.name)]
        let rows = section.rows.filter(\.form.exists)
        let labelWidth = rows.map(\.pronoun.count).max() ?? 0
        for row in rows {
            var line = ""
            // No label and no indent where a group has one form or the impersonal passive
            // no subject ("(dass) getanzt wird"); an empty label where the form says its
            // pronoun ("kommen wir an!") keeps the forms in line.
            if !row.pronoun.isEmpty {
                line += row.label + String(repeating: " ", count: labelWidth - row.label.count + 1)
            }
            line += highlighted(row.form)
            let others = row.form.otherVariants
            if !others.isEmpty {
                // Each variant with its own marks: "backte (bUk)", "wärest (wÄrst)".
                line += dim(" (") + others.map(dimHighlighted).joined(separator: dim(", ")) + dim(")")
            }
            out.append(line)
        }
        return out
    }

    /// The form with its irregular letters in bold red, or in capitals without colour.
    func highlighted(_ form: Form) -> String {
        guard color else { return form.marked }
        return form.runs.map { $0.irregular ? Self.boldRed + $0.text + Self.reset : String($0.text) }.joined()
    }

    /// A variant beside the preferred form: dim, its irregular letters still bold red.
    func dimHighlighted(_ form: Form) -> String {
        guard color else { return form.marked }
        return form.runs.map { ($0.irregular ? Self.boldRed : Self.dim) + $0.text + Self.reset }.joined()
    }

    func bold(_ s: String) -> String { color ? Self.bold + s + Self.reset : s }
    func dim(_ s: String) -> String { color ? Self.dim + s + Self.reset : s }

    static let reset = "\u{1B}[0m", bold = "\u{1B}[1m", dim = "\u{1B}[2m", boldRed = "\u{1B}[1;31m"
}
