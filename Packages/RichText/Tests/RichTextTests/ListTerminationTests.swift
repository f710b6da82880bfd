import Testing
import RichText

/// Where a list ends. Articles often follow a list with a sentence and no blank line;
/// that sentence is a paragraph of its own, not the tail of the last item.
@Suite("Lists end where a non-item line starts")
struct ListTerminationTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        var blocks: [Block]
        var testDescription: String { name }
    }

    static func item(_ text: String) -> [Inline] { [.text(" " + text)] }

    @Test(arguments: [
        Row(name: "a sentence at the margin after the last item is a paragraph",
            source: "🇩🇪 stehlen – $stAhl$\nkommen gehört auch hierher.",
            blocks: [.list([[.text(" stehlen – "), .conjugation(Conjugation(markup: "stAhl"))]]),
                     .paragraph([.text("kommen gehört auch hierher.")])]),
        Row(name: "the paragraph after a list runs on over several lines",
            source: "🇩🇪 eins\n🇩🇪 zwei\nDanach ein Satz,\nder weitergeht.",
            blocks: [.list([item("eins"), item("zwei")]), .paragraph([.text("Danach ein Satz, der weitergeht.")])]),
        Row(name: "a second list after the paragraph is a new list",
            source: "🇩🇪 a\nText\n🇩🇪 b",
            blocks: [.list([item("a")]), .paragraph([.text("Text")]), .list([item("b")])]),
        Row(name: "a heading after a list",
            source: "🇩🇪 a\n`Titel`\nText",
            blocks: [.list([item("a")]), .heading("Titel"), .paragraph([.text("Text")])]),
        Row(name: "a blank line still ends a list",
            source: "🇩🇪 a\n\nText",
            blocks: [.list([item("a")]), .paragraph([.text("Text")])]),
        Row(name: "a paragraph directly before a list",
            source: "Vorher:\n🇩🇪 a\n🇩🇪 b",
            blocks: [.paragraph([.text("Vorher:")]), .list([item("a"), item("b")])]),
    ])
    func aLineAtTheMarginEndsTheList(_ row: Row) throws {
        #expect(try Document(parsing: row.source).blocks == row.blocks)
    }

    @Test(arguments: [
        Row(name: "an indented line continues the item",
            source: "🇩🇪 fahren – $fUhr$\n   (mit sein)",
            blocks: [.list([[.text(" fahren – "), .conjugation(Conjugation(markup: "fUhr")), .text(" (mit sein)")]])]),
        Row(name: "a tab-indented line continues the item, and the next item follows",
            source: "🇩🇪 eins\n\tweiter\n🇩🇪 zwei",
            blocks: [.list([item("eins weiter"), item("zwei")])]),
        Row(name: "consecutive items stay one list",
            source: "🇩🇪 a\n🇩🇪 b\n  🇩🇪 c",
            blocks: [.list([item("a"), item("b"), item("c")])]),
        Row(name: "a span may cross into an indented continuation",
            source: "🇩🇪 ~zwei\n  Zeilen~",
            blocks: [.list([[.text(" "), .emphasis("zwei Zeilen")]])]),
    ])
    func anIndentedLineDoesNotEndTheList(_ row: Row) throws {
        #expect(try Document(parsing: row.source).blocks == row.blocks)
    }

    @Test func aSpanCannotCrossFromAnItemIntoTheParagraphAfterIt() {
        #expect(throws: RichTextError.unbalanced(marker: "~", line: 1, column: 3)) {
            try Document(parsing: "🇩🇪 ~offen\nzu~")
        }
    }

    @Test func theSentenceAfterAListRendersOnItsOwnLine() throws {
        let document = try Document(parsing: "🇩🇪 stehlen – $stAhl$ – $gestOhlen$\nkommen – $kAm$ – gekommen gehört auch hierher.")
        #expect(PlainRenderer(width: 80).render(document).lines == [
            "- stehlen – stAhl – gestOhlen",
            "",
            "kommen – kAm – gekommen gehört auch hierher.",
        ])
    }
}

@Suite("Links with their own text")
struct LinkTextTests {
    @Test(arguments: [
        ("%konjugieren://info/history|Die Geschichte des Verbs% erzählt mehr.",
         "konjugieren://info/history", "Die Geschichte des Verbs"),
        ("%konjugieren://verb/singen|singt%", "konjugieren://verb/singen", "singt"),
        ("%https://example.org/a|the  example\n   page%", "https://example.org/a", "the example page"),
    ])
    func textAfterABar(_ source: String, _ url: String, _ text: String) throws {
        let document = try Document(parsing: source)
        let link = try #require(document.links.first)
        #expect(link.url == url)
        #expect(link.text == text)
    }

    @Test func aLinkWithoutTextHasNone() throws {
        let link = try #require(try Document(parsing: "%konjugieren://info/ablaut%").links.first)
        #expect(link.text == nil)
        #expect(link.target == .info("ablaut"))
    }

    @Test func renderersShowTheTextNotTheLabel() throws {
        let document = try Document(parsing: "Mehr erzählt %konjugieren://info/history|die Geschichte des Verbs%.")
        let label: LinkLabel = { _ in "Eine Geschichte des deutschen Verbs" }
        #expect(PlainRenderer(linkLabel: label).render(document).lines == ["Mehr erzählt die Geschichte des Verbs[1]."])
        let ansi = ANSIRenderer(width: 80, color: true, linkLabel: label).render(document).lines.joined()
        #expect(ansi.contains("\u{1B}[4;34mdie\u{1B}[0m \u{1B}[4;34mGeschichte\u{1B}[0m"))
        #expect(!ansi.contains("Eine Geschichte"))
    }

    @Test func wordCountCountsTheLinkText() throws {
        #expect(try Document(parsing: "Siehe %konjugieren://info/history|die Geschichte des Verbs%.").wordCount == 5)
    }

    @Test(arguments: [
        ("%konjugieren://info/history|%", RichTextError.emptyLinkText("konjugieren://info/history", line: 1, column: 1)),
        ("a %konjugieren://info/history|  % b", RichTextError.emptyLinkText("konjugieren://info/history", line: 1, column: 3)),
        ("%|Text%", RichTextError.invalidLink("", line: 1, column: 1)),
        ("%konjugieren://nope/x|Text%", RichTextError.invalidLink("konjugieren://nope/x", line: 1, column: 1)),
    ])
    func badLinks(_ source: String, _ error: RichTextError) {
        #expect(throws: error) { try Document(parsing: source) }
    }
}
