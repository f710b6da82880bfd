// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import RichText

extension Library {
    /// Number, slug and title of every article, in reading order, as lines of at most
    /// `width` columns; the number is the N of konjugieren://info/N. A title too long for the
    /// line wraps under its own column (at 80 columns "Pluperfect Subjunctive II
    /// (Plusquamperfekt Konjunktiv II)" takes two lines).
    public func listLines(_ language: Language, width: Int) -> [String] {
        Self.listLines(entries.map { ($0.slug, $0.title(language)) }, width: width)
    }

    /// The rows of the article list for `entries` (slug, title) at `width` columns.
    public static func listLines(_ entries: [(slug: String, title: String)], width: Int) -> [String] {
        let slugWidth = entries.map(\.slug.count).max() ?? 0
        let numberWidth = String(max(entries.count - 1, 0)).count
        let titleColumn = 2 + numberWidth + 2 + slugWidth + 2
        // Below 20 columns for the title, the title gets a line of its own.
        let ownLine = width - titleColumn < 20
        let titleWidth = ownLine ? max(width - 6, 10) : width - titleColumn
        let titleIndent = String(repeating: " ", count: ownLine ? 6 : titleColumn)
        var lines: [String] = []
        for (index, entry) in entries.enumerated() {
            let number = String(index)
            let numberPadding = String(repeating: " ", count: numberWidth - number.count)
            let head = "  " + numberPadding + number + "  " + entry.slug
            let titleLines = wrapWords(entry.title, width: titleWidth)
            if ownLine {
                lines.append(head)
                lines += titleLines.map { titleIndent + $0 }
            } else {
                let padding = String(repeating: " ", count: slugWidth - entry.slug.count + 2)
                lines.append(head + padding + (titleLines.first ?? ""))
                lines += titleLines.dropFirst().map { titleIndent + $0 }
            }
        }
        return lines
    }

    /// `text` broken at spaces into lines of at most `width` columns (a longer word
    /// stands alone on its line); one empty line for no text.
    public static func wrapWords(_ text: String, width: Int) -> [String] {
        let lines = WordWrap.lines(text, width: width, atLeast: 1)
        return lines.isEmpty ? [""] : lines
    }
}
