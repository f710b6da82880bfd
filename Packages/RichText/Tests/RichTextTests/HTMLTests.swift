// SPDX-License-Identifier: GPL-3.0-or-later
import RichText
import Testing

/// The page builder: what a reader typed stays text, and addresses carry it whole.
struct HTMLTests {
    @Test(arguments: [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("\"><img src=x>", "&quot;&gt;&lt;img src=x&gt;"),
        ("a'b&c", "a&#39;b&amp;c"),
        ("gesungen", "gesungen"),
    ])
    func textIsEscaped(_ input: String, _ escaped: String) {
        var h = HTML()
        h.element("td", input, attributes: ["title": input])
        #expect(h.text == "<td title=\"\(escaped)\">\(escaped)</td>")
        #expect(HTML.escaped(input) == escaped)
    }

    @Test(arguments: [
        ("singen", "singen"), ("sich freuen", "sich%20freuen"), ("hören", "h%C3%B6ren"),
        ("a/b?c=d&e", "a%2Fb%3Fc%3Dd%26e"), ("-._~", "-._~"), ("Straße", "Stra%C3%9Fe"), ("", ""),
        ("💡", "%F0%9F%92%A1"),
    ])
    func componentsArePercentEncoded(_ input: String, _ encoded: String) {
        #expect(HTML.component(input) == encoded)
    }

    @Test func partsAreJoinedInOrder() {
        var inner = HTML()
        inner.element("mark", "a")
        var h = HTML()
        h.raw("<p>")
        h.text("s")
        h.append(inner)
        h.trusted("ng")
        h.raw("</p>")
        h.link("/verbs/singen?lang=de", "singen")
        #expect(h.text == "<p>s<mark>a</mark>ng</p><a href=\"/verbs/singen?lang=de\">singen</a>")
    }
}
