// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Testing
@testable import QuizKit

/// Correct German is never marked wrong: umlauts typed as ae/oe/ue, every variant the
/// engine lists, the reflexive forms of a verb used with and without sich, the spoken
/// word order of the Imperativ.
struct FairGradingTests {
    static let conjugator = Conjugator()

    /// The engine's question for a verb, group and person, as a quiz asks it.
    static func asked(_ infinitive: String, _ group: Conjugationgroup, _ person: Person?,
                      reflexive: QuizVerb.Reflexive = .none, alsoAccepted: [String] = []) throws -> Question {
        let verb = try conjugator.verb(reflexive == .always ? "sich " + infinitive : infinitive)
        return Question(verb: QuizVerb(infinitive: infinitive, gloss: "", rank: 1, reflexive: reflexive),
                        conjugationgroup: group, person: person, expected: verb.form(group, person),
                        alsoAccepted: alsoAccepted)
    }

    @Test(arguments: [
        ("ablösen", Conjugationgroup.präsensIndikativ, Person.ich, "loese ab", true),
        ("entmündigen", .präsensIndikativ, .du, "entmuendigst", true),
        ("hören", .perfektIndikativ, .wir, "haben gehoert", true),
        ("singen", .präteritumKonjunktivII, .ich, "saenge", true),
        ("singen", .präteritumKonjunktivII, .ich, "sange", false),
        ("lassen", .präteritumIndikativ, .ich, "liess", true),
        ("wechseln", .präsensIndikativ, .ich, "wechsle", true),
        ("wechseln", .präsensIndikativ, .ich, "wechsele", true),
        ("saugen", .präteritumIndikativ, .ich, "sog", true),
        ("saugen", .präteritumIndikativ, .ich, "saugte", true),
        ("waschen", .imperativ, .du, "wasch!", true),
        ("singen", .imperativ, .formal, "Singen Sie!", true),
        ("singen", .imperativ, .wir, "singen wir", true),
        ("ankommen", .imperativ, .formal, "kommen Sie an!", true),
        // The du and ihr Imperativ with its emphatic pronoun after the verb.
        ("bleiben", .imperativ, .du, "bleib du!", true),
        ("bleiben", .imperativ, .du, "bleibe du", true),
        ("bleiben", .imperativ, .ihr, "bleibt ihr!", true),
        ("durchbrechen", .imperativ, .ihr, "brecht ihr durch!", true),
        ("sein", .imperativ, .du, "sei du!", true),
        // The pronoun goes after the verb, not after the particle, and must be the right one.
        ("durchbrechen", .imperativ, .ihr, "brecht durch ihr", false),
        ("bleiben", .imperativ, .du, "bleib ihr!", false),
        ("bleiben", .imperativ, .ihr, "bleibt du!", false),
    ] as [(String, Conjugationgroup, Person?, String, Bool)])
    func spellingsAndVariants(verb: String, group: Conjugationgroup, person: Person?, answer: String, accepted: Bool) throws {
        #expect(try Self.asked(verb, group, person).accepts(answer) == accepted, "\(verb): \(answer)")
    }

    @Test func theSpokenImperativOfAReflexiveVerb() throws {
        let waschen = try Self.conjugator.verb("sich waschen")
        let formal = Question(verb: QuizVerb(infinitive: "waschen", gloss: "", rank: 1), conjugationgroup: .imperativ,
                              person: .formal, expected: waschen.form(.imperativ, .formal))
        #expect(formal.accepts("waschen Sie sich!"))
        // Without its pronoun a reflexive Sie or wir Imperativ is not German.
        #expect(!formal.accepts("waschen sich"))
        let wir = Question(verb: QuizVerb(infinitive: "waschen", gloss: "", rank: 1), conjugationgroup: .imperativ,
                           person: .wir, expected: waschen.form(.imperativ, .wir))
        #expect(wir.accepts("waschen wir uns"))
        #expect(!wir.accepts("waschen wir"))
        #expect(!wir.accepts("waschen uns"))
        // The emphatic du and ihr come before the reflexive pronoun: "wasch du dich!".
        let du = Question(verb: QuizVerb(infinitive: "waschen", gloss: "", rank: 1), conjugationgroup: .imperativ,
                          person: .du, expected: waschen.form(.imperativ, .du))
        #expect(du.accepts("wasch du dich!"))
        #expect(du.accepts("wasch dich!"))
        #expect(!du.accepts("wasch dich du"))
        let ihr = Question(verb: QuizVerb(infinitive: "waschen", gloss: "", rank: 1), conjugationgroup: .imperativ,
                           person: .ihr, expected: waschen.form(.imperativ, .ihr))
        #expect(ihr.accepts("wascht ihr euch!"))
    }

    /// freuen is used with and without sich: both answers are German. sich bedanken is
    /// always reflexive: the bare form is not. sich etwas merken takes mir, never mich.
    @Test func reflexivePronounsWhereTheyAreGerman() throws {
        let freuen = try Self.asked("freuen", .präsensIndikativ, .ich, reflexive: .optional,
                                    alsoAccepted: [try Self.conjugator.verb("sich freuen").form(.präsensIndikativ, .ich).text])
        #expect(freuen.accepts("freue"))
        #expect(freuen.accepts("freue mich"))
        #expect(freuen.accepts("ich freue mich"))
        #expect(!freuen.accepts("freue mir"))
        let bedanken = try Self.asked("bedanken", .präsensIndikativ, .ich, reflexive: .always)
        #expect(bedanken.verb.prompt == "sich bedanken")
        #expect(bedanken.accepts("bedanke mich"))
        #expect(!bedanken.accepts("bedanke"))
        #expect(!bedanken.accepts("bedanke mir"))
        let merken = Question(verb: QuizVerb(infinitive: "merken", gloss: "", rank: 1, reflexive: .optional),
                              conjugationgroup: .präsensIndikativ, person: .ich,
                              expected: try Self.conjugator.verb("merken").form(.präsensIndikativ, .ich),
                              alsoAccepted: ["merke mir"])
        #expect(merken.accepts("merke mir"))
        #expect(!merken.accepts("merke mich"))
    }

    @Test func aReflexiveSeparableVerbInTheSubordinateOrder() {
        let anziehen = question("anziehen", .präsensIndikativ, .ich, ["ziehe mich an"])
        #expect(anziehen.accepts("mich anziehe"))
        #expect(anziehen.accepts("ziehe mich an"))
    }

    /// With the label "sie" the singular and the plural are told apart on screen.
    @Test(arguments: [(Person.erSieEs, "sie", "sie (Sg.)"), (.sie, "sie", "sie (Pl.)"), (.erSieEs, "er", "er"),
                      (.sie, "er/sie/es", "sie"), (.formal, "sie", "Sie")])
    func sieIsToldApart(person: Person, setting: String, shown: String) {
        #expect(person.label(thirdPerson: setting) == shown)
        #expect(question("spielen", .perfektIndikativ, person, ["x"]).pronoun(thirdPerson: setting) == shown)
    }

    @Test func multipleChoiceIsAnsweredByNumberOrByTheForm() {
        var sang = question("singen", .präteritumIndikativ, .ich, ["sang"])
        sang.kind = .choice(["singe", "sang", "singte", "sänge"])
        #expect(sang.accepts("2"))
        #expect(sang.accepts("sang"))
        #expect(!sang.accepts("1"))
        #expect(!sang.accepts("5"))
        #expect(!sang.accepts("singte"))
        #expect(sang.acceptedAnswers == ["2", "sang"])
    }

    @Test(arguments: [("gesungen", "ja", true), ("gesungen", "y", true), ("gesungen", "nein", false),
                      ("gesingt", "n", true), ("gesingt", "Nein!", true), ("gesingt", "yes", false), ("gesingt", "vielleicht", false)])
    func trueOrFalse(claim: String, answer: String, right: Bool) {
        var gesungen = question("singen", .perfektpartizip, nil, ["gesungen"])
        gesungen.kind = .trueFalse(claim: claim)
        #expect(gesungen.accepts(answer) == right)
        #expect(gesungen.claimIsTrue == (claim == "gesungen"))
    }
}
