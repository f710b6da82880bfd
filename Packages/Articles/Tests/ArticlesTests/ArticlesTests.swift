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

    /// The articles in the order the design lists them: the dedication, the history,
    /// terminology, tense/mood/voice, one guide per conjugationgroup in the engine's
    /// order, the articles that fit none of these categories, and the credits last.
    static let expectedOrder = [
        "dedication", "history", "terminology", "tense-mood-voice",
        "present-indicative", "preterite-indicative", "present-subjunctive-i", "past-subjunctive-ii",
        "imperative", "past-participle", "present-participle", "perfect-indicative",
        "perfect-subjunctive-i", "pluperfect-indicative", "pluperfect-subjunctive-ii",
        "future-indicative", "future-subjunctive-i", "future-subjunctive-ii", "future-perfect-indicative",
        "future-perfect-subjunctive-i", "future-perfect-subjunctive-ii",
        "how-to-use", "verb-families", "ablaut-series", "haben-or-sein", "separable-prefixes", "inseparable-prefixes",
        "passive-and-subordinate-clause",
        "credits",
    ]

    @Test func theArticlesAreTheDesignsInItsOrder() {
        #expect(library.entries.map(\.slug) == Self.expectedOrder)
        #expect(library.entries.first?.title(.en) == "Dedication")
        #expect(library.entries.first?.title(.de) == "Widmung")
        #expect(library.entries.dropFirst().first?.title(.en) == "A History of the German Verb")
        for entry in library.entries {
            #expect(!entry.en.isEmpty && !entry.de.isEmpty, "\(entry.slug) lacks a title")
            #expect(entry.slug.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }, "\(entry.slug)")
            #expect(entry.slug.contains { $0.isLetter }, "\(entry.slug) would be read as a number")
        }
    }

    /// Links in a list are separated: "the Plusquamperfekt, the Futur", never two link
    /// texts one after the other with only a space (and an article) between them.
    @Test(arguments: Self.expectedOrder)
    func linksInAListAreSeparated(_ slug: String) throws {
        for language in [Language.en, .de] {
            let source = try library.source(slug, language)
            let run = source.range(of: #"\|[^%\n]*% (?:(?:the|im|in|der|die|das) )?%konjugieren"#, options: .regularExpression)
            #expect(run == nil, "\(slug) (\(language)): \(run.map { String(source[$0]) } ?? "")")
        }
    }

    @Test("konjugieren://info/N is the article at index N", arguments: Array(expectedOrder.enumerated()))
    func numberNamesTheArticleAtThatIndex(_ index: Int, _ slug: String) throws {
        #expect(library.entry(String(index))?.slug == slug)
        #expect(library.index(of: slug) == index)
        #expect(library.index(of: String(index)) == index)
        #expect(try library.source(String(index), .de) == library.source(slug, .de))
        let link = try #require(Link(url: "konjugieren://info/\(index)"))
        #expect(library.linkLabel(.en)(link) == library.entry(slug)?.en)
        #expect(library.linkLabel(.de)(link) == library.entry(slug)?.de)
    }

    @Test(arguments: ["29", "-1", "01", "+1", " 1", "1 ", "", "99999999999999999999"])
    func otherNumbersNameNoArticle(_ name: String) {
        #expect(library.entry(name) == nil)
        #expect(throws: ArticleError.unknownSlug(name)) { try library.document(name, .en) }
    }

    @Test("Every article exists, parses and renders in both languages", arguments: slugs)
    func parsesAndRendersInBothLanguages(_ slug: String) throws {
        for language in Language.allCases {
            let document = try library.document(slug, language)
            #expect(document.wordCount >= 80, "\(slug) (\(language)) is only \(document.wordCount) words")
            #expect(document.blocks.first.map { if case .heading = $0 { true } else { false } } == true,
                    "\(slug) (\(language)) should open with a heading")
            if case .heading(let heading) = document.blocks.first {
                #expect(heading == library.entry(slug)?.title(language), "\(slug) (\(language)) heading and index title differ")
            }
            for width in [40, 80] {
                let plain = PlainRenderer(width: width, linkLabel: library.linkLabel(language)).render(document)
                let ansi = ANSIRenderer(width: width, color: true, linkLabel: library.linkLabel(language)).render(document)
                #expect(plain.links == document.links && ansi.links == document.links)
                for line in plain.lines + ansi.lines {
                    #expect(DisplayWidth.of(line) <= width, "\(slug) (\(language)) at \(width): \(line)")
                }
            }
        }
    }

    @Test("Every link resolves", arguments: slugs)
    func linksResolve(_ slug: String) throws {
        for language in Language.allCases {
            for link in try library.document(slug, language).links {
                switch link.target {
                case .info(let target):
                    #expect(library.entry(target) != nil, "\(slug) (\(language)) links to missing article \(target)")
                    #expect(target != slug, "\(slug) (\(language)) links to itself")
                case .verb(let name, _):
                    #expect(Self.isInfinitive(name), "\(slug) (\(language)) links to malformed verb \(name)")
                case .family(let name):
                    #expect(LinkTarget.families.contains(name), "\(slug) (\(language)) links to unknown family \(name)")
                case .quiz(let action):
                    #expect(LinkTarget.quizActions.contains(action), "\(slug) (\(language)) links to quiz \(action)")
                case .web(let url):
                    let parsed = URL(string: url)
                    #expect(parsed?.host != nil && ["http", "https"].contains(parsed?.scheme ?? ""), "\(url)")
                }
            }
        }
    }

    /// A title pasted into a sentence reads badly ("The A History of the German Verb
    /// tells more"), so a link to an article in running text says its own words
    /// (`%konjugieren://info/history|the history of the German verb%`). Only a list
    /// item that is nothing but the link may show the title.
    @Test("Article links in sentences carry their own text", arguments: slugs)
    func articleLinksInSentencesHaveText(_ slug: String) throws {
        for language in Language.allCases {
            for block in try library.document(slug, language).blocks {
                let pieces: [[Inline]]
                switch block {
                case .heading: continue
                case .paragraph(let inlines): pieces = [inlines]
                case .list(let items): pieces = items
                }
                for piece in pieces {
                    let standsAlone = piece.allSatisfy {
                        if case .text(let text) = $0 { return text.allSatisfy(\.isWhitespace) }
                        if case .link = $0 { return true }
                        return false
                    } && piece.filter { if case .link = $0 { true } else { false } }.count == 1
                    for case .link(let link) in piece {
                        guard case .info = link.target, link.text == nil else { continue }
                        #expect(standsAlone, "\(slug) (\(language)): \(link.url) inside a sentence needs its own text")
                    }
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

@Suite("The dedication and the history essay")
struct DedicationAndHistoryTests {
    let library: Library

    init() throws {
        library = try Library.bundled()
    }

    @Test(arguments: Language.allCases)
    func theDedicationNamesHim(_ language: Language) throws {
        let text = try library.document("0", language).blocks.flatMap(\.inlines).map(\.plainText).joined()
        for fact in ["Clifford August Schmiesing", "1904", "1944", "Minster", "Ohio", "Oran", "Algeri"] {
            #expect(text.contains(fact), "the \(language) dedication lacks \(fact)")
        }
    }

    /// The headings of the two versions, in order: the German one is its own text, but
    /// the reader switching languages finds the same sections.
    static let headings: [(en: String, de: String)] = [
        ("A History of the German Verb", "Eine Geschichte des deutschen Verbs"),
        ("Stardust", "Sternenstaub"),
        ("Out of Africa", "Aus Afrika hinaus"),
        ("The Yamnaya and Proto-Indo-European", "Die Jamnaja und das Indogermanische"),
        ("The Proto-Indo-European verb", "Das indogermanische Verb"),
        ("Ablaut", "Der Ablaut"),
        ("From Indo-European to Germanic", "Vom Indogermanischen zum Germanischen"),
        ("Migrations and the Battle of the Teutoburg Forest", "Wanderungen und die Schlacht im Teutoburger Wald"),
        ("Old High German", "Althochdeutsch"),
        ("Middle High German", "Mittelhochdeutsch"),
        ("Early New High German", "Frühneuhochdeutsch"),
        ("German today", "Deutsch heute"),
        ("What the learner inherits", "Was Lernende erben"),
    ]

    static func headings(of document: Document) -> [String] {
        document.blocks.compactMap { if case .heading(let text) = $0 { text } else { nil } }
    }

    @Test func theHistoryHasMatchingHeadingsInBothLanguages() throws {
        #expect(Self.headings(of: try library.document("history", .en)) == Self.headings.map(\.en))
        #expect(Self.headings(of: try library.document("history", .de)) == Self.headings.map(\.de))
    }

    @Test("The history has about 3,000 words (±15 %) per language", arguments: Language.allCases)
    func theHistoryIsAbout3000Words(_ language: Language) throws {
        let words = try library.document("history", language).wordCount
        #expect((2550...3450).contains(words), "history (\(language)) has \(words) words")
    }

    /// The arc the essay follows, one landmark per stage, in this order.
    @Test(arguments: [
        (Language.en, ["supernova", "Solar System", "Africa", "Pontic-Caspian steppe", "Yamnaya", "Proto-Indo-European",
                       "ablaut", "Teutoburg", "Old High German", "Middle High German", "Early New High German"]),
        (Language.de, ["Supernova", "Sonnensystems", "Afrika", "pontisch-kaspische Steppe", "Jamnaja", "Urindogermanischen",
                       "Ablaut", "Teutoburger Wald", "Althochdeutsch", "Mittelhochdeutsch", "Frühneuhochdeutsch"]),
    ])
    func theHistoryFollowsTheArc(_ language: Language, _ landmarks: [String]) throws {
        let text = try library.document("history", language).blocks.flatMap(\.inlines).map(\.plainText).joined(separator: " ")
        var position = text.startIndex
        for landmark in landmarks {
            guard let found = text.range(of: landmark, range: position..<text.endIndex) else {
                Issue.record("history (\(language)): \(landmark) missing or out of order")
                return
            }
            position = found.upperBound
        }
    }
}

@Suite("Capitals mark irregular letters, accents mark stress")
struct MarkingConventionTests {
    static let slugs = ArticlesTests.slugs

    /// The irregular letters of forms that articles show: wherever one of these forms
    /// appears in `$…$`, it must carry exactly these capitals (the whole changed vowel
    /// group, never a consonant on its own; a replaced stem whole), as the engine marks them.
    static let irregularLetters: [String: String] = [
        "sang": "sAng", "gesungen": "gesUngen", "sänge": "sÄnge", "sängen": "sÄngen",
        "fährst": "fÄhrst", "fährt": "fÄhrt", "fuhr": "fUhr", "führe": "fÜhre",
        "brachte": "brAchte", "gebracht": "gebrAcht", "brächte": "brÄchte",
        "dachte": "dAchte", "gedacht": "gedAcht", "dächte": "dÄchte",
        "gibst": "gIbst", "gibt": "gIbt", "gib": "gIb", "gab": "gAb", "gäbe": "gÄbe",
        "sprichst": "sprIchst", "spricht": "sprIcht", "sprich": "sprIch", "sprach": "sprAch",
        "gesprochen": "gesprOchen", "spräche": "sprÄche",
        "läufst": "lÄUfst", "läuft": "lÄUft", "lief": "lIEf", "liefe": "lIEfe",
        "schläfst": "schlÄfst", "schläft": "schlÄft", "schlief": "schlIEf",
        "kam": "kAm", "käme": "kÄme", "kamen": "kAmen", "kämen": "kÄmen",
        "kannte": "kAnnte", "gekannt": "gekAnnt", "nannte": "nAnnte", "genannt": "genAnnt",
        "brannte": "brAnnte",
        "trank": "trAnk", "getrunken": "getrUnken", "schrieb": "schrIEb", "geschrieben": "geschrIEben",
        "beschrieben": "beschrIEben",
        "flog": "flOg", "geflogen": "geflOgen", "bliebe": "blIEbe", "blieb": "blIEb", "geblieben": "geblIEben",
        "half": "hAlf", "geholfen": "gehOlfen", "hilfst": "hIlfst", "hilft": "hIlft", "hilf": "hIlf", "hülfe": "hÜlfe",
        "starb": "stArb", "gestorben": "gestOrben", "stürbe": "stÜrbe",
        "lies": "lIEs", "liest": "lIEst", "las": "lAs", "wurde": "wUrde", "würde": "wÜrde",
        "stieg": "stIEg", "gestiegen": "gestIEgen", "bot": "bOt", "geboten": "gebOten",
        "nahm": "nAhm", "trug": "trUg", "trägst": "trÄgst", "fing": "fIng", "hing": "hIng",
        "hielt": "hIElt", "hältst": "hÄltst", "hält": "hÄlt", "gewusst": "gewUsst", "wusste": "wUsste",
        "sangen": "sAngen", "sangst": "sAngst", "sangt": "sAngt", "fuhren": "fUhren", "fuhrst": "fUhrst",
        "fänden": "fÄnden", "fand": "fAnd", "gefunden": "gefUnden", "biss": "bIss", "gebissen": "gebIssen",
        "band": "bAnd", "gebunden": "gebUnden", "lieh": "lIEh", "geliehen": "gelIEhen", "hieß": "hIEß",
        "zog": "zOg", "gezogen": "gezOgen", "schnitt": "schnItt", "geschnitten": "geschnItten",
        "kann": "kAnn", "weiß": "wEIß", "konnte": "kOnnte", "ritt": "rItt", "geritten": "gerItten",
        "buk": "bUk", "gemolken": "gemOlken", "pries": "prIEs", "gepriesen": "geprIEsen",
        "bat": "bAt", "gebeten": "gebEten", "lag": "lAg", "gelegen": "gelEgen",
        "empfohlen": "empfOhlen", "misslungen": "misslUngen", "warf": "wArf", "geworfen": "gewOrfen",
        "brach": "brAch", "gebrochen": "gebrOchen", "stahl": "stAhl", "gestohlen": "gestOhlen",
        "sah": "sAh", "schlug": "schlUg", "rief": "rIEf", "log": "lOg", "gelogen": "gelOgen",
        "mitgebracht": "mitgebrAcht", "gebrachten": "gebrAchten", "gesungene": "gesUngene",
        "genommen": "genOmmen", "bin": "BIN", "bist": "BIST", "ist": "IST", "sind": "SIND", "war": "WAR",
        "warst": "WARst", "gewesen": "geWESen", "wäre": "WÄRe", "hätte": "hÄtte",
    ]

    /// Regular forms that must carry no capital at all.
    static let regularForms: Set<String> = [
        "singe", "singst", "singt", "singen", "singest", "singet", "machte", "gemacht", "machen", "mache",
        "fahre", "fahren", "gefahren", "gegeben", "gelesen", "gesehen", "geschlafen", "gelaufen", "gehalten",
        "gerufen", "gefangen", "getragen", "geschlagen", "googelte", "gegoogelt", "geöffnet", "getanzt",
    ]

    @Test("Irregular letters in $…$ are marked consistently", arguments: slugs)
    func irregularLettersAreRight(_ slug: String) throws {
        let library = try Library.bundled()
        for language in Language.allCases {
            for block in try library.document(slug, language).blocks {
                for case .conjugation(let conjugation) in block.inlines {
                    for (word, markup) in zip(conjugation.text.split(separator: " "), conjugation.markup.split(separator: " ")) {
                        let bare = word.trimmingCharacters(in: .punctuationCharacters)
                        let marked = markup.trimmingCharacters(in: .punctuationCharacters)
                        if let expected = Self.irregularLetters[bare] {
                            #expect(marked == expected, "\(slug) (\(language)): \(marked) should be \(expected)")
                        }
                        if Self.regularForms.contains(bare) {
                            #expect(marked == bare, "\(slug) (\(language)): \(marked) is regular")
                        }
                        // A capital at the start of a form is a sentence's capital by mistake,
                        // unless the whole stem is replaced (WAR, WÄRe from sein).
                        let first = conjugation.markup.split(separator: " ").first.map(String.init) ?? ""
                        #expect(conjugation.segments.first?.isIrregular != true
                                    || Self.irregularLetters[first.lowercased()]?.first?.isUppercase == true,
                                "\(slug) (\(language)): $\(conjugation.markup)$ starts with a marked letter")
                    }
                }
            }
        }
    }

    /// Outside `$…$` a capital inside a word never marks anything: stress is an accent
    /// (ánkommen), never capitals (ANkommen).
    static let allowedInnerCapitals: Set<String> = [
        "LC_ALL", "LC_MESSAGES", "LANG", "GPL", "GNU", "DNA", "US", "II", "Attribution-ShareAlike", "GPL-2", "GPL-3",
        "NOTICE", "README", "Neandertaler-DNA", "US-Bundesstaat", "TU", "GRDB", "MIT", "SQLite", "de_DE", "AD", "BCE",
    ]

    /// A letter that has a lower-case form (not ʰ or ʷ of reconstructed forms).
    static func isCapital(_ character: Character) -> Bool {
        character.isUppercase && String(character).lowercased() != String(character)
    }

    @Test("No capitals mark stress", arguments: slugs)
    func capitalsOnlyInForms(_ slug: String) throws {
        let library = try Library.bundled()
        for language in Language.allCases {
            for block in try library.document(slug, language).blocks {
                for inline in block.inlines {
                    let text: String
                    switch inline {
                    case .text(let plain), .emphasis(let plain): text = plain
                    case .link(let link): text = link.text ?? ""
                    case .conjugation: continue
                    }
                    for word in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" && $0 != "_" }) {
                        let inner = word.dropFirst()
                        guard inner.contains(where: Self.isCapital) else { continue }
                        let allowed = Self.allowedInnerCapitals.contains(String(word))
                            || word.split(separator: "-").allSatisfy { Self.allowedInnerCapitals.contains(String($0)) || !$0.dropFirst().contains(where: Self.isCapital) }
                        #expect(allowed, "\(slug) (\(language)): capitals in \(word) (stress is marked with an accent)")
                    }
                }
            }
        }
    }

    @Test(arguments: [Language.en, .de])
    func stressIsMarkedWithAnAccentAndExplainedInHowToUse(_ language: Language) throws {
        let library = try Library.bundled()
        let separable = try library.document("separable-prefixes", language).blocks.flatMap(\.inlines).map(\.plainText).joined()
        for word in ["ánkommen", "ǘbersetzen", "übersétzen", "úmfahren", "umfáhren"] {
            #expect(separable.contains(word), "separable-prefixes (\(language)) lacks \(word)")
        }
        let howTo = try library.document("how-to-use", language)
        let text = howTo.blocks.flatMap(\.inlines).map(\.plainText).joined()
        #expect(text.contains("ánkommen"))
        #expect(howTo.blocks.flatMap(\.inlines).contains { $0 == .conjugation(Conjugation(markup: "geblIEben")) })
    }

    /// How-to-use names the dashboard and the default third-person pronoun the tables show.
    @Test(arguments: [Language.en, .de])
    func howToUseNamesTheDashboardAndTheDefaultPronoun(_ language: Language) throws {
        let text = try Library.bundled().document("how-to-use", language).blocks.flatMap(\.inlines).map(\.plainText).joined()
        #expect(text.contains("konjugieren-dashboard"))
        #expect(text.contains("er/sie/es"))
    }

    /// Accents are a reading aid in running text, never part of a form in `$…$`.
    @Test("No accents inside forms", arguments: slugs)
    func noAccentsInForms(_ slug: String) throws {
        let library = try Library.bundled()
        let accented: Set<Character> = ["á", "é", "í", "ó", "ú", "ǘ"]
        for language in Language.allCases {
            for block in try library.document(slug, language).blocks {
                for case .conjugation(let conjugation) in block.inlines {
                    #expect(!conjugation.text.contains { accented.contains($0) }, "\(slug) (\(language)): \(conjugation.text)")
                }
            }
        }
    }
}

@Suite("Lists end before the sentence after them")
struct ArticleListTests {
    /// The sentences that used to run into the last list item.
    @Test(arguments: [
        ("ablaut-series", Language.en, "stehlen", "The verb kommen"),
        ("ablaut-series", Language.de, "stehlen", "Auch kommen"),
        ("ablaut-series", Language.en, "sterben", "These verbs also show"),
        ("ablaut-series", Language.de, "sterben", "Diese Verben zeigen"),
        ("ablaut-series", Language.en, "sehen", "The participle returns"),
        ("ablaut-series", Language.en, "schlagen", "In the present they add umlaut"),
        ("ablaut-series", Language.en, "fangen", "This class once formed"),
        ("ablaut-series", Language.de, "fangen", "Diese Klasse bildete"),
        ("haben-or-sein", Language.en, "Garage", "The same holds for fliegen"),
        ("haben-or-sein", Language.de, "Garage", "Ebenso fliegen"),
        ("separable-prefixes", Language.en, "wiederhólen", "The separable variant"),
        ("separable-prefixes", Language.de, "wiederhólen", "Die trennbare Variante"),
    ])
    func theSentenceAfterAListIsAParagraph(_ slug: String, _ language: Language, _ lastItem: String, _ sentence: String) throws {
        let blocks = try Library.bundled().document(slug, language).blocks
        let index = try #require(blocks.firstIndex {
            if case .list(let items) = $0 { return items.last.map { $0.map(\.plainText).joined().contains(lastItem) } ?? false }
            return false
        }, "no list ending with \(lastItem)")
        guard case .list(let items) = blocks[index] else { return }
        #expect(!(items.last ?? []).map(\.plainText).joined().contains(sentence))
        guard index + 1 < blocks.count, case .paragraph(let inlines) = blocks[index + 1] else {
            Issue.record("\(slug) (\(language)): no paragraph after the list ending with \(lastItem)")
            return
        }
        #expect(inlines.map(\.plainText).joined().hasPrefix(sentence))
    }
}
