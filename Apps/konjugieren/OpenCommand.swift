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

    @Option(name: .long, help: "Language of articles and messages: en or de (default: LC_ALL / LANG, else en).")
    var lang: String?

    @Flag(name: .long, help: "No colour, even on a terminal (NO_COLOR does the same).")
    var noColor = false

    /// A --lang naming no language is this command's usage error, whichever link it
    /// opens (not one of the `conjugate` it hands a verb link to).
    func validate() throws {
        _ = try World.live.localizer(lang: lang)
    }

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        switch Open.target(url) {
        case .info(let slug):
            try ArticleReader(lang: lang, noColor: noColor, world: world).show(slug)
        case .verb(let name):
            try showVerb(name, world)
        case .web, nil:
            let language = (try? Language.resolve(flag: lang, environment: world.environment)) ?? .en
            throw world.fail(L(language).cli.badURL(url), code: ExitCode.validationFailure.rawValue)
        }
    }

    /// Where a link leads. The parts of a konjugieren:// link are split first and only
    /// then percent-decoded, so that an encoded "/" cannot make a new part and an encoded
    /// space belongs to the name (konjugieren://verb/sich%20freuen, …/verb/f%C3%BChren).
    static func target(_ url: String) -> LinkTarget? {
        guard url.hasPrefix(LinkTarget.scheme) else { return LinkTarget(url: url) }
        let parts = url.dropFirst(LinkTarget.scheme.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[1].contains(where: { "?#".contains($0) }),
              let name = String(parts[1]).removingPercentEncoding, !name.isEmpty else { return nil }
        switch parts[0] {
        case "verb": return .verb(name)
        case "info": return .info(name)
        default: return nil
        }
    }

    /// The verb view of `conjugate`. The name is only ever a verb: it is handed over
    /// after the options, behind "--", and "-" does not read standard input, so that
    /// `konjugieren://verb/--help` or `…/verb/-` is a verb name that is not a verb.
    private func showVerb(_ name: String, _ world: World) throws {
        var options: [String] = []
        if let lang { options += ["--lang", lang] }
        if noColor { options.append("--no-color") }
        let command = try Conjugate.parse(options + ["--", name])
        try command.run(in: world, dashReadsInput: false)
    }
}
