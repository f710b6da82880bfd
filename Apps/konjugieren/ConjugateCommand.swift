import ArgumentParser
import ConjugationEngine
import Foundation
import Localization
import Paradigm
import Persistence
import Practice
import RichText
import VerbData

/// `konjugieren conjugate VERB…`: the paradigm as a table, or JSON Lines for scripts.
struct Conjugate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show every form of one or more verbs.",
        discussion: """
        Any well-formed German infinitive conjugates, also a verb the lexicon does not \
        list. Irregular letters are highlighted in red on a colour terminal, and in \
        capitals without colour (sAng). "sich freuen" gives the reflexive forms. Use - \
        to read infinitives from standard input, one per line. Tables show the active \
        voice unless --voice or --group asks for more (--group passiv: every passive \
        group); JSON holds every group unless they narrow it.

        With -, only blank lines are skipped: empty ones and those of nothing but \
        spaces and tabs. Every other line gets exactly one answer, in input order; \
        with --format json that is one object per line, \
        {"infinitive":"…","error":"…"} when the line is not a verb (a line of a \
        space and an accent mark, too). A line is read up to 64 KiB; the rest of a \
        longer one is skipped, and it is answered as too long for a verb.

        Umlauts may be typed as ae, oe, ue and ß as ss. An infinitive the lexicon \
        lacks whose respelling it has ("hoeren") is not conjugated: the verb meant is \
        suggested and the exit status is 1. A verb the lexicon lacks that is one \
        letter away from one it has is conjugated by rule, with a note naming the \
        verbs it may have meant. Tables follow the pronoun and language settings \
        (konjugieren settings).

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

    @Option(name: .long, help: "Voice: active, passive or all (default: active in tables, all in JSON).")
    var voice: VoiceChoice?

    @Option(name: .long, help: "Word order: main (komme an) or subordinate, verb last as after \"dass\" (ankomme).")
    var clause: Clause = .main

    @Option(name: .customLong("with"), help: ArgumentHelp(
        "A verb this one governs as a bare infinitive: können --with singen gives kann singen, habe singen können.",
        valueName: "infinitive"))
    var governed: String?

    @Option(name: .long, help: "Which meaning of a verb with several (hängen: 1 = hing, 2 = hängte).")
    var meaning: Int?

    @Flag(name: .long, help: "Conjugate by the engine's rules and principal parts alone, as for a verb no list contains.")
    var rulesOnly = false

    @Flag(name: .long, help: "Use English names for the conjugationgroups in tables (default: the language setting).")
    var englishNames = false

    @Option(help: ArgumentHelp("The store whose settings tables follow (default: $KONJUGIEREN_STORE, else $XDG_DATA_HOME/konjugieren/konjugieren.sqlite).",
                               valueName: "path"))
    var store: String?

    @Flag(name: .long, help: Help.noColor)
    var noColor = false

    @Option(name: .long, help: Help.language)
    var lang: String?

    @Option(name: .long, help: "Threads for a JSON batch read from standard input (default: 2, or 1 on one core).")
    var threads: Int?

    func validate() throws {
        let l = try localizer()
        if verbs.isEmpty { throw ValidationError(l.cli.noVerbs) }
        if let meaning, meaning < 1 { throw ValidationError(l.cli.meaningFromOne) }
        if let threads, !(1...64).contains(threads) { throw ValidationError(l.cli.threadsRange) }
        _ = try selectedGroups()
    }

    func localizer() throws -> L { try World.live.localizer(lang: lang) }

    /// The groups to show, by the rule every front end shares (`VoiceChoice.groups`):
    /// without --group and --voice, the active voice in tables and every group in JSON, so
    /// that scripts get all keys.
    func selectedGroups() throws -> [Conjugationgroup] {
        do throws(ParadigmError) {
            return try VoiceChoice.groups(named: group, voice: voice, unnamed: format == .table ? .active : .all)
        } catch {
            let l = try localizer()
            switch error {
            case .emptyGroupName: throw ValidationError(l.cli.emptyGroup)
            case .unknownGroupName(let name):
                throw ValidationError(l.cli.unknownConjugationgroup(name, known: Self.typedGroupNames(width: World.live.width)))
            case .voiceContradictsGroups(let voice):
                throw ValidationError(l.cli.voiceContradiction(voice.rawValue, groupsVoice: voice.contradictingVoiceName(l.language)))
            }
        }
    }

    /// The short names of the conjugationgroups that `--group` takes, as indented lines
    /// of at most `width` columns.
    static func typedGroupNames(width: Int) -> String { VoiceChoice.shortGroupNameLines(width: width) }

    func run() throws { try run(in: .live) }

    /// Conjugates `verbs`; a verb "-" reads the verbs from standard input, unless
    /// `dashReadsInput` is false (a verb named by a link is only ever a name).
    func run(in world: World, dashReadsInput: Bool = true) throws {
        let l = try world.localizer(lang: lang)
        let loaded: Lexicon
        do {
            loaded = try Lexicon.bundled()
        } catch {
            throw world.fail(l.cli.lexiconUnavailable(error.description))
        }
        // Verbs from standard input may be thousands: every entry parsed once, rather than
        // a verb's rows at each verb.
        let lexicon = dashReadsInput && verbs.contains("-") ? loaded.loadedInFull() : loaded
        let groups = try selectedGroups()
        let out = world.console
        try world.checkStoreDirectory(flag: store, l: l)
        // JSON does not depend on the settings (see DESIGN.md, the JSON contract).
        let settings = format == .table ? try world.settings(storeFlag: store, l: l) : Persistence.Settings()
        var dependent: Verb?
        if let governed {
            do {
                dependent = try lexicon.conjugation(governed, conjugator: rulesOnly ? Conjugator() : nil).verb
            } catch {
                // Not a verb: status 1 and the sentence `conjugate xyzzq` gives, not a failure of the tool.
                let sentence: String
                switch error {
                case .notAnInfinitive, .notReflexive: sentence = error.sentence(l)
                case .empty, .tooLong, .invalidCharacter:
                    let reason = error.sentence(l)
                    sentence = l.cli.malformedVerb(governed) + " " + reason.prefix(1).uppercased() + reason.dropFirst()
                }
                throw world.fail(sentence + (sentence.hasSuffix(".") || sentence.hasSuffix("?") ? "" : "."),
                                 code: ExitStatus.notFound)
            }
        }
        let choices = ConjugationTable.Choices(thirdPerson: settings.thirdPerson.rawValue, clause: clause, groups: groups,
                                               meaning: meaning, groupNaming: englishNames || settings.groupLanguage == .english ? .en : .de,
                                               governed: dependent)
        let renderer = TableTextRenderer(color: world.usesColor(noColorFlag: noColor), width: world.width, l: l)
        var failures = 0
        var usageFailures = 0
        var first = true
        var json = JSONLines()
        defer { out.flush(&json) }

        let rulesConjugator: Conjugator? = rulesOnly ? Conjugator() : nil
        // Whether the input is an argument: `conjugate ''` gives no verb, a usage error
        // (status 2); a line of standard input that gives none is reported like any other.
        var isArgument = false
        func handle(_ input: String) {
            // "hoeren" is not a verb of its own but "hören" typed without umlauts.
            if !rulesOnly, let respelled = lexicon.respelling(of: input) {
                failures += 1
                report(input, l.cli.didYouMean(input, respelled), isSentence: true)
                return
            }
            let conjugation: Lexicon.Conjugation
            do {
                conjugation = try lexicon.conjugation(input, meaning: meaning, conjugator: rulesConjugator)
            } catch {
                failures += 1
                // "sich etwas merken": say it is a phrase and suggest its verb.
                if let phrase = error.phraseSentence(input, lexicon: lexicon, l) {
                    report(input, phrase, isSentence: true)
                } else {
                    switch error {
                    // The reason names the input itself ("„haus“ ist kein Infinitiv: …"): said once.
                    case .notAnInfinitive, .notReflexive: report(input, error.sentence(l), isSentence: true)
                    case .empty:
                        if isArgument { failures -= 1; usageFailures += 1 }
                        report(input, error.sentence(l), isSentence: false)
                    case .tooLong, .invalidCharacter: report(input, error.sentence(l), isSentence: false)
                    }
                }
                return
            }
            if let meaning, meaning > conjugation.meanings {
                // Not the last meaning in its place: the learner asked for one that does not exist.
                failures += 1
                report(input, l.cli.noSuchMeaning(conjugation.verb.infinitive, meanings: conjugation.meanings, asked: meaning),
                       isSentence: true)
                return
            }
            if dependent != nil, !conjugation.verb.governsBareInfinitive {
                // singen --with können: *"ich singe können"; the head must be können.
                usageFailures += 1
                report(input, l.cli.notGoverning(conjugation.verb.infinitive), isSentence: true)
                return
            }
            switch format {
            case .json:
                let asked = (try? Conjugator.validate(input))?.reflexive ?? false
                json.verb(conjugation.verb, entry: conjugation.entry, meanings: conjugation.meanings, groups: groups,
                          askedReflexive: asked, clause: clause, governing: dependent)
                if json.bytes.count > 1 << 16 { out.flush(&json) }
            case .table:
                if conjugation.entry == nil && !conjugation.verb.isKnown && !rulesOnly {
                    let close = lexicon.closeSpellings(of: input)
                    if !close.isEmpty {
                        let quoted = close.map { l.language == .de ? "„\($0)“" : "“\($0)”" }
                        out.error("konjugieren: " + l.cli.closeSpellings(input, quoted.joined(separator: ", ")))
                    }
                }
                if !first { out.line("") }
                out.line(renderer.render(ConjugationTable(conjugation, choices: choices, l: l)))
            }
            first = false
        }
        /// An input that is not a verb: an error object in JSON, a sentence on standard error in a table.
        func report(_ input: String, _ reason: String, isSentence: Bool) {
            switch format {
            case .json:
                json.error(input: input, message: reason)
                if json.bytes.count > 1 << 16 { out.flush(&json) }
            case .table:
                // "„ha5en“ ist kein wohlgeformter deutscher Infinitiv. „5“ kann … nicht vorkommen."
                // A lone invisible character is named ("A tab is not …"), a long input cut short.
                let named = input.count == 1 ? input.first.flatMap(l.engine.characterName) : nil
                let head = named.map(l.cli.malformedVerb(named:)) ?? l.cli.malformedVerb(input.echoed)
                let capitalized = reason.prefix(1).uppercased() + reason.dropFirst()
                // "An escape character cannot appear …" already names the input: said once.
                let namesInput = named.map { reason.hasPrefix($0) } ?? false
                let sentence = isSentence ? reason : namesInput ? capitalized : head + " " + capitalized
                let line = "konjugieren: " + sentence + (sentence.hasSuffix(".") || sentence.hasSuffix("?") ? "" : ".")
                out.error(world.fitsTables ? WordWrap.block(line, width: world.width) : line)
            }
            first = false
        }

        // The JSON batch: a chunk of lines at a time, encoded on every core in input order.
        let meaning = self.meaning, clause = self.clause
        var batch = JSONBatch(threads: threads ?? min(2, ProcessInfo.processInfo.activeProcessorCount)) { input, json in
            json.line(input, in: lexicon, l: l, meaning: meaning, groups: groups, clause: clause, rulesOnly: rulesOnly)
        }
        var chunk: [String] = []
        func encodeChunk() {
            out.flush(&json)
            // Each block of lines is written as it stands, not gathered first.
            failures += batch.encode(chunk) { out.writeBytes($0) }
            chunk.removeAll(keepingCapacity: true)
        }
        for v in verbs {
            if v == "-" && dashReadsInput {
                if format == .json && governed == nil {
                    out.forEachLine { line in
                        chunk.append(line)
                        if chunk.count == 1024 { encodeChunk() }
                    }
                    encodeChunk()
                } else {
                    out.forEachLine(handle)
                }
            } else {
                isArgument = true
                handle(v)
                isArgument = false
            }
        }
        out.flush(&json)
        if usageFailures > 0 { throw ExitCode.usage }
        if failures > 0 { throw ExitCode(1) }
    }
}

extension Clause: @retroactive ExpressibleByArgument {}
extension VoiceChoice: @retroactive ExpressibleByArgument {}
