import Testing
import ConjugationEngine

/// The slot ids, their order and their names.
struct ConjugationgroupTests {
    /// The fifteen ids of the contract keep their place; the new ones follow, active first.
    @Test func idsAndOrder() {
        #expect(Conjugationgroup.core.map(\.rawValue) == [
            "präsensIndikativ", "präteritumIndikativ", "präsensKonjunktivI", "präteritumKonjunktivII",
            "imperativ", "perfektpartizip", "präsenspartizip", "perfektIndikativ", "perfektKonjunktivI",
            "plusquamperfektIndikativ", "plusquamperfektKonjunktivII", "futurIndikativ",
            "futurKonjunktivI", "futurKonjunktivII", "futurIIIndikativ",
        ])
        #expect(Array(Conjugationgroup.allCases.prefix(15)) == Conjugationgroup.core)
        #expect(Conjugationgroup.active == Conjugationgroup.core + [.futurIIKonjunktivI, .futurIIKonjunktivII, .zuInfinitiv, .perfektInfinitiv])
        #expect(Conjugationgroup.passive.count == 18)
        #expect(Conjugationgroup.passive.suffix(2) == [.passivInfinitiv, .perfektPassivInfinitiv])
        #expect(Conjugationgroup.allCases == Conjugationgroup.active + Conjugationgroup.passive)
        #expect(Conjugationgroup.allCases.filter { $0.voice == .vorgangspassiv }.count == 16)
        #expect(Conjugationgroup.allCases.filter { $0.voice == .zustandspassiv } == [.präsensIndikativZustandspassiv, .präteritumIndikativZustandspassiv])
    }

    /// Every finite active group but the Imperativ has its Vorgangspassiv, named after it.
    @Test func everyFiniteActiveGroupHasItsPassive() {
        for group in Conjugationgroup.active where group.isFinite && group != .imperativ {
            let passive = group.vorgangspassiv
            #expect(passive?.rawValue == group.rawValue + "Vorgangspassiv")
            #expect(passive?.activeCounterpart == group)
            #expect(passive?.germanName == group.germanName + " Vorgangspassiv")
        }
        #expect(Conjugationgroup.imperativ.vorgangspassiv == nil)
        #expect(Conjugationgroup.zuInfinitiv.vorgangspassiv == nil)
        #expect(Conjugationgroup.passivInfinitiv.activeCounterpart == nil)
        #expect(Conjugationgroup.perfektPassivInfinitiv.activeCounterpart == nil)
    }

    @Test(arguments: [
        (Conjugationgroup.zuInfinitiv, [Person?.none]), (.perfektInfinitiv, [nil]), (.passivInfinitiv, [nil]),
        (.perfektPassivInfinitiv, [nil]),
        (.präsensIndikativVorgangspassiv, Person.finite), (.futurIIKonjunktivII, Person.finite),
        (.präteritumIndikativZustandspassiv, Person.finite),
    ])
    func persons(_ group: Conjugationgroup, _ expected: [Person?]) {
        #expect(group.persons == expected)
        #expect(group.isFinite == (expected.first != nil && expected != [nil]))
    }

    /// No two groups answer to the same name.
    @Test func namesAreUnambiguous() {
        var seen: [String: Conjugationgroup] = [:]
        for group in Conjugationgroup.allCases {
            for name in [group.rawValue, group.germanName, group.englishName] {
                #expect(Conjugationgroup(name: name) == group, "\(name)")
                if let other = seen[name.lowercased()] { #expect(other == group, "\(name)") }
                seen[name.lowercased()] = group
            }
        }
    }

    @Test(arguments: [
        ("präsens passiv", Conjugationgroup.präsensIndikativVorgangspassiv),
        ("Passiv Präteritum", .präteritumIndikativVorgangspassiv),
        ("perfect passive", .perfektIndikativVorgangspassiv),
        ("Futur II Passiv", .futurIIIndikativVorgangspassiv),
        ("Konjunktiv II Passiv", .präteritumKonjunktivIIVorgangspassiv),
        ("Zustandspassiv Präsens", .präsensIndikativZustandspassiv),
        ("zu-Infinitiv", .zuInfinitiv), ("infinitive with zu", .zuInfinitiv),
        ("Infinitiv Perfekt", .perfektInfinitiv), ("perfect infinitive", .perfektInfinitiv),
        ("passive infinitive", .passivInfinitiv),
        ("Infinitiv Perfekt Passiv", .perfektPassivInfinitiv), ("perfect passive infinitive", .perfektPassivInfinitiv),
        ("perfektPassivInfinitiv", .perfektPassivInfinitiv),
        ("Futur II Konjunktiv II", .futurIIKonjunktivII), ("conditional perfect", .futurIIKonjunktivII),
        ("Future Perfect Subjunctive I", .futurIIKonjunktivI),
        ("Preterite Indicative Passive", .präteritumIndikativVorgangspassiv),
        ("Present Indicative Statal Passive", .präsensIndikativZustandspassiv),
        ("Future Subjunctive II Passive", .futurKonjunktivIIVorgangspassiv),
        // the English name without its gloss in brackets
        ("future perfect subjunctive II", .futurIIKonjunktivII), ("Future Subjunctive II", .futurKonjunktivII),
        ("future perfect subjunctive ii (conditional perfect)", .futurIIKonjunktivII),
    ])
    func names(_ name: String, _ expected: Conjugationgroup) {
        #expect(Conjugationgroup(name: name) == expected)
        #expect(Conjugationgroup.groups(named: name) == [expected])
    }

    @Test func collectiveNames() {
        #expect(Conjugationgroup.groups(named: "passiv") == Conjugationgroup.passive)
        #expect(Conjugationgroup.groups(named: "Passive") == Conjugationgroup.passive)
        #expect(Conjugationgroup.groups(named: "vorgangspassiv")?.count == 16)
        #expect(Conjugationgroup.groups(named: "Zustandspassiv") == [.präsensIndikativZustandspassiv, .präteritumIndikativZustandspassiv])
        #expect(Conjugationgroup.groups(named: "aktiv") == Conjugationgroup.active)
        #expect(Conjugationgroup.groups(named: "infinitive") == [.zuInfinitiv, .perfektInfinitiv, .passivInfinitiv, .perfektPassivInfinitiv])
        #expect(Conjugationgroup.groups(named: "präteritum") == [.präteritumIndikativ])
        #expect(Conjugationgroup.groups(named: "passivish") == nil)
        #expect(Conjugationgroup(name: "passiv") == nil)
    }
}
