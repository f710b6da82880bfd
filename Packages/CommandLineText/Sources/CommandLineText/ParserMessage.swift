// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import RichText

/// The argument parser's own error sentences ("Unknown option '--bogus'") in the
/// user's language. The parser writes them in English and offers no hook to localize
/// them, so each kind it produces is recognised by its English pattern and rewritten
/// from the catalog; a sentence of a kind not listed here stays as the parser wrote it.
///
/// ```swift
/// ParserMessage.localize("Unknown option '--bogus'", l: L(.de))  // "Unbekannte Option „--bogus“."
/// ```
public enum ParserMessage {
    /// `message`, an error sentence of the parser, in `l`'s language.
    public static func localize(_ message: String, l: L) -> String {
        if let rest = message.dropPrefix("The value '"), let (value, tail) = rest.split(at: "' is invalid for '"),
           let (name, after) = tail.split(at: "'") {
            if let list = after.dropPrefix(". Please provide one of "), list.hasSuffix("."), !list.contains("\n") {
                let values = choices(String(list.dropLast()))
                return l.string(.cliParserInvalidValueChoices, .string(value), .string(name), .string(join(values, l: l)))
            }
            // A reason of our own after the colon is already in the user's language.
            let base = l.string(.cliParserInvalidValue, .string(value), .string(name))
            return after.isEmpty ? base : sentence(String(base.dropLast()) + after)
        }
        if let rest = message.dropPrefix("Unknown option '") {
            if let (option, tail) = rest.split(at: "'. Did you mean '"), tail.hasSuffix("'?") {
                let suggestion = String(tail.dropLast(2))
                // The parser suggests the nearest option however far it is (--frob → --group);
                // only a near miss (--gruop) is worth suggesting.
                if isNearMiss(option, suggestion) {
                    return l.string(.cliParserUnknownOptionSuggestion, .string(option), .string(suggestion))
                }
                return l.string(.cliParserUnknownOption, .string(option))
            }
            if rest.hasSuffix("'") { return l.string(.cliParserUnknownOption, .string(String(rest.dropLast()))) }
        }
        if let name = quoted(message, after: "Missing value for '") {
            return l.string(.cliParserMissingValue, .string(name))
        }
        if let name = quoted(message, after: "Unexpected argument '") {
            return l.string(.cliParserUnexpectedArgument, .string(name))
        }
        if let name = quoted(message, after: "Missing expected argument '") {
            return l.string(.cliParserMissingArgument, .string(name))
        }
        if let rest = message.dropPrefix("Value to be set with "), let (new, old) = rest.split(at: " had already been set with ") {
            return l.string(.cliParserDuplicateValue, .string(new), .string(old))
        }
        return message
    }

    /// The parser's "Error: " before an error and its "See '…' for more information."
    /// under it, in `l`'s language; the message between them is the front end's, already
    /// localized, or the parser's own (an unknown option), which `localize(_:l:)` rewrites.
    public static func localizeFrame(_ message: String, l: L) -> String {
        // The parser's own words, as it writes them.
        let errorPrefix = "Error: "
        var lines = message.components(separatedBy: "\n")
        if let first = lines.first, first.hasPrefix(errorPrefix) {
            // "konjugieren: Unknown option “--bogus”", as every other error of konjugieren reads.
            let sentence = String(first.dropFirst(errorPrefix.count))
            let localized = placeholders(localize(sentence, l: l), l: l)
            lines[0] = l.cli.error(self.sentence(quoting(localized, l: l)))
        }
        // The option's help under "Help:" is one long English line: the message, the usage
        // and "See … --help" say enough, alike in both languages.
        lines.removeAll { $0.hasPrefix("Help:  ") }
        if l.language != .en {
            if let usage = lines.firstIndex(where: { $0.hasPrefix("Usage: ") }) {
                var end = usage + 1
                while end < lines.count, lines[end].hasPrefix("       ") { end += 1 }
                lines.replaceSubrange(usage..<end, with: localizeUsage(Array(lines[usage..<end]), l: l))
            }
        }
        let see = ["See '", "' for more information."]
        for (i, line) in lines.enumerated() where see.count == 2 {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix(see[0]), trimmed.hasSuffix(see[1]) else { continue }
            let command = trimmed.dropFirst(see[0].count).dropLast(see[1].count)
            lines[i] = String(line.prefix { $0 == " " }) + l.cli.seeHelp(String(command))
        }
        return lines.joined(separator: "\n")
    }

    /// What a front end prints for the parser's `message`: an error (`isError`) with its
    /// frame in `l`'s language; the help, whose descriptions are English, with a line
    /// above it that says so in another language. Usage lines are wrapped at `width`, an
    /// error's own sentences too where `wrapsErrors` (a person reads them at a terminal);
    /// for a script each sentence stays on one line.
    public static func text(_ message: String, isError: Bool, l: L, width: Int, wrapsErrors: Bool) -> String {
        var message = message
        if isError { message = localizeFrame(message, l: l) }
        // The help's descriptions are English: say so above it in German.
        if !isError, l.language != .en, message.hasPrefix("OVERVIEW:") || message.hasPrefix("USAGE:") {
            message = l.cli.helpInEnglish + "\n\n" + message
        }
        var text = UsageWrapping.wrap(message, width: width)
        // The help is wrapped by the parser; an error's own sentences are wrapped here.
        if isError, wrapsErrors { text = WordWrap.block(text, width: width) }
        return text
    }

    /// `text` ending in a full stop unless it already ends a sentence ("…?", "….").
    public static func sentence(_ text: String) -> String {
        guard let last = text.last, !".?!:".contains(last) else { return text }
        return text + "."
    }

    /// Whether `typed` is a plausible slip for `option`: at most two edits apart, or a
    /// third of the name for a long one ("--gruop" for "--group", not "--frob").
    public static func isNearMiss(_ typed: String, _ option: String) -> Bool {
        let a = Array(typed.drop { $0 == "-" }.lowercased()), b = Array(option.drop { $0 == "-" }.lowercased())
        guard !a.isEmpty, !b.isEmpty else { return false }
        // Optimal string alignment distance: a swap of two neighbours counts as one edit.
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count] <= max(2, min(a.count, b.count) / 3)
    }

    /// `message` with the parser's straight quotes ('--bogus') as the language writes
    /// them (“--bogus” in English, „--bogus“ in German), as konjugieren's other messages.
    public static func quoting(_ message: String, l: L) -> String {
        let (open, close) = l.language == .de ? ("„", "“") : ("“", "”")
        var out = ""
        var inside = false
        for (i, ch) in message.enumerated() {
            guard ch == "'" else { out.append(ch); continue }
            // An apostrophe within a word (don't) is no quote.
            let index = message.index(message.startIndex, offsetBy: i)
            let before = index > message.startIndex ? message[message.index(before: index)] : " "
            let after = message.index(after: index) < message.endIndex ? message[message.index(after: index)] : " "
            if !inside && before.isLetter && after.isLetter { out.append(ch); continue }
            out += inside ? close : open
            inside.toggle()
        }
        return out
    }

    /// The parser's "Usage: …" line in `l`'s language, its continuation lines indented
    /// under the first.
    public static func localizeUsage(_ lines: [String], l: L) -> [String] {
        let english = "Usage: "
        guard let first = lines.first, first.hasPrefix(english) else { return lines }
        let label = l[.cliParserUsage] + " "
        let shift = label.count - english.count
        return [label + placeholders(String(first.dropFirst(english.count)), l: l)] + lines.dropFirst().map { line in
            placeholders(shift > 0 ? String(repeating: " ", count: shift) + line : String(line.dropFirst(max(0, -shift))), l: l)
        }
    }

    /// `text` with the value names of a usage line in `l`'s language: "[<options>]"
    /// becomes "[<Optionen>]" in German; a name the catalog lacks stays as it is.
    public static func placeholders(_ text: String, l: L) -> String {
        guard l.language != .en else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            out += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            out += "<" + (l.cli.placeholder(name) ?? name) + ">"
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// `'table' and 'json'`, `'a', 'b' or 'c'` as the values they list.
    private static func choices(_ list: String) -> [String] {
        list.replacingOccurrences(of: "' and '", with: "', '").replacingOccurrences(of: "' or '", with: "', '")
            .components(separatedBy: ", ")
    }

    private static func join(_ values: [String], l: L) -> String {
        guard values.count > 1, let last = values.last else { return values.joined() }
        return values.dropLast().joined(separator: ", ") + " " + l[.cliParserOr] + " " + last
    }

    private static func quoted(_ message: String, after prefix: String) -> String? {
        guard let rest = message.dropPrefix(prefix), rest.hasSuffix("'"), !rest.dropLast().contains("'") else { return nil }
        return String(rest.dropLast())
    }
}

private extension String {
    func dropPrefix(_ prefix: String) -> String? { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil }
    /// The text before and after the first `separator`.
    func split(at separator: String) -> (String, String)? {
        guard let range = range(of: separator) else { return nil }
        return (String(self[..<range.lowerBound]), String(self[range.upperBound...]))
    }
}
