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
            let fallback = L(Language.ofEnvironment(world.environment))
            throw world.fail(fallback.cli.unknownLanguage(lang ?? ""), code: ExitCode.validationFailure.rawValue)
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

    /// The list of articles (`Library.listLines`), then how to read one.
    func list() {
        let out = world.console
        out.line(bold(l.cli.infoTitle))
        for line in library.listLines(l.language, width: width) {
            out.line(line)
        }
        out.line("")
        out.lines(Library.wrapWords(l.cli.infoHint, width: width))
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
