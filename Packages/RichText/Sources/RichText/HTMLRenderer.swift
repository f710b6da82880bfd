// SPDX-License-Identifier: GPL-3.0-or-later

/// Renders an article as HTML for a web page: headings as `<h2>`, paragraphs, lists,
/// `~terms~` as `<em>`, verb forms with their irregular letters in `<mark>` (`$sAng$` →
/// `s<mark>a</mark>ng`) and links as `<a>`. All text is escaped; the page around it is the
/// caller's.
///
/// ```swift
/// let document = try Document(parsing: "Er $sAng$, wie %konjugieren://verb/singen%.")
/// HTMLRenderer(href: { _ in "/verbs/singen" }).render(document)
/// // <p>Er s<mark>a</mark>ng, wie <a href="/verbs/singen">singen</a>.</p>
/// ```
public struct HTMLRenderer: Sendable {
    /// The words shown for a link without its own text.
    public var linkLabel: LinkLabel
    /// Where a link leads on the site (`.verb("singen")` → "/verbs/singen"); nil shows the
    /// label as plain text.
    public var href: @Sendable (LinkTarget) -> String?

    /// - Parameters:
    ///   - linkLabel: the words for a link that has none (`Library.linkLabel(_:)` gives titles).
    ///   - href: the address of a link on the site; by default only web links lead anywhere.
    public init(linkLabel: @escaping LinkLabel = LinkLabels.default,
                href: @escaping @Sendable (LinkTarget) -> String? = HTMLRenderer.webOnly) {
        self.linkLabel = linkLabel
        self.href = href
    }

    /// Web links lead to their URL; the app's own links are plain text.
    public static let webOnly: @Sendable (LinkTarget) -> String? = { target in
        if case .web(let url) = target { return url }
        return nil
    }

    /// The document's blocks as HTML, one block per line.
    public func render(_ document: Document) -> String {
        var out = ""
        for block in document.blocks {
            switch block {
            case .heading(let text):
                out += "<h2>" + HTMLRenderer.escape(text) + "</h2>\n"
            case .paragraph(let inlines):
                out += "<p>" + render(inlines) + "</p>\n"
            case .list(let items):
                out += "<ul>"
                // The space after the list's flag is markup, not text.
                for item in items { out += "<li>" + render(item).drop { $0 == " " } + "</li>" }
                out += "</ul>\n"
            }
        }
        return out
    }

    /// Inline content as HTML.
    public func render(_ inlines: [Inline]) -> String {
        var out = ""
        for inline in inlines {
            switch inline {
            case .text(let text):
                out += HTMLRenderer.escape(text)
            case .emphasis(let text):
                out += "<em>" + HTMLRenderer.escape(text) + "</em>"
            case .conjugation(let conjugation):
                out += HTMLRenderer.marked(conjugation)
            case .link(let link):
                let label = HTMLRenderer.escape(link.text ?? linkLabel(link))
                if let href = href(link.target) {
                    out += "<a href=\"" + HTMLRenderer.escape(href) + "\">" + label + "</a>"
                } else {
                    out += label
                }
            }
        }
        return out
    }

    /// A form with its irregular letters in `<mark>`: gesungen with u irregular →
    /// `ges<mark>u</mark>ngen`.
    public static func marked(_ conjugation: Conjugation) -> String {
        var out = ""
        for segment in conjugation.segments {
            out += segment.isIrregular ? "<mark>" + escape(segment.text) + "</mark>" : escape(segment.text)
        }
        return out
    }

    /// Text safe in an element or a quoted attribute: & < > " ' escaped.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
