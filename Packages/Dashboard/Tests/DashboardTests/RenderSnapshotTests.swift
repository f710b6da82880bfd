// SPDX-License-Identifier: GPL-3.0-or-later
import Dashboard
import Localization
import Persistence
import Testing

/// Every screen at 80×24 and 120×40, without colour, compared with the text files in
/// Snapshots/. Each size gets its own store, so the quiz played on the way fills the
/// review and progress screens the same way every time.
struct RenderSnapshotTests {
    static let sizes = [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)]

    @Test(arguments: sizes)
    func everyScreen(size: Size) throws {
        let store = try Store.inMemory()
        let states = sampleStates(Fixture.environment(), runtime: Fixture.runtime(store), size: size)
        #expect(states.count >= 12)
        for (name, state) in states {
            let lines = render(state, size: size)
            #expect(lines.count == size.rows, "\(name) has \(lines.count) lines")
            for line in lines {
                #expect(line.count <= size.columns, "\(name): a line is wider than \(size.columns): \(line)")
            }
            Snapshot.check(lines, named: "\(name)-\(size.columns)x\(size.rows)")
        }
    }

    @Test(arguments: [Size(columns: 60, rows: 20), Size(columns: 79, rows: 40), Size(columns: 120, rows: 23), Size(columns: 20, rows: 5)])
    func tooSmallTerminalIsToldPolitely(size: Size) throws {
        let (state, _) = try Fixture.state(size: size)
        let lines = render(state.state, size: size)
        #expect(lines.count == size.rows)
        let text = lines.joined(separator: " ")
        #expect(text.contains("too small"))
        #expect(!text.contains("Konjugieren"))
        if size == Size(columns: 60, rows: 20) { Snapshot.check(lines, named: "too-small-60x20") }
    }

    @Test func germanInterface() throws {
        var (state, _) = try Fixture.state(language: .de)
        state.openVerb("fahren")
        Snapshot.check(render(state.state, size: state.size), named: "verb-de-80x24")
    }

    @Test func colourOnlyWhenAsked() throws {
        let (plain, _) = try Fixture.state(color: false)
        let (coloured, _) = try Fixture.state(color: true)
        let verbPlain = send(plain, "/sing", .enter)
        let verbColoured = send(coloured, "/sing", .enter)
        #expect(!screenText(verbPlain).contains("\u{1B}["))
        // Irregular letters: upper case without colour, bold red with it.
        #expect(screenText(verbPlain).contains("sAng"))
        #expect(screenText(verbColoured).contains("s\u{1B}[1;31ma\u{1B}[0mng"))
    }

    @Test func renderNeverExceedsTheSizeForAnyScreenAndSize() throws {
        let store = try Store.inMemory()
        for size in [Size(columns: 80, rows: 24), Size(columns: 100, rows: 30), Size(columns: 200, rows: 60)] {
            for (name, state) in sampleStates(Fixture.environment(color: true), runtime: Fixture.runtime(store), size: size) {
                let lines = render(state, size: size)
                #expect(lines.count == size.rows)
                #expect(lines.allSatisfy { visibleWidth($0) <= size.columns }, "\(name) at \(size)")
            }
        }
    }
}

/// Columns of a line with escape sequences removed.
func visibleWidth(_ line: String) -> Int {
    var count = 0
    var escape = false
    for ch in line {
        if escape { if ch.isLetter { escape = false }; continue }
        if ch == "\u{1B}" { escape = true; continue }
        count += 1
    }
    return count
}

/// The progress screen over a history: twelve quizzes on consecutive days, the last
/// today, with answers in three groups.
struct ProgressSnapshotTests {
    static func storeWithHistory() throws -> Store {
        let store = try Store.inMemory()
        let scores = [120, 150, 90, 200, 230, 180, 260, 240, 300, 210, 280, 290]
        let groups = ["präsensIndikativ", "perfektIndikativ", "imperativ"]
        for (day, score) in scores.enumerated() {
            let started = Fixture.now.addingTimeInterval(Double(day - scores.count + 1) * 86_400 - 600)
            let questions = groups.enumerated().map { i, group in
                StoredQuestion(position: i, verb: "singen", gloss: "to sing", conjugationgroup: group,
                               person: group == "imperativ" ? "du" : "ich", correctForm: "x")
            }
            let id = try store.startQuiz(NewQuiz(startedAt: started, difficulty: "regular", thirdPerson: "er/sie/es",
                                                 seed: nil, questions: questions))
            for (i, _) in groups.enumerated() {
                // Imperativ wrong every other day, Perfekt every third, Präsens never.
                let wrong = (i == 2 && day % 2 == 0) || (i == 1 && day % 3 == 0)
                try store.recordAnswer(StoredAnswer(position: i, given: "x", isCorrect: !wrong,
                                                    answeredAt: started.addingTimeInterval(Double(i))),
                                       quizID: id, elapsed: Double(60 + day))
            }
            try store.finishQuiz(id: id, at: started.addingTimeInterval(300), elapsed: Double(240 + day * 7),
                                 score: score, correctCount: score / 10)
        }
        return store
    }

    @Test(arguments: RenderSnapshotTests.sizes)
    func progressWithHistory(size: Size) throws {
        let launched = Session(Fixture.environment(), store: try ProgressSnapshotTests.storeWithHistory(), size: size)
        let state = launched.sending(.show(.progress)).state
        #expect(state.progress.streak == 12)
        let text = render(state, size: size).joined(separator: "\n")
        #expect(text.contains("Best: 300"))
        #expect(text.contains("Imperativ"))
        Snapshot.check(render(state, size: size), named: "progress-history-\(size.columns)x\(size.rows)")
    }
}
