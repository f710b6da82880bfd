// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Testing
@testable import QuizKit

/// The learner chooses the length, the groups and the kinds of question; a quiz never
/// asks the same question twice; lives end it early.
struct QuizOptionsTests {
    static func key(_ q: Question) -> String { Quiz.key(q.verb, q.conjugationgroup, q.person) }

    @Test(arguments: [1, 10, 30, 50])
    func theLengthIsChosen(length: Int) {
        var rng = SplitMix64(seed: 4)
        let quiz = Quiz.generate(difficulty: .regular, source: fakeSource(verbCount: 200),
                                 options: .init(length: length), using: &rng)
        #expect(quiz.questions.count == length)
        #expect(Set(quiz.questions.map(Self.key)).count == length)
    }

    @Test func participlesKeepTheirShareOfTheClassicQuiz() {
        var rng = SplitMix64(seed: 2)
        let ten = Quiz.generate(difficulty: .regular, source: fakeSource(verbCount: 200), options: .init(length: 10), using: &rng)
        #expect(ten.questions.filter { $0.conjugationgroup == .perfektpartizip }.count == 1)
        #expect(ten.questions.filter { $0.conjugationgroup == .präsenspartizip }.isEmpty)
    }

    @Test func onlyTheChosenGroupsAreAsked() {
        var rng = SplitMix64(seed: 8)
        let groups: [Conjugationgroup] = [.präteritumIndikativ, .futurIIIndikativ]
        let quiz = Quiz.generate(difficulty: .regular, source: fakeSource(verbCount: 100),
                                 options: .init(groups: groups), using: &rng)
        #expect(quiz.questions.count == 30)
        #expect(Set(quiz.questions.map(\.conjugationgroup)) == Set(groups))
    }

    /// A quiz on one verb (the weak-spot quiz) has as many questions as the verb has
    /// different ones, never one twice.
    @Test(arguments: Difficulty.allCases, [UInt64(1), 9, 77])
    func aQuizOnOneVerbNeverRepeatsAQuestion(difficulty: Difficulty, seed: UInt64) throws {
        let singen = try Conjugator().verb("singen")
        let source = VerbSource(verbs: [QuizVerb(infinitive: "singen", gloss: "to sing", rank: 1)]) { _, group, person in
            singen.form(group, person)
        }
        var rng = SplitMix64(seed: seed)
        let quiz = Quiz.generate(difficulty: difficulty, source: source, using: &rng)
        let keys = quiz.questions.map(Self.key)
        #expect(Set(keys).count == keys.count)
        // Regular: 6 Präsens + 6 Perfekt + 4 Imperativ + 2 participles = 18 different questions.
        #expect(quiz.questions.count == (difficulty == .regular ? 18 : 30))
    }

    @Test func mixedKindsOfferRealFormsOfTheSameVerb() throws {
        let lexiconVerbs = ["singen", "gehen", "lernen", "fahren", "bringen", "machen", "sehen", "kommen"]
        let conjugator = Conjugator()
        let weak = Conjugator(knowledge: VerbKnowledge(principalParts: [], entries: []))
        let source = VerbSource(
            verbs: lexiconVerbs.enumerated().map { QuizVerb(infinitive: $1, gloss: "", rank: $0 + 1) },
            form: { infinitive, group, person in try? conjugator.verb(infinitive).form(group, person) },
            regularForm: { infinitive, group, person in
                let form = try? weak.verb(infinitive).form(group, person).text
                let real = try? conjugator.verb(infinitive).form(group, person).text
                return form == real ? nil : form
            })
        var rng = SplitMix64(seed: 12)
        let quiz = Quiz.generate(difficulty: .ridiculous, source: source, options: .init(length: 60, mixesKinds: true), using: &rng)
        var kinds: [String: Int] = [:]
        for q in quiz.questions {
            kinds[q.kind.id, default: 0] += 1
            switch q.kind {
            case .choice(let options):
                #expect(options.count == 4)
                #expect(options.filter { q.acceptsForm($0) }.count == 1, "\(options)")
                #expect(Set(options.map(Grading.normalize)).count == 4)
            case .trueFalse(let claim):
                #expect(!claim.isEmpty)
                if q.claimIsTrue == false { #expect(!q.acceptsForm(claim)) }
            case .typed:
                break
            }
        }
        #expect(kinds["choice", default: 0] > 5)
        #expect(kinds["trueFalse", default: 0] > 5)
        #expect(kinds["typed", default: 0] > 5)
    }

    @Test func livesEndTheQuizAtTheLastWrongAnswer() {
        var rng = SplitMix64(seed: 3)
        let quiz = Quiz.generate(difficulty: .regular, source: fakeSource(), using: &rng)
        var session = QuizSession(quiz: quiz, timer: QuizTimer(startedAt: epoch), lives: 3)
        #expect(session.livesLeft == 3)
        _ = session.answer(quiz.questions[0].expected.text)
        _ = session.answer("x")
        _ = session.answer("y")
        #expect(session.livesLeft == 1)
        #expect(!session.isFinished)
        _ = session.answer("z")
        #expect(session.livesLeft == 0)
        #expect(session.isFinished)
        #expect(session.currentIndex == nil)
        #expect(session.answer("more") == nil)
        #expect(session.answeredCount == 4)
        #expect(session.percentage == 100.0 / 30)
    }
}

struct ExperienceTests {
    @Test(arguments: [
        (Question.Kind.typed, false, Difficulty.regular, 10), (.typed, true, .regular, 15), (.typed, true, .ridiculous, 30),
        (.choice(["a", "b", "c", "d"]), false, .regular, 5), (.trueFalse(claim: "x"), true, .regular, 8),
    ])
    func experienceGrowsWithDifficulty(kind: Question.Kind, irregular: Bool, difficulty: Difficulty, xp: Int) {
        let q = Question(verb: QuizVerb(infinitive: "singen", gloss: "", rank: 1), conjugationgroup: .präteritumIndikativ,
                         person: .ich, expected: Form(text: "sang", variants: ["sang"], irregularOffsets: irregular ? [1] : []),
                         kind: kind)
        #expect(Scoring.experience(for: q, difficulty: difficulty) == xp)
    }

    @Test(arguments: [(0, 0, 100), (99, 0, 1), (100, 1, 100), (250, 2, 50)])
    func levelIsExperienceOverAHundred(xp: Int, level: Int, toNext: Int) {
        #expect(Scoring.level(experience: xp) == level)
        #expect(Scoring.experienceToNextLevel(xp) == toNext)
    }

    @Test func aSessionCountsTheExperienceOfItsRightAnswers() {
        var rng = SplitMix64(seed: 1)
        let quiz = Quiz.generate(difficulty: .ridiculous, source: fakeSource(), using: &rng)
        var session = QuizSession(quiz: quiz, timer: QuizTimer(startedAt: epoch))
        _ = session.answer(quiz.questions[0].expected.text)
        _ = session.answer("wrong")
        #expect(session.experience == 20)
    }
}
