import ConjugationEngine
import Testing
@testable import VerbData

struct LexiconTests {
    @Test func bundledLexiconLoads() throws {
        let lexicon = try Lexicon.bundled()
        #expect(lexicon.verbCount >= 1000)
        #expect(lexicon.principalParts.count >= 150)
        for entry in lexicon.entries.prefix(200) {
            #expect(!entry.gloss.isEmpty)
            #expect(entry.rank > 0)
        }
    }

    static let lexicon: Lexicon? = try? Lexicon.bundled()

    /// Every lexicon verb, in every meaning, split in shards that run in parallel.
    static func shard(_ n: Int, of count: Int) throws -> [(Lexicon.Entry, Verb)] {
        let lexicon = try #require(Self.lexicon)
        var out: [(Lexicon.Entry, Verb)] = []
        var k = 0
        var previous = ""
        for entry in lexicon.entries where entry.infinitive != previous {
            previous = entry.infinitive
            k += 1
            guard k % count == n else { continue }
            let verbs = try lexicon.conjugator.verbs(entry.infinitive)
            out += zip(lexicon.entries(for: entry.infinitive), verbs).map { ($0, $1) }
        }
        return out
    }

    /// What must hold for every verb of the lexicon, on the preferred forms (the fast
    /// path, so that ten thousand verbs take seconds): every form exists but the du and
    /// ihr Imperativ of the verbs that have none (the modals); none is empty or has a stray
    /// space; no participle doubles its ge- (gegeben and gegessen are right, "gegekommen"
    /// would be a bug); inseparable, -ieren and ge-less verbs add no ge- to the participle
    /// (verstanden, studiert, prophezeit); and a separable verb's participle is its
    /// particles and its base verb's participle (an-ge-kommen, but an-befohlen).
    @Test(arguments: 0..<8)
    func everyLexiconVerbHasItsForms(shard: Int) throws {
        let lexicon = try #require(Self.lexicon)
        let verbs = try Self.shard(shard, of: 8)
        #expect(!verbs.isEmpty)
        for (entry, verb) in verbs {
            let name = "\(entry.infinitive) (\(verb.structure.notation), \(verb.family.rawValue))"
            for group in Conjugationgroup.allCases {
                for person in group.persons {
                    let text = verb.text(group, person)
                    if text.isEmpty {
                        // only the Imperativ and the passive may be missing: the modal verbs
                        // and the verbs of things and events (geschehen) have no Imperativ,
                        // the modals' compounds no du/ihr; haben and ankommen have no passive,
                        // tanzen the impersonal one only (es wird getanzt)
                        #expect((group == .imperativ || group.isPassive) && !verb.hasForm(group, person),
                                "\(name): no \(group.rawValue) \(person.map(String.init(describing:)) ?? "")")
                        continue
                    }
                    #expect(!text.contains("  ") && text.first != " " && text.last != " ", "\(name): “\(text)”")
                }
            }
            try Self.checkParticiple(entry, verb, lexicon)
        }
    }

    static func checkParticiple(_ entry: Lexicon.Entry, _ verb: Verb, _ lexicon: Lexicon) throws {
        let name = "\(entry.infinitive) (\(verb.structure.notation), \(verb.family.rawValue))"
        let particles = verb.structure.separable.joined()
        let participle = verb.text(.perfektpartizip, nil)
        #expect(participle.hasPrefix(particles), "\(name): participle “\(participle)”")
        let rest = String(participle.dropFirst(particles.count))
        let infinitiveRest = String(entry.infinitive.dropFirst(particles.count))
        if particles.isEmpty {
            // ge- twice only where the verb itself starts with ge or e: ge-geben, ge-g-essen.
            #expect(!rest.hasPrefix("gege") || infinitiveRest.hasPrefix("ge") || infinitiveRest.hasPrefix("e"),
                    "\(name): participle “\(participle)” doubles its ge-")
        } else if !entry.noGe {
            // The particles, then the base verb's ge- or none: an-ge-kommen, an-befohlen
            // (befohlen), mit-ge-geben (gegeben), but not ein-ge-gemeindet (gemeindet).
            let base = try lexicon.conjugator.verbs(infinitiveRest).map { $0.text(.perfektpartizip, nil) }
            #expect(base.contains { $0.hasPrefix("ge") == rest.hasPrefix("ge") && $0.hasPrefix("gege") == rest.hasPrefix("gege") },
                    "\(name): participle “\(participle)”, but \(infinitiveRest): \(base)")
        }
        if verb.structure.inseparable != nil || verb.family == .ieren || entry.noGe {
            #expect(rest.prefix(2) == infinitiveRest.prefix(2), "\(name): participle “\(participle)” has a ge- too many")
        }
    }

    /// The fast paths (preferred text, bytes into a buffer) agree with the full forms.
    @Test func fastPathsAgreeWithTheForms() throws {
        let lexicon = try Lexicon.bundled()
        var buffer = [UInt8](repeating: 0, count: 128)
        for (k, entry) in lexicon.entries.enumerated() where k % 7 == 0 {
            for input in [entry.infinitive, "sich " + entry.infinitive] {
                // "sich sein", "sich können" and the like are refused; every bare infinitive conjugates
                guard let verb = try? lexicon.conjugator.verb(input) else {
                    #expect(input.hasPrefix("sich "), "\(input)")
                    continue
                }
                for group in Conjugationgroup.allCases {
                    for person in group.persons {
                        let expected = verb.variants(group, person).first ?? ""
                        #expect(verb.text(group, person) == expected, "\(input) \(group)")
                        let n = buffer.withUnsafeMutableBufferPointer { verb.write(group, person, into: $0) }
                        #expect(String(decoding: buffer[0..<n], as: UTF8.self) == expected, "\(input) \(group)")
                    }
                }
            }
        }
    }

    @Test(arguments: [
        ("singen\tsingen\tstrong\thaben\t1\t-\tto sing\nbad line\n", 2, "expected 7 tab-separated columns"),
        ("singen\tsang|en\tstrong\thaben\t1\t-\tto sing\n", 1, "structure"),
        ("singen\tsingen\tfancy\thaben\t1\t-\tto sing\n", 1, "family"),
        ("singen\tsingen\tstrong\tmaybe\t1\t-\tto sing\n", 1, "auxiliary"),
        ("singen\tsingen\tstrong\thaben\tzero\t-\tto sing\n", 1, "rank"),
        ("singen\tsingen\tstrong\thaben\t1\twhatever\tto sing\n", 1, "flag"),
        ("singen\tsingen\tstrong\thaben\t1\t-\t\n", 1, "gloss"),
        ("# comment\n\nSingen!\tsingen\tstrong\thaben\t1\t-\tto sing\n", 3, "infinitive"),
        ("lachen\tlachen\tstrong\thaben\t1\t-\tto laugh\n", 1, "no principal parts"),
    ])
    func malformedLexiconLinesAreReportedWithTheirLineNumber(_ text: String, _ line: Int, _ reason: String) throws {
        let parts = [PrincipalParts(infinitive: "singen", präteritum: ["sang"], konjunktivII: ["sänge"], perfektpartizip: ["gesungen"])]
        #expect {
            _ = try Lexicon.parse(text, principalParts: parts)
        } throws: { error in
            guard case VerbDataError.malformedLine(_, let l, _, let r) = error else { return false }
            return l == line && r.contains(reason)
        }
    }

    @Test(arguments: [
        ("singen\t-\tsang\tsänge\tgesungen\t-\thaben\n", "8 tab-separated"),
        ("singen\tsingst\tsang\tsänge\tgesungen\t-\thaben\tstrong\n", "du-form er-form"),
        ("singen\t-\t\tsänge\tgesungen\t-\thaben\tstrong\n", "Präteritum"),
        ("singen\t-\tsang\tsänge\tgesungen\t-\thaben\tweak\n", "family"),
        ("singen\t-\tsang\tsänge\tgesungen\t-\thaben\tstrong\nsingen\t-\tsang\tsänge\tgesungen\t-\thaben\tstrong\n", "twice"),
    ])
    func malformedPrincipalPartsAreReported(_ text: String, _ reason: String) {
        #expect {
            _ = try PrincipalPartsTable.parse(text)
        } throws: { error in
            guard case VerbDataError.malformedLine(_, _, _, let r) = error else { return false }
            return r.contains(reason)
        }
    }

    @Test func principalPartsWithRegularAlternatives() throws {
        let parts = try PrincipalPartsTable.parse("backen\t-|bäckst bäckt\tbackte|buk\tbackte\tgebacken\t-\thaben\tmixed\n")
        let conjugator = Conjugator(knowledge: VerbKnowledge(principalParts: parts))
        let backen = try conjugator.verb("backen")
        #expect(backen.form(.präsensIndikativ, .du).variants == ["backst", "bäckst"])
        #expect(backen.form(.präteritumIndikativ, .ich).variants == ["backte", "buk"])
    }
}
