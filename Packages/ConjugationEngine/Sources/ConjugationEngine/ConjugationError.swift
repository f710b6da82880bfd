/// Why an input is not a German infinitive the engine can conjugate.
public enum ConjugationError: Error, Sendable, Hashable, CustomStringConvertible {
    case empty
    case tooLong(length: Int)
    /// A character that is not a letter of German words (digits, punctuation, control characters).
    case invalidCharacter(Character)
    /// Infinitives end in -en or -n (singen, wandern, tun).
    case notAnInfinitive(String)
    /// "sich" before a verb that is never reflexive ("sich sein").
    case notReflexive(String)

    public var description: String {
        switch self {
        case .empty:
            return "no verb given"
        case .tooLong(let length):
            return "input of \(length) characters is too long for a German verb"
        case .invalidCharacter(let c):
            let scalars = c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            let shown = c.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
                ? scalars.joined(separator: " ") : "'\(c)'"
            return "\(shown) cannot appear in a German infinitive"
        case .notAnInfinitive(let s):
            return "'\(s)' is not an infinitive: German infinitives end in -en or -n"
        case .notReflexive(let s):
            return "'\(s)' is never reflexive: 'sich \(s)' is not a German verb"
        }
    }
}
