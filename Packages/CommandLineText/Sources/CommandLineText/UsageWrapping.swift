// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import RichText

/// The parser's `USAGE:` line (and the `Usage:` line under an error) lists every option
/// on one line; this wraps it at option boundaries, under the command, so that it reads
/// at the terminal's width like the rest of the help.
public enum UsageWrapping {
    /// The narrowest width help is laid out for: the parser lays its help out in two
    /// columns and stops on fewer than about 27, so a narrower terminal gets help laid out
    /// for this many columns, which the terminal wraps.
    public static let narrowest = 40

    /// The width help is wrapped to: $COLUMNS, else the terminal's (`terminalColumns`), else 80.
    public static func width(environment: [String: String], terminalColumns: Int?) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return terminalColumns ?? 80
    }

    /// `text` with each usage line ("USAGE: …", "Usage: …", "Aufruf: …") longer than
    /// `width` wrapped; every other line as it is.
    public static func wrap(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            for label in ["USAGE: "] + Language.allCases.map({ L($0)[.cliParserUsage] + " " }) where line.hasPrefix(label) && line.count > width {
                return wrapLine(String(line.dropFirst(label.count)), label: label, width: width)
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// "konjugieren verbs [--family <family>] …" as lines of whole bracket groups, each
    /// shorter than `width` as the parser's own wrapped lines are.
    public static func wrapLine(_ synopsis: String, label: String, width: Int) -> String {
        var tokens: [String] = []
        var current = ""
        var depth = 0
        for ch in synopsis {
            switch ch {
            case "[", "<": depth += 1
            case "]", ">": depth = max(0, depth - 1)
            default: break
            }
            if ch == " " && depth == 0 {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(ch)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        // Each line shorter than `width`, as the parser's own wrapped lines are.
        let lines = WordWrap.fill(tokens, width: width - 1 - label.count)
        guard let first = lines.first else { return label }
        let indent = String(repeating: " ", count: label.count)
        return ([label + first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }
}
