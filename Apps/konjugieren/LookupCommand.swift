// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Localization
import Paradigm
import Persistence
import VerbData
import Wire

/// `konjugieren lookup FORM`: which verb, conjugationgroup and person a form belongs to.
struct LookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "Tell which verb a form belongs to: ging → gehen, Präteritum.",
        discussion: """
        Works for simple and compound forms, separable verbs in either order and \
        zu-infinitives: ging, "kam an", ankam, "habe gesungen", anzukommen, "ich \
        freue mich".

        Verbs of the lexicon come first, the most frequent first. A verb the lexicon \
        lacks is shown only when the engine recognises it as a particle on a lexicon \
        verb (schwamm zurück). A form of no known verb is reported as such, and the \
        exit status is 1.

        Examples:
          konjugieren lookup ging
          konjugieren lookup habe gesungen
          printf 'wog\\nhing\\n' | konjugieren lookup --format json -
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @Argument(help: "The form (several words are one form: kam an), or - to read one form per line.")
    var form: [String] = []

    @Option(name: .long, help: "Output format: table or json (JSON Lines, one object per match).")
    var format: Format = .table

    @Flag(name: .long, help: "Use English names for the conjugationgroups (default: the language setting).")
    var englishNames = false

    @Option(help: ArgumentHelp("The store whose settings the table follows (default: $KONJUGIEREN_STORE, else $XDG_DATA_HOME/konjugieren/konjugieren.sqlite).",
                               valueName: "path"))
    var store: String?

    @Flag(name: .long, help: Help.noColor)
    var noColor = false

    @Option(name: .long, help: Help.language)
    var lang: String?

    func validate() throws {
        let l = try World.live.localizer(lang: lang)
        if form.joined().allSatisfy(\.isWhitespace) { throw ValidationError(l.lookup.noForm) }
    }

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        let l = try world.localizer(lang: lang)
        let lexicon = try world.lexicon(l)
        // Built once per process: a batch on standard input pays for it once.
        let index = lexicon.formIndex()
        let out = world.console
        try world.checkStoreDirectory(flag: store, l: l)
        // JSON does not depend on the settings (see DESIGN.md, the JSON contract).
        let settings = format == .table ? try world.settings(storeFlag: store, l: l) : Persistence.Settings()
        // The query as typed, control characters escaped: a form never has one, and echoing
        // them raw would let the input clear the screen. A miss names it cut short (`echoed`).
        let renderer = LookupTextRenderer(color: world.usesColor(noColorFlag: noColor),
                                          englishNames: englishNames || settings.groupLanguage == .english,
                                          thirdPerson: settings.thirdPerson.rawValue, l: l,
                                          shown: { $0.escapingControls() }, echoed: { $0.echoed })
        var json = JSONLines()
        var misses = 0
        var first = true

        func handle(_ query: String) {
            let matches = index.lookup(query)
            if matches.isEmpty { misses += 1 }
            switch format {
            case .json:
                if matches.isEmpty { json.formMiss(query: query, message: l.lookup.notAForm) }
                for m in matches { json.formMatch(m, query: query) }
                if json.bytes.count > 1 << 16 { out.flush(&json) }
            case .table:
                if !first { out.line("") }
                out.line(renderer.render(FormLookup(query, matches)))
            }
            first = false
        }

        if form == ["-"] {
            out.forEachLine(handle)
        } else {
            handle(form.joined(separator: " "))
        }
        out.flush(&json)
        if misses > 0 { throw ExitCode(1) }
    }
}
