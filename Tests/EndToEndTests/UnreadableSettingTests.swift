// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import Testing

/// A setting saved with a value this version does not take (written by a newer version or
/// another program) ends a command with status 3 and a sentence that names the setting and
/// how to set it again, in the learner's language; `konjugieren settings` still lists and
/// sets it, so the learner can repair it.
struct UnreadableSettingTests {
    static func storeWithDifficulty(_ value: String) throws -> (home: URL, store: String) {
        let home = try QuizCLI.temporaryDirectory()
        let store = home.appendingPathComponent("k.sqlite").path
        _ = try QuizCLI.run(["settings", "--store", store], home: home)
        let queue = try DatabaseQueue(path: store)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO setting (name, value) VALUES ('difficulty', ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value",
                           arguments: [value])
        }
        try queue.close()
        return (home, store)
    }

    @Test(arguments: [
        ("en", "regular", "its setting difficulty holds “banana”, which this version of konjugieren does not know; set it again with konjugieren settings difficulty VALUE (regular, ridiculous)"),
        ("de", "normal", "seine Einstellung difficulty enthält „banana“, die diese Version von konjugieren nicht kennt; setze sie neu mit konjugieren settings difficulty WERT (regular, ridiculous)"),
    ])
    func aCommandRefusesItAndSaysHowToRepairIt(_ lang: String, _ regular: String, _ sentence: String) throws {
        let (home, store) = try Self.storeWithDifficulty("banana")
        defer { try? FileManager.default.removeItem(at: home) }
        let history = try QuizCLI.run(["history", "--store", store, "--lang", lang], home: home)
        #expect(history.status == 3)
        #expect(history.stdout == "")
        #expect(history.stderr.replacingOccurrences(of: "\n", with: " ").contains(sentence), "\(history.stderr)")

        // The settings list shows the default in its place and says why on standard error.
        let listed = try QuizCLI.run(["settings", "--store", store, "--lang", lang], home: home)
        #expect(listed.status == 0)
        #expect(listed.stdout.split(separator: "\n").contains { $0.hasPrefix("difficulty:") && $0.contains(" \(regular) ") })
        #expect(listed.stderr.replacingOccurrences(of: "\n", with: " ").contains(sentence), "\(listed.stderr)")

        // Set again, it is read as set, and every command works again.
        let repaired = try QuizCLI.run(["settings", "difficulty", "ridiculous", "--store", store, "--lang", lang], home: home)
        #expect(repaired.status == 0, "\(repaired.stderr)")
        let after = try QuizCLI.run(["history", "--store", store, "--lang", lang], home: home)
        #expect(after.status == 0, "\(after.stderr)")
        let shown = try QuizCLI.run(["settings", "--store", store], home: home).stdout
        #expect(shown.split(separator: "\n").contains { $0.hasPrefix("difficulty:") && $0.contains(" ridiculous  (") }, "\(shown)")
    }
}
