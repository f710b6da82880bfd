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
          konjugieren open konjugieren://info/23
          konjugieren open konjugieren://family/strong
          konjugieren open konjugieren://quiz/start
        """
    )

    @Argument(help: "konjugieren://verb/NAME[?meaning=N], konjugieren://info/SLUG-or-N, konjugieren://family/NAME or konjugieren://quiz/start")
    var url: String

    @Option(name: .long, help: Help.articleLanguage)
    var lang: String?

    @Flag(name: .long, help: Help.noColor)
    var noColor = false

    /// A --lang naming no language is this command's usage error, whichever link it
    /// opens (not one of the `conjugate` it hands a verb link to).
    func validate() throws {
        _ = try World.live.localizer(lang: lang)
    }

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        switch LinkTarget(percentEncoded: url) {
        case .info(let slug):
            try ArticleReader(lang: lang, noColor: noColor, world: world).show(slug)
        case .verb(let name, let meaning):
            try showVerb(name, meaning: meaning, world)
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

    /// The verb view of `conjugate`. The name is only ever a verb: it is handed over
    /// after the options, behind "--", and "-" does not read standard input, so that
    /// `konjugieren://verb/--help` or `…/verb/-` is a verb name that is not a verb.
    private func showVerb(_ name: String, meaning: Int?, _ world: World) throws {
        let options = passedOn + (meaning.map { ["--meaning", String($0)] } ?? [])
        let command = try Conjugate.parse(options + ["--", name])
        try command.run(in: world, dashReadsInput: false)
    }

    /// The options of `open` the command it opens takes too.
    private var passedOn: [String] {
        (noColor ? ["--no-color"] : []) + (lang.map { ["--lang", $0] } ?? [])
    }
}
