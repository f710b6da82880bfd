// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

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
        /// The key bytes of every meaning, one after the other; `keys[i]` says where its are.
        let arena: [UInt8]
        let keys: [Keys]
        /// Where the names of the glosses are in `arena` (`Keys.names` ranges over it).
        let names: [Span]
        /// Listing positions, most frequent first (ties alphabetical).
        let byFrequency: [Int]
        /// Listing positions in alphabetical order, umlauts with their base vowel.
        let byAlphabet: [Int]

        /// A run of bytes in `arena`.
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
            /// The meanings the gloss names ("to go, to walk" → go, walk), in `SearchIndex.names`.
            var names: Range<Int32>
        }

        /// Folds and sorts every meaning of `lexicon` once (a few tens of milliseconds).
        public init(_ lexicon: Lexicon) {
            self.lexicon = lexicon
            var listings: [Listing] = []
            listings.reserveCapacity(lexicon.entries.count)
            lexicon.forEachMeaning { entry, meaning, meanings in
                listings.append(Listing(entry: entry, meaning: meaning, meanings: meanings, relevance: 0))
            }
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
            for listing in listings {
                let raw = add(listing.entry.infinitive.utf8)
                // Folded straight into the arena: no String per key.
                var start = arena.count
                Lexicon.appendFolded(listing.entry.infinitive, to: &arena)
                let infinitive = Span(start: Int32(start), count: Int32(arena.count - start))
                start = arena.count
                var previous: UInt8 = 0
                for k in Int(infinitive.start)..<Int(infinitive.start + infinitive.count) {
                    let b = arena[k]
                    if b == UInt8(ascii: "e") && (previous == UInt8(ascii: "a") || previous == UInt8(ascii: "o") || previous == UInt8(ascii: "u")) {
                        previous = 0
                        continue
                    }
                    arena.append(b)
                    previous = b
                }
                let digraphs = Span(start: Int32(start), count: Int32(arena.count - start))
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
            // UTF-8 bytes sort as the text they spell; the frequency order breaks ties by
            // alphabetical position.
            byAlphabet = arena.withUnsafeBufferPointer { arena in
                func folded(_ i: Int) -> UnsafeBufferPointer<UInt8> {
                    let span = keys[i].infinitive
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
            var position = [Int](repeating: 0, count: listings.count)
            for (p, i) in byAlphabet.enumerated() { position[i] = p }
            byFrequency = listings.indices.sorted {
                (listings[$0].entry.rank, position[$0]) < (listings[$1].entry.rank, position[$1])
            }
            self.listings = listings
            self.arena = arena
            self.keys = keys
            self.names = names
        }

        /// Every meaning that passes the filter, in the given order (`.relevance` lists by frequency).
        public func verbs(_ filter: Filter = .all, sortedBy order: SortOrder = .frequency) -> [Listing] {
            var pass = Pass(filter)
            return ordered(order).compactMap { pass.admits($0, self) ? listings[$0] : nil }
        }

        /// The meanings whose infinitive or gloss matches `text`, as `Lexicon.search` describes.
        public func search(_ text: String, _ filter: Filter = .all, sortedBy order: SortOrder = .relevance) -> [Listing] {
            var query = Substring(Lexicon.collapsedSpaces(text).lowercased())
            if query.hasPrefix("sich ") { query = query.dropFirst(5) }
            if query.hasPrefix("to ") { query = query.dropFirst(3) }
            let typed = String(query)
            let plainText = Lexicon.foldForSearch(typed)
            guard !plainText.isEmpty else { return [] }
            // Text typed in ASCII equals an infinitive exactly when its bytes do; other text
            // is compared as Strings, which treat "ä" and "a\u{308}" alike.
            let typedASCII = typed.utf8.allSatisfy { $0 < 0x80 }
            var pass = Pass(filter)
            // Walking the meanings in the wanted order and keeping each relevance in its own
            // bucket sorts by relevance first without comparing anything.
            var buckets = [[Listing]](repeating: [], count: 5)
            let walk = ordered(order == .relevance ? .frequency : order)
            Array(typed.utf8).withUnsafeBufferPointer { typedBytes in
            Array(plainText.utf8).withUnsafeBufferPointer { plain in
            Array(Lexicon.foldingDigraphs(plainText).utf8).withUnsafeBufferPointer { digraphs in
            arena.withUnsafeBufferPointer { arena in
            names.withUnsafeBufferPointer { names in
            keys.withUnsafeBufferPointer { keys in
                func bytes(_ span: Span) -> UnsafeBufferPointer<UInt8> {
                    UnsafeBufferPointer(rebasing: arena[Int(span.start)..<Int(span.start + span.count)])
                }
                let longEnough = plainText.count >= 2
                for i in walk where pass.admits(i, self) {
                    let k = keys[i]
                    let infinitive = bytes(k.infinitive), folded = bytes(k.digraphs), gloss = bytes(k.gloss)
                    let relevance: Int
                    if typedASCII ? Bytes.equal(bytes(k.raw), typedBytes) : listings[i].entry.infinitive == typed {
                        relevance = 0
                    } else if Bytes.equal(infinitive, plain) || Bytes.equal(folded, digraphs) {
                        relevance = 1
                    } else if Bytes.hasPrefix(infinitive, plain) || Bytes.hasPrefix(folded, digraphs)
                                || names[Int(k.names.lowerBound)..<Int(k.names.upperBound)].contains(where: {
                                    Bytes.names(bytes($0), plain, longEnough)
                                }) {
                        relevance = 2
                    } else if Bytes.find(plain, in: infinitive) != nil || Bytes.find(digraphs, in: folded) != nil {
                        relevance = 3
                    } else {
                        switch Bytes.occurrence(of: plain, in: gloss) {
                        case .startOfWord: relevance = 3
                        case .insideWord: relevance = 4
                        case .none: continue
                        }
                    }
                    var l = listings[i]
                    l.relevance = relevance
                    buckets[order == .relevance ? relevance : 0].append(l)
                }
            }
            }
            }
            }
            }
            }
            return Array(buckets.joined())
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

            init(_ filter: Filter) {
                self.filter = filter
                start = filter.startingWith.map { Array(Lexicon.foldForSearch($0).utf8) }
                wantedSeries = filter.ablautSeries.map(Lexicon.normalizedAblautSeries)
                keepsAll = filter == .all
            }

            mutating func admits(_ i: Int, _ index: SearchIndex) -> Bool {
                if keepsAll { return true }
                let listing = index.listings[i]
                let entry = listing.entry
                if let family = filter.family, entry.family != family { return false }
                if let auxiliary = filter.auxiliary, !entry.auxiliaries.contains(auxiliary) { return false }
                if let prefix = filter.prefix, !Lexicon.matches(entry.structure, prefix) { return false }
                if let start {
                    let span = index.keys[i].infinitive
                    let folded = index.arena[Int(span.start)..<Int(span.start + span.count)]
                    if !folded.starts(with: start) { return false }
                }
                if let wantedSeries {
                    guard let s = index.lexicon.ablautSeries(of: entry, meaning: listing.meaning, cache: &seriesCache),
                          Lexicon.normalizedAblautSeries(s) == wantedSeries else { return false }
                }
                return true
            }
        }

        /// `names` of an ASCII gloss, written straight into the arena: "to go, to walk" → go, walk.
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
                    return text.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == "(" || $0 == ")" }).map { part in
                        var p = Substring(Lexicon.collapsedSpaces(String(part)))
                        if p.hasPrefix("to ") { p = p.dropFirst(3) }
                        return Array(p.utf8)
                    }
                }
            }
            var names: [[UInt8]] = []
            var name: [UInt8] = []
            var partLength = 0
            var pendingSpace = false
            func close() {
                // Like `split`, an empty part between two separators is no name at all.
                if partLength > 0 {
                    if name.starts(with: [UInt8(ascii: "t"), UInt8(ascii: "o"), 0x20]) { name.removeFirst(3) }
                    names.append(name)
                }
                name = []
                partLength = 0
                pendingSpace = false
            }
            for b in gloss {
                switch b {
                case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "("), UInt8(ascii: ")"):
                    close()
                case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                    partLength += 1
                    pendingSpace = !name.isEmpty
                default:
                    partLength += 1
                    if pendingSpace { name.append(0x20); pendingSpace = false }
                    name.append(b)
                }
            }
            close()
            return names
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
