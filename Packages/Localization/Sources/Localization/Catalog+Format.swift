/// One argument of a format string: `%@` takes any, `%lld`/`%d` take an integer.
public enum FormatArgument: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
    case string(String)
    case int(Int)
    /// A number of things, its thousands grouped as the language writes them: "10,245
    /// meanings", "10.245 Bedeutungen" (`Language.grouped(_:)`). Picks the plural as `.int` does.
    case count(Int)

    /// A text argument: `"sningen"`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A number argument: `27`.
    public init(integerLiteral value: Int) { self = .int(value) }

    /// The integer, if this argument is one (plural selection uses it).
    public var integer: Int? {
        switch self {
        case .int(let value), .count(let value): return value
        case .string: return nil
        }
    }

    var text: String {
        switch self {
        case .string(let value): return value
        case .int(let value): return String(value)
        case .count(let value): return String(value)
        }
    }

    /// The argument as `language` writes it: a `.count` with its thousands grouped.
    func written(in language: Language) -> FormatArgument {
        if case .count(let value) = self { return .string(language.grouped(value)) }
        return self
    }
}

/// A format specifier found in a template: its argument position (1-based) and its
/// conversion character (`@`, `d`, …).
public struct Placeholder: Sendable, Equatable {
    /// Which argument it takes, from 1.
    public var position: Int
    /// The conversion character: `@` for text, `d` for a number.
    public var conversion: Character

    /// A placeholder for argument `position`.
    public init(position: Int, conversion: Character) {
        self.position = position
        self.conversion = conversion
    }
}

extension Catalog {
    /// Substitutes `arguments` into `template`, in the printf dialect the catalog uses:
    /// `%@`, `%d`, `%ld`, `%lld`, positional `%1$@`, `%2$lld`, and `%%`.
    ///
    /// Written here rather than calling `String(format:)`, whose `%@` with a Swift
    /// `String` is not portable across Foundation implementations. A specifier without a
    /// matching argument is left as written, never a crash.
    ///
    /// ```swift
    /// Catalog.format("Richtig: %1$lld/%2$lld", [.int(27), .int(30)])  // "Richtig: 27/30"
    /// ```
    public static func format(_ template: String, _ arguments: [FormatArgument]) -> String {
        var result = ""
        var sequential = 0
        scan(template) { piece in
            switch piece {
            case .literal(let text):
                result += text
            case .percent:
                result += "%"
            case .placeholder(let explicit, _, let spelling):
                let position: Int
                if let explicit {
                    position = explicit
                } else {
                    sequential += 1
                    position = sequential
                }
                if position >= 1, position <= arguments.count {
                    result += arguments[position - 1].text
                } else {
                    result += spelling
                }
            }
        }
        return result
    }

    /// The placeholders of `template`, in order of appearance, with their positions
    /// resolved (`"%2$@ %1$@"` gives positions 2 and 1). `%%` is not a placeholder.
    public static func placeholders(in template: String) -> [Placeholder] {
        var found: [Placeholder] = []
        var sequential = 0
        scan(template) { piece in
            if case .placeholder(let explicit, let conversion, _) = piece {
                let position: Int
                if let explicit {
                    position = explicit
                } else {
                    sequential += 1
                    position = sequential
                }
                found.append(Placeholder(position: position, conversion: conversion))
            }
        }
        return found
    }

    private enum Piece {
        case literal(String)
        case percent
        case placeholder(position: Int?, conversion: Character, spelling: String)
    }

    private static let conversions: Set<Character> = ["@", "d", "i", "u", "s"]
    private static let lengthModifiers: Set<Character> = ["l", "h", "q", "z", "t", "j"]

    private static func scan(_ template: String, _ visit: (Piece) -> Void) {
        let characters = Array(template)
        var index = 0
        var literal = ""
        while index < characters.count {
            let character = characters[index]
            guard character == "%" else {
                literal.append(character)
                index += 1
                continue
            }
            if !literal.isEmpty {
                visit(.literal(literal))
                literal = ""
            }
            var cursor = index + 1
            if cursor < characters.count, characters[cursor] == "%" {
                visit(.percent)
                index = cursor + 1
                continue
            }
            var digits = ""
            while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber {
                digits.append(characters[cursor])
                cursor += 1
            }
            var position: Int?
            if !digits.isEmpty, cursor < characters.count, characters[cursor] == "$" {
                position = Int(digits)
                cursor += 1
            } else {
                cursor = index + 1
            }
            while cursor < characters.count, lengthModifiers.contains(characters[cursor]) {
                cursor += 1
            }
            if cursor < characters.count, conversions.contains(characters[cursor]) {
                let spelling = String(characters[index...cursor])
                visit(.placeholder(position: position, conversion: characters[cursor], spelling: spelling))
                index = cursor + 1
            } else {
                // A lone "%" that starts no specifier is text.
                literal.append("%")
                index += 1
            }
        }
        if !literal.isEmpty { visit(.literal(literal)) }
    }
}
