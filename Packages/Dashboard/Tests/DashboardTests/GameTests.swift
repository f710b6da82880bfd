// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Dashboard
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import RichTextTestSupport
import Testing
import VerbData

/// Plays a quiz to its end: `right` says which questions are answered right.
func playToTheEnd(_ session: Session, right: (Int) -> Bool = { _ in true }) -> Session {
    var s = session
    while let drill = s.quiz.drill, let index = drill.session.currentIndex, let question = drill.session.current {
        let answer: String
        switch question.kind {
        case .typed: answer = right(index) ? question.expected.text : "falsch"
        case .choice(let options):
            let correct = options.firstIndex { question.acceptsForm($0) } ?? 0
            answer = String((right(index) ? correct : (correct + 1) % options.count) + 1)
        case .trueFalse:
            answer = (question.claimIsTrue == true) == right(index) ? "y" : "n"
        }
        s = send(s, .text(answer), .enter)
    }
    return s
}

struct QuizSetupTests {
    /// The quiz screen offers the quiz's choices: length, verbs, lives, kinds, groups.
    @Test func theChoicesMakeTheQuiz() throws {
        let (state, store) = try Fixture.state()
        // Questions: 30 → 40 (saved); lives: off → 1 → 3.
        var s = send(state, .tab, .down, .right, .down, .down, .right, .right)
        #expect(try store.settings().quizLength == 40)
        #expect(s.quiz.setup.lives == 3)
        #expect(screenText(s).contains("Lives"))
        s = send(s, .enter)
        let drill = try #require(s.quiz.drill)
        #expect(drill.session.quiz.questions.count == 40)
        #expect(drill.session.lives == 3)
        #expect(screenText(s).contains("Lives 3 of 3"))
        // Three wrong answers end it.
        s = send(s, "x", .enter, "y", .enter, "z", .enter)
        #expect(s.quiz.drill?.isFinished == true)
        #expect(screenText(s).contains("No lives left"))
        #expect(try store.history().first?.answeredCount == 3)
        // Listed and reopened out of the questions asked, with its lives.
        s = send(s, .tab, .tab, .tab, "h")
        #expect(s.progress.page == .history)
        #expect(screenText(s).contains(" 0/3 "), "\(screenText(s))")
        #expect(!screenText(s).contains("0/40"))
        s = send(s, .enter)
        #expect(s.progress.page == .details)
        #expect(screenText(s).contains("Correct: 0/3"), "\(screenText(s))")
        #expect(screenText(s).contains("Lives: 3"), "\(screenText(s))")
    }

    @Test func onlyTheChosenGroupsAreAsked() throws {
        let (state, _) = try Fixture.state()
        // Groups row, open the list, turn Präsens Indikativ off, Präteritum on.
        var s = send(state, .tab, .down, .down, .down, .down, .down, .enter)
        #expect(s.quiz.setup.isChoosingGroups)
        #expect(screenText(s).contains("[x] Präsens Indikativ"))
        s = send(s, " ", .down, " ", .enter)
        #expect(!s.quiz.setup.isChoosingGroups)
        s = send(s, "n")
        let groups = Set(try #require(s.quiz.drill).session.quiz.questions.map(\.conjugationgroup))
        #expect(groups.contains(.präteritumIndikativ))
        #expect(!groups.contains(.präsensIndikativ))
    }

    @Test func markedVerbsMakeAQuizOfTheirOwn() throws {
        let (state, _) = try Fixture.state()
        // Search, open the verb, go back to its row in the list and mark it.
        var s = send(state, "/", "singen", .enter, .escape, "m")
        #expect(s.markedVerbs == ["singen"])
        #expect(s.message?.contains("1 verb marked") == true)
        #expect(screenText(s).contains("•"))
        s = send(s, .tab)
        #expect(screenText(s).contains("the 1 marked in the list"))
        s = send(s, .enter)
        let questions = try #require(s.quiz.drill).session.quiz.questions
        #expect(questions.allSatisfy { $0.verb.infinitive == "singen" })
        #expect(Set(questions.map { "\($0.conjugationgroup)\($0.person.map { "\($0)" } ?? "")" }).count == questions.count)
    }
}

struct QuizPlayTests {
    @Test func aWrongAnswerIsExplainedWithItsArticle() throws {
        let (state, _) = try Fixture.state()
        let s = send(state, .tab, .enter, "falsch", .enter)
        let text = screenText(s)
        #expect(text.contains("Why:"))
        #expect(text.contains("konjugieren info"))
    }

    @Test func anEmptyEnterCostsNothing() throws {
        let (state, _) = try Fixture.state()
        let s = send(state, .tab, .enter, .enter, " ", .enter)
        #expect(s.quiz.drill?.session.answeredCount == 0)
    }

    @Test func soundCuesRingOnlyWithSoundOn() throws {
        let (state, _) = try Fixture.state()
        var s = send(state, .tab, .enter)
        #expect(s.cues == [.start])
        s = playToTheEnd(s) { $0 == 0 }
        #expect(s.cues.first == .start)
        #expect(s.cues.dropFirst().first == .correct)
        #expect(s.cues.contains(.wrong))
        #expect(s.cues.last == .finish)
        // Sound off in the settings: no cue at all.
        let (quiet, _) = try Fixture.state()
        var off = send(quiet, .backTab, .down, .down, .down, .right)
        #expect(off.settings.sound == false)
        off.cues = []
        off = send(off, .tab, .tab, .enter, "x", .enter)
        #expect(off.cues.isEmpty)
    }

    @Test func resultsShowExperienceRatingAndTheLeaderboard() throws {
        let (state, store) = try Fixture.state()
        var s = playToTheEnd(send(state, .tab, .enter))
        let text = screenText(s)
        #expect(text.contains("Results"))
        #expect(text.contains("XP: +"))
        #expect(text.contains("Level"))
        #expect(text.contains("Your first quiz"))
        #expect(text.contains("l leaderboard"))
        #expect(s.quiz.earned == [.perfectQuiz])
        #expect(try store.badges().map(\.id) == ["perfect-quiz"])
        s = send(s, "l")
        #expect(s.quiz.showsLeaderboard)
        #expect(screenText(s).contains("Leaderboard"))
        #expect(screenText(s).contains("›  1.  300"))
        s = send(s, .escape)
        #expect(!s.quiz.showsLeaderboard)
    }

    @Test func mixedKindsAreAnsweredByNumberOrYesAndNo() throws {
        let (state, store) = try Fixture.state()
        try store.set("question-types", to: "mixed")
        var s = Session(state.runtime.send(.launch, to: state.state), runtime: state.runtime)
        s = send(s, .tab, .enter)
        let kinds = Set(try #require(s.quiz.drill).session.quiz.questions.map(\.kind.id))
        #expect(kinds == ["typed", "choice", "trueFalse"])
        s = playToTheEnd(s)
        #expect(s.quiz.drill?.session.correctCount == 30)
    }

    /// "maybe" to a true/false question asks again with the words taken: no life, no answer.
    @Test(arguments: ["maybe", "x", "42", "vielleicht"])
    func neitherYesNorNoAsksAgain(reply: String) throws {
        let (state, store) = try Fixture.state()
        try store.set("question-types", to: "mixed")
        var s = Session(state.runtime.send(.launch, to: state.state), runtime: state.runtime)
        s = send(s, .tab, .enter)
        while let drill = s.quiz.drill, let question = drill.session.current {
            guard case .trueFalse = question.kind else {
                s = send(s, .text(question.kind == .typed ? question.expected.text : "1"), .enter)
                continue
            }
            let answered = drill.session.answeredCount
            let lives = drill.session.livesLeft
            s = send(s, .text(reply), .enter)
            let after = try #require(s.quiz.drill)
            #expect(after.session.answeredCount == answered)
            #expect(after.session.livesLeft == lives)
            #expect(after.input.isEmpty)
            #expect(s.message == "Please answer yes or no: y, yes, j, ja, true, richtig or n, no, nein, false, falsch.")
            #expect(try store.unfinishedQuiz()?.answers.count == answered)
            s = send(s, .text("ja"), .enter)
            #expect(s.quiz.drill.map { $0.session.answeredCount == answered + 1 } ?? true)
            return
        }
        Issue.record("no true/false question was asked")
    }

    /// With the label "sie" the prompt tells singular from plural.
    @Test func sieIsToldApartOnTheQuizScreen() throws {
        let (state, store) = try Fixture.state()
        try store.set("pronoun", to: "sie")
        var s = Session(state.runtime.send(.launch, to: state.state), runtime: state.runtime)
        s = send(s, .tab, .enter)
        var seen = Set<String>()
        while let drill = s.quiz.drill, let question = drill.session.current {
            if question.person == .erSieEs || question.person == .sie {
                seen.insert(question.person == .erSieEs ? "sie (Sg.)" : "sie (Pl.)")
                #expect(screenText(s).contains(question.person == .erSieEs ? "sie (Sg.)" : "sie (Pl.)"))
            }
            s = send(s, .text(question.expected.text), .enter)
        }
        #expect(!seen.isEmpty)
    }
}

struct ProgressScreenTests {
    @Test func xpLevelStreaksGoalRatingAndBadges() throws {
        let (state, _) = try Fixture.state()
        let s = send(playToTheEnd(send(state, .tab, .enter)), .tab, .tab, .tab)
        #expect(s.screen == .progress)
        let text = screenText(s)
        let report = try #require(s.progress.report)
        #expect(report.experience >= 300)
        #expect(text.contains("Level \(report.level) · \(report.experience) XP"))
        #expect(text.contains("Longest streak: 1 day"))
        #expect(text.contains("Today: 30/30 answers: daily goal reached"))
        #expect(text.contains("Rating: 100.0"))
        #expect(text.contains("★ Perfect quiz"))
        #expect(text.contains("Accuracy per conjugationgroup"))
        #expect(text.contains("Rate  Right/all"))
        #expect(text.contains("Score of each quiz"))
    }

    @Test func historyReopensDeletesAndResets() throws {
        let (state, store) = try Fixture.state()
        var s = playToTheEnd(send(state, .tab, .enter)) { $0 % 2 == 0 }
        s = playToTheEnd(send(s, .enter))
        s = send(s, .tab, .tab, .tab, "h")
        #expect(s.progress.page == .history)
        #expect(screenText(s).contains("Better than"))
        s = send(s, .down, .enter)
        #expect(s.progress.page == .details)
        let details = screenText(s)
        #expect(details.contains("Quiz 1,"))
        #expect(details.contains("Your answer: falsch"))
        s = send(s, "x")
        #expect(s.message == "Delete quiz 1 from history and the leaderboard? (y/n)")
        s = send(s, "y")
        #expect(try store.history().map(\.id) == [2])
        #expect(s.progress.page == .history)
        s = send(s, "R", "n")
        #expect(try store.history().count == 1)
        s = send(s, "R", "y")
        #expect(try store.history().isEmpty)
        #expect(s.progress.finished.isEmpty)
        // XP stays with the days' activity.
        #expect(s.progress.report?.experience ?? 0 > 0)
    }
}

struct DeeplinkTests {
    @Test func aFamilyLinkListsThatFamily() throws {
        let (state, _) = try Fixture.state()
        let s = state.sending(.open(.family("strong")))
        #expect(s.screen == .verbs)
        #expect(s.verbs.family == .strong)
        #expect(s.verbs.matches.allSatisfy { $0.entry.family == .strong })
    }

    @Test func aQuizLinkStartsAQuiz() throws {
        let (state, _) = try Fixture.state()
        let s = state.sending(.open(.quiz("start")))
        #expect(s.screen == .quiz)
        #expect(s.quiz.drill?.session.quiz.questions.count == 30)
    }

    @Test func aVerbLinkOpensTheMeaningAsked() throws {
        let (state, _) = try Fixture.state()
        let s = state.sending(.open(.verb("umfahren", meaning: 2)))
        #expect(s.screen == .verb)
        #expect(s.verb?.entry?.gloss == "to drive around")
    }

    @Test func anArticleLink() throws {
        let (state, _) = try Fixture.state()
        let s = state.sending(.open(.info("haben-or-sein")))
        #expect(s.screen == .info)
        #expect(s.info.open?.title == "Haben or sein")
    }
}

/// On Ridiculous every multiple-choice option and the correction after a wrong answer are
/// whole at 80×24, in English and German: the options stand one a line.
struct ChoiceLayoutTests {
    @Test(arguments: [Language.en, .de])
    func everyOptionAndTheCorrectionAreVisibleAt80x24(language: Language) throws {
        let (state, store) = try Fixture.state(language: language)
        try store.set("question-types", to: "mixed")
        try store.set("difficulty", to: "ridiculous")
        var s = Session(state.runtime.send(.launch, to: state.state), runtime: state.runtime)
        s = send(s, .tab, .enter)
        // The first choice question whose options need more than one line side by side.
        search: while let drill = s.quiz.drill, let question = drill.session.current {
            let answer: String
            switch question.kind {
            case .choice(let options):
                if options.map(\.count).reduce(0, +) + 4 * 5 > 60 { break search }
                answer = String((options.firstIndex { question.acceptsForm($0) } ?? 0) + 1)
            case .typed: answer = question.expected.text
            case .trueFalse: answer = question.claimIsTrue == true ? "y" : "n"
            }
            s = send(s, .text(answer), .enter)
        }
        let question = try #require(s.quiz.drill?.session.current)
        guard case .choice(let options) = question.kind else { Issue.record("no choice question"); return }
        let asked = render(s.state, size: s.state.size)
        for (i, option) in options.enumerated() {
            #expect(asked.contains { $0.hasSuffix("\(i + 1) " + option) }, "option \(i + 1) \(option) cut:\n\(asked.joined(separator: "\n"))")
        }
        let right = options.firstIndex { question.acceptsForm($0) } ?? 0
        s = send(s, .text(String((right + 1) % options.count + 1)), .enter)
        let corrected = render(s.state, size: s.state.size)
        let text = corrected.joined(separator: "\n")
        let expected = question.spokenExpected.marked
        #expect(text.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
                    .contains(expected.split(separator: " ").joined(separator: " ")), "correction cut:\n\(text)")
        for line in asked + corrected { #expect(line.count <= 80) }
        let prefix = language == .en ? "" : "de-"
        Snapshot.check(asked, named: prefix + "quiz-choice-80x24")
        Snapshot.check(corrected, named: prefix + "quiz-choice-corrected-80x24")
    }
}
