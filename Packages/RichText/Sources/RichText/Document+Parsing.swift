extension Document {
    /// The markers of the markup.
    public enum Marker {
        /// `` `Heading` `` on a line of its own.
        public static let heading: Character = "`"
        /// `~emphasis~`
        public static let emphasis: Character = "~"
        /// `$conjugation$`, uppercase letters irregular: `$sAng$`.
        public static let conjugation: Character = "$"
        /// `%konjugieren://info/slug%`, or with the words shown in the sentence:
        /// `%konjugieren://info/slug|die Ablautreihen%`.
        public static let link: Character = "%"
        /// Separates a link's URL from its text: `%konjugieren://verb/singen|singt%`.
        public static let linkText: Character = "|"
        /// Starts a list item.
        public static let bullet: Character = "🇩🇪"
        /// `\~`, `\$`, `\%`, `` \` `` and `\\` stand for the character itself.
        public static let escape: Character = "\\"
    }

    /// Parses article markup.
    ///
    /// - Blocks are separated by blank lines. A line that is `` `…` `` is a heading; a
    ///   line starting with 🇩🇪 starts a list item. An indented line after a list item
    ///   continues that item; a line that starts at the margin ends the list and begins a
    ///   paragraph, so a sentence after a list needs no blank line to stand on its own.
    ///   Other lines join the paragraph above them.
    /// - Inline: `~Ablaut~`, `$gesUngen$`, `%konjugieren://verb/singen%`, and a link with
    ///   the words the sentence needs, `%konjugieren://info/history|die Geschichte des
    ///   Verbs%`. Spans may cross line breaks within a block but may not nest.
    ///
    /// - Throws: `RichTextError` at the first problem, with its line and column. Never traps,
    ///   whatever the input.
    public init(parsing source: String) throws(RichTextError) {
        var blocks: [Block] = []
        var paragraph: [Positioned] = []
        var items: [[Positioned]] = []

        func flush() throws(RichTextError) {
            if !paragraph.isEmpty {
                blocks.append(.paragraph(try Document.parseInlines(paragraph)))
                paragraph = []
            }
            if !items.isEmpty {
                var parsed: [[Inline]] = []
                for item in items { parsed.append(try Document.parseInlines(item)) }
                blocks.append(.list(parsed))
                items = []
            }
        }

        var lineNumber = 0
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = Array(rawLine.filter { $0 != "\r" })
            let firstContent = line.firstIndex { !$0.isWhitespace }
            guard let start = firstContent else {
                try flush()
                continue
            }
            let positioned = line.enumerated().map { Positioned(character: $1, line: lineNumber, column: $0 + 1) }
            if line[start] == Marker.heading {
                try flush()
                blocks.append(.heading(try Document.parseHeading(Array(positioned[start...]))))
            } else if line[start] == Marker.bullet {
                if !paragraph.isEmpty { try flush() }
                items.append(Array(positioned[(start + 1)...]))
            } else if !items.isEmpty, start > 0 {
                items[items.count - 1].append(Positioned(character: " ", line: lineNumber, column: 0))
                items[items.count - 1].append(contentsOf: positioned[start...])
            } else {
                // A line at the margin after a list ends the list: it is the next paragraph.
                if !items.isEmpty { try flush() }
                if !paragraph.isEmpty {
                    paragraph.append(Positioned(character: " ", line: lineNumber, column: 0))
                }
                paragraph.append(contentsOf: positioned[start...])
            }
        }
        try flush()
        self.blocks = blocks
    }

    struct Positioned {
        var character: Character
        var line: Int
        var column: Int
    }

    private static let inlineMarkers: Set<Character> = [Marker.emphasis, Marker.conjugation, Marker.link]
    private static let allMarkers: Set<Character> = [Marker.heading, Marker.emphasis, Marker.conjugation, Marker.link]

    private static func isEscape(_ characters: [Positioned], at index: Int) -> Bool {
        guard characters[index].character == Marker.escape, index + 1 < characters.count else { return false }
        let next = characters[index + 1].character
        return allMarkers.contains(next) || next == Marker.escape
    }

    /// `` `Die starken Verben` ``, nothing but whitespace after it.
    private static func parseHeading(_ line: [Positioned]) throws(RichTextError) -> String {
        let opener = line[0]
        var text = ""
        var index = 1
        while index < line.count {
            if isEscape(line, at: index) {
                text.append(line[index + 1].character)
                index += 2
                continue
            }
            let character = line[index].character
            if character == Marker.heading {
                let trailing = line[(index + 1)...]
                if let extra = trailing.first(where: { !$0.character.isWhitespace }) {
                    throw .misplacedHeading(line: extra.line, column: extra.column)
                }
                guard !text.isEmpty else {
                    throw .empty(marker: Marker.heading, line: opener.line, column: opener.column)
                }
                return text
            }
            if inlineMarkers.contains(character) {
                if line[(index + 1)...].contains(where: { $0.character == Marker.heading }) {
                    throw .nested(outer: Marker.heading, inner: character, line: line[index].line, column: line[index].column)
                }
            }
            text.append(character)
            index += 1
        }
        throw .unbalanced(marker: Marker.heading, line: opener.line, column: opener.column)
    }

    /// The inside of `%…%`: a URL, optionally followed by `|` and the words to show.
    private static func parseLink(_ content: String, at opener: Positioned) throws(RichTextError) -> Link {
        let url: String
        var text: String?
        if let bar = content.firstIndex(of: Marker.linkText) {
            url = String(content[..<bar])
            let words = content[content.index(after: bar)...].split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard !words.isEmpty else {
                throw .emptyLinkText(url, line: opener.line, column: opener.column)
            }
            text = words
        } else {
            url = content
        }
        guard let link = Link(url: url, text: text) else {
            throw .invalidLink(url, line: opener.line, column: opener.column)
        }
        return link
    }

    private static func parseInlines(_ characters: [Positioned]) throws(RichTextError) -> [Inline] {
        var inlines: [Inline] = []
        var text = ""
        var index = 0

        func closing(of marker: Character, after opener: Int) -> Int? {
            var cursor = opener + 1
            while cursor < characters.count {
                if marker != Marker.link, isEscape(characters, at: cursor) {
                    cursor += 2
                    continue
                }
                if characters[cursor].character == marker { return cursor }
                cursor += 1
            }
            return nil
        }

        while index < characters.count {
            let current = characters[index]
            if isEscape(characters, at: index) {
                text.append(characters[index + 1].character)
                index += 2
                continue
            }
            if current.character == Marker.heading {
                throw .misplacedHeading(line: current.line, column: current.column)
            }
            guard inlineMarkers.contains(current.character) else {
                text.append(current.character)
                index += 1
                continue
            }
            let marker = current.character
            guard let end = closing(of: marker, after: index) else {
                throw .unbalanced(marker: marker, line: current.line, column: current.column)
            }
            guard end > index + 1 else {
                throw .empty(marker: marker, line: current.line, column: current.column)
            }
            if !text.isEmpty {
                inlines.append(.text(text))
                text = ""
            }
            var content = ""
            var cursor = index + 1
            while cursor < end {
                let inner = characters[cursor]
                if marker != Marker.link, isEscape(characters, at: cursor) {
                    content.append(characters[cursor + 1].character)
                    cursor += 2
                    continue
                }
                if marker != Marker.link, allMarkers.contains(inner.character) {
                    throw .nested(outer: marker, inner: inner.character, line: inner.line, column: inner.column)
                }
                content.append(inner.character)
                cursor += 1
            }
            switch marker {
            case Marker.emphasis:
                inlines.append(.emphasis(content))
            case Marker.conjugation:
                inlines.append(.conjugation(Conjugation(markup: content)))
            default:
                inlines.append(.link(try Document.parseLink(content, at: current)))
            }
            index = end + 1
        }
        if !text.isEmpty { inlines.append(.text(text)) }
        return inlines
    }
}
