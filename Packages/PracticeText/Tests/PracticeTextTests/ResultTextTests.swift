// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import Persistence
import PracticeText
import QuizKit
import Testing
import Wire

/// A question in the results and in history: its number, mark, the right form and what was given.
struct ResultTextTests {
    static let q = L(.en).quiz

    @Test(arguments: [
        // number, of, answer, shows right answers, says not asked, the line
        (3, 30, ("singte", false), false, true, " 3. ✗ x — \(q.yourAnswer): singte"),
        (3, 30, ("sang", true), false, true, " 3. ✓ x"),
        (3, 30, ("liess", true), true, true, " 3. ✓ x — \(q.yourAnswer): liess"),
        (12, 30, nil, false, true, "12. · x — \(q.notAsked)"),
        (12, 30, nil, true, false, "12. · x"),
        (1, 5, ("", false), false, true, "1. ✗ x — \(q.yourAnswer): —"),
    ] as [(Int, Int, (String, Bool)?, Bool, Bool, String)])
    func aRowSaysWhatWasGiven(_ number: Int, _ total: Int, _ answer: (String, Bool)?, _ showsRight: Bool,
                              _ notAsked: Bool, _ line: String) {
        let screens = PracticeScreens(l: L(.en), settings: Persistence.Settings())
        let row = screens.resultRow(number, of: total, "x", answer: answer.map { (given: $0.0, isCorrect: $0.1) },
                                    showsRightAnswers: showsRight, notAsked: notAsked)
        #expect(row.line == line)
    }

    @Test func aWrongAnswerIsYellowAndItsMarkRed() {
        let screens = PracticeScreens(l: L(.en), settings: Persistence.Settings(), style: marking)
        let row = screens.resultRow(1, of: 1, "x", answer: (given: "singte", isCorrect: false))
        #expect(row.prefix == "1. [red:✗] ")
        #expect(row.tail == "— \(Self.q.yourAnswer): [yellow:singte]")
    }

    @Test(arguments: [nil, "Score"] as [String?])
    func theHistoryHeaderHasEightColumns(_ score: String?) {
        let header = PracticeScreens(l: L(.en), settings: Persistence.Settings()).historyHeader(score: score)
        #expect(header.count == 8)
        #expect(header[2] == (score ?? Self.q.score))
        #expect(header[3] == "✓")
    }

    @Test(arguments: [
        // names, header, percent width, count width, width, name column, bar
        (["Präsens"], "Group", 4, 5, 80, 7, 20),
        (["Future Perfect Subjunctive II (Conditional Perfect)"], "Group", 4, 7, 80, 47, 14),
        (["Future Perfect Subjunctive II (Conditional Perfect)"], "Group", 4, 7, 60, 27, 14),
    ])
    func theAccuracyBarsGiveWayBeforeTheNames(_ names: [String], _ header: String, _ percent: Int, _ count: Int,
                                              _ width: Int, _ name: Int, _ bar: Int) {
        let layout = PracticeScreens.layout(names: names, header: header, percentWidth: percent, countWidth: count, width: width)
        #expect(layout.name == name)
        #expect(layout.bar == bar)
        // Every line of the table fits the width.
        #expect(2 + layout.name + 2 + layout.bar + 2 + percent + 2 + count <= width)
        #expect(layout.names.allSatisfy { $0.count <= layout.name })
    }
}
