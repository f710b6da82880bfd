// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import RichText

/// A `ConjugationTable` as HTML for a web page: the head (title, gloss, facts, the
/// other meanings) and the body (a table per group under the headings of the active
/// voice, the infinitives and participles and the passive; the notes), irregular
/// letters in `<mark>`. No script and no style of its own: the page frames it.
///
/// ```swift
/// var h = HTML()
/// TableHTMLRenderer(l: L(.de)) { "/verbs/singen?meaning=\($0)" }.render(table, into: &h)
/// // … <caption>Präteritum Indikativ</caption><tr><th scope="row">ich</th><td>s<mark>a</mark>ng</td></tr> …
/// ```
public struct TableHTMLRenderer: Sendable {
    /// The language of the headings; the table carries the rest of its words.
    public var l: L
    /// The address of the same page in another meaning (hängen 2).
    public var meaningHref: @Sendable (Int) -> String

    public init(l: L, meaningHref: @escaping @Sendable (Int) -> String) {
        self.l = l
        self.meaningHref = meaningHref
    }

    /// The head and the body, one after the other.
    public func render(_ table: ConjugationTable, into h: inout HTML) {
        head(table, into: &h)
        body(table, into: &h)
    }

    /// The title, the gloss, the facts and the other meanings.
    public func head(_ table: ConjugationTable, into h: inout HTML) {
        h.element("h1", table.title)
        if let gloss = table.gloss { h.element("p", gloss) }
        h.element("p", table.facts.text.joined(separator: " · "), attributes: ["class": "muted"])
        if !table.otherMeanings.isEmpty {
            h.open("p")
            h.text(l.web.verbMeaning(table.meaning, table.meanings) + ": ")
            for (k, other) in table.otherMeanings.enumerated() {
                if k > 0 { h.text("; ") }
                h.link(meaningHref(other.number), other.text)
            }
            h.close("p")
        }
    }

    /// A table per group under its voice's heading, then the notes.
    public func body(_ table: ConjugationTable, into h: inout HTML) {
        if !table.sections.isEmpty { h.element("p", l.web.verbMarked, attributes: ["class": "muted"]) }
        let parts: [(String, (Conjugationgroup) -> Bool)] = [
            (l.web.verbActive, { $0.isActive && $0.isFinite }),
            (l.web.verbNonFinite, { $0.isActive && !$0.isFinite }),
            (l.web.verbPassive, { $0.isPassive }),
        ]
        var passiveShown = false
        for (heading, belongs) in parts {
            let sections = table.sections.filter { belongs($0.group) }
            guard !sections.isEmpty else { continue }
            passiveShown = passiveShown || sections[0].group.isPassive
            h.element("h2", heading)
            h.raw("<div class=\"groups\">")
            for section in sections { self.section(section, into: &h) }
            h.raw("</div>")
        }
        for note in table.notes {
            // The reason the passive is missing stands where the passive would.
            if note.kind == .noPassive && !passiveShown { h.element("h2", l.web.verbPassive) }
            h.element("p", note.text)
        }
    }

    /// One group: its name as the caption, a row per form the verb has.
    func section(_ section: ConjugationTable.Section, into h: inout HTML) {
        h.raw("<div class=\"scroll\"><table>")
        h.element("caption", section.name)
        for row in section.rows where row.form.exists {
            h.raw("<tr>")
            h.element("th", row.label, attributes: ["scope": "row"])
            h.raw("<td>")
            Self.marked(row.form, into: &h)
            let others = row.form.otherVariants
            if !others.isEmpty {
                // Each variant with its own marks: "backte (b<mark>u</mark>k)".
                h.open("span", attributes: ["class": "muted"])
                h.text(" (")
                for (k, variant) in others.enumerated() {
                    if k > 0 { h.text(", ") }
                    Self.marked(variant, into: &h)
                }
                h.text(")")
                h.close("span")
            }
            h.raw("</td></tr>")
        }
        h.raw("</table></div>")
    }

    /// The form with its irregular letters in `<mark>`: "ges<mark>u</mark>ngen".
    static func marked(_ form: Form, into h: inout HTML) {
        for run in form.runs {
            if run.irregular { h.raw("<mark>") }
            h.text(String(run.text))
            if run.irregular { h.raw("</mark>") }
        }
    }
}
