import ConjugationEngine
import Testing

/// One convention for the irregular letters everywhere (DESIGN.md): the whole changed
/// vowel group is marked, and changed consonants. These are the forms the articles show
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

    static let rows: [Row] = [
        Row("bleiben", .präteritumIndikativ, .ich, "blIEb"),
        Row("bleiben", .perfektpartizip, nil, "geblIEben"),
        Row("bleiben", .präteritumKonjunktivII, .ich, "blIEbe"),
        Row("schreiben", .präteritumIndikativ, .ich, "schrIEb"),
        Row("schreiben", .perfektpartizip, nil, "geschrIEben"),
        Row("beschreiben", .perfektpartizip, nil, "beschrIEben"),
        Row("schneiden", .präteritumIndikativ, .ich, "schnITT"),
        Row("schneiden", .perfektpartizip, nil, "geschnITTen"),
        Row("reiten", .präteritumIndikativ, .ich, "rItt"),
        Row("reiten", .perfektpartizip, nil, "gerItten"),
        Row("laufen", .präsensIndikativ, .du, "lÄufst"),
        Row("laufen", .präsensIndikativ, .erSieEs, "lÄuft"),
        Row("laufen", .präteritumIndikativ, .ich, "lIEf"),
        Row("laufen", .perfektpartizip, nil, "gelaufen"),
        Row("halten", .präteritumIndikativ, .ich, "hIElt"),
        Row("halten", .präsensIndikativ, .erSieEs, "hÄlt"),
        Row("heißen", .präteritumIndikativ, .ich, "hIEß"),
        Row("beißen", .präteritumIndikativ, .ich, "bIss"),
        Row("beißen", .perfektpartizip, nil, "gebIssen"),
        Row("reißen", .präteritumIndikativ, .du, "rIssest"),
        Row("schmeißen", .präteritumKonjunktivII, .ich, "schmIsse"),
        Row("ziehen", .präteritumIndikativ, .ich, "zOG"),
        Row("ziehen", .perfektpartizip, nil, "gezOGen"),
        Row("wissen", .präsensIndikativ, .ich, "wEIß"),
        Row("singen", .präteritumIndikativ, .ich, "sAng"),
        Row("singen", .perfektpartizip, nil, "gesUngen"),
        Row("singen", .präteritumKonjunktivII, .ich, "sÄnge"),
        Row("bringen", .präteritumIndikativ, .ich, "brACHte"),
        Row("bringen", .perfektpartizip, nil, "gebrACHt"),
        Row("denken", .präteritumKonjunktivII, .ich, "dÄCHte"),
        Row("geben", .präsensIndikativ, .du, "gIbst"),
        Row("geben", .imperativ, .du, "gIb"),
        Row("lesen", .präsensIndikativ, .du, "lIEst"),
        Row("lesen", .imperativ, .du, "lIEs"),
        Row("rufen", .präteritumIndikativ, .ich, "rIEf"),
        Row("schlafen", .präteritumIndikativ, .ich, "schlIEf"),
        Row("schlafen", .präsensIndikativ, .du, "schlÄfst"),
        Row("kennen", .präteritumIndikativ, .ich, "kAnnte"),
        Row("nennen", .perfektpartizip, nil, "genAnnt"),
        Row("helfen", .präteritumKonjunktivII, .ich, "hÜlfe"),
        Row("fahren", .präteritumIndikativ, .ich, "fUhr"),
        Row("fahren", .perfektpartizip, nil, "gefahren"),
        Row("werfen", .perfektpartizip, nil, "gewOrfen"),
        Row("stehlen", .perfektpartizip, nil, "gestOhlen"),
        Row("leihen", .perfektpartizip, nil, "gelIEhen"),
        Row("preisen", .präteritumIndikativ, .ich, "prIEs"),
        Row("bitten", .perfektpartizip, nil, "gebEten"),
        Row("liegen", .perfektpartizip, nil, "gelEgen"),
        Row("wissen", .perfektpartizip, nil, "gewUsst"),
        Row("können", .präteritumIndikativ, .ich, "kOnnte"),
        Row("werden", .präteritumKonjunktivII, .ich, "wÜrde"),
        Row("machen", .präteritumIndikativ, .ich, "machte"),
        Row("lernen", .perfektpartizip, nil, "gelernt"),
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
        ("laufen", .präsensIndikativ, .erSieEs, "lÄuft"),
        ("schneiden", .perfektKonjunktivI, .ihr, "habet geschnITTen"),
        ("denken", .präteritumKonjunktivII, .sie, "dÄCHten"),
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

    /// A capital of another length (ÿ → Ÿ) is refused, so that the caller builds the
    /// marked form as text; ä, ö, ü, é and ASCII letters keep their length.
    @Test func aCapitalOfAnotherLengthIsRefused() throws {
        var marker = try Conjugator().verb("singen").byteMarker()
        var ok = Array("sÿng".utf8)
        #expect(!ok.withUnsafeMutableBufferPointer { marker.mark($0, .präteritumIndikativ, .ich) })
        ok = Array("säng".utf8)
        #expect(ok.withUnsafeMutableBufferPointer { marker.mark($0, .präteritumIndikativ, .ich) })
        #expect(String(decoding: ok, as: UTF8.self) == "sÄng")
    }
}
