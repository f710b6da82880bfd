import ArgumentParser
import ConjugationEngine
import Foundation
import Localization
import Practice
import VerbData

/// `konjugieren conjugate VERB…`: the paradigm as a table, or JSON Lines for scripts.
struct Conjugate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show every form of one or more verbs.",
        discussion: """
        Any well-formed German infinitive conjugates, also a verb the lexicon does not \
        list. Irregular letters are highlighted in red on a colour terminal. "sich \
        freuen" gives the reflexive forms. Use - to read infinitives from standard \
        input, one per line.

        Examples:
          konjugieren conjugate singen
          konjugieren conjugate ankommen -g präsens -g perfekt
          konjugieren conjugate "sich freuen" --group "Präsens Indikativ"
          konjugieren conjugate hängen --meaning 2 --group präteritum
          konjugieren conjugate schnurpsen --english-names -g preterite
          printf 'singen\\nfahren\\n' | konjugieren conjugate --format json -
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @Argument(help: "Infinitives to conjugate (singen, ankommen, \"sich freuen\"), or - for standard input.")
    var verbs: [String] = []

    @Option(name: .long, help: "Output format: table or json (JSON Lines, one object per verb).")
    var format: Format = .table

    @Option(name: [.short, .long], parsing: .singleValue,
            help: "Only these conjugationgroups (repeatable; German or English names, e.g. präsens, \"Perfekt Indikativ\", preterite).")
    var group: [String] = []

    @Option(name: .long, help: "Which meaning of a verb with several (hängen: 1 = hing, 2 = hängte).")
    var meaning: Int?

    @Flag(name: .long, help: "Conjugate by the engine's rules and principal parts alone, as for a verb no list contains.")
    var rulesOnly = false

    @Flag(name: .long, help: "Use English names for the conjugationgroups in tables.")
    var englishNames = false

    @Flag(name: .long, help: Help.noColor)
    var noColor = false

    @Option(name: .long, help: Help.language)
    var lang: String?

    func validate() throws {
        let l = try localizer()
        if verbs.isEmpty { throw ValidationError(l.cli.noVerbs) }
        if let meaning, meaning < 1 { throw ValidationError(l.cli.meaningFromOne) }
        _ = try selectedGroups()
    }

    func localizer() throws -> L { try World.live.localizer(lang: lang) }

    func selectedGroups() throws -> [Conjugationgroup] {
        if group.isEmpty { return Conjugationgroup.allCases }
        var out: [Conjugationgroup] = []
        for name in group.flatMap({ $0.split(separator: ",").map(String.init) }) {
            guard let g = Conjugationgroup(name: name) else {
                throw ValidationError(try localizer().cli.unknownConjugationgroup(name, known: Self.groupNames()))
            }
            if !out.contains(g) { out.append(g) }
        }
        return Conjugationgroup.allCases.filter(out.contains)
    }

    /// The names a user types for `--group`, German and English side by side, one group a line:
    ///
    ///     Präsens Indikativ             Present Indicative
    static func groupNames() -> String {
        let width = Conjugationgroup.allCases.map(\.germanName.count).max() ?? 0
        return Conjugationgroup.allCases.map { g in
            "  " + g.germanName + String(repeating: " ", count: width - g.germanName.count + 2) + g.englishName
        }.joined(separator: "\n")
    }

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        let l = try world.localizer(lang: lang)
        let lexicon: Lexicon
        do {
            lexicon = try Lexicon.bundled()
        } catch {
            throw world.fail(l.cli.lexiconUnavailable(error.description))
        }
        let groups = try selectedGroups()
        let out = world.console
        let view = VerbView(color: world.usesColor(noColorFlag: noColor), width: world.width,
                            englishNames: englishNames, l: l)
        var failures = 0
        var first = true
        var json = JSONLines()
        defer { out.flush(&json) }

        let rulesConjugator: Conjugator? = rulesOnly ? Conjugator() : nil
        func handle(_ input: String) {
            switch format {
            case .json:
                if !json.conjugate(input, in: lexicon, meaning: meaning, groups: groups, conjugator: rulesConjugator) { failures += 1 }
                if json.bytes.count > 1 << 16 { out.flush(&json) }
            case .table:
                do {
                    let c = try lexicon.conjugation(input, meaning: meaning, conjugator: rulesConjugator)
                    if !first { out.line("") }
                    out.line(view.render(c.verb, entry: c.entry, otherMeanings: meaning == nil ? c.otherEntries : [], groups: groups))
                } catch {
                    failures += 1
                    out.error("konjugieren: " + error.sentence(input, lexicon: lexicon, l))
                }
            }
            first = false
        }

        for v in verbs {
            if v == "-" { out.forEachLine(handle) } else { handle(v) }
        }
        out.flush(&json)
        if failures > 0 { throw ExitCode(1) }
    }
}
