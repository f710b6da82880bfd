import Testing
import RichText

@Suite("HTML rendering")
struct HTMLRendererTests {
    static let source = """
    `Starke Verben`
    Im ~Präteritum~ wechselt der Vokal: $sAng$ und $gesUngen$, siehe %konjugieren://verb/singen%.

    🇩🇪 fahren: $fÄhrst$, $fUhr$
    """

    /// The site's own addresses for the app's links.
    static let href: @Sendable (LinkTarget) -> String? = { target in
        switch target {
        case .verb(let name, let meaning): return "/verbs/" + name + (meaning.map { "?meaning=\($0)" } ?? "")
        case .info(let slug): return "/info/" + slug
        case .web(let url): return url
        case .family, .quiz: return nil
        }
    }

    @Test func blocksInlinesAndMarks() throws {
        let html = HTMLRenderer(href: Self.href).render(try Document(parsing: Self.source))
        #expect(html == """
        <h2>Starke Verben</h2>
        <p>Im <em>Präteritum</em> wechselt der Vokal: s<mark>a</mark>ng und ges<mark>u</mark>ngen, siehe <a href="/verbs/singen">singen</a>.</p>
        <ul><li>fahren: f<mark>ä</mark>hrst, f<mark>u</mark>hr</li></ul>

        """)
    }

    @Test(arguments: [
        ("%konjugieren://info/ablaut|die Ablautreihen%", #"<p><a href="/info/ablaut">die Ablautreihen</a></p>"#),
        ("%konjugieren://verb/hängen?meaning=2%", #"<p><a href="/verbs/hängen?meaning=2">hängen</a></p>"#),
        ("%konjugieren://family/strong%", "<p>strong</p>"),
        ("%https://example.org/a?b=1&c=2%", #"<p><a href="https://example.org/a?b=1&amp;c=2">https://example.org/a?b=1&amp;c=2</a></p>"#),
    ])
    func links(_ markup: String, html: String) throws {
        #expect(HTMLRenderer(href: Self.href).render(try Document(parsing: markup)) == html + "\n")
    }

    @Test func theDefaultLeadsOnlyToWebPages() throws {
        let html = HTMLRenderer().render(try Document(parsing: "%konjugieren://verb/singen% %https://example.org%"))
        #expect(html == #"<p>singen <a href="https://example.org">https://example.org</a></p>"# + "\n")
    }

    /// Text that looks like markup stays text.
    @Test(arguments: ["<script>alert(1)</script>", "a & b", "\"quoted\" 'single'"])
    func everythingIsEscaped(_ text: String) throws {
        let html = HTMLRenderer().render(try Document(parsing: "`\(text)`\n\(text) ~\(text)~"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("\"quoted"))
        #expect(html.contains(HTMLRenderer.escape(text)))
        #expect(HTMLRenderer.escape(text).allSatisfy { !"<>\"'".contains($0) })
    }

    @Test func labelsComeFromTheCaller() throws {
        let renderer = HTMLRenderer(linkLabel: { _ in "Der Ablaut <kurz>" }, href: Self.href)
        #expect(renderer.render(try Document(parsing: "%konjugieren://info/ablaut%"))
            == #"<p><a href="/info/ablaut">Der Ablaut &lt;kurz&gt;</a></p>"# + "\n")
    }
}
