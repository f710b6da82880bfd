import Testing
import ConjugationEngine

/// Subordinate-clause order, as after "dass": the finite verb last.
struct ClauseTests {
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
        // Simple tenses: the separable particle joins the verb again
        Row("ankommen", .präsensIndikativ, "ankomme, ankommst, ankommt, ankommen, ankommt, ankommen"),
        Row("ankommen", .präteritumIndikativ, "ankAm, ankAmst, ankAm, ankAmen, ankAmt, ankAmen"),
        Row("anfangen", .präsensIndikativ, "anfange, anfÄngst, anfÄngt, anfangen, anfangt, anfangen"),
        Row("wiederaufbauen", .präsensKonjunktivI, "wiederaufbaue, wiederaufbauest, wiederaufbaue, wiederaufbauen, wiederaufbauet, wiederaufbauen"),
        Row("singen", .präteritumKonjunktivII, "sÄnge, sÄngest, sÄnge, sÄngen, sÄnget, sÄngen"),
        Row("verstehen", .präteritumIndikativ, "verstAnd, verstAndest, verstAnd, verstAnden, verstAndet, verstAnden"),
        // Reflexive: the pronoun stays in front of the verb
        Row("sich freuen", .präsensIndikativ, "mich freue, dich freust, sich freut, uns freuen, euch freut, sich freuen"),
        Row("sich anmelden", .präteritumIndikativ, "mich anmeldete, dich anmeldetest, sich anmeldete, uns anmeldeten, euch anmeldetet, sich anmeldeten"),
        // Compound tenses: the auxiliary goes last
        Row("ankommen", .perfektIndikativ, "angekommen bin, angekommen bist, angekommen ist, angekommen sind, angekommen seid, angekommen sind"),
        Row("singen", .plusquamperfektKonjunktivII, "gesUngen hätte, gesUngen hättest, gesUngen hätte, gesUngen hätten, gesUngen hättet, gesUngen hätten"),
        Row("ankommen", .futurIndikativ, "ankommen werde, ankommen wirst, ankommen wird, ankommen werden, ankommen werdet, ankommen werden"),
        Row("singen", .futurIndikativ, "singen werde, singen wirst, singen wird, singen werden, singen werdet, singen werden"),
        Row("gehen", .futurIIIndikativ, "gegAngen sein werde, gegAngen sein wirst, gegAngen sein wird, gegAngen sein werden, gegAngen sein werdet, gegAngen sein werden"),
        Row("lernen", .futurIIKonjunktivII, "gelernt haben würde, gelernt haben würdest, gelernt haben würde, gelernt haben würden, gelernt haben würdet, gelernt haben würden"),
        Row("sich freuen", .perfektIndikativ, "mich gefreut habe, dich gefreut hast, sich gefreut hat, uns gefreut haben, euch gefreut habt, sich gefreut haben"),
        // A modal verb alone is a full verb: its participle, the auxiliary last
        Row("können", .perfektIndikativ, "gekOnnt habe, gekOnnt hast, gekOnnt hat, gekOnnt haben, gekOnnt habt, gekOnnt haben"),
        Row("können", .präsensIndikativ, "kAnn, kAnnst, kAnn, können, könnt, können"),
        // Passive
        Row("singen", .präsensIndikativVorgangspassiv, "gesUngen werde, gesUngen wirst, gesUngen wird, gesUngen werden, gesUngen werdet, gesUngen werden"),
        Row("singen", .perfektIndikativVorgangspassiv, "gesUngen worden bin, gesUngen worden bist, gesUngen worden ist, gesUngen worden sind, gesUngen worden seid, gesUngen worden sind"),
        Row("anrufen", .futurIIIndikativVorgangspassiv, "angerufen worden sein werde, angerufen worden sein wirst, angerufen worden sein wird, angerufen worden sein werden, angerufen worden sein werdet, angerufen worden sein werden"),
        Row("tanzen", .präteritumIndikativVorgangspassiv, "—, —, getanzt wurde, —, —, —"),
        Row("singen", .präsensIndikativZustandspassiv, "gesUngen bin, gesUngen bist, gesUngen ist, gesUngen sind, gesUngen seid, gesUngen sind"),
        // Nothing to move: Imperativ, participles and infinitives stay as they are
        Row("ankommen", .imperativ, "komm an, kommen an, kommt an, kommen an"),
        Row("ankommen", .perfektpartizip, "angekommen"),
        Row("ankommen", .zuInfinitiv, "anzukommen"),
        Row("ankommen", .perfektInfinitiv, "angekommen sein"),
    ]

    @Test(arguments: rows)
    func subordinate(_ row: Row) throws {
        let verb = try grammarConjugator.verb(row.verb)
        let got = verb.forms(row.group, clause: .subordinate).map { $0.exists ? $0.marked : "—" }.joined(separator: ", ")
        #expect(got == row.forms, "\(row.verb) \(row.group.rawValue)")
    }

    /// The main clause is the default: the same forms as without a clause.
    @Test(arguments: ["ankommen", "sich freuen", "tanzen", "können", "wiederaufbauen"])
    func mainClauseIsTheDefault(_ infinitive: String) throws {
        let verb = try grammarConjugator.verb(infinitive)
        for group in Conjugationgroup.allCases {
            #expect(verb.forms(group, clause: .main) == verb.forms(group), "\(group)")
            for person in group.persons {
                #expect(verb.text(group, person, clause: .main) == verb.text(group, person))
                #expect(verb.text(group, person, clause: .subordinate) == verb.variants(group, person, clause: .subordinate).first ?? "")
            }
        }
    }

    /// Every variant moves, not only the preferred one.
    @Test func variantsMoveToo() throws {
        let fahren = try grammarConjugator.verb("fahren")
        #expect(fahren.variants(.perfektIndikativ, .ich, clause: .subordinate) == ["gefahren bin", "gefahren habe"])
        let sammeln = try grammarConjugator.verb("einsammeln")
        #expect(sammeln.variants(.präsensIndikativ, .ich, clause: .subordinate) == ["einsammle", "einsammele"])
    }
}

/// The double infinitive: a modal verb or lassen governing an infinitive.
struct DoubleInfinitiveTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let verb: String
        let dependent: String
        let group: Conjugationgroup
        let person: Person
        let main: [String]
        let subordinate: [String]
        var testDescription: String { "\(verb) + \(dependent) \(group.rawValue)" }
    }

    static let rows: [Row] = [
        Row(verb: "können", dependent: "singen", group: .präsensIndikativ, person: .ich, main: ["kann singen"], subordinate: ["singen kann"]),
        Row(verb: "können", dependent: "singen", group: .präteritumIndikativ, person: .du, main: ["konntest singen"], subordinate: ["singen konntest"]),
        Row(verb: "können", dependent: "singen", group: .perfektIndikativ, person: .ich, main: ["habe singen können"], subordinate: ["habe singen können"]),
        Row(verb: "können", dependent: "singen", group: .plusquamperfektIndikativ, person: .wir, main: ["hatten singen können"], subordinate: ["hatten singen können"]),
        Row(verb: "können", dependent: "singen", group: .plusquamperfektKonjunktivII, person: .erSieEs, main: ["hätte singen können"], subordinate: ["hätte singen können"]),
        Row(verb: "können", dependent: "singen", group: .futurIndikativ, person: .ich, main: ["werde singen können"], subordinate: ["werde singen können", "singen können werde"]),
        Row(verb: "können", dependent: "singen", group: .futurIIIndikativ, person: .erSieEs, main: ["wird haben singen können"], subordinate: ["wird haben singen können"]),
        Row(verb: "müssen", dependent: "arbeiten", group: .perfektKonjunktivI, person: .erSieEs, main: ["habe arbeiten müssen"], subordinate: ["habe arbeiten müssen"]),
        Row(verb: "wollen", dependent: "ankommen", group: .präsensIndikativ, person: .ich, main: ["will ankommen"], subordinate: ["ankommen will"]),
        Row(verb: "wollen", dependent: "ankommen", group: .perfektIndikativ, person: .ich, main: ["habe ankommen wollen"], subordinate: ["habe ankommen wollen"]),
        Row(verb: "dürfen", dependent: "mitkommen", group: .präteritumKonjunktivII, person: .ihr, main: ["dürftet mitkommen"], subordinate: ["mitkommen dürftet"]),
        Row(verb: "lassen", dependent: "sich waschen", group: .präsensIndikativ, person: .ich, main: ["lasse mich waschen"], subordinate: ["mich waschen lasse"]),
        Row(verb: "lassen", dependent: "sich waschen", group: .perfektIndikativ, person: .ich, main: ["habe mich waschen lassen"], subordinate: ["mich habe waschen lassen"]),
        Row(verb: "lassen", dependent: "reparieren", group: .perfektIndikativ, person: .sie, main: ["haben reparieren lassen"], subordinate: ["haben reparieren lassen"]),
        // Verbs of perception: the double infinitive first, the participle accepted
        Row(verb: "sehen", dependent: "kommen", group: .perfektIndikativ, person: .ich, main: ["habe kommen sehen", "habe kommen gesehen"],
            subordinate: ["habe kommen sehen", "kommen gesehen habe"]),
        // Other verbs with a bare infinitive keep the participle and the usual order
        Row(verb: "gehen", dependent: "schwimmen", group: .perfektIndikativ, person: .ich, main: ["bin schwimmen gegangen"], subordinate: ["schwimmen gegangen bin"]),
        Row(verb: "gehen", dependent: "einkaufen", group: .futurIndikativ, person: .wir, main: ["werden einkaufen gehen"], subordinate: ["einkaufen gehen werden"]),
        Row(verb: "bleiben", dependent: "sitzen", group: .futurIIIndikativ, person: .ich, main: ["werde sitzen geblieben sein"], subordinate: ["sitzen geblieben sein werde"]),
    ]

    @Test(arguments: rows)
    func withAGovernedInfinitive(_ row: Row) throws {
        let verb = try grammarConjugator.verb(row.verb)
        let dependent = try grammarConjugator.verb(row.dependent)
        #expect(verb.form(row.group, row.person, governing: dependent).variants == row.main)
        #expect(verb.form(row.group, row.person, governing: dependent, clause: .subordinate).variants == row.subordinate)
    }

    @Test func theGoverningVerbKeepsItsMarks() throws {
        let können = try grammarConjugator.verb("können"), singen = try grammarConjugator.verb("singen")
        #expect(können.form(.präsensIndikativ, .ich, governing: singen).marked == "kAnn singen")
        #expect(können.form(.präsensIndikativ, .ich, governing: singen, clause: .subordinate).marked == "singen kAnn")
        let gehen = try grammarConjugator.verb("gehen"), schwimmen = try grammarConjugator.verb("schwimmen")
        #expect(gehen.form(.perfektIndikativ, .ich, governing: schwimmen).marked == "bin schwimmen gegAngen")
    }

    @Test(arguments: [
        ("können", true), ("müssen", true), ("lassen", true), ("sehen", true), ("hören", true),
        ("singen", false), ("gehen", false), ("anlassen", false), ("vermögen", false),
    ])
    func whichVerbsTakeTheDoubleInfinitive(_ infinitive: String, _ expected: Bool) throws {
        #expect(try grammarConjugator.verb(infinitive).takesDoubleInfinitive == expected)
    }

    @Test(arguments: [
        ("können", true), ("wollen", true), ("lassen", true), ("sehen", true), ("helfen", true), ("gehen", true),
        ("bleiben", true), ("singen", false), ("fahren", false), ("anlassen", false), ("vermögen", false), ("ankommen", false),
    ])
    func whichVerbsGovernABareInfinitive(_ infinitive: String, _ expected: Bool) throws {
        #expect(try grammarConjugator.verb(infinitive).governsBareInfinitive == expected)
    }

    /// The Imperativ, the participles and the Zustandspassiv have no verb cluster.
    @Test(arguments: [Conjugationgroup.imperativ, .perfektpartizip, .präsenspartizip, .präsensIndikativZustandspassiv])
    func noClusterOutsideTheFiniteAndTheInfinitives(_ group: Conjugationgroup) throws {
        let können = try grammarConjugator.verb("können"), singen = try grammarConjugator.verb("singen")
        #expect(!können.form(group, group.persons[0], governing: singen).exists)
    }

    /// The modal passive: the modal verb's active with the passive infinitive, by the
    /// same double-infinitive rules; the persons follow the governed verb's passive.
    @Test(arguments: [
        ("können", "singen", Conjugationgroup.präsensIndikativVorgangspassiv, Person.erSieEs, ["kann gesungen werden"], ["gesungen werden kann"]),
        ("können", "singen", .präteritumIndikativVorgangspassiv, .erSieEs, ["konnte gesungen werden"], ["gesungen werden konnte"]),
        ("können", "singen", .perfektIndikativVorgangspassiv, .erSieEs, ["hat gesungen werden können"], ["hat gesungen werden können"]),
        ("müssen", "schließen", .präsensIndikativVorgangspassiv, .ich, ["muss geschlossen werden"], ["geschlossen werden muss"]),
        ("dürfen", "tanzen", .präsensIndikativVorgangspassiv, .erSieEs, ["darf getanzt werden"], ["getanzt werden darf"]),
        ("dürfen", "tanzen", .präsensIndikativVorgangspassiv, .wir, [], []),
        ("können", "haben", .präsensIndikativVorgangspassiv, .erSieEs, [], []),
        // Only a modal verb governs a passive infinitive
        ("lassen", "singen", .präsensIndikativVorgangspassiv, .erSieEs, [], []),
    ] as [(String, String, Conjugationgroup, Person, [String], [String])])
    func theModalPassive(_ verb: String, _ dependent: String, _ group: Conjugationgroup, _ person: Person,
                         _ main: [String], _ subordinate: [String]) throws {
        let head = try grammarConjugator.verb(verb), governed = try grammarConjugator.verb(dependent)
        #expect(head.form(group, person, governing: governed).variants == main)
        #expect(head.form(group, person, governing: governed, clause: .subordinate).variants == subordinate)
    }

    /// The infinitives of a verb cluster.
    @Test(arguments: [
        ("können", "singen", Conjugationgroup.zuInfinitiv, ["singen zu können"]),
        ("können", "singen", .perfektInfinitiv, ["haben singen können"]),
        ("können", "singen", .passivInfinitiv, ["gesungen werden können"]),
        ("lassen", "sich waschen", .zuInfinitiv, ["sich waschen zu lassen"]),
        ("sehen", "kommen", .perfektInfinitiv, ["haben kommen sehen", "kommen gesehen haben"]),
        ("gehen", "schwimmen", .perfektInfinitiv, ["schwimmen gegangen sein"]),
        ("gehen", "schwimmen", .zuInfinitiv, ["schwimmen zu gehen"]),
        ("gehen", "schwimmen", .passivInfinitiv, []),
    ] as [(String, String, Conjugationgroup, [String])])
    func theInfinitivesOfACluster(_ verb: String, _ dependent: String, _ group: Conjugationgroup, _ expected: [String]) throws {
        let head = try grammarConjugator.verb(verb), governed = try grammarConjugator.verb(dependent)
        #expect(head.form(group, nil, governing: governed).variants == expected)
    }
}
