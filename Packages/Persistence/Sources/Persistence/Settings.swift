// SPDX-License-Identifier: GPL-3.0-or-later
import QuizKit

/// The learner's preferences, one row each in the `setting` table.
///
/// Every field has a default, so a fresh store reads as `Settings()`.
public struct Settings: Equatable, Sendable {
    /// How conjugationgroups are named on screen: "Präsens Indikativ" or "Present Indicative".
    public var groupLanguage: GroupLanguage
    /// The label shown for the third person singular: "er", "sie", "es" or "er/sie/es".
    public var thirdPerson: ThirdPerson
    /// Which conjugationgroups a quiz draws from (QuizKit's difficulty).
    public var difficulty: Difficulty
    /// Whether the terminal rings its cues: a quiz starts, an answer is right or wrong, a quiz ends.
    public var sound: Bool
    /// Questions in a quiz: 30 unless the learner asks for another number.
    public var quizLength: Int
    /// Which verbs a quiz draws from, by frequency.
    public var band: Band
    /// Whether multiple-choice and true/false questions are mixed into a quiz.
    public var questionTypes: QuestionTypes
    /// Answers a day the learner aims for; 0 sets no goal.
    public var dailyGoal: Int
    /// Finished quizzes history keeps; nil keeps all.
    public var historyLimit: Int?

    /// Settings with the given values; the defaults are a fresh store's.
    public init(
        groupLanguage: GroupLanguage = .german,
        thirdPerson: ThirdPerson = .erSieEs,
        difficulty: Difficulty = .regular,
        sound: Bool = true,
        quizLength: Int = 30,
        band: Band = .automatic,
        questionTypes: QuestionTypes = .typed,
        dailyGoal: Int = 30,
        historyLimit: Int? = 100
    ) {
        self.groupLanguage = groupLanguage
        self.thirdPerson = thirdPerson
        self.difficulty = difficulty
        self.sound = sound
        self.quizLength = quizLength
        self.band = band
        self.questionTypes = questionTypes
        self.dailyGoal = dailyGoal
        self.historyLimit = historyLimit
    }

    /// The verbs a quiz draws from, by frequency rank.
    public enum Band: String, CaseIterable, Sendable {
        /// The 500 most frequent verbs on Regular, every verb on Ridiculous.
        case automatic = "auto"
        case top500 = "500"
        case top2000 = "2000"
        case all

        /// The highest rank drawn, for a quiz of the given difficulty; nil draws every verb.
        public func maximumRank(difficulty: Difficulty) -> Int? {
            switch self {
            case .automatic: return difficulty == .ridiculous ? nil : 500
            case .top500: return 500
            case .top2000: return 2_000
            case .all: return nil
            }
        }
    }

    /// The kinds of question in a quiz.
    public enum QuestionTypes: String, CaseIterable, Sendable {
        /// Every form is typed.
        case typed
        /// About a third typed, a third multiple choice, a third true/false.
        case mixed
    }

    /// How many questions a quiz may have, wherever the length is chosen (`settings
    /// questions 12`, `quiz --questions 12`, the dashboard): 1 to 200.
    public static let quizLengthRange = 1...200
    /// The quiz lengths the dashboard steps through; any length in `quizLengthRange` is taken.
    public static let quizLengths = [10, 20, 30, 40, 50]
    /// The daily goals the settings offer, 0 for none.
    public static let dailyGoals = [0, 10, 20, 30, 50, 100]
    /// The history limits the settings offer; nil keeps everything.
    public static let historyLimits: [Int?] = [100, 250, 500, 1_000, nil]

    /// Names of conjugationgroups.
    public enum GroupLanguage: String, CaseIterable, Sendable {
        case german, english
    }

    /// The third-person singular pronoun label.
    public enum ThirdPerson: String, CaseIterable, Sendable {
        case er, sie, es
        case erSieEs = "er/sie/es"
    }

    /// The settings by their names on the command line, in display order.
    public static let names = ["language", "pronoun", "difficulty", "sound", "questions", "band", "question-types", "goal",
                               "history-limit"]

    /// The lengths a quiz may have, as help and messages show them: "1–200".
    public static var quizLengthText: String { "\(quizLengthRange.lowerBound)–\(quizLengthRange.upperBound)" }

    /// The values a setting accepts, for help and error messages (for questions, the
    /// dashboard's steps; any length in `quizLengthRange` is taken).
    public static func allowedValues(for name: String) -> [String]? {
        switch name {
        case "language": return GroupLanguage.allCases.map(\.rawValue)
        case "pronoun": return ThirdPerson.allCases.map(\.rawValue)
        case "difficulty": return Difficulty.allCases.map(\.rawValue)
        case "sound": return ["on", "off"]
        case "questions": return quizLengths.map(String.init)
        case "band": return Band.allCases.map(\.rawValue)
        case "question-types": return QuestionTypes.allCases.map(\.rawValue)
        case "goal": return dailyGoals.map { $0 == 0 ? "off" : String($0) }
        case "history-limit": return historyLimits.map { $0.map(String.init) ?? "all" }
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
        case "questions": return String(quizLength)
        case "band": return band.rawValue
        case "question-types": return questionTypes.rawValue
        case "goal": return dailyGoal == 0 ? "off" : String(dailyGoal)
        case "history-limit": return historyLimit.map(String.init) ?? "all"
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
            // The German names the articles and the dashboard use are aliases.
            guard let v = Difficulty(rawValue: Difficulty.aliases[value] ?? value) else { throw invalid }
            difficulty = v
        case "questions":
            guard let v = Int(value), Settings.quizLengthRange.contains(v) else {
                throw PersistenceError.invalidSettingValue(name: name, value: rawValue, allowed: [Settings.quizLengthText])
            }
            quizLength = v
        case "band":
            guard let v = Band(rawValue: value == "automatic" ? "auto" : value) else { throw invalid }
            band = v
        case "question-types":
            guard let v = QuestionTypes(rawValue: value) else { throw invalid }
            questionTypes = v
        case "goal":
            let v = ["off", "none", "0"].contains(value) ? 0 : Int(value)
            guard let v, Settings.dailyGoals.contains(v) else { throw invalid }
            dailyGoal = v
        case "history-limit":
            if value == "all" || value == "unlimited" {
                historyLimit = nil
            } else {
                guard let v = Int(value), Settings.historyLimits.contains(v) else { throw invalid }
                historyLimit = v
            }
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
