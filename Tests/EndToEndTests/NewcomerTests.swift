// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// What a newcomer reads: one name per difficulty, wording, widths, echoed input.
struct NewcomerTests {
    static func run(_ arguments: [String], input: String = "", home: URL, columns: Int = 80) throws -> QuizCLI.Result {
        try QuizCLI.run(arguments, input: input, home: home, environment: ["COLUMNS": String(columns)])
    }

    /// The German difficulty names are taken wherever a difficulty is typed; German
    /// settings show them, the stored value stays English.
    @Test func theGermanDifficultyNamesAreAliases() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("s.db").path
        let set = try Self.run(["settings", "difficulty", "aberwitzig", "--lang", "de", "--store", store], home: home)
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout.hasPrefix("difficulty: aberwitzig\n"))
        let english = try Self.run(["settings", "difficulty", "--store", store], home: home)
        #expect(english.stdout.hasPrefix("difficulty: ridiculous"))
        let all = try Self.run(["settings", "--lang", "de", "--store", store], home: home)
        #expect(all.stdout.contains("difficulty:     aberwitzig  (Quiz-Schwierigkeit)"), "\(all.stdout)")
        #expect(try Self.run(["settings", "difficulty", "Normal", "--store", store], home: home).status == 0)
        for name in ["aberwitzig", "normal", "ridiculous"] {
            let quiz = try Self.run(["quiz", "--difficulty", name, "--seed", "1", "--store", store], input: "", home: home)
            #expect(quiz.status == 0, "\(name): \(quiz.stderr)")
        }
    }
}
