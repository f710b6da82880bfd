// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// `konjugieren conjugate` with the passive, the infinitives, subordinate-clause order and
/// the Imperativ as it is said.
struct ConjugateGrammarTests {
    func run(_ arguments: [String], input: String = "") throws -> QuizCLI.Result {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        return try QuizCLI.run(arguments, input: input, home: home)
    }

    func forms(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(arguments)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(object["forms"] as? [String: Any])
    }

    /// The fifteen groups of the classic table, the keys the JSON contract began with.
    static let classicGroups = """
        präsensIndikativ,präteritumIndikativ,präsensKonjunktivI,präteritumKonjunktivII,imperativ,perfektpartizip,\
        präsenspartizip,perfektIndikativ,perfektKonjunktivI,plusquamperfektIndikativ,plusquamperfektKonjunktivII,\
        futurIndikativ,futurKonjunktivI,futurKonjunktivII,futurIIIndikativ
        """

    /// Scripts that read the fifteen classic keys see the same bytes as before: asked for
    /// by name they are the line the contract began with (checked byte for byte against
    /// the golden file in VerbData), and the default line only adds the new keys after them.
    @Test(arguments: ["singen", "ankommen", "können", "sich freuen", "googeln"])
    func theActiveKeysOfTheDefaultJSONAreByteForByteAsBefore(_ verb: String) throws {
        let classic = try run(["conjugate", verb, "--format", "json",
                               "--group", Self.classicGroups])
        let all = try run(["conjugate", verb, "--format", "json"])
        #expect(classic.status == 0 && all.status == 0)
        // The forms object: the marked copy of the forms follows it.
        func forms(_ line: String) -> Substring {
            line.range(of: ",\"marked\":").map { line[..<$0.lowerBound] } ?? Substring(line)
        }
        #expect(forms(classic.stdout).hasSuffix("]}"))
        #expect(forms(all.stdout).hasPrefix(String(forms(classic.stdout).dropLast(1)) + ",\"futurIIKonjunktivI\":["))
        #expect(all.stdout.hasSuffix("}}\n"))
        #expect(all.stdout.contains("\"passivInfinitiv\":"))
    }

    @Test func jsonHoldsThePassiveAndTheInfinitives() throws {
        let singen = try forms(["conjugate", "singen", "--format", "json"])
        let passive = try #require(singen["präsensIndikativVorgangspassiv"] as? [Any])
        #expect(passive[2] as? String == "wird gesungen")
        #expect((singen["perfektIndikativVorgangspassiv"] as? [Any])?[2] as? String == "ist gesungen worden")
        #expect((singen["präsensIndikativZustandspassiv"] as? [Any])?[2] as? String == "ist gesungen")
        #expect(singen["passivInfinitiv"] as? [String] == ["gesungen werden"])
        #expect(singen["perfektPassivInfinitiv"] as? [String] == ["gesungen worden sein"])
        #expect((singen["futurIIKonjunktivII"] as? [Any])?[0] as? String == "würde gesungen haben")
        let ankommen = try forms(["conjugate", "ankommen", "--format", "json"])
        #expect(ankommen["zuInfinitiv"] as? [String] == ["anzukommen"])
        #expect(ankommen["perfektInfinitiv"] as? [String] == ["angekommen sein"])
        // A verb of motion with sein has no passive: the group is null.
        #expect(ankommen["präsensIndikativVorgangspassiv"] is NSNull)
        #expect(ankommen["perfektPassivInfinitiv"] is NSNull)
    }

    @Test func theImpersonalPassiveHasTheThirdPersonSingularOnly() throws {
        let tanzen = try forms(["conjugate", "tanzen", "--format", "json", "--voice", "passive"])
        let präsens = try #require(tanzen["präsensIndikativVorgangspassiv"] as? [Any])
        #expect(präsens.count == 6)
        #expect(präsens[2] as? String == "wird getanzt")
        #expect(präsens.enumerated().allSatisfy { $0.offset == 2 || $0.element is NSNull })
        #expect(tanzen["präsensIndikativZustandspassiv"] is NSNull)
        #expect(tanzen["präsensIndikativ"] == nil, "--voice passive leaves out the active groups")
    }

    @Test func subordinateClausePutsTheFiniteVerbLast() throws {
        let ankommen = try forms(["conjugate", "ankommen", "--clause", "subordinate", "--format", "json"])
        #expect((ankommen["präsensIndikativ"] as? [Any])?.first as? String == "ankomme")
        #expect((ankommen["perfektIndikativ"] as? [Any])?.first as? String == "angekommen bin")
        #expect((ankommen["futurIndikativ"] as? [Any])?.first as? String == "ankommen werde")
        let singen = try forms(["conjugate", "singen", "--clause", "subordinate", "--format", "json"])
        #expect((singen["futurIndikativ"] as? [Any])?[2] as? String == "singen wird")
        #expect((singen["perfektIndikativVorgangspassiv"] as? [Any])?[2] as? String == "gesungen worden ist")
    }

    @Test func tablesShowTheActiveVoiceUnlessAskedForMore() throws {
        let plain = try run(["conjugate", "singen"])
        #expect(plain.status == 0)
        #expect(plain.stdout.contains("Futur II Konjunktiv II"))
        #expect(plain.stdout.contains("zu singen"))
        #expect(!plain.stdout.contains("Vorgangspassiv"))
        let passive = try run(["conjugate", "singen", "--group", "passiv"])
        #expect(passive.stdout.contains("Präteritum Indikativ Vorgangspassiv"))
        // Without a terminal the irregular letters are capitals.
        #expect(passive.stdout.contains("er/sie/es wurde gesUngen"))
        #expect(passive.stdout.contains("Präsens Indikativ Zustandspassiv"))
        #expect(!passive.stdout.contains("Präsens Indikativ\n"))
        let english = try run(["conjugate", "singen", "--voice", "passive", "--english-names"])
        #expect(english.stdout.contains("Preterite Indicative Passive"))
        let subordinate = try run(["conjugate", "ankommen", "--clause", "subordinate", "-g", "perfekt"])
        #expect(subordinate.stdout.contains("ich       angekommen bin"))
    }

    /// After dass the placeholder es of the impersonal passive disappears: "dass getanzt
    /// wird", not *"dass es getanzt wird"; in a main clause it stays (es wird getanzt).
    @Test(arguments: [("tanzen", "getanzt wird"), ("antworten", "geantwortet wird"), ("telefonieren", "telefoniert wird")])
    func theImpersonalPassiveLosesEsAfterDass(_ infinitive: String, _ form: String) throws {
        let subordinate = try run(["conjugate", infinitive, "--voice", "passive", "--clause", "subordinate", "-g", "präsens"])
        #expect(subordinate.status == 0)
        // the form alone on its line: no subject, and no indent where one would stand
        #expect(subordinate.stdout.split(separator: "\n").contains(Substring(form)), "\(subordinate.stdout)")
        #expect(!subordinate.stdout.contains("es " + form), "\(subordinate.stdout)")
        let main = try run(["conjugate", infinitive, "--voice", "passive", "-g", "präsens"])
        #expect(main.stdout.contains("es wird "), "\(main.stdout)")
    }

    @Test func theImperativIsShownAsItIsSaid() throws {
        let result = try run(["conjugate", "sich waschen", "-g", "imperativ"])
        #expect(result.status == 0)
        for said in ["wasch dich!", "waschen wir uns!", "wascht euch!", "waschen Sie sich!"] {
            #expect(result.stdout.contains(said), "\(said) in \(result.stdout)")
        }
        // The JSON keeps the contract's pronoun-free slots.
        let json = try forms(["conjugate", "ankommen", "--format", "json", "-g", "imperativ"])
        #expect((json["imperativ"] as? [Any])?[3] as? String == "kommen an")
    }

    /// A table with nothing to show says why rather than stopping after the verb's facts:
    /// this verb's own reason, not every reason there is.
    @Test(arguments: [
        (["regnen"], "regnen has no passive: a weather verb has no doer"),
        (["haben"], "haben has no passive: it means having"),
        (["werden"], "werden has no passive: an auxiliary"),
        (["ankommen"], "ankommen has no passive: its perfect takes sein"),
        (["gehören"], "gehören has no passive: its meaning has no doer"),
        (["besitzen"], "besitzen has no passive: it means having"),
        (["beeilen"], "sich beeilen has no passive: the object of a reflexive verb"),
        (["können", "--lang", "de"], "können hat kein Passiv: ein Modalverb"),
        (["regnen", "--lang", "de"], "regnen hat kein Passiv: ein Witterungsverb"),
        // Each reason's example is the verb's own form, not another verb's.
        (["liegen"], "(not *es wird gelegen)"), (["ankommen"], "(not *es wird angekommen)"),
        (["einschlafen"], "(not *es wird eingeschlafen)"), (["besitzen"], "(not *es wird besessen)"),
        (["bedeuten"], "(not *es wird bedeutet)"), (["dürfen"], "(not *es wird gedurft)"),
        (["regnen", "--lang", "de"], "(nicht *es wird geregnet)"),
        // gehen and laufen are things one does: the reason names the kind of verb, not
        // what happens to the subject.
        (["gehen"], "gehen has no passive: its perfect takes sein only, as verbs of moving, changing and staying do"),
        (["laufen"], "(not *es wird gelaufen)"),
        (["gehen", "--lang", "de"], "wie die Verben der Bewegung, der Veränderung und des Bleibens"),
        // With --with, the governed verb decides: kommen has none, not können.
        (["können", "--with", "kommen"], "kommen has no passive: its perfect takes sein"),
    ])
    func aVerbWithoutThePassiveSaysWhy(_ arguments: [String], _ sentence: String) throws {
        let result = try run(["conjugate"] + arguments + ["--voice", "passive", "--no-color"])
        #expect(result.status == 0)
        // The sentence is wrapped at the terminal's width: read as one line.
        let text = result.stdout.split(whereSeparator: \.isNewline).joined(separator: " ")
        #expect(text.contains(sentence), "\(result.stdout)")
        #expect(!text.contains("modal verbs, the reflexive verbs"), "\(result.stdout)")
    }

    /// No reason sentence names another verb's form: liegen is not told *es wird gehört.
    @Test(arguments: [(["liegen"], "gehört"), (["bedeuten"], "besessen"), (["kommen"], "angekommen"),
                      (["gehen"], "happens to"), (["gehen", "--lang", "de"], "geschieht"),
                      (["können", "--with", "kommen"], "gekonnt")])
    func aReasonsExampleIsTheVerbsOwn(_ arguments: [String], _ foreign: String) throws {
        let result = try run(["conjugate"] + arguments + ["--voice", "passive", "--no-color"])
        #expect(result.status == 0)
        #expect(!result.stdout.contains(foreign), "\(result.stdout)")
    }

    /// With --voice all the active groups stand, and the missing passive is explained once
    /// below them; a verb with a passive gets no such sentence.
    @Test(arguments: [("ankommen", "ankommen has no passive: its perfect takes sein", true),
                      ("regnen", "regnen has no passive: a weather verb", true),
                      ("singen", "no passive", false), ("folgen", "no passive", false)])
    func voiceAllSaysOnceWhyThePassiveIsMissing(_ verb: String, _ sentence: String, _ present: Bool) throws {
        let result = try run(["conjugate", verb, "--voice", "all", "--no-color"])
        #expect(result.status == 0)
        #expect(result.stdout.components(separatedBy: sentence).count - 1 == (present ? 1 : 0), "\(result.stdout)")
        #expect(result.stdout.contains("Präsens Indikativ"))
    }

    /// A group the verb lacks in the active voice keeps the general sentence.
    @Test func anEmptyActiveTableSaysSo() throws {
        let result = try run(["conjugate", "können", "-g", "imperativ", "--no-color"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("können has no forms in these conjugationgroups"), "\(result.stdout)")
    }

    /// A modal verb or lassen with the infinitive it governs: the double infinitive in the
    /// perfect, and the whole cluster at the end of a subordinate clause.
    @Test func aGovernedInfinitiveGivesTheVerbCluster() throws {
        let sub = try forms(["conjugate", "können", "--with", "singen", "--clause", "subordinate", "--format", "json"])
        #expect((sub["perfektIndikativ"] as? [Any])?[0] as? String == "habe singen können")
        #expect((sub["präsensIndikativ"] as? [Any])?[0] as? String == "singen kann")
        #expect(sub["imperativ"] is NSNull)
        let main = try forms(["conjugate", "wollen", "--with", "ankommen", "--format", "json"])
        #expect((main["präsensIndikativ"] as? [Any])?[0] as? String == "will ankommen")
        let table = try run(["conjugate", "lassen", "--with", "sich waschen", "--group", "perfekt", "--no-color"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("sich waschen lassen"))
        #expect(table.stdout.contains("habe mich waschen lassen"), "\(table.stdout)")
        let bad = try run(["conjugate", "können", "--with", "sing3n"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("sing3n"), "stderr: \(bad.stderr)")
    }

    @Test(arguments: [
        (["conjugate", "singen", "--voice", "middle"], "voice"),
        (["conjugate", "singen", "--clause", "relative"], "clause"),
        (["conjugate", "singen", "--group", "passivish"], "Unknown conjugationgroup"),
    ])
    func badGrammarOptionsGetAClearMessage(_ arguments: [String], _ message: String) throws {
        let result = try run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    }
}

/// What the review of the passive found: forms a learner must not be taught, and choices
/// the command must refuse rather than answer wrongly.
struct ConjugateGrammarReviewTests {
    func run(_ arguments: [String]) throws -> QuizCLI.Result {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        return try QuizCLI.run(arguments, input: "", home: home)
    }

    /// The third person singular of the Präsens of each passive, nil where the verb has
    /// none: a state, perception or need has no Zustandspassiv (*ist gekannt), a sein verb
    /// none that would read as its Perfekt (*bin gefahren), possession no passive at all.
    @Test(arguments: [
        ("kennen", "wird gekannt", nil), ("brauchen", "wird gebraucht", nil),
        ("sehen", "wird gesehen", nil), ("fahren", "wird gefahren", nil),
        ("besitzen", nil, nil), ("enthalten", nil, nil), ("bekommen", nil, nil), ("haben", nil, nil),
        ("singen", "wird gesungen", "ist gesungen"), ("öffnen", "wird geöffnet", "ist geöffnet"),
        // An action sense besides the possession keeps the Vorgangspassiv: das Gebäude wird erhalten.
        ("erhalten", "wird erhalten", nil),
        // No state left on the object: *er ist angerufen, *das Kind ist gelobt.
        ("anrufen", "wird angerufen", nil), ("loben", "wird gelobt", nil), ("lassen", "wird gelassen", nil),
        ("kennenlernen", "wird kennengelernt", nil), ("bedeuten", nil, nil),
        ("reparieren", "wird repariert", "ist repariert"), ("bauen", "wird gebaut", "ist gebaut"),
        ("schreiben", "wird geschrieben", "ist geschrieben"), ("verletzen", "wird verletzt", "ist verletzt"),
        // sein verbs with a doer and a dative: dem Rat wird gefolgt; the object Ding shows
        // outside the head: die Prüfung wird bestanden, das Flugzeug wird geflogen.
        ("folgen", "wird gefolgt", nil), ("begegnen", "wird begegnet", nil),
        ("bestehen", "wird bestanden", "ist bestanden"), ("googeln", "wird gegoogelt", nil),
        ("staubsaugen", "wird gestaubsaugt", "ist gestaubsaugt"), ("fliegen", "wird geflogen", nil),
        ("abfahren", "wird abgefahren", nil),
        // The sense the gloss names decides, not a {vt} of another sense: warten "to wait"
        // (not "to maintain"), frühstücken, urteilen have no accusative object, so only
        // es wird gewartet; a meaning without a doer has no passive at all (*es wird
        // gedauert, *es wird geschienen, *es wird ausgesehen, *es wird gegolten, *es wird
        // gefehlt); a content for an object is no "ich" (*ich werde gewusst, *ich werde
        // geglaubt, *ich werde gelebt, *ich werde gekostet), nor a passive where the
        // meaning is a state.
        ("warten", "wird gewartet", nil), ("frühstücken", "wird gefrühstückt", nil), ("urteilen", "wird geurteilt", nil),
        ("dauern", nil, nil), ("scheinen", nil, nil), ("aussehen", nil, nil), ("gelten", nil, nil), ("fehlen", nil, nil),
        ("wissen", nil, nil), ("glauben", nil, nil), ("leben", nil, nil), ("kosten", nil, nil),
        ("sagen", "wird gesagt", nil),
        // An activity done for its own sake leaves no state (*die Zigarette ist geraucht,
        // *Medizin ist studiert); smoked fish is a state (der Fisch ist geräuchert).
        ("rauchen", "wird geraucht", nil), ("studieren", "wird studiert", nil),
        ("räuchern", "wird geräuchert", "ist geräuchert"), ("einstudieren", "wird einstudiert", "ist einstudiert"),
        // Verbs of motion: the impersonal passive goes with a perfect in haben, the
        // activity (heute wird geschwommen); with sein alone, none (*es wird gegangen).
        ("schwimmen", "wird geschwommen", nil), ("reiten", "wird geritten", nil), ("tanzen", "wird getanzt", nil),
        ("gehen", nil, nil), ("laufen", nil, nil), ("wandern", nil, nil),
    ] as [(String, String?, String?)])
    func passivesFollowTheMeaning(_ verb: String, _ vorgang: String?, _ zustand: String?) throws {
        let result = try run(["conjugate", verb, "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let forms = try #require(object["forms"] as? [String: Any])
        #expect((forms["präsensIndikativVorgangspassiv"] as? [Any])?[2] as? String == vorgang)
        #expect((forms["präsensIndikativZustandspassiv"] as? [Any])?[2] as? String == zustand)
        if zustand == nil { #expect(forms["präsensIndikativZustandspassiv"] is NSNull) }
    }

    @Test(arguments: [["singen", "--with", "können"], ["fahren", "--with", "singen"], ["ankommen", "--with", "sehen"]])
    func withNeedsAVerbThatGovernsABareInfinitive(_ arguments: [String]) throws {
        let result = try run(["conjugate"] + arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("does not govern a bare infinitive"))
    }

    @Test(arguments: [["können", "--with", "singen"], ["lassen", "--with", "waschen"], ["sehen", "--with", "kommen"],
                      ["gehen", "--with", "schwimmen"]])
    func withWorksForVerbsThatGovernOne(_ arguments: [String]) throws {
        #expect(try run(["conjugate"] + arguments).status == 0)
    }

    @Test(arguments: [["--voice", "active", "-g", "passiv"], ["--voice", "passive", "-g", "imperativ"]])
    func aVoiceThatContradictsTheGroupsIsRefused(_ arguments: [String]) throws {
        let result = try run(["conjugate", "singen"] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains("contradicts --group"))
        #expect(!result.stderr.contains("no passive"))
    }

    @Test func theImpersonalPassiveIsLabelledEs() throws {
        let result = try run(["conjugate", "tanzen", "--voice", "passive", "-g", "präsens"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\nes wird getanzt\n"))
        #expect(!result.stdout.contains("er/sie/es"))
        let singen = try run(["conjugate", "singen", "--voice", "passive", "-g", "präsens"])
        #expect(singen.stdout.contains("er/sie/es wird gesUngen"))
    }
}

extension ConjugateGrammarReviewTests {
    /// Verbs read from standard input follow --clause and --with as named ones do.
    @Test func standardInputFollowsTheClauseAndTheGovernedVerb() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let sub = try QuizCLI.run(["conjugate", "--clause", "subordinate", "--format", "json", "-g", "präsens", "-"],
                                  input: "ankommen\n", home: home)
        #expect(sub.status == 0)
        #expect(sub.stdout.contains("\"ankomme\""))
        let with = try QuizCLI.run(["conjugate", "--with", "singen", "--voice", "passive", "-g", "präsens", "-"],
                                   input: "können\n", home: home)
        #expect(with.status == 0)
        #expect(with.stdout.contains("er/sie/es kAnn gesungen werden"))
    }
}

extension ConjugateGrammarReviewTests {
    /// A verb with a separable and an inseparable reading: each meaning's zu-infinitive
    /// follows its reading, and lookup names the meaning.
    @Test(arguments: [
        ("umfahren", "1", "umzufahren"), ("umfahren", "2", "zu umfahren"),
        ("übersetzen", "1", "zu übersetzen"), ("übersetzen", "2", "überzusetzen"),
        ("durchfahren", "1", "durchzufahren"), ("durchfahren", "2", "zu durchfahren"),
    ])
    func eachReadingHasItsZuInfinitive(_ verb: String, _ meaning: String, _ expected: String) throws {
        let result = try run(["conjugate", verb, "--meaning", meaning, "--format", "json", "-g", "zuInfinitiv"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\"zuInfinitiv\":[\"\(expected)\"]"))
        let lookup = try run(["lookup", expected])
        #expect(lookup.status == 0)
        #expect(lookup.stdout.contains("\(verb) (meaning \(meaning) of 2)"))
    }
}
