/// A `%…%` link of an article.
public struct Link: Equatable, Sendable {
    /// The URL as written: `"konjugieren://info/ablaut"`.
    public var url: String
    /// Where it leads.
    public var target: LinkTarget
    /// The words the sentence shows for the link, when the markup gives them:
    /// `%konjugieren://info/history|die Geschichte des Verbs%` has the text
    /// "die Geschichte des Verbs". Without it a renderer asks its `LinkLabel`.
    public var text: String?

    /// Nil when `url` is none of the kinds `LinkTarget` knows.
    public init?(url: String, text: String? = nil) {
        guard let target = LinkTarget(url: url) else { return nil }
        self.url = url
        self.target = target
        self.text = text
    }
}

/// The kinds of link target: a verb view, an article, a verb family, a quiz, a web page.
public enum LinkTarget: Equatable, Sendable {
    /// `konjugieren://verb/singen` → `.verb("singen")`; a second meaning
    /// `konjugieren://verb/hängen?meaning=2` → `.verb("hängen", meaning: 2)`.
    case verb(String, meaning: Int? = nil)
    /// `konjugieren://info/ablaut` → `.info("ablaut")`; `konjugieren://info/3` names the
    /// article by its place in the list.
    case info(String)
    /// `konjugieren://family/strong` → `.family("strong")`: the verbs of that family.
    case family(String)
    /// `konjugieren://quiz/start` → `.quiz("start")`: starts a quiz.
    case quiz(String)
    /// `https://example.org/x` → `.web("https://example.org/x")`
    case web(String)

    /// The app's URL scheme.
    public static let scheme = "konjugieren://"

    /// The families a `family` link may name.
    public static let families = ["weak", "strong", "mixed", "ieren", "irregular"]
    /// The actions a `quiz` link may name.
    public static let quizActions = ["start"]

    /// Parses a link or a URL given to `konjugieren open`.
    ///
    /// Accepted: `konjugieren://verb/NAME` with an optional `?meaning=N` (N from 1),
    /// `konjugieren://info/SLUG`, `konjugieren://family/NAME` for one of `families`,
    /// `konjugieren://quiz/start` (NAME and SLUG non-empty, without `/`, whitespace or
    /// `?#%`), and `http://` or `https://` URLs with a host and no whitespace. Everything
    /// else is nil. Whether the verb or article exists is for the caller to check.
    public init?(url: String) {
        guard !url.isEmpty, !url.contains(where: { $0.isWhitespace || $0.isNewline }) else { return nil }
        if url.hasPrefix(LinkTarget.scheme) {
            let rest = url.dropFirst(LinkTarget.scheme.count)
            let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            guard let (name, meaning) = LinkTarget.meaning(of: parts[1], in: parts[0]) else { return nil }
            guard !name.isEmpty, !name.contains(where: { "?#%".contains($0) }) else { return nil }
            switch parts[0] {
            case "verb": self = .verb(String(name), meaning: meaning)
            case "info": self = .info(String(name))
            case "family" where LinkTarget.families.contains(String(name)): self = .family(String(name))
            case "quiz" where LinkTarget.quizActions.contains(String(name)): self = .quiz(String(name))
            default: return nil
            }
            return
        }
        for prefix in ["https://", "http://"] where url.hasPrefix(prefix) {
            let host = url.dropFirst(prefix.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            let hostIsValid = host.contains(".")
                && !host.hasPrefix(".") && !host.hasSuffix(".")
                && host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == ":") }
            guard hostIsValid else { return nil }
            self = .web(url)
            return
        }
        return nil
    }

    /// A link handed over by another program (`konjugieren open`, `konjugieren-dashboard
    /// --open`), percent-encoded as a browser or a shell may pass it. The parts of a
    /// konjugieren:// link are split first and only then decoded, so that an encoded "/"
    /// cannot make a new part and an encoded space belongs to the name
    /// (`konjugieren://verb/sich%20freuen` → `.verb("sich freuen")`,
    /// `konjugieren://verb/f%C3%BChren` → `.verb("führen")`). Any other URL is read as
    /// `init(url:)` reads it.
    public init?(percentEncoded url: String) {
        guard url.hasPrefix(LinkTarget.scheme) else {
            guard let target = LinkTarget(url: url) else { return nil }
            self = target
            return
        }
        let parts = url.dropFirst(LinkTarget.scheme.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let (encoded, meaning) = LinkTarget.meaning(of: parts[1], in: parts[0]),
              !encoded.contains(where: { "?#".contains($0) }),
              let name = LinkTarget.percentDecoded(encoded), !name.isEmpty else { return nil }
        switch parts[0] {
        case "verb": self = .verb(name, meaning: meaning)
        case "info": self = .info(name)
        case "family", "quiz":
            guard let target = LinkTarget(url: LinkTarget.scheme + parts[0] + "/" + name) else { return nil }
            self = target
        default: return nil
        }
    }

    /// `text` with its %XX escapes decoded as UTF-8; nil when an escape or the bytes are
    /// malformed ("%zz", "%C3" alone).
    static func percentDecoded(_ text: Substring) -> String? {
        func hex(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        var bytes: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = rest.popFirst().flatMap(hex), let low = rest.popFirst().flatMap(hex) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The name of a link's last part and the meaning a verb link asks for:
    /// "hängen?meaning=2" → ("hängen", 2); nil when the query is not `meaning=N`, N from 1.
    private static func meaning(of part: Substring, in kind: Substring) -> (Substring, Int?)? {
        guard kind == "verb", let question = part.firstIndex(of: "?") else { return (part, nil) }
        let query = part[part.index(after: question)...]
        guard query.hasPrefix("meaning="), let n = Int(query.dropFirst("meaning=".count)), n >= 1,
              String(n) == query.dropFirst("meaning=".count) else { return nil }
        return (part[..<question], n)
    }
}
