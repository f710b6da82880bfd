// SPDX-License-Identifier: GPL-3.0-or-later
import RichText

// Interim: the CLI's word wrapping and fitting, until they stand in RichText under these names.

enum DisplayWidthText {
    static func of(_ text: String) -> Int { DisplayWidth.of(text) }
    /// Parts joined with " · " into as few lines as fit `width` columns; a part wider
    /// than `width` stands on a line of its own.
    static func joinFitting(_ parts: [String], width: Int, separator: String = " · ") -> [String] {
        var lines: [[String]] = []
        var line: [String] = []
        for part in parts {
            let candidate = line + [part]
            if line.isEmpty || of(candidate.joined(separator: separator)) <= width { line = candidate } else {
                lines.append(line)
                line = [part]
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { $0.joined(separator: separator) }
    }
}

enum WordWrap {
    static func lines(_ text: String, width: Int, indent: Int) -> [String] {
        let room = max(20, width - indent)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if line.isEmpty || DisplayWidthText.of(candidate) <= room { line = candidate } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    static func block(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line -> [String] in
            guard DisplayWidthText.of(String(line)) > width else { return [String(line)] }
            let indent = String(line.prefix { $0 == " " })
            return lines(String(line), width: width, indent: indent.count).map { indent + $0 }
        }.joined(separator: "\n")
    }
}
