// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// `konjugieren history` fits an 80-column terminal: the accuracy table with the longest
/// group names in either language, its labels and legend, the results and the hints.
struct HistoryWidthTests {
    /// A store of four seeded Ridiculous quizzes of 50 questions: every group the quiz
    /// asks, the passive ones with the longest German names among them.
    static func storeWithEveryGroup(in home: URL) throws -> String {
        let store = home.appendingPathComponent("history.db").path
        for seed in 1...4 {
            let played = try QuizCLI.run(["quiz", "--seed", "\(seed)", "--difficulty", "ridiculous", "--questions", "50",
                                          "--store", store], input: String(repeating: "x\n", count: 50), home: home)
            #expect(played.status == 0, "\(played.stderr)")
        }
        return store
    }

    @Test func noLineOfHistoryIsWiderThan80Columns() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = try Self.storeWithEveryGroup(in: home)
        // Group names in German, then in English (the longest: "Future Perfect Subjunctive
        // II (Conditional Perfect)"), each with the messages in both languages.
        for (groupNames, longest) in [("german", "Plusquamperfekt Indikativ Vorgangspassiv"),
                                      ("english", "Future Perfect Subjunctive II")] {
            #expect(try QuizCLI.run(["settings", "language", groupNames, "--store", store], home: home).status == 0)
            for language in ["en", "de"] {
                let history = try QuizCLI.run(["history", "--store", store, "--lang", language], home: home)
                #expect(history.status == 0, "\(history.stderr)")
                #expect(history.stdout.contains(longest), "\(groupNames)/\(language): the table lacks \(longest)")
                #expect(history.stdout.contains(language == "de" ? "Richtig/alle" : "Right/all"))
                let lines = history.stdout.split(separator: "\n").map(String.init)
                #expect(lines.count > 30)
                for line in lines {
                    #expect(line.count <= 80, "\(groupNames)/\(language): \(line.count) columns: \(line)")
                }
            }
        }
    }
}
