import ArgumentParser
import Foundation
import Localization
import RichText

/// `konjugieren open URL`: follows a link of an article, or a link handed over by
/// another program. `konjugieren://info/SLUG` shows the article as `info SLUG` does,
/// `konjugieren://verb/NAME` shows the verb as `conjugate NAME` does (a second meaning
/// with `?meaning=2`), `konjugieren://family/NAME` lists the family as `verbs --family
/// NAME` does, and `konjugieren://quiz/start` starts a quiz as `quiz` does.
struct Open: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open a konjugieren:// link: a verb, an article, a verb family or a new quiz.",
        discussion: """
        Examples:
          konjugieren open konjugieren://verb/singen
          konjugieren open "konjugieren://verb/hängen?meaning=2"
          konjugieren open konjugieren://info/ablaut-series
          konjugieren open konjugieren://info/22
          konjugieren open konjugieren://family/strong
          konjugieren open konjugieren://quiz/start
        """
    )

    @Argument(help: "konjugieren://verb/NAME[?meaning=N], konjugieren://info/SLUG-or-N, konjugieren://family/NAME or konjugieren://quiz/start")
    var url: String

    @Option(name: .long, help: "Language of articles and messages: en or de (default: LC_ALL / LANG, else en).")
    var lang: String?

    @Flag(name: .long, help: "No colour, even on a terminal (NO_COLOR does the same).")
    var noColor = false

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        // A link copied from a browser may be percent-encoded (konjugieren://verb/f%C3%BChren).
        let decoded = url.removingPercentEncoding ?? url
        switch LinkTarget(url: decoded) {
        case .info(let slug):
            try ArticleReader(lang: lang, noColor: noColor, world: world).show(slug)
        case .verb(let name, let meaning):
            try showVerb(name, meaning: meaning, noColor: noColor, world)
        case .family(let family):
            let command = try VerbsCommand.parse(["--family", family] + passedOn)
            try command.run(in: world)
        case .quiz:
            let command = try QuizCommand.parse(passedOn)
            try command.run(in: world)
        case .web, nil:
            let language = (try? Language.resolve(flag: lang, environment: world.environment)) ?? .en
            throw world.fail(L(language).cli.badURL(url), code: ExitCode.validationFailure.rawValue)
        }
    }

    /// The verb view of `conjugate`, reached through its own argument parsing so that
    /// both routes validate and render a verb identically.
    private func showVerb(_ infinitive: String, meaning: Int?, noColor: Bool, _ world: World) throws {
        let command = try Conjugate.parse([infinitive] + (meaning.map { ["--meaning", String($0)] } ?? []) + passedOn)
        try command.run(in: world)
    }

    /// The options of `open` the command it opens takes too.
    private var passedOn: [String] {
        (noColor ? ["--no-color"] : []) + (lang.map { ["--lang", $0] } ?? [])
    }
}
