// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import Persistence

struct SettingsTests {
    @Test func freshStoreHasDefaults() throws {
        let store = try Store.inMemory()
        #expect(try store.settings() == Settings())
        #expect(Settings().difficulty == .regular)
        #expect(Settings().groupLanguage == .german)
    }

    @Test(arguments: [
        ("language", "English", "english"),
        ("language", "deutsch", "german"),
        ("pronoun", "sie", "sie"),
        ("pronoun", " ES ", "es"),
        ("pronoun", "er/sie/es", "er/sie/es"),
        ("difficulty", "Ridiculous", "ridiculous"),
        ("sound", "off", "off"),
        ("sound", "yes", "on"),
    ])
    func acceptsValidValues(name: String, value: String, stored: String) throws {
        let store = try Store.inMemory()
        try store.set(name, to: value)
        #expect(try store.settings().value(named: name) == stored)
    }

    @Test(arguments: [
        ("language", "french"),
        ("pronoun", "ihr"),
        ("difficulty", "easy"),
        ("sound", "loud"),
        ("difficulty", ""),
    ])
    func rejectsInvalidValues(name: String, value: String) throws {
        let store = try Store.inMemory()
        #expect(throws: PersistenceError.invalidSettingValue(
            name: name, value: value, allowed: Settings.allowedValues(for: name) ?? [])) {
            try store.set(name, to: value)
        }
        #expect(try store.settings() == Settings())
    }

    @Test func rejectsUnknownSetting() throws {
        let store = try Store.inMemory()
        #expect(throws: PersistenceError.unknownSetting(name: "farbe")) { try store.set("farbe", to: "rot") }
    }

    @Test func settingsSurviveReopening() throws {
        let path = try temporaryDirectory() + "/s.sqlite"
        do {
            let store = try Store.open(path: path, now: referenceDate)
            try store.save(Settings(groupLanguage: .english, thirdPerson: .sie, difficulty: .ridiculous, sound: false))
        }
        let reopened = try Store.open(path: path, now: referenceDate)
        #expect(try reopened.settings() == Settings(groupLanguage: .english, thirdPerson: .sie, difficulty: .ridiculous, sound: false))
    }
}

struct SettingsChangeTests {
    /// The dashboard saves what its screen changed; a setting the command line changed
    /// meanwhile survives.
    @Test func savingADiffKeepsAnotherProcesssChange() throws {
        let path = try temporaryDirectory() + "/s.sqlite"
        let dashboard = try Store.open(path: path, now: referenceDate)
        let cli = try Store.open(path: path, now: referenceDate)
        let shown = try dashboard.settings()
        try cli.set("sound", to: "off")

        var changed = shown
        changed.thirdPerson = .sie
        let after = try dashboard.save(changed, changedFrom: shown)

        #expect(after == Settings(groupLanguage: .german, thirdPerson: .sie, difficulty: .regular, sound: false))
        #expect(try cli.settings() == after)
    }

    @Test func setReturnsWhatIsStoredIncludingOthersChanges() throws {
        let path = try temporaryDirectory() + "/s.sqlite"
        let a = try Store.open(path: path, now: referenceDate)
        let b = try Store.open(path: path, now: referenceDate)
        try b.set("language", to: "en")
        #expect(try a.set("difficulty", to: "Ridiculous") == Settings(groupLanguage: .english, difficulty: .ridiculous))
    }

    @Test(arguments: [
        (Settings(), Settings(), [String]()),
        (Settings(), Settings(thirdPerson: .es), ["pronoun"]),
        (Settings(), Settings(groupLanguage: .english, sound: false), ["language", "sound"]),
    ])
    func changesListOnlyWhatDiffers(previous: Settings, current: Settings, names: [String]) {
        #expect(current.changes(from: previous).map(\.name) == names)
    }

    @Test(arguments: [("sound", "Yes", "on"), ("language", "Deutsch", "german"), ("pronoun", " ES ", "es")])
    func canonicalValues(name: String, typed: String, stored: String) throws {
        #expect(try Settings.canonicalValue(for: name, typed) == stored)
    }
}

/// The quiz and progress settings: quiz length, frequency band, kinds of question, the
/// daily goal and how many quizzes history keeps.
struct ProgressSettingsTests {
    @Test(arguments: [("questions", "20", "20"), ("questions", "7", "7"), ("questions", "1", "1"), ("questions", "200", "200"),
                      ("band", "2000", "2000"), ("band", "automatic", "auto"),
                      ("question-types", "Mixed", "mixed"), ("goal", "off", "off"), ("goal", "50", "50"),
                      ("history-limit", "all", "all"), ("history-limit", "250", "250")])
    func valuesAreValidatedAndStored(name: String, typed: String, stored: String) throws {
        let store = try Store.inMemory()
        #expect(try store.set(name, to: typed).value(named: name) == stored)
    }

    @Test(arguments: [("questions", "0"), ("questions", "201"), ("questions", "x"), ("band", "300"), ("question-types", "oral"), ("goal", "-1"), ("history-limit", "3")])
    func otherValuesAreRefused(name: String, value: String) throws {
        let store = try Store.inMemory()
        #expect(throws: PersistenceError.self) { try store.set(name, to: value) }
    }

    /// `settings questions` and `quiz --questions` take one range: 1 to 200.
    @Test func aQuizLengthIsOneToTwoHundred() {
        #expect(Settings.quizLengthRange == 1...200)
        #expect(Settings.quizLengthText == "1–200")
        #expect(Settings.quizLengths.allSatisfy(Settings.quizLengthRange.contains))
    }

    @Test func theDefaults() {
        let s = Settings()
        #expect(s.quizLength == 30)
        #expect(s.band.maximumRank(difficulty: .regular) == 500)
        #expect(s.band.maximumRank(difficulty: .ridiculous) == nil)
        #expect(s.dailyGoal == 30)
        #expect(s.historyLimit == 100)
        #expect(s.questionTypes == .typed)
        #expect(Settings.names.allSatisfy { Settings.allowedValues(for: $0)?.contains(s.value(named: $0) ?? "") == true })
    }
}
