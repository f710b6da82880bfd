// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Testing
@testable import VerbData

/// Reverse lookup: which verb, conjugationgroup and person a form belongs to.
struct LookupTests {
    /// Built once for the whole suite: the index is immutable and shared read-only.
    static let index: Lexicon.FormIndex? = (try? Lexicon.bundled())?.formIndex()

    /// "gehen 1 präteritumIndikativ ich": what a test expects of one match.
    static func describe(_ m: Lexicon.FormMatch) -> String {
        let person = m.person.map { $0.pronoun() } ?? "-"
        return "\(m.infinitive) \(m.meaning) \(m.slot.id) \(person)"
    }

    @Test(arguments: [
        ("ging", ["gehen 1 präteritumIndikativ ich", "gehen 1 präteritumIndikativ er/sie/es"]),
        ("ho\u{308}rte", ["hören 1 präteritumIndikativ ich", "hören 1 präteritumIndikativ er/sie/es",
                          "hören 1 präteritumKonjunktivII ich", "hören 1 präteritumKonjunktivII er/sie/es"]),
        ("Ging", ["gehen 1 präteritumIndikativ ich", "gehen 1 präteritumIndikativ er/sie/es"]),
        ("kam an", ["ankommen 1 präteritumIndikativ ich", "ankommen 1 präteritumIndikativ er/sie/es"]),
        ("  kam   an ", ["ankommen 1 präteritumIndikativ ich", "ankommen 1 präteritumIndikativ er/sie/es"]),
        ("anzukommen", ["ankommen 1 zuInfinitiv -"]),
        ("angekommen", ["ankommen 1 perfektpartizip -"]),
        ("habe gesungen", ["singen 1 perfektIndikativ ich", "singen 1 perfektKonjunktivI ich",
                           "singen 1 perfektKonjunktivI er/sie/es"]),
        ("sind angekommen", ["ankommen 1 perfektIndikativ wir", "ankommen 1 perfektIndikativ sie"]),
        ("werde angekommen sein", ["ankommen 1 futurIIIndikativ ich", "ankommen 1 futurIIKonjunktivI ich",
                                   "ankommen 1 futurIIKonjunktivI er/sie/es"]),
        // The passive, the infinitives and Futur II Konjunktiv
        ("wurde gesungen", ["singen 1 präteritumIndikativVorgangspassiv ich", "singen 1 präteritumIndikativVorgangspassiv er/sie/es"]),
        ("es wird getanzt", ["tanzen 1 präsensIndikativVorgangspassiv er/sie/es"]),
        ("ist gesungen worden", ["singen 1 perfektIndikativVorgangspassiv er/sie/es"]),
        ("gesungen worden ist", ["singen 1 perfektIndikativVorgangspassiv er/sie/es"]),
        ("wird gesungen worden sein", ["singen 1 futurIIIndikativVorgangspassiv er/sie/es"]),
        ("war gesungen", ["singen 1 präteritumIndikativZustandspassiv ich", "singen 1 präteritumIndikativZustandspassiv er/sie/es"]),
        ("gesungen werden", ["singen 1 passivInfinitiv -", "singen 1 präsensIndikativVorgangspassiv wir",
                             "singen 1 präsensIndikativVorgangspassiv sie", "singen 1 präsensKonjunktivIVorgangspassiv wir",
                             "singen 1 präsensKonjunktivIVorgangspassiv sie"]),
        ("angekommen sein", ["ankommen 1 perfektInfinitiv -"]),
        ("gesungen haben", ["singen 1 perfektInfinitiv -", "singen 1 perfektIndikativ wir", "singen 1 perfektIndikativ sie",
                            "singen 1 perfektKonjunktivI wir", "singen 1 perfektKonjunktivI sie"]),
        ("würde gesungen haben", ["singen 1 futurIIKonjunktivII ich", "singen 1 futurIIKonjunktivII er/sie/es"]),
        // the perfect infinitive of a reflexive verb, and (dass sie) sich gefreut haben
        ("sich gefreut haben", ["freuen 1 perfektInfinitiv -", "freuen 1 perfektIndikativ sie", "freuen 1 perfektKonjunktivI sie"]),
        // the impersonal passive with a dative for es, in every order
        ("mir wird geholfen", ["helfen 1 präsensIndikativVorgangspassiv er/sie/es"]),
        ("wird uns gedankt", ["danken 1 präsensIndikativVorgangspassiv er/sie/es"]),
        ("ihm geantwortet wurde", ["antworten 1 präteritumIndikativVorgangspassiv er/sie/es"]),
        ("ihr wird geholfen", ["helfen 1 präsensIndikativVorgangspassiv er/sie/es"]),
        ("würden singen", ["singen 1 futurKonjunktivII wir", "singen 1 futurKonjunktivII sie"]),
        ("schuf", ["schaffen 2 präteritumIndikativ ich", "schaffen 2 präteritumIndikativ er/sie/es"]),
        ("geschaffen", ["schaffen 2 perfektpartizip -"]),
        ("geschafft", ["schaffen 1 perfektpartizip -"]),
        ("hängte", ["hängen 2 präteritumIndikativ ich", "hängen 2 präteritumIndikativ er/sie/es",
                    "hängen 2 präteritumKonjunktivII ich", "hängen 2 präteritumKonjunktivII er/sie/es"]),
        ("er ging", ["gehen 1 präteritumIndikativ er/sie/es"]),
        ("ich freue mich", ["freuen 1 präsensIndikativ ich", "freuen 1 präsensKonjunktivI ich"]),
        ("habe mich gefreut", ["freuen 1 perfektIndikativ ich", "freuen 1 perfektKonjunktivI ich"]),
        // subordinate order puts the reflexive pronoun before the verb: (dass ich) mich freue
        ("mich freue", ["freuen 1 präsensIndikativ ich", "freuen 1 präsensKonjunktivI ich"]),
        ("ich mich freue", ["freuen 1 präsensIndikativ ich", "freuen 1 präsensKonjunktivI ich"]),
        ("sich freut", ["freuen 1 präsensIndikativ er/sie/es"]),
        ("uns gefreut haben", ["freuen 1 perfektIndikativ wir", "freuen 1 perfektKonjunktivI wir"]),
        // the clause typed with its conjunction: as without it
        ("dass ich mich freue", ["freuen 1 präsensIndikativ ich", "freuen 1 präsensKonjunktivI ich"]),
        ("Dass er angekommen ist", ["ankommen 1 perfektIndikativ er/sie/es"]),
        ("daß sie sich freut", ["freuen 1 präsensIndikativ er/sie/es"]),
        ("dass gesungen wurde", ["singen 1 präteritumIndikativVorgangspassiv ich",
                                 "singen 1 präteritumIndikativVorgangspassiv er/sie/es"]),
        ("dass", []),
        ("ankam", ["ankommen 1 präteritumIndikativ ich", "ankommen 1 präteritumIndikativ er/sie/es"]),
        ("ging.", ["gehen 1 präteritumIndikativ ich", "gehen 1 präteritumIndikativ er/sie/es"]),
        ("„kam an“", ["ankommen 1 präteritumIndikativ ich", "ankommen 1 präteritumIndikativ er/sie/es"]),
        ("gesungen habe", ["singen 1 perfektIndikativ ich", "singen 1 perfektKonjunktivI ich",
                           "singen 1 perfektKonjunktivI er/sie/es"]),
        ("ich gesungen habe", ["singen 1 perfektIndikativ ich", "singen 1 perfektKonjunktivI ich"]),
        ("angekommen sein wird", ["ankommen 1 futurIIIndikativ er/sie/es"]),
        ("haengte", ["hängen 2 präteritumIndikativ ich", "hängen 2 präteritumIndikativ er/sie/es",
                     "hängen 2 präteritumKonjunktivII ich", "hängen 2 präteritumKonjunktivII er/sie/es"]),
        ("schliesst", ["schließen 1 präsensIndikativ du", "schließen 1 präsensIndikativ er/sie/es", "schließen 1 präsensIndikativ ihr",
                       "schließen 1 imperativ ihr"]),
    ])
    func formsOfOneVerb(_ query: String, _ expected: [String]) throws {
        try checkForms(query, expected)
    }

    /// Compound forms a learner types: the perfect passive infinitive and the verb
    /// clusters of a modal verb or lassen with the infinitive it governs, named by the
    /// governing verb.
    @Test(arguments: [
        ("gesungen worden sein", ["singen 1 perfektPassivInfinitiv -"]),
        ("getanzt worden sein", ["tanzen 1 perfektPassivInfinitiv -"]),
        ("habe singen können", ["können 1 perfektIndikativ ich", "können 1 perfektKonjunktivI ich",
                                "können 1 perfektKonjunktivI er/sie/es"]),
        ("ich habe singen können", ["können 1 perfektIndikativ ich", "können 1 perfektKonjunktivI ich"]),
        ("kann singen", ["können 1 präsensIndikativ ich", "können 1 präsensIndikativ er/sie/es"]),
        ("singen kann", ["können 1 präsensIndikativ ich", "können 1 präsensIndikativ er/sie/es"]),
        ("hat gesungen werden können", ["können 1 perfektIndikativVorgangspassiv er/sie/es"]),
        ("hatte waschen lassen", ["lassen 1 plusquamperfektIndikativ ich", "lassen 1 plusquamperfektIndikativ er/sie/es"]),
    ])
    func compoundFormsAreFound(_ query: String, _ expected: [String]) throws {
        try checkForms(query, expected)
    }

    /// A form the engine writes in another order or without the typed sich is shown as typed.
    @Test(arguments: ["sich gefreut haben", "gesungen habe", "angekommen sein wird"])
    func compoundFormsAreShownAsTyped(_ query: String) throws {
        let index = try #require(Self.index)
        let matches = index.lookup(query)
        #expect(!matches.isEmpty)
        #expect(matches.allSatisfy { $0.form == query }, "\(matches.map(\.form))")
    }

    @Test(arguments: ["ich gesungen worden sein", "angekommen worden sein", "habe singen gekonnt", "kann singt"])
    func wrongCompoundFormsAreNotFound(_ query: String) throws {
        let index = try #require(Self.index)
        #expect(index.lookup(query).isEmpty, "\(index.lookup(query).map(Self.describe))")
    }

    func checkForms(_ query: String, _ expected: [String]) throws {
        let index = try #require(Self.index)
        let matches = index.lookup(query)
        #expect(matches.map(Self.describe) == expected)
        #expect(matches.allSatisfy { $0.isKnown })
    }

    @Test func aFormOfTwoVerbsListsBothMostFrequentFirst() throws {
        let index = try #require(Self.index)
        let matches = index.lookup("wog")
        let verbs = matches.map { "\($0.infinitive) \($0.meaning)" }
        // wiegen (to weigh, wog) and wägen (to weigh, wog); not wiegen 2 (to rock, wiegte).
        #expect(verbs.contains("wiegen 1"))
        #expect(verbs.contains("wägen 1"))
        #expect(!verbs.contains("wiegen 2"))
        let wiegen = try #require(verbs.firstIndex(of: "wiegen 1"))
        let wägen = try #require(verbs.firstIndex(of: "wägen 1"))
        #expect(wiegen < wägen)
        let ranks = matches.compactMap { $0.entry?.rank }
        #expect(ranks == ranks.sorted())
    }

    @Test(arguments: [("hing", 1, 2), ("hängte", 2, 1)])
    func theTwoMeaningsOfHängenAreTold(_ form: String, _ meaning: Int, _ other: Int) throws {
        let index = try #require(Self.index)
        let hängen = index.lookup(form).filter { $0.infinitive == "hängen" }
        #expect(!hängen.isEmpty)
        #expect(hängen.allSatisfy { $0.meaning == meaning && $0.meanings == 2 })
        #expect(!hängen.contains { $0.meaning == other })
    }

    @Test func theInfinitiveOfATwoMeaningVerbBelongsToBoth() throws {
        let index = try #require(Self.index)
        let meanings = Set(index.lookup("hängen").filter { $0.infinitive == "hängen" && $0.slot == .infinitive }.map(\.meaning))
        #expect(meanings == [1, 2])
    }

    @Test(arguments: ["xyzzy", "gingte", "gesang", "habe gingte", "", "   ", "ich", "sich", "kam ab zu",
                      "gesingen", "anzugingen", "ging ging"])
    func notAFormOfAnyKnownVerb(_ query: String) throws {
        let index = try #require(Self.index)
        #expect(index.lookup(query).isEmpty, "\(index.lookup(query).map(Self.describe))")
    }

    @Test(arguments: [
        ("schwamm zurück", "zurückschwimmen", "präteritumIndikativ"),
        ("zurückgeschwommen", "zurückschwimmen", "perfektpartizip"),
        ("zurückzuschwimmen", "zurückschwimmen", "zuInfinitiv"),
        ("bin zurückgeschwommen", "zurückschwimmen", "perfektIndikativ"),
    ])
    func aParticleOnALexiconVerbIsRecognisedAsAnUnlistedVerb(_ query: String, _ infinitive: String, _ slot: String) throws {
        let index = try #require(Self.index)
        #expect(index.lexicon.entries(for: infinitive).isEmpty, "the test needs a verb the lexicon lacks")
        let matches = index.lookup(query)
        #expect(!matches.isEmpty)
        #expect(matches.allSatisfy { $0.infinitive == infinitive && !$0.isKnown && $0.entry == nil })
        #expect(matches.contains { $0.slot.id == slot })
    }

    @Test func lexiconVerbsAreNeverExplainedByAnInventedVerb() throws {
        let index = try #require(Self.index)
        // anzukommen could be read as an|zukommen; gesungen as a participle of "gesingen".
        for query in ["anzukommen", "gesungen", "habe gesungen", "kam an", "geschaffen"] {
            let matches = index.lookup(query)
            #expect(!matches.isEmpty)
            #expect(matches.allSatisfy { $0.isKnown }, "\(query): \(matches.map(Self.describe))")
        }
    }

    @Test func everyFormOfSomeVerbsIsFoundAgain() throws {
        let index = try #require(Self.index)
        let conjugator = index.lexicon.conjugator
        for infinitive in ["sein", "gehen", "ankommen", "verstehen", "wiederaufbauen", "studieren", "sammeln", "hängen",
                           "singen", "tanzen"] {
            let verbs = try conjugator.verbs(infinitive)
            for (k, verb) in verbs.enumerated() {
                // Every group, the passive too; the zu-infinitive is its own slot, below.
                for group in Conjugationgroup.allCases where group != .zuInfinitiv {
                    for person in group.persons {
                        for form in verb.variants(group, person) {
                            let found = index.lookup(form).contains {
                                $0.infinitive == infinitive && $0.meaning == k + 1 && $0.slot == .group(group) && $0.person == person
                            }
                            #expect(found, "\(infinitive) \(k + 1) \(group) \(String(describing: person)): \(form)")
                        }
                    }
                }
                #expect(index.lookup(verb.zuInfinitive).contains { $0.infinitive == infinitive && $0.slot == .zuInfinitive })
            }
        }
    }

    /// Every form of a sample across the whole lexicon, simple and compound, finds its verb
    /// and meaning again.
    @Test func everyFormOfASampleOfTheLexiconIsFoundAgain() throws {
        let index = try #require(Self.index)
        let lexicon = index.lexicon
        var seen: [String: Int] = [:]
        for (i, entry) in lexicon.entries.enumerated() {
            let meaning = seen[entry.infinitive, default: 0] + 1
            seen[entry.infinitive] = meaning
            guard i % 47 == 0 else { continue }
            let verb = try lexicon.conjugator.verbs(entry.infinitive)[meaning - 1]
            for group in Conjugationgroup.core {
                for person in group.persons {
                    for form in verb.variants(group, person) {
                        let found = index.lookup(form).contains {
                            $0.entry == entry && $0.meaning == meaning && $0.slot == .group(group) && $0.person == person
                        }
                        #expect(found, "\(entry.infinitive) \(meaning) \(group) \(String(describing: person)): \(form)")
                    }
                }
            }
        }
    }

    @Test(arguments: ["\u{0}", "🙂", String(repeating: "a ", count: 400), String(repeating: "ging", count: 300),
                      "habe habe habe", "ich du er", "mich", "zu", "an an", "\"\\", "e\u{308}", "sich sich"])
    func lookupNeverCrashesOnAnyString(_ query: String) throws {
        let index = try #require(Self.index)
        let matches = index.lookup(query)
        #expect(matches.count < 10_000)
    }

    @Test func theIndexCoversTheLexicon() throws {
        let index = try #require(Self.index)
        #expect(index.formCount > index.lexicon.verbCount * 5)
        #expect(index.entryCount > index.lexicon.entries.count * 25)
    }
}
