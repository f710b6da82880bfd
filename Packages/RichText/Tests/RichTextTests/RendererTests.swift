import Testing
import RichText

@Suite("ANSI and plain rendering")
struct RendererTests {
    static let source = """
    `Starke Verben`
    Im ~Präteritum~ wechselt der Vokal: $sAng$ und $gesUngen$, siehe %konjugieren://verb/singen%.

    🇩🇪 fahren: $fÄhrst$, $fUhr$
    """

    @Test func plainRendering() throws {
        let rendering = PlainRenderer(width: 40).render(try Document(parsing: Self.source))
        #expect(rendering.lines == [
            "Starke Verben",
            "=============",
            "",
            "Im Präteritum wechselt der Vokal: sAng",
            "und gesUngen, siehe singen[1].",
            "",
            "- fahren: fÄhrst, fUhr",
        ])
        #expect(rendering.footnotes == ["[1] konjugieren://verb/singen"])
        #expect(rendering.link(number: 1)?.target == .verb("singen"))
        #expect(rendering.link(number: 2) == nil)
    }

    @Test func ansiRenderingHighlightsAndWraps() throws {
        let rendering = ANSIRenderer(width: 40, color: true).render(try Document(parsing: Self.source))
        let text = rendering.lines.joined(separator: "\n")
        #expect(rendering.lines.first == "\u{1B}[1mStarke\u{1B}[0m \u{1B}[1mVerben\u{1B}[0m")
        #expect(text.contains("s\u{1B}[1;31ma\u{1B}[0mng"))
        #expect(text.contains("f\u{1B}[1;31mä\u{1B}[0mhrst"))
        #expect(text.contains("\u{1B}[3mPräteritum\u{1B}[0m"))
        #expect(text.contains("\u{1B}[4;34msingen\u{1B}[0m\u{1B}[2m[1]\u{1B}[0m"))
        #expect(text.contains("• fahren"))
        for line in rendering.lines {
            #expect(DisplayWidth.of(line) <= 40, "\(line.debugDescription)")
        }
        // Escapes are zero-width: the wrapping is the plain one.
        let plainWidths = PlainRenderer(width: 40, uppercaseIrregular: false).render(try Document(parsing: Self.source)).lines
            .filter { !$0.hasPrefix("=") }.map(DisplayWidth.of)
        #expect(rendering.lines.map(DisplayWidth.of) == plainWidths)
    }

    @Test func noColorIsPlain() throws {
        let document = try Document(parsing: Self.source)
        #expect(ANSIRenderer(width: 30, color: false).render(document) == PlainRenderer(width: 30).render(document))
        #expect(!ANSIRenderer(width: 30, color: false).render(document).lines.joined().contains("\u{1B}"))
    }

    /// A line never starts with a dash between two words: "– kAm" would read as a list item.
    @Test(arguments: [
        ("abc de – f", 6, ["abc", "de – f"]),
        ("xyz ab — c", 6, ["xyz", "ab — c"]),
        ("gehen – ging, kommen – kam", 15, ["gehen – ging,", "kommen – kam"]),
    ])
    func aDashStaysWithTheWordBefore(_ source: String, _ width: Int, _ lines: [String]) throws {
        let rendered = PlainRenderer(width: width).render(try Document(parsing: source)).lines
        #expect(rendered == lines)
        #expect(!rendered.contains { $0.hasPrefix("–") || $0.hasPrefix("—") })
    }

    @Test func noBreakSpacesKeepWordsTogether() throws {
        let document = try Document(parsing: "Im Jahr 9 n.\u{A0}Chr. geschah es, um 3300 v.\u{A0}Chr. begann es.")
        #expect(PlainRenderer(width: 20).render(document).lines
            == ["Im Jahr 9 n.\u{A0}Chr.", "geschah es, um 3300", "v.\u{A0}Chr. begann es."])
        #expect(PlainRenderer(width: 12).render(try Document(parsing: "Im Jahr 9 n.\u{A0}Chr.")).lines
            == ["Im Jahr 9", "n.\u{A0}Chr."])
        // An ordinary space breaks there.
        #expect(PlainRenderer(width: 12).render(try Document(parsing: "Im Jahr 9 n. Chr.")).lines
            == ["Im Jahr 9 n.", "Chr."])
    }

    @Test func customLinkLabel() throws {
        let document = try Document(parsing: "Lies %konjugieren://info/ablaut%.")
        let rendering = PlainRenderer(linkLabel: { _ in "Ablautreihen" }).render(document)
        #expect(rendering.lines == ["Lies Ablautreihen[1]."])
    }

    @Test func hangingIndentInLists() throws {
        let document = try Document(parsing: "🇩🇪 eins zwei drei vier fünf")
        #expect(PlainRenderer(width: 12).render(document).lines == ["- eins zwei", "  drei vier", "  fünf"])
    }

    @Test func longWordsBreak() throws {
        let document = try Document(parsing: "Donaudampfschifffahrt")
        #expect(PlainRenderer(width: 8).render(document).lines == ["Donaudam", "pfschiff", "fahrt"])
    }

    @Test(arguments: [
        ("sang", 4), ("\u{1B}[1;31ma\u{1B}[0m", 1), ("🇩🇪", 2), ("日本", 4), ("e\u{301}", 1), ("", 0),
        // Latin text is measured from its bytes; anything else character by character.
        ("hören", 5), ("Straße", 6), ("\u{1B}[1msÄng\u{1B}[0m", 4), ("¡Olé!", 5), ("a\u{AD}b", 2),
        ("\u{85}x", 1), ("x\ty", 2), ("né\u{301}", 2), ("ä日", 3), ("\u{1B}[", 0), ("\u{1B}", 0),
        ("\u{1B}[1mé\u{1B}[0m", 1), ("\u{A0}", 1),
    ])
    func displayWidth(_ text: String, _ width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }
}
