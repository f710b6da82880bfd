// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Testing
@testable import VerbData

/// A single search over the shipped lexicon walks its rows instead of building the search
/// index (`Lexicon.searchRows`). It must answer exactly what the index answers: the same
/// meanings, numbers, relevances and order, for every kind of query, filter and order.
struct SearchRowsTests {
    static let lexicon: Lexicon? = try? Lexicon.bundled()
    static let index: Lexicon.SearchIndex? = lexicon.map { $0.searchIndex() }

    @Test(arguments: [
        "singen", "Singen", "sing", "haengen", "hängen", "HÄNGEN", "hang", "schliessen", "SCHLIEẞEN",
        "sich freuen", "  sich   freuen ", "to go", "go", "weigh", "give", "a\u{308}ndern", "fahr", "en",
        "e", "ß", "ue", "stehen", "create", "oneself", "to", "xyzzy", "wiegen", "sein", "weight (on)",
    ])
    func aSearchOverTheRowsAnswersAsTheIndexDoes(_ query: String) throws {
        let lexicon = try #require(Self.lexicon)
        let index = try #require(Self.index)
        let filters: [Lexicon.Filter] = [
            .all,
            Lexicon.Filter(family: .strong),
            Lexicon.Filter(prefix: .separable, auxiliary: .sein),
            Lexicon.Filter(startingWith: "aus"),
            Lexicon.Filter(ablautSeries: "ie-o-o"),
        ]
        for filter in filters {
            for order in Lexicon.SortOrder.allCases {
                let rows = try #require(lexicon.searchRows(query, filter, sortedBy: order), "the shipped lexicon reads rows")
                let indexed = index.search(query, filter, sortedBy: order)
                #expect(rows == indexed, "\(query) \(filter) \(order): \(rows.prefix(4).map(\.entry.infinitive)) vs \(indexed.prefix(4).map(\.entry.infinitive))")
            }
        }
    }

    @Test func aLexiconBuiltFromEntriesIsSearchedThroughTheIndex() throws {
        let lexicon = try #require(Self.lexicon)
        let small = Lexicon(entries: Array(lexicon.entries.prefix(200)), principalParts: lexicon.principalParts)
        #expect(small.searchRows("ab", .all, sortedBy: .relevance) == nil)
        #expect(!small.search("ab").isEmpty)
    }

    @Test func theFrequencyOrderByCountingIsTheOrderByComparing() throws {
        let index = try #require(Self.index)
        let listings = index.listings
        let alphabet = index.byAlphabet
        var position = [Int](repeating: 0, count: listings.count)
        for (p, i) in alphabet.enumerated() { position[i] = p }
        let compared = listings.indices.sorted {
            (listings[$0].entry.rank, position[$0]) < (listings[$1].entry.rank, position[$1])
        }
        #expect(Lexicon.SearchIndex.rankOrder(listings) == compared)
    }

    @Test func twoInfinitivesSharingARankAreOrderedAlphabetically() throws {
        let lexicon = try #require(Self.lexicon)
        var entries = try ["singen", "hängen", "hangeln", "gehen"].map { name in
            try #require(lexicon.entries(for: name).first)
        }
        for k in entries.indices { entries[k].rank = 7 }
        let small = Lexicon(entries: entries, principalParts: lexicon.principalParts)
        #expect(Lexicon.SearchIndex.rankOrder(small.searchIndex().listings) == nil)
        #expect(small.verbs().map(\.entry.infinitive) == ["gehen", "hangeln", "hängen", "singen"])
    }

    @Test(arguments: [(Lexicon.SortOrder.frequency, 50), (.frequency, 1), (.frequency, 0), (.alphabet, 50), (.alphabet, 0)])
    func aPageFromTheRowsIsThePageOfTheFullListing(_ order: Lexicon.SortOrder, _ limit: Int) throws {
        let lexicon = try #require(Self.lexicon)
        let all = lexicon.searchIndex().verbs(.all, sortedBy: order)
        let page = lexicon.verbs(.all, sortedBy: order, limit: limit)
        #expect(page.listings == (limit > 0 ? Array(all.prefix(limit)) : all))
        #expect(page.meanings == all.count)
        #expect(page.verbs == Set(all.map(\.entry.infinitive)).count)
    }

    @Test func aFilteredPageCountsOnlyWhatPassesTheFilter() throws {
        let lexicon = try #require(Self.lexicon)
        let filter = Lexicon.Filter(family: .mixed)
        let all = lexicon.verbs(filter, sortedBy: .frequency)
        let page = lexicon.verbs(filter, sortedBy: .frequency, limit: 5)
        #expect(page.listings == Array(all.prefix(5)))
        #expect(page.listings.map(\.entry.infinitive).prefix(2) == ["bringen", "denken"])
        #expect(page.meanings == all.count && page.meanings > 5)
    }
}
