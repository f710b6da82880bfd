// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Testing
import VerbData

/// The batch's encoder writes its forms straight from the verb's bytes; its lines must be
/// those of the encoder before it (`ReferenceJSONLines`), byte for byte, for every kind of
/// input: separable, reflexive, modal, irregular, unknown and rejected.
struct DirectEncoderTests {
    static func compare(_ input: String, _ lexicon: Lexicon, meaning: Int? = nil,
                        groups: [Conjugationgroup] = Conjugationgroup.allCases,
                        sourceLocation: SourceLocation = #_sourceLocation) {
        var json = JSONLines()
        var reference = ReferenceJSONLines()
        let ok = json.conjugate(input, in: lexicon, meaning: meaning, groups: groups)
        let expected = reference.conjugate(input, in: lexicon, meaning: meaning, groups: groups)
        #expect(ok == expected, "\(input)", sourceLocation: sourceLocation)
        if json.bytes != reference.bytes {
            let got = json.text, want = reference.text
            let common = zip(got, want).prefix { $0 == $1 }.count
            Issue.record("\(input): differs at character \(common):\n  reference: …\(want.dropFirst(max(0, common - 40)).prefix(120))\n  actual:    …\(got.dropFirst(max(0, common - 40)).prefix(120))",
                         sourceLocation: sourceLocation)
        }
    }

    /// Each kind of input by name, with the reason it is here.
    static let kinds: [(String, String)] = [
        ("singen", "strong: marks in the simple forms and in every participle"),
        ("ankommen", "separable, sein: the particle after the finite forms"),
        ("wiederaufbauen", "two particles, written apart after wieder"),
        ("anerkennen", "mixed, separable"),
        ("sich freuen", "optionally reflexive, asked with sich"),
        ("freuen", "optionally reflexive, asked bare"),
        ("bedanken", "always reflexive asked bare: reflexiveForms follows"),
        ("sich bedanken", "always reflexive asked with sich"),
        ("sich etwas merken", "a phrase: rejected"),
        ("merken", "dative reflexive in the lexicon"),
        ("können", "modal: no Imperativ, no passive"),
        ("vermögen", "compound of a modal"),
        ("sein", "irregular, replaced stem marked whole"),
        ("haben", "irregular, no passive"),
        ("werden", "irregular, the participle geworden"),
        ("tun", "irregular, -n infinitive"),
        ("fahren", "two auxiliaries: two spellings of every compound form"),
        ("saugen", "two Präteritum spellings: sog, saugte"),
        ("wechseln", "wechsle, wechsele"),
        ("hängen", "two meanings"),
        ("tanzen", "impersonal passive only"),
        ("folgen", "impersonal passive of a sein verb"),
        ("kennen", "no Zustandspassiv"),
        ("regnen", "weather verb: no passive"),
        ("studieren", "-ieren, no ge-"),
        ("verstehen", "inseparable prefix"),
        ("umfahren", "separable or not"),
        ("notlanden", "fused head"),
        ("googeln", "unknown, by rule"),
        ("zurückschwimmen", "unknown, like schwimmen"),
        ("mißraten", "old spelling"),
        ("hoeren", "umlauts typed as oe"),
        ("Singen!", "rejected: a character"),
        ("", "rejected: empty"),
        ("x\ty", "rejected: a control character"),
        ("a\"b\\c", "rejected: quote and backslash escaped"),
        ("haus", "rejected: not an infinitive"),
        ("sich sein", "rejected: never reflexive"),
    ]

    @Test(arguments: kinds)
    func eachKindOfInputIsTheReferenceLine(_ input: String, _ why: String) throws {
        let lexicon = try Lexicon.bundled()
        Self.compare(input, lexicon)
        Self.compare(input, lexicon, meaning: 2)
        Self.compare(input, lexicon, groups: Conjugationgroup.core)
        Self.compare(input, lexicon, groups: [.imperativ, .perfektpartizip, .präteritumIndikativVorgangspassiv])
    }

    /// A sample across the lexicon: every 23rd verb, bare and with sich.
    @Test func aSampleOfTheLexiconIsTheReferenceLine() throws {
        let lexicon = try Lexicon.bundled()
        var seen = Set<String>()
        let infinitives = lexicon.entries.map(\.infinitive).filter { seen.insert($0).inserted }
        var compared = 0
        for k in stride(from: 0, to: infinitives.count, by: 23) {
            Self.compare(infinitives[k], lexicon)
            compared += 1
            if k % 4 == 0 { Self.compare("sich " + infinitives[k], lexicon) }
        }
        #expect(compared > 400)
    }
}

/// The groups built on request as the batch writes them, checked by their words as well:
/// a group the byte writer does not know would come out empty in the reference too.
struct DirectEncoderInfinitiveTests {
    @Test(arguments: [
        ("singen", "\"perfektPassivInfinitiv\":[\"gesungen worden sein\"]"),
        ("singen", "\"passivInfinitiv\":[\"gesungen werden\"]"),
        ("tanzen", "\"perfektPassivInfinitiv\":[\"getanzt worden sein\"]"),
        ("ankommen", "\"perfektPassivInfinitiv\":null"),
        ("ankommen", "\"zuInfinitiv\":[\"anzukommen\"]"),
    ])
    func theBatchLineHoldsTheInfinitive(_ input: String, _ expected: String) throws {
        let lexicon = try Lexicon.bundled()
        var encoder = JSONLines()
        encoder.conjugate(input, in: lexicon)
        let line = encoder.text
        #expect(line.contains(expected), "\(input): \(line.prefix(200))")
    }
}
