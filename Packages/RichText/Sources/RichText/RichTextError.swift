/// A markup error, with the 1-based line and column (in characters) where it starts.
public enum RichTextError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An opening `~`, `$`, `%` or `` ` `` without its closing twin.
    case unbalanced(marker: Character, line: Int, column: Int)
    /// A marker inside another span: `~a $sAng$~` (`inner` is where it stands).
    case nested(outer: Character, inner: Character, line: Int, column: Int)
    /// Two markers with nothing between them: `$$`.
    case empty(marker: Character, line: Int, column: Int)
    /// A heading `` `…` `` that does not stand alone on its line.
    case misplacedHeading(line: Int, column: Int)
    /// `%…%` that is no `konjugieren://verb/…`, `konjugieren://info/…` or http(s) URL.
    case invalidLink(String, line: Int, column: Int)
    /// `%URL|%`: a `|` with no words after it.
    case emptyLinkText(String, line: Int, column: Int)

    /// The error as one sentence with its line and column.
    public var description: String {
        switch self {
        case .unbalanced(let marker, let line, let column):
            return "\(line):\(column): unbalanced \(marker)"
        case .nested(let outer, let inner, let line, let column):
            return "\(line):\(column): \(inner) nested inside \(outer)…\(outer)"
        case .empty(let marker, let line, let column):
            return "\(line):\(column): empty \(marker)\(marker)"
        case .misplacedHeading(let line, let column):
            return "\(line):\(column): a `heading` must stand alone on its line"
        case .invalidLink(let url, let line, let column):
            return "\(line):\(column): invalid link “\(url)”"
        case .emptyLinkText(let url, let line, let column):
            return "\(line):\(column): the link “\(url)” has a | but no text after it"
        }
    }
}
