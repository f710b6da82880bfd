// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import RichText
import VerbData

/// The matches of a lookup as an HTML list for a web page, what the lookup page shows:
/// one item per match, the infinitive linked to its page, then the slot (by its German name
/// for a German reader) and the person.
///
/// ```swift
/// var h = HTML()
/// LookupHTMLRenderer(l: L(.de)) { "/verbs/\($0)" }.render(index.lookup("ging"), into: &h)
/// // <ul><li><a href="/verbs/gehen">gehen</a> · Präteritum Indikativ · ich</li>…</ul>
/// ```
public struct LookupHTMLRenderer: Sendable {
    public var l: L
    /// The address of a verb's page; the meaning is given only for a verb with several.
    public var href: @Sendable (_ infinitive: String, _ meaning: Int?) -> String

    public init(l: L, href: @escaping @Sendable (_ infinitive: String, _ meaning: Int?) -> String) {
        self.l = l
        self.href = href
    }

    public func render(_ matches: some Sequence<Lexicon.FormMatch>, into h: inout HTML) {
        h.open("ul")
        for m in matches {
            h.open("li")
            h.link(href(m.infinitive, m.meanings > 1 ? m.meaning : nil), m.infinitive)
            var place = " · " + (l.language == .de ? m.slot.germanName : m.slot.englishName)
            if let person = m.person { place += " · " + person.pronoun(thirdPerson: "er/sie/es") }
            h.text(place)
            h.close("li")
        }
        h.close("ul")
    }
}
