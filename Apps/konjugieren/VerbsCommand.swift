// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import ConjugationEngine
import Foundation
import Localization
import RichText
import Terminal
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
        if let family, Family(rawValue: family.lowercased()) == nil {
            throw ValidationError(l.listing.unknownFamily(family, choices: Family.allCases.map(\.rawValue).joined(separator: ", ")))
        }
        if let auxiliary, Auxiliary(rawValue: auxiliary.lowercased()) == nil {
            throw ValidationError(l.listing.unknownAuxiliary(auxiliary, choices: Auxiliary.allCases.map(\.rawValue).joined(separator: ", ")))
        }
    }

    static func sortOrder(_ name: String, allowed: [Lexicon.SortOrder], l: L) throws -> Lexicon.SortOrder {
        let key = name.lowercased()
        let aliases: [String: Lexicon.SortOrder] = ["rank": .frequency, "freq": .frequency, "alpha": .alphabet,
                                                     "alphabetical": .alphabet, "abc": .alphabet]
        guard let order = Lexicon.SortOrder(rawValue: key) ?? aliases[key], allowed.contains(order) else {
            throw ValidationError(l.listing.unknownSortOrder(name, choices: allowed.map(\.rawValue).joined(separator: ", ")))
        }
        return order
    }

    /// The filter the options describe; prefix and ablaut series are checked against the
    /// lexicon, and a bad value ends the command with the valid choices and status 2.
    func filter(_ lexicon: Lexicon, l: L, _ world: World) throws -> Lexicon.Filter {
        do {
            return try checkedFilter(lexicon, l: l)
        } catch let error as ValidationError {
            world.console.error(l.cli.error(error.message))
            throw ExitCode.validationFailure
        }
    }

    private func checkedFilter(_ lexicon: Lexicon, l: L) throws -> Lexicon.Filter {
        var filter = Lexicon.Filter()
        filter.family = family.flatMap { Family(rawValue: $0.lowercased()) }
        filter.auxiliary = auxiliary.flatMap { Auxiliary(rawValue: $0.lowercased()) }
        if let prefix {
            guard let p = lexicon.prefixFilter(prefix) else {
                let examples = ["an", "auf", "aus", "ein", "mit", "vor", "zu", "be", "ent", "er", "ver", "zer", "über", "um"]
                    .filter(lexicon.prefixes.contains)
                throw ValidationError(l.listing.unknownPrefix(prefix, examples: examples.joined(separator: ", "),
                                                               count: lexicon.prefixes.count))
            }
            filter.prefix = p
        }
        if let ablaut {
            guard lexicon.hasAblautSeries(ablaut) else {
                let known = lexicon.ablautSeriesCounts.map { $0.series.replacingOccurrences(of: " – ", with: "-") }
                throw ValidationError(l.listing.unknownAblaut(ablaut, known: known.joined(separator: ", ")))
            }
            filter.ablautSeries = ablaut
        }
        filter.startingWith = startsWith
        return filter
    }

    /// Prints the first `limit` listings as a table or as JSON Lines.
    func show(_ page: Lexicon.Page, lexicon: Lexicon, l localizer: L, _ world: World) {
        let out = world.console
        let shown = page.listings
        switch format {
        case .json:
            var json = JSONLines()
            for l in shown {
                json.listing(l, ablautSeries: lexicon.ablautSeries(of: l.entry, meaning: l.meaning))
                if json.bytes.count > 1 << 16 { out.flush(&json) }
            }
            out.flush(&json)
        case .table:
            let table = ListingTable(color: world.usesColor(noColorFlag: noColor),
                                     width: world.fitsTables ? world.width : nil, l: localizer)
            out.line(table.render(shown, lexicon: lexicon))
            if shown.count < page.meanings {
                // A row is a meaning: say how many verbs the rows belong to.
                out.line(table.dim(localizer.listing.more(shown: shown.count,
                                                          of: localizer.listing.extent(verbs: page.verbs, meanings: page.meanings))))
            }
        }
    }
}

/// The listing table: rank, infinitive with its meaning number, family (with the ablaut
/// series of strong and mixed verbs), auxiliary, gloss.
struct ListingTable {
    var color: Bool
    /// Columns to fit the gloss into; nil when the output is neither a terminal nor sized by $COLUMNS.
    var width: Int?
    /// Headers and family names; auxiliaries (haben, sein) and glosses are data.
    var l = L(.en)

    func render(_ listed: [Lexicon.Listing], lexicon: Lexicon) -> String {
        let h = l.listing
        var rows: [[String]] = [[h.rank, h.verb, h.family, h.auxiliary, h.gloss]]
        for item in listed {
            var verb = (item.entry.isReflexive ? "(sich) " : "") + item.entry.infinitive
            if item.meanings > 1 { verb += " (\(item.meaning))" }
            var family = l.family.name(item.entry.family.rawValue)
            if let series = lexicon.ablautSeries(of: item.entry, meaning: item.meaning) { family += " " + series.replacingOccurrences(of: " – ", with: "-") }
            rows.append([l.grouped(item.entry.rank), verb, family, item.entry.auxiliaries.map(\.rawValue).joined(separator: "/"), item.entry.gloss])
        }
        // The gloss, last, is cut to the room the other columns leave it on the terminal.
        if let width {
            let room = width - (0..<4).map { c in rows.map { DisplayWidth.of($0[c]) }.max() ?? 0 }.reduce(0, +) - 8
            if room > 8 { for r in rows.indices { rows[r][4] = DisplayWidth.clip(rows[r][4], room) } }
        }
        for r in rows.indices.dropFirst() { rows[r][1] = bold(rows[r][1]) }
        return columns(rows, rightAligned: [0]).enumerated().map { $0.offset == 0 ? dim($0.element) : $0.element }
            .joined(separator: "\n")
    }

    func bold(_ s: String) -> String { color ? ANSI.bold + s + ANSI.reset : s }
    func dim(_ s: String) -> String { color ? ANSI.dim + s + ANSI.reset : s }
}
