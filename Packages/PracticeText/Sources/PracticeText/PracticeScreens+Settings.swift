// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Persistence
import QuizKit
import Wire

// The settings as a text front end lists them and names their values.

extension PracticeScreens {
    /// Every setting with its value and its label in the learner's language:
    /// "difficulty: aberwitzig  (Schwierigkeit)", under the title.
    public func settingsList() -> [String] {
        [style.bold(l.settings.title)] + table(Persistence.Settings.names.map { key in
            (key, shownValue(key, settings) + "  (" + l.settings.label(key) + ")")
        })
    }

    /// One setting and the values it takes: "difficulty: normal  (normal, aberwitzig)".
    public func settingLine(_ key: String, allowed: [String]) -> String {
        let values = key == "questions" ? Persistence.Settings.quizLengthText
            : key == "difficulty" ? QuizKit.Difficulty.allCases.map { $0.name(l).lowercased() }.joined(separator: ", ")
            : allowed.joined(separator: ", ")
        return "\(key): \(shownValue(key, settings))  (\(values))"
    }

    /// A setting's value as shown: as stored, but for the difficulty, which has its name in
    /// the learner's language ("normal", "aberwitzig"), as in the articles and the dashboard.
    public func shownValue(_ key: String, _ settings: Persistence.Settings) -> String {
        let value = settings.value(named: key) ?? ""
        guard key == "difficulty", let difficulty = QuizKit.Difficulty(rawValue: value) else { return value }
        return difficulty.name(l).lowercased()
    }

    /// The values a setting takes as the learner may type them, in the learner's language
    /// where the setting takes that language's names too: "deutsch oder englisch", "normal
    /// oder aberwitzig"; "german or english" in English.
    public func typedValues(_ key: String, allowed: [String]) -> String {
        let values: [String]
        switch key {
        case "language": values = [l.settings.german.lowercased(), l.settings.english.lowercased()]
        case "difficulty": values = QuizKit.Difficulty.allCases.map { $0.name(l).lowercased() }
        default: values = allowed
        }
        guard values.count > 1, let last = values.last else { return values.joined() }
        return values.dropLast().joined(separator: ", ") + " " + l[.cliParserOr] + " " + last
    }
}
