import ArgumentParser
import Foundation
import Localization
import RichText

/// `konjugieren open URL`: follows a link of an article, or a link handed over by
/// another program. `konjugieren://info/SLUG` shows the article as `info SLUG` does,
/// `konjugieren://verb/NAME` shows the verb as `conjugate NAME` does.
struct Open: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open a konjugieren:// link: a verb or an article.",
        discussion: """
        Examples:
          konjugieren open konjugieren://verb/singen
          konjugieren open konjugieren://info/ablaut-series
        """
    )

    @Argument(help: "konjugieren://verb/NAME or konjugieren://info/SLUG")
    var url: String

    @Option(name: .long, help: Help.articleLanguage)
    var lang: String?

    @Flag(name: .long, help: Help.noColor)
    var noColor = false

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        // A link copied from a browser may be percent-encoded (konjugieren://verb/f%C3%BChren).
        let decoded = url.removingPercentEncoding ?? url
        switch LinkTarget(url: decoded) {
        case .info(let slug):
            try ArticleReader(lang: lang, noColor: noColor, world: world).show(slug)
        case .verb(let name):
            try showVerb(name, noColor: noColor, world)
        case .web, nil:
            let language = (try? Language.resolve(flag: lang, environment: world.environment)) ?? .en
            throw world.fail(L(language).cli.badURL(url), code: ExitCode.validationFailure.rawValue)
        }
    }

    /// The verb view of `conjugate`, reached through its own argument parsing so that
    /// both routes validate and render a verb identically.
    private func showVerb(_ infinitive: String, noColor: Bool, _ world: World) throws {
        let command = try Conjugate.parse([infinitive] + (noColor ? ["--no-color"] : []))
        try command.run(in: world)
    }
}
