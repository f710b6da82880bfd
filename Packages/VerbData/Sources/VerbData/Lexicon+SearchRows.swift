// SPDX-License-Identifier: GPL-3.0-or-later

extension Lexicon {
    /// A single search over the shipped lexicon's rows, as `SearchIndex.search` answers it,
    /// without building the index: each row's infinitive and gloss are folded as the walk
    /// passes them, and only the meanings that match become entries. A command that
    /// searches once (`konjugieren search sing`) so costs about what `conjugate` costs.
    /// Nil for a lexicon whose entries were not read from rows; the index answers then.
    func searchRows(_ text: String, _ filter: Filter, sortedBy order: SortOrder) -> [Listing]? {
        guard storage.readsRows else { return nil }
        guard let matcher = SearchIndex.Matcher(text) else { return [] }
        struct Hit {
            var row: Int
            var rank: Int
            var relevance: Int
            var meaning: Int
            var meanings = 0
        }
        var hits: [Hit] = []
        var folded: [UInt8] = [], digraphs: [UInt8] = [], gloss: [UInt8] = []
        var namesArena: [UInt8] = []
        var nameSpans: [SearchIndex.Span] = []
        var previous: UnsafeBufferPointer<UInt8>?
        var runStart = 0
        /// Hits of the current infinitive, whose count of meanings is known when it ends.
        var open: [Int] = []
        func closeRun(at end: Int) {
            for h in open { hits[h].meanings = end - runStart }
            open.removeAll(keepingCapacity: true)
        }
        let walked = storage.forEachKey { k, infinitive, rank, rawGloss in
            if let p = previous, !p.same(as: infinitive) {
                closeRun(at: k)
                runStart = k
            }
            previous = infinitive
            folded.removeAll(keepingCapacity: true)
            Lexicon.appendFolded(infinitive, to: &folded)
            digraphs.removeAll(keepingCapacity: true)
            var last: UInt8 = 0
            for b in folded {
                if b == UInt8(ascii: "e") && (last == UInt8(ascii: "a") || last == UInt8(ascii: "o") || last == UInt8(ascii: "u")) {
                    last = 0
                    continue
                }
                digraphs.append(b)
                last = b
            }
            gloss.removeAll(keepingCapacity: true)
            Lexicon.appendFolded(rawGloss, to: &gloss)
            let relevance = folded.withUnsafeBufferPointer { folded in
                digraphs.withUnsafeBufferPointer { digraphs in
                    gloss.withUnsafeBufferPointer { glossBytes in
                        matcher.relevance(
                            raw: infinitive, infinitive: String(decoding: infinitive, as: UTF8.self),
                            folded: folded, digraphs: digraphs, gloss: glossBytes,
                            names: { test in
                                if gloss.contains(where: { $0 >= 0x80 }) {
                                    return SearchIndex.names(gloss).contains { $0.withUnsafeBufferPointer(test) }
                                }
                                namesArena.removeAll(keepingCapacity: true)
                                nameSpans.removeAll(keepingCapacity: true)
                                SearchIndex.appendNames(ofASCII: gloss, to: &namesArena, spans: &nameSpans)
                                return namesArena.withUnsafeBufferPointer { arena in
                                    nameSpans.contains {
                                        test(UnsafeBufferPointer(rebasing: arena[Int($0.start)..<Int($0.start + $0.count)]))
                                    }
                                }
                            })
                    }
                }
            }
            if let relevance {
                open.append(hits.count)
                hits.append(Hit(row: k, rank: rank, relevance: relevance, meaning: k - runStart + 1))
            }
        }
        guard walked else { return nil }
        closeRun(at: storage.count)

        // The filter, then the index's order: relevance first for a search, frequency with
        // ties by alphabetical position, or the alphabet (umlauts with their base vowel).
        var pass = SearchIndex.Pass(filter)
        var kept: [(listing: Listing, key: [UInt8])] = []
        for hit in hits {
            let listing = Listing(entry: storage.entry(at: hit.row), meaning: hit.meaning, meanings: hit.meanings,
                                  relevance: hit.relevance)
            var key: [UInt8] = []
            Lexicon.appendFolded(listing.entry.infinitive, to: &key)
            guard pass.admits(listing, lexicon: self, folded: { key[...] }) else { continue }
            kept.append((listing, key))
        }
        func alphabetical(_ a: (listing: Listing, key: [UInt8]), _ b: (listing: Listing, key: [UInt8])) -> Bool {
            if a.key != b.key { return a.key.lexicographicallyPrecedes(b.key) }
            if a.listing.entry.infinitive != b.listing.entry.infinitive { return a.listing.entry.infinitive < b.listing.entry.infinitive }
            return a.listing.meaning < b.listing.meaning
        }
        kept.sort { a, b in
            if order == .relevance && a.listing.relevance != b.listing.relevance { return a.listing.relevance < b.listing.relevance }
            if order != .alphabet && a.listing.entry.rank != b.listing.entry.rank { return a.listing.entry.rank < b.listing.entry.rank }
            return alphabetical(a, b)
        }
        return kept.map(\.listing)
    }
}

extension Lexicon {
    /// The first meanings of a listing and how many there are in all: what a command that
    /// shows one page of `verbs` needs.
    public struct Page: Sendable, Hashable {
        /// The first `limit` meanings, in the listing's order.
        public var listings: [Listing]
        /// How many meanings pass the filter.
        public var meanings: Int
        /// How many infinitives those meanings belong to.
        public var verbs: Int
    }

    /// The first `limit` meanings of `verbs(filter, sortedBy: order)` (every one for a
    /// limit of 0) with the counts of the whole listing. The shipped lexicon lists the most
    /// frequent or the first verbs of the alphabet from its rows, making only the entries
    /// it shows; a filter is answered from the entries.
    ///
    /// ```swift
    /// let page = lexicon.verbs(sortedBy: .frequency, limit: 3)
    /// page.listings.map(\.entry.infinitive)   // ["sein", "haben", "werden"]
    /// page.meanings                           // 10245
    /// ```
    public func verbs(_ filter: Filter = .all, sortedBy order: SortOrder = .frequency, limit: Int) -> Page {
        if filter == .all, order != .relevance, let page = pageOfRows(sortedBy: order, limit: limit) { return page }
        let all = verbs(filter, sortedBy: order)
        let shown = limit > 0 ? Array(all.prefix(limit)) : all
        var infinitives = Set<String>()
        for l in all { infinitives.insert(l.entry.infinitive) }
        return Page(listings: shown, meanings: all.count, verbs: infinitives.count)
    }

    /// `verbs(.all, sortedBy: order, limit:)` from the rows; nil for a lexicon without rows.
    private func pageOfRows(sortedBy order: SortOrder, limit: Int) -> Page? {
        guard storage.readsRows else { return nil }
        struct Row {
            var index: Int
            var rank: Int
            /// Which infinitive (its rows stand together), counted from 0.
            var run: Int
            var meaning: Int
            var meanings = 0
            var key: [UInt8]
        }
        var rows: [Row] = []
        rows.reserveCapacity(storage.count)
        var previous: UnsafeBufferPointer<UInt8>?
        var runStart = 0, verbs = 0
        let walked = storage.forEachKey { k, infinitive, rank, _ in
            if previous.map({ !$0.same(as: infinitive) }) ?? true {
                for j in runStart..<k { rows[j].meanings = k - runStart }
                runStart = k
                verbs += 1
            }
            previous = infinitive
            var key: [UInt8] = []
            if order == .alphabet { Lexicon.appendFolded(infinitive, to: &key) }
            rows.append(Row(index: k, rank: rank, run: verbs - 1, meaning: k - runStart + 1, key: key))
        }
        guard walked else { return nil }
        for j in runStart..<rows.count { rows[j].meanings = rows.count - runStart }
        // The index's orders: by rank, ties alphabetical (the meanings of one infinitive
        // share a rank and stand in file order); or by the folded infinitive, then as
        // written, then by meaning.
        let sorted: [Row]
        if order == .alphabet {
            var written: [Int: String] = [:]
            func infinitive(_ r: Row) -> String {
                if let s = written[r.run] { return s }
                let s = storage.entry(at: r.index).infinitive
                written[r.run] = s
                return s
            }
            sorted = rows.sorted { a, b in
                if a.key != b.key { return a.key.lexicographicallyPrecedes(b.key) }
                if a.run != b.run { return infinitive(a) < infinitive(b) }
                return a.meaning < b.meaning
            }
        } else {
            sorted = rows.sorted { a, b in a.rank != b.rank ? a.rank < b.rank : a.index < b.index }
            // Two infinitives sharing a rank need the alphabet to break the tie: the index does that.
            for k in sorted.indices.dropFirst() where sorted[k].rank == sorted[k - 1].rank && sorted[k].run != sorted[k - 1].run {
                return nil
            }
        }
        let shown = limit > 0 ? sorted.prefix(limit) : sorted[...]
        let listings = shown.map { r in
            Listing(entry: storage.entry(at: r.index), meaning: r.meaning, meanings: r.meanings, relevance: 0)
        }
        return Page(listings: listings, meanings: rows.count, verbs: verbs)
    }
}
