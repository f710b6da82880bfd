// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Testing
import VerbData

/// "sich" in the input asks for a meaning that can carry the pronoun: one always used
/// with sich, else one often used with it, else a transitive one. A meaning without an
/// object slot (hängen, "to be hanging": hing) cannot be reflexive, and a reflexive
/// perfect takes haben: "habe mich gehängt", never "habe mich gehangen" or "bin mich …".
struct ReflexiveRequestTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var input: String
        var gloss: String
        var ichPerfekt: [String]
        var testDescription: String { input }
    }

    static let rows: [Row] = [
        Row(input: "sich hängen", gloss: "to hang (something up)", ichPerfekt: ["habe mich gehängt"]),
        Row(input: "sich scheren", gloss: "to care, to bother (about); to clear off", ichPerfekt: ["habe mich geschert"]),
        Row(input: "sich erschrecken", gloss: "to frighten, to scare (someone)", ichPerfekt: ["habe mich erschreckt"]),
        Row(input: "sich stecken", gloss: "to put, to stick (something into)", ichPerfekt: ["habe mich gesteckt"]),
        // The only meaning, often reflexive and with sein alone: the reflexive perfect takes haben.
        Row(input: "sich auswachsen", gloss: "(sich) to grow (into), to turn into", ichPerfekt: ["habe mich ausgewachsen"]),
    ]

    @Test(arguments: rows)
    func aReflexiveRequestTakesAMeaningWithAnObjectSlot(_ row: Row) throws {
        let lexicon = try Lexicon.bundled()
        let conjugation = try lexicon.conjugation(row.input)
        #expect(conjugation.entry?.gloss == row.gloss)
        #expect(conjugation.verb.auxiliaries == [.haben])
        let form = conjugation.verb.form(.perfektIndikativ, .ich)
        #expect(form.variants == row.ichPerfekt)
        #expect(form.variants.allSatisfy { !$0.hasPrefix("bin") })
        // The engine alone picks the same meaning.
        #expect(try lexicon.conjugator.verb(row.input).form(.perfektIndikativ, .ich).variants
                == row.ichPerfekt)
    }

    /// Without sich the first meaning stays first: hängen is "to be hanging".
    @Test(arguments: [("hängen", "hIng"), ("erschrecken", "erschrAk")])
    func withoutSichTheMostFrequentMeaningStaysFirst(infinitive: String, präteritum: String) throws {
        let verb = try Lexicon.bundled().conjugation(infinitive).verb
        #expect(verb.form(.präteritumIndikativ, .ich).marked == präteritum)
    }
}
