// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Testing
@testable import konjugieren

/// `history delete N` asks first on a terminal, refuses without one unless --yes.
struct HistoryDeleteTests {
    static func world(_ captured: Captured, terminal: Bool) -> World {
        var world = World.fixed(captured, at: InjectedWorldTests.late, timeZone: "UTC")
        world.console.inputIsTTY = terminal
        return world
    }

    @Test(arguments: [
        // answer typed, on a terminal, --yes, deleted, status
        ("yes", true, false, true, Int32(0)), ("ja", true, false, true, 0), ("n", true, false, false, 0),
        ("", true, false, false, 0), ("yes", false, false, false, 2), ("", false, true, true, 0), ("", true, true, true, 0),
    ])
    func deletingAQuizIsConfirmed(answer: String, terminal: Bool, yes: Bool, deleted: Bool, status: Int32) throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("delete-\(UUID().uuidString).sqlite").path
        try QuizCommand.parse(["--store", store, "--seed", "1", "--questions", "1"])
            .run(in: Self.world(Captured(input: ["x"]), terminal: false))
        let captured = Captured(input: [answer])
        var exit: Int32 = 0
        do {
            try HistoryCommand.Delete.parse(["1", "--store", store] + (yes ? ["--yes"] : [])).run(in: Self.world(captured, terminal: terminal))
        } catch let code as ExitCode {
            exit = code.rawValue
        }
        #expect(exit == status, "\(captured.err)")
        #expect(captured.out.contains("Delete quiz 1") == (terminal && !yes), "\(captured.out)")
        #expect(captured.out.contains("Quiz 1 deleted.") == deleted, "\(captured.out)")
        if !terminal && !yes { #expect(captured.err.contains("add --yes")) }
        let stillThere = (try? HistoryCommand.Show.parse(["1", "--store", store])
            .run(in: Self.world(Captured(input: []), terminal: false))) != nil
        #expect(stillThere == !deleted)
    }
}
