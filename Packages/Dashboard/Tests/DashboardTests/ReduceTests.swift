// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Dashboard
import Foundation
import Localization
import Persistence
import PersistenceTestSupport
import Practice
import QuizKit
import RichText
import Testing
import VerbData

struct NavigationTests {
    @Test func theFixtureLexiconLoads() throws {
        // Every other test assumes these verbs; a parse error would empty the list.
        _ = try Lexicon.parse(Fixture.lexiconTSV, principalParts: Fixture.lexicon.principalParts, name: "fixture.tsv")
        #expect(Fixture.verbs.listings.count == 13)
        #expect(Set(Fixture.verbs.listings.map(\.entry.infinitive)).count == 12)
    }

    @Test func tabCyclesTheMainScreensAndWraps() throws {
        var (state, _) = try Fixture.state()
        var seen: [Screen] = [state.screen]
        for _ in 0..<6 {
            state = send(state, .tab)
            seen.append(state.screen)
        }
        #expect(seen == [.verbs, .quiz, .review, .info, .progress, .settings, .verbs])
        state = send(state, .backTab)
        #expect(state.screen == .settings)
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5])
    func slashStartsASearchFromEveryMainScreen(tabs: Int) throws {
        var (state, _) = try Fixture.state()
        for _ in 0..<tabs { state = send(state, .tab) }
        state = send(state, "/", "sing")
        #expect(state.screen == .verbs)
        #expect(state.verbs.isSearching)
        #expect(state.verbs.query == "sing")
        #expect(screenText(state).contains("singen"))
        #expect(!screenText(state).contains("lernen"))
    }

    @Test func searchMatchesTheEnglishGlossToo() throws {
        let (state, _) = try Fixture.state()
        let found = send(state, "/", "understand")
        let rows = found.verbs.matches.map(\.entry.infinitive)
        #expect(rows == ["verstehen"])
    }

    @Test func escapeLeavesTheSearchAndShowsEveryVerbAgain() throws {
        let (state, _) = try Fixture.state()
        let all = state.verbs.matches.count
        let searching = send(state, "/", "xyz")
        #expect(searching.verbs.matches.isEmpty)
        #expect(screenText(searching).contains("No verb matches"))
        let left = send(searching, .escape)
        #expect(!left.verbs.isSearching)
        #expect(left.verbs.matches.count == all)
    }

    @Test func lettersAreTypedWhileSearchingNotCommands() throws {
        let (state, _) = try Fixture.state()
        let typed = send(state, "/", "q?s")
        #expect(!typed.shouldQuit)
        #expect(!typed.showsHelp)
        #expect(typed.verbs.query == "q?s")
        #expect(typed.verbs.order == .frequency)
    }

    @Test func enterOpensTheVerbAndEscapeGoesBackToTheSameRow() throws {
        let (state, _) = try Fixture.state()
        let moved = send(state, .down, .down)
        let selected = moved.verbs.matches[2].entry.infinitive
        let opened = send(moved, .enter)
        #expect(opened.screen == .verb)
        #expect(opened.verb?.infinitive == selected)
        let back = send(opened, .escape)
        #expect(back.screen == .verbs)
        #expect(back.verbs.selection == 2)
    }

    @Test func theVerbScreenShowsEveryGroupWithItsFacts() throws {
        let (state, _) = try Fixture.state(size: Size(columns: 120, rows: 80))
        let opened = send(state, "/", "singen", .enter)
        let text = screenText(opened)
        // The classic table comes first and fits the first screen.
        for group in Conjugationgroup.core {
            #expect(text.contains(group.germanName), "\(group)")
        }
        for expected in ["to sing", "strong", "haben", "i – a – u", "sAng", "gesUngen", "sÄnge"] {
            #expect(text.contains(expected), "\(expected)")
        }
    }

    /// The passive as the lexicon's flags allow it: the impersonal passive with es and
    /// without rows for the persons it lacks, a state without Zustandspassiv, possession
    /// without any passive.
    @Test(arguments: [
        ("tanzen", ["es wird getanzt", "es ist getanzt worden"], ["ich       —", "er/sie/es ist getanzt worden", "Zustandspassiv"]),
        ("kennen", ["wird gekAnnt", "ist gekAnnt worden"], ["Zustandspassiv"]),
        ("besitzen", ["zu besitzen"], ["Vorgangspassiv", "Zustandspassiv"]),
    ])
    func thePassiveFollowsTheLexicon(_ infinitive: String, _ shown: [String], _ absent: [String]) throws {
        let tsv = """
        besitzen\tbe+sitzen\tstrong\thaben\t192\tposs,stat\tto own, to possess
        kennen\tkennen\tmixed\thaben\t64\tstat\tto know
        tanzen\ttanzen\tweak\thaben,sein\t568\tintr\tto dance

        """
        let parts = try Lexicon.bundled().principalParts
        let lexicon = Lexicon(entries: try Lexicon.parse(tsv, principalParts: parts, name: "passive.tsv"), principalParts: parts)
        let env = DashboardEnvironment(verbs: lexicon.searchIndex(), articles: Fixture.articles, clock: QuizClock { Fixture.now },
                                       calendar: Fixture.calendar, seed: 42, l: L(.en), color: false)
        var session = Session(env, store: try Store.inMemory(), size: Size(columns: 120, rows: 400))
        session.openVerb(infinitive)
        let text = screenText(session)
        for form in shown { #expect(text.contains(form), "\(infinitive): \(form)") }
        for name in absent { #expect(!text.contains(name), "\(infinitive): \(name)") }
    }

    /// The passive and the infinitives follow the whole active voice; a verb without a
    /// passive (haben) shows none, one with the impersonal passive its third person only.
    @Test(arguments: [
        ("singen", ["zu singen", "gesUngen haben", "wird gesUngen", "ist gesUngen worden", "war gesUngen"], []),
        ("haben", ["zu haben", "gehabt haben"], ["Vorgangspassiv", "Zustandspassiv", "Infinitiv Passiv"]),
        ("ankommen", ["anzukommen", "angekommen sein"], ["Vorgangspassiv", "Zustandspassiv"]),
    ])
    func theNewGroupsFollowTheActiveVoice(_ infinitive: String, _ shown: [String], _ absent: [String]) throws {
        var (state, _) = try Fixture.state(size: Size(columns: 120, rows: 400))
        state.openVerb(infinitive)
        let text = screenText(state)
        for form in shown { #expect(text.contains(form), "\(infinitive): \(form)") }
        for name in absent { #expect(!text.contains(name), "\(infinitive): \(name)") }
        let imperativ = try #require(text.range(of: "Imperativ"))
        let infinitives = try #require(text.range(of: "zu-Infinitiv"))
        #expect(imperativ.lowerBound < infinitives.lowerBound)
        if let passive = text.range(of: "Vorgangspassiv") {
            #expect(infinitives.lowerBound < passive.lowerBound)
        }
    }

    /// A verb without a passive says why, once, below its active groups, with its own
    /// form as the example; a verb with a passive says nothing of the kind.
    @Test(arguments: [
        ("ankommen", "*es wird angekommen"), ("haben", "*es wird gehabt"), ("regnen", "*es wird geregnet"),
        ("können", "*es wird gekonnt"), ("singen", nil), ("lernen", nil),
    ] as [(String, String?)])
    func theVerbPageSaysWhyThePassiveIsMissing(_ infinitive: String, _ example: String?) throws {
        // Wide enough that the sentence stands on one line.
        var (state, _) = try Fixture.state(size: Size(columns: 200, rows: 400))
        state.openVerb(infinitive)
        let text = screenText(state)
        if let example {
            #expect(text.components(separatedBy: example).count == 2, "\(text)")
        } else {
            #expect(!text.contains("*es wird"), "\(text)")
        }
    }

    /// At 80 columns a long passive form gets the whole width rather than being cut:
    /// "du werdest wiederaufgebaut worden sein" does not fit a column of two.
    @Test(arguments: [
        ("wiederaufbauen", "du        werdest wiederaufgebaut worden sein"),
        ("studieren", "du        werdest studiert worden sein"),
        ("verstehen", "du        werdest verstAnden worden sein"),
    ])
    func longPassiveFormsFitEightyColumns(_ infinitive: String, _ line: String) throws {
        var (state, _) = try Fixture.state(size: Size(columns: 80, rows: 400))
        state.openVerb(infinitive)
        let text = screenText(state)
        #expect(text.contains(line), "\(text)")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { DisplayWidth.of(String($0)) <= 80 })
        #expect(!lines.contains { $0.contains("worden") && $0.contains("…") }, "\(text)")
    }

    @Test func theImperativIsShownAsItIsSaid() throws {
        var (state, _) = try Fixture.state(size: Size(columns: 120, rows: 400))
        state.openVerb("sich freuen")
        let text = screenText(state)
        for said in ["freu dich!", "freuen wir uns!", "freut euch!", "freuen Sie sich!"] {
            #expect(text.contains(said), "\(said)")
        }
    }

    @Test func otherMeaningsAreListed() throws {
        var (state, _) = try Fixture.state()
        state.openVerb("umfahren")
        #expect(screenText(state).contains("Other meanings: 2. to drive around"))
    }

    @Test func sortAndFamilyFilter() throws {
        let (state, _) = try Fixture.state()
        let alphabetical = send(state, "s")
        #expect(alphabetical.verbs.order == .alphabet)
        #expect(alphabetical.verbs.matches[0].entry.infinitive == "ankommen")
        #expect(state.verbs.matches[0].entry.infinitive == "haben")
        let weak = send(state, "f")
        #expect(weak.verbs.family == .weak)
        #expect(weak.verbs.matches.map(\.entry.infinitive).sorted() == ["freuen", "lernen"])
        let cycled = send(state, "f", "f", "f", "f", "f", "f")
        #expect(cycled.verbs.family == nil)
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func escapeOnAMainScreenGoesBackToTheVerbs(tabs: Int) throws {
        var (state, _) = try Fixture.state()
        for _ in 0..<tabs { state = send(state, .tab) }
        #expect(state.screen != .verbs)
        #expect(send(state, .escape).screen == .verbs)
    }

    @Test func qQuitsFromMainScreensAndGoesBackFromTheVerb() throws {
        let (state, _) = try Fixture.state()
        #expect(send(state, "q").shouldQuit)
        #expect(send(state, .tab, .tab, .tab, "q").shouldQuit)
        let verb = send(state, .enter, "q")
        #expect(!verb.shouldQuit)
        #expect(verb.screen == .verbs)
    }

    @Test func helpShowsEveryKeyAndAnyKeyClosesIt() throws {
        let (state, _) = try Fixture.state()
        let help = send(state, "?")
        #expect(help.showsHelp)
        let text = screenText(help)
        for key in ["Tab / Shift-Tab", "/", "Esc", "?", "q", "Ctrl-C", "Enter"] {
            #expect(text.contains(key))
        }
        let closed = send(help, "x")
        #expect(!closed.showsHelp)
        #expect(closed.screen == .verbs)
    }

    @Test func everyScreenHasAHelpLine() throws {
        let store = try Store.inMemory()
        for (name, state) in sampleStates(Fixture.environment(), runtime: Fixture.runtime(store), size: Size(columns: 80, rows: 24)) {
            let last = render(state, size: state.size).last ?? ""
            #expect(!last.isEmpty, "\(name) has no help line")
        }
    }

    @Test func aTooSmallTerminalOnlyQuits() throws {
        let (state, _) = try Fixture.state(size: Size(columns: 60, rows: 20))
        let ignored = send(state, .tab, "/", "sing")
        #expect(ignored.screen == .verbs)
        #expect(!ignored.verbs.isSearching)
        #expect(send(state, "q").shouldQuit)
        // Esc does not quit there: it may be the first byte of an arrow key read late.
        #expect(!send(state, .escape).shouldQuit)
        let grown = state.sending(.resize(Size(columns: 80, rows: 24)))
        #expect(screenText(grown).contains("Konjugieren"))
    }

    /// A link to something that is not a verb says why in the interface's language.
    @Test(arguments: [(Language.de, "„haus“ ist kein Infinitiv"), (.en, "“haus” is not an infinitive")])
    func aVerbThatIsNoVerbIsExplainedInTheInterfaceLanguage(_ language: Language, _ reason: String) throws {
        var (state, _) = try Fixture.state(language: language)
        state.openVerb("haus")
        #expect(state.verb?.error?.contains(reason) == true, "\(state.verb?.error ?? "no error")")
    }

    @Test func garbageKeysNeverCrashAnyScreen() throws {
        let store = try Store.inMemory()
        let keys: [Key] = [.unknown, .delete, .home, .end, .pageUp, .pageDown, .left, .right, .up, .down,
                           .control("x"), .character("1"), .character("9"), .character("ß"), .character(" "),
                           .backspace, .enter, .escape, .tab, .backTab, .character("w"), .character("r"),
                           .character("d"), .character("a"), .character("n")]
        var rng = SplitMix64(seed: 3)
        let runtime = Fixture.runtime(store)
        for (_, start) in sampleStates(Fixture.environment(), runtime: runtime, size: Size(columns: 80, rows: 24)) {
            var state = Session(start, runtime: runtime)
            for _ in 0..<150 {
                state = state.sending(.key(keys[Int(rng.next() % UInt64(keys.count))]))
                state.shouldQuit = false
                #expect(render(state.state, size: state.size).count == 24)
            }
        }
    }
}

struct SettingsScreenTests {
    @Test func changesArePersistedAtOnce() throws {
        let (state, store) = try Fixture.state()
        let changed = send(state, .tab, .tab, .tab, .tab, .tab, .right, .down, .right, .down, .right, .down, .left)
        #expect(changed.screen == .settings)
        let saved = try store.settings()
        #expect(saved.groupLanguage == .english)
        #expect(saved.thirdPerson != .erSieEs)
        #expect(saved.difficulty == .ridiculous)
        #expect(saved.sound == false)
        #expect(changed.message == "Settings saved." || changed.message != nil)
        #expect(screenText(changed).contains("Off"))
    }

    @Test func englishGroupNamesReachTheVerbScreen() throws {
        let (state, _) = try Fixture.state()
        let english = send(state, .backTab, .right, "/", "singen", .enter)
        #expect(screenText(english).contains("Present Indicative"))
    }
}

struct QuizScreenTests {
    @Test func aQuizIsPlayedAnswerByAnswerAndCommitted() throws {
        let (state, store) = try Fixture.state()
        var quiz = send(state, .tab, .enter)
        let drill = try #require(quiz.quiz.drill)
        #expect(drill.session.quiz.questions.count == 30)
        let first = drill.session.quiz.questions[0]
        quiz = send(quiz, .text(first.expected.text), .enter)
        #expect(quiz.quiz.drill?.session.correctCount == 1)
        #expect(screenText(quiz).contains("Correct"))
        quiz = send(quiz, "nonsense", .enter)
        #expect(quiz.cues == [.start, .correct, .wrong])
        #expect(screenText(quiz).contains("nonsense"))
        let stored = try #require(try store.unfinishedQuiz())
        #expect(stored.answers.count == 2)
        #expect(try store.reviewQueue().count == 1)
    }

    @Test func emptyAnswersAreNotSent() throws {
        let (state, _) = try Fixture.state()
        let quiz = send(state, .tab, .enter, .enter, "  ", .enter)
        #expect(quiz.quiz.drill?.session.answeredCount == 0)
    }

    @Test func escapePausesAndRResumesWithTheAnswersKept() throws {
        let (state, store) = try Fixture.state()
        var quiz = send(state, .tab, .enter, "eins", .enter, "zwei", .enter, .escape)
        #expect(quiz.quiz.drill == nil)
        #expect(quiz.quiz.unfinished?.answers.count == 2)
        #expect(screenText(quiz).contains("unfinished quiz"))
        quiz = send(quiz, "r")
        #expect(quiz.quiz.drill?.session.answeredCount == 2)
        #expect(quiz.quiz.drill?.session.currentIndex == 2)
        quiz = send(quiz, .escape, "d")
        #expect(quiz.quiz.unfinished == nil)
        #expect(try store.unfinishedQuiz() == nil)
    }

    /// A store that holds two unfinished quizzes (an older version could leave them):
    /// discarding the one shown offers the other at once, and discarding that leaves
    /// none, so that Enter starts a new quiz.
    @Test func discardingOffersTheNextUnfinishedQuiz() throws {
        let (state, store) = try Fixture.state()
        var quiz = send(state, .tab, .enter, "eins", .enter, .escape)
        let shown = try #require(quiz.quiz.unfinished)
        let other = try store.startQuizBesideAnother(NewQuiz(startedAt: shown.summary.startedAt,
                                                             difficulty: shown.summary.difficulty,
                                                             thirdPerson: shown.summary.thirdPerson, seed: "7",
                                                             questions: shown.questions))
        quiz = send(quiz, "d")
        #expect(quiz.quiz.unfinished?.summary.id == other)
        #expect(screenText(quiz).contains("unfinished quiz"))
        quiz = send(quiz, "d")
        #expect(quiz.quiz.unfinished == nil)
        #expect(try store.unfinishedQuiz() == nil)
        quiz = send(quiz, .enter)
        #expect(quiz.quiz.drill != nil)
    }

    @Test func ctrlCDuringAQuizQuitsAndKeepsItResumable() throws {
        let (state, store) = try Fixture.state()
        let quit = send(state, .tab, .enter, "sang", .enter, "ge", .key(.control("c")))
        #expect(quit.shouldQuit)
        #expect(try store.unfinishedQuiz()?.answers.count == 1)
    }

    @Test func aFinishedQuizShowsTheResultsAndReachesProgress() throws {
        let (state, store) = try Fixture.state()
        var quiz = send(state, .tab, .enter)
        while let drill = quiz.quiz.drill, let question = drill.session.current {
            quiz = send(quiz, .text(question.expected.text), .enter)
        }
        #expect(screenText(quiz).contains("Results"))
        #expect(screenText(quiz).contains("Score: 300"))
        #expect(try store.history().first?.score == 300)
        let progress = send(quiz, .tab, .tab, .tab)
        #expect(progress.screen == .progress)
        #expect(progress.progress.finished.map(\.score) == [300])
        #expect(screenText(progress).contains("Best: 300"))
    }

    @Test func wStartsAQuizOnTheVerbsWeakSpots() throws {
        let (state, _) = try Fixture.state()
        let quiz = send(state, "/", "singen", .enter, "w")
        #expect(quiz.screen == .quiz)
        let questions = try #require(quiz.quiz.drill?.session.quiz.questions)
        #expect(!questions.isEmpty)
        #expect(questions.allSatisfy { $0.verb.infinitive == "singen" })
    }

    @Test func reviewDrillsTheFormsAnsweredWrong() throws {
        let (state, store) = try Fixture.state()
        var s = send(state, .tab, .enter, "falsch", .enter, .escape)
        #expect(try store.reviewQueue().count == 1)
        s = send(s, .tab)
        #expect(s.screen == .review)
        #expect(screenText(s).contains("1 in the queue"))
        // Not due until tomorrow: Enter says so, a drills ahead.
        s = send(s, .enter)
        #expect(s.review.drill == nil)
        s = send(s, "a")
        let question = try #require(s.review.drill?.session.current)
        s = send(s, .text(question.expected.text), .enter)
        #expect(s.review.drill?.isFinished == true)
        #expect(screenText(s).contains("1/1"))
    }
}

struct InfoScreenTests {
    @Test func articlesOpenLinksAreFollowedAndEscapeGoesBack() throws {
        let (state, _) = try Fixture.state()
        var s = send(state, .tab, .tab, .tab)
        #expect(s.screen == .info)
        #expect(screenText(s).contains("Haben or sein"))
        s = send(s, .enter)
        #expect(s.info.open?.slug == "ablaut")
        #expect(screenText(s).contains("sAng"))
        // Link 2 is another article; Esc comes back to the first.
        s = send(s, "2")
        #expect(s.info.open?.slug == "haben-or-sein")
        s = send(s, "1")
        #expect(s.message?.contains("https://example.org/aux") == true)
        s = send(s, .escape)
        #expect(s.info.open?.slug == "ablaut")
        // Link 1 is a verb: the verb screen, and Esc back to the article.
        s = send(s, "1")
        #expect(s.screen == .verb)
        #expect(s.verb?.infinitive == "singen")
        s = send(s, .escape)
        #expect(s.screen == .info)
        #expect(s.info.open?.slug == "ablaut")
        s = send(s, .escape)
        #expect(s.info.open == nil)
        s = send(s, "7")
        #expect(s.screen == .info)
    }
}

struct ManyLinksTests {
    static let markup = "`Many`\n\n" + (1...12).map { "%konjugieren://verb/v\($0)en%" }.joined(separator: " ")

    @Test func digitsThenEnterFollowLinkTwelve() throws {
        let store = try Store.inMemory()
        var environment = Fixture.environment()
        environment.articles = ArticleClient(
            entries: { [ArticleClient.Entry(slug: "many", title: "Many")] },
            document: { _ in Result { try Document(parsing: ManyLinksTests.markup) }.mapError { .article(slug: "many", reason: "\($0)") } })
        var state = Session(environment, store: store, size: Size(columns: 80, rows: 24))
        state = send(state, .tab, .tab, .tab, .enter, "1", "2")
        #expect(state.info.linkNumber == "12")
        #expect(screenText(state).contains("Links: 12_"))
        state = send(state, .enter)
        #expect(state.screen == .verb)
        #expect(state.verb?.infinitive == "v12en")
    }
}

/// `reduce` only asks for store operations; the runtime carries them out.
struct EffectTests {
    @Test func answeringReturnsTheWriteInsteadOfWritingIt() throws {
        let (session, store) = try Fixture.state()
        let quiz = send(session, .tab, .enter, "falsch")
        let (next, effects) = reduce(quiz.state, .key(.enter))
        guard case .write(.recordAnswer(_, let answer, _, _))? = effects.first else {
            Issue.record("expected the answer as a write, got \(effects)")
            return
        }
        #expect(answer.given == "falsch" && !answer.isCorrect)
        #expect(next.quiz.drill?.session.answeredCount == 1)
        // Nothing is in the store until the runtime performs the effect.
        #expect(try store.unfinishedQuiz()?.answers.isEmpty == true)
        for effect in effects { _ = quiz.runtime.perform(effect) }
        #expect(try store.unfinishedQuiz()?.answers.count == 1)
    }

    @Test func tabToTheQuizAsksForTheUnfinishedQuiz() throws {
        let (session, _) = try Fixture.state()
        let (next, effects) = reduce(session.state, .key(.tab))
        #expect(next.screen == .quiz)
        #expect(effects == [.loadUnfinishedQuiz])
    }

    @Test func theLaunchLoadsSettingsAndTheReviewQueue() throws {
        let (session, _) = try Fixture.state()
        #expect(reduce(session.state, .launch).effects == [.loadSettings, .loadReviewQueue])
    }

    /// The dashboard follows the rule of `konjugieren quiz --seed`: the first quiz takes the
    /// seed it was given, stores it, and is the quiz Practice makes of that seed and history.
    @Test func theFirstQuizTakesTheSeedAndTheNextOneAnother() throws {
        let (session, store) = try Fixture.state()
        let expected = try session.runtime.practice.quiz(QuizPlan(settings: Settings(), seed: 42))
        var quiz = send(session, .tab, .enter)
        #expect(quiz.quiz.drill?.session.quiz == expected)
        #expect(try store.unfinishedQuiz()?.summary.seed == "42")
        quiz = send(quiz, ":q", .enter, "y", .enter)
        #expect(try store.unfinishedQuiz()?.summary.seed != "42")
    }

    @Test func colonQGivesTheQuizUp() throws {
        let (session, store) = try Fixture.state()
        var quiz = send(session, .tab, .enter, "sang", .enter, ":quit", .enter)
        #expect(quiz.quiz.drill?.confirmingQuit == true)
        // What giving up keeps (XP, the daily goal, the mistakes to review) and what it loses.
        #expect(quiz.message == "Give up this quiz? Kept: your 1 answer's XP, its count towards the daily goal and, if it "
                + "was wrong, its review. Lost: the quiz's score, its place in history and the leaderboard, and resuming it. (y/n)")
        #expect(!screenText(quiz).contains("is lost"))
        // The footer says the question's keys, not how to type an answer.
        #expect(render(quiz.state, size: Size(columns: 80, rows: 24)).last == "y yes · any other key no")
        // The whole question is on the screen, wrapped, not cut at the edge.
        for size in [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)] {
            let lines = render(quiz.state, size: size)
            #expect(lines.count == size.rows)
            let bottom = lines.suffix(4).joined(separator: " ")
            #expect(bottom.contains("Kept: your 1 answer's XP"), "\(lines)")
            #expect(bottom.contains("and resuming it. (y/n)"), "\(lines)")
            #expect(!lines.contains { $0.contains("…") })
        }
        quiz = send(quiz, "n")
        #expect(quiz.quiz.drill?.confirmingQuit == false)
        #expect(quiz.quiz.drill?.session.answeredCount == 1)
        quiz = send(quiz, ":quit", .enter, "y")
        #expect(quiz.quiz.drill == nil)
        #expect(try store.unfinishedQuiz() == nil)
        #expect(try store.history().filter(\.isFinished).isEmpty)
    }

    /// In German the give-up question keeps its key hint "(j/n)" on the screen at 80×24,
    /// and the footer names the keys that answer it.
    @Test func theGermanGiveUpQuestionShowsItsKeys() throws {
        let (session, _) = try Fixture.state(language: .de)
        let quiz = send(session, .tab, .enter, "sang", .enter, ":q", .enter)
        let lines = render(quiz.state, size: Size(columns: 80, rows: 24))
        #expect(lines.suffix(5).joined(separator: " ").hasSuffix("(j/n) j ja · jede andere Taste nein"), "\(lines)")
        #expect(!lines.last!.contains("Enter"))
    }
}

struct SharedSearchTests {
    /// The dashboard searches with VerbData: umlauts may be typed ae, oe, ue.
    @Test(arguments: [("koennen", "können"), ("KÖNNEN", "können"), ("verstehn", nil), ("understand", "verstehen")])
    func umlautsMayBeTypedAsTwoLetters(query: String, first: String?) throws {
        let (session, _) = try Fixture.state()
        let found = send(session, "/", .text(query))
        #expect(found.verbs.matches.first?.entry.infinitive == first)
        #expect(found.verbs.matches.map(\.entry) == Fixture.lexicon.search(query).map(\.entry))
    }

    @Test func aVerbWithTwoMeaningsOpensInTheMeaningChosen() throws {
        let (session, _) = try Fixture.state()
        let second = send(session, "/", "umfahren", .down, .enter)
        #expect(second.verb?.entry?.gloss == "to drive around")
        #expect(screenText(second).contains("Other meanings: 1. to knock down"))
    }
}
