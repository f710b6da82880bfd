/// Renders a `Document` for a terminal: wrapped to a width, headings bold, emphasis
/// italic, the irregular letters of a conjugation bold red (`sang` with the "a"
/// highlighted), links underlined and numbered ("singen[1]") so a front end can
/// follow link N.
///
/// With `color: false` (NO_COLOR, not a TTY, `--no-color`; decided by the caller) the
/// output is exactly `PlainRenderer`'s.
public struct ANSIRenderer: Sendable {
    /// Terminal columns; escape sequences count as zero.
    public var width: Int
    /// Whether to emit ANSI escape sequences at all.
    public var color: Bool
    /// How links are labelled in running text.
    public var linkLabel: LinkLabel

    /// A renderer wrapping at `width` columns, in colour or not.
    public init(width: Int, color: Bool = true, linkLabel: @escaping LinkLabel = LinkLabels.default) {
        self.width = width
        self.color = color
        self.linkLabel = linkLabel
    }

    /// The document as terminal lines, its links numbered.
    public func render(_ document: Document) -> Rendering {
        guard color else {
            return PlainRenderer(width: width, linkLabel: linkLabel).render(document)
        }
        return Layout(width: width, color: true, uppercaseIrregular: false, linkLabel: linkLabel, bullet: "• ")
            .render(document)
    }
}

/// Renders a `Document` as plain text: headings underlined with "=", list items with
/// "- ", irregular letters in uppercase as in the markup ("gesUngen"), links numbered.
public struct PlainRenderer: Sendable {
    /// Columns to wrap to, or nil for one line per paragraph.
    public var width: Int?
    /// Write irregular letters in uppercase, so that no information is lost without colour.
    public var uppercaseIrregular: Bool
    /// How links are labelled in running text.
    public var linkLabel: LinkLabel

    /// A renderer wrapping at `width` (nil: no wrapping), irregular letters in capitals or not.
    public init(width: Int? = nil, uppercaseIrregular: Bool = true, linkLabel: @escaping LinkLabel = LinkLabels.default) {
        self.width = width
        self.uppercaseIrregular = uppercaseIrregular
        self.linkLabel = linkLabel
    }

    /// The document as plain lines, its links numbered.
    public func render(_ document: Document) -> Rendering {
        Layout(width: width, color: false, uppercaseIrregular: uppercaseIrregular, linkLabel: linkLabel, bullet: "- ")
            .render(document)
    }
}
