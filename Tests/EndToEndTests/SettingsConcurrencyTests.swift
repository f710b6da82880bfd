// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// Four `konjugieren settings NAME VALUE` processes at once, forty times: every one
/// of the 160 writes must be in the store afterwards. Writing all settings back
/// after reading them lost about a third of them, each process still saying
/// "Settings saved.".
struct SettingsConcurrencyTests {
    static let settings: [(name: String, values: [String])] = [
        ("language", ["english", "german"]),
        ("pronoun", ["sie", "es", "er", "er/sie/es"]),
        ("difficulty", ["ridiculous", "regular"]),
        ("sound", ["off", "on"]),
    ]

    @Test func fourProcessesLoseNoSettingOverFortyRounds() throws {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("k.sqlite").path
        _ = try QuizCLI.run(["settings", "--store", store], home: home)
        var lost: [String] = []
        for round in 0..<40 {
            let processes = Self.settings.map { setting in
                let process = Process()
                process.executableURL = QuizCLI.binary
                process.arguments = ["settings", setting.name, setting.values[round % setting.values.count], "--store", store]
                process.environment = QuizCLI.environment(home: home)
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                return process
            }
            for process in processes { try process.run() }
            for process in processes { process.waitUntilExit() }
            #expect(processes.map(\.terminationStatus) == [0, 0, 0, 0], "round \(round)")

            let shown = try QuizCLI.run(["settings", "--store", store], home: home).stdout
            for setting in Self.settings {
                let expected = setting.values[round % setting.values.count]
                let line = shown.split(separator: "\n").first { $0.hasPrefix(setting.name + ":") } ?? ""
                let value = line.dropFirst(setting.name.count + 1).split(separator: " ").first.map(String.init)
                if value != expected { lost.append("round \(round): \(setting.name) is \(value ?? "missing")") }
            }
        }
        #expect(lost == [])
    }
}
