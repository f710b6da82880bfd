import ArgumentParser
import Articles
import Localization
import RichText

/// `konjugieren info [SLUG]`: the list of articles, or one article rendered for the terminal.
struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the articles about German verbs, or read one.",
        discussion: """
        Examples:
          konjugieren info
          konjugieren info ablaut-series
          konjugieren info history --lang de
        Links in an article are numbered; open one with konjugieren open URL.
        """
    )

    @Argument(help: "The article to show (its slug or number, as listed by konjugieren info).")
    var slug: String?

    @Option(name: .long, help: "Language of the article and messages: en or de (default: LC_ALL / LANG, else en).")
    var lang: String?

    @Flag(name: .long, help: "No colour, even on a terminal (NO_COLOR does the same).")
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
    /// of konjugieren://info/N.
    func list() {
        let slugWidth = library.entries.map(\.slug.count).max() ?? 0
        let out = world.console
        let numberWidth = String(max(library.entries.count - 1, 0)).count
        out.line(bold(l.cli.infoTitle))
        for (index, entry) in library.entries.enumerated() {
            let number = String(index)
            let numberPadding = String(repeating: " ", count: numberWidth - number.count)
            let padding = String(repeating: " ", count: slugWidth - entry.slug.count + 2)
            out.line("  " + numberPadding + number + "  " + entry.slug + padding + entry.title(l.language))
        }
        out.line("")
        out.line(l.cli.infoHint)
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
