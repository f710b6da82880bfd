// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation

extension Lexicon {
    /// One meaning of one verb as a listing shows it: the entry, and which of the
    /// infinitive's meanings it is (hängen 1 = hing, hängen 2 = hängte).
    public struct Listing: Sendable, Hashable {
        /// The lexicon entry of the meaning.
        public var entry: Entry
        /// 1-based position among the meanings of the infinitive; what `--meaning N` selects.
        public var meaning: Int
        /// How many meanings the infinitive has (1 for most verbs).
        public var meanings: Int
        /// How well a search matched (lower is better; 0 for plain listings).
        public var relevance: Int
    }

    /// How a listing is ordered.
    public enum SortOrder: String, CaseIterable, Sendable {
        /// Most frequent first (sein, haben, werden …).
        case frequency
        /// Alphabetical by infinitive, umlauts sorted with their base vowel (hängen after hangeln).
        case alphabet
        /// Best match first, then most frequent: the default for a search.
        case relevance
    }

    /// Which kind of prefix a verb has.
    public enum PrefixFilter: Sendable, Hashable {
        /// At least one separable particle: ankommen, wiederaufbauen.
        case separable
        /// An inseparable prefix: verstehen, übersetzen (über+setzen).
        case inseparable
        /// Neither: singen, studieren.
        case none
        /// This particle or prefix: "an" finds ankommen and anerkennen, "ver" finds verstehen.
        case particle(String)

        /// Parses "separable", "inseparable", "none" or a particle; nil for anything else
        /// (the particle is checked against the lexicon by `Lexicon.prefixFilter(_:)`).
        public init?(name: String) {
            let key = Lexicon.foldForSearch(Lexicon.collapsedSpaces(name))
            switch key {
            case "separable", "trennbar": self = .separable
            case "inseparable", "untrennbar": self = .inseparable
            case "none", "ohne", "-": self = .none
            case "": return nil
            default:
                let particle = Lexicon.collapsedSpaces(name).lowercased()
                guard particle.allSatisfy(\.isLetter) else { return nil }
                self = .particle(particle)
            }
        }
    }

    /// What a listing keeps; every property nil means everything.
    ///
    /// ```
    /// Lexicon.Filter(family: .strong, prefix: .particle("an"), ablautSeries: "ie-o-o")
    /// // anbieten, anziehen, anfrieren …
    /// ```
    public struct Filter: Sendable, Hashable {
        /// Only this family.
        public var family: Family?
        /// Only verbs with this kind of prefix, or this particle.
        public var prefix: PrefixFilter?
        /// Only verbs whose perfect takes this auxiliary.
        public var auxiliary: Auxiliary?
        /// "ei-ie-ie", "i – a – u", "ae-o-o" (umlauts may be spelled ae/oe/ue).
        public var ablautSeries: String?
        /// Infinitive starts with this text (folded like a search): "auf" lists aufbauen, aufhören …
        public var startingWith: String?

        /// A filter; nil keeps everything in that respect.
        public init(family: Family? = nil, prefix: PrefixFilter? = nil, auxiliary: Auxiliary? = nil,
                    ablautSeries: String? = nil, startingWith: String? = nil) {
            self.family = family
            self.prefix = prefix
            self.auxiliary = auxiliary
            self.ablautSeries = ablautSeries
            self.startingWith = startingWith
        }

        /// Keeps every verb.
        public static let all = Filter()
    }

    /// Every meaning that passes the filter, in the given order.
    ///
    /// ```
    /// let strong = lexicon.verbs(Filter(family: .strong, auxiliary: .sein), sortedBy: .frequency)
    /// strong.first?.entry.infinitive   // "kommen"
    /// ```
    public func verbs(_ filter: Filter = .all, sortedBy order: SortOrder = .frequency) -> [Listing] {
        searchIndex().verbs(filter, sortedBy: order)
    }

    /// Verbs whose infinitive or English gloss contains the text, ignoring case, umlaut
    /// spelling and ß/ss ("hangen", "haengen" and "Hängen" all find hängen; "hoeren" finds
    /// hören; "weigh" finds wiegen and wägen). Best matches first: the infinitive as typed,
    /// the infinitive in another spelling, infinitives starting with the text and glosses
    /// naming it ("go" → gehen), then infinitives containing it and glosses with a word
    /// starting with it, then any gloss containing it; equally good matches most frequent first.
    ///
    /// A front end that searches on every keystroke builds `searchIndex()` once instead.
    public func search(_ text: String, _ filter: Filter = .all, sortedBy order: SortOrder = .relevance) -> [Listing] {
        searchRows(text, filter, sortedBy: order) ?? searchIndex().search(text, filter, sortedBy: order)
    }

    /// The folded search keys and both orders of every meaning, computed once.
    public func searchIndex() -> SearchIndex { SearchIndex(self) }

    /// Checks a `--prefix` value against the lexicon: "separable", "inseparable", "none",
    /// or a particle or prefix some verb has ("an", "ver", "über").
    public func prefixFilter(_ name: String) -> PrefixFilter? {
        guard let filter = PrefixFilter(name: name) else { return nil }
        if case .particle(let p) = filter, !prefixes.contains(p) { return nil }
        return filter
    }

    /// Every separable particle and inseparable prefix the lexicon uses, alphabetically.
    public var prefixes: [String] {
        var set = Set<String>()
        for e in entries {
            for p in e.structure.separable { set.insert(p) }
            if let p = e.structure.inseparable { set.insert(p) }
        }
        return set.sorted()
    }

    /// The ablaut series of the lexicon with the number of meanings in each, most common first:
    /// ("ei – ie – ie", 120), ("i – a – u", 90) …
    public var ablautSeriesCounts: [(series: String, count: Int)] {
        var counts: [String: Int] = [:]
        var cache: [String: String?] = [:]
        forEachMeaning { entry, meaning, _ in
            guard entry.family == .strong || entry.family == .mixed,
                  let s = ablautSeries(of: entry, meaning: meaning, cache: &cache) else { return }
            counts[s, default: 0] += 1
        }
        return counts.map { (series: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.series < $1.series }
    }

    /// Whether some verb of the lexicon has this ablaut series ("ei-ie-ie", "ä – o – o").
    public func hasAblautSeries(_ series: String) -> Bool {
        let wanted = Lexicon.normalizedAblautSeries(series)
        return ablautSeriesCounts.contains { Lexicon.normalizedAblautSeries($0.series) == wanted }
    }

    // MARK: Helpers

    /// Calls `body` for every entry with its 1-based meaning number and the number of
    /// meanings, numbered in file order like `Conjugator.verbs(_:)` numbers them.
    func forEachMeaning(_ body: (Entry, Int, Int) -> Void) {
        // The entries are sorted by infinitive, so the meanings of one stand together.
        let entries = self.entries
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count && entries[end].infinitive == entries[start].infinitive { end += 1 }
            for k in start..<end { body(entries[k], k - start + 1, end - start) }
            start = end
        }
    }

    /// The ablaut series of a strong or mixed meaning, "i – a – u" for singen; nil for the
    /// others (hängen 1: "ä – i – a", hängen 2: nil).
    public func ablautSeries(of entry: Entry, meaning: Int = 1) -> String? {
        var cache: [String: String?] = [:]
        return ablautSeries(of: entry, meaning: meaning, cache: &cache)
    }

    /// The series depends only on the base verb's principal parts, so it is built once per base.
    func ablautSeries(of entry: Entry, meaning: Int, cache: inout [String: String?]) -> String? {
        guard entry.family == .strong || entry.family == .mixed else { return nil }
        let key = entry.structure.base + "\t" + entry.family.rawValue
        if let cached = cache[key] { return cached }
        var series: String?
        if let verbs = try? conjugator.verbs(entry.infinitive), meaning - 1 < verbs.count {
            series = verbs[meaning - 1].ablautSeries
        }
        cache[key] = series
        return series
    }

    static func matches(_ s: LexicalEntry.Structure, _ filter: PrefixFilter) -> Bool {
        switch filter {
        case .separable: return !s.separable.isEmpty
        case .inseparable: return s.inseparable != nil
        case .none: return s.separable.isEmpty && s.inseparable == nil
        case .particle(let p): return s.separable.contains(p) || s.inseparable == p
        }
    }

    /// Lower-case, ä ö ü → a o u, ß → ss: "Hängen" → "hangen", "schließen" → "schliessen".
    public static func foldForSearch(_ s: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        appendFolded(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `foldForSearch` of UTF-8 bytes appended to a byte buffer.
    static func appendFolded(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        if bytes.contains(where: { $0 >= 0x80 }) {
            appendFolded(String(decoding: bytes, as: UTF8.self), to: &out)
            return
        }
        let start = out.count
        out.append(contentsOf: bytes)
        out.withUnsafeMutableBufferPointer { o in
            for k in start..<o.count where o[k] &- 0x41 < 26 { o[k] |= 0x20 }
        }
    }

    /// `foldForSearch` appended to a byte buffer, without a String in between.
    static func appendFolded(_ s: String, to out: inout [UInt8]) {
        // Most infinitives and glosses are ASCII: byte by byte, no scalars decoded.
        var s = s
        let ascii = s.withUTF8 { bytes -> Bool in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
            // One copy, then the capitals lowered in place.
            let start = out.count
            out.append(contentsOf: bytes)
            out.withUnsafeMutableBufferPointer { o in
                for k in start..<o.count where o[k] &- 0x41 < 26 { o[k] |= 0x20 }
            }
            return true
        }
        if ascii { return }
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A: out.append(UInt8(scalar.value) + 0x20)
            case 0..<0x80: out.append(UInt8(scalar.value))
            case 0xE4, 0xC4, 0xE0, 0xE1, 0xE2, 0xC0, 0xC1, 0xC2: out.append(UInt8(ascii: "a"))
            case 0xF6, 0xD6, 0xF2, 0xF3, 0xF4, 0xD2, 0xD3, 0xD4: out.append(UInt8(ascii: "o"))
            case 0xFC, 0xDC, 0xF9, 0xFA, 0xFB, 0xD9, 0xDA, 0xDB: out.append(UInt8(ascii: "u"))
            case 0xE8, 0xE9, 0xEA, 0xC8, 0xC9, 0xCA: out.append(UInt8(ascii: "e"))
            case 0xDF, 0x1E9E: out.append(UInt8(ascii: "s")); out.append(UInt8(ascii: "s"))
            // Combining diaeresis of a decomposed umlaut (a + ¨): the base letter is already there.
            case 0x308: continue
            default: out.append(contentsOf: String(Character(scalar)).lowercased().utf8)
            }
        }
    }

    /// Folds the keyboard spelling of umlauts, ae oe ue → a o u, in a text already folded by
    /// `foldForSearch`: "haengen" and "hängen" both become "hangen". Applied to both sides of
    /// a comparison, so "steuern" still meets "steuern".
    static func foldingDigraphs(_ folded: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(folded.utf8.count)
        var previous: UInt8 = 0
        for b in folded.utf8 {
            if b == UInt8(ascii: "e") && (previous == UInt8(ascii: "a") || previous == UInt8(ascii: "o") || previous == UInt8(ascii: "u")) {
                previous = 0
                continue
            }
            out.append(b)
            previous = b
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// "ei – ie – ie", "EI-ie-ie", "ei ie ie" → "ei-ie-ie"; "ae-o-o" → "ä-o-o".
    static func normalizedAblautSeries(_ s: String) -> String {
        let parts = s.lowercased().replacingEvery("ae", with: "ä").replacingEvery("oe", with: "ö")
            .replacingEvery("ue", with: "ü").split { !$0.isLetter }
        return parts.joined(separator: "-")
    }

    /// Trims, and collapses runs of white space to one space.
    static func collapsedSpaces(_ s: String) -> String {
        s.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension String {
    func replacingEvery(_ target: String, with replacement: String) -> String {
        guard contains(target) else { return self }
        var out = ""
        var rest = Substring(self)
        while let r = rest.range(of: target) {
            out += rest[..<r.lowerBound]
            out += replacement
            rest = rest[r.upperBound...]
        }
        out += rest
        return out
    }
}
