// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
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

    /// Quiz players and settings writers on one store at once, three rounds: three
    /// processes each play a whole quiz (thirty answers, each committed as it is given)
    /// while two others change settings. Every process succeeds, every quiz is finished
    /// with all thirty answers in the store, and the last settings are the ones written.
    @Test(.timeLimit(.minutes(3)))
    func quizAnswersAndSettingsFromSeveralProcessesAreAllKept() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("k.sqlite").path
        _ = try QuizCLI.run(["settings", "--store", store], home: home)
        let answers = home.appendingPathComponent("answers.txt")
        try Data(String(repeating: "x\n", count: 30).utf8).write(to: answers)
        let rounds = 3
        for round in 0..<rounds {
            var processes: [Process] = []
            // One quiz at a time on a store (a second process is refused while one plays),
            // written beside two settings processes.
            for player in 0..<1 {
                let process = Process()
                process.executableURL = QuizCLI.binary
                process.arguments = ["quiz", "--store", store, "--seed", String(round * 10 + player)]
                process.environment = QuizCLI.environment(home: home)
                process.standardInput = try FileHandle(forReadingFrom: answers)
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                processes.append(process)
            }
            for setting in Self.settings.prefix(2) {
                let process = Process()
                process.executableURL = QuizCLI.binary
                process.arguments = ["settings", setting.name, setting.values[round % setting.values.count], "--store", store]
                process.environment = QuizCLI.environment(home: home)
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                processes.append(process)
            }
            for process in processes { try process.run() }
            for process in processes { process.waitUntilExit() }
            #expect(processes.map(\.terminationStatus) == [0, 0, 0], "round \(round)")
        }

        let queue = try DatabaseQueue(path: store)
        let counts = try queue.read { db in
            try Row.fetchAll(db, sql: """
                SELECT quiz.id AS id, quiz.finishedAt IS NOT NULL AS finished, COUNT(answer.position) AS answers
                FROM quiz LEFT JOIN answer ON answer.quizId = quiz.id GROUP BY quiz.id ORDER BY quiz.id
                """).map { row -> [Int] in [row["finished"], row["answers"]] }
        }
        #expect(counts == Array(repeating: [1, 30], count: rounds))
        let shown = try QuizCLI.run(["settings", "--store", store], home: home).stdout
        for setting in Self.settings.prefix(2) {
            let line = shown.split(separator: "\n").first { $0.hasPrefix(setting.name + ":") } ?? ""
            let value = line.dropFirst(setting.name.count + 1).split(separator: " ").first.map(String.init)
            #expect(value == setting.values[(rounds - 1) % setting.values.count], "\(shown)")
        }
    }
}
