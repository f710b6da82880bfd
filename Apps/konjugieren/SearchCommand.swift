// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import VerbData

/// `konjugieren search TEXT`: verbs whose infinitive or English gloss contains the text.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find verbs by infinitive or English meaning.",
        discussion: """
        Case, umlauts and ß are ignored: hangen, haengen and Hängen all find hängen, \
        schliessen finds schließen. The best matches come first, then the more \
        frequent verbs.

        Examples:
          konjugieren search weigh
          konjugieren search fahren --prefix separable
          konjugieren search "to go" --format json
        """
    )

    @Argument(help: "Text to find in infinitives and glosses (several words are one phrase).")
    var text: [String] = []

    @OptionGroup var listing: ListingOptions

    @Option(name: .long, help: "relevance (the default), frequency or alphabet.")
    var sort: String = Lexicon.SortOrder.relevance.rawValue

    func validate() throws {
        let l = try listing.localizer()
        if text.joined().allSatisfy(\.isWhitespace) { throw ValidationError(l.listing.noSearchText) }
        try listing.validate()
        _ = try ListingOptions.sortOrder(sort, allowed: Lexicon.SortOrder.allCases, l: l)
    }

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        let l = try world.localizer(lang: listing.lang)
        let lexicon = try world.lexicon(l)
        let filter = try listing.filter(lexicon, l: l, world)
        let query = text.joined(separator: " ")
        let found = lexicon.search(query, filter, sortedBy: try ListingOptions.sortOrder(sort, allowed: Lexicon.SortOrder.allCases, l: l))
        guard !found.isEmpty else {
            throw world.fail(l.listing.noMatch(query), code: 1)
        }
        listing.show(Lexicon.Page(found, limit: listing.limit), lexicon: lexicon, l: l, world)
    }
}
