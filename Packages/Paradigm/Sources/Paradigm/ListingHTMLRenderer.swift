// SPDX-License-Identifier: GPL-3.0-or-later
import RichText
import VerbData

/// Listed verbs as an HTML list for a web page, what the search page shows: each
/// infinitive ("sich" before a verb that is always reflexive) linked to its page, its gloss
/// beside it in the muted style. The page frames it, as `TableHTMLRenderer`'s output.
///
/// ```swift
/// var h = HTML()
/// ListingHTMLRenderer { "/verbs/\($0)" + ($1.map { "?meaning=\($0)" } ?? "") }.render(found, into: &h)
/// // <ul><li><a href="/verbs/wiegen?meaning=1">wiegen</a><span class="muted"> to weigh</span></li>…</ul>
/// ```
public struct ListingHTMLRenderer: Sendable {
    /// The address of a verb's page; the meaning is given only for a verb with several.
    public var href: @Sendable (_ infinitive: String, _ meaning: Int?) -> String

    public init(href: @escaping @Sendable (_ infinitive: String, _ meaning: Int?) -> String) {
        self.href = href
    }

    public func render(_ listed: some Sequence<Lexicon.Listing>, into h: inout HTML) {
        h.open("ul")
        for item in listed {
            h.open("li")
            h.link(href(item.entry.infinitive, item.meanings > 1 ? item.meaning : nil),
                   (item.entry.isAlwaysReflexive ? "sich " : "") + item.entry.infinitive)
            h.element("span", " " + item.entry.gloss, attributes: ["class": "muted"])
            h.close("li")
        }
        h.close("ul")
    }
}
