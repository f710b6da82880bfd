#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ConjugationEngine
import Foundation
import Localization
import VerbData

/// `konjugieren conjugate VERB…`: the paradigm as a table, or JSON Lines for scripts.
struct Conjugate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show every form of one or more verbs.",
        discussion: """
        Any well-formed German infinitive conjugates, also verbs the lexicon does not list.
        Irregular letters are highlighted on a terminal. Use - to read infinitives from
        standard input, one per line. "sich freuen" gives the reflexive forms.
        Tables show the active voice unless --voice or --group asks for more (--group
        passiv: every passive group); JSON holds every group unless they narrow it.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    enum VoiceChoice: String, ExpressibleByArgument, CaseIterable {
        case active, passive, all
    }

    @Argument(help: "Infinitives to conjugate (singen, ankommen, \"sich freuen\"), or - for standard input.")
    var verbs: [String] = []

    @Option(name: .long, help: "Output format: table or json (JSON Lines, one object per verb).")
    var format: Format = .table

    @Option(name: [.short, .long], parsing: .singleValue,
            help: "Only these conjugationgroups (repeatable; German or English names, e.g. präsens, \"Perfekt Indikativ\", preterite).")
    var group: [String] = []

    @Option(name: .long, help: "Voice: active, passive or all (default: active in tables, all in JSON).")
    var voice: VoiceChoice?

    @Option(name: .long, help: "Word order: main (komme an) or subordinate, verb last as after \"dass\" (ankomme).")
    var clause: Clause = .main

    @Option(name: .long, help: "Which meaning of a verb with several (hängen: 1 = hing, 2 = hängte).")
    var meaning: Int?

    @Flag(name: .long, help: "Conjugate by the engine's rules and principal parts alone, as for a verb no list contains.")
    var rulesOnly = false

    @Flag(name: .long, help: "Use English names for the conjugationgroups in tables.")
    var englishNames = false

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

    func localizer() throws -> L { try resolveLocalizer(lang: lang) }

    /// The groups to show: those named with --group (a collective name such as "passiv"
    /// selects several), in the voice of --voice (--group präteritum --voice passive is
    /// the Präteritum's passive); without --group, the active voice in tables and every
    /// group in JSON, so that scripts get all keys.
    func selectedGroups() throws -> [Conjugationgroup] {
        var named: Set<Conjugationgroup>?
        if !group.isEmpty {
            var out = Set<Conjugationgroup>()
            for name in group.flatMap({ $0.split(separator: ",").map(String.init) }) {
                guard let groups = Conjugationgroup.groups(named: name) else {
                    let known = (Conjugationgroup.allCases.map(\.rawValue) + ["passiv", "aktiv", "infinitive"])
                        .joined(separator: ", ")
                    throw ValidationError(try localizer().cli.unknownConjugationgroup(name, known: known))
                }
                out.formUnion(groups)
            }
            named = out
        }
        let voice = self.voice ?? (named == nil && format == .table ? .active : .all)
        return Conjugationgroup.allCases.filter { g in
            if let named, !named.contains(g) {
                // An explicit passive voice turns a named tense into its passive.
                guard self.voice == .passive || self.voice == .all, let active = g.activeCounterpart,
                      named.contains(active) else { return false }
            }
            switch voice {
            case .active: return g.isActive
            case .passive: return g.isPassive
            case .all: return true
            }
        }
    }

    func run() throws {
        let l = try localizer()
        let lexicon: Lexicon
        do {
            lexicon = try Lexicon.bundled()
        } catch {
            printError("konjugieren: " + l.cli.lexiconUnavailable(error.description))
            throw ExitCode(2)
        }
        let groups = try selectedGroups()
        let terminal = Terminal.live
        let view = VerbView(color: terminal.usesColor(noColorFlag: noColor), width: terminal.width,
                            englishNames: englishNames, clause: clause, l: l)
        var failures = 0
        var first = true
        var json = JSONLine()
        defer { json.flush() }

        let conjugator = rulesOnly ? Conjugator() : lexicon.conjugator
        func handle(_ input: String) {
            do {
                let meanings = try conjugator.verbs(input)
                let index = min((meaning ?? 1) - 1, meanings.count - 1)
                let verb = meanings[index]
                let entries = Array(lexicon.entries(for: verb.infinitive))
                let entry = index < entries.count ? entries[index] : nil
                switch format {
                case .json:
                    let asked = (try? Conjugator.validate(input))?.reflexive ?? false
                    json.verb(verb, entry: entry, meanings: meanings.count, groups: groups, askedReflexive: asked,
                              clause: clause)
                    if json.bytes.count > 1 << 16 { json.flush() }
                case .table:
                    if !first { print("") }
                    var others = entries
                    if index < others.count { others.remove(at: index) }
                    print(view.render(verb, entry: entry, otherMeanings: meaning == nil ? others : [], groups: groups))
                }
            } catch {
                failures += 1
                switch format {
                case .json: json.error(input: input, message: error.description)
                case .table: printError("konjugieren: " + l.cli.malformedVerb(input) + " (\(error.description))")
                }
            }
            first = false
        }

        for v in verbs {
            if v == "-" {
                while let line = readLine(strippingNewline: true) {
                    if line.allSatisfy(\.isWhitespace) { continue }
                    handle(line)
                }
            } else {
                handle(v)
            }
        }
        json.flush()
        if failures > 0 { throw ExitCode(1) }
    }
}

extension Clause: @retroactive ExpressibleByArgument {}
