// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Testing
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
}
