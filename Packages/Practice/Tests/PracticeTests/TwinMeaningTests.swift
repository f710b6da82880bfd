// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Persistence
import Practice
import QuizKit
import Testing
import VerbData

/// Two meanings of one infinitive with the same gloss but for a note are one sense
/// conjugated two ways: both are right. Different senses stay strict.
struct TwinMeaningTests {
    static let source: VerbSource? = (try? Lexicon.bundled()).map(VerbSource.lexicon)

    @Test(arguments: [
        ("verwenden", Conjugationgroup.perfektIndikativ, Person?.some(.ich), "habe verwandt", true),
        ("verwenden", .perfektIndikativ, .ich, "habe verwendet", true),
        ("verwenden", .präteritumIndikativ, .ich, "verwandte", true),
        ("verwenden", .perfektpartizip, nil, "verwandt", true),
        // The twin's form counts in the same slot and person only.
        ("verwenden", .präteritumIndikativ, .ich, "verwandten", false),
        // hängen: "to hang (be hanging)" / "to hang (something up)" are two senses.
        ("hängen", .präteritumIndikativ, .ich, "hängte", false),
        // hängen's other meaning in the other slots too.
        ("hängen", .perfektpartizip, nil, "gehängt", false),
    ])
    func aTwinMeaningsFormsAreRight(infinitive: String, group: Conjugationgroup, person: Person?,
                                    answer: String, right: Bool) throws {
        let source = try #require(Self.source)
        let question = try #require(source.question(infinitive: infinitive, gloss: "", conjugationgroup: group,
                                                    person: person))
        #expect(question.accepts(answer) == right, "\(answer)")
    }

    @Test func choicesAndClaimsNeverCallATwinFormWrong() throws {
        let source = try #require(Self.source)
        let base = try #require(source.question(infinitive: "verwenden", gloss: "", conjugationgroup: .perfektIndikativ,
                                                person: .ich))
        var claim = base
        claim.kind = .trueFalse(claim: "habe verwandt")
        #expect(claim.claimIsTrue == true)
        #expect(claim.accepts("ja"))
        var choice = base
        choice.kind = .choice(["hatte verwendet", "habe verwandt", "hat verwendet", "haben verwendet"])
        #expect(choice.accepts("2"))
    }
}

/// The wir and Sie Imperativ as it is said: a reflexive one only with its pronoun, and
/// choices and claims always with it.
struct ImperativPronounTests {
    static let source: VerbSource? = (try? Lexicon.bundled()).map(VerbSource.lexicon)

    @Test(arguments: [
        ("sich waschen", Person.formal, "waschen sich", false),
        ("sich waschen", .formal, "waschen Sie sich", true),
        ("sich waschen", .wir, "waschen uns", false),
        ("sich waschen", .wir, "waschen wir uns", true),
        ("beteiligen", .formal, "beteiligen sich", false),
        ("beteiligen", .formal, "beteiligen Sie sich!", true),
        ("sich anziehen", .formal, "ziehen sich an", false),
        ("sich anziehen", .formal, "ziehen Sie sich an", true),
        // Not reflexive: the bare form stays as accepted as before.
        ("gelten", .formal, "gelten Sie", true),
        ("gelten", .formal, "gelten", true),
    ])
    func aReflexiveImperativNeedsItsPronoun(infinitive: String, person: Person, answer: String, right: Bool) throws {
        let source = try #require(Self.source)
        let question = try #require(source.question(infinitive: infinitive, gloss: "", conjugationgroup: .imperativ,
                                                    person: person))
        #expect(question.accepts(answer) == right, "\(answer)")
        #expect(question.acceptedAnswers.allSatisfy(question.acceptsForm))
    }

    @Test func choicesAndClaimsSayThePronoun() throws {
        let source = try #require(Self.source)
        var choices = 0, claims = 0
        for seed in UInt64(0)..<200 {
            var rng = SplitMix64(seed: seed)
            let quiz = Quiz.generate(difficulty: .regular, source: source.restricted(
                to: ["gelten", "waschen", "beteiligen"].compactMap { name in source.verbs.first { $0.infinitive == name } }),
                options: Quiz.Options(length: 10, groups: [.imperativ], mixesKinds: true), using: &rng)
            for question in quiz.questions where question.person == .wir || question.person == .formal {
                let pronoun = question.person == .wir ? "wir" : "Sie"
                switch question.kind {
                case .choice(let options):
                    choices += 1
                    #expect(!options.contains(question.expected.text), "\(options)")
                    #expect(options.contains(question.spokenExpected.text), "\(options)")
                case .trueFalse(let claim):
                    claims += 1
                    #expect(claim != question.expected.text, "\(claim)")
                    if question.claimIsTrue == true { #expect(claim.split(separator: " ").contains(Substring(pronoun)), "\(claim)") }
                case .typed: break
                }
            }
        }
        #expect(choices > 0 && claims > 0)
    }
}
