// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Localization
import Paradigm
import VerbData

/// `konjugieren verbs`: the lexicon as a list, filtered and sorted.
struct VerbsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verbs",
        abstract: "List the lexicon's verbs by frequency or alphabet, with filters.",
        discussion: """
        Every row is one meaning. A verb with two meanings that conjugate differently \
        (hängen: hing / hängte) is listed twice, with its meaning number; conjugate \
        it with --meaning N.

        Examples:
          konjugieren verbs --family strong --limit 20
          konjugieren verbs --prefix an --auxiliary sein
          konjugieren verbs --ablaut ei-ie-ie --sort alphabet
          konjugieren verbs --format json --limit 0 > verbs.jsonl
        """
    )

    @OptionGroup var listing: ListingOptions

    @Option(name: .long, help: "frequency (most frequent first, the default) or alphabet.")
    var sort: String = Lexicon.SortOrder.frequency.rawValue

    func validate() throws {
        try listing.validate()
        _ = try ListingOptions.sortOrder(sort, allowed: [.frequency, .alphabet], l: try listing.localizer())
    }

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        let l = try world.localizer(lang: listing.lang)
        let lexicon = try world.lexicon(l)
        let filter = try listing.filter(lexicon, l: l, world)
        let page = lexicon.verbs(filter, sortedBy: try ListingOptions.sortOrder(sort, allowed: [.frequency, .alphabet], l: l),
                                 limit: listing.limit)
        guard page.meanings > 0 else {
            throw world.fail(l.listing.noneMatch, code: 1)
        }
        listing.show(page, lexicon: lexicon, l: l, world)
    }
}

/// The options every listing command shares: filters, limit, format, colour.
struct ListingOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @Option(name: .long, help: "Only this family: weak, strong, mixed, ieren or irregular.")
    var family: String?

    @Option(name: .long, help: "separable, inseparable, none, or a particle or prefix (an, auf, ver, über).")
    var prefix: String?

    @Option(name: .long, help: "Only verbs whose perfect takes this auxiliary: haben or sein.")
    var auxiliary: String?

    @Option(name: .long, help: "Only strong and mixed verbs of this ablaut series, e.g. ei-ie-ie or i-a-u.")
    var ablaut: String?

    @Option(name: .long, help: "Only infinitives starting with this text (umlaut- and case-insensitive).")
    var startsWith: String?

    @Option(name: .long, help: "Show at most N verbs (0 = all).")
    var limit: Int = 50

    @Option(name: .long, help: "Output format: table or json (JSON Lines, one object per verb).")
    var format: Format = .table

    @Flag(name: .long, help: Help.noColor)
    var noColor = false

    @Option(name: .long, help: Help.language)
    var lang: String?

    /// The language of the command's text, for `validate()`.
    func localizer() throws -> L { try World.live.localizer(lang: lang) }

    func validate() throws {
        let l = try localizer()
        if limit < 0 { throw ValidationError(l.listing.limitNonNegative("--limit")) }
        do throws(Lexicon.ChoiceError) {
            if let family { _ = try Lexicon.Filter.family(named: family) }
            if let auxiliary { _ = try Lexicon.Filter.auxiliary(named: auxiliary) }
        } catch {
            throw ValidationError(error.sentence(l))
        }
    }

    /// The sort order named (or aliased: abc, freq), if it is one of `allowed`.
    static func sortOrder(_ name: String, allowed: [Lexicon.SortOrder], l: L) throws -> Lexicon.SortOrder {
        do throws(Lexicon.ChoiceError) {
            return try Lexicon.SortOrder(named: name, allowed: allowed)
        } catch {
            throw ValidationError(error.sentence(l))
        }
    }

    /// The filter the options describe; prefix and ablaut series are checked against the
    /// lexicon, and a bad value ends the command with the valid choices and status 2.
    func filter(_ lexicon: Lexicon, l: L, _ world: World) throws -> Lexicon.Filter {
        do throws(Lexicon.ChoiceError) {
            return try lexicon.filter(family: family, prefix: prefix, auxiliary: auxiliary, ablaut: ablaut, startingWith: startsWith)
        } catch {
            world.console.error(l.cli.error(error.sentence(l)))
            throw ExitCode.validationFailure
        }
    }

    /// Prints the first `limit` listings as a table or as JSON Lines.
    func show(_ page: Lexicon.Page, lexicon: Lexicon, l localizer: L, _ world: World) {
        let out = world.console
        let shown = page.listings
        switch format {
        case .json:
            var json = JSONLines()
            for l in shown {
                json.listing(l, in: lexicon)
                if json.bytes.count > 1 << 16 { out.flush(&json) }
            }
            out.flush(&json)
        case .table:
            let table = ListingTable(color: world.usesColor(noColorFlag: noColor),
                                     width: world.fitsTables ? world.width : nil, l: localizer)
            out.line(table.render(shown, lexicon: lexicon))
            if let more = table.more(page) { out.line(more) }
        }
    }
}
