import Foundation
import ConjugationEngine
import Testing
import VerbData

/// Rules every row of the lexicon must keep, checked over all ten thousand verbs: each
/// catches a class of data faults found in an audit (geblaumacht, gekonfiguriert,
/// eingegemeindet, "ich habe bedankt", "wir können!").
struct LexiconInvariantTests {
    struct Checked: Sendable {
        var entry: Lexicon.Entry
        var verb: Verb
    }

    /// Every row with the verb the engine makes of it.
    static let checked: [Checked] = {
        guard let lexicon = try? Lexicon.bundled() else { return [] }
        var out: [Checked] = []
        out.reserveCapacity(lexicon.entries.count)
        var meaning: [String: Int] = [:]
        for entry in lexicon.entries {
            let k = meaning[entry.infinitive, default: 0]
            meaning[entry.infinitive] = k + 1
            guard let verbs = try? lexicon.conjugator.verbs(entry.infinitive), k < verbs.count else { continue }
            out.append(Checked(entry: entry, verb: verbs[k]))
        }
        return out
    }()

    static let tableParticiples: [String: String] = Dictionary(
        PrincipalParts.table.compactMap { p in p.perfektpartizip.first.map { (p.infinitive, $0) } },
        uniquingKeysWith: { a, _ in a })

    static let modals: Set<String> = ["können", "dürfen", "mögen", "müssen", "sollen", "wollen", "möchten"]

    /// The participle without its separable particles: angekommen → gekommen.
    static func core(_ c: Checked) -> String {
        let participle = c.verb.form(.perfektpartizip, nil).text
        let particles = c.entry.structure.separable.joined()
        return String(participle.dropFirst(participle.hasPrefix(particles) ? particles.count : 0))
    }

    static func violations(_ check: (Checked) -> Bool) -> [String] {
        checked.filter { !check($0) }.map { "\($0.entry.infinitive) (\($0.entry.structureNotation), \($0.entry.family.rawValue))" }
    }

    @Test func everyRowIsConjugated() throws {
        let lexicon = try Lexicon.bundled()
        #expect(Self.checked.count == lexicon.entries.count)
        #expect(Self.checked.count > 10_000)
    }

    /// No "gege" from a ge- put before a verb that already has one (gegesundschrumpft),
    /// except where the base verb itself begins with ge- (gegeben, gegolten).
    @Test func noDoubleGe() {
        let bad = Self.violations { c in
            guard c.entry.family == .weak || c.entry.family == .ieren else { return true }
            return !Self.core(c).hasPrefix("gege") || c.entry.structure.base.hasPrefix("ge")
        }
        #expect(bad.isEmpty, "\(bad.prefix(20))")
    }

    /// -ieren verbs take no ge-: konfiguriert, herumprobiert.
    @Test func iererVerbsTakeNoGe() {
        let bad = Self.violations { c in
            guard c.entry.family == .ieren else { return true }
            let base = c.entry.structure.base
            let expected = (c.entry.structure.inseparable ?? "") + String(base.dropLast(2)) + "t"
            return Self.core(c) == expected
        }
        #expect(bad.isEmpty, "\(bad.prefix(20))")
    }

    /// An inseparable prefix keeps ge- out: verstanden, bedankt, eingemeindet.
    @Test func inseparablePrefixesTakeNoGe() {
        let bad = Self.violations { c in
            guard let prefix = c.entry.structure.inseparable else { return true }
            return Self.core(c).hasPrefix(prefix)
        }
        #expect(bad.isEmpty, "\(bad.prefix(20))")
    }

    /// A separable verb's participle has its ge- after the particle: blaugemacht, not
    /// geblaumacht; an|gekommen.
    @Test func separableParticiplesCarryGeAfterTheParticle() {
        let bad = Self.violations { c in
            let s = c.entry.structure
            guard !s.separable.isEmpty, s.inseparable == nil, c.entry.family != .ieren, !c.entry.noGe else { return true }
            let participle = c.verb.form(.perfektpartizip, nil).text
            if participle.hasPrefix(s.separable.joined() + "ge") { return true }
            // unless the base verb's own participle has no ge- (an|befehlen: anbefohlen)
            let own = Self.tableParticiples[s.base]
            return own.map { !$0.hasPrefix("ge") && participle == s.separable.joined() + $0 } ?? false
        }
        #expect(bad.isEmpty, "\(bad.prefix(20))")
    }

    /// The modal verbs have no Imperativ; every other verb has the wir and Sie forms.
    @Test func imperativeExactlyWhereItExists() {
        let bad = Self.violations { c in
            let none = Self.modals.contains(c.entry.infinitive)
            return none ? !c.verb.hasImperativ : c.verb.hasForm(.imperativ, .wir) && c.verb.hasForm(.imperativ, .formal)
        }
        #expect(bad.isEmpty, "\(bad.prefix(20))")
    }

    /// Always-reflexive verbs carry sich even when asked for bare: "bedanke mich".
    @Test func alwaysReflexiveVerbsCarrySich() {
        let bad = Self.violations { c in
            guard c.entry.isAlwaysReflexive else { return !c.verb.isReflexive }
            let pronoun = c.entry.isDativeReflexive ? " mir " : " mich "
            return c.verb.isReflexive && c.verb.form(.perfektIndikativ, .ich).text.contains(pronoun)
        }
        #expect(bad.isEmpty, "\(bad.prefix(20))")
        #expect(Self.checked.contains { $0.entry.infinitive == "bedanken" && $0.verb.isReflexive })
    }

    /// What `verbs` lists is what `conjugate` conjugates: the same structure, family and
    /// auxiliaries (heißlaufen is heiß|laufen, strong, in both).
    @Test func everyRowAgreesWithItsVerb() {
        let bad = Self.violations { c in
            c.verb.structure == c.entry.structure && c.verb.family == c.entry.family
                && c.verb.auxiliaries == c.entry.auxiliaries
        }
        #expect(bad.isEmpty, "\(bad.prefix(20))")
    }

    /// Every form is there and clean: no empty preferred form outside the Imperativ and
    /// the persons an impersonal passive lacks, no double space, no stray hyphen or capital.
    @Test func everyFormIsWellFormed() {
        let bad = Self.violations { c in
            for group in Conjugationgroup.allCases where group != .imperativ {
                for (person, text) in zip(group.persons, c.verb.texts(group)) {
                    if text.isEmpty && group.isPassive && c.verb.passive == .impersonal && person != .erSieEs { continue }
                    if text.isEmpty || text.contains("  ") || text.hasPrefix(" ") || text.hasSuffix(" ") { return false }
                    if text.contains(where: { $0.isUppercase || $0.isNumber }) { return false }
                }
            }
            return true
        }
        #expect(bad.isEmpty, "\(bad.prefix(20))")
    }

    /// Old spellings are not verbs of their own: mißraten, abschliessen.
    @Test func noOldSpellings() {
        let infinitives = Set(Self.checked.map(\.entry.infinitive))
        let bad = infinitives.filter { $0.contains("miß") || ($0.contains("ss") && infinitives.contains($0.replacingOccurrences(of: "ss", with: "ß"))) }
        #expect(bad.isEmpty, "\(bad.sorted().prefix(20))")
    }

    /// Glosses are plain English: no dictionary markup (#BE_make#), brackets or tabs.
    @Test func glossesArePlain() {
        let bad = Self.checked.map(\.entry).filter { e in
            e.gloss.contains(where: { "#{}[]<>|\t".contains($0) }) || e.gloss.hasSuffix(" ") || e.gloss.isEmpty
        }.map(\.infinitive)
        #expect(bad.isEmpty, "\(bad.prefix(20))")
    }
}
