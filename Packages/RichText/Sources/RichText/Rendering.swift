/// The output of a renderer: lines ready to print, and the links they number.
public struct Rendering: Equatable, Sendable {
    /// Lines without trailing newlines, none wider than the renderer's width (in
    /// terminal columns) unless a single character is wider than the width.
    public var lines: [String]
    /// The links in the order they are numbered: "[N]" in the text is `links[N - 1]`.
    public var links: [Link]

    /// A rendering of these lines and links.
    public init(lines: [String], links: [Link]) {
        self.lines = lines
        self.links = links
    }

    /// "[1] konjugieren://verb/singen", one line per link, for a list under the text.
    public var footnotes: [String] {
        links.enumerated().map { "[\($0.offset + 1)] \($0.element.url)" }
    }

    /// The link a reader chose by number (1-based), or nil when there is no such link.
    public func link(number: Int) -> Link? {
        guard number >= 1, number <= links.count else { return nil }
        return links[number - 1]
    }
}

/// How a link without its own text (`%URL|text%`) is shown in running text. The
/// default shows the verb for a verb link, the slug for an article, the URL for a web
/// page; a front end that knows article titles passes its own.
public typealias LinkLabel = @Sendable (Link) -> String

/// The link labels every front end may use.
public enum LinkLabels {
    /// `konjugieren://verb/singen` → "singen", `konjugieren://info/ablaut` → "ablaut".
    public static let `default`: LinkLabel = { link in
        switch link.target {
        case .verb(let name, _): return name
        case .info(let slug): return slug
        case .family(let name): return name
        case .quiz(let action): return action
        case .web(let url): return url
        }
    }
}

/// Text attributes a run of output can carry.
struct Style: OptionSet, Hashable {
    let rawValue: Int
    static let bold = Style(rawValue: 1)
    static let italic = Style(rawValue: 2)
    static let irregular = Style(rawValue: 4)
    static let link = Style(rawValue: 8)
    static let dim = Style(rawValue: 16)

    /// The SGR sequence that switches this style on.
    var sgr: String {
        var codes: [String] = []
        if contains(.bold) || contains(.irregular) { codes.append("1") }
        if contains(.dim) { codes.append("2") }
        if contains(.italic) { codes.append("3") }
        if contains(.link) { codes.append("4") }
        if contains(.irregular) { codes.append("31") } else if contains(.link) { codes.append("34") }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}

struct Run {
    var text: String
    var style: Style
}

/// The layout shared by both renderers: greedy word wrapping of styled runs.
struct Layout {
    var width: Int?
    var color: Bool
    var uppercaseIrregular: Bool
    var linkLabel: LinkLabel
    var bullet: String

    func render(_ document: Document) -> Rendering {
        var lines: [String] = []
        var links: [Link] = []
        for block in document.blocks {
            if !lines.isEmpty { lines.append("") }
            switch block {
            case .heading(let text):
                let runs = [Run(text: text, style: .bold)]
                let wrapped = wrap(runs, firstPrefix: "", restPrefix: "")
                lines += wrapped
                if !color {
                    let underline = min(wrapped.map(DisplayWidth.of).max() ?? 0, width ?? Int.max)
                    lines.append(String(repeating: "=", count: max(underline, 1)))
                }
            case .paragraph(let inlines):
                lines += wrap(runs(for: inlines, links: &links), firstPrefix: "", restPrefix: "")
            case .list(let items):
                let indent = String(repeating: " ", count: DisplayWidth.of(bullet))
                for item in items {
                    lines += wrap(runs(for: item, links: &links), firstPrefix: bullet, restPrefix: indent)
                }
            }
        }
        return Rendering(lines: lines, links: links)
    }

    private func runs(for inlines: [Inline], links: inout [Link]) -> [Run] {
        var runs: [Run] = []
        for inline in inlines {
            switch inline {
            case .text(let text):
                runs.append(Run(text: text, style: []))
            case .emphasis(let text):
                runs.append(Run(text: text, style: color ? .italic : []))
            case .conjugation(let conjugation):
                for segment in conjugation.segments {
                    if segment.isIrregular {
                        runs.append(Run(
                            text: uppercaseIrregular ? segment.text.uppercased() : segment.text,
                            style: color ? .irregular : []
                        ))
                    } else {
                        runs.append(Run(text: segment.text, style: []))
                    }
                }
            case .link(let link):
                links.append(link)
                runs.append(Run(text: link.text ?? linkLabel(link), style: color ? .link : []))
                // No space: the number sticks to its link when wrapping.
                runs.append(Run(text: "[\(links.count)]", style: color ? .dim : []))
            }
        }
        return runs
    }

    /// Spaces that hold their neighbours together ("v.\u{A0}Chr.", "St.\u{A0}Gallen"): no-break
    /// space, figure space and narrow no-break space.
    static let noBreakSpaces: Set<Character> = ["\u{A0}", "\u{2007}", "\u{202F}"]

    /// The en and em dash, which never start a line after a word.
    static let dashes: Set<Character> = ["\u{2013}", "\u{2014}"]

    /// Splits runs into words at whitespace (except no-break spaces) and fills lines greedily.
    private func wrap(_ runs: [Run], firstPrefix: String, restPrefix: String) -> [String] {
        var words: [[Run]] = []
        var word: [Run] = []
        for run in runs {
            var piece = ""
            for character in run.text {
                if character.isWhitespace, !Layout.noBreakSpaces.contains(character) {
                    if !piece.isEmpty { word.append(Run(text: piece, style: run.style)); piece = "" }
                    if !word.isEmpty { words.append(word); word = [] }
                } else {
                    piece.append(character)
                }
            }
            if !piece.isEmpty { word.append(Run(text: piece, style: run.style)) }
        }
        if !word.isEmpty { words.append(word) }
        // A dash between words ("kommen – kAm") stays with the word before it: a line
        // that starts with "– kAm" reads like an item of a list.
        var index = 1
        while index < words.count {
            if let first = words[index].first?.text.first, Layout.dashes.contains(first) {
                words[index - 1] += [Run(text: " ", style: [])] + words[index]
                words.remove(at: index)
            } else {
                index += 1
            }
        }

        var lines: [String] = []
        var line = firstPrefix
        var lineWidth = DisplayWidth.of(firstPrefix)
        var lineHasWord = false
        let limit = width.map { max($0, 1) } ?? Int.max

        func newLine() {
            lines.append(line)
            line = restPrefix
            lineWidth = DisplayWidth.of(restPrefix)
            lineHasWord = false
        }

        for word in words {
            let wordWidth = word.reduce(0) { $0 + DisplayWidth.of($1.text) }
            let needed = wordWidth + (lineHasWord ? 1 : 0)
            if lineWidth + needed > limit, lineHasWord {
                newLine()
            }
            if lineHasWord {
                line += " "
                lineWidth += 1
            }
            if lineWidth + wordWidth <= limit {
                for run in word { line += styled(run) }
                lineWidth += wordWidth
                lineHasWord = true
                continue
            }
            // A word wider than the line: break it character by character.
            for run in word {
                var chunk = ""
                for character in run.text {
                    let characterWidth = DisplayWidth.of(character)
                    if lineWidth + characterWidth > limit, lineHasWord || !chunk.isEmpty {
                        line += styled(Run(text: chunk, style: run.style))
                        chunk = ""
                        newLine()
                    }
                    chunk.append(character)
                    lineWidth += characterWidth
                    lineHasWord = true
                }
                if !chunk.isEmpty { line += styled(Run(text: chunk, style: run.style)) }
            }
        }
        if lineHasWord || lines.isEmpty { lines.append(line) }
        return lines.map { $0.trailingSpacesRemoved }
    }

    private func styled(_ run: Run) -> String {
        guard color, !run.style.isEmpty, !run.text.isEmpty else { return run.text }
        return run.style.sgr + run.text + "\u{1B}[0m"
    }
}

extension String {
    fileprivate var trailingSpacesRemoved: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
