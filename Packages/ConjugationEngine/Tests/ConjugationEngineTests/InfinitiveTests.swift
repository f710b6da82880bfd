import Testing
import ConjugationEngine

/// The three infinitives and the Futur II of the subjunctive, as a learner checks them.
struct InfinitiveTests {
    /// zu-infinitive: zu apart before a simple or inseparable verb, inside a separable one,
    /// the reflexive pronoun in front.
    @Test(arguments: [
        ("singen", "zu singen"), ("lernen", "zu lernen"), ("studieren", "zu studieren"), ("sein", "zu sein"),
        ("können", "zu können"), ("tun", "zu tun"), ("e-mailen", "zu e-mailen"),
        // separable
        ("ankommen", "anzukommen"), ("einkaufen", "einzukaufen"), ("zumachen", "zuzumachen"),
        ("wiederaufbauen", "wiederaufzubauen"), ("zurückschwimmen", "zurückzuschwimmen"),
        ("kennenlernen", "kennenzulernen"), ("anerkennen", "anzuerkennen"),
        // inseparable
        ("verstehen", "zu verstehen"), ("bekommen", "zu bekommen"), ("übersetzen", "zu übersetzen"),
        ("erzählen", "zu erzählen"), ("vergessen", "zu vergessen"),
        // reflexive
        ("sich freuen", "sich zu freuen"), ("sich anmelden", "sich anzumelden"),
        ("sich verlieben", "sich zu verlieben"), ("bedanken", "sich zu bedanken"),
    ])
    func zuInfinitiv(_ infinitive: String, _ expected: String) throws {
        let verb = try grammarConjugator.verb(infinitive)
        #expect(verb.form(.zuInfinitiv, nil).text == expected)
        #expect(verb.forms(.zuInfinitiv).map(\.text) == [expected])
    }

    @Test(arguments: [
        ("singen", ["gesungen haben"]), ("lernen", ["gelernt haben"]), ("ankommen", ["angekommen sein"]),
        ("gehen", ["gegangen sein"]), ("fahren", ["gefahren sein", "gefahren haben"]),
        ("sich freuen", ["sich gefreut haben"]), ("können", ["gekonnt haben"]), ("werden", ["geworden sein"]),
        ("erzählen", ["erzählt haben"]), ("wiederaufbauen", ["wiederaufgebaut haben"]),
        ("studieren", ["studiert haben"]), ("senden", ["gesandt haben", "gesendet haben"]),
    ])
    func perfektInfinitiv(_ infinitive: String, _ expected: [String]) throws {
        let verb = try grammarConjugator.verb(infinitive)
        #expect(verb.variants(.perfektInfinitiv, nil) == expected)
    }

    @Test func theirIrregularLettersAreMarked() throws {
        #expect(try grammarConjugator.verb("singen").form(.perfektInfinitiv, nil).marked == "gesUngen haben")
        #expect(try grammarConjugator.verb("singen").form(.passivInfinitiv, nil).marked == "gesUngen werden")
        #expect(try grammarConjugator.verb("singen").form(.zuInfinitiv, nil).marked == "zu singen")
    }

    @Test(arguments: [
        ("singen", "gesungen werden"), ("verstehen", "verstanden werden"), ("anrufen", "angerufen werden"),
        // the impersonal passive has its infinitive too: hier darf getanzt werden
        ("tanzen", "getanzt werden"), ("helfen", "geholfen werden"),
        ("haben", ""), ("können", ""), ("ankommen", ""), ("sich freuen", ""), ("bedanken", ""),
    ])
    func passivInfinitiv(_ infinitive: String, _ expected: String) throws {
        let verb = try grammarConjugator.verb(infinitive)
        #expect(verb.form(.passivInfinitiv, nil).text == expected)
        #expect(verb.hasForm(.passivInfinitiv, nil) == !expected.isEmpty)
    }

    /// The passive's perfect infinitive: worden, the passive's own participle, with sein
    /// ("das Lied muss gesungen worden sein"); the impersonal passive has it too.
    @Test(arguments: [
        ("singen", "gesungen worden sein"), ("verstehen", "verstanden worden sein"),
        ("anrufen", "angerufen worden sein"), ("wiederaufbauen", "wiederaufgebaut worden sein"),
        ("tanzen", "getanzt worden sein"), ("helfen", "geholfen worden sein"),
        ("haben", ""), ("können", ""), ("ankommen", ""), ("sich freuen", ""), ("bedanken", ""),
    ])
    func perfektPassivInfinitiv(_ infinitive: String, _ expected: String) throws {
        let verb = try grammarConjugator.verb(infinitive)
        #expect(verb.form(.perfektPassivInfinitiv, nil).text == expected)
        #expect(verb.variants(.perfektPassivInfinitiv, nil) == (expected.isEmpty ? [] : [expected]))
        #expect(verb.hasForm(.perfektPassivInfinitiv, nil) == !expected.isEmpty)
    }

    @Test func thePerfectPassiveInfinitiveMarksTheParticiple() throws {
        #expect(try grammarConjugator.verb("singen").form(.perfektPassivInfinitiv, nil).marked == "gesUngen worden sein")
        #expect(try grammarConjugator.verb("senden").variants(.perfektPassivInfinitiv, nil)
                == ["gesandt worden sein", "gesendet worden sein"])
    }

    @Test(arguments: [
        ("singen", Conjugationgroup.futurIIKonjunktivI,
         "werde gesUngen haben, werdest gesUngen haben, werde gesUngen haben, werden gesUngen haben, werdet gesUngen haben, werden gesUngen haben"),
        ("singen", .futurIIKonjunktivII,
         "würde gesUngen haben, würdest gesUngen haben, würde gesUngen haben, würden gesUngen haben, würdet gesUngen haben, würden gesUngen haben"),
        ("ankommen", .futurIIKonjunktivII,
         "würde angekommen sein, würdest angekommen sein, würde angekommen sein, würden angekommen sein, würdet angekommen sein, würden angekommen sein"),
        ("sich freuen", .futurIIKonjunktivI,
         "werde mich gefreut haben, werdest dich gefreut haben, werde sich gefreut haben, werden uns gefreut haben, werdet euch gefreut haben, werden sich gefreut haben"),
        ("lernen", .futurIIKonjunktivI,
         "werde gelernt haben, werdest gelernt haben, werde gelernt haben, werden gelernt haben, werdet gelernt haben, werden gelernt haben"),
        ("bringen", .futurIIKonjunktivII,
         "würde gebrAcht haben, würdest gebrAcht haben, würde gebrAcht haben, würden gebrAcht haben, würdet gebrAcht haben, würden gebrAcht haben"),
    ])
    func futurIIKonjunktiv(_ infinitive: String, _ group: Conjugationgroup, _ expected: String) throws {
        let verb = try grammarConjugator.verb(infinitive)
        #expect(verb.forms(group).map(\.marked).joined(separator: ", ") == expected)
    }

    /// A verb with two auxiliaries has both in the subjunctive future perfect, as in the indicative.
    @Test func bothAuxiliariesInTheSubjunctiveFuturePerfect() throws {
        let fahren = try grammarConjugator.verb("fahren")
        #expect(fahren.variants(.futurIIKonjunktivII, .ich) == ["würde gefahren sein", "würde gefahren haben"])
    }
}
