// SPDX-License-Identifier: GPL-3.0-or-later

/// Fitting text into terminal columns: padding, clipping, centring and joining short
/// parts into lines. Every width is counted by `DisplayWidth.of`, so escape sequences take
/// no room and a wide character takes two.
extension DisplayWidth {
    /// `text` padded with spaces to `width` columns, clipped first when it is wider:
    /// `pad("sang", 6) == "sang  "`.
    public static func pad(_ text: String, _ width: Int) -> String {
        let clipped = clip(text, width)
        let used = of(clipped)
        return used >= width ? clipped : clipped + String(repeating: " ", count: width - used)
    }

    /// `text` right-aligned in `width` columns; a wider text is left as it is:
    /// `padLeft("27", 4) == "  27"`.
    public static func padLeft(_ text: String, _ width: Int) -> String {
        let used = of(text)
        return used >= width ? text : String(repeating: " ", count: width - used) + text
    }

    /// `text` cut to at most `width` columns, ending in "…" when it had to be cut. Escape
    /// sequences are kept whole, and a style they opened is closed after the "…":
    /// `clip("Präteritum Konjunktiv II", 12) == "Präteritum …"`.
    public static func clip(_ text: String, _ width: Int) -> String {
        guard width > 0 else { return "" }
        if of(text) <= width { return text }
        var out = ""
        var used = 0
        var inEscape = false
        var styled = false
        for character in text {
            if inEscape {
                out.append(character)
                if character.isLetter { inEscape = false }
                continue
            }
            if character == "\u{1B}" {
                inEscape = true
                styled = true
                out.append(character)
                continue
            }
            let w = of(character)
            if used + w > width - 1 { break }
            out.append(character)
            used += w
        }
        out.append("…")
        if styled { out += "\u{1B}[0m" }
        return out
    }

    /// `text` centred in `width` columns (spaces before it only); a wider text is clipped.
    public static func center(_ text: String, _ width: Int) -> String {
        let used = of(text)
        guard used < width else { return clip(text, width) }
        return String(repeating: " ", count: (width - used) / 2) + text
    }

    /// Parts joined with `separator` into as few lines as fit `width` columns; a part
    /// wider than `width` stands on a line of its own. With `fromEnd`, the lines are
    /// filled from the last part back, so that the first line is the one left short
    /// (a hint alone on the first line rather than a lone last one):
    ///
    /// ```swift
    /// DisplayWidth.joinFitting(["Präsens", "Präteritum", "Perfekt"], width: 22)
    /// // ["Präsens · Präteritum", "Perfekt"]
    /// ```
    public static func joinFitting(_ parts: [String], width: Int, separator: String = " · ",
                                   fromEnd: Bool = false) -> [String] {
        var lines: [[String]] = []
        var line: [String] = []
        for part in fromEnd ? parts.reversed() : parts {
            let candidate = fromEnd ? [part] + line : line + [part]
            if line.isEmpty || of(candidate.joined(separator: separator)) <= width {
                line = candidate
            } else {
                lines.append(line)
                line = [part]
            }
        }
        if !line.isEmpty { lines.append(line) }
        return (fromEnd ? lines.reversed() : lines).map { $0.joined(separator: separator) }
    }
}
