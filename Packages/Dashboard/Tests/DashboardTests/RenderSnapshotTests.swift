// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Dashboard
import Localization
import Persistence
import QuizKit
import RichTextTestSupport
import Testing

/// Every screen at 80×24 and 120×40 in English and at 80×24 in German, without colour,
/// compared with the text files in Snapshots/ (the German ones start with "de-"). Each
/// run gets its own store, so the quiz played on the way fills the review and progress
/// screens the same way every time.
struct RenderSnapshotTests {
    static let sizes = [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)]

    @Test(arguments: [(Size(columns: 80, rows: 24), Language.en), (Size(columns: 120, rows: 40), .en),
                      (Size(columns: 80, rows: 24), .de)])
    func everyScreen(size: Size, language: Language) throws {
        let store = try Store.inMemory()
        let states = sampleStates(Fixture.environment(language: language), runtime: Fixture.runtime(store), size: size)
        #expect(states.count >= 13)
        for (name, state) in states {
            let lines = render(state, size: size)
            #expect(lines.count == size.rows, "\(name) has \(lines.count) lines")
            for line in lines {
                #expect(line.count <= size.columns, "\(name): a line is wider than \(size.columns): \(line)")
            }
            Snapshot.check(lines, named: (language == .en ? "" : "\(language.rawValue)-") + "\(name)-\(size.columns)x\(size.rows)")
        }
    }

    /// At the smallest size, in both languages, the title shows every tab whole and the
    /// help line keeps the keys that work everywhere: Tab, ? and (on a main screen) q.
    @Test(arguments: [Language.en, .de])
    func everyTabAndTheEssentialKeysFitIn80Columns(language: Language) throws {
        let size = Size(columns: 80, rows: 24)
        let d = L(language).dashboard
        let states = sampleStates(Fixture.environment(language: language), runtime: Fixture.runtime(try Store.inMemory()), size: size)
        for (name, state) in states {
            let lines = render(state, size: size)
            let title = lines[0]
            for screen in [L.Dashboard.Screen.verbs, .quiz, .review, .info, .progress, .settings] {
                #expect((title + " ").contains(" \(d.screen(screen)) ") || title.contains("[\(d.screen(screen))]"), "\(name): \(title)")
            }
            #expect(!title.contains("…"), "\(name): \(title)")
            // The key help is cut nowhere: long rows go on under themselves.
            if state.showsHelp { #expect(!lines.joined().contains("…"), "\(name)") }
            guard !state.showsHelp, !state.isTyping else { continue }
            let footer = lines[lines.count - 1]
            #expect(footer.contains(d.helpTab) && footer.contains(d.helpKey), "\(name): \(footer)")
            if state.screen.isMain { #expect(footer.contains(d.helpQuit), "\(name): \(footer)") }
            // Off the main screens q goes back, and the footer says so rather than "q quit".
            if state.screen == .verb {
                #expect(footer.contains(language == .de ? "Esc/q zurück" : "Esc/q back"), "\(name): \(footer)")
                #expect(!footer.contains(d.helpQuit), "\(name): \(footer)")
            }
        }
    }

    /// With forms due, the note stands right of the tabs where it fits, else as a count on
    /// the Review tab; the tabs stay whole either way.
    @Test(arguments: [(Language.en, 120), (.en, 80), (.de, 80)])
    func dueFormsShowInTheTitle(language: Language, columns: Int) throws {
        let store = try Store.inMemory()
        // Play a quiz wrong, then look two days later, when its forms are due.
        let played = send(Session(Fixture.environment(language: language), store: store, size: Size(columns: columns, rows: 24)),
                          .tab, .enter, "x", .enter)
        #expect(played.quiz.drill != nil)
        let later = Fixture.environment(language: language, clock: QuizClock { Fixture.now.addingTimeInterval(2 * 86_400) })
        let state = Session(later, store: store, size: Size(columns: columns, rows: 24))
        let due = state.state.dueReviews.count
        #expect(due > 0)
        let d = L(language).dashboard
        let title = render(state.state, size: state.size)[0]
        #expect(title.count <= columns)
        #expect(title.contains(d.screen(.settings)))
        #expect(title.contains(d.reviewDue(due)) || title.contains("\(d.screen(.review)) (\(due))"), "\(title)")
        if columns >= 120 { #expect(title.contains(d.reviewDue(due))) }
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

    /// The participles' heading stands among the group names and speaks their language.
    @Test(arguments: [(Language.en, Persistence.Settings.GroupLanguage.german, "Partizipien"), (.de, .english, "Participles"),
                      (.de, .german, "Partizipien"), (.en, .english, "Participles")])
    func participlesHeadingFollowsTheGroupNames(interface: Language, groups: Persistence.Settings.GroupLanguage, heading: String) throws {
        var (state, _) = try Fixture.state(size: Size(columns: 120, rows: 60), language: interface)
        state.settings.groupLanguage = groups
        state.openVerb("singen")
        let text = screenText(state)
        #expect(text.contains(heading))
        #expect(!text.contains(heading == "Partizipien" ? "Participles" : "Partizipien"))
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
    /// Thirteen groups, the passive ones with the longest German names among them.
    static let thirteenGroups: [Conjugationgroup] = [
        .präsensIndikativ, .präteritumIndikativ, .perfektIndikativ, .imperativ, .präsensKonjunktivI,
        .präteritumKonjunktivII, .plusquamperfektIndikativ, .plusquamperfektKonjunktivII, .futurIndikativ,
        .futurIIKonjunktivII, .präsensIndikativVorgangspassiv, .perfektIndikativVorgangspassiv,
        .plusquamperfektIndikativVorgangspassiv,
    ]

    static func storeWithHistory(groups: [Conjugationgroup] = [.präsensIndikativ, .perfektIndikativ, .imperativ]) throws -> Store {
        let store = try Store.inMemory()
        let scores = [120, 150, 90, 200, 230, 180, 260, 240, 300, 210, 280, 290]
        for (day, score) in scores.enumerated() {
            let started = Fixture.now.addingTimeInterval(Double(day - scores.count + 1) * 86_400 - 600)
            let questions = groups.enumerated().map { i, group in
                StoredQuestion(position: i, verb: "singen", gloss: "to sing", conjugationgroup: group,
                               person: group == .imperativ ? .du : group.isPassive ? .erSieEs : .ich,
                               correctForm: "x")
            }
            let id = try store.startQuiz(NewQuiz(startedAt: started, difficulty: .regular, thirdPerson: .erSieEs,
                                                 seed: nil, questions: questions))
            for (i, _) in groups.enumerated() {
                // Imperativ wrong every other day, Perfekt every third, Präsens never.
                let wrong = (i == 2 && day % 2 == 0) || (i == 1 && day % 3 == 0)
                try store.recordAnswer(StoredAnswer(position: i, given: "x", isCorrect: !wrong,
                                                    answeredAt: started.addingTimeInterval(Double(i))),
                                       quizID: id, elapsed: Double(60 + day))
            }
            let finished = started.addingTimeInterval(300)
            let parts = Fixture.calendar.dateComponents([.year, .month, .day], from: finished)
            let dayKey = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
            try store.finishQuiz(id: id, at: finished, elapsed: Double(240 + day * 7),
                                 score: score, correctCount: score / 10, day: dayKey)
        }
        return store
    }

    /// The history list at 80 columns: every column header whole in both languages, each
    /// column as wide as its header ("Schwierigkeit", "Zeit" in German).
    @Test(arguments: [(Language.en, ["No.", "Date", "Score", "Better than", "Difficulty", "Time"]),
                      (.de, ["Nr.", "Datum", "Punkte", "Besser als", "Schwierigkeit", "Zeit"])])
    func historyHeadersFitAt80Columns(language: Language, headers: [String]) throws {
        let size = Size(columns: 80, rows: 24)
        let launched = Session(Fixture.environment(language: language), store: try ProgressSnapshotTests.storeWithHistory(), size: size)
        let state = send(launched.sending(.show(.progress)), "h")
        let lines = render(state.state, size: size)
        let header = try #require(lines.first { $0.contains(headers[0]) && $0.contains(headers[1]) })
        for h in headers { #expect(header.contains(h), "\(h) cut in \(header)") }
        #expect(!header.contains("…"))
        for line in lines { #expect(line.count <= 80, "\(line)") }
        Snapshot.check(lines, named: (language == .de ? "de-" : "") + "progress-history-list-80x24")
    }

    /// After a single quiz the chart shows it, also when it scored 0 or a few points.
    @Test(arguments: [0, 5, 150])
    func oneQuizIsOneBarInTheChart(score: Int) throws {
        let store = try Store.inMemory()
        let started = Fixture.now.addingTimeInterval(-600)
        let question = StoredQuestion(position: 0, verb: "singen", gloss: "to sing", conjugationgroup: .präsensIndikativ,
                                      person: .ich, correctForm: "singe")
        let id = try store.startQuiz(NewQuiz(startedAt: started, difficulty: .regular, thirdPerson: .erSieEs,
                                             seed: nil, questions: [question]))
        try store.recordAnswer(StoredAnswer(position: 0, given: "x", isCorrect: score > 0, answeredAt: started),
                               quizID: id, elapsed: 5)
        try store.finishQuiz(id: id, at: started.addingTimeInterval(60), elapsed: 60, score: score,
                             correctCount: score > 0 ? 1 : 0, day: "2026-11-23")
        let size = Size(columns: 80, rows: 24)
        let state = Session(Fixture.environment(), store: store, size: size).sending(.show(.progress)).state
        let lines = render(state, size: size)
        let axis = try #require(lines.firstIndex { $0.hasPrefix("    └") })
        let bars = lines[..<axis].suffix(4).joined()
        #expect(bars.contains { "▁▂▃▄▅▆▇█".contains($0) }, "\(lines[..<axis].suffix(4).joined(separator: "\n"))")
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

    /// Thirteen groups at 80×24 and 120×40 in both languages: every column label whole,
    /// the best scores beside the table, the badges without a stray separator, and at
    /// 80×24 the groups that do not fit behind a line saying which are shown and that
    /// ↑/↓ scroll; scrolled to the end, the last group shows.
    @Test(arguments: [(Size(columns: 80, rows: 24), Language.en), (Size(columns: 80, rows: 24), .de),
                      (Size(columns: 120, rows: 40), .en), (Size(columns: 120, rows: 40), .de)])
    func progressWithThirteenGroups(size: Size, language: Language) throws {
        let store = try ProgressSnapshotTests.storeWithHistory(groups: ProgressSnapshotTests.thirteenGroups)
        let launched = Session(Fixture.environment(language: language), store: store, size: size)
        let state = launched.sending(.show(.progress))
        let lines = render(state.state, size: size)
        let l = L(language)
        let text = lines.joined(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= size.columns })
        let columns = l.game.accuracyColumns
        #expect(text.contains(columns.right + "  " + columns.answered), "the labels are whole, and two")
        #expect(text.contains(l.dashboard.bestScores))
        #expect(text.contains("11-23"), "the best scores' dates are whole")
        #expect(!lines.contains { $0.hasPrefix("·") || $0.contains(": ·") }, "a badge line starts with a separator")
        let prefix = language == .en ? "" : "de-"
        Snapshot.check(lines, named: prefix + "progress-groups-\(size.columns)x\(size.rows)")
        // The last group, its name whole at 120 columns; at 80 cut short with "…" so that
        // the bars keep ten cells.
        let last = size.columns >= 120 ? "Plusquamperfekt Indikativ Vorgangspassiv" : "Plusquamperfekt Indikativ"
        if size.rows < 30 {
            // German's longer facts take a line more: four groups fit, in English five.
            let shown = try #require((1...12).first { text.contains(l.dashboard.accuracyShown(from: 1, to: $0, of: 13)) })
            #expect(shown >= 4)
            let end = send(state, .key(.end))
            let scrolled = render(end.state, size: size).joined(separator: "\n")
            #expect(scrolled.contains(l.dashboard.accuracyShown(from: 14 - shown, to: 13, of: 13)), "\(scrolled)")
            #expect(scrolled.contains(last))
            // ↑ from the end moves one group back at once.
            #expect(render(send(end, .up).state, size: size).joined()
                .contains(l.dashboard.accuracyShown(from: 13 - shown, to: 12, of: 13)))
            Snapshot.check(render(end.state, size: size), named: prefix + "progress-groups-scrolled-\(size.columns)x\(size.rows)")
        } else {
            #expect(text.contains(l.game.accuracyLegend))
            #expect(text.contains(last))
        }
    }
}
