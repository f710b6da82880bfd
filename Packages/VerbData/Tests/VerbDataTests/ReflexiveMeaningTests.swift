import ConjugationEngine
import Testing
import VerbData

/// A verb whose reflexive and transitive uses mean different things has two meanings:
/// the reflexive one always takes its pronoun (sich beschweren, to complain: "habt euch
/// beschwert", never "habt beschwert"), the other never (etw. beschweren, to weigh down).
struct ReflexiveMeaningTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var infinitive: String
        var reflexiveGloss: String
        var otherGloss: String
        var ihrPerfekt: String
        var testDescription: String { infinitive }
    }

    static let rows: [Row] = [
        Row(infinitive: "beschweren", reflexiveGloss: "to complain", otherGloss: "to weigh down, to burden", ihrPerfekt: "habt euch beschwert"),
        Row(infinitive: "bewerben", reflexiveGloss: "to apply (for)", otherGloss: "to advertise, to promote (a product)", ihrPerfekt: "habt euch beworben"),
        Row(infinitive: "gewöhnen", reflexiveGloss: "to get used (to)", otherGloss: "to accustom (someone to)", ihrPerfekt: "habt euch gewöhnt"),
        Row(infinitive: "verloben", reflexiveGloss: "to get engaged", otherGloss: "to betroth (someone to)", ihrPerfekt: "habt euch verlobt"),
        Row(infinitive: "wundern", reflexiveGloss: "to be surprised", otherGloss: "to surprise (someone)", ihrPerfekt: "habt euch gewundert"),
    ]

    @Test(arguments: rows)
    func theReflexiveMeaningAlwaysTakesItsPronoun(_ row: Row) throws {
        let lexicon = try Lexicon.bundled()
        let entries = lexicon.entries(for: row.infinitive)
        #expect(entries.map(\.gloss) == [row.reflexiveGloss, row.otherGloss])
        #expect(entries.map(\.isAlwaysReflexive) == [true, false])
        let verbs = try lexicon.conjugator.verbs(row.infinitive)
        #expect(verbs.count == 2)
        #expect(verbs.first?.form(.perfektIndikativ, .ihr).variants == [row.ihrPerfekt])
        #expect(verbs.last?.form(.perfektIndikativ, .ihr).variants.contains { !$0.contains("euch") } == true)
    }

    @Test(arguments: ["distanzieren", "gesellen", "spezialisieren", "verpissen"])
    func onlyReflexiveVerbsAreAlwaysReflexive(_ infinitive: String) throws {
        let entries = try Lexicon.bundled().entries(for: infinitive)
        #expect(!entries.isEmpty && entries.allSatisfy(\.isAlwaysReflexive))
    }
}
