import Foundation
import Localization
import RichText
import Testing
import Articles

@Suite("The bundled articles")
struct ArticlesTests {
    let library: Library

    init() throws {
        library = try Library.bundled()
    }

    static let slugs: [String] = {
        guard let library = try? Library.bundled() else { return [] }
        return library.entries.map(\.slug)
    }()

    @Test func atLeast22ArticlesWithUniqueSlugs() {
        #expect(library.entries.count >= 22)
        #expect(Set(library.entries.map(\.slug)).count == library.entries.count)
        for entry in library.entries {
            #expect(!entry.en.isEmpty && !entry.de.isEmpty, "\(entry.slug) lacks a title")
            #expect(entry.slug.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }, "\(entry.slug)")
        }
    }

    @Test("Every article exists and parses in both languages", arguments: slugs)
    func parsesInBothLanguages(_ slug: String) throws {
        for language in Language.allCases {
            let document = try library.document(slug, language)
            #expect(document.wordCount >= 80, "\(slug) (\(language)) is only \(document.wordCount) words")
            #expect(document.blocks.first.map { if case .heading = $0 { true } else { false } } == true,
                    "\(slug) (\(language)) should open with a heading")
        }
    }

    @Test("Every link resolves", arguments: slugs)
    func linksResolve(_ slug: String) throws {
        let known = Set(library.entries.map(\.slug))
        for language in Language.allCases {
            for link in try library.document(slug, language).links {
                switch link.target {
                case .info(let target):
                    #expect(known.contains(target), "\(slug) (\(language)) links to missing article \(target)")
                case .verb(let name):
                    #expect(Self.isInfinitive(name), "\(slug) (\(language)) links to malformed verb \(name)")
                case .web(let url):
                    let parsed = URL(string: url)
                    #expect(parsed?.host != nil && ["http", "https"].contains(parsed?.scheme ?? ""), "\(url)")
                }
            }
        }
    }

    @Test func noStrayFiles() throws {
        let known = Set(library.entries.map { $0.slug + ".txt" })
        for language in Language.allCases {
            let files = try FileManager.default.contentsOfDirectory(
                atPath: library.directory.appendingPathComponent(language.rawValue).path)
            #expect(Set(files) == known, "\(language): \(Set(files).symmetricDifference(known))")
        }
    }

    @Test("The history has at least 2,000 words per language", arguments: Language.allCases)
    func historyIsLong(_ language: Language) throws {
        let words = try library.document("history", language).wordCount
        #expect(words >= 2000, "history (\(language)) has \(words) words")
    }

    @Test func everyConjugationgroupHasAGuide() {
        let guides = ["present-indicative", "preterite-indicative", "present-subjunctive-i", "past-subjunctive-ii",
                      "imperative", "past-participle", "present-participle", "perfect-indicative",
                      "perfect-subjunctive-i", "pluperfect-indicative", "pluperfect-subjunctive-ii",
                      "future-indicative", "future-subjunctive-i", "future-subjunctive-ii", "future-perfect-indicative"]
        #expect(guides.count == 15)
        for guide in guides { #expect(library.entry(guide) != nil, "\(guide)") }
    }

    /// The irregular letters of forms that articles show: wherever one of these forms
    /// appears in `$…$`, it must carry exactly these capitals.
    static let irregularLetters: [String: String] = [
        "sang": "sAng", "gesungen": "gesUngen", "sänge": "sÄnge",
        "fährst": "fÄhrst", "fährt": "fÄhrt", "fuhr": "fUhr", "führe": "fÜhre",
        "brachte": "brACHte", "gebracht": "gebrACHt", "brächte": "brÄCHte",
        "dachte": "dACHte", "gedacht": "gedACHt", "dächte": "dÄCHte",
        "gibst": "gIbst", "gibt": "gIbt", "gib": "gIb", "gab": "gAb", "gäbe": "gÄbe",
        "sprichst": "sprIchst", "spricht": "sprIcht", "sprich": "sprIch", "sprach": "sprAch",
        "gesprochen": "gesprOchen", "spräche": "sprÄche",
        "läufst": "lÄufst", "läuft": "lÄuft", "lief": "lIEf", "liefe": "lIEfe",
        "schläfst": "schlÄfst", "schläft": "schlÄft", "schlief": "schlIEf",
        "kam": "kAm", "käme": "kÄme", "kamen": "kAmen",
        "kannte": "kAnnte", "gekannt": "gekAnnt", "nannte": "nAnnte", "genannt": "genAnnt",
        "trank": "trAnk", "getrunken": "getrUnken", "schrieb": "schrIEb", "geschrieben": "geschrIEben",
        "flog": "flOg", "geflogen": "geflOgen", "bliebe": "blIEbe", "blieb": "blIEb", "geblieben": "geblIEben",
        "half": "hAlf", "geholfen": "gehOlfen", "hilfst": "hIlfst", "hilft": "hIlft", "hilf": "hIlf",
        "lies": "lIEs", "liest": "lIEst", "las": "lAs", "wurde": "wUrde", "würde": "wÜrde",
        "stieg": "stIEg", "gestiegen": "gestIEgen", "bot": "bOt", "geboten": "gebOten",
        "nahm": "nAhm", "trug": "trUg", "trägst": "trÄgst", "fing": "fIng", "hing": "hIng",
        "hielt": "hIElt", "hältst": "hÄltst", "hält": "hÄlt", "gewusst": "gewUsst",
        "sangen": "sAngen", "sangst": "sAngst", "fuhren": "fUhren", "fuhrst": "fUhrst",
        "fänden": "fÄnden", "fand": "fAnd", "gefunden": "gefUnden", "biss": "bIss", "gebissen": "gebIssen",
    ]

    @Test("Irregular letters in $…$ are marked consistently", arguments: slugs)
    func irregularLettersAreRight(_ slug: String) throws {
        for language in Language.allCases {
            for block in try library.document(slug, language).blocks {
                for inline in block.inlines {
                    guard case .conjugation(let conjugation) = inline else { continue }
                    for (word, markup) in zip(conjugation.text.split(separator: " "), conjugation.markup.split(separator: " ")) {
                        let bare = word.trimmingCharacters(in: .punctuationCharacters)
                        if let expected = Self.irregularLetters[bare] {
                            #expect(markup.trimmingCharacters(in: .punctuationCharacters) == expected,
                                    "\(slug) (\(language)): \(markup) should be \(expected)")
                        }
                    }
                }
            }
        }
    }

    @Test func loadingAnUnknownSlugThrows() {
        #expect(throws: ArticleError.unknownSlug("nope")) { try library.document("nope", .en) }
    }

    @Test func linkLabelsUseTitles() throws {
        let link = try #require(Link(url: "konjugieren://info/ablaut-series"))
        #expect(library.linkLabel(.de)(link) == "Die Ablautreihen")
        #expect(library.linkLabel(.en)(try #require(Link(url: "konjugieren://verb/singen"))) == "singen")
    }

    /// konjugieren://verb/NAME names a lowercase infinitive ending in -n (singen, wandern, tun).
    static func isInfinitive(_ name: String) -> Bool {
        name.count >= 2 && name.hasSuffix("n") && name.allSatisfy { $0.isLetter && $0.isLowercase }
    }
}
