import ConjugationEngine
import Testing
import VerbData

/// What the lexicon adds to the engine's paradigms: auxiliaries and variants of listed
/// verbs, reflexive input, meanings that conjugate differently.
struct ParadigmTests {
    static let lexicon: Lexicon? = try? Lexicon.bundled()

    /// Auxiliaries of compounds are lexicon knowledge: stehen takes haben, aufstehen sein.
    @Test(arguments: [("aufstehen", "sein"), ("verstehen", "haben"), ("entstehen", "sein"), ("einschlafen", "sein")])
    func compoundAuxiliary(_ verb: String, _ expected: String) throws {
        let lexicon = try #require(Self.lexicon)
        #expect(try lexicon.conjugator.verb(verb).auxiliaries.first?.rawValue == expected)
    }

    @Test func dualAuxiliaryOffersBoth() throws {
        let lexicon = try #require(Self.lexicon)
        let fahren = try lexicon.conjugator.verb("fahren")
        #expect(fahren.auxiliaries == [.sein, .haben])
        #expect(fahren.form(.perfektIndikativ, .ich).variants == ["bin gefahren", "habe gefahren"])
    }

    @Test func variantsAreAccepted() throws {
        let lexicon = try #require(Self.lexicon)
        let sammeln = try lexicon.conjugator.verb("sammeln")
        #expect(sammeln.form(.präsensIndikativ, .ich).variants == ["sammle", "sammele"])
        let senden = try lexicon.conjugator.verb("senden")
        #expect(senden.form(.präteritumIndikativ, .ich).variants.contains("sandte"))
        #expect(senden.form(.präteritumIndikativ, .ich).variants.contains("sendete"))
    }

    @Test func reflexiveInputCarriesThePronoun() throws {
        let lexicon = try #require(Self.lexicon)
        let verb = try lexicon.conjugator.verb("sich freuen")
        #expect(verb.texts(.präsensIndikativ) == ["freue mich", "freust dich", "freut sich", "freuen uns", "freut euch", "freuen sich"])
        #expect(verb.form(.perfektIndikativ, .ich).text == "habe mich gefreut")
        let aufregen = try lexicon.conjugator.verb("sich aufregen")
        #expect(aufregen.form(.präsensIndikativ, .du).text == "regst dich auf")
        #expect(try lexicon.conjugator.verb("freuen").form(.präsensIndikativ, .ich).text == "freue")
    }

    @Test func meaningsThatConjugateDifferently() throws {
        let lexicon = try #require(Self.lexicon)
        let hängen = try lexicon.conjugator.verbs("hängen")
        #expect(hängen.count >= 2)
        let pasts = Set(hängen.map { $0.form(.präteritumIndikativ, .ich).text })
        #expect(pasts.contains("hing"))
        #expect(pasts.contains("hängte"))
    }

    @Test func zuInfinitive() throws {
        let lexicon = try #require(Self.lexicon)
        #expect(try lexicon.conjugator.verb("ankommen").zuInfinitive == "anzukommen")
        #expect(try lexicon.conjugator.verb("verstehen").zuInfinitive == "zu verstehen")
    }
}

