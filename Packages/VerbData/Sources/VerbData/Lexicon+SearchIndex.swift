// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation

extension Lexicon {
    /// What `Lexicon.search` and `Lexicon.verbs` compare, computed once: every meaning with
    /// its infinitive and gloss folded for search, and the meanings in frequency and in
    /// alphabetical order. Searching it costs no folding and no sorting, so a front end
    /// can search ten thousand verbs on every keystroke.
    ///
    /// ```swift
    /// let index = lexicon.searchIndex()
    /// index.search("hoeren").first?.entry.infinitive      // "hören"
    /// index.verbs(Lexicon.Filter(family: .mixed), sortedBy: .alphabet).first?.entry.infinitive
    /// ```
    public struct SearchIndex: Sendable {
        /// The lexicon the index was built from.
        public let lexicon: Lexicon
        /// Every meaning in lexicon order.
        public let listings: [Listing]
        /// Listing positions, most frequent first (ties alphabetical).
        let byFrequency: [Int]
        /// What only some questions need, made when first asked: the folded keys (a search,
        /// a `startingWith` filter) and the alphabetical order. Listing the most frequent
        /// verbs folds no gloss and sorts nothing by letters.
        private let lazy: Lazy

        /// A run of bytes in `KeyStore.arena`.
        struct Span: Sendable {
            var start: Int32
            var count: Int32
        }

        struct Keys: Sendable {
            /// The infinitive as written (for "as typed").
            var raw: Span
            /// `foldForSearch` of the infinitive, and that with ae/oe/ue folded too.
            var infinitive: Span
            var digraphs: Span
            /// `foldForSearch` of the gloss.
            var gloss: Span
            /// The meanings the gloss names ("to go, to walk" → go, walk), in `KeyStore.names`.
            var names: Range<Int32>
        }

        /// The search keys of every meaning, in listing order.
        struct KeyStore: Sendable {
            /// The key bytes of every meaning, one after the other; `keys[i]` says where its are.
            let arena: [UInt8]
            let keys: [Keys]
            /// Where the names of the glosses are in `arena` (`Keys.names` ranges over it).
            let names: [Span]
        }

        final class Lazy: @unchecked Sendable {
            private let lock = NSLock()
            private var keyStore: KeyStore?
            private var alphabet: [Int]?

            func keys(_ make: () -> KeyStore) -> KeyStore { once(\.keyStore, make) }
            func byAlphabet(_ make: () -> [Int]) -> [Int] { once(\.alphabet, make) }

            /// The value in `slot`, made by `make` the first time, under the lock.
            private func once<T>(_ slot: ReferenceWritableKeyPath<Lazy, T?>, _ make: () -> T) -> T {
                lock.lock()
                defer { lock.unlock() }
                if let made = self[keyPath: slot] { return made }
                let made = make()
                self[keyPath: slot] = made
                return made
            }
        }

        /// Lists every meaning of `lexicon` with its frequency order; the search keys and
        /// the alphabetical order follow when a search or a listing first needs them.
        public init(_ lexicon: Lexicon) {
            self.lexicon = lexicon
            var listings: [Listing] = []
            listings.reserveCapacity(lexicon.entries.count)
            lexicon.forEachMeaning { entry, meaning, meanings in
                listings.append(Listing(entry: entry, meaning: meaning, meanings: meanings, relevance: 0))
            }
            self.listings = listings
            let lazy = Lazy()
            self.lazy = lazy
            if let order = SearchIndex.rankOrder(listings) {
                byFrequency = order
            } else {
                // Two infinitives share a rank: ties go by alphabetical position.
                let store = lazy.keys { SearchIndex.keys(of: listings) }
                let alphabet = lazy.byAlphabet { SearchIndex.alphabeticalOrder(listings, store) }
                var position = [Int](repeating: 0, count: listings.count)
                for (p, i) in alphabet.enumerated() { position[i] = p }
                byFrequency = listings.indices.sorted {
                    (listings[$0].entry.rank, position[$0]) < (listings[$1].entry.rank, position[$1])
                }
            }
        }

        /// The frequency order by counting the ranks, when every rank is one infinitive's
        /// (as in the shipped lexicon) and the ranks are not far beyond the number of
        /// meanings: the meanings of one infinitive stay in file order, which is also their
        /// alphabetical order. Nil when two infinitives share a rank.
        static func rankOrder(_ listings: [Listing]) -> [Int]? {
            guard let top = listings.lazy.map(\.entry.rank).max(), top < 4 * listings.count + 1024,
                  listings.allSatisfy({ $0.entry.rank >= 0 }) else { return nil }
            var first = [Int](repeating: -1, count: top + 1)
            var counts = [Int](repeating: 0, count: top + 2)
            for (i, l) in listings.enumerated() {
                let r = l.entry.rank
                if first[r] < 0 {
                    first[r] = i
                } else if listings[first[r]].entry.infinitive != l.entry.infinitive {
                    return nil
                }
                counts[r + 1] += 1
            }
            for r in 0...top { counts[r + 1] += counts[r] }
            var order = [Int](repeating: 0, count: listings.count)
            for (i, l) in listings.enumerated() {
                order[counts[l.entry.rank]] = i
                counts[l.entry.rank] += 1
            }
            return order
        }

        /// Listing positions in alphabetical order, umlauts with their base vowel. UTF-8
        /// bytes of the folded infinitives sort as the text they spell.
        static func alphabeticalOrder(_ listings: [Listing], _ store: KeyStore) -> [Int] {
            store.arena.withUnsafeBufferPointer { arena in
                func folded(_ i: Int) -> UnsafeBufferPointer<UInt8> {
                    let span = store.keys[i].infinitive
                    return UnsafeBufferPointer(rebasing: arena[Int(span.start)..<Int(span.start + span.count)])
                }
                return listings.indices.sorted { a, b in
                    let fa = folded(a), fb = folded(b)
                    if !Bytes.equal(fa, fb) { return fa.lexicographicallyPrecedes(fb) }
                    let ea = listings[a].entry.infinitive, eb = listings[b].entry.infinitive
                    if ea != eb { return ea < eb }
                    return listings[a].meaning < listings[b].meaning
                }
            }
        }

        /// The search keys, folded on first use.
        var keyStore: KeyStore { lazy.keys { SearchIndex.keys(of: listings) } }

        /// Listing positions in alphabetical order, sorted on first use.
        var byAlphabet: [Int] {
            let store = keyStore
            return lazy.byAlphabet { SearchIndex.alphabeticalOrder(listings, store) }
        }

        /// Folds every meaning's infinitive and gloss straight into one arena: no String per key.
        static func keys(of listings: [Listing]) -> KeyStore {
            var arena: [UInt8] = []
            arena.reserveCapacity(listings.count * 64)
            func add<S: Sequence<UInt8>>(_ bytes: S) -> Span {
                let start = arena.count
                arena.append(contentsOf: bytes)
                return Span(start: Int32(start), count: Int32(arena.count - start))
            }
            var names: [Span] = []
            var keys: [Keys] = []
            keys.reserveCapacity(listings.count)
            var gloss: [UInt8] = []
            var folded: [UInt8] = []
            for listing in listings {
                let raw = add(listing.entry.infinitive.utf8)
                folded.removeAll(keepingCapacity: true)
                Lexicon.appendFolded(listing.entry.infinitive, to: &folded)
                let infinitive = add(folded)
                // The same with ae/oe/ue folded, written in place over a copy.
                let start = arena.count
                arena.append(contentsOf: folded)
                let end = arena.withUnsafeMutableBufferPointer { a -> Int in
                    var to = start, previous: UInt8 = 0
                    for b in folded {
                        if b == UInt8(ascii: "e") && (previous == UInt8(ascii: "a") || previous == UInt8(ascii: "o") || previous == UInt8(ascii: "u")) {
                            previous = 0
                            continue
                        }
                        a[to] = b
                        to += 1
                        previous = b
                    }
                    return to
                }
                arena.removeSubrange(end...)
                let digraphs = Span(start: Int32(start), count: Int32(end - start))
                gloss.removeAll(keepingCapacity: true)
                Lexicon.appendFolded(listing.entry.gloss, to: &gloss)
                let first = Int32(names.count)
                if gloss.contains(where: { $0 >= 0x80 }) {
                    for name in SearchIndex.names(gloss) { names.append(add(name)) }
                } else {
                    SearchIndex.appendNames(ofASCII: gloss, to: &arena, spans: &names)
                }
                keys.append(Keys(raw: raw, infinitive: infinitive, digraphs: digraphs, gloss: add(gloss),
                                 names: first..<Int32(names.count)))
            }
            return KeyStore(arena: arena, keys: keys, names: names)
        }

        /// Every meaning that passes the filter, in the given order (`.relevance` lists by frequency).
        public func verbs(_ filter: Filter = .all, sortedBy order: SortOrder = .frequency) -> [Listing] {
            var pass = Pass(filter)
            return ordered(order).compactMap { pass.admits($0, self) ? listings[$0] : nil }
        }

        /// The meanings whose infinitive or gloss matches `text`, as `Lexicon.search` describes.
        public func search(_ text: String, _ filter: Filter = .all, sortedBy order: SortOrder = .relevance) -> [Listing] {
            guard let matcher = Matcher(text) else { return [] }
            var pass = Pass(filter)
            // Walking the meanings in the wanted order and keeping each relevance in its own
            // bucket sorts by relevance first without comparing anything.
            var buckets = [[Listing]](repeating: [], count: 5)
            let walk = ordered(order == .relevance ? .frequency : order)
            let store = keyStore
            store.arena.withUnsafeBufferPointer { arena in
            store.names.withUnsafeBufferPointer { names in
            store.keys.withUnsafeBufferPointer { keys in
                func bytes(_ span: Span) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(rebasing: arena[Int(span.start)..<Int(span.start + span.count)])
                }
                for i in walk where pass.admits(i, self) {
                    let k = keys[i]
                    let spans = names[Int(k.names.lowerBound)..<Int(k.names.upperBound)]
                    guard let relevance = matcher.relevance(
                        raw: bytes(k.raw), infinitive: listings[i].entry.infinitive, folded: bytes(k.infinitive),
                        digraphs: bytes(k.digraphs), gloss: bytes(k.gloss),
                        names: { test in spans.contains { test(bytes($0)) } }) else { continue }
                    var l = listings[i]
                    l.relevance = relevance
                    buckets[order == .relevance ? relevance : 0].append(l)
                }
            }
            }
            }
            return Array(buckets.joined())
        }

        /// One query, prepared for comparing with the keys of one meaning after another.
        struct Matcher {
            /// The query as typed, lower case, "sich " and "to " taken off.
            let typed: String
            let typedBytes: [UInt8]
            /// Text typed in ASCII equals an infinitive exactly when its bytes do; other text
            /// is compared as Strings, which treat "ä" and "a\u{308}" alike.
            let typedASCII: Bool
            /// `foldForSearch` of the query, and that with ae/oe/ue folded.
            let plain: [UInt8]
            let digraphs: [UInt8]
            /// Whether a gloss naming "give up" also names "give" for this query.
            let longEnough: Bool
            /// Whether `plain` holds white space (or bytes beyond ASCII), which a name may
            /// hold collapsed: then a gloss is not ruled out by not containing it.
            let plainHasSpace: Bool

            /// Nil for a query with nothing to search for.
            init?(_ text: String) {
                var query = Substring(Lexicon.collapsedSpaces(text).lowercased())
                if query.hasPrefix("sich ") { query = query.dropFirst(5) }
                if query.hasPrefix("to ") { query = query.dropFirst(3) }
                typed = String(query)
                let plainText = Lexicon.foldForSearch(typed)
                guard !plainText.isEmpty else { return nil }
                typedBytes = Array(typed.utf8)
                typedASCII = typed.utf8.allSatisfy { $0 < 0x80 }
                plain = Array(plainText.utf8)
                digraphs = Array(Lexicon.foldingDigraphs(plainText).utf8)
                longEnough = plainText.count >= 2
                plainHasSpace = plain.contains { $0 <= 0x20 || $0 >= 0x80 }
            }

            /// How well one meaning matches (0 best … 4), nil for no match: `raw` is its
            /// infinitive as written, `folded` and `digraphs` its search keys, `gloss` the
            /// folded gloss; `names` tells whether a meaning the gloss names passes a test.
            func relevance(raw: UnsafeBufferPointer<UInt8>, infinitive: @autoclosure () -> String,
                           folded: UnsafeBufferPointer<UInt8>, digraphs folded2: UnsafeBufferPointer<UInt8>,
                           gloss: UnsafeBufferPointer<UInt8>,
                           names: ((UnsafeBufferPointer<UInt8>) -> Bool) -> Bool) -> Int? {
                typedBytes.withUnsafeBufferPointer { typedBytes in
                plain.withUnsafeBufferPointer { plain in
                digraphs.withUnsafeBufferPointer { digraphs in
                    if typedASCII ? Bytes.equal(raw, typedBytes) : infinitive() == typed { return 0 }
                    if Bytes.equal(folded, plain) || Bytes.equal(folded2, digraphs) { return 1 }
                    // A name is a run of the gloss, spaces collapsed: a query without white
                    // space that the gloss does not contain names none of its meanings, and
                    // the names need not be made.
                    if Bytes.hasPrefix(folded, plain) || Bytes.hasPrefix(folded2, digraphs)
                        || ((plainHasSpace || Bytes.find(plain, in: gloss) != nil) && names({ Bytes.names($0, plain, longEnough) })) {
                        return 2
                    }
                    if Bytes.find(plain, in: folded) != nil || Bytes.find(digraphs, in: folded2) != nil { return 3 }
                    switch Bytes.occurrence(of: plain, in: gloss) {
                    case .startOfWord: return 3
                    case .insideWord: return 4
                    case .none: return nil
                    }
                }
                }
                }
            }
        }

        func ordered(_ order: SortOrder) -> [Int] { order == .alphabet ? byAlphabet : byFrequency }

        /// The filter applied to one meaning after another; the ablaut series of a base verb
        /// is worked out once.
        struct Pass {
            let filter: Filter
            let start: [UInt8]?
            let wantedSeries: String?
            /// True when the filter keeps everything.
            let keepsAll: Bool
            var seriesCache: [String: String?] = [:]
            /// The index's keys, fetched once for a `startingWith` filter.
            var store: KeyStore?

            init(_ filter: Filter) {
                self.filter = filter
                start = filter.startingWith.map { Array(Lexicon.foldForSearch($0).utf8) }
                wantedSeries = filter.ablautSeries.map(Lexicon.normalizedAblautSeries)
                keepsAll = filter == .all
            }

            mutating func admits(_ i: Int, _ index: SearchIndex) -> Bool {
                if keepsAll { return true }
                if start != nil && store == nil { store = index.keyStore }
                let store = self.store
                return admits(index.listings[i], lexicon: index.lexicon) {
                    guard let store else { return [] }
                    let span = store.keys[i].infinitive
                    return store.arena[Int(span.start)..<Int(span.start + span.count)]
                }
            }

            /// Whether `listing` passes; `folded` gives its infinitive folded for search.
            mutating func admits(_ listing: Listing, lexicon: Lexicon, folded: () -> ArraySlice<UInt8>) -> Bool {
                if keepsAll { return true }
                let entry = listing.entry
                if let family = filter.family, entry.family != family { return false }
                if let auxiliary = filter.auxiliary, !entry.auxiliaries.contains(auxiliary) { return false }
                if let prefix = filter.prefix, !Lexicon.matches(entry.structure, prefix) { return false }
                if let start, !folded().starts(with: start) { return false }
                if let wantedSeries {
                    guard let s = lexicon.ablautSeries(of: entry, meaning: listing.meaning, cache: &seriesCache),
                          Lexicon.normalizedAblautSeries(s) == wantedSeries else { return false }
                }
                return true
            }
        }

        /// `names` of a gloss without white space beyond ASCII, written straight into the
        /// arena: "to go, to walk" → go, walk.
        static func appendNames(ofASCII gloss: [UInt8], to arena: inout [UInt8], spans: inout [Span]) {
            var start = arena.count
            var partLength = 0
            var pendingSpace = false
            func close() {
                // Like `split`, an empty part between two separators is no name at all.
                if partLength > 0 {
                    var from = start
                    if arena.count - start >= 3 && arena[start] == UInt8(ascii: "t") && arena[start + 1] == UInt8(ascii: "o")
                        && arena[start + 2] == 0x20 {
                        from += 3
                    }
                    spans.append(Span(start: Int32(from), count: Int32(arena.count - from)))
                } else {
                    arena.removeSubrange(start...)
                }
                start = arena.count
                partLength = 0
                pendingSpace = false
            }
            for b in gloss {
                switch b {
                case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "("), UInt8(ascii: ")"):
                    close()
                case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                    partLength += 1
                    pendingSpace = arena.count > start
                default:
                    partLength += 1
                    if pendingSpace { arena.append(0x20); pendingSpace = false }
                    arena.append(b)
                }
            }
            close()
        }

        /// The meanings a folded gloss names: its parts between , ; ( ), spaces collapsed,
        /// without a leading "to ".
        static func names(_ gloss: [UInt8]) -> [[UInt8]] {
            // White space beyond ASCII (a no-break space) takes the slower Unicode path.
            if gloss.contains(where: { $0 >= 0x80 }) {
                let text = String(decoding: gloss, as: UTF8.self)
                if text.unicodeScalars.contains(where: { $0.value >= 0x80 && $0.properties.isWhitespace }) {
                    return namesSplittingUnicode(text)
                }
            }
            var arena: [UInt8] = []
            var spans: [Span] = []
            appendNames(ofASCII: gloss, to: &arena, spans: &spans)
            return spans.map { Array(arena[Int($0.start)..<Int($0.start + $0.count)]) }
        }

        /// The definition of `names`, on Strings: split at , ; ( ), spaces collapsed, a
        /// leading "to " dropped.
        static func namesSplittingUnicode(_ text: String) -> [[UInt8]] {
            text.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == "(" || $0 == ")" }).map { part in
                var p = Substring(Lexicon.collapsedSpaces(String(part)))
                if p.hasPrefix("to ") { p = p.dropFirst(3) }
                return Array(p.utf8)
            }
        }
    }
}

/// Byte comparisons of the search, on buffers so that the loop over ten thousand
/// meanings allocates and retains nothing.
enum Bytes {
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && hasPrefix(a, b)
    }

    static func hasPrefix(_ a: UnsafeBufferPointer<UInt8>, _ p: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count >= p.count else { return false }
        var i = 0
        while i < p.count {
            if a[i] != p[i] { return false }
            i += 1
        }
        return true
    }

    /// Whether a named meaning is the query: "go" for "to go"; "give up" and "weigh
    /// oneself" also name "give" and "weigh" (a query of two letters or more).
    static func names(_ name: UnsafeBufferPointer<UInt8>, _ query: UnsafeBufferPointer<UInt8>, _ longEnough: Bool) -> Bool {
        if equal(name, query) { return true }
        return longEnough && name.count > query.count && hasPrefix(name, query) && name[query.count] == 0x20
    }

    /// The first position of `needle` in `haystack` at or after `from`.
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int? {
        let n = needle.count, h = haystack.count
        guard n > 0 else { return from <= h ? from : nil }
        guard n <= h - from else { return nil }
        let first = needle[0]
        var i = from
        while i <= h - n {
            if haystack[i] == first {
                var j = 1
                while j < n && haystack[i + j] == needle[j] { j += 1 }
                if j == n { return i }
            }
            i += 1
        }
        return nil
    }

    /// Where the query occurs in a text, at best.
    enum Occurrence { case none, insideWord, startOfWord }

    /// Whether some word of the text starts with the query ("to walk" for "wal"), or the
    /// query only occurs inside words ("to talk" for "al"), or not at all.
    static func occurrence(of query: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Occurrence {
        var from = 0
        var found = Occurrence.none
        while let r = find(query, in: text, from: from) {
            if r == 0 || !letter(before: r, in: text) { return .startOfWord }
            found = .insideWord
            from = r + 1
        }
        return found
    }

    /// Whether the character that ends just before byte `end` is a letter.
    static func letter(before end: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        let b = text[end - 1]
        if b < 0x80 { return (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) }
        var start = end - 1
        // Back over UTF-8 continuation bytes to the first byte of the character.
        while start > 0 && text[start] & 0xC0 == 0x80 { start -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self).last?.isLetter ?? false
    }
}
