// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import Paradigm
import RichText
import Testing
import VerbData

/// The listing table of `verbs` and `search`, a lookup's grouping and text, their HTML
/// lists for the web pages, and the sentences of names the lexicon does not know.
struct ListingAndLookupTests {
    static let lexicon: Lexicon? = try? Lexicon.bundled()
    static let index: Lexicon.FormIndex? = lexicon.map { $0.formIndex() }

    func listed(_ infinitives: [String]) throws -> [Lexicon.Listing] {
        let lexicon = try #require(Self.lexicon)
        return infinitives.compactMap { name in lexicon.verbs(sortedBy: .frequency).first { $0.entry.infinitive == name } }
    }

    @Test func listingRowsSayRankVerbFamilyAuxiliaryAndGloss() throws {
        let lexicon = try #require(Self.lexicon)
        let rows = ListingTable(color: false, width: nil, l: L(.en)).rows(try listed(["singen", "hängen"]), lexicon: lexicon)
        #expect(rows[0] == [L(.en).listing.rank, L(.en).listing.verb, L(.en).listing.family,
                            L(.en).listing.auxiliary, L(.en).listing.gloss])
        #expect(rows[1][1] == "singen")
        #expect(rows[1][2].hasSuffix(" i-a-u"))
        #expect(rows[1][3] == "haben")
        // A verb of two meanings carries its meaning number.
        #expect(rows[2][1] == "hängen (1)")
    }

    @Test func theTableCutsGlossesToTheWidthAndBoldsVerbsWithColour() throws {
        let lexicon = try #require(Self.lexicon)
        let plain = ListingTable(color: false, width: 50, l: L(.en)).render(try listed(["sein", "ankommen"]), lexicon: lexicon)
        #expect(plain.split(separator: "\n").allSatisfy { DisplayWidth.of(String($0)) <= 50 })
        #expect(plain.contains("…"))
        #expect(!plain.contains("\u{1B}"))
        let coloured = ListingTable(color: true, width: nil, l: L(.en)).render(try listed(["sein"]), lexicon: lexicon)
        #expect(coloured.contains("\u{1B}[1msein\u{1B}[0m"))
    }

    @Test func theLineUnderAShortenedPageCountsMeaningsAndVerbs() throws {
        let lexicon = try #require(Self.lexicon)
        let table = ListingTable(color: false, width: nil, l: L(.en))
        let page = lexicon.verbs(Lexicon.Filter(family: .strong), sortedBy: .frequency, limit: 3)
        let l = L(.en).listing
        #expect(table.more(page) == l.more(shown: 3, of: l.extent(verbs: page.verbs, meanings: page.meanings)))
        #expect(table.more(lexicon.verbs(Lexicon.Filter(startingWith: "singen"), sortedBy: .frequency, limit: 0)) == nil)
    }

    @Test func aLookupGroupsByVerbThenSlot() throws {
        let index = try #require(Self.index)
        let found = FormLookup("  ging ", index.lookup("ging"))
        #expect(found.query == "ging")
        #expect(found.verbs.first?.infinitive == "gehen")
        #expect(found.verbs.first?.slots.first?.persons == [.ich, .erSieEs])
        #expect(found.verbs.first?.slots.first?.forms == ["ging"])
        #expect(FormLookup("xyzzy", []).isMiss)
    }

    func text(_ query: String, thirdPerson: String = "er/sie/es", english: Bool = false, l: L = L(.en)) throws -> String {
        let index = try #require(Self.index)
        let renderer = LookupTextRenderer(color: false, englishNames: english, thirdPerson: thirdPerson, l: l,
                                          shown: { $0 }, echoed: { "<" + $0 + ">" })
        return renderer.render(FormLookup(query, index.lookup(query)))
    }

    @Test func lookupTextAsALearnerReadsIt() throws {
        let ging = try text("ging").split(separator: "\n").map(String.init)
        #expect(ging[0] == "ging")
        #expect(ging[1].hasPrefix("  gehen — "))
        #expect(ging[1].hasSuffix("(" + L(.en).lookup.rank(try #require(Self.lexicon?.entries(for: "gehen").first?.rank)) + ")"))
        #expect(ging[2] == "    Präteritum Indikativ: ich, er/sie/es")
        #expect(try text("ging", english: true).contains("    Preterite Indicative: ich, er/sie/es"))
        #expect(try text("ging", thirdPerson: "sie").contains(": ich, sie (Sg.)"))
        // A form written otherwise than typed is shown beside the slot.
        #expect(try text("ankam").contains("(kam an)"))
        // Several meanings: which one, and how to conjugate it.
        let hing = try text("hing", l: L(.de))
        #expect(hing.contains("hängen (Bedeutung 1 von 2)") && hing.contains("mit --meaning 1 konjugieren"))
        #expect(try text("xyzzy") == "<xyzzy>: " + L(.en).lookup.notAForm)
    }

    @Test func htmlListsLinkEveryVerb() throws {
        let index = try #require(Self.index)
        var h = HTML()
        LookupHTMLRenderer(l: L(.de)) { "/verbs/" + $0 + ($1.map { "?meaning=\($0)" } ?? "") }.render(index.lookup("ging"), into: &h)
        #expect(h.text.hasPrefix("<ul><li><a href=\"/verbs/gehen\">gehen</a> · Präteritum Indikativ · ich</li>"))
        var s = HTML()
        ListingHTMLRenderer { "/verbs/" + $0 + ($1.map { "?meaning=\($0)" } ?? "") }.render(try listed(["hängen", "singen"]), into: &s)
        #expect(s.text.hasPrefix("<ul><li><a href=\"/verbs/hängen?meaning=1\">hängen</a><span class=\"muted\"> "))
        #expect(s.text.contains("<li><a href=\"/verbs/singen\">singen</a><span class=\"muted\"> to sing</span></li></ul>"))
    }

    @Test(arguments: [
        (Lexicon.ChoiceError.unknownFamily("stong"), "stong", "weak, strong, mixed, ieren, irregular"),
        (.unknownAuxiliary("werden"), "werden", "haben, sein"),
        (.unknownSortOrder("random", allowed: [.frequency, .alphabet]), "random", "frequency, alphabet"),
        (.unknownAblaut("x", known: ["ei-ie-ie", "i-a-u"]), "x", "ei-ie-ie, i-a-u"),
        (.unknownPrefix("xyz", examples: ["an", "auf"], count: 80), "xyz", "an, auf"),
    ])
    func sentencesNameTheValueAndTheChoices(_ error: Lexicon.ChoiceError, _ value: String, _ choices: String) {
        for language in Language.allCases {
            let sentence = error.sentence(L(language))
            #expect(sentence.contains(value) && sentence.contains(choices), "\(sentence)")
        }
    }
}
