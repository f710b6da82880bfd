import Testing
import ConjugationEngine

/// The engine's principal parts plus what a lexicon says of a few verbs: which take no
/// accusative object (tanzen, helfen) and which are always reflexive (sich bedanken).
let grammarConjugator = Conjugator(knowledge: VerbKnowledge(principalParts: PrincipalParts.table, entries: [
    LexicalEntry(infinitive: "tanzen", structure: .init(base: "tanzen"), family: .weak,
                 auxiliaries: [.haben, .sein], hasAccusativeObject: false),
    LexicalEntry(infinitive: "helfen", structure: .init(base: "helfen"), family: .strong,
                 auxiliaries: [.haben], hasAccusativeObject: false),
    LexicalEntry(infinitive: "schlafen", structure: .init(base: "schlafen"), family: .strong,
                 auxiliaries: [.haben], hasAccusativeObject: false),
    LexicalEntry(infinitive: "arbeiten", structure: .init(base: "arbeiten"), family: .weak,
                 auxiliaries: [.haben], hasAccusativeObject: false),
    LexicalEntry(infinitive: "telefonieren", structure: .init(base: "telefonieren"), family: .ieren,
                 auxiliaries: [.haben], hasAccusativeObject: false),
    LexicalEntry(infinitive: "zuhören", structure: .init(separable: ["zu"], base: "hören"), family: .weak,
                 auxiliaries: [.haben], hasAccusativeObject: false),
    LexicalEntry(infinitive: "singen", structure: .init(base: "singen"), family: .strong,
                 auxiliaries: [.haben], hasAccusativeObject: true),
    LexicalEntry(infinitive: "fahren", structure: .init(base: "fahren"), family: .strong,
                 auxiliaries: [.sein, .haben], hasAccusativeObject: true),
    // Actions on an object, which leave a state: both passives.
    LexicalEntry(infinitive: "öffnen", structure: .init(base: "öffnen"), family: .weak,
                 auxiliaries: [.haben], hasAccusativeObject: true),
    LexicalEntry(infinitive: "zeigen", structure: .init(base: "zeigen"), family: .weak,
                 auxiliaries: [.haben], hasAccusativeObject: true),
    LexicalEntry(infinitive: "schließen", structure: .init(base: "schließen"), family: .strong,
                 auxiliaries: [.haben], hasAccusativeObject: true),
    LexicalEntry(infinitive: "reparieren", structure: .init(base: "reparieren"), family: .ieren,
                 auxiliaries: [.haben], hasAccusativeObject: true),
    LexicalEntry(infinitive: "anerkennen", structure: .init(separable: ["an"], inseparable: "er", base: "kennen"),
                 family: .mixed, auxiliaries: [.haben], hasAccusativeObject: true),
    LexicalEntry(infinitive: "zerstören", structure: .init(inseparable: "zer", base: "stören"), family: .weak,
                 auxiliaries: [.haben], hasAccusativeObject: true),
    // A state, perception or need: no Zustandspassiv. Possession: no passive.
    LexicalEntry(infinitive: "kennen", structure: .init(base: "kennen"), family: .mixed,
                 auxiliaries: [.haben], hasAccusativeObject: true, passiveMeaning: .state),
    LexicalEntry(infinitive: "brauchen", structure: .init(base: "brauchen"), family: .weak,
                 auxiliaries: [.haben], hasAccusativeObject: true, passiveMeaning: .state),
    LexicalEntry(infinitive: "besitzen", structure: .init(inseparable: "be", base: "sitzen"), family: .strong,
                 auxiliaries: [.haben], hasAccusativeObject: true, passiveMeaning: .possession),
    LexicalEntry(infinitive: "enthalten", structure: .init(inseparable: "ent", base: "halten"), family: .strong,
                 auxiliaries: [.haben], hasAccusativeObject: true, passiveMeaning: .possession),
    // sein in the perfect, but a doer acting on a dative object: dem Rat wird gefolgt.
    LexicalEntry(infinitive: "folgen", structure: .init(base: "folgen"), family: .weak,
                 auxiliaries: [.sein], hasAccusativeObject: false, passiveMeaning: .dativeAction),
    LexicalEntry(infinitive: "nachgehen", structure: .init(separable: ["nach"], base: "gehen"), family: .strong,
                 auxiliaries: [.sein], hasAccusativeObject: false, passiveMeaning: .dativeAction),
    LexicalEntry(infinitive: "bedanken", structure: .init(inseparable: "be", base: "danken"), family: .weak,
                 auxiliaries: [.haben], alwaysReflexive: true, hasAccusativeObject: false),
    LexicalEntry(infinitive: "beeilen", structure: .init(inseparable: "be", base: "eilen"), family: .weak,
                 auxiliaries: [.haben], alwaysReflexive: true, hasAccusativeObject: false),
]))

/// The passive as a learner checks it: one row per verb and group, every person in order
/// ("—" for a person the verb has no form for), the participle's irregular letters in
/// capitals as in the active compound tenses.
struct PassiveTests {
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
        // Weak verbs
        Row("lernen", .präsensIndikativVorgangspassiv, "werde gelernt, wirst gelernt, wird gelernt, werden gelernt, werdet gelernt, werden gelernt"),
        Row("machen", .präteritumIndikativVorgangspassiv, "wurde gemacht, wurdest gemacht, wurde gemacht, wurden gemacht, wurdet gemacht, wurden gemacht"),
        Row("sagen", .perfektIndikativVorgangspassiv, "bin gesagt worden, bist gesagt worden, ist gesagt worden, sind gesagt worden, seid gesagt worden, sind gesagt worden"),
        Row("kaufen", .plusquamperfektIndikativVorgangspassiv, "war gekauft worden, warst gekauft worden, war gekauft worden, waren gekauft worden, wart gekauft worden, waren gekauft worden"),
        Row("öffnen", .präsensIndikativZustandspassiv, "bin geöffnet, bist geöffnet, ist geöffnet, sind geöffnet, seid geöffnet, sind geöffnet"),
        Row("zeichnen", .futurIndikativVorgangspassiv, "werde gezeichnet werden, wirst gezeichnet werden, wird gezeichnet werden, werden gezeichnet werden, werdet gezeichnet werden, werden gezeichnet werden"),
        Row("sammeln", .präsensKonjunktivIVorgangspassiv, "werde gesammelt, werdest gesammelt, werde gesammelt, werden gesammelt, werdet gesammelt, werden gesammelt"),
        Row("ändern", .präteritumKonjunktivIIVorgangspassiv, "würde geändert, würdest geändert, würde geändert, würden geändert, würdet geändert, würden geändert"),
        Row("fragen", .perfektKonjunktivIVorgangspassiv, "sei gefragt worden, seist gefragt worden, sei gefragt worden, seien gefragt worden, seiet gefragt worden, seien gefragt worden"),
        Row("lieben", .plusquamperfektKonjunktivIIVorgangspassiv, "wäre geliebt worden, wärest geliebt worden, wäre geliebt worden, wären geliebt worden, wäret geliebt worden, wären geliebt worden"),
        Row("bauen", .futurIIIndikativVorgangspassiv, "werde gebaut worden sein, wirst gebaut worden sein, wird gebaut worden sein, werden gebaut worden sein, werdet gebaut worden sein, werden gebaut worden sein"),
        Row("zeigen", .präteritumIndikativZustandspassiv, "war gezeigt, warst gezeigt, war gezeigt, waren gezeigt, wart gezeigt, waren gezeigt"),
        Row("googeln", .präsensIndikativVorgangspassiv, "werde gegoogelt, wirst gegoogelt, wird gegoogelt, werden gegoogelt, werdet gegoogelt, werden gegoogelt"),
        Row("e-mailen", .präteritumIndikativVorgangspassiv, "wurde ge-e-mailt, wurdest ge-e-mailt, wurde ge-e-mailt, wurden ge-e-mailt, wurdet ge-e-mailt, wurden ge-e-mailt"),
        // Strong verbs: the participle's ablaut is marked inside the passive
        Row("singen", .präsensIndikativVorgangspassiv, "werde gesUngen, wirst gesUngen, wird gesUngen, werden gesUngen, werdet gesUngen, werden gesUngen"),
        Row("singen", .perfektIndikativVorgangspassiv, "bin gesUngen worden, bist gesUngen worden, ist gesUngen worden, sind gesUngen worden, seid gesUngen worden, sind gesUngen worden"),
        Row("geben", .präteritumIndikativVorgangspassiv, "wurde gegeben, wurdest gegeben, wurde gegeben, wurden gegeben, wurdet gegeben, wurden gegeben"),
        Row("nehmen", .präsensIndikativVorgangspassiv, "werde genOmmen, wirst genOmmen, wird genOmmen, werden genOmmen, werdet genOmmen, werden genOmmen"),
        Row("finden", .futurIIKonjunktivIIVorgangspassiv, "würde gefUnden worden sein, würdest gefUnden worden sein, würde gefUnden worden sein, würden gefUnden worden sein, würdet gefUnden worden sein, würden gefUnden worden sein"),
        Row("schreiben", .präteritumIndikativVorgangspassiv, "wurde geschrIEben, wurdest geschrIEben, wurde geschrIEben, wurden geschrIEben, wurdet geschrIEben, wurden geschrIEben"),
        Row("trinken", .futurKonjunktivIIVorgangspassiv, "würde getrUnken werden, würdest getrUnken werden, würde getrUnken werden, würden getrUnken werden, würdet getrUnken werden, würden getrUnken werden"),
        Row("werfen", .präsensKonjunktivIVorgangspassiv, "werde gewOrfen, werdest gewOrfen, werde gewOrfen, werden gewOrfen, werdet gewOrfen, werden gewOrfen"),
        Row("schließen", .präsensIndikativZustandspassiv, "bin geschlOssen, bist geschlOssen, ist geschlOssen, sind geschlOssen, seid geschlOssen, sind geschlOssen"),
        Row("waschen", .futurIIKonjunktivIVorgangspassiv, "werde gewaschen worden sein, werdest gewaschen worden sein, werde gewaschen worden sein, werden gewaschen worden sein, werdet gewaschen worden sein, werden gewaschen worden sein"),
        Row("fahren", .präsensIndikativVorgangspassiv, "werde gefahren, wirst gefahren, wird gefahren, werden gefahren, werdet gefahren, werden gefahren"),
        // Mixed verbs
        Row("bringen", .präsensIndikativVorgangspassiv, "werde gebrAcht, wirst gebrAcht, wird gebrAcht, werden gebrAcht, werdet gebrAcht, werden gebrAcht"),
        Row("denken", .präteritumIndikativVorgangspassiv, "wurde gedAcht, wurdest gedAcht, wurde gedAcht, wurden gedAcht, wurdet gedAcht, wurden gedAcht"),
        Row("kennen", .perfektIndikativVorgangspassiv, "bin gekAnnt worden, bist gekAnnt worden, ist gekAnnt worden, sind gekAnnt worden, seid gekAnnt worden, sind gekAnnt worden"),
        Row("nennen", .futurIndikativVorgangspassiv, "werde genAnnt werden, wirst genAnnt werden, wird genAnnt werden, werden genAnnt werden, werdet genAnnt werden, werden genAnnt werden"),
        // -ieren verbs
        Row("studieren", .präsensIndikativVorgangspassiv, "werde studiert, wirst studiert, wird studiert, werden studiert, werdet studiert, werden studiert"),
        Row("fotografieren", .perfektIndikativVorgangspassiv, "bin fotografiert worden, bist fotografiert worden, ist fotografiert worden, sind fotografiert worden, seid fotografiert worden, sind fotografiert worden"),
        Row("reparieren", .präsensIndikativZustandspassiv, "bin repariert, bist repariert, ist repariert, sind repariert, seid repariert, sind repariert"),
        // Irregular verbs
        Row("tun", .präsensIndikativVorgangspassiv, "werde getAn, wirst getAn, wird getAn, werden getAn, werdet getAn, werden getAn"),
        Row("wissen", .präteritumIndikativVorgangspassiv, "wurde gewUsst, wurdest gewUsst, wurde gewUsst, wurden gewUsst, wurdet gewUsst, wurden gewUsst"),
        // Separable verbs: the participle stays joined
        Row("anrufen", .präsensIndikativVorgangspassiv, "werde angerufen, wirst angerufen, wird angerufen, werden angerufen, werdet angerufen, werden angerufen"),
        Row("einladen", .perfektIndikativVorgangspassiv, "bin eingeladen worden, bist eingeladen worden, ist eingeladen worden, sind eingeladen worden, seid eingeladen worden, sind eingeladen worden"),
        Row("zumachen", .präteritumIndikativVorgangspassiv, "wurde zugemacht, wurdest zugemacht, wurde zugemacht, wurden zugemacht, wurdet zugemacht, wurden zugemacht"),
        Row("wiederaufbauen", .präsensIndikativVorgangspassiv, "werde wiederaufgebaut, wirst wiederaufgebaut, wird wiederaufgebaut, werden wiederaufgebaut, werdet wiederaufgebaut, werden wiederaufgebaut"),
        Row("anerkennen", .präsensIndikativZustandspassiv, "bin anerkAnnt, bist anerkAnnt, ist anerkAnnt, sind anerkAnnt, seid anerkAnnt, sind anerkAnnt"),
        // Inseparable verbs
        Row("verstehen", .präsensIndikativVorgangspassiv, "werde verstAnden, wirst verstAnden, wird verstAnden, werden verstAnden, werdet verstAnden, werden verstAnden"),
        Row("erzählen", .präteritumIndikativVorgangspassiv, "wurde erzählt, wurdest erzählt, wurde erzählt, wurden erzählt, wurdet erzählt, wurden erzählt"),
        Row("beschreiben", .perfektIndikativVorgangspassiv, "bin beschrIEben worden, bist beschrIEben worden, ist beschrIEben worden, sind beschrIEben worden, seid beschrIEben worden, sind beschrIEben worden"),
        Row("vergessen", .präsensIndikativVorgangspassiv, "werde vergessen, wirst vergessen, wird vergessen, werden vergessen, werdet vergessen, werden vergessen"),
        Row("übersetzen", .präteritumIndikativVorgangspassiv, "wurde übersetzt, wurdest übersetzt, wurde übersetzt, wurden übersetzt, wurdet übersetzt, wurden übersetzt"),
        Row("zerstören", .präsensIndikativZustandspassiv, "bin zerstört, bist zerstört, ist zerstört, sind zerstört, seid zerstört, sind zerstört"),
        Row("gewinnen", .präsensIndikativVorgangspassiv, "werde gewOnnen, wirst gewOnnen, wird gewOnnen, werden gewOnnen, werdet gewOnnen, werden gewOnnen"),
        // Without an accusative object: the impersonal passive, third person singular only
        Row("tanzen", .präsensIndikativVorgangspassiv, "—, —, wird getanzt, —, —, —"),
        Row("tanzen", .perfektIndikativVorgangspassiv, "—, —, ist getanzt worden, —, —, —"),
        Row("helfen", .präteritumIndikativVorgangspassiv, "—, —, wurde gehOlfen, —, —, —"),
        Row("schlafen", .futurIndikativVorgangspassiv, "—, —, wird geschlafen werden, —, —, —"),
        Row("arbeiten", .präsensKonjunktivIVorgangspassiv, "—, —, werde gearbeitet, —, —, —"),
        Row("telefonieren", .präsensIndikativVorgangspassiv, "—, —, wird telefoniert, —, —, —"),
        Row("zuhören", .präteritumIndikativVorgangspassiv, "—, —, wurde zugehört, —, —, —"),
        // The impersonal passive has no state to describe: no Zustandspassiv
        Row("tanzen", .präsensIndikativZustandspassiv, ""),
        // No passive at all
        Row("haben", .präsensIndikativVorgangspassiv, ""),
        Row("sein", .präteritumIndikativVorgangspassiv, ""),
        Row("werden", .präsensIndikativVorgangspassiv, ""),
        Row("können", .präsensIndikativVorgangspassiv, ""),
        Row("müssen", .perfektIndikativVorgangspassiv, ""),
        Row("wollen", .präsensIndikativZustandspassiv, ""),
        Row("bekommen", .präsensIndikativVorgangspassiv, ""),
        Row("kriegen", .präsensIndikativVorgangspassiv, ""),
        Row("anhaben", .präsensIndikativVorgangspassiv, ""),
        Row("regnen", .präsensIndikativVorgangspassiv, ""),
        Row("ankommen", .präsensIndikativVorgangspassiv, ""),
        Row("folgen", .präteritumIndikativVorgangspassiv, "—, —, wurde gefolgt, —, —, —"),
        Row("folgen", .perfektIndikativVorgangspassiv, "—, —, ist gefolgt worden, —, —, —"),
        Row("folgen", .präsensKonjunktivIVorgangspassiv, "—, —, werde gefolgt, —, —, —"),
        Row("folgen", .präsensIndikativZustandspassiv, ""),
        Row("gehen", .präteritumIndikativVorgangspassiv, ""),
        Row("bedanken", .präsensIndikativVorgangspassiv, ""),
        Row("sich beeilen", .präsensIndikativVorgangspassiv, ""),
        Row("sich waschen", .präsensIndikativVorgangspassiv, ""),
        Row("sich freuen", .perfektIndikativVorgangspassiv, ""),
        // A state, perception or need: the Vorgangspassiv, no Zustandspassiv (*ist gekannt)
        Row("kennen", .präsensIndikativVorgangspassiv, "werde gekAnnt, wirst gekAnnt, wird gekAnnt, werden gekAnnt, werdet gekAnnt, werden gekAnnt"),
        Row("kennen", .präsensIndikativZustandspassiv, ""),
        Row("brauchen", .präteritumIndikativZustandspassiv, ""),
        // A verb whose perfect takes sein: "ich bin gefahren" is its Perfekt, not a state
        Row("fahren", .präsensIndikativZustandspassiv, ""),
        // Possession: no passive (*ein Haus wird besessen)
        Row("besitzen", .präsensIndikativVorgangspassiv, ""),
        Row("enthalten", .perfektIndikativVorgangspassiv, ""),
        Row("besitzen", .präsensIndikativZustandspassiv, ""),
        // Nothing known of the verb's object or meaning: no state rather than a wrong one
        Row("googeln", .präsensIndikativZustandspassiv, ""),
    ]

    @Test(arguments: rows)
    func paradigm(_ row: Row) throws {
        let verb = try grammarConjugator.verb(row.verb)
        let got = verb.forms(row.group).map { $0.exists ? $0.marked : "—" }.joined(separator: ", ")
        #expect(got == row.forms, "\(row.verb) \(row.group.rawValue)")
        #expect(verb.hasGroup(row.group) == !row.forms.isEmpty)
    }

    /// Every passive group of singen, third person singular, as the grammar lists them.
    @Test(arguments: [
        (Conjugationgroup.präsensIndikativVorgangspassiv, "wird gesungen"),
        (.präteritumIndikativVorgangspassiv, "wurde gesungen"),
        (.präsensKonjunktivIVorgangspassiv, "werde gesungen"),
        (.präteritumKonjunktivIIVorgangspassiv, "würde gesungen"),
        (.perfektIndikativVorgangspassiv, "ist gesungen worden"),
        (.perfektKonjunktivIVorgangspassiv, "sei gesungen worden"),
        (.plusquamperfektIndikativVorgangspassiv, "war gesungen worden"),
        (.plusquamperfektKonjunktivIIVorgangspassiv, "wäre gesungen worden"),
        (.futurIndikativVorgangspassiv, "wird gesungen werden"),
        (.futurKonjunktivIVorgangspassiv, "werde gesungen werden"),
        (.futurKonjunktivIIVorgangspassiv, "würde gesungen werden"),
        (.futurIIIndikativVorgangspassiv, "wird gesungen worden sein"),
        (.futurIIKonjunktivIVorgangspassiv, "werde gesungen worden sein"),
        (.futurIIKonjunktivIIVorgangspassiv, "würde gesungen worden sein"),
        (.präsensIndikativZustandspassiv, "ist gesungen"),
        (.präteritumIndikativZustandspassiv, "war gesungen"),
    ])
    func everyPassiveGroupOfSingen(_ group: Conjugationgroup, _ expected: String) throws {
        let singen = try grammarConjugator.verb("singen")
        #expect(singen.form(group, .erSieEs).text == expected)
        #expect(singen.text(group, .erSieEs) == expected)
        if group.voice == .vorgangspassiv { #expect(group.activeCounterpart?.vorgangspassiv == group) }
    }

    @Test(arguments: [
        ("singen", Passive.personal), ("fahren", .personal), ("kennen", .personal), ("besitzen", .unavailable), ("googeln", .personal), ("verstehen", .personal),
        ("tanzen", .impersonal), ("helfen", .impersonal), ("zuhören", .impersonal),
        // Unlisted: transitive unless the auxiliary is sein; sein alone means no passive.
        ("zurückschwimmen", .impersonal), ("hinüberrennen", .unavailable),
        ("haben", .unavailable), ("dasein", .unavailable), ("loswerden", .unavailable), ("vermögen", .unavailable),
        ("bekommen", .unavailable), ("mitbekommen", .unavailable), ("abkriegen", .unavailable),
        ("schneien", .unavailable), ("kommen", .unavailable), ("bleiben", .unavailable), ("angehen", .personal),
        // Said of things only, with no doer: *es wird gedämmert; but die Wäsche wird gemangelt.
        ("dämmern", .unavailable), ("ziemen", .unavailable), ("mangeln", .personal),
        // sein in the perfect, a doer and a dative object: dem Rat wird gefolgt.
        ("folgen", .impersonal), ("nachgehen", .impersonal),
    ])
    func whichPassive(_ infinitive: String, _ expected: Passive) throws {
        #expect(try grammarConjugator.verb(infinitive).passive == expected)
    }

    /// A verb without a passive says why, each its own reason; a verb with one has none.
    @Test(arguments: [
        ("regnen", PassiveAbsence?.some(.weather)), ("ziemen", .weather), ("ankommen", .seinPerfect),
        ("hinüberrennen", .seinPerfect), ("haben", .possession), ("sein", .auxiliary), ("loswerden", .auxiliary), ("können", .modal),
        ("vermögen", .modal), ("bekommen", .receiving), ("abkriegen", .receiving), ("bedanken", .reflexive),
        ("sich waschen", .reflexive), ("besitzen", .possession),
        ("singen", nil), ("tanzen", nil), ("angehen", nil), ("googeln", nil), ("folgen", nil), ("nachgehen", nil),
    ])
    func aVerbWithoutAPassiveHasItsReason(_ infinitive: String, _ expected: PassiveAbsence?) throws {
        let verb = try grammarConjugator.verb(infinitive)
        #expect(verb.passiveAbsence == expected)
        #expect((verb.passive == .unavailable) == (expected != nil))
    }

    /// An unlisted verb made of particles and a listed one keeps that verb's lack of an
    /// accusative object (herumtanzen: es wird herumgetanzt), but not after an, which may
    /// give it one (anarbeiten), and never its object (a particle may take it away).
    @Test(arguments: [
        ("herumtanzen", Passive.impersonal, false), ("weiterhelfen", .impersonal, false),
        ("mitarbeiten", .impersonal, false), ("durchschlafen", .impersonal, false),
        ("antanzen", .personal, false), ("weitersingen", .personal, false), ("wiederöffnen", .personal, false),
    ])
    func anUnlistedCompoundKeepsItsBasesLackOfAnObject(_ infinitive: String, _ expected: Passive, _ zustand: Bool) throws {
        let verb = try grammarConjugator.verb(infinitive)
        #expect(!verb.isKnown)
        #expect(verb.passive == expected, "\(infinitive)")
        #expect(verb.hasZustandspassiv == zustand, "\(infinitive)")
    }

    /// The reflexive reading has no passive, the plain one keeps its own.
    @Test func reflexiveUseHasNoPassive() throws {
        let reflexive = try grammarConjugator.verb("sich waschen")
        #expect(reflexive.passive == .unavailable)
        #expect(reflexive.forms(.präsensIndikativVorgangspassiv).isEmpty)
        let plain = reflexive.reflexive(false)
        #expect(plain.passive == .personal)
        #expect(plain.form(.präsensIndikativVorgangspassiv, .ich).text == "werde gewaschen")
        // An always reflexive verb stays without a passive when shown without its pronoun.
        #expect(try grammarConjugator.verb("bedanken").reflexive(false).passive == .unavailable)
    }

    /// Absent forms are absent on every path: no form, no text, no bytes.
    @Test func absentFormsAreAbsentEverywhere() throws {
        let tanzen = try grammarConjugator.verb("tanzen")
        var buffer = [UInt8](repeating: 0, count: 64)
        for person in [Person.ich, .du, .wir, .ihr, .sie] {
            #expect(!tanzen.hasForm(.präsensIndikativVorgangspassiv, person))
            #expect(tanzen.text(.präsensIndikativVorgangspassiv, person).isEmpty)
            #expect(tanzen.variants(.präsensIndikativVorgangspassiv, person).isEmpty)
            let n = buffer.withUnsafeMutableBufferPointer { tanzen.write(.präsensIndikativVorgangspassiv, person, into: $0) }
            #expect(n == 0)
        }
        let haben = try grammarConjugator.verb("haben")
        #expect(Conjugationgroup.passive.allSatisfy { haben.forms($0).isEmpty && !haben.hasGroup($0) })
        #expect(!haben.hasForm(.passivInfinitiv, nil))
    }

    /// Participle variants carry over: a verb with two participles has two passives.
    @Test func participleVariantsCarryOver() throws {
        let verb = try grammarConjugator.verb("senden")
        let participles = verb.variants(.perfektpartizip, nil)
        #expect(verb.variants(.präsensIndikativVorgangspassiv, .erSieEs) == participles.map { "wird " + $0 })
        #expect(verb.variants(.passivInfinitiv, nil) == participles.map { $0 + " werden" })
    }

    /// The fast paths give the preferred form of every new group, byte for byte.
    @Test(arguments: ["singen", "tanzen", "ankommen", "sich freuen", "fahren", "können", "wiederaufbauen", "e-mailen"])
    func fastPathsAgree(_ infinitive: String) throws {
        let verb = try grammarConjugator.verb(infinitive)
        var buffer = [UInt8](repeating: 0, count: 128)
        for group in Conjugationgroup.allCases {
            for person in group.persons {
                let expected = verb.variants(group, person).first ?? ""
                #expect(verb.text(group, person) == expected, "\(infinitive) \(group)")
                let n = buffer.withUnsafeMutableBufferPointer { verb.write(group, person, into: $0) }
                #expect(String(decoding: buffer[0..<n], as: UTF8.self) == expected, "\(infinitive) \(group)")
            }
        }
    }
}

/// The label of the impersonal passive: es, not the user's er/sie/es.
struct ImpersonalLabelTests {
    @Test(arguments: [
        ("tanzen", Conjugationgroup.präsensIndikativVorgangspassiv, "es"),
        ("helfen", .perfektIndikativVorgangspassiv, "es"),
        ("singen", .präsensIndikativVorgangspassiv, nil),
        ("tanzen", .präsensIndikativ, nil),
    ] as [(String, Conjugationgroup, String?)])
    func label(_ verb: String, _ group: Conjugationgroup, _ expected: String?) throws {
        let v = try grammarConjugator.verb(verb)
        #expect(Person.impersonalLabel(group, v.forms(group)) == expected)
    }
}
