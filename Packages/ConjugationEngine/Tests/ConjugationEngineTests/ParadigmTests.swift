import Testing
import ConjugationEngine

/// Paradigms as a learner checks them, from the engine alone (no lexicon package): one row
/// per verb and conjugationgroup, the forms of all persons in order, irregular letters in
/// upper case (sAng, gesUngen).
struct ParadigmTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let verb: String
        let group: Conjugationgroup
        let forms: String
        init(_ verb: String, _ group: Conjugationgroup, _ forms: String) {
            self.verb = verb; self.group = group; self.forms = forms
        }
        var testDescription: String { "\(verb) \(group.rawValue)" }
    }

    static let rows: [Row] = [
        // Weak verbs and their spelling rules
        Row("lernen", .präsensIndikativ, "lerne, lernst, lernt, lernen, lernt, lernen"),
        Row("lernen", .präteritumIndikativ, "lernte, lerntest, lernte, lernten, lerntet, lernten"),
        Row("lernen", .perfektpartizip, "gelernt"),
        Row("machen", .präsensKonjunktivI, "mache, machest, mache, machen, machet, machen"),
        Row("sagen", .perfektIndikativ, "habe gesagt, hast gesagt, hat gesagt, haben gesagt, habt gesagt, haben gesagt"),
        Row("arbeiten", .präsensIndikativ, "arbeite, arbeitest, arbeitet, arbeiten, arbeitet, arbeiten"),
        Row("arbeiten", .präteritumIndikativ, "arbeitete, arbeitetest, arbeitete, arbeiteten, arbeitetet, arbeiteten"),
        Row("arbeiten", .imperativ, "arbeite, arbeiten, arbeitet, arbeiten"),
        Row("atmen", .präsensIndikativ, "atme, atmest, atmet, atmen, atmet, atmen"),
        Row("rechnen", .präsensIndikativ, "rechne, rechnest, rechnet, rechnen, rechnet, rechnen"),
        Row("zeichnen", .präteritumIndikativ, "zeichnete, zeichnetest, zeichnete, zeichneten, zeichnetet, zeichneten"),
        Row("öffnen", .perfektpartizip, "geöffnet"),
        Row("vervollkommnen", .präsensIndikativ, "vervollkommne, vervollkommnest, vervollkommnet, vervollkommnen, vervollkommnet, vervollkommnen"),
        Row("vervollkommnen", .perfektpartizip, "vervollkommnet"),
        Row("schanghaien", .präsensIndikativ, "schanghaie, schanghaist, schanghait, schanghaien, schanghait, schanghaien"),
        Row("knien", .perfektpartizip, "gekniet"),
        Row("anschmieren", .präteritumIndikativ, "schmierte an, schmiertest an, schmierte an, schmierten an, schmiertet an, schmierten an"),
        Row("verzieren", .perfektpartizip, "verziert"),
        Row("spazieren", .perfektpartizip, "spaziert"),
        Row("annotieren", .präsensIndikativ, "annotiere, annotierst, annotiert, annotieren, annotiert, annotieren"),
        Row("mißbilligen", .perfektpartizip, "missbilligt"),
        Row("abschliessen", .präteritumIndikativ, "schlOss ab, schlOssest ab, schlOss ab, schlOssen ab, schlOsst ab, schlOssen ab"),
        Row("beampeln", .perfektpartizip, "beampelt"),
        Row("blaumachen", .perfektpartizip, "blaugemacht"),
        Row("hintanstellen", .präsensIndikativ, "stelle hintan, stellst hintan, stellt hintan, stellen hintan, stellt hintan, stellen hintan"),
        Row("e-mailen", .perfektpartizip, "ge-e-mailt"),
        Row("kämmen", .präsensIndikativ, "kämme, kämmst, kämmt, kämmen, kämmt, kämmen"),
        Row("regnen", .präsensIndikativ, "regne, regnest, regnet, regnen, regnet, regnen"),
        Row("wohnen", .präsensIndikativ, "wohne, wohnst, wohnt, wohnen, wohnt, wohnen"),
        Row("filmen", .präsensIndikativ, "filme, filmst, filmt, filmen, filmt, filmen"),
        Row("reisen", .präsensIndikativ, "reise, reist, reist, reisen, reist, reisen"),
        Row("tanzen", .präsensIndikativ, "tanze, tanzt, tanzt, tanzen, tanzt, tanzen"),
        Row("boxen", .präsensIndikativ, "boxe, boxt, boxt, boxen, boxt, boxen"),
        Row("sammeln", .präsensIndikativ, "sammle, sammelst, sammelt, sammeln, sammelt, sammeln"),
        Row("sammeln", .imperativ, "sammle, sammeln, sammelt, sammeln"),
        Row("wandern", .präsensIndikativ, "wandere, wanderst, wandert, wandern, wandert, wandern"),
        Row("wandern", .präsenspartizip, "wandernd"),
        Row("handeln", .präteritumIndikativ, "handelte, handeltest, handelte, handelten, handeltet, handelten"),
        Row("knien", .präsensIndikativ, "knie, kniest, kniet, knien, kniet, knien"),
        Row("freuen", .präsensIndikativ, "freue, freust, freut, freuen, freut, freuen"),
        Row("studieren", .perfektpartizip, "studiert"),
        Row("studieren", .imperativ, "studiere, studieren, studiert, studieren"),
        Row("fotografieren", .perfektIndikativ, "habe fotografiert, hast fotografiert, hat fotografiert, haben fotografiert, habt fotografiert, haben fotografiert"),
        Row("frieren", .perfektpartizip, "gefrOren"),
        // Strong verbs: ablaut and the 2nd/3rd person singular
        Row("singen", .präteritumIndikativ, "sAng, sAngst, sAng, sAngen, sAngt, sAngen"),
        Row("singen", .präteritumKonjunktivII, "sÄnge, sÄngest, sÄnge, sÄngen, sÄnget, sÄngen"),
        Row("singen", .perfektpartizip, "gesUngen"),
        Row("fahren", .präsensIndikativ, "fahre, fÄhrst, fÄhrt, fahren, fahrt, fahren"),
        Row("fahren", .perfektIndikativ, "bin gefahren, bist gefahren, ist gefahren, sind gefahren, seid gefahren, sind gefahren"),
        Row("laufen", .präsensIndikativ, "laufe, lÄUfst, lÄUft, laufen, lauft, laufen"),
        Row("geben", .präsensIndikativ, "gebe, gIbst, gIbt, geben, gebt, geben"),
        Row("geben", .imperativ, "gIb, geben, gebt, geben"),
        Row("sehen", .präsensIndikativ, "sehe, sIEhst, sIEht, sehen, seht, sehen"),
        Row("sehen", .imperativ, "sIEh, sehen, seht, sehen"),
        Row("nehmen", .präsensIndikativ, "nehme, nImmst, nImmt, nehmen, nehmt, nehmen"),
        Row("nehmen", .perfektpartizip, "genOmmen"),
        Row("stoßen", .präsensIndikativ, "stoße, stÖßt, stÖßt, stoßen, stoßt, stoßen"),
        Row("lesen", .präteritumIndikativ, "lAs, lAsest, lAs, lAsen, lAst, lAsen"),
        Row("finden", .präteritumIndikativ, "fAnd, fAndest, fAnd, fAnden, fAndet, fAnden"),
        Row("halten", .präsensIndikativ, "halte, hÄltst, hÄlt, halten, haltet, halten"),
        Row("treten", .präsensIndikativ, "trete, trIttst, trItt, treten, tretet, treten"),
        Row("schreiben", .präteritumIndikativ, "schrIEb, schrIEbst, schrIEb, schrIEben, schrIEbt, schrIEben"),
        Row("gehen", .präteritumIndikativ, "gIng, gIngst, gIng, gIngen, gIngt, gIngen"),
        Row("kommen", .imperativ, "komm, kommen, kommt, kommen"),
        Row("essen", .präsensIndikativ, "esse, Isst, Isst, essen, esst, essen"),
        Row("heißen", .präsensIndikativ, "heiße, heißt, heißt, heißen, heißt, heißen"),
        Row("sitzen", .präsensIndikativ, "sitze, sitzt, sitzt, sitzen, sitzt, sitzen"),
        Row("schließen", .präteritumIndikativ, "schlOss, schlOssest, schlOss, schlOssen, schlOsst, schlOssen"),
        Row("tun", .präsensIndikativ, "tue, tust, tut, tun, tut, tun"),
        Row("tun", .perfektpartizip, "getAn"),
        // Mixed verbs
        Row("bringen", .präteritumIndikativ, "brAchte, brAchtest, brAchte, brAchten, brAchtet, brAchten"),
        Row("denken", .perfektpartizip, "gedAcht"),
        Row("kennen", .präteritumIndikativ, "kAnnte, kAnntest, kAnnte, kAnnten, kAnntet, kAnnten"),
        Row("rennen", .perfektIndikativ, "bin gerAnnt, bist gerAnnt, ist gerAnnt, sind gerAnnt, seid gerAnnt, sind gerAnnt"),
        Row("wissen", .präsensIndikativ, "wEIß, wEIßt, wEIß, wissen, wisst, wissen"),
        // Modals and the auxiliaries
        Row("können", .präsensIndikativ, "kAnn, kAnnst, kAnn, können, könnt, können"),
        Row("dürfen", .präsensIndikativ, "dArf, dArfst, dArf, dürfen, dürft, dürfen"),
        Row("müssen", .präteritumIndikativ, "mUsste, mUsstest, mUsste, mUssten, mUsstet, mUssten"),
        Row("können", .perfektpartizip, "gekOnnt"),
        Row("wollen", .präsensIndikativ, "wIll, wIllst, wIll, wollen, wollt, wollen"),
        Row("sein", .präteritumIndikativ, "WAR, WARst, WAR, WARen, WARt, WARen"),
        Row("haben", .präteritumKonjunktivII, "hÄtte, hÄttest, hÄtte, hÄtten, hÄttet, hÄtten"),
        Row("werden", .präsensIndikativ, "werde, wIrst, wIrd, werden, werdet, werden"),
        Row("werden", .futurIIIndikativ, "werde gewOrden sein, wirst gewOrden sein, wird gewOrden sein, werden gewOrden sein, werdet gewOrden sein, werden gewOrden sein"),
        // Separable, inseparable and stacked prefixes
        Row("ankommen", .präsensIndikativ, "komme an, kommst an, kommt an, kommen an, kommt an, kommen an"),
        Row("ankommen", .präteritumIndikativ, "kAm an, kAmst an, kAm an, kAmen an, kAmt an, kAmen an"),
        Row("ankommen", .perfektIndikativ, "bin angekommen, bist angekommen, ist angekommen, sind angekommen, seid angekommen, sind angekommen"),
        Row("anfangen", .präsensIndikativ, "fange an, fÄngst an, fÄngt an, fangen an, fangt an, fangen an"),
        Row("aufstehen", .perfektpartizip, "aufgestAnden"),
        Row("einkaufen", .futurIndikativ, "werde einkaufen, wirst einkaufen, wird einkaufen, werden einkaufen, werdet einkaufen, werden einkaufen"),
        Row("verstehen", .perfektpartizip, "verstAnden"),
        Row("verstehen", .präteritumIndikativ, "verstAnd, verstAndest, verstAnd, verstAnden, verstAndet, verstAnden"),
        Row("bekommen", .perfektpartizip, "bekommen"),
        Row("erzählen", .perfektpartizip, "erzählt"),
        Row("vergessen", .präsensIndikativ, "vergesse, vergIsst, vergIsst, vergessen, vergesst, vergessen"),
        Row("vorankommen", .präsensIndikativ, "komme voran, kommst voran, kommt voran, kommen voran, kommt voran, kommen voran"),
        Row("wiederaufbauen", .präsensIndikativ, "baue wieder auf, baust wieder auf, baut wieder auf, bauen wieder auf, baut wieder auf, bauen wieder auf"),
        Row("wiederaufbauen", .perfektpartizip, "wiederaufgebaut"),
        Row("anerkennen", .perfektpartizip, "anerkAnnt"),
        Row("vorbereiten", .präsensIndikativ, "bereite vor, bereitest vor, bereitet vor, bereiten vor, bereitet vor, bereiten vor"),
        Row("zurückschwimmen", .präteritumIndikativ, "schwAmm zurück, schwAmmst zurück, schwAmm zurück, schwAmmen zurück, schwAmmt zurück, schwAmmen zurück"),
        Row("zurückschwimmen", .perfektIndikativ, "bin zurückgeschwOmmen, bist zurückgeschwOmmen, ist zurückgeschwOmmen, sind zurückgeschwOmmen, seid zurückgeschwOmmen, sind zurückgeschwOmmen"),
        Row("umhinkönnen", .präsensIndikativ, "kAnn umhin, kAnnst umhin, kAnn umhin, können umhin, könnt umhin, können umhin"),
        Row("übersetzen", .präsensIndikativ, "übersetze, übersetzt, übersetzt, übersetzen, übersetzt, übersetzen"),
        // Unknown verbs are weak and regular
        Row("googeln", .präsensIndikativ, "google, googelst, googelt, googeln, googelt, googeln"),
        Row("googeln", .perfektpartizip, "gegoogelt"),
        Row("uploaden", .perfektpartizip, "geuploadet"),
        Row("simsen", .präsensIndikativ, "simse, simst, simst, simsen, simst, simsen"),
    ]

    @Test(arguments: rows)
    func paradigm(_ row: Row) throws {
        let verb = try Conjugator().verb(row.verb)
        let got = verb.forms(row.group).map(\.marked).joined(separator: ", ")
        #expect(got == row.forms, "\(row.verb) \(row.group.rawValue)")
    }

    @Test(arguments: [
        ("gehen", "sein"), ("kommen", "sein"), ("bleiben", "sein"), ("sein", "sein"), ("werden", "sein"),
        ("haben", "haben"), ("machen", "haben"), ("verstehen", "haben"), ("ankommen", "sein"),
        ("zurückschwimmen", "sein"), ("googeln", "haben"), ("fahren", "sein"),
    ])
    func auxiliary(_ verb: String, _ expected: String) throws {
        #expect(try Conjugator().verb(verb).auxiliaries.first?.rawValue == expected)
    }

}

/// The engine is right on its own: the principal parts of the strong and mixed verbs are
/// part of it, so a consumer that depends on nothing else conjugates them correctly.
struct EngineAloneTests {
    @Test(arguments: [
        ("ankommen", Conjugationgroup.präteritumIndikativ, Person.ich, "kam an"),
        ("singen", .präteritumIndikativ, .ich, "sang"),
        ("singen", .perfektIndikativ, .ich, "habe gesungen"),
        ("denken", .präteritumIndikativ, .ich, "dachte"),
        ("gehen", .präteritumIndikativ, .erSieEs, "ging"),
        ("ankommen", .perfektIndikativ, .ich, "bin angekommen"),
    ])
    func defaultConjugatorKnowsTheStrongVerbs(_ infinitive: String, _ group: Conjugationgroup, _ person: Person, _ expected: String) throws {
        #expect(try Conjugator().verb(infinitive).form(group, person).text == expected)
    }

    @Test func theTableParsesCompletely() throws {
        let parsed = try PrincipalParts.parseTable(PrincipalParts.tableText)
        #expect(parsed.count >= 190)
        #expect(parsed == PrincipalParts.table)
        #expect(VerbKnowledge.builtIn.principalParts.count == parsed.count)
    }

    @Test(arguments: [
        ("singen\t-\tsang\tsänge\tgesungen\t-\thaben\n", "8 tab-separated"),
        ("singen\tsingst\tsang\tsänge\tgesungen\t-\thaben\tstrong\n", "du-form er-form"),
        ("singen\t-\t\tsänge\tgesungen\t-\thaben\tstrong\n", "Präteritum"),
        ("singen\t-\tsang\tsänge\tgesungen\t-\tmaybe\tstrong\n", "auxiliary"),
        ("singen\t-\tsang\tsänge\tgesungen\t-\thaben\tweak\n", "family"),
        ("# comment\nsingen\t-\tsang\tsänge\tgesungen\t-\thaben\tstrong\nsingen\t-\tsang\tsänge\tgesungen\t-\thaben\tstrong\n", "twice"),
    ])
    func malformedTableLinesAreReported(_ text: String, _ reason: String) {
        #expect {
            _ = try PrincipalParts.parseTable(text)
        } throws: { error in
            (error as? PrincipalParts.TableProblem)?.reason.contains(reason) == true
        }
    }
}
