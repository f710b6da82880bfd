import ConjugationEngine
import Foundation
import Installation

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
        /// What the meaning allows of the passive: kennen `.state` (no Zustandspassiv),
        /// besitzen `.possession` (no passive), folgen `.dativeAction` (dem Rat wird
        /// gefolgt); from the flags `stat`, `poss` and `dpas`.
        public var passiveMeaning: PassiveMeaning = .action
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
                         dativeReflexive: isDativeReflexive, oftenReflexive: isReflexive,
                         hasAccusativeObject: !isIntransitive,
                         passiveMeaning: passiveMeaning)
        }
    }

    /// The lexicon resource.
    public static let fileName = "lexicon.tsv"

    /// All entries in file order (alphabetical); meanings of one infinitive in preference order.
    /// The shipped lexicon parses its rows only when this is first asked for: `conjugate
    /// singen` reads the two rows it needs.
    public var entries: [Entry] { storage.entries }
    /// The entries, held or read from the file's rows when asked.
    let storage: Storage
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
    public var digest: UInt64? { isBundled ? storage.digest ?? Lexicon.bundledDigest : nil }

    /// Whether this is the shipped lexicon (`bundled()`).
    let isBundled: Bool

    /// Worked out from the file's bytes once, when the shipped lexicon is loaded.
    private static var bundledDigest: UInt64? {
        guard let bytes = try? resourceBytes(fileName) else { return nil }
        return Lexicon.fnv1a(PrincipalParts.tableText, Lexicon.fnv1a(bytes))
    }

    init(entries: [Entry], principalParts: [PrincipalParts], isBundled: Bool, digest: UInt64? = nil) {
        self.isBundled = isBundled
        // Sorted by infinitive, meanings in their order (the file is; entries built by
        // hand may not be), so that lookups can search.
        var sorted = true
        for k in entries.indices.dropFirst() where entries[k].infinitive < entries[k - 1].infinitive {
            sorted = false
            break
        }
        let inOrder = sorted ? entries
            : entries.enumerated().sorted { ($0.element.infinitive, $0.offset) < ($1.element.infinitive, $1.offset) }.map(\.element)
        self.principalParts = principalParts
        self.storage = Storage(entries: inOrder, digest: digest)
        self.conjugator = Conjugator(knowledge: VerbKnowledge(principalParts: principalParts,
                                                              entries: inOrder.map(\.lexicalEntry)))
    }

    /// The shipped lexicon over its rows, each parsed when its verb is first asked for.
    /// Only for rows already validated in full: the form index, recorded from a lexicon
    /// that passed `parse`, carries the digest of exactly these bytes.
    init(rows: LexiconRows, principalParts: [PrincipalParts]) {
        isBundled = true
        self.principalParts = principalParts
        let storage = Storage(rows: rows, principalParts: principalParts)
        self.storage = storage
        conjugator = Conjugator(knowledge: VerbKnowledge(
            principalParts: principalParts,
            lookup: { infinitive in storage.lexicalEntries(for: infinitive) },
            compoundFamilies: { storage.compoundFamilies }))
    }

    /// This lexicon with every entry parsed and held in memory, for work that visits many
    /// verbs (a batch of thousands): the same entries, found without reading a row twice.
    public func loadedInFull() -> Lexicon {
        guard storage.readsRows else { return self }
        return storage.full { Lexicon(entries: entries, principalParts: principalParts, isBundled: isBundled, digest: storage.digest) }
    }

    /// The meanings of an infinitive, most frequent first; empty if the lexicon lacks it.
    /// The entries are sorted by infinitive (the loader checks it), so this is a binary
    /// search rather than a dictionary built at every start.
    public func entries(for infinitive: String) -> [Entry] {
        storage.entries(for: infinitive)
    }

    /// Binary search of `entries`, sorted by infinitive.
    static func entries(for infinitive: String, in entries: [Entry]) -> [Entry] {
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
    public var verbCount: Int { storage.verbCount }

    /// The lexicon shipped with the package, loaded once per process and shared: it is
    /// immutable, and a program that asks twice (or exits holding it) pays nothing more.
    public static func bundled() throws(VerbDataError) -> Lexicon {
        try shared.get()
    }

    private static let shared: Result<Lexicon, VerbDataError> = {
        do throws(VerbDataError) {
            return .success(try load(try resourceBytes(fileName), principalParts: PrincipalParts.table,
                                     recordedDigest: ShippedForms.recordedDigest()))
        } catch {
            return .failure(error)
        }
    }()

    /// The shipped lexicon from its file's bytes. Rows checked in full before they shipped
    /// (their digest is `recordedDigest`, the form index's) are read one verb at a time;
    /// any other file is validated in full first, and a malformed row is an error.
    static func load(_ bytes: [UInt8], principalParts: [PrincipalParts], recordedDigest: UInt64?) throws(VerbDataError) -> Lexicon {
        let digest = Lexicon.fnv1a(PrincipalParts.tableText, Lexicon.fnv1a(bytes))
        if recordedDigest == digest, let rows = LexiconRows(bytes: bytes, digest: digest) {
            return Lexicon(rows: rows, principalParts: principalParts)
        }
        let entries = try parse(String(decoding: bytes, as: UTF8.self), principalParts: principalParts)
        return Lexicon(entries: entries, principalParts: principalParts, isBundled: true, digest: digest)
    }

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

    /// This module's resources beside the running program (`VerbData_VerbData.resources`).
    static let resources = ResourceDirectory(module: "VerbData")

    /// Throws `.missingResourceDirectory` when the program runs without the lexicon's
    /// resources, without loading them: a program can say so before it starts its work.
    public static func checkResources() throws(VerbDataError) {
        guard resources.exists else { throw .missingResourceDirectory(resources.path) }
    }

    /// A file of the lexicon's resources, or nil.
    static func resourceURL(_ name: String) -> URL? { resources.file("Resources/" + name) }

    /// FNV-1a over bytes, continuing from `hash`.
    static func fnv1a(_ bytes: [UInt8], _ hash: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        bytes.withUnsafeBufferPointer { buffer in
            var h = hash
            for b in buffer {
                h ^= UInt64(b)
                h = h &* 0x100_0000_01b3
            }
            return h
        }
    }

    /// The bytes of a resource file; a program without its resource directory is told so,
    /// with the path where the directory should be.
    static func resourceBytes(_ name: String) throws(VerbDataError) -> [UInt8] {
        guard resources.exists else { throw .missingResourceDirectory(resources.path) }
        guard let url = resourceURL(name), let data = try? Data(contentsOf: url) else {
            throw .missingResource(name: name)
        }
        return [UInt8](data)
    }

    static func resource(_ name: String) throws(VerbDataError) -> String {
        guard let text = String(bytes: try resourceBytes(name), encoding: .utf8) else { throw .missingResource(name: name) }
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
            let entry = try Lexicon.entry(f, line: line, raw: raw, in: tsv, isStrongBase: { strongBases.contains($0) })
            let infinitive = entry.infinitive
            let structure = entry.structure, family = entry.family
            if let last = entries.last, last.infinitive != infinitive {
                guard last.infinitive < infinitive else {
                    throw tsv.error(line, raw, "entries must be sorted by infinitive (Unicode order): '\(infinitive)' after '\(last.infinitive)'")
                }
                runStart = entries.count
            }
            // Two meanings may share a structure and family when one is always reflexive
            // and the other is not (sich beschweren, to complain; etw. beschweren, to weigh down).
            for earlier in entries[runStart...] where earlier.family == family && earlier.structure == structure
                && earlier.isAlwaysReflexive == entry.isAlwaysReflexive {
                throw tsv.error(line, raw, "duplicate entry for '\(infinitive)'")
            }
            entries.append(entry)
        }
        return entries
    }

    /// One row's entry, each field checked; the order of rows is the caller's to check.
    ///
    /// A row already checked (`checked`: the shipped rows, which passed this function in
    /// full before they shipped) skips the checks that cost most: the infinitive's
    /// letters and the strong base's principal parts.
    static func entry(_ f: [UnsafeBufferPointer<UInt8>], line: Int, raw: UnsafeBufferPointer<UInt8>, in tsv: TSV,
                      checked: Bool = false, isStrongBase: (String) -> Bool) throws(VerbDataError) -> Entry {
        guard f.count == 7 else { throw tsv.error(line, raw, "expected 7 tab-separated columns, found \(f.count)") }
        let infinitive = f[0].string
        guard checked || Conjugator.isWellFormedInfinitive(infinitive) else {
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
        if !checked, family == .strong || family == .mixed, !isStrongBase(structure.base) {
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
        var passiveMeaning = PassiveMeaning.action
        if !f[5].equals("-") {
            // Comma-separated, spaces allowed around each flag; compared as bytes.
            var start = 0
            let flags = f[5]
            for k in 0...flags.count where k == flags.count || flags[k] == UInt8(ascii: ",") {
                let flag = UnsafeBufferPointer(rebasing: flags[start..<k]).trimmed
                start = k + 1
                if flag.isEmpty { continue }
                switch true {
                case flag.equals("sich"): reflexive = true; alwaysReflexive = true
                case flag.equals("refl"): reflexive = true
                case flag.equals("intr"): intransitive = true
                case flag.equals("dat"): dative = true
                case flag.equals("noge"): noGe = true
                case flag.equals("stat"): if passiveMeaning == .action { passiveMeaning = .state }
                case flag.equals("poss"): passiveMeaning = .possession
                case flag.equals("dpas"): if passiveMeaning != .possession { passiveMeaning = .dativeAction }
                default: throw tsv.error(line, raw, "unknown flag '\(flag.string)' (known: sich, refl, intr, dat, noge, stat, poss, dpas)")
                }
            }
        }
        let gloss = f[6].trimmed.string
        guard !gloss.isEmpty else { throw tsv.error(line, raw, "gloss is empty") }
        return Entry(infinitive: infinitive, structure: structure, family: family,
                     auxiliaries: auxiliaries, rank: rank, isReflexive: reflexive,
                     isAlwaysReflexive: alwaysReflexive, isIntransitive: intransitive,
                     isDativeReflexive: dative, passiveMeaning: passiveMeaning, noGe: noGe, gloss: gloss)
    }

    static let haben: [Auxiliary] = [.haben]
    static let sein: [Auxiliary] = [.sein]
    static let habenSein: [Auxiliary] = [.haben, .sein]
    static let seinHaben: [Auxiliary] = [.sein, .haben]
}
