import Foundation
import Localization

/// The argument parser's own error sentences ("Unknown option '--bogus'") in the
/// user's language. The parser writes them in English and offers no hook to localize
/// them, so each kind it produces is recognised by its English pattern and rewritten
/// from the catalog; a sentence of a kind not listed here stays as the parser wrote it.
///
/// ```swift
/// ParserMessage.localize("Unknown option '--bogus'", l: L(.de))  // "Unbekannte Option '--bogus'"
/// ```
enum ParserMessage {
    /// `message`, an error sentence of the parser, in `l`'s language.
    static func localize(_ message: String, l: L) -> String {
        if let rest = message.dropPrefix("The value '"), let (value, tail) = rest.split(at: "' is invalid for '"),
           let (name, after) = tail.split(at: "'") {
            if let list = after.dropPrefix(". Please provide one of "), list.hasSuffix("."), !list.contains("\n") {
                let values = choices(String(list.dropLast()))
                return l.string(.cliParserInvalidValueChoices, .string(value), .string(name), .string(join(values, l: l)))
            }
            // A reason of our own after the colon is already in the user's language.
            return l.string(.cliParserInvalidValue, .string(value), .string(name)) + after
        }
        if let rest = message.dropPrefix("Unknown option '") {
            if let (option, tail) = rest.split(at: "'. Did you mean '"), tail.hasSuffix("'?") {
                return l.string(.cliParserUnknownOptionSuggestion, .string(option), .string(String(tail.dropLast(2))))
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

    /// The parser's "Usage: …" line in `l`'s language, its continuation lines indented
    /// under the first.
    static func localizeUsage(_ lines: [String], l: L) -> [String] {
        let english = "Usage: "
        guard let first = lines.first, first.hasPrefix(english) else { return lines }
        let label = l[.cliParserUsage] + " "
        let shift = label.count - english.count
        return [label + first.dropFirst(english.count)] + lines.dropFirst().map { line in
            shift > 0 ? String(repeating: " ", count: shift) + line : String(line.dropFirst(max(0, -shift)))
        }
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
