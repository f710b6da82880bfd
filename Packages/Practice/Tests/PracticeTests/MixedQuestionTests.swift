// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Persistence
import Practice
import QuizKit
import Testing
import VerbData

/// Multiple-choice options and true/false claims on the real lexicon: the options are real
/// forms of the verb asked, and a claim said to be false is never correct German.
struct MixedQuestionTests {
    static let lexicon: Lexicon? = try? Lexicon.bundled()
    static let source: VerbSource? = lexicon.map(VerbSource.lexicon)

    /// Every form the engine lists for a verb in any group and person, folded as the grader folds.
    static func allForms(of verb: Verb) -> Set<String> {
        var out = Set<String>()
        for group in Conjugationgroup.allCases {
            for person in group.persons {
                // As they are said: the wir and Sie Imperativ with the pronoun ("gelten Sie").
                for form in verb.variants(group, person) { out.insert(Grading.normalize(Question.spoken(form, group, person))) }
            }
        }
        return out
    }

    @Test(arguments: Difficulty.allCases, Array(UInt64(1)...UInt64(40)))
    func everyOptionIsARealFormAndOnlyOneIsRight(difficulty: Difficulty, seed: UInt64) throws {
        let lexicon = try #require(Self.lexicon)
        let source = try #require(Self.source)
        var rng = SplitMix64(seed: seed)
        let quiz = Quiz.generate(difficulty: difficulty, source: source,
                                 options: Quiz.Options(length: 30, mixesKinds: true), using: &rng)
        for question in quiz.questions {
            let name = "\(question.verb.prompt) · \(question.conjugationgroup.rawValue) · \(question.person?.id ?? "–")"
            switch question.kind {
            case .typed:
                continue
            case .choice(let options):
                let verb = try lexicon.conjugator.verb(question.verb.prompt)
                let forms = Self.allForms(of: verb)
                #expect(options.count == 4, "\(name): \(options)")
                #expect(options.filter(question.acceptsForm).count == 1, "\(name): \(options)")
                #expect(Set(options.map(Grading.normalize)).count == options.count, "\(name): \(options) repeat")
                for option in options where !question.acceptsForm(option) {
                    let isReal = forms.contains(Grading.normalize(option))
                    #expect(isReal, "\(name): \(option) is no form of \(verb.infinitive)")
                }
            case .trueFalse(let claim):
                guard question.claimIsTrue == false else { continue }
                for meaning in try lexicon.conjugator.verbs(question.verb.prompt) {
                    let right = meaning.variants(question.conjugationgroup, question.person).map(Grading.normalize)
                    #expect(!right.contains(Grading.normalize(claim)), "\(name): \(claim) is said false but is right")
                }
            }
        }
    }

    /// The seed and quiz the review found: no option is a made-up weak form ("sind gekommt").
    @Test func theOptionsOfSeedFourAreRealForms() throws {
        let source = try #require(Self.source)
        let practice = Practice(store: try Store.inMemory(), source: source)
        let quiz = try practice.quiz(QuizPlan(difficulty: .regular, seed: 4,
                                              options: Quiz.Options(length: 10, mixesKinds: true), maximumRank: 500))
        let offered = quiz.questions.flatMap { question -> [String] in
            if case .choice(let options) = question.kind { return options }
            return []
        }
        #expect(!offered.isEmpty)
        #expect(!offered.contains { $0.hasSuffix("gekommt") || $0.hasSuffix("gesingt") || $0.hasSuffix("gegeht") })
    }

    /// The weak form offered as a false claim is never right in another meaning or variant.
    @Test(arguments: [
        ("hängen", Conjugationgroup.präteritumIndikativ, Person?.some(.ich), "hängte"),
        ("hängen", .perfektpartizip, nil, "gehängt"),
        ("erschrecken", .präteritumIndikativ, .ich, "erschreckte"),
        ("bewegen", .präteritumIndikativ, .erSieEs, "bewegte"),
        ("schaffen", .perfektpartizip, nil, "geschafft"),
        ("senden", .präteritumIndikativ, .ich, "sendete"),
        ("wenden", .perfektpartizip, nil, "gewendet"),
        ("saugen", .präteritumIndikativ, .ich, "saugte"),
    ])
    func aFalseClaimIsNeverRight(infinitive: String, group: Conjugationgroup, person: Person?, weak: String) throws {
        let lexicon = try #require(Self.lexicon)
        let source = try #require(Self.source)
        let right = try lexicon.conjugator.verbs(infinitive).flatMap { $0.variants(group, person) }
        #expect(right.contains(weak), "\(weak) should be a form of some meaning of \(infinitive): \(right)")
        #expect(source.regularForm(infinitive, group, person) == nil)
    }
}
