import Testing
@testable import ConjugationEngine

/// A little knowledge, enough to test the rules without the lexicon package.
let fixture = VerbKnowledge(principalParts: [
    PrincipalParts(infinitive: "schwimmen", präteritum: ["schwamm"], konjunktivII: ["schwömme", "schwämme"],
                   perfektpartizip: ["geschwommen"], auxiliaries: [.sein, .haben]),
    PrincipalParts(infinitive: "geben", präsens: [.init(du: "gibst", er: "gibt")], präteritum: ["gab"],
                   konjunktivII: ["gäbe"], perfektpartizip: ["gegeben"], imperativ: ["gib"]),
    PrincipalParts(infinitive: "gehen", präteritum: ["ging"], konjunktivII: ["ginge"],
                   perfektpartizip: ["gegangen"], auxiliaries: [.sein]),
    PrincipalParts(infinitive: "bringen", präteritum: ["brachte"], konjunktivII: ["brächte"],
                   perfektpartizip: ["gebracht"], family: .mixed),
    PrincipalParts(infinitive: "genesen", präteritum: ["genas"], konjunktivII: ["genäse"],
                   perfektpartizip: ["genesen"], auxiliaries: [.sein]),
])

struct ConjugatorTests {
    let conjugator = Conjugator(knowledge: fixture)

    @Test(arguments: [
        ("zurückschwimmen", "präteritumIndikativ", "schwamm zurück", "sein"),
        ("hinüberschwimmen", "perfektpartizip", "hinübergeschwommen", "sein"),
        ("vergeben", "präsensIndikativ", "vergebe", "haben"),
        ("vergeben", "perfektpartizip", "vergeben", "haben"),
        ("vergehen", "perfektpartizip", "vergangen", "sein"),
        ("weggehen", "präteritumIndikativ", "ging weg", "sein"),
        ("mitbringen", "perfektpartizip", "mitgebracht", "haben"),
        ("genesen", "perfektpartizip", "genesen", "sein"),
        ("googeln", "präteritumIndikativ", "googelte", "haben"),
        ("uploaden", "präteritumIndikativ", "uploadete", "haben"),
        ("abasten", "präsensIndikativ", "aste ab", "haben"),
        ("verkasematuckeln", "perfektpartizip", "verkasematuckelt", "haben"),
        ("zertrümmern", "perfektpartizip", "zertrümmert", "haben"),
        ("absorbieren", "präsensIndikativ", "absorbiere", "haben"),
        ("beaten", "perfektpartizip", "gebeatet", "haben"),
        ("geifern", "perfektpartizip", "gegeifert", "haben"),
        ("wiederaufbauen", "präsensIndikativ", "baue wieder auf", "haben"),
    ])
    func productiveRules(_ infinitive: String, _ slot: String, _ expected: String, _ auxiliary: String) throws {
        let group = try #require(Conjugationgroup(rawValue: slot))
        let verb = try conjugator.verb(infinitive)
        let person: Person? = group.persons.first ?? nil
        #expect(verb.form(group, person).text == expected)
        #expect(verb.auxiliaries.first?.rawValue == auxiliary)
        #expect(!verb.isKnown)
    }

    @Test(arguments: [
        ("", ConjugationError.empty),
        ("   \t ", .empty),
        ("sing3n", .invalidCharacter("3")),
        ("singen!", .invalidCharacter("!")),
        ("sin\u{7}gen", .invalidCharacter("\u{7}")),
        ("haus", .notAnInfinitive("haus")),
        ("n", .notAnInfinitive("n")),
        ("xyzn", .notAnInfinitive("xyzn")),
        (String(repeating: "a", count: 200) + "en", .tooLong(length: 202)),
    ])
    func malformedInputIsATypedError(_ input: String, _ expected: ConjugationError) {
        #expect(throws: expected) { try conjugator.verb(input) }
    }

    @Test func inputIsNormalised() throws {
        #expect(try conjugator.verb("  Singen\n").infinitive == "singen")
        // A decomposed umlaut (u + combining diaeresis) is the same verb as the composed one.
        #expect(try conjugator.verb("u\u{308}ben").infinitive == "üben")
        #expect(try conjugator.verb("sich freuen").isReflexive)
    }

    @Test func neverCrashesOnAnyString() {
        var rng = SplitMix(seed: 0x5EED)
        let alphabet: [Character] = Array("aeinrstlhmgdubcfkoüäöß zwpjvqxy-!\t\n\u{0}\u{1B}é漢😀") + ["e\u{301}"]
        for _ in 0..<5_000 {
            let length = Int(rng.next() % 40)
            var s = ""
            for _ in 0..<length { s.append(alphabet[Int(rng.next() % UInt64(alphabet.count))]) }
            if rng.next() % 2 == 0 { s += "en" }
            if let verb = try? conjugator.verb(s) {
                for group in Conjugationgroup.allCases {
                    _ = verb.forms(group).map(\.marked)
                }
            }
        }
        // Reaching here without a trap is the assertion; check one well-formed result too.
        #expect((try? conjugator.verb("eeen")) != nil)
    }

    @Test func irregularLettersAreReported() throws {
        let gehen = try conjugator.verb("gehen")
        #expect(gehen.form(.perfektpartizip, nil).marked == "gegAngen")
        let geben = try conjugator.verb("geben")
        #expect(geben.form(.präsensIndikativ, .du).marked == "gIbst")
        #expect(geben.form(.präsensIndikativ, .du).runs.map { String($0.text) } == ["g", "I".lowercased(), "bst"])
        #expect(try conjugator.verb("lernen").forms(.präteritumIndikativ).allSatisfy { !$0.isIrregular })
    }

    @Test func groupNamesInBothLanguages() {
        #expect(Conjugationgroup(name: "Präsens Indikativ") == .präsensIndikativ)
        #expect(Conjugationgroup(name: "praesens") == .präsensIndikativ)
        #expect(Conjugationgroup(name: "Present Indicative") == .präsensIndikativ)
        #expect(Conjugationgroup(name: "futur II") == .futurIIIndikativ)
        #expect(Conjugationgroup(name: "Konjunktiv II") == .präteritumKonjunktivII)
        #expect(Conjugationgroup(name: "nonsense") == nil)
    }

    @Test func everyGroupHasItsPersons() throws {
        let verb = try conjugator.verb("geben")
        for group in Conjugationgroup.allCases where group.voice != .zustandspassiv {
            #expect(verb.forms(group).count == group.count)
        }
        // Without a lexicon nothing says that geben takes an object and means an action
        // on it: no Zustandspassiv rather than a wrong one.
        #expect(Conjugationgroup.allCases.filter { $0.voice == .zustandspassiv }.allSatisfy { verb.forms($0).isEmpty })
        let können = try conjugator.verb("können")
        #expect(!können.hasForm(.imperativ, .du))
        // Modal verbs have no Imperativ at all; their compounds keep wir and Sie.
        #expect(!können.hasImperativ)
        #expect(können.forms(.imperativ).isEmpty)
        #expect(!können.hasForm(.imperativ, .wir))
        let vermögen = try Conjugator().verb("vermögen")
        #expect(vermögen.form(.imperativ, .wir).text == "vermögen")
        #expect(!vermögen.hasForm(.imperativ, .du))
    }
}

/// A small deterministic generator for the random-input test.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// What the engine does with imperfect lexicon rows.
struct LexiconRowTests {
    let conjugator = Conjugator(knowledge: VerbKnowledge(
        principalParts: [PrincipalParts(infinitive: "bleiben", präteritum: ["blieb"], konjunktivII: ["bliebe"],
                                        perfektpartizip: ["geblieben"], auxiliaries: [.sein])],
        entries: [
            LexicalEntry(infinitive: "gewöhnen", structure: .init(inseparable: "ge", base: "wöhnen"), family: .weak, auxiliaries: [.haben]),
            LexicalEntry(infinitive: "angewöhnen", structure: .init(separable: ["an"], base: "gewöhnen"), family: .weak, auxiliaries: [.haben]),
            LexicalEntry(infinitive: "stehenbleiben", structure: .init(base: "stehenbleiben"), family: .weak, auxiliaries: [.sein]),
            LexicalEntry(infinitive: "bleiben", structure: .init(base: "bleiben"), family: .strong, auxiliaries: [.sein]),
        ]))

    @Test func aBaseKeepsItsOwnPrefix() throws {
        let verb = try conjugator.verb("angewöhnen")
        #expect(verb.form(.perfektpartizip, nil).text == "angewöhnt")
        #expect(verb.form(.präsensIndikativ, .ich).text == "gewöhne an")
    }

    @Test func anUnsegmentedCompoundOfAStrongVerbIsThatCompound() throws {
        let verb = try conjugator.verb("stehenbleiben")
        #expect(verb.form(.präteritumIndikativ, .ich).text == "blieb stehen")
        #expect(verb.form(.perfektIndikativ, .ich).text == "bin stehengeblieben")
    }
}

/// Hostile input costs linear time: stacked particles were once tried in every
/// combination, so that "an" × 29 + "kommen" (64 letters) never returned.
struct HostileInputTests {
    @Test(.timeLimit(.minutes(1)), arguments: [20, 23, 29])
    func stackedParticlesAnswer(_ count: Int) throws {
        let input = String(repeating: "an", count: count) + "kommen"
        let verb = try Conjugator().verb(input)
        #expect(verb.form(.präteritumIndikativ, .ich).text.hasPrefix("kam "))
        #expect(verb.form(.perfektpartizip, nil).text.hasSuffix("angekommen"))
    }

    @Test(.timeLimit(.minutes(1)))
    func everyParticleStackedAnswers() throws {
        // Long mixtures of particles that overlap (her, heraus, aus, an) in front of a verb.
        let pieces = ["her", "aus", "an", "heraus", "über", "um", "hin", "ein"]
        var generator = SplitMix(seed: 20261124)
        for _ in 0..<50 {
            var head = ""
            while head.count < 54 { head += pieces.randomElement(using: &generator) ?? "an" }
            let verb = try Conjugator().verb(head + "gehen")
            #expect(!verb.form(.präsensIndikativ, .ich).text.isEmpty)
        }
    }
}

