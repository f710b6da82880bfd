import ConjugationEngine
import Testing

/// One convention for the irregular letters everywhere (DESIGN.md): the whole changed
/// vowel group is marked, never a consonant on its own; a replaced stem (sein) is marked whole. These are the forms the articles show
/// with their capitals (Articles' `MarkingConventionTests`), made by the engine.
struct MarkingConventionTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var verb: String
        var group: Conjugationgroup
        var person: Person?
        var marked: String
        init(_ verb: String, _ group: Conjugationgroup, _ person: Person?, _ marked: String) {
            self.verb = verb
            self.group = group
            self.person = person
            self.marked = marked
        }
        var testDescription: String { marked }
    }

    /// As a learner reads them: one row per form, every family (weak, strong of each
    /// ablaut series, mixed, irregular, modal) and every simple group.
    static let rows: [Row] = [
        // Strong, ei-ie-ie and ei-i-i: the whole vowel group, the doubled consonant never.
        Row("bleiben", .präteritumIndikativ, .ich, "blIEb"),
        Row("bleiben", .perfektpartizip, nil, "geblIEben"),
        Row("bleiben", .präteritumKonjunktivII, .ich, "blIEbe"),
        Row("schreiben", .präteritumIndikativ, .ich, "schrIEb"),
        Row("schreiben", .perfektpartizip, nil, "geschrIEben"),
        Row("beschreiben", .perfektpartizip, nil, "beschrIEben"),
        Row("leihen", .perfektpartizip, nil, "gelIEhen"),
        Row("preisen", .präteritumIndikativ, .ich, "prIEs"),
        Row("schneiden", .präteritumIndikativ, .ich, "schnItt"),
        Row("schneiden", .perfektpartizip, nil, "geschnItten"),
        Row("leiden", .präteritumIndikativ, .ich, "lItt"),
        Row("leiden", .perfektpartizip, nil, "gelItten"),
        Row("reiten", .präteritumIndikativ, .ich, "rItt"),
        Row("reiten", .perfektpartizip, nil, "gerItten"),
        Row("begreifen", .präteritumIndikativ, .ich, "begrIff"),
        Row("begreifen", .perfektpartizip, nil, "begrIffen"),
        Row("beißen", .präteritumIndikativ, .ich, "bIss"),
        Row("beißen", .perfektpartizip, nil, "gebIssen"),
        Row("reißen", .präteritumIndikativ, .du, "rIssest"),
        Row("schmeißen", .präteritumKonjunktivII, .ich, "schmIsse"),
        // Strong, ie-o-o, e-a-o, e-a-e, i-a-u, a-u-a, a-ie-a.
        Row("ziehen", .präteritumIndikativ, .ich, "zOg"),
        Row("ziehen", .perfektpartizip, nil, "gezOgen"),
        Row("fliegen", .präteritumIndikativ, .ich, "flOg"),
        Row("nehmen", .präsensIndikativ, .du, "nImmst"),
        Row("nehmen", .präteritumIndikativ, .ich, "nAhm"),
        Row("nehmen", .perfektpartizip, nil, "genOmmen"),
        Row("nehmen", .imperativ, .du, "nImm"),
        Row("treffen", .präsensIndikativ, .erSieEs, "trIfft"),
        Row("treffen", .präteritumIndikativ, .ich, "trAf"),
        Row("treffen", .perfektpartizip, nil, "getrOffen"),
        Row("werfen", .perfektpartizip, nil, "gewOrfen"),
        Row("stehlen", .perfektpartizip, nil, "gestOhlen"),
        Row("helfen", .präteritumKonjunktivII, .ich, "hÜlfe"),
        Row("geben", .präsensIndikativ, .du, "gIbst"),
        Row("geben", .imperativ, .du, "gIb"),
        Row("geben", .perfektpartizip, nil, "gegeben"),
        Row("lesen", .präsensIndikativ, .du, "lIEst"),
        Row("lesen", .imperativ, .du, "lIEs"),
        Row("essen", .präsensIndikativ, .du, "Isst"),
        Row("essen", .präteritumIndikativ, .ich, "Aß"),
        Row("essen", .perfektpartizip, nil, "gegessen"),
        Row("sitzen", .präteritumIndikativ, .ich, "sAß"),
        Row("sitzen", .perfektpartizip, nil, "gesEssen"),
        Row("bitten", .perfektpartizip, nil, "gebEten"),
        Row("liegen", .perfektpartizip, nil, "gelEgen"),
        Row("singen", .präteritumIndikativ, .ich, "sAng"),
        Row("singen", .perfektpartizip, nil, "gesUngen"),
        // A participle without ge- marks its vowel only, not the e it does not share with ge-.
        Row("empfehlen", .perfektpartizip, nil, "empfOhlen"),
        Row("weiterempfehlen", .perfektpartizip, nil, "weiterempfOhlen"),
        Row("empfehlen", .präteritumIndikativ, .ich, "empfAhl"),
        Row("singen", .präteritumKonjunktivII, .ich, "sÄnge"),
        Row("fahren", .präsensIndikativ, .du, "fÄhrst"),
        Row("fahren", .präteritumIndikativ, .ich, "fUhr"),
        Row("fahren", .präteritumKonjunktivII, .ich, "fÜhre"),
        Row("fahren", .perfektpartizip, nil, "gefahren"),
        Row("laufen", .präsensIndikativ, .du, "lÄUfst"),
        Row("laufen", .präsensIndikativ, .erSieEs, "lÄUft"),
        Row("laufen", .präteritumIndikativ, .ich, "lIEf"),
        Row("laufen", .perfektpartizip, nil, "gelaufen"),
        Row("halten", .präteritumIndikativ, .ich, "hIElt"),
        Row("halten", .präsensIndikativ, .erSieEs, "hÄlt"),
        Row("heißen", .präteritumIndikativ, .ich, "hIEß"),
        Row("rufen", .präteritumIndikativ, .ich, "rIEf"),
        Row("schlafen", .präteritumIndikativ, .ich, "schlIEf"),
        Row("schlafen", .präsensIndikativ, .du, "schlÄfst"),
        Row("gehen", .präteritumIndikativ, .ich, "gIng"),
        Row("gehen", .perfektpartizip, nil, "gegAngen"),
        Row("stehen", .präteritumIndikativ, .ich, "stAnd"),
        Row("stehen", .perfektpartizip, nil, "gestAnden"),
        // Separable and inseparable: the particle and be- are never marked.
        Row("ankommen", .präteritumIndikativ, .ich, "kAm an"),
        Row("ankommen", .perfektpartizip, nil, "angekommen"),
        Row("verlieren", .präteritumIndikativ, .ich, "verlOr"),
        // Mixed: the vowel, never the consonants it comes with.
        Row("bringen", .präteritumIndikativ, .ich, "brAchte"),
        Row("bringen", .perfektpartizip, nil, "gebrAcht"),
        Row("bringen", .präteritumKonjunktivII, .ich, "brÄchte"),
        Row("denken", .präteritumIndikativ, .ich, "dAchte"),
        Row("denken", .perfektpartizip, nil, "gedAcht"),
        Row("denken", .präteritumKonjunktivII, .ich, "dÄchte"),
        Row("kennen", .präteritumIndikativ, .ich, "kAnnte"),
        Row("nennen", .perfektpartizip, nil, "genAnnt"),
        Row("wissen", .präsensIndikativ, .ich, "wEIß"),
        Row("wissen", .präteritumIndikativ, .ich, "wUsste"),
        Row("wissen", .perfektpartizip, nil, "gewUsst"),
        // Irregular: sein's Präsens is suppletive (marked whole), and it replaces its stem
        // elsewhere (the stem marked whole, a regular ending not); haben only drops or changes
        // consonants (not marked); werden and tun change their vowel.
        Row("sein", .präsensIndikativ, .ich, "BIN"),
        Row("sein", .präsensIndikativ, .du, "BIST"),
        Row("sein", .präsensIndikativ, .erSieEs, "IST"),
        Row("sein", .präsensIndikativ, .wir, "SIND"),
        Row("sein", .präsensIndikativ, .sie, "SIND"),
        Row("sein", .präteritumIndikativ, .du, "WARst"),
        Row("sein", .präsensIndikativ, .ihr, "seid"),
        Row("sein", .präteritumIndikativ, .ich, "WAR"),
        Row("sein", .präteritumIndikativ, .wir, "WARen"),
        Row("sein", .präteritumKonjunktivII, .ich, "WÄRe"),
        Row("sein", .präsensKonjunktivI, .ich, "sei"),
        Row("sein", .präsensKonjunktivI, .wir, "seien"),
        Row("sein", .imperativ, .du, "sei"),
        Row("sein", .perfektpartizip, nil, "geWESen"),
        Row("haben", .präsensIndikativ, .erSieEs, "hat"),
        Row("haben", .präteritumIndikativ, .ich, "hatte"),
        Row("haben", .präteritumKonjunktivII, .ich, "hÄtte"),
        Row("haben", .perfektpartizip, nil, "gehabt"),
        Row("werden", .präsensIndikativ, .du, "wIrst"),
        Row("werden", .präsensIndikativ, .erSieEs, "wIrd"),
        Row("werden", .präteritumIndikativ, .ich, "wUrde"),
        Row("werden", .präteritumKonjunktivII, .ich, "wÜrde"),
        Row("werden", .perfektpartizip, nil, "gewOrden"),
        Row("tun", .präteritumIndikativ, .ich, "tAt"),
        Row("tun", .perfektpartizip, nil, "getAn"),
        // Modals.
        Row("können", .präsensIndikativ, .ich, "kAnn"),
        Row("können", .präteritumIndikativ, .ich, "kOnnte"),
        Row("müssen", .präsensIndikativ, .ich, "mUss"),
        Row("müssen", .perfektpartizip, nil, "gemUsst"),
        Row("dürfen", .präsensIndikativ, .ich, "dArf"),
        Row("dürfen", .präteritumIndikativ, .ich, "dUrfte"),
        Row("mögen", .präsensIndikativ, .ich, "mAg"),
        Row("mögen", .präteritumIndikativ, .ich, "mOchte"),
        Row("wollen", .präsensIndikativ, .ich, "wIll"),
        Row("wollen", .präteritumIndikativ, .ich, "wollte"),
        Row("sollen", .präsensIndikativ, .ich, "soll"),
        // Weak: nothing.
        Row("machen", .präteritumIndikativ, .ich, "machte"),
        Row("lernen", .perfektpartizip, nil, "gelernt"),
        Row("atmen", .präsensIndikativ, .du, "atmest"),
        Row("sammeln", .präsensIndikativ, .ich, "sammle"),
    ]

    @Test(arguments: rows)
    func theWholeChangedVowelGroupIsMarked(_ row: Row) throws {
        let form = try Conjugator().verb(row.verb).form(row.group, row.person)
        #expect(form.marked == row.marked, "\(row.verb) \(row.group.rawValue)")
    }

    /// The same marks come with every spelling of a form, the preferred first.
    @Test func everyVariantIsMarked() throws {
        let saugen = try Conjugator().verb("saugen")
        #expect(saugen.markedVariants(.präteritumIndikativ).first == ["sOg", "saugte"])
        let marked = saugen.markedVariants(.perfektpartizip)
        #expect(marked == [["gesOgen", "gesaugt"]])
        #expect(try Conjugator().verb("können").markedVariants(.imperativ).isEmpty)
    }

    /// The byte marker (the JSON batch's path) marks a form in place exactly as
    /// `markedVariants` does: the simple forms, the participle inside compound forms,
    /// with particles, sich, umlauts and ß.
    @Test(arguments: [
        ("singen", Conjugationgroup.perfektIndikativ, Person.ich, "habe gesUngen"),
        ("singen", .futurIIKonjunktivII, .wir, "würden gesUngen haben"),
        ("singen", .perfektIndikativVorgangspassiv, .ich, "bin gesUngen worden"),
        ("singen", .futurIndikativ, .ich, "werde singen"),
        ("ankommen", .präteritumIndikativ, .ich, "kAm an"),
        ("ankommen", .plusquamperfektIndikativ, .wir, "waren angekommen"),
        ("sich freuen", .präsensIndikativ, .ich, "freue mich"),
        ("heißen", .präteritumIndikativ, .du, "hIEßest"),
        ("laufen", .präsensIndikativ, .erSieEs, "lÄUft"),
        ("schneiden", .perfektKonjunktivI, .ihr, "habet geschnItten"),
        ("denken", .präteritumKonjunktivII, .sie, "dÄchten"),
        ("sein", .perfektIndikativ, .ich, "bin geWESen"),
        ("sein", .präsensIndikativ, .du, "BIST"),
        ("sein", .präsensIndikativ, .wir, "SIND"),
    ])
    func theByteMarkerMarksAsTheEngineDoes(_ verb: String, _ group: Conjugationgroup, _ person: Person, _ marked: String) throws {
        let v = try Conjugator().verb(verb)
        let variants = v.variants(group, person)
        let expected = v.markedVariants(group)[group.persons.firstIndex(of: person) ?? 0]
        #expect(expected.first == marked)
        var marker = v.byteMarker()
        for (text, want) in zip(variants, expected) {
            var bytes = Array(text.utf8)
            let done = bytes.withUnsafeMutableBufferPointer { marker.mark($0, group, person) }
            #expect(done)
            #expect(String(decoding: bytes, as: UTF8.self) == want, "\(verb) \(group.rawValue)")
        }
    }

    /// A capital of another encoding (ÿ → Ÿ) is refused, so that the caller builds the
    /// marked form as text; ä, ö, ü, é and ASCII letters are capitalised in place. sein's
    /// replaced stem marks every letter it has.
    @Test func aCapitalOfAnotherLengthIsRefused() throws {
        var marker = try Conjugator().verb("sein").byteMarker()
        var ok = Array("ÿin".utf8)
        #expect(!ok.withUnsafeMutableBufferPointer { marker.mark($0, .präsensIndikativ, .ich) })
        ok = Array("bän".utf8)
        #expect(ok.withUnsafeMutableBufferPointer { marker.mark($0, .präsensIndikativ, .ich) })
        #expect(String(decoding: ok, as: UTF8.self) == "BÄN")
    }
}

/// A variant beside the preferred form carries its own marks, as JSON's `marked` gives
/// them: a table that shows "backte (bUk)" must not lose the u of buk.
struct VariantMarkTests {
    @Test(arguments: [
        ("backen", Conjugationgroup.präteritumIndikativ, Person.ich, Clause.main, ["backte", "bUk"]),
        ("backen", .präteritumIndikativ, .wir, .main, ["backten", "bUken"]),
        ("sein", .präteritumKonjunktivII, .du, .main, ["WÄRest", "WÄRst"]),
        ("stehen", .präteritumKonjunktivII, .ich, .main, ["stÜnde", "stÄnde"]),
        ("backen", .präteritumIndikativ, .ich, .subordinate, ["backte", "bUk"]),
        ("ankommen", .präsensIndikativ, .ich, .subordinate, ["ankomme"]),
        ("backen", .plusquamperfektIndikativ, .ich, .subordinate, ["gebacken hatte"]),
    ])
    func everyVariantHasItsMarks(_ verb: String, _ group: Conjugationgroup, _ person: Person, _ clause: Clause,
                                 _ marked: [String]) throws {
        let v = try Conjugator().verb(verb)
        #expect(v.form(group, person, clause: clause).markedVariants == marked)
        if clause == .main {
            // The same marks as the JSON batch's.
            #expect(v.markedVariants(group)[group.persons.firstIndex(of: person) ?? 0] == marked)
        }
    }

    /// The spoken Imperativ keeps each variant's marks: sieh! and siehe!.
    @Test func theSpokenImperativeMarksEveryVariant() throws {
        let sehen = try Conjugator().verb("sehen")
        #expect(sehen.spokenImperative(.du).markedVariants == ["sIEh!", "sIEhe!"])
        #expect(sehen.spokenImperative(.du).otherVariants.map(\.marked) == ["sIEhe!"])
    }

    /// A verb cluster's variants take the marks of the governing verb's variants.
    @Test func aClusterVariantHasTheMarksOfItsFiniteVerb() throws {
        let c = Conjugator()
        let lassen = try c.verb("lassen")
        let backen = try c.verb("backen")
        #expect(lassen.form(.präteritumIndikativ, .ich, governing: backen).markedVariants == ["lIEß backen"])
        #expect(lassen.form(.präteritumIndikativ, .ich, governing: backen, clause: .subordinate).markedVariants
                == ["backen lIEß"])
        // helfen takes the double infinitive or its participle, which keeps its marks.
        #expect(try c.verb("helfen").form(.perfektIndikativ, .ich, governing: backen).markedVariants
                == ["habe backen helfen", "habe backen gehOlfen"])
    }
}
