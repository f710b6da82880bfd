// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import ConjugationEngine
import Localization
import Persistence
import Practice
import QuizKit
import Terminal
import VerbData

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
        let color = world.usesColor(noColorFlag: noColor)
        try world.checkStoreDirectory(flag: store, l: l)
        // JSON does not depend on the settings (see DESIGN.md, the JSON contract).
        let settings = format == .table ? try world.settings(storeFlag: store, l: l) : Persistence.Settings()
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
                out.line(render(query, matches, color: color, l: l, settings: settings))
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

    /// The matches of one query, grouped by verb and conjugationgroup:
    ///
    ///     ging
    ///       gehen — to go, to walk
    ///         Präteritum Indikativ: ich, er/sie/es
    func render(_ query: String, _ matches: [Lexicon.FormMatch], color: Bool, l: L = L(.en),
                settings: Persistence.Settings = Persistence.Settings()) -> String {
        let english = englishNames || settings.groupLanguage == .english
        func bold(_ s: String) -> String { color ? ANSI.bold + s + ANSI.reset : s }
        func dim(_ s: String) -> String { color ? ANSI.dim + s + ANSI.reset : s }
        // The query as typed, control characters escaped: a form never has one, and echoing
        // them raw would let the input clear the screen.
        let shownQuery = query.split(whereSeparator: \.isWhitespace).joined(separator: " ").escapingControls()
        // A miss names the query cut short (`echoed`): a 30 KB line is no form, and
        // echoing it whole would bury the answer.
        guard !matches.isEmpty else {
            return query.split(whereSeparator: \.isWhitespace).joined(separator: " ").echoed + ": " + l.lookup.notAForm
        }
        var lines = [bold(shownQuery)]
        var i = 0
        while i < matches.count {
            let head = matches[i]
            var j = i
            while j < matches.count && matches[j].infinitive == head.infinitive && matches[j].meaning == head.meaning
                    && matches[j].isKnown == head.isKnown { j += 1 }
            var title = "  " + bold(head.infinitive)
            if head.meanings > 1 { title += " " + l.lookup.meaning(head.meaning, of: head.meanings) }
            if let entry = head.entry {
                title += " — " + entry.gloss
                var facts = [l.lookup.rank(entry.rank)]
                if head.meanings > 1 { facts.append(l.lookup.conjugateWith(meaning: head.meaning)) }
                title += "  " + dim("(" + facts.joined(separator: "; ") + ")")
            } else {
                title += " — " + dim(l.lookup.recognised)
            }
            lines.append(title)
            var k = i
            while k < j {
                let slot = matches[k].slot
                var persons: [String] = []
                var forms: [String] = []
                while k < j && matches[k].slot == slot {
                    // With the setting sie, "sie (Sg.)" and "sie (Pl.)" as the quiz says them.
                    if let p = matches[k].person { persons.append(p.label(thirdPerson: settings.thirdPerson.rawValue)) }
                    if !forms.contains(matches[k].form) { forms.append(matches[k].form) }
                    k += 1
                }
                var line = "    " + (english ? slot.englishName : slot.germanName)
                if !persons.isEmpty { line += ": " + persons.joined(separator: ", ") }
                let differing = forms.filter { $0 != shownQuery.lowercased() }
                if !differing.isEmpty { line += " " + dim("(" + differing.joined(separator: ", ") + ")") }
                lines.append(line)
            }
            i = j
        }
        return lines.joined(separator: "\n")
    }
}
