// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import Persistence
import Practice
import QuizKit
import Testing
import VerbData
import Wire

/// The line after a wrong answer says what is true of that verb in that group.
struct ExplanationTruthTests {
    static let source: VerbSource? = (try? Lexicon.bundled()).map(VerbSource.lexicon)

    @Test(arguments: [
        ("klingen", Conjugationgroup.präsensIndikativ, Person?.some(.du), "klingen keeps its infinitive's stem", "klang, geklungen"),
        ("singen", .präsensIndikativ, .ich, "singen keeps its infinitive's stem", "sang, gesungen"),
        ("gehen", .präsensIndikativ, .wir, "gehen keeps its infinitive's stem", "ging, gegangen"),
        ("wissen", .präsensIndikativ, .wir, "wissen is irregular", "wusste, gewusst"),
        // A form of an irregular verb may lack a letter of the regular pattern without a
        // marked one: hast, hat (no b), ich soll (no ending). No regular rule is told.
        ("haben", .präsensIndikativ, .du, "haben is irregular", "hatte, gehabt"),
        ("haben", .präsensIndikativ, .erSieEs, "haben is irregular", "hatte, gehabt"),
        ("sollen", .präsensIndikativ, .ich, "sollen is irregular", "sollte, gesollt"),
        ("können", .präsensIndikativ, .erSieEs, "können is irregular", "konnte, gekonnt"),
        ("fahren", .präsensIndikativ, .du, "fahren is strong", "fuhr"),
        ("lernen", .präsensIndikativ, .du, "Präsens of a regular verb", "lerne"),
        ("singen", .präteritumIndikativ, .du, "singen is strong", "sang, gesungen"),
    ])
    func theExplanationIsTrueOfTheVerb(infinitive: String, group: Conjugationgroup, person: Person?,
                                       says: String, example: String) throws {
        let source = try #require(Self.source)
        let practice = Practice(store: try Store.inMemory(), source: source)
        let question = try #require(source.question(infinitive: infinitive, gloss: "", conjugationgroup: group, person: person))
        let sentence = practice.explanation(question, given: "x").sentence(L(.en))
        #expect(sentence.contains(says), "\(sentence)")
        #expect(sentence.contains(example), "\(sentence)")
        if infinitive != "lernen" { #expect(!sentence.contains("regular verb"), "\(sentence)") }
        #expect(!sentence.contains("regular ending") || !["haben", "sollen", "können", "wissen"].contains(infinitive), "\(sentence)")
    }
}

/// The passive groups and Futur II Konjunktiv I/II have a rule of their own and the
/// article that covers them, in both languages.
struct GroupRuleTests {
    static let source: VerbSource? = (try? Lexicon.bundled()).map(VerbSource.lexicon)

    @Test(arguments: [
        (Conjugationgroup.präsensIndikativVorgangspassiv, Person?.some(.ich), "Vorgangspassiv, werden", "passive-and-subordinate-clause"),
        (.perfektIndikativVorgangspassiv, .wir, "worden, not geworden", "passive-and-subordinate-clause"),
        (.präteritumIndikativZustandspassiv, .du, "Zustandspassiv, sein", "passive-and-subordinate-clause"),
        (.passivInfinitiv, nil, "Perfektpartizip + werden", "passive-and-subordinate-clause"),
        (.futurIIKonjunktivI, .erSieEs, "Futur II Konjunktiv I: werde", "future-perfect-subjunctive-i"),
        (.futurIIKonjunktivII, .ich, "Futur II Konjunktiv II: würde", "future-perfect-subjunctive-ii"),
    ])
    func eachGroupHasItsRule(group: Conjugationgroup, person: Person?, says: String, article: String) throws {
        let source = try #require(Self.source)
        let practice = Practice(store: try Store.inMemory(), source: source)
        let question = try #require(source.question(infinitive: "lernen", gloss: "", conjugationgroup: group, person: person))
        let why = practice.explanation(question, given: "x")
        #expect(why.sentence(L(.en)).contains(says), "\(why.sentence(L(.en)))")
        #expect(why.sentence(L(.de)) != why.sentence(L(.en)))
        #expect(why.article == article)
    }
}
