// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// End-to-end tests of `konjugieren verbs`, `search` and `lookup`: they run the built
/// binary and check what a user or a script sees.
@Suite("konjugieren verbs, search and lookup")
struct LexiconCommandTests {
    static func run(_ arguments: [String], input: String = "") throws -> QuizCLI.Result {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        return try QuizCLI.run(arguments, input: input, home: home)
    }

    /// Every stdout line parsed as one JSON object.
    static func objects(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
            return try #require(value as? [String: Any], "not an object: \(line)")
        }
    }

    static func rows(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").map(String.init)
    }

    // MARK: verbs

    @Test func verbsListsTheMostFrequentFiftyByDefault() throws {
        let result = try Self.run(["verbs"])
        #expect(result.status == 0)
        let rows = Self.rows(result.stdout)
        #expect(rows.first?.contains("Rank  Verb") == true && rows.first?.hasSuffix("Gloss") == true)
        #expect(rows.dropFirst().first?.contains("haben") == true)
        #expect(rows.count == 1 + 50 + 1)
        #expect(rows.last?.contains("--limit 0") == true)
    }

    @Test func verbsAsJSONLinesWithFilters() throws {
        let result = try Self.run(["verbs", "--family", "strong", "--auxiliary", "sein", "--prefix", "an",
                                   "--limit", "0", "--format", "json"])
        #expect(result.status == 0)
        let objects = try Self.objects(result.stdout)
        #expect(objects.count >= 5)
        for o in objects {
            #expect(o["family"] as? String == "strong")
            #expect((o["auxiliaries"] as? [String])?.contains("sein") == true)
            #expect((o["structure"] as? String)?.contains("an|") == true)
            #expect(o["ablaut"] is String)
        }
        #expect(objects.contains { $0["infinitive"] as? String == "ankommen" })
        let ranks = objects.compactMap { $0["rank"] as? Int }
        #expect(ranks == ranks.sorted())
    }

    @Test func verbsByAblautSeriesInAlphabeticalOrder() throws {
        let result = try Self.run(["verbs", "--ablaut", "ei-ie-ie", "--sort", "alphabet", "--limit", "0", "--format", "json"])
        #expect(result.status == 0)
        let names = try Self.objects(result.stdout).compactMap { $0["infinitive"] as? String }
        #expect(names.contains("bleiben") && names.contains("schreiben"))
        #expect(!names.contains("singen"))
        #expect(names.first?.hasPrefix("ab") == true)
    }

    @Test(arguments: [
        (["verbs", "--family", "fancy"], ["weak", "strong", "mixed", "ieren", "irregular"]),
        (["verbs", "--auxiliary", "werden"], ["haben", "sein"]),
        (["verbs", "--prefix", "xyz"], ["separable", "inseparable", "none", "an"]),
        (["verbs", "--ablaut", "x-y-z"], ["ei-ie-ie", "i-a-u"]),
        (["verbs", "--sort", "random"], ["frequency", "alphabet"]),
        (["search", "gehen", "--sort", "random"], ["relevance", "frequency", "alphabet"]),
        (["verbs", "--limit", "-1"], ["--limit"]),
    ])
    func badFilterValuesNameTheValidChoices(_ arguments: [String], _ choices: [String]) throws {
        let result = try Self.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        for choice in choices { #expect(result.stderr.contains(choice), "\(arguments): \(result.stderr)") }
    }

    // MARK: search

    @Test(arguments: [("hängen", "hängen"), ("Haengen", "hängen"), ("schliessen", "schließen"), ("to weigh", "wiegen")])
    func searchIgnoresCaseUmlautSpellingAndSharpS(_ query: String, _ infinitive: String) throws {
        let result = try Self.run(["search", query, "--format", "json", "--limit", "5"])
        #expect(result.status == 0)
        let names = try Self.objects(result.stdout).compactMap { $0["infinitive"] as? String }
        #expect(names.contains(infinitive), "\(query): \(names)")
    }

    @Test func searchShowsTheMeaningNumbersOfATwoMeaningVerb() throws {
        let table = try Self.run(["search", "hängen", "--limit", "3"])
        #expect(table.status == 0)
        #expect(table.stdout.contains("hängen (1)"))
        #expect(table.stdout.contains("hängen (2)"))
        let json = try Self.objects(try Self.run(["search", "hängen", "--format", "json", "--limit", "2"]).stdout)
        #expect(json.map { $0["meaning"] as? Int } == [1, 2])
        #expect(json.allSatisfy { $0["meanings"] as? Int == 2 })
    }

    @Test func searchWithoutAMatchSaysSoAndFails() throws {
        let result = try Self.run(["search", "qqqzzz"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("No verb matches “"))
    }

    // MARK: lookup

    @Test(arguments: [
        (["ging"], "gehen", "Präteritum Indikativ: ich, er/sie/es"),
        (["kam an"], "ankommen", "Präteritum Indikativ: ich, er/sie/es"),
        (["kam", "an"], "ankommen", "Präteritum Indikativ: ich, er/sie/es"),
        (["habe", "gesungen"], "singen", "Perfekt Indikativ: ich"),
        (["anzukommen"], "ankommen", "zu-Infinitiv"),
        (["hing"], "hängen (meaning 1 of 2)", "Präteritum Indikativ: ich, er/sie/es"),
        (["hängte"], "hängen (meaning 2 of 2)", "Präteritum Konjunktiv II: ich, er/sie/es"),
    ])
    func lookupTellsVerbGroupAndPerson(_ form: [String], _ verb: String, _ line: String) throws {
        let result = try Self.run(["lookup"] + form)
        #expect(result.status == 0)
        #expect(result.stdout.contains(verb), "\(result.stdout)")
        #expect(result.stdout.contains(line), "\(result.stdout)")
    }

    @Test func aFormOfTwoVerbsListsBoth() throws {
        let result = try Self.run(["lookup", "wog"])
        #expect(result.status == 0)
        let wiegen = try #require(result.stdout.range(of: "wiegen (meaning 1 of 2)"))
        let wägen = try #require(result.stdout.range(of: "wägen —"))
        #expect(wiegen.lowerBound < wägen.lowerBound)
    }

    @Test(arguments: ["xyzzy", "gingte"])
    func aFormOfNoVerbIsNotInvented(_ form: String) throws {
        let result = try Self.run(["lookup", form])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(form): not a form of any known verb"))
    }

    /// A 30 KB line is no form: the miss names it cut to 60 characters, not whole.
    @Test func aLongMissIsEchoedCutShort() throws {
        let long = String(repeating: "gingte", count: 5_000)
        let result = try Self.run(["lookup", "-"], input: long + "\n")
        #expect(result.status == 1)
        #expect(result.stdout.contains(String(long.prefix(60)) + "…: not a form of any known verb"), "\(result.stdout.prefix(200))")
        #expect(result.stdout.utf8.count < 200)
    }

    @Test func lookupReadsFormsFromStandardInputAsJSONLines() throws {
        let result = try Self.run(["lookup", "--format", "json", "-"], input: "ging\n\ngingte\nhängte\n")
        #expect(result.status == 1)
        let objects = try Self.objects(result.stdout)
        #expect(objects.first?["infinitive"] as? String == "gehen")
        #expect(objects.first?["slot"] as? String == "präteritumIndikativ")
        #expect(objects.first?["person"] as? String == "ich")
        #expect(objects.contains { $0["query"] as? String == "gingte" && $0["error"] as? String == "not a form of any known verb" })
        let hängte = objects.filter { $0["query"] as? String == "hängte" }
        #expect(!hängte.isEmpty && hängte.allSatisfy { $0["meaning"] as? Int == 2 && $0["known"] as? Bool == true })
    }

    @Test func listingsAndLookupsSpeakGermanWithLangDe() throws {
        let verbs = try Self.run(["verbs", "--limit", "2", "--lang", "de"])
        #expect(verbs.status == 0)
        let rows = Self.rows(verbs.stdout)
        #expect(rows.first?.contains("Rang") == true && rows.first?.contains("Bedeutung") == true)
        #expect(rows.last?.contains("Bedeutungen (") == true && rows.last?.contains("Verben); --limit 0 zeigt alle.") == true)
        let lookup = try Self.run(["lookup", "hing", "--lang", "de"])
        #expect(lookup.stdout.contains("hängen (Bedeutung 1 von 2)"), "\(lookup.stdout)")
        #expect(lookup.stdout.contains("mit --meaning 1 konjugieren"), "\(lookup.stdout)")
        let miss = try Self.run(["lookup", "xyzzy", "--lang", "de"])
        #expect(miss.status == 1)
        #expect(miss.stdout.contains("xyzzy: keine Form eines bekannten Verbs"))
        let search = try Self.run(["search", "qqqzzz", "--lang", "de"])
        #expect(search.status == 1)
        #expect(search.stderr.contains("Kein Verb passt zu „qqqzzz“"))
        let bad = try Self.run(["verbs", "--lang", "fr"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("fr"))
    }

    @Test func theMeaningNumberOfLookupIsTheOneConjugateTakes() throws {
        let lookup = try Self.objects(try Self.run(["lookup", "--format", "json", "hängte"]).stdout)
        let meaning = try #require(lookup.first?["meaning"] as? Int)
        let conjugate = try Self.run(["conjugate", "hängen", "--meaning", String(meaning), "--format", "json",
                                      "--group", "präteritum"])
        #expect(conjugate.status == 0)
        #expect(conjugate.stdout.contains("\"hängte\""))
    }
}
