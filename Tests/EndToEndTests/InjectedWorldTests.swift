// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Terminal
import Testing
@testable import konjugieren

/// The command line with its world passed in: a stopped clock, a time zone, fixed
/// seeds, typed input and captured output. No terminal, no system clock.
final class Captured: @unchecked Sendable {
    var out = ""
    var err = ""
    var input: [String]
    init(input: [String]) { self.input = input }
}

extension World {
    static func fixed(_ captured: Captured, at date: Date, timeZone: String) -> World {
        World(clock: .init { date }, timeZone: TimeZone(identifier: timeZone) ?? .current, seed: { 42 },
              processID: 4242, isAlive: { _ in false }, environment: ["LANG": "C"],
              console: Console(write: { captured.out += $0 }, writeBytes: { captured.out += String(decoding: $0, as: UTF8.self) },
                               flush: {}, error: { captured.err += $0 + "\n" },
                               readLine: { captured.input.isEmpty ? nil : captured.input.removeFirst() },
                               isTTY: false, terminalWidth: { nil }))
    }
}

struct InjectedWorldTests {
    /// 2026-11-23 23:30 UTC: already the 24th in Berlin.
    static let late = Date(timeIntervalSince1970: 1_795_476_600)

    @Test func aQuizPlaysOnTheInjectedConsoleClockAndSeed() throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("injected-\(UUID().uuidString).sqlite").path
        let captured = Captured(input: ["x", ":q", "y"])
        let world = World.fixed(captured, at: Self.late, timeZone: "Europe/Berlin")
        try QuizCommand.parse(["--store", store]).run(in: world)
        #expect(captured.out.contains("Verb:"))
        #expect(captured.out.contains("Elapsed:          0:00:00"))
        #expect(captured.out.contains("Quit: Correct: 0/1"))
        // The seed came from the world: the same seed from the command line gives the same first question.
        let again = Captured(input: [])
        try QuizCommand.parse(["--store", store + "-2", "--seed", "42"]).run(in: World.fixed(again, at: Self.late, timeZone: "UTC"))
        let first = { (text: String) in text.split(separator: "\n").first { $0.hasPrefix("Verb:") } }
        #expect(first(captured.out) != nil && first(captured.out) == first(again.out))
    }

    @Test(arguments: [("Europe/Berlin", "2026-11-24 00:30"), ("UTC", "2026-11-23 23:30")])
    func timesAreShownInTheInjectedTimeZone(zone: String, shown: String) throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("injected-\(UUID().uuidString).sqlite").path
        let captured = Captured(input: ["a", "b"])
        let world = World.fixed(captured, at: Self.late, timeZone: zone)
        try QuizCommand.parse(["--store", store, "--seed", "1"]).run(in: world)
        let history = Captured(input: [])
        try HistoryCommand.List.parse(["--store", store]).run(in: World.fixed(history, at: Self.late, timeZone: zone))
        #expect(history.out.contains("unfinished: \(shown)"), "\(history.out)")
    }
}
