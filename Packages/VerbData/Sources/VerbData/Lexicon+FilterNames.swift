// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

extension Lexicon {
    /// A filter or sort order named as a reader types it (`--family Strong`, `--sort abc`)
    /// that the lexicon does not know. Each case carries what a message lists as the valid
    /// choices; the sentences are Paradigm's (`ChoiceError.sentence(_:)`).
    public enum ChoiceError: Error, Equatable, Sendable {
        /// None of `Family.allCases`.
        case unknownFamily(String)
        /// Neither haben nor sein.
        case unknownAuxiliary(String)
        /// No kind of prefix and no particle of the lexicon; `examples` are common particles
        /// the lexicon has, `count` how many it has in all.
        case unknownPrefix(String, examples: [String], count: Int)
        /// No ablaut series of the lexicon; `known` are all of them, written "ei-ie-ie".
        case unknownAblaut(String, known: [String])
        /// No sort order among `allowed`, by name or alias.
        case unknownSortOrder(String, allowed: [SortOrder])
    }

    /// The particles and prefixes a message about an unknown prefix offers, when the lexicon has them.
    static let examplePrefixes = ["an", "auf", "aus", "ein", "mit", "vor", "zu", "be", "ent", "er", "ver", "zer", "über", "um"]

    /// The filter the names describe, each optional: a family and an auxiliary in any case,
    /// a prefix as `prefixFilter(_:)` reads it, an ablaut series as `hasAblautSeries(_:)`
    /// does, and the start of the infinitive as given. The first name the lexicon does not
    /// know is the error, in that order.
    public func filter(family: String? = nil, prefix: String? = nil, auxiliary: String? = nil,
                       ablaut: String? = nil, startingWith: String? = nil) throws(ChoiceError) -> Filter {
        var filter = Filter()
        filter.family = try family.map { name throws(ChoiceError) in try Filter.family(named: name) }
        filter.auxiliary = try auxiliary.map { name throws(ChoiceError) in try Filter.auxiliary(named: name) }
        if let prefix {
            guard let p = prefixFilter(prefix) else {
                throw .unknownPrefix(prefix, examples: Self.examplePrefixes.filter(prefixes.contains), count: prefixes.count)
            }
            filter.prefix = p
        }
        if let ablaut {
            guard hasAblautSeries(ablaut) else {
                throw .unknownAblaut(ablaut, known: ablautSeriesCounts.map { $0.series.replacingOccurrences(of: " – ", with: "-") })
            }
            filter.ablautSeries = ablaut
        }
        filter.startingWith = startingWith
        return filter
    }
}

extension Lexicon.Filter {
    /// The family named in any case: "Strong" → `.strong`. Needs no lexicon, so that a
    /// command can refuse the name before it loads one.
    public static func family(named name: String) throws(Lexicon.ChoiceError) -> Family {
        guard let family = Family(rawValue: name.lowercased()) else { throw .unknownFamily(name) }
        return family
    }

    /// The auxiliary named in any case: "SEIN" → `.sein`.
    public static func auxiliary(named name: String) throws(Lexicon.ChoiceError) -> Auxiliary {
        guard let auxiliary = Auxiliary(rawValue: name.lowercased()) else { throw .unknownAuxiliary(name) }
        return auxiliary
    }
}

extension Lexicon.SortOrder {
    /// Other names a reader may give an order: rank and freq for frequency; alpha,
    /// alphabetical and abc for alphabet.
    public static let aliases: [String: Lexicon.SortOrder] = ["rank": .frequency, "freq": .frequency, "alpha": .alphabet,
                                                             "alphabetical": .alphabet, "abc": .alphabet]

    /// The order named in any case, by its name or an alias, if it is one of `allowed`
    /// (a listing has no relevance to sort by, a search has).
    public init(named name: String, allowed: [Lexicon.SortOrder] = Lexicon.SortOrder.allCases) throws(Lexicon.ChoiceError) {
        let key = name.lowercased()
        guard let order = Lexicon.SortOrder(rawValue: key) ?? Self.aliases[key], allowed.contains(order) else {
            throw .unknownSortOrder(name, allowed: allowed)
        }
        self = order
    }
}
