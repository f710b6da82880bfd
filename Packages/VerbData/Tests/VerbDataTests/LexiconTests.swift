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

    @Test func everyLexiconVerbConjugates() throws {
        let lexicon = try Lexicon.bundled()
        for entry in lexicon.entries {
            let verb = try lexicon.conjugator.verb(entry.infinitive)
            for group in Conjugationgroup.allCases {
                for form in verb.forms(group) where form.exists {
                    #expect(!form.text.contains("  "), "\(entry.infinitive) \(group)")
                }
            }
        }
    }

    /// The fast paths (preferred text, bytes into a buffer) agree with the full forms.
    @Test func fastPathsAgreeWithTheForms() throws {
        let lexicon = try Lexicon.bundled()
        var buffer = [UInt8](repeating: 0, count: 128)
        for (k, entry) in lexicon.entries.enumerated() where k % 7 == 0 {
            for input in [entry.infinitive, "sich " + entry.infinitive] {
                // "sich sein", "sich können": no verb, rejected by design.
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
