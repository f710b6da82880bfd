import Testing
import RichText

@Suite("Parsing article markup")
struct ParserTests {
    @Test func headingParagraphAndList() throws {
        let source = """
        `Das Präteritum`
        Starke Verben wechseln den ~Stammvokal~:
        $sAng$, siehe %konjugieren://info/ablaut%.

        🇩🇪 singen – $sAng$ – $gesUngen$
        🇩🇪 fahren – $fUhr$
           (mit sein)
        """
        let document = try Document(parsing: source)
        #expect(document.blocks == [
            .heading("Das Präteritum"),
            .paragraph([
                .text("Starke Verben wechseln den "),
                .emphasis("Stammvokal"),
                .text(": "),
                .conjugation(Conjugation(markup: "sAng")),
                .text(", siehe "),
                .link(Link(url: "konjugieren://info/ablaut")!),
                .text("."),
            ]),
            .list([
                [.text(" singen – "), .conjugation(Conjugation(markup: "sAng")), .text(" – "),
                 .conjugation(Conjugation(markup: "gesUngen"))],
                [.text(" fahren – "), .conjugation(Conjugation(markup: "fUhr")), .text(" (mit sein)")],
            ]),
        ])
        #expect(document.links.map(\.target) == [.info("ablaut")])
    }

    struct Irregular: Sendable {
        var markup: String
        var text: String
        var segments: [Conjugation.Segment]
    }

    @Test(arguments: [
        Irregular(markup: "sAng", text: "sang", segments: [.init("s", isIrregular: false), .init("a", isIrregular: true), .init("ng", isIrregular: false)]),
        Irregular(markup: "gesUngen", text: "gesungen", segments: [.init("ges", isIrregular: false), .init("u", isIrregular: true), .init("ngen", isIrregular: false)]),
        Irregular(markup: "fÄhrst", text: "fährst", segments: [.init("f", isIrregular: false), .init("ä", isIrregular: true), .init("hrst", isIrregular: false)]),
        Irregular(markup: "geWESen", text: "gewesen", segments: [.init("ge", isIrregular: false), .init("wes", isIrregular: true), .init("en", isIrregular: false)]),
        Irregular(markup: "singe", text: "singe", segments: [.init("singe", isIrregular: false)]),
    ])
    func conjugationMarksUppercaseAsIrregular(_ row: Irregular) throws {
        let document = try Document(parsing: "$\(row.markup)$")
        guard case .paragraph(let inlines) = document.blocks.first, case .conjugation(let conjugation) = inlines.first else {
            Issue.record("no conjugation parsed")
            return
        }
        #expect(conjugation.text == row.text)
        #expect(conjugation.segments == row.segments)
        #expect(conjugation.markup == row.markup)
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var source: String
        var error: RichTextError
        var testDescription: String { "\(source.debugDescription) → \(error)" }
    }

    @Test(arguments: [
        Failure(source: "ein ~offener Satz", error: .unbalanced(marker: "~", line: 1, column: 5)),
        Failure(source: "Zeile\nund $sAng", error: .unbalanced(marker: "$", line: 2, column: 5)),
        Failure(source: "%konjugieren://verb/singen", error: .unbalanced(marker: "%", line: 1, column: 1)),
        Failure(source: "`Titel", error: .unbalanced(marker: "`", line: 1, column: 1)),
        Failure(source: "~a $sAng$ b~", error: .nested(outer: "~", inner: "$", line: 1, column: 4)),
        Failure(source: "$s~a~ng$", error: .nested(outer: "$", inner: "~", line: 1, column: 3)),
        Failure(source: "`Titel mit ~x~`", error: .nested(outer: "`", inner: "~", line: 1, column: 12)),
        Failure(source: "leer: $$", error: .empty(marker: "$", line: 1, column: 7)),
        Failure(source: "``", error: .empty(marker: "`", line: 1, column: 1)),
        Failure(source: "Text `Titel`", error: .misplacedHeading(line: 1, column: 6)),
        Failure(source: "`Titel` und mehr", error: .misplacedHeading(line: 1, column: 9)),
        Failure(source: "%ftp://example.org%", error: .invalidLink("ftp://example.org", line: 1, column: 1)),
        Failure(source: "%konjugieren://verb/%", error: .invalidLink("konjugieren://verb/", line: 1, column: 1)),
        Failure(source: "%konjugieren://nope/x%", error: .invalidLink("konjugieren://nope/x", line: 1, column: 1)),
        Failure(source: "a\n\n  %mit Leerzeichen%", error: .invalidLink("mit Leerzeichen", line: 3, column: 3)),
    ])
    func reportsErrorsWithPosition(_ row: Failure) {
        #expect(throws: row.error) { try Document(parsing: row.source) }
    }

    @Test func escapesStandForTheMarker() throws {
        let document = try Document(parsing: #"50 \% mehr, \$5 und \~ und \\ und \`"#)
        #expect(document.blocks == [.paragraph([.text(#"50 % mehr, $5 und ~ und \ und `"#)])])
    }

    @Test(arguments: [
        ("konjugieren://verb/singen", LinkTarget.verb("singen")),
        ("konjugieren://info/ablaut-series", LinkTarget.info("ablaut-series")),
        ("https://www.gnu.org/licenses/gpl-3.0.html", LinkTarget.web("https://www.gnu.org/licenses/gpl-3.0.html")),
        ("http://example.org", LinkTarget.web("http://example.org")),
        ("konjugieren://verb/hängen?meaning=2", LinkTarget.verb("hängen", meaning: 2)),
        ("konjugieren://info/3", LinkTarget.info("3")),
        ("konjugieren://family/strong", LinkTarget.family("strong")),
        ("konjugieren://family/ieren", LinkTarget.family("ieren")),
        ("konjugieren://quiz/start", LinkTarget.quiz("start")),
    ])
    func linkTargets(_ url: String, _ target: LinkTarget) {
        #expect(LinkTarget(url: url) == target)
    }

    @Test(arguments: ["", "konjugieren://verb", "konjugieren://verb/a/b", "konjugieren://info/", "https://", "https://nohost",
                      "mailto:x@example.org", "konjugieren://verb/sin gen", "https://exa mple.org",
                      "konjugieren://verb/hängen?meaning=0", "konjugieren://verb/hängen?meaning=x", "konjugieren://verb/hängen?meaning=02",
                      "konjugieren://verb/?meaning=2", "konjugieren://info/a?meaning=2", "konjugieren://family/fancy",
                      "konjugieren://family/", "konjugieren://quiz/stop", "konjugieren://quiz"])
    func badLinkTargets(_ url: String) {
        #expect(LinkTarget(url: url) == nil)
    }

    @Test func wordCountIgnoresMarkup() throws {
        let document = try Document(parsing: "`Zwei Wörter`\nDrei ~kleine~ $wÖrter$.\n🇩🇪 eins")
        #expect(document.wordCount == 6)
    }
}
