import ConjugationEngine
import Foundation

/// The verb list: every verb with its English gloss, frequency rank, family, prefix
/// structure and auxiliary, on top of the engine's principal parts of the irregular
/// verbs. Loaded once and shared read-only.
///
/// ```
/// let lexicon = try Lexicon.bundled()
/// lexicon.entries(for: "singen").first?.gloss   // "to sing"
/// try lexicon.conjugator.verb("singen")
/// ```
public struct Lexicon: Sendable {
    /// One meaning of one verb.
    public struct Entry: Sendable, Hashable {
        /// The infinitive: "ankommen".
        public var infinitive: String
        /// Particles and prefix: an|kommen.
        public var structure: LexicalEntry.Structure
        /// How it conjugates: strong.
        public var family: Family
        /// The perfect's auxiliaries, preferred first: [sein].
        public var auxiliaries: [Auxiliary]
        /// 1 = most frequent.
        public var rank: Int
        /// Often used with "sich" (sich freuen), or always (sich bedanken).
        public var isReflexive: Bool
        /// Always used with "sich" (sich bedanken, sich beeilen): shown with its pronoun.
        public var isAlwaysReflexive: Bool = false
        /// Takes no accusative object (tanzen, ankommen): its passive is impersonal only.
        public var isIntransitive: Bool = false
        /// Its reflexive pronoun is a dative (sich etwas merken: ich merke mir).
        public var isDativeReflexive: Bool = false
        /// Participle without ge- although the structure shows no prefix (prophezeit).
        public var noGe: Bool
        /// The English gloss: "to arrive; to depend (on)".
        public var gloss: String

        /// The structure as the lexicon writes it: "an|kommen", "ver+stehen".
        public var structureNotation: String { structure.notation }

        /// What the engine needs of this entry.
        public var lexicalEntry: LexicalEntry {
            LexicalEntry(infinitive: infinitive, structure: structure, family: family,
                         auxiliaries: auxiliaries, noGe: noGe, alwaysReflexive: isAlwaysReflexive,
                         dativeReflexive: isDativeReflexive, hasAccusativeObject: !isIntransitive)
        }
    }

    /// The lexicon resource.
    public static let fileName = "lexicon.tsv"

    /// All entries in file order (alphabetical); meanings of one infinitive in preference order.
    public let entries: [Entry]
    /// The principal parts of the strong, mixed and irregular verbs.
    public let principalParts: [PrincipalParts]
    /// A conjugator that knows every lexicon verb.
    public let conjugator: Conjugator

    /// A lexicon of these entries and principal parts (tests build small ones).
    public init(entries: [Entry], principalParts: [PrincipalParts]) {
        self.init(entries: entries, principalParts: principalParts, isBundled: false)
    }

    /// A digest of the data this lexicon was read from (the shipped `lexicon.tsv` and the
    /// engine's table of principal parts); nil for a lexicon built from entries in code.
    /// Data derived from the lexicon and shipped with it (the form index) carries the same
    /// digest, so that it is used only with the data it was made from.
    public var digest: UInt64? { isBundled ? Lexicon.bundledDigest : nil }

    /// Whether this is the shipped lexicon (`bundled()`).
    let isBundled: Bool

    /// Worked out only when asked (by a lookup): every other command starts without it.
    private static let bundledDigest: UInt64? = {
        guard let text = try? resource(fileName) else { return nil }
        return Lexicon.fnv1a(PrincipalParts.tableText, Lexicon.fnv1a(text))
    }()

    init(entries: [Entry], principalParts: [PrincipalParts], isBundled: Bool) {
        self.isBundled = isBundled
        // Sorted by infinitive, meanings in their order (the file is; entries built by
        // hand may not be), so that lookups can search.
        var sorted = true
        for k in entries.indices.dropFirst() where entries[k].infinitive < entries[k - 1].infinitive {
            sorted = false
            break
        }
        self.entries = sorted ? entries
            : entries.enumerated().sorted { ($0.element.infinitive, $0.offset) < ($1.element.infinitive, $1.offset) }.map(\.element)
        self.principalParts = principalParts
        var count = 0
        var previous: String?
        for e in self.entries where e.infinitive != previous {
            count += 1
            previous = e.infinitive
        }
        self.verbCount = count
        self.conjugator = Conjugator(knowledge: VerbKnowledge(principalParts: principalParts,
                                                              entries: self.entries.map(\.lexicalEntry)))
    }

    /// The meanings of an infinitive, most frequent first; empty if the lexicon lacks it.
    /// The entries are sorted by infinitive (the loader checks it), so this is a binary
    /// search rather than a dictionary built at every start.
    public func entries(for infinitive: String) -> [Entry] {
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].infinitive < infinitive { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < entries.count && entries[end].infinitive == infinitive { end += 1 }
        return Array(entries[low..<end])
    }

    /// Number of distinct infinitives.
    public let verbCount: Int

    /// The lexicon shipped with the package, loaded once per process and shared: it is
    /// immutable, and a program that asks twice (or exits holding it) pays nothing more.
    public static func bundled() throws(VerbDataError) -> Lexicon {
        try shared.get()
    }

    private static let shared: Result<Lexicon, VerbDataError> = {
        do throws(VerbDataError) {
            let parts = PrincipalParts.table
            let entries = try parse(try resource(fileName), principalParts: parts)
            return .success(Lexicon(entries: entries, principalParts: parts, isBundled: true))
        } catch {
            return .failure(error)
        }
    }()

    /// FNV-1a, 64 bits, over the UTF-8 bytes of `text`, continuing from `hash`.
    static func fnv1a(_ text: String, _ hash: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var h = hash
            for b in bytes {
                h ^= UInt64(b)
                h = h &* 0x100_0000_01b3
            }
            return h
        }
    }

    static func resourceURL(_ name: String) -> URL? {
        let dot = name.lastIndex(of: ".")
        let base = dot.map { String(name[..<$0]) } ?? name
        let ext = dot.map { String(name[name.index(after: $0)...]) }
        return ResourceDirectory.file("Resources/" + name)
            ?? Bundle.module.url(forResource: base, withExtension: ext, subdirectory: "Resources")
            ?? Bundle.module.url(forResource: base, withExtension: ext)
    }

    static func resource(_ name: String) throws(VerbDataError) -> String {
        let dot = name.lastIndex(of: ".")
        let base = dot.map { String(name[..<$0]) } ?? name
        let ext = dot.map { String(name[name.index(after: $0)...]) }
        guard let url = ResourceDirectory.file("Resources/" + name)
                ?? Bundle.module.url(forResource: base, withExtension: ext, subdirectory: "Resources")
                ?? Bundle.module.url(forResource: base, withExtension: ext),
              let data = try? Data(contentsOf: url),
              let text = String(data: data, encoding: .utf8) else {
            throw .missingResource(name: name)
        }
        return text
    }

    /// Parses and validates `lexicon.tsv`: infinitive, structure, family, auxiliary, rank,
    /// flags, gloss.
    public static func parse(_ text: String, principalParts: [PrincipalParts], name: String = fileName) throws(VerbDataError) -> [Entry] {
        let tsv = TSV(name: name, text: text)
        let strongBases = Set(principalParts.map(\.infinitive))
        var entries: [Entry] = []
        entries.reserveCapacity(text.utf8.count / 48)
        // Meanings of one infinitive stand together, so duplicates are found by looking
        // back over the current run only.
        var runStart = 0
        try tsv.forEachRecordBytes { (line, raw, f) throws(VerbDataError) in
            guard f.count == 7 else { throw tsv.error(line, raw, "expected 7 tab-separated columns, found \(f.count)") }
            let infinitive = f[0].string
            guard Conjugator.isWellFormedInfinitive(infinitive) else {
                throw tsv.error(line, raw, "'\(infinitive)' is not a lower-case infinitive")
            }
            let structure: LexicalEntry.Structure
            if f[1].hasSegments {
                guard let s = f[1].structure(spelling: f[0]) else {
                    throw tsv.error(line, raw, "structure '\(f[1].string)' does not spell '\(infinitive)' (use | after separable particles, + after an inseparable prefix, ~ after a fused head)")
                }
                structure = s
            } else {
                guard f[1].same(as: f[0]) else {
                    throw tsv.error(line, raw, "structure '\(f[1].string)' does not spell '\(infinitive)' (use | after separable particles, + after an inseparable prefix, ~ after a fused head)")
                }
                structure = LexicalEntry.Structure(base: infinitive)
            }
            let family: Family
            switch true {
            case f[2].equals("weak"): family = .weak
            case f[2].equals("strong"): family = .strong
            case f[2].equals("mixed"): family = .mixed
            case f[2].equals("ieren"): family = .ieren
            case f[2].equals("irregular"): family = .irregular
            default: throw tsv.error(line, raw, "family must be weak, strong, mixed, ieren or irregular")
            }
            if family == .strong || family == .mixed, !strongBases.contains(structure.base) {
                throw tsv.error(line, raw, "'\(structure.base)' is \(family.rawValue) but has no principal parts in the engine's table")
            }
            let auxiliaries: [Auxiliary]
            switch true {
            case f[3].equals("haben"): auxiliaries = Lexicon.haben
            case f[3].equals("sein"): auxiliaries = Lexicon.sein
            case f[3].equals("haben,sein"): auxiliaries = Lexicon.habenSein
            case f[3].equals("sein,haben"): auxiliaries = Lexicon.seinHaben
            default: throw tsv.error(line, raw, "auxiliary must be haben, sein, or both separated by a comma")
            }
            var rank = 0
            for b in f[4] {
                guard b >= 0x30 && b <= 0x39, rank < 100_000_000 else { rank = -1; break }
                rank = rank * 10 + Int(b - 0x30)
            }
            guard rank > 0 else { throw tsv.error(line, raw, "rank must be a positive whole number") }
            var reflexive = false
            var alwaysReflexive = false
            var intransitive = false
            var dative = false
            var noGe = false
            if !f[5].equals("-") {
                for flag in f[5].string.split(separator: ",") {
                    let text = String(flag.trimmingSpaces())
                    switch text {
                    case "sich": reflexive = true; alwaysReflexive = true
                    case "refl": reflexive = true
                    case "intr": intransitive = true
                    case "dat": dative = true
                    case "noge": noGe = true
                    default: throw tsv.error(line, raw, "unknown flag '\(text)' (known: sich, refl, intr, dat, noge)")
                    }
                }
            }
            let gloss = f[6].trimmed.string
            guard !gloss.isEmpty else { throw tsv.error(line, raw, "gloss is empty") }
            if let last = entries.last, last.infinitive != infinitive {
                guard last.infinitive < infinitive else {
                    throw tsv.error(line, raw, "entries must be sorted by infinitive (Unicode order): '\(infinitive)' after '\(last.infinitive)'")
                }
                runStart = entries.count
            }
            for earlier in entries[runStart...] where earlier.family == family && earlier.structure == structure {
                throw tsv.error(line, raw, "duplicate entry for '\(infinitive)'")
            }
            entries.append(Entry(infinitive: infinitive, structure: structure, family: family,
                                 auxiliaries: auxiliaries, rank: rank, isReflexive: reflexive,
                                 isAlwaysReflexive: alwaysReflexive, isIntransitive: intransitive,
                                 isDativeReflexive: dative, noGe: noGe, gloss: gloss))
        }
        return entries
    }

    static let haben: [Auxiliary] = [.haben]
    static let sein: [Auxiliary] = [.sein]
    static let habenSein: [Auxiliary] = [.haben, .sein]
    static let seinHaben: [Auxiliary] = [.sein, .haben]
}
