/// A parsed article: headings, paragraphs and 🇩🇪-bulleted lists of inline content.
///
/// Built by `Document(parsing:)` from the article markup:
///
/// ```
/// `Das Präteritum`
/// Starke Verben wechseln den Stammvokal: $sAng$, $fUhr$. Mehr unter %konjugieren://info/ablaut%.
/// 🇩🇪 ~singen~ – $sAng$ – $gesUngen$
/// ```
public struct Document: Equatable, Sendable {
    /// Headings, paragraphs and list items, in order.
    public var blocks: [Block]

    /// A document of these blocks.
    public init(blocks: [Block]) {
        self.blocks = blocks
    }

    /// Every link in reading order; link number N in a rendering is `links[N - 1]`.
    public var links: [Link] {
        var found: [Link] = []
        for block in blocks {
            for inline in block.inlines {
                if case .link(let link) = inline { found.append(link) }
            }
        }
        return found
    }

    /// The words of the document as a reader sees them (markup removed), for counting.
    public var wordCount: Int {
        var count = 0
        for block in blocks {
            let pieces: [[Inline]]
            if case .list(let items) = block { pieces = items } else { pieces = [block.inlines] }
            for piece in pieces {
                count += piece.map(\.plainText).joined().split(whereSeparator: \.isWhitespace).count
            }
        }
        return count
    }
}

/// A block of an article.
public enum Block: Equatable, Sendable {
    /// A line of the form `` `Die Ablautreihen` ``.
    case heading(String)
    /// Consecutive non-blank lines, joined with spaces.
    case paragraph([Inline])
    /// Consecutive lines starting with 🇩🇪, one item each (an indented line continues
    /// the item above it).
    case list([[Inline]])

    /// All inline content of the block, in order (a heading is one text run).
    public var inlines: [Inline] {
        switch self {
        case .heading(let text): return [.text(text)]
        case .paragraph(let inlines): return inlines
        case .list(let items): return items.flatMap { $0 }
        }
    }
}

/// A run of inline content.
public enum Inline: Equatable, Sendable {
    /// Ordinary text.
    case text(String)
    /// `~Ablaut~`: a term set off from the text.
    case emphasis(String)
    /// `$gesUngen$`: a verb form whose uppercase letters were the irregular ones.
    case conjugation(Conjugation)
    /// `%konjugieren://verb/singen%`
    case link(Link)

    /// The text a reader sees, without styling: `$sAng$` reads "sang"; a link reads as
    /// its text, or its URL when it has none.
    public var plainText: String {
        switch self {
        case .text(let text), .emphasis(let text): return text
        case .conjugation(let conjugation): return conjugation.text
        case .link(let link): return link.text ?? link.url
        }
    }
}

/// A verb form with its irregular letters marked.
///
/// In markup the irregular letters are written in uppercase: `$gesUngen$` is
/// "gesungen" with the "u" irregular, `$geWESen$` is "gewesen" with "wes" irregular.
public struct Conjugation: Equatable, Sendable {
    /// A stretch of the form that is entirely regular or entirely irregular.
    public struct Segment: Equatable, Sendable {
        /// The letters, in lower case as they are shown.
        public var text: String
        /// Whether they differ from the regular pattern.
        public var isIrregular: Bool

        /// A segment of `text`.
        public init(_ text: String, isIrregular: Bool) {
            self.text = text
            self.isIrregular = isIrregular
        }
    }

    /// The form, stretch by stretch.
    public var segments: [Segment]

    /// A form of these segments.
    public init(segments: [Segment]) {
        self.segments = segments
    }

    /// Reads the markup convention: uppercase letters are irregular and shown in lowercase.
    /// `Conjugation(markup: "fÄhrst").text == "fährst"`.
    public init(markup: String) {
        var segments: [Segment] = []
        for character in markup {
            let irregular = character.isUppercase
            let shown = irregular ? character.lowercased() : String(character)
            if let last = segments.last, last.isIrregular == irregular {
                segments[segments.count - 1].text += shown
            } else {
                segments.append(Segment(shown, isIrregular: irregular))
            }
        }
        self.segments = segments
    }

    /// The form as written: "gesungen".
    public var text: String { segments.map(\.text).joined() }

    /// The form with irregular letters in uppercase again: "gesUngen".
    public var markup: String {
        segments.map { $0.isIrregular ? $0.text.uppercased() : $0.text }.joined()
    }
}
