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
            var name = Substring(parts[1])
            var meaning: Int?
            if parts[0] == "verb", let question = name.firstIndex(of: "?") {
                let query = name[name.index(after: question)...]
                guard query.hasPrefix("meaning="), let n = Int(query.dropFirst("meaning=".count)), n >= 1,
                      String(n) == query.dropFirst("meaning=".count) else { return nil }
                meaning = n
                name = name[..<question]
            }
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
}
