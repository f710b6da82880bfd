import ArgumentParser
import ConjugationEngine
import Foundation
import Localization
import Persistence
import VerbData

/// `konjugieren conjugate VERB…`: the paradigm as a table, or JSON Lines for scripts.
struct Conjugate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show every form of one or more verbs.",
        discussion: """
        Any well-formed German infinitive conjugates, also verbs the lexicon does not list.
        Irregular letters are highlighted on a terminal, and in capitals without colour
        (sAng). Use - to read infinitives from standard input, one per line. "sich freuen"
        gives the reflexive forms.

        Umlauts may be typed as ae, oe, ue and ß as ss: an infinitive the lexicon lacks whose
        respelling it has ("hoeren") is not conjugated; the verb meant is suggested instead
        and the exit status is 1. A verb the lexicon lacks that is one letter away from one
        it has is conjugated by rule, with a note naming the verbs it may have meant.
        Tables follow the pronoun and language settings (konjugieren settings).
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

    @Flag(name: .long, help: "Use English names for the conjugationgroups in tables (default: the language setting).")
    var englishNames = false

    @Option(help: ArgumentHelp("The store whose settings tables follow (default: $KONJUGIEREN_STORE, else $XDG_DATA_HOME/konjugieren/konjugieren.sqlite).",
                               valueName: "path"))
    var store: String?

    @Flag(name: .long, help: "No colour, even on a terminal (NO_COLOR does the same).")
    var noColor = false

    @Option(name: .long, help: "Language of labels and messages: en or de (default: LC_ALL/LANG, else en).")
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
                let known = Conjugationgroup.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError(try localizer().cli.unknownConjugationgroup(name, known: known))
            }
            if !out.contains(g) { out.append(g) }
        }
        return Conjugationgroup.allCases.filter(out.contains)
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
        let settings = format == .table ? world.settings(storeFlag: store) : Persistence.Settings()
        let view = VerbView(color: world.usesColor(noColorFlag: noColor), width: world.width,
                            englishNames: englishNames || settings.groupLanguage == .english,
                            thirdPerson: settings.thirdPerson.rawValue, l: l)
        var failures = 0
        var first = true
        var json = JSONLines()
        defer { out.flush(&json) }

        let rulesConjugator: Conjugator? = rulesOnly ? Conjugator() : nil
        func handle(_ input: String) {
            // "hoeren" is not a verb of its own but "hören" typed without umlauts.
            let respelled = rulesOnly ? nil : lexicon.respelling(of: input)
            switch format {
            case .json:
                if let respelled {
                    failures += 1
                    json.error(input: input, message: L(.en).cli.didYouMean(input, respelled))
                } else if !json.conjugate(input, in: lexicon, meaning: meaning, groups: groups, conjugator: rulesConjugator) {
                    failures += 1
                }
                if json.bytes.count > 1 << 16 { out.flush(&json) }
            case .table:
                if let respelled {
                    failures += 1
                    out.error("konjugieren: " + l.cli.didYouMean(input, respelled))
                    return
                }
                do {
                    let c = try lexicon.conjugation(input, meaning: meaning, conjugator: rulesConjugator)
                    if c.entry == nil && !c.verb.isKnown && !rulesOnly {
                        let close = lexicon.closeSpellings(of: input)
                        if !close.isEmpty {
                            let quoted = close.map { l.language == .de ? "„\($0)“" : "“\($0)”" }
                            out.error("konjugieren: " + l.cli.closeSpellings(input, quoted.joined(separator: ", ")))
                        }
                    }
                    if !first { out.line("") }
                    out.line(view.render(c.verb, entry: c.entry, otherMeanings: meaning == nil ? c.otherEntries : [], groups: groups))
                } catch {
                    failures += 1
                    out.error("konjugieren: " + l.cli.malformedVerb(input) + " (\(error.description))")
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
