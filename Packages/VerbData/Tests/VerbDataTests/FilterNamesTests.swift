// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Testing
import VerbData

/// Filters and sort orders named as a reader types them, and what an unknown name is.
struct FilterNamesTests {
    static let lexicon: Lexicon? = try? Lexicon.bundled()

    @Test func namesInAnyCaseMakeTheFilter() throws {
        let lexicon = try #require(Self.lexicon)
        let filter = try lexicon.filter(family: "Strong", prefix: "an", auxiliary: "SEIN", ablaut: "ei-ie-ie", startingWith: "auf")
        #expect(filter == Lexicon.Filter(family: .strong, prefix: .particle("an"), auxiliary: .sein,
                                         ablautSeries: "ei-ie-ie", startingWith: "auf"))
        #expect(try lexicon.filter() == Lexicon.Filter.all)
        #expect(try lexicon.filter(prefix: "separable").prefix == .separable)
    }

    @Test(arguments: [
        (["family": "stong"], Lexicon.ChoiceError.unknownFamily("stong")),
        (["auxiliary": "werden"], .unknownAuxiliary("werden")),
        // The family is checked first, then the auxiliary.
        (["family": "x", "auxiliary": "y"], .unknownFamily("x")),
    ])
    func anUnknownFamilyOrAuxiliaryIsNamed(_ names: [String: String], _ expected: Lexicon.ChoiceError) throws {
        let lexicon = try #require(Self.lexicon)
        #expect(throws: expected) { try lexicon.filter(family: names["family"], auxiliary: names["auxiliary"]) }
    }

    @Test func anUnknownPrefixOffersTheLexiconsCommonParticles() throws {
        let lexicon = try #require(Self.lexicon)
        do {
            _ = try lexicon.filter(prefix: "xyz")
            Issue.record("xyz is no prefix")
        } catch {
            guard case .unknownPrefix(let name, let examples, let count) = error else { Issue.record("\(error)"); return }
            #expect(name == "xyz")
            #expect(Array(examples.prefix(3)) == ["an", "auf", "aus"])
            #expect(examples.allSatisfy(lexicon.prefixes.contains))
            #expect(count == lexicon.prefixes.count)
        }
    }

    @Test func anUnknownAblautSeriesListsTheKnownOnesWithHyphens() throws {
        let lexicon = try #require(Self.lexicon)
        do {
            _ = try lexicon.filter(ablaut: "x-y-z")
            Issue.record("x-y-z is no series")
        } catch {
            guard case .unknownAblaut(let name, let known) = error else { Issue.record("\(error)"); return }
            #expect(name == "x-y-z")
            #expect(known.contains("ei-ie-ie") && known.contains("i-a-u"))
            #expect(!known.contains { $0.contains(" – ") })
        }
    }

    @Test(arguments: [
        ("frequency", Lexicon.SortOrder.frequency), ("RANK", .frequency), ("freq", .frequency),
        ("alphabet", .alphabet), ("alpha", .alphabet), ("Alphabetical", .alphabet), ("abc", .alphabet),
        ("relevance", .relevance),
    ])
    func sortOrdersByNameOrAlias(_ name: String, _ order: Lexicon.SortOrder) throws {
        #expect(try Lexicon.SortOrder(named: name) == order)
    }

    @Test func aSortOrderNotAllowedIsUnknown() {
        #expect(throws: Lexicon.ChoiceError.unknownSortOrder("relevance", allowed: [.frequency, .alphabet])) {
            try Lexicon.SortOrder(named: "relevance", allowed: [.frequency, .alphabet])
        }
        #expect(throws: Lexicon.ChoiceError.unknownSortOrder("random", allowed: Lexicon.SortOrder.allCases)) {
            try Lexicon.SortOrder(named: "random")
        }
    }

    @Test func linesAsOneArray() {
        var json = JSONLines()
        #expect(String(decoding: json.arrayBytes, as: UTF8.self) == "[]")
        json.error(input: "x", message: "no")
        #expect(String(decoding: json.arrayBytes, as: UTF8.self) == "[{\"infinitive\":\"x\",\"error\":\"no\"}]")
        json.error(input: "y", message: "no")
        #expect(String(decoding: json.arrayBytes, as: UTF8.self)
                == "[{\"infinitive\":\"x\",\"error\":\"no\"},{\"infinitive\":\"y\",\"error\":\"no\"}]")
    }
}
