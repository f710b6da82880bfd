// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Persistence
import PersistenceTestSupport
import Testing

/// A setting saved with a value this version does not take is an error when the settings
/// are read, never the default in silence; the learner can still set it again, and a
/// setting this version does not have (a newer version's) is passed over.
struct UnreadableSettingTests {
    @Test(arguments: [
        ("difficulty", "banana"), ("pronoun", "they"), ("questions", "9000"), ("band", "most"),
        ("language", "french"), ("goal", "7"), ("sound", "loud"),
    ])
    func aValueThisVersionDoesNotTakeIsAnError(_ name: String, _ value: String) throws {
        let store = try Store.inMemory()
        try store.executeUnchecked("INSERT INTO setting (name, value) VALUES ('\(name)', '\(value)')")
        var expected: PersistenceError?
        var fresh = Settings()
        do throws(PersistenceError) { try fresh.set(name, to: value) } catch { expected = error }
        guard case .invalidSettingValue(_, _, let allowed)? = expected else {
            Issue.record("\(name) takes \(value)")
            return
        }
        #expect(throws: PersistenceError.unreadableSetting(name: name, value: value, allowed: allowed)) {
            _ = try store.settings()
        }
        // The screen that sets it again reads the default in its place ...
        #expect(try store.settingsRepairing() == Settings())
    }

    @Test func settingItAgainRepairsIt() throws {
        let store = try Store.inMemory()
        try store.executeUnchecked("INSERT INTO setting (name, value) VALUES ('difficulty', 'banana'), ('pronoun', 'they')")
        // Setting one keeps it, although the other still does not read.
        #expect(try store.set("difficulty", to: "ridiculous").difficulty == .ridiculous)
        let pronouns = try #require(Settings.allowedValues(for: "pronoun"))
        #expect(throws: PersistenceError.unreadableSetting(name: "pronoun", value: "they", allowed: pronouns)) {
            _ = try store.settings()
        }
        try store.set("pronoun", to: "sie")
        let repaired = try store.settings()
        #expect(repaired.difficulty == .ridiculous)
        #expect(repaired.thirdPerson == .sie)
    }

    @Test func aSettingThisVersionDoesNotHaveIsPassedOver() throws {
        let store = try Store.inMemory()
        try store.executeUnchecked("INSERT INTO setting (name, value) VALUES ('colour-scheme', 'dark')")
        try store.set("difficulty", to: "ridiculous")
        #expect(try store.settings() == Settings(difficulty: .ridiculous))
    }

    /// A command that only reads the settings (a conjugation table) keeps those that read.
    @Test func aReadingCommandKeepsTheSettingsThatRead() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unreadable-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("k.sqlite").path
        let store = try Store.open(path: path, now: Date())
        try store.set("pronoun", to: "sie")
        try store.executeUnchecked("INSERT INTO setting (name, value) VALUES ('difficulty', 'banana')")
        let read = Settings.stored(flag: path, environment: [:], now: Date())
        #expect(read.thirdPerson == .sie)
        #expect(read.difficulty == .regular)
    }

    @Test func aQuizLengthOutOfRangeNamesTheRange() throws {
        let store = try Store.inMemory()
        try store.executeUnchecked("INSERT INTO setting (name, value) VALUES ('questions', '9000')")
        #expect(throws: PersistenceError.unreadableSetting(name: "questions", value: "9000", allowed: [Settings.quizLengthText])) {
            _ = try store.settings()
        }
    }

    @Test func theErrorSaysWhichSettingAndWhatItTakes() {
        let error = PersistenceError.unreadableSetting(name: "difficulty", value: "banana", allowed: ["regular", "ridiculous"])
        #expect(error.reason == "its setting difficulty holds “banana”, which this version does not know; set it again: regular, ridiculous")
    }
}
