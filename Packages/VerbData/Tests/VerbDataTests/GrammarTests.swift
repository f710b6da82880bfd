import ConjugationEngine
import Testing
import VerbData

/// The passive, the infinitives and subordinate-clause order with the lexicon: its intr
/// flag decides between the personal and the impersonal passive.
struct GrammarTests {
    static let lexicon = try? Lexicon.bundled()

    func verb(_ infinitive: String) throws -> Verb {
        let lexicon = try #require(Self.lexicon)
        return try lexicon.conjugator.verb(infinitive)
    }

    @Test(arguments: [
        // an accusative object: every person
        ("singen", Passive.personal), ("lesen", .personal), ("kaufen", .personal), ("fahren", .personal),
        ("vorbereiten", .personal), ("verstehen", .personal), ("studieren", .personal), ("anrufen", .personal),
        // the intr flag: the impersonal passive
        ("tanzen", .impersonal), ("helfen", .impersonal), ("arbeiten", .impersonal), ("schlafen", .impersonal),
        ("danken", .impersonal), ("lachen", .impersonal), ("zuhören", .impersonal),
        // perfect with sein only: none, unless the verb takes an object all the same
        ("gehen", .unavailable), ("kommen", .unavailable), ("ankommen", .unavailable), ("aufstehen", .unavailable),
        ("sterben", .unavailable), ("passieren", .unavailable), ("angehen", .personal), ("eingehen", .personal),
        // no passive at all
        ("haben", .unavailable), ("sein", .unavailable), ("werden", .unavailable), ("können", .unavailable),
        ("müssen", .unavailable), ("möchten", .unavailable), ("bekommen", .unavailable), ("kriegen", .unavailable), ("regnen", .unavailable),
        ("bedanken", .unavailable), ("beeilen", .unavailable), ("sich freuen", .unavailable), ("loswerden", .unavailable),
        // mostly used with sich, and bare without an accusative object: none either
        // (*es wird gefreut, *es wird genähert, *es wird betragen, *es wird gekümmert)
        ("freuen", .unavailable), ("nähern", .unavailable), ("betragen", .unavailable), ("kümmern", .unavailable),
        ("irren", .unavailable), ("regen", .unavailable),
    ])
    func whichPassive(_ infinitive: String, _ expected: Passive) throws {
        #expect(try verb(infinitive).passive == expected)
    }

    /// The passive decided from Ding's object cases (jdm. vs jdn./etw.) and glosses: a
    /// dative or intransitive verb has the impersonal passive and no Zustandspassiv, a verb
    /// without a doer none at all, a verb with an accusative object both.
    @Test(arguments: [
        // a dative object only: mir wird geantwortet, es wird widersprochen
        ("antworten", Passive.impersonal, false), ("gratulieren", .impersonal, false),
        ("schaden", .impersonal, false), ("widersprechen", .impersonal, false),
        ("dienen", .impersonal, false), ("zujubeln", .impersonal, false),
        ("helfen", .impersonal, false), ("danken", .impersonal, false),
        // no object: es wird gestanden, es wird telefoniert
        ("stehen", .impersonal, false), ("telefonieren", .impersonal, false),
        // sein as well as haben: the perfect with haben keeps the impersonal passive only
        ("schwimmen", .impersonal, false),
        // no doer: no passive at all (*es wird gehört of gehören, *bin gefallen)
        ("gefallen", .unavailable, false), ("gehören", .unavailable, false), ("heißen", .unavailable, false),
        ("ähneln", .unavailable, false), ("liegen", .unavailable, false),
        // an accusative object: every person and the Zustandspassiv
        ("singen", .personal, true), ("öffnen", .personal, true), ("schließen", .personal, true),
        ("verkaufen", .personal, true), ("lesen", .personal, true), ("schreiben", .personal, true),
        ("finden", .personal, true), ("reparieren", .personal, true), ("bauen", .personal, true),
        ("verletzen", .personal, true), ("waschen", .personal, true), ("erlauben", .personal, true),
        ("vermieten", .personal, true), ("zulassen", .personal, true),
        // an action that leaves no state on its object: calling, praising, meeting, living,
        // letting (*er ist angerufen, *das Kind ist gelobt, *sie ist kennengelernt)
        ("anrufen", .personal, false), ("loben", .personal, false), ("kennenlernen", .personal, false),
        ("lassen", .personal, false), ("besuchen", .personal, false),
        ("begrüßen", .personal, false), ("fragen", .personal, false),
        // bedeuten has no doer: *ich werde bedeutet
        ("bedeuten", .unavailable, false),
        // sein in the perfect, but a doer acting on a dative object: dem Rat wurde gefolgt
        ("folgen", .impersonal, false), ("begegnen", .impersonal, false), ("ausweichen", .impersonal, false),
        ("nachgehen", .impersonal, false),
        // an accusative object Ding shows outside the head (eine Prüfung bestehen {vt},
        // (ein Flugzeug) fliegen {vt}); fliegen and abfahren take sein too, so no Zustandspassiv
        ("bestehen", .personal, true), ("googeln", .personal, false), ("staubsaugen", .personal, true),
        ("fliegen", .personal, false), ("abfahren", .personal, false),
        // a dative in an idiom only (jdm. eine Abfuhr erteilen, jdm. Sorge bereiten): the
        // idiom's noun is its object, the verb's own valency has an accusative
        ("erteilen", .personal, true), ("bereiten", .personal, true), ("rammen", .personal, true),
        ("waschen", .personal, true), ("kochen", .personal, true), ("überweisen", .personal, true),
        ("schwören", .personal, true), ("ernähren", .personal, true), ("fressen", .personal, true),
        // a person as the accusative object, though Ding tags the verb {vi} elsewhere
        // (jdn. von etw. überzeugen, jdn. treten, jdn. hofieren); not a feeling that
        // comes over someone (jdn. gruseln {vi}: *ich werde gegruselt)
        ("überzeugen", .personal, true), ("hofieren", .personal, true),
        // treten "to step; to kick": the first sense has no object, so only es wird getreten
        ("treten", .impersonal, false),
        // gruseln "to shudder" is mostly sich gruseln: no passive at all (*es wird gegruselt)
        ("rücken", .personal, true), ("gruseln", .unavailable, false),
        // a tag that follows its run of heads (nach etw. streben; trachten {vi})
        ("trachten", .impersonal, false), ("achtgeben", .impersonal, false), ("einheizen", .impersonal, false),
        // sein in the perfect: no Zustandspassiv (das Auto ist gefahren is the Perfekt)
        ("fahren", .personal, false),
        // a first sense that is an event or a state of things, with no doer: no passive at
        // all, whatever the later senses (*es wird geendet, *es wird funktioniert, *es wird
        // geklungen, *es wird gelautet, *es wird gestammt, *es wird stattgefunden, *es wird
        // verlaufen, *es wird gepasst, *es wird gereicht for "to be enough")
        ("enden", .unavailable, false), ("funktionieren", .unavailable, false),
        ("klingen", .unavailable, false), ("lauten", .unavailable, false), ("stammen", .unavailable, false),
        ("stattfinden", .unavailable, false), ("verlaufen", .unavailable, false),
        ("passen", .unavailable, false), ("reichen", .unavailable, false), ("genügen", .unavailable, false),
        ("ausreichen", .unavailable, false), ("zutreffen", .unavailable, false),
        // nor a personal one where the first sense has no doer or no accusative object
        // (*ich werde geklappt, *ich werde verfügt, *ich werde ergeben, *ich werde gestimmt
        // for "to be right", *ist befunden)
        ("klappen", .unavailable, false), ("verfügen", .unavailable, false), ("ergeben", .unavailable, false),
        ("stimmen", .unavailable, false), ("befinden", .unavailable, false),
        // so the first senses of depending, tending, being based on, belonging, tasting
        // (of food), having an effect (*ich werde geneigt, *es wird beruht, *es wird angehört)
        ("neigen", .unavailable, false), ("beruhen", .unavailable, false), ("basieren", .unavailable, false),
        ("angehören", .unavailable, false), ("schmecken", .unavailable, false), ("wirken", .unavailable, false),
        // a dative object only: dem Plan wird zugestimmt, *ich werde zugestimmt
        ("zustimmen", .impersonal, false),
        // the same English verb of a doer keeps the passive: etw. beenden, etw. beendigen,
        // jdn. abhorchen "to sound", eine Prüfung bestehen
        ("beenden", .personal, true), ("beendigen", .personal, true), ("abhorchen", .personal, true),
    ])
    func passiveFollowsTheObjectCase(_ infinitive: String, _ expected: Passive, _ zustand: Bool) throws {
        let verb = try verb(infinitive)
        #expect(verb.passive == expected, "\(infinitive)")
        #expect(verb.hasZustandspassiv == zustand, "\(infinitive)")
    }

    /// A verb whose readings differ in their object: hängen 1 (hing, gehangen: the picture
    /// is hanging) has none, and no doer either, so no passive (*es wird gehangen);
    /// hängen 2 (hängte, gehängt) has one; so stecken 2 (stak: it is stuck, *es wird
    /// gesteckt) and stecken 1 (steckte: she put it in).
    @Test(arguments: [("hängen", 0, "gehängt"), ("stecken", 1, "gesteckt")])
    func eachReadingHasItsOwnPassive(_ infinitive: String, _ withoutObject: Int, _ participle: String) throws {
        let lexicon = try Lexicon.bundled()
        let readings = try lexicon.conjugator.verbs(infinitive)
        try #require(readings.count == 2)
        let intransitive = readings[withoutObject], transitive = readings[1 - withoutObject]
        #expect(intransitive.passive == .unavailable, "\(infinitive)")
        #expect(intransitive.variants(.präsensIndikativVorgangspassiv, .erSieEs).isEmpty, "\(infinitive): no passive")
        #expect(intransitive.variants(.präsensIndikativVorgangspassiv, .ich).isEmpty, "\(infinitive): no personal passive")
        #expect(transitive.passive == .personal, "\(infinitive)")
        #expect(transitive.variants(.präsensIndikativVorgangspassiv, .ich) == ["werde \(participle)"])
    }

    /// The stat and poss flags, from each reading's gloss: which verbs keep which passive.
    @Test(arguments: [
        // an action on the object: both passives
        ("singen", true, true), ("öffnen", true, true), ("schreiben", true, true), ("anerkennen", true, true),
        // a state, perception, knowing or needing: no Zustandspassiv
        ("kennen", true, false), ("brauchen", true, false), ("sehen", true, false),
        ("lieben", true, false), ("benötigen", true, false),
        // a sein verb: no Zustandspassiv that reads as its Perfekt (ich bin gefahren)
        ("fahren", true, false),
        // having, containing, receiving: no passive (the readings with an action sense keep it)
        ("besitzen", false, false), ("enthalten", false, false), ("beinhalten", false, false),
        ("bekommen", false, false), ("haben", false, false), ("erhalten", true, false),
        ("empfangen", true, false),
    ])
    func passivesFollowTheMeaning(_ infinitive: String, _ vorgang: Bool, _ zustand: Bool) throws {
        let v = try verb(infinitive)
        #expect(v.hasGroup(.präsensIndikativVorgangspassiv) == vorgang)
        #expect(v.hasGroup(.präsensIndikativZustandspassiv) == zustand)
        #expect(v.hasZustandspassiv == zustand)
        #expect(v.forms(.präteritumIndikativZustandspassiv).contains(where: \.exists) == zustand)
    }

    /// The passive of the sense the gloss names, as a learner checks the table: the
    /// Präsens Vorgangspassiv for ich and er, the Zustandspassiv for er ("" where the
    /// table leaves the cell empty). Ding's {vt} of another sense says nothing: warten
    /// "to wait" is not (eine Maschine) warten "to maintain", kosten "to cost" is not
    /// etw. kosten "to taste".
    @Test(arguments: [
        // the first sense has no accusative object: es wird gewartet, never *ich werde gewartet
        ("warten", "", "wird gewartet", ""), ("frühstücken", "", "wird gefrühstückt", ""),
        ("urteilen", "", "wird geurteilt", ""), ("aufhören", "", "wird aufgehört", ""),
        ("kämpfen", "", "wird gekämpft", ""), ("entsprechen", "", "wird entsprochen", ""),
        // no doer: no passive at all (*es wird gedauert, *es wird geschienen)
        ("dauern", "", "", ""), ("scheinen", "", "", ""), ("aussehen", "", "", ""),
        ("gelten", "", "", ""), ("fehlen", "", "", ""), ("leuchten", "", "", ""), ("währen", "", "", ""),
        // a content for an object, never a person: no *ich werde gewusst; none where the
        // meaning is a state, the third person where it is an act (es wird gesagt)
        ("wissen", "", "", ""), ("glauben", "", "", ""), ("leben", "", "", ""), ("kosten", "", "", ""),
        ("sagen", "", "wird gesagt", ""), ("vermuten", "", "wird vermutet", ""),
        // an activity for its own sake: no Zustandspassiv (*ist geraucht, *ist studiert);
        // with a particle or prefix it has an end (ist einstudiert, ist ausgebildet)
        ("rauchen", "werde geraucht", "wird geraucht", ""), ("studieren", "werde studiert", "wird studiert", ""),
        ("üben", "werde geübt", "wird geübt", ""), ("einstudieren", "werde einstudiert", "wird einstudiert", "ist einstudiert"),
        ("ausbilden", "werde ausgebildet", "wird ausgebildet", "ist ausgebildet"),
        ("räuchern", "werde geräuchert", "wird geräuchert", "ist geräuchert"),
        // unchanged: an accusative object in the named sense
        ("singen", "werde gesungen", "wird gesungen", "ist gesungen"), ("zählen", "werde gezählt", "wird gezählt", "ist gezählt"),
        ("konfrontieren", "werde konfrontiert", "wird konfrontiert", "ist konfrontiert"),
        ("zitieren", "werde zitiert", "wird zitiert", "ist zitiert"),
        // a process the subject undergoes, said of things: no doer, so no passive at all
        // (*es wird gegoren, *es wird getickt, *ich werde nachgelassen)
        ("gären", "", "", ""), ("ticken", "", "", ""), ("münden", "", "", ""), ("einleuchten", "", "", ""),
        ("strahlen", "", "", ""), ("aushärten", "", "", ""), ("nachlassen", "", "", ""), ("abklingen", "", "", ""),
        ("rosten", "", "", ""), ("jucken", "", "", ""),
        // a doer acting on an object keeps its passive (Stahl wird gehärtet, das Wasser
        // wird abgekocht); a later sense with an object keeps the third person (der
        // Verdacht wird erhärtet)
        ("härten", "werde gehärtet", "wird gehärtet", "ist gehärtet"), ("abkochen", "werde abgekocht", "wird abgekocht", "ist abgekocht"),
        ("versenken", "werde versenkt", "wird versenkt", "ist versenkt"), ("erhärten", "", "wird erhärtet", ""),
        ("stehen", "", "wird gestanden", ""),
        // verbs of motion: haben in the perfect is the activity, with the impersonal
        // passive; sein alone, none (and the reason says moving, not what happens to it)
        ("schwimmen", "", "wird geschwommen", ""), ("reiten", "", "wird geritten", ""), ("joggen", "", "wird gejoggt", ""),
        ("gehen", "", "", ""), ("laufen", "", "", ""), ("wandern", "", "", ""), ("rennen", "", "", ""),
    ])
    func passiveOfTheNamedSense(_ infinitive: String, _ ich: String, _ er: String, _ zustand: String) throws {
        let v = try verb(infinitive)
        #expect(v.text(.präsensIndikativVorgangspassiv, .ich) == ich, "\(infinitive)")
        #expect(v.text(.präsensIndikativVorgangspassiv, .erSieEs) == er, "\(infinitive)")
        #expect(v.text(.präsensIndikativZustandspassiv, .erSieEs) == zustand, "\(infinitive)")
    }

    @Test func lexiconFlagsReachTheEngine() throws {
        let lexicon = try #require(Self.lexicon)
        let tanzen = try #require(lexicon.entries(for: "tanzen").first)
        #expect(tanzen.isIntransitive)
        #expect(tanzen.lexicalEntry.hasAccusativeObject == false)
        #expect(lexicon.entries(for: "singen").first?.lexicalEntry.hasAccusativeObject == true)
        #expect(lexicon.entries(for: "singen").first?.passiveMeaning == .action)
        #expect(lexicon.entries(for: "kennen").first?.lexicalEntry.passiveMeaning == .state)
        #expect(lexicon.entries(for: "besitzen").first?.lexicalEntry.passiveMeaning == .possession)
    }

    @Test(arguments: [
        ("vorbereiten", Conjugationgroup.präteritumIndikativVorgangspassiv, Person?.some(.erSieEs), Clause.main, "wurde vorbereitet"),
        ("vorbereiten", .präsensIndikativ, .ich, .subordinate, "vorbereite"),
        ("vorbereiten", .zuInfinitiv, nil, .main, "vorzubereiten"),
        ("tanzen", .perfektIndikativVorgangspassiv, .erSieEs, .main, "ist getanzt worden"),
        ("tanzen", .perfektIndikativVorgangspassiv, .erSieEs, .subordinate, "getanzt worden ist"),
        ("tanzen", .präsensIndikativVorgangspassiv, .ich, .main, ""),
        ("helfen", .präteritumIndikativVorgangspassiv, .erSieEs, .main, "wurde geholfen"),
        ("ankommen", .perfektIndikativ, .ich, .subordinate, "angekommen bin"),
        ("ankommen", .zuInfinitiv, nil, .main, "anzukommen"),
        ("sich freuen", .zuInfinitiv, nil, .main, "sich zu freuen"),
        ("bedanken", .zuInfinitiv, nil, .main, "sich zu bedanken"),
        ("sich anmelden", .präsensIndikativ, .wir, .subordinate, "uns anmelden"),
    ])
    func formsWithTheLexicon(_ infinitive: String, _ group: Conjugationgroup, _ person: Person?, _ clause: Clause,
                             _ expected: String) throws {
        #expect(try verb(infinitive).text(group, person, clause: clause) == expected)
    }

    /// Over a sample of the whole lexicon: a personal passive has every person (in the
    /// Zustandspassiv only where the verb has one), an impersonal one the third person
    /// singular only, and none has no passive form.
    @Test func passiveFormsFollowThePassive() throws {
        let lexicon = try #require(Self.lexicon)
        for (k, entry) in lexicon.entries.enumerated() where k % 5 == 0 {
            let verb = try lexicon.conjugator.verb(entry.infinitive)
            for group in Conjugationgroup.passive where group.isFinite {
                let present = group.persons.map { verb.hasForm(group, $0) }
                switch verb.passive {
                case .personal:
                    let has = group.voice == .vorgangspassiv || verb.hasZustandspassiv
                    #expect(present == Array(repeating: has, count: 6), "\(entry.infinitive) \(group)")
                case .impersonal:
                    let expected = group.voice == .vorgangspassiv ? [false, false, true, false, false, false] : Array(repeating: false, count: 6)
                    #expect(present == expected, "\(entry.infinitive) \(group)")
                case .unavailable:
                    #expect(!present.contains(true), "\(entry.infinitive) \(group)")
                }
            }
        }
    }

    /// Subordinate order only moves words: the same letters as the main clause, with the
    /// finite verb (joined to its particle) at the end.
    @Test func subordinateOrderOnlyMovesWords() throws {
        let lexicon = try #require(Self.lexicon)
        for (k, entry) in lexicon.entries.enumerated() where k % 11 == 0 {
            let verb = try lexicon.conjugator.verb(entry.infinitive)
            for group in Conjugationgroup.allCases where group.isFinite && group != .imperativ {
                for person in group.persons {
                    let main = verb.text(group, person)
                    let sub = verb.text(group, person, clause: .subordinate)
                    #expect(main.filter { $0 != " " }.sorted() == sub.filter { $0 != " " }.sorted(), "\(main) / \(sub)")
                    if let finite = main.split(separator: " ").first, main.contains(" ") {
                        #expect(sub.hasSuffix(String(finite)), "\(main) / \(sub)")
                    }
                }
            }
        }
    }
}
