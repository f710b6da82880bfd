// SPDX-License-Identifier: GPL-3.0-or-later

/// Plain text broken into lines at spaces, greedily, by terminal columns
/// (`DisplayWidth`): messages, hints, table notes and the answers of a quiz. A word
/// longer than a line stands on a line of its own rather than being cut. (Articles are
/// laid out by the renderers, which also break an overlong word and keep styles.)
///
/// ```swift
/// WordWrap.lines("Starke Verben ändern ihren Stammvokal: singen, sang, gesungen", width: 24, atLeast: 1)
/// // ["Starke Verben ändern", "ihren Stammvokal:", "singen, sang, gesungen"]
/// ```
public enum WordWrap {
    /// The words of `text` in lines that fit `width - indent` columns, to stand after a
    /// label of `indent` columns and under it (a hanging indent); `firstIndent`, when
    /// given, is the first line's label instead (a shorter "✗ " above lines that hang
    /// under a longer "  Why: "). A line never has less room than `minimum` columns, so
    /// that a long label at a narrow width does not leave a word per line. No words, no lines.
    public static func lines(_ text: String, width: Int, indent: Int = 0, firstIndent: Int? = nil,
                             atLeast minimum: Int = 20) -> [String] {
        fill(text.split(separator: " ", omittingEmptySubsequences: true).map(String.init),
             width: max(minimum, width - indent), firstWidth: max(minimum, width - (firstIndent ?? indent)))
    }

    /// `words` joined by single spaces into lines of at most `width` columns, the first
    /// of at most `firstWidth`; a word wider than its line stands alone.
    public static func fill(_ words: [String], width: Int, firstWidth: Int? = nil) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            let candidate = line.isEmpty ? word : line + " " + word
            if line.isEmpty || DisplayWidth.of(candidate) <= (lines.isEmpty ? firstWidth ?? width : width) {
                line = candidate
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Each line of `text` that is wider than `width` wrapped at word boundaries, its
    /// further lines indented as it is; the others as they are. A message (an unknown
    /// value and the names to choose from) then reads whole at the terminal's width.
    public static func block(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            guard DisplayWidth.of(String(line)) > width else { return [String(line)] }
            let indent = String(line.prefix { $0 == " " })
            return lines(String(line), width: width, indent: indent.count).map { indent + $0 }
        }.joined(separator: "\n")
    }

    /// `text` after `prefix`, wrapped to `width`, its further lines under its first word;
    /// `tail` ("— Deine Antwort: sang") is kept whole, on the last line when it fits
    /// there, else on a line of its own:
    ///
    /// ```swift
    /// WordWrap.hanging("Warum: ", "sein ist unregelmäßig: ich bin, du bist, er ist", width: 31)
    /// // ["Warum: sein ist unregelmäßig:", "       ich bin, du bist, er ist"]
    /// ```
    public static func hanging(_ prefix: String, _ text: String, width: Int, tail: String? = nil) -> [String] {
        let indent = DisplayWidth.of(prefix)
        let room = max(20, width - indent)
        var lines = lines(text, width: width, indent: indent)
        if let tail {
            if let last = lines.last, DisplayWidth.of(last + " " + tail) <= room {
                lines[lines.count - 1] = last + " " + tail
            } else {
                lines.append(tail)
            }
        }
        let pad = String(repeating: " ", count: indent)
        return lines.enumerated().map { ($0.offset == 0 ? prefix : pad) + $0.element }
    }
}

/// Rows of cells in columns two spaces apart, left-aligned but for the columns in
/// `rightAligned` (numbers); one space apart when two would make a line wider than
/// `width`. Trailing spaces are dropped.
///
/// ```swift
/// columns([["Nr.", "Punkte"], ["1", "270"], ["12", "30"]], rightAligned: [0, 1])
/// // ["Nr.  Punkte", "  1     270", " 12      30"]
/// ```
public func columns(_ rows: [[String]], rightAligned: Set<Int> = [], width: Int = .max) -> [String] {
    let count = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: count)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], DisplayWidth.of(cell)) } }
    let gutter = widths.reduce(0, +) + 2 * max(0, count - 1) <= width ? "  " : " "
    return rows.map { row in
        var line = ""
        for (i, cell) in row.enumerated() {
            let gap = String(repeating: " ", count: widths[i] - DisplayWidth.of(cell))
            line += rightAligned.contains(i) ? gap + cell : cell + (i < row.count - 1 ? gap : "")
            if i < row.count - 1 { line += gutter }
        }
        while line.last == " " { line.removeLast() }
        return line
    }
}
