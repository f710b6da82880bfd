// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Testing
@testable import VerbData

/// `Lexicon.search` and `Lexicon.verbs`: spelling-tolerant search, filters, meanings, order.
struct SearchTests {
    static let lexicon: Lexicon? = try? Lexicon.bundled()
    /// Built once for the whole suite; `Lexicon.search` and `Lexicon.verbs` build one per call.
    static let index: Lexicon.SearchIndex? = lexicon.map { $0.searchIndex() }

    @Test(arguments: [
        ("singen", "singen"),
        ("Singen", "singen"),
        ("hängen", "hängen"),
        ("haengen", "hängen"),
        ("HÄNGEN", "hängen"),
        ("schliessen", "schließen"),
        ("schließen", "schließen"),
        ("SCHLIEẞEN", "schließen"),
        ("sich freuen", "freuen"),
        ("  sich   freuen ", "freuen"),
        ("muessen", "müssen"),
        ("to go", "gehen"),
        ("to sing", "singen"),
    ])
    func searchFindsTheVerbFirstInAnySpelling(_ query: String, _ infinitive: String) throws {
        let index = try #require(Self.index)
        let results = index.search(query)
        #expect(results.first?.entry.infinitive == infinitive, "\(results.prefix(3).map(\.entry.infinitive))")
    }

    @Test(arguments: [
        ("weigh", ["wiegen", "wägen"]),
        ("hang", ["hängen"]),
        ("stehen", ["stehen", "verstehen", "aufstehen"]),
        ("fahr", ["fahren", "erfahren", "abfahren"]),
        ("create", ["schaffen"]),
    ])
    func searchMatchesInfinitivesAndGlosses(_ query: String, _ expected: [String]) throws {
        let index = try #require(Self.index)
        let found = Set(index.search(query).map(\.entry.infinitive))
        for infinitive in expected { #expect(found.contains(infinitive), "\(query) → \(infinitive)") }
    }

    @Test func theInfinitiveAsTypedComesBeforeOtherSpellings() throws {
        let index = try #require(Self.index)
        let results = index.search("hangen").prefix(3).map(\.entry.infinitive)
        #expect(results == ["hangen", "hängen", "hängen"])
    }

    @Test func aVerbWithTwoMeaningsListsBothWithTheirNumbers() throws {
        let lexicon = try #require(Self.lexicon)
        let index = try #require(Self.index)
        let hängen = index.search("hängen").filter { $0.entry.infinitive == "hängen" }
        #expect(hängen.map(\.meaning) == [1, 2])
        #expect(hängen.allSatisfy { $0.meanings == 2 })
        #expect(hängen.map(\.entry.family) == [.strong, .weak])
        // The meaning number is the one `conjugate --meaning N` and the conjugator use.
        let verbs = try lexicon.conjugator.verbs("hängen")
        #expect(verbs[hängen[0].meaning - 1].form(.präteritumIndikativ, .ich).text == "hing")
        #expect(verbs[hängen[1].meaning - 1].form(.präteritumIndikativ, .ich).text == "hängte")
        let singen = try #require(index.search("singen").first)
        #expect(singen.meaning == 1 && singen.meanings == 1)
    }

    @Test(arguments: ["", "   ", "\u{0}", "ä", "ß", "e\u{308}", "🙂", String(repeating: "x", count: 5000), "\"\\", "sich", "to", "ae", "to "])
    func searchNeverCrashesOnAnyString(_ query: String) throws {
        let lexicon = try #require(Self.lexicon)
        let index = try #require(Self.index)
        let results = index.search(query)
        #expect(results.count <= lexicon.entries.count)
    }

    @Test func aSearchCanBeFiltered() throws {
        let lexicon = try #require(Self.lexicon)
        let index = try #require(Self.index)
        let results = index.search("fahren", Lexicon.Filter(prefix: .separable))
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { !$0.entry.structure.separable.isEmpty })
        #expect(!results.contains { $0.entry.infinitive == "erfahren" })
    }

    // MARK: Filters

    @Test(arguments: Family.allCases)
    func familyFilterKeepsOnlyThatFamily(_ family: Family) throws {
        let lexicon = try #require(Self.lexicon)
        let index = try #require(Self.index)
        let listed = index.verbs(Lexicon.Filter(family: family))
        #expect(!listed.isEmpty)
        #expect(listed.allSatisfy { $0.entry.family == family })
    }

    @Test(arguments: [(Auxiliary.sein, "gehen", "singen"), (.haben, "singen", "gehen")])
    func auxiliaryFilter(_ auxiliary: Auxiliary, _ included: String, _ excluded: String) throws {
        let lexicon = try #require(Self.lexicon)
        let index = try #require(Self.index)
        let listed = index.verbs(Lexicon.Filter(auxiliary: auxiliary))
        #expect(listed.allSatisfy { $0.entry.auxiliaries.contains(auxiliary) })
        #expect(listed.contains { $0.entry.infinitive == included })
        #expect(!listed.contains { $0.entry.infinitive == excluded })
        // Verbs with both auxiliaries (fahren: sein or haben) are in both lists.
        #expect(listed.contains { $0.entry.infinitive == "fahren" })
    }

    @Test(arguments: [
        ("separable", ["ankommen", "anerkennen", "aufstehen"], ["verstehen", "singen"]),
        ("inseparable", ["verstehen", "bekommen", "übersetzen"], ["ankommen", "singen"]),
        ("none", ["singen", "gehen", "studieren"], ["ankommen", "verstehen"]),
        ("an", ["ankommen", "anerkennen"], ["aufstehen", "verstehen"]),
        ("ver", ["verstehen"], ["ankommen"]),
        ("  AN ", ["ankommen"], ["verstehen"]),
    ])
    func prefixFilter(_ name: String, _ included: [String], _ excluded: [String]) throws {
        let lexicon = try #require(Self.lexicon)
        let index = try #require(Self.index)
        let filter = try #require(lexicon.prefixFilter(name))
        let listed = Set(index.verbs(Lexicon.Filter(prefix: filter)).map(\.entry.infinitive))
        for v in included { #expect(listed.contains(v), "\(name) should list \(v)") }
        for v in excluded { #expect(!listed.contains(v), "\(name) should not list \(v)") }
    }

    @Test(arguments: ["xyz", "", "a-n", "separabel", "123"])
    func unknownPrefixValuesAreRejected(_ name: String) throws {
        let lexicon = try #require(Self.lexicon)
        #expect(lexicon.prefixFilter(name) == nil)
    }

    @Test(arguments: [
        ("ei-ie-ie", ["bleiben", "schreiben"], ["singen", "greifen"]),
        ("EI – IE – IE", ["bleiben", "schreiben"], ["singen"]),
        ("ei ie ie", ["bleiben"], ["singen"]),
        ("i-a-u", ["singen", "trinken", "finden"], ["bleiben"]),
        ("ä-o-o", ["wägen"], ["wiegen"]),
        ("ae-o-o", ["wägen"], ["wiegen"]),
    ])
    func ablautSeriesFilter(_ series: String, _ included: [String], _ excluded: [String]) throws {
        let lexicon = try #require(Self.lexicon)
        let index = try #require(Self.index)
        #expect(lexicon.hasAblautSeries(series))
        let listed = index.verbs(Lexicon.Filter(ablautSeries: series))
        let names = Set(listed.map(\.entry.infinitive))
        for v in included { #expect(names.contains(v), "\(series) should list \(v)") }
        for v in excluded { #expect(!names.contains(v), "\(series) should not list \(v)") }
        // Only the strong meaning of a verb with a weak one has a series.
        #expect(listed.allSatisfy { $0.entry.family == .strong || $0.entry.family == .mixed })
    }

    @Test func unknownAblautSeriesMatchNothing() throws {
        let lexicon = try #require(Self.lexicon)
        let index = try #require(Self.index)
        #expect(!lexicon.hasAblautSeries("x-y-z"))
        #expect(index.verbs(Lexicon.Filter(ablautSeries: "x-y-z")).isEmpty)
        let known = lexicon.ablautSeriesCounts
        #expect(known.count >= 20)
        #expect(known.contains { $0.series == "i – a – u" })
    }

    @Test func ablautSeriesOfAMeaning() throws {
        let lexicon = try #require(Self.lexicon)
        let hängen = lexicon.entries(for: "hängen")
        #expect(lexicon.ablautSeries(of: hängen[0], meaning: 1) == "ä – i – a")
        #expect(lexicon.ablautSeries(of: hängen[1], meaning: 2) == nil)
        #expect(lexicon.ablautSeries(of: try #require(lexicon.entries(for: "singen").first)) == "i – a – u")
    }

    @Test func filtersCombine() throws {
        let lexicon = try #require(Self.lexicon)
        let index = try #require(Self.index)
        let filter = Lexicon.Filter(family: .strong, prefix: .particle("an"), auxiliary: .sein)
        let listed = index.verbs(filter)
        #expect(listed.contains { $0.entry.infinitive == "ankommen" })
        #expect(listed.allSatisfy { $0.entry.family == .strong && $0.entry.auxiliaries.contains(.sein)
                && $0.entry.structure.separable.contains("an") })
    }

    @Test func startingWithFiltersByTheBeginningOfTheInfinitive() throws {
        let lexicon = try #require(Self.lexicon)
        let index = try #require(Self.index)
        let listed = index.verbs(Lexicon.Filter(startingWith: "Über"))
        #expect(listed.contains { $0.entry.infinitive == "übersetzen" })
        #expect(listed.allSatisfy { $0.entry.infinitive.hasPrefix("über") || $0.entry.infinitive.hasPrefix("uber") })
    }

    // MARK: Order

    @Test func frequencyOrderPutsTheMostFrequentVerbFirst() throws {
        let lexicon = try #require(Self.lexicon)
        let index = try #require(Self.index)
        let listed = index.verbs(sortedBy: .frequency)
        #expect(listed.count == lexicon.entries.count)
        #expect(listed.first?.entry.infinitive == "haben")
        #expect(zip(listed, listed.dropFirst()).allSatisfy { $0.entry.rank <= $1.entry.rank })
    }

    @Test func alphabeticalOrderSortsUmlautsWithTheirVowel() throws {
        let lexicon = try #require(Self.lexicon)
        let index = try #require(Self.index)
        let listed = index.verbs(Lexicon.Filter(startingWith: "ha"), sortedBy: .alphabet).map(\.entry.infinitive)
        let folded = listed.map(Lexicon.foldForSearch)
        #expect(folded == folded.sorted())
        let hangeln = try #require(listed.firstIndex(of: "hangeln"))
        let hängen = try #require(listed.firstIndex(of: "hängen"))
        let hanteln = try #require(listed.firstIndex(of: "hanteln"))
        #expect(hangeln < hängen && hängen < hanteln)
    }

    @Test(arguments: [
        ("Hängen", "hangen"), ("schließen", "schliessen"), ("ÖL", "ol"), ("Straße", "strasse"),
        ("a\u{308}rgern", "argern"),
    ])
    func foldingForSearch(_ text: String, _ folded: String) {
        #expect(Lexicon.foldForSearch(text) == folded)
    }

    /// The lexicon's own search and listing are the index's.
    @Test(arguments: ["hoeren", "to go", "an", ""])
    func theLexiconSearchesThroughAnIndex(_ query: String) throws {
        let lexicon = try #require(Self.lexicon)
        let index = try #require(Self.index)
        #expect(lexicon.search(query) == index.search(query))
        #expect(lexicon.verbs(Lexicon.Filter(startingWith: query), sortedBy: .alphabet)
                == index.verbs(Lexicon.Filter(startingWith: query), sortedBy: .alphabet))
    }
}
