// SPDX-License-Identifier: GPL-3.0-or-later

/// HTML text built from parts, every piece of text escaped on the way in: nothing a user
/// typed (a verb, a search, a name) can become markup.
///
/// ```swift
/// var h = HTML()
/// h.element("h1", "Verben zu „<sing>“")
/// h.link("/verbs/" + HTML.component("sich freuen"), "sich freuen")
/// h.text   // "<h1>Verben zu „&lt;sing&gt;“</h1><a href=\"/verbs/sich%20freuen\">sich freuen</a>"
/// ```
public struct HTML: Sendable {
    public private(set) var text = ""

    public init() {}

    /// Text, escaped.
    public mutating func text(_ s: String) { HTML.escape(s, into: &text) }

    /// Markup written by this program, never from input.
    public mutating func raw(_ s: StaticString) { text += s.description }

    /// Markup already built and escaped (an `HTML`, or a renderer's output).
    public mutating func append(_ other: HTML) { text += other.text }
    public mutating func trusted(_ s: String) { text += s }

    /// `<name attr="…">text</name>`, text and attribute values escaped.
    public mutating func element(_ name: StaticString, _ content: String, attributes: KeyValuePairs<String, String> = [:]) {
        open(name, attributes: attributes)
        self.text(content)
        close(name)
    }

    public mutating func open(_ name: StaticString, attributes: KeyValuePairs<String, String> = [:]) {
        text += "<" + name.description
        for (key, value) in attributes {
            text += " " + key + "=\""
            HTML.escape(value, into: &text)
            text += "\""
        }
        text += ">"
    }

    public mutating func close(_ name: StaticString) { text += "</" + name.description + ">" }

    /// `<a href="…">text</a>`.
    public mutating func link(_ href: String, _ content: String) { element("a", content, attributes: ["href": href]) }

    /// The articles' escaping (`HTMLRenderer`'s), so that pages and articles escape alike.
    public static func escape(_ s: String, into out: inout String) {
        out += HTMLRenderer.escape(s)
    }

    public static func escaped(_ s: String) -> String {
        var out = ""
        escape(s, into: &out)
        return out
    }

    /// A path segment or query value percent-encoded, byte by byte of its UTF-8, all but
    /// the ASCII letters, digits and `-._~`: "sich freuen" → "sich%20freuen",
    /// "hören" → "h%C3%B6ren".
    public static func component(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 0xF)])
            }
        }
        return out
    }

    private static let hexDigits = Array("0123456789ABCDEF")
}
