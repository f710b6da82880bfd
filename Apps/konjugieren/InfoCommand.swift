import ArgumentParser
import Articles
import Localization
import RichText
import Terminal

/// `konjugieren info [SLUG]`: the list of articles, or one article rendered for the terminal.
struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the articles about German verbs, or read one.",
        discussion: """
        Links in an article are numbered and listed under it; open one with \
        konjugieren open URL.

        Examples:
          konjugieren info
          konjugieren info ablaut-series
          konjugieren info history --lang de
        """
    )

    @Argument(help: "The article to show (its slug or number, as listed by konjugieren info).")
    var slug: String?

    @Option(name: .long, help: Help.articleLanguage)
    var lang: String?

    @Flag(name: .long, help: Help.noColor)
    var noColor = false

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        let reader = try ArticleReader(lang: lang, noColor: noColor, world: world)
        if let slug {
            try reader.show(slug)
        } else {
            reader.list()
        }
    }
}

/// What `info` and `open` share: the resolved language, the article library and the
/// terminal's colour and width. Output goes to stdout, errors to stderr in the
/// user's language, followed by a non-zero exit.
struct ArticleReader {
    var l: L
    var library: Library
    var color: Bool
    var width: Int
    var world: World

    init(lang: String?, noColor: Bool, world: World) throws {
        self.world = world
        let language: Language
        do {
            language = try Language.resolve(flag: lang, environment: world.environment)
        } catch {
            // The flag was bad, so speak the language the environment asks for.
            let fallback = (try? Language.resolve(flag: nil, environment: world.environment)) ?? .en
            throw world.fail(L(fallback).cli.unknownLanguage(lang ?? ""), code: ExitCode.validationFailure.rawValue)
        }
        l = L(language)
        do {
            library = try Library.bundled()
        } catch {
            throw world.fail("\(error)")
        }
        color = world.usesColor(noColorFlag: noColor)
        width = world.width
    }

    /// Number, slug and title of every article, in reading order; the number is the N
    /// of konjugieren://info/N. A title too long for the terminal wraps under its own
    /// column, so the list stays within `width` (80 columns: "Pluperfect Subjunctive II
    /// (Plusquamperfekt Konjunktiv II)" takes two lines).
    func list() {
        let out = world.console
        out.line(bold(l.cli.infoTitle))
        for line in Self.listLines(library.entries.map { ($0.slug, $0.title(l.language)) }, width: width) {
            out.line(line)
        }
        out.line("")
        out.lines(Self.wrapWords(l.cli.infoHint, width: width))
    }

    /// The rows of the article list for `entries` (slug, title) at `width` columns.
    static func listLines(_ entries: [(slug: String, title: String)], width: Int) -> [String] {
        let slugWidth = entries.map(\.slug.count).max() ?? 0
        let numberWidth = String(max(entries.count - 1, 0)).count
        let titleColumn = 2 + numberWidth + 2 + slugWidth + 2
        // Below 20 columns for the title, the title gets a line of its own.
        let ownLine = width - titleColumn < 20
        let titleWidth = ownLine ? max(width - 6, 10) : width - titleColumn
        let titleIndent = String(repeating: " ", count: ownLine ? 6 : titleColumn)
        var lines: [String] = []
        for (index, entry) in entries.enumerated() {
            let number = String(index)
            let numberPadding = String(repeating: " ", count: numberWidth - number.count)
            let head = "  " + numberPadding + number + "  " + entry.slug
            let titleLines = wrapWords(entry.title, width: titleWidth)
            if ownLine {
                lines.append(head)
                lines += titleLines.map { titleIndent + $0 }
            } else {
                let padding = String(repeating: " ", count: slugWidth - entry.slug.count + 2)
                lines.append(head + padding + (titleLines.first ?? ""))
                lines += titleLines.dropFirst().map { titleIndent + $0 }
            }
        }
        return lines
    }

    /// `text` broken at spaces into lines of at most `width` columns (a longer word
    /// stands alone on its line); one empty line for no text.
    static func wrapWords(_ text: String, width: Int) -> [String] {
        let lines = WordWrap.lines(text, width: width, atLeast: 1)
        return lines.isEmpty ? [""] : lines
    }

    /// One article, wrapped to the terminal, followed by its numbered links.
    func show(_ slug: String) throws {
        let document: Document
        do {
            document = try library.document(slug, l.language)
        } catch ArticleError.unknownSlug(let unknown) {
            throw world.fail(l.cli.unknownArticle(unknown), code: 1)
        } catch ArticleError.markup(_, _, let error) {
            throw world.fail(l.cli.articleMarkup(slug: slug, reason: error.description))
        } catch {
            throw world.fail("\(error)")
        }
        let rendering = ANSIRenderer(width: width, color: color, linkLabel: library.linkLabel(l.language))
            .render(document)
        let out = world.console
        out.lines(rendering.lines)
        if !rendering.links.isEmpty {
            out.line("")
            out.line(bold(l.cli.infoLinks))
            out.lines(rendering.footnotes)
        }
    }

    private func bold(_ text: String) -> String {
        color ? ANSI.bold + text + ANSI.reset : text
    }
}
