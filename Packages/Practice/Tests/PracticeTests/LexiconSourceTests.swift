// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Testing
import Persistence
import Practice
import QuizKit
import VerbData

/// The quiz on the real engine and lexicon: what the learner sees.
struct LexiconSourceTests {
    static let source: VerbSource? = (try? Lexicon.bundled()).map(VerbSource.lexicon)

    @Test func theBundledLexiconGivesAFullQuiz() throws {
        let source = try #require(LexiconSourceTests.source)
        #expect(!source.verbs.isEmpty)
        for difficulty in Difficulty.allCases {
            var rng = SplitMix64(seed: 2026)
            let quiz = Quiz.generate(difficulty: difficulty, source: source, using: &rng)
            #expect(quiz.questions.count == 30)
            #expect(quiz.questions.allSatisfy { !$0.expected.text.isEmpty })
        }
    }

    @Test(arguments: [
        ("singen", Conjugationgroup.präteritumIndikativ, Person?.some(.ich), "sang", "sAng"),
        ("singen", .perfektpartizip, nil, "gesungen", "gesUngen"),
        ("lassen", .präteritumIndikativ, .erSieEs, "liess", "ließ"),
        ("sammeln", .präsensIndikativ, .ich, "sammle", "sammle"),
        ("sammeln", .präsensIndikativ, .ich, "sammele", "sammle"),
    ])
    func realFormsAreAccepted(infinitive: String, group: Conjugationgroup, person: Person?, answer: String, shown: String) throws {
        let source = try #require(LexiconSourceTests.source)
        let q = try #require(source.question(infinitive: infinitive, gloss: "", conjugationgroup: group, person: person))
        #expect(q.accepts(answer))
        if shown.contains(where: \.isUppercase) { #expect(q.expected.marked == shown) } else { #expect(q.expected.text == shown) }
    }

    @Test(arguments: ["komme an", "ankomme", "Komme An"])
    func separableOrdersAreBothAccepted(answer: String) throws {
        let source = try #require(LexiconSourceTests.source)
        let q = try #require(source.question(infinitive: "ankommen", gloss: "", conjugationgroup: .präsensIndikativ, person: .ich))
        #expect(q.expected.text == "komme an")
        #expect(q.accepts(answer))
    }

    @Test func modalVerbsAreNotAskedForAnImperativ() throws {
        let source = try #require(LexiconSourceTests.source)
        #expect(source.form("können", .imperativ, .du) == nil)
        #expect(source.form("können", .präsensIndikativ, .ich)?.text == "kann")
    }

    /// Verbs said of things and events are asked in the 3rd persons and participles only;
    /// modal verbs never in the Imperativ. What the quiz asks is what the engine lists.
    @Test(arguments: [
        ("geschehen", Conjugationgroup.präsensIndikativ, Person?.some(.erSieEs), true),
        ("geschehen", .präteritumIndikativ, .sie, true),
        ("geschehen", .perfektpartizip, nil, true),
        ("geschehen", .präsensIndikativ, .ich, false),
        ("geschehen", .perfektIndikativ, .du, false),
        ("geschehen", .imperativ, .du, false),
        ("regnen", .imperativ, .formal, false),
        ("regnen", .präsensIndikativ, .wir, false),
        ("regnen", .präsensIndikativ, .erSieEs, true),
        ("stattfinden", .präsensIndikativ, .ihr, false),
        ("können", .imperativ, .du, false),
        ("können", .imperativ, .wir, false),
        ("wollen", .imperativ, .formal, false),
        ("können", .präsensIndikativ, .ich, true),
        ("singen", .imperativ, .du, true),
    ])
    func onlyWhatTheEngineListsIsAsked(infinitive: String, group: Conjugationgroup, person: Person?, asked: Bool) throws {
        let source = try #require(LexiconSourceTests.source)
        #expect((source.form(infinitive, group, person) != nil) == asked)
    }

    /// No seeded quiz asks a 3rd-person-only verb in another person or a modal verb's Imperativ.
    @Test(arguments: [UInt64(1), 5, 42, 2026])
    func seededQuizzesAskNothingTheEngineLacks(seed: UInt64) throws {
        let source = try #require(LexiconSourceTests.source)
        let narrow = source.restricted(to: source.verbs.filter {
            Conjugator.thirdPersonOnly.contains($0.infinitive) || ["können", "wollen", "müssen", "sollen", "dürfen", "mögen"].contains($0.infinitive)
        })
        var rng = SplitMix64(seed: seed)
        let quiz = Quiz.generate(difficulty: .ridiculous, source: narrow, using: &rng)
        #expect(!quiz.questions.isEmpty)
        for q in quiz.questions {
            #expect(q.conjugationgroup != .imperativ, "\(q.verb.infinitive) asked in the Imperativ")
            if Conjugator.thirdPersonOnly.contains(q.verb.infinitive) {
                #expect([nil, Person.erSieEs, .sie].contains(q.person), "\(q.verb.infinitive) asked for \(String(describing: q.person))")
            }
        }
    }

    /// ä, ö, ü and ß typed as ae, oe, ue and ss: "hörst" → "hoerst", "ließ" → "liess".
    static func withoutUmlauts(_ text: String) -> String {
        text.replacingOccurrences(of: "ä", with: "ae").replacingOccurrences(of: "ö", with: "oe")
            .replacingOccurrences(of: "ü", with: "ue").replacingOccurrences(of: "ß", with: "ss")
    }

    /// Replaying a seeded quiz's expected answers, every variant the engine lists, with the
    /// umlauts typed as ae/oe/ue and ß as ss, scores 100%.
    @Test(arguments: Difficulty.allCases, [UInt64(1), 5, 42, 2026])
    func replayingTheExpectedAnswersWithoutUmlautsScoresEverything(difficulty: Difficulty, seed: UInt64) throws {
        let source = try #require(LexiconSourceTests.source)
        let practice = Practice(store: try Store.inMemory(), source: source)
        let quiz = try practice.quiz(QuizPlan(difficulty: difficulty, seed: seed))
        #expect(quiz.questions.count == 30)
        var typedWithoutUmlauts = 0
        for variantIndex in 0..<2 {
            var session = QuizSession(quiz: quiz, timer: QuizTimer(startedAt: Date(timeIntervalSince1970: 0)))
            while let question = session.current {
                let variants = question.expected.variants.isEmpty ? [question.expected.text] : question.expected.variants
                let typed = Self.withoutUmlauts(variants[min(variantIndex, variants.count - 1)])
                if typed != variants[min(variantIndex, variants.count - 1)] { typedWithoutUmlauts += 1 }
                let answered = session.answer(typed)
                let result = try #require(answered)
                #expect(result.answer.isCorrect, "\(question.verb.infinitive) \(question.conjugationgroup) \(String(describing: question.person)): \(typed)")
            }
            #expect(session.percentage == 100)
        }
        if seed == 5 { #expect(typedWithoutUmlauts > 0, "seed 5 should ask at least one form with an umlaut or ß") }
    }
}

/// The review queue names its verbs as the quiz asked them and glosses them.
struct ReviewNamingTests {
    static let lexicon: Lexicon? = try? Lexicon.bundled()

    @Test(arguments: [("sich waschen", "to wash"), ("waschen", "to wash"), ("bedanken", "to say thank you"),
                      ("sich bedanken", "to say thank you")])
    func aReviewQuestionHasItsGloss(_ verb: String, _ gloss: String) throws {
        let lexicon = try #require(Self.lexicon)
        let practice = Practice(store: try Store.inMemory(), source: .lexicon(lexicon))
        let entry = ReviewEntry(verb: verb, conjugationgroup: .präsensIndikativ, person: .ich, box: 1,
                                dueAt: Date(timeIntervalSince1970: 0), lastReviewedAt: Date(timeIntervalSince1970: 0),
                                wrongCount: 1, rightCount: 0)
        let drill = try #require(try practice.reviewDrill([entry], at: Date(timeIntervalSince1970: 0)))
        #expect(drill.session.quiz.questions.first?.verb.gloss == gloss)
    }

    @Test(arguments: [("bedanken", "sich bedanken"), ("sich waschen", "sich waschen"), ("waschen", "waschen"),
                      ("singen", "singen"), ("blorfen", "blorfen")])
    func theQueueNamesAVerbAsTheQuizAsksIt(_ infinitive: String, _ prompt: String) throws {
        let lexicon = try #require(Self.lexicon)
        #expect(lexicon.prompt(infinitive) == prompt)
        let entry = ReviewEntry(verb: infinitive, conjugationgroup: .präsensIndikativ, person: .ich, box: 1,
                                dueAt: Date(timeIntervalSince1970: 0), lastReviewedAt: Date(timeIntervalSince1970: 0),
                                wrongCount: 1, rightCount: 0)
        #expect(Persistence.Settings().describe(entry, verb: lexicon.prompt(infinitive)).hasPrefix(prompt + " · "))
    }
}

/// A quiz on a verb typed with sich asks what `conjugate` shows for it: the same meaning
/// and gloss, the pronoun in every form, and no passive (a reflexive verb has none).
struct ReflexiveQuizVerbTests {
    @Test(arguments: [
        ("sich scheren", "to care, to bother (about); to clear off", Person.ich, "habe mich geschert"),
        ("sich hängen", "to hang (something up)", .ich, "habe mich gehängt"),
        ("sich erschrecken", "to frighten, to scare (someone)", .wir, "haben uns erschreckt"),
    ])
    func theQuizAsksTheMeaningTheLearnerTyped(input: String, gloss: String, person: Person, perfekt: String) throws {
        let lexicon = try Lexicon.bundled()
        let practice = Practice(store: try Store.inMemory(), source: .lexicon(lexicon))
        let plan = QuizPlan(difficulty: .ridiculous, seed: 1, verbs: [input])
        let source = practice.source(for: plan)
        let verb = try #require(source.verbs.first)
        #expect(source.verbs.count == 1)
        #expect(verb.prompt == input)
        #expect(verb.gloss == gloss)
        let question = try #require(source.question(infinitive: verb.infinitive, gloss: verb.gloss,
                                                    conjugationgroup: .perfektIndikativ, person: person))
        #expect(question.accepts(perfekt))
        let quiz = try practice.quiz(plan)
        #expect(!quiz.questions.isEmpty)
        #expect(quiz.questions.allSatisfy { $0.conjugationgroup.rawValue.lowercased().contains("passiv") == false })
        #expect(quiz.questions.allSatisfy { !$0.expected.text.hasPrefix("bin ") })
    }
}
