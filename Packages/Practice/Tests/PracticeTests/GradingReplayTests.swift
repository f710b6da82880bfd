// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Persistence
import Practice
import QuizKit
import Testing
import VerbData

/// Correct German is never marked wrong: every form the engine lists for a slot, typed as
/// a learner types it, is accepted by the quiz's grader.
struct GradingReplayTests {
    static let lexicon: Lexicon? = try? Lexicon.bundled()
    static let source: VerbSource? = lexicon.map(VerbSource.lexicon)

    /// Reflexive (always and by choice), separable, inseparable, dual-auxiliary,
    /// impersonal, modal, -ieren, mixed, irregular and strong verbs.
    static let verbs = [
        "sich waschen", "sich anziehen", "sich freuen", "freuen", "sich bedanken", "sich beeilen",
        "sich erinnern", "sich vorstellen", "merken", "ankommen", "aufstehen", "anfangen",
        "einladen", "zurückkommen", "verstehen", "bekommen", "erzählen", "vergessen", "fahren",
        "schwimmen", "ausziehen", "fliegen", "laufen", "reiten", "regnen", "geschehen", "stattfinden",
        "singen", "sein", "haben", "werden", "können", "wissen", "bringen", "studieren", "sammeln",
        "handeln", "atmen", "lesen", "essen", "heißen", "hängen", "wechseln", "saugen", "backen",
        "abwaschen", "sich ausruhen", "übersetzen", "umfahren",
    ]

    /// ä, ö, ü and ß typed as ae, oe, ue and ss.
    static func withoutUmlauts(_ text: String) -> String {
        text.replacingOccurrences(of: "ä", with: "ae").replacingOccurrences(of: "ö", with: "oe")
            .replacingOccurrences(of: "ü", with: "ue").replacingOccurrences(of: "ß", with: "ss")
    }

    /// The ways a learner may type `form`: as listed, without umlauts, capitalised, with a
    /// closing "!", and in the Imperativ with its pronoun after the verb ("waschen Sie sich!").
    /// A reflexive wir or Sie Imperativ is typed only with its pronoun: "waschen sich" is not German.
    static func typings(of form: String, _ group: Conjugationgroup, _ person: Person?) -> [String] {
        var out = [form, withoutUmlauts(form), form.prefix(1).uppercased() + form.dropFirst(), form + "!"]
        if group == .imperativ, let person, person == .wir || person == .formal {
            var words = form.split(separator: " ").map(String.init)
            if words.dropFirst().contains(person == .wir ? "uns" : "sich") { out = [] }
            words.insert(person == .wir ? "wir" : "Sie", at: 1)
            let spoken = words.joined(separator: " ")
            out += [spoken, spoken + "!", withoutUmlauts(spoken) + "!"]
        }
        return out
    }

    @Test(arguments: verbs)
    func everyListedFormIsAcceptedInEveryGroupAndPerson(infinitive: String) throws {
        let lexicon = try #require(Self.lexicon)
        let source = try #require(Self.source)
        let verb = try lexicon.conjugator.verb(infinitive)
        var replayed = 0
        for group in Conjugationgroup.allCases {
            for person in group.persons {
                let listed = verb.form(group, person)
                guard listed.exists,
                      let question = source.question(infinitive: infinitive, gloss: "", conjugationgroup: group,
                                                     person: person) else { continue }
                for variant in listed.variants + [listed.text] {
                    for typed in Self.typings(of: variant, group, person) {
                        replayed += 1
                        #expect(question.accepts(typed),
                                "\(infinitive) · \(group.rawValue) · \(person?.id ?? "–"): \"\(typed)\" marked wrong")
                    }
                }
            }
        }
        #expect(replayed > 0, "nothing of \(infinitive) was replayed")
    }

    /// The reflexive Imperativ as it is said, with its pronoun, "!" or not, ae/oe/ue or not.
    @Test(arguments: [
        ("sich waschen", Person.formal, "waschen Sie sich!"),
        ("sich waschen", .du, "wasch dich!"),
        ("sich waschen", .du, "Wasche dich"),
        ("sich waschen", .ihr, "wascht euch!"),
        ("sich waschen", .wir, "waschen wir uns!"),
        ("sich anziehen", .formal, "ziehen Sie sich an!"),
        ("sich anziehen", .du, "zieh dich an"),
        ("sich freuen", .formal, "freuen Sie sich!"),
        ("freuen", .formal, "freuen Sie sich!"),
        ("sich beeilen", .ihr, "beeilt euch!"),
        ("sich bedanken", .formal, "bedanken Sie sich"),
        ("sich ausruhen", .du, "ruh dich aus!"),
        ("sich erinnern", .formal, "erinnern Sie sich!"),
        ("sich fürchten", .du, "fuerchte dich!"),
    ])
    func theReflexiveImperativIsAcceptedAsSaid(infinitive: String, person: Person, answer: String) throws {
        // As `quiz --verbs 'sich waschen' -g imperativ` asks it: the learner's own verb list.
        let source = try #require(Self.source)
        let practice = Practice(store: try Store.inMemory(), source: source)
        var plan = QuizPlan(difficulty: .regular, seed: 1)
        plan.verbs = [infinitive]
        plan.options = Quiz.Options(length: 4, groups: [.imperativ])
        let quiz = try practice.quiz(plan)
        let question = try #require(quiz.questions.first { $0.person == person })
        #expect(question.accepts(answer), "\(infinitive) \(person.id): \(answer) marked wrong")
    }

    /// A quiz on "sich waschen" asks the reflexive forms, with the pronoun in the prompt.
    @Test func aVerbAskedWithSichKeepsIt() throws {
        let source = try #require(Self.source)
        let practice = Practice(store: try Store.inMemory(), source: source)
        var plan = QuizPlan(difficulty: .regular, seed: 1)
        plan.verbs = ["sich waschen"]
        plan.options = Quiz.Options(length: 4, groups: [.imperativ])
        let quiz = try practice.quiz(plan)
        #expect(quiz.questions.count == 4)
        for question in quiz.questions {
            #expect(question.verb.prompt == "sich waschen")
            #expect(question.verb.gloss == "to wash")
            #expect(question.expected.text.split(separator: " ").count == 2, "\(question.expected.text) lacks its pronoun")
        }
        let formal = try #require(quiz.questions.first { $0.person == .formal })
        #expect(formal.accepts("waschen Sie sich!"))
        #expect(!formal.accepts("waschen Sie!"))
    }
}
