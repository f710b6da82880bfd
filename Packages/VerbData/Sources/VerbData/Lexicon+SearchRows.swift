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
