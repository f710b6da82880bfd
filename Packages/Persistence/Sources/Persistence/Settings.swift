// SPDX-License-Identifier: GPL-3.0-or-later

/// The learner's preferences, one row each in the `setting` table.
///
/// Every field has a default, so a fresh store reads as `Settings()`.
public struct Settings: Equatable, Sendable {
    /// How conjugationgroups are named on screen: "Präsens Indikativ" or "Present Indicative".
    public var groupLanguage: GroupLanguage
    /// The label shown for the third person singular: "er", "sie", "es" or "er/sie/es".
    public var thirdPerson: ThirdPerson
    /// Which conjugationgroups a quiz draws from.
    public var difficulty: Difficulty
    /// Whether the terminal bell rings after a wrong answer.
    public var sound: Bool

    /// Settings with the given values; the defaults are a fresh store's.
    public init(
        groupLanguage: GroupLanguage = .german,
        thirdPerson: ThirdPerson = .erSieEs,
        difficulty: Difficulty = .regular,
        sound: Bool = true
    ) {
        self.groupLanguage = groupLanguage
        self.thirdPerson = thirdPerson
        self.difficulty = difficulty
        self.sound = sound
    }

    /// Names of conjugationgroups.
    public enum GroupLanguage: String, CaseIterable, Sendable {
        case german, english
    }

    /// The third-person singular pronoun label.
    public enum ThirdPerson: String, CaseIterable, Sendable {
        case er, sie, es
        case erSieEs = "er/sie/es"
    }

    /// Quiz difficulty: Regular drills Präsens, Perfekt and Imperativ; Ridiculous every group.
    public enum Difficulty: String, CaseIterable, Sendable {
        case regular, ridiculous
    }

    /// The settings by their names on the command line, in display order.
    public static let names = ["language", "pronoun", "difficulty", "sound"]

    /// The values a setting accepts, for help and error messages.
    public static func allowedValues(for name: String) -> [String]? {
        switch name {
        case "language": return GroupLanguage.allCases.map(\.rawValue)
        case "pronoun": return ThirdPerson.allCases.map(\.rawValue)
        case "difficulty": return Difficulty.allCases.map(\.rawValue)
        case "sound": return ["on", "off"]
        default: return nil
        }
    }

    /// The current value of a setting as text: `value(named: "sound")` is "on".
    public func value(named name: String) -> String? {
        switch name {
        case "language": return groupLanguage.rawValue
        case "pronoun": return thirdPerson.rawValue
        case "difficulty": return difficulty.rawValue
        case "sound": return sound ? "on" : "off"
        default: return nil
        }
    }

    /// Sets a setting from text, validating it: `set("difficulty", to: "Ridiculous")`.
    /// Case and surrounding spaces are ignored; "true/false", "yes/no", "1/0" work for sound.
    public mutating func set(_ name: String, to rawValue: String) throws(PersistenceError) {
        let value = rawValue.trimmingSpaces().lowercased()
        guard let allowed = Settings.allowedValues(for: name) else {
            throw .unknownSetting(name: name)
        }
        let invalid = PersistenceError.invalidSettingValue(name: name, value: rawValue, allowed: allowed)
        switch name {
        case "language":
            let aliases = ["deutsch": "german", "de": "german", "en": "english", "englisch": "english"]
            guard let v = GroupLanguage(rawValue: aliases[value] ?? value) else { throw invalid }
            groupLanguage = v
        case "pronoun":
            guard let v = ThirdPerson(rawValue: value) else { throw invalid }
            thirdPerson = v
        case "difficulty":
            guard let v = Difficulty(rawValue: value) else { throw invalid }
            difficulty = v
        default:
            switch value {
            case "on", "true", "yes", "1": sound = true
            case "off", "false", "no", "0": sound = false
            default: throw invalid
            }
        }
    }
}

extension Settings {
    /// Validates a value typed for a setting and returns it as it is stored:
    /// `canonicalValue(for: "sound", "Yes")` is "on".
    public static func canonicalValue(for name: String, _ rawValue: String) throws(PersistenceError) -> String {
        var settings = Settings()
        try settings.set(name, to: rawValue)
        return settings.value(named: name) ?? rawValue
    }

    /// The settings whose value differs from `previous`, by name, in display order:
    /// what a screen that changed some of them must write, and nothing else.
    public func changes(from previous: Settings) -> [(name: String, value: String)] {
        Settings.names.compactMap { name in
            guard let value = value(named: name), value != previous.value(named: name) else { return nil }
            return (name, value)
        }
    }
}

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
