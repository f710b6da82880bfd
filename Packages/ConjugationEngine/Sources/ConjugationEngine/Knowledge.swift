/// How a verb conjugates, as a learner's grammar classifies it.
public enum Family: String, CaseIterable, Sendable, Hashable, Codable {
    /// Regular: -te in the Präteritum, ge-…-t (lernen, lernte, gelernt).
    case weak
    /// Ablaut in the Präteritum and usually the participle (singen, sang, gesungen).
    case strong
    /// Weak endings on a changed stem (bringen, brachte, gebracht).
    case mixed
    /// Weak verbs in -ieren, without ge- (studieren, studierte, studiert).
    case ieren
    /// sein, haben, werden, tun, wissen and the modal verbs.
    case irregular
}

/// The auxiliary of the perfect tenses.
public enum Auxiliary: String, CaseIterable, Sendable, Hashable, Codable {
    case haben, sein
}

/// The principal parts of a strong, mixed or irregular simplex verb, from which the
/// engine derives every form. Columns with alternatives list the preferred one first.
///
/// ```
/// PrincipalParts(infinitive: "geben", präsens: [.init(du: "gibst", er: "gibt")],
///                präteritum: ["gab"], konjunktivII: ["gäbe"],
///                perfektpartizip: ["gegeben"], imperativ: ["gib"],
///                auxiliaries: [.haben], family: .strong)
/// ```
public struct PrincipalParts: Sendable, Hashable {
    /// The changed 2nd/3rd person singular Präsens (du fährst, er fährt).
    public struct Präsens: Sendable, Hashable {
        public var du: String
        public var er: String
        public init(du: String, er: String) { self.du = du; self.er = er }
    }

    public var infinitive: String
    /// Empty when the Präsens is regular; otherwise the changed du/er forms. An alternative
    /// with empty strings stands for the regular forms (backen: backst or bäckst).
    public var präsens: [Präsens]
    /// 1st/3rd person singular: "sang", "brachte". Forms in -te take weak endings.
    public var präteritum: [String]
    /// 1st person singular Konjunktiv II: "sänge", "brächte".
    public var konjunktivII: [String]
    /// "gesungen", "gebracht", "begonnen".
    public var perfektpartizip: [String]
    /// The du-Imperativ where it differs from the regular one ("gib", "lies"); empty otherwise.
    /// An empty string among alternatives stands for the regular form.
    public var imperativ: [String]
    public var auxiliaries: [Auxiliary]
    public var family: Family

    public init(infinitive: String, präsens: [Präsens] = [], präteritum: [String],
                konjunktivII: [String], perfektpartizip: [String], imperativ: [String] = [],
                auxiliaries: [Auxiliary] = [.haben], family: Family = .strong) {
        self.infinitive = infinitive
        self.präsens = präsens
        self.präteritum = präteritum
        self.konjunktivII = konjunktivII
        self.perfektpartizip = perfektpartizip
        self.imperativ = imperativ
        self.auxiliaries = auxiliaries
        self.family = family
    }
}

/// What the lexicon says about one verb (one meaning of it): how it is built from
/// particles, prefixes and a base verb, how it conjugates, and its auxiliary.
public struct LexicalEntry: Sendable, Hashable {
    /// How the infinitive is segmented. Separable particles first, then at most one
    /// inseparable prefix, then the base: "wieder|auf|bauen", "an|er+kennen", "über+setzen".
    public struct Structure: Sendable, Hashable {
        public var separable: [String]
        /// The inseparable prefixes as one (missver for miss+ver+stehen).
        public var inseparable: String?
        public var base: String
        /// A head written together with every form that still takes ge- after it in the
        /// participle, as back-formations do (urauf~führen: uraufführte, uraufgeführt;
        /// not~landen: notlandete, notgelandet).
        public var fused: String?
        /// The inseparable prefixes one by one, as written: ["miss", "ver"].
        public var inseparableParts: [String]

        public init(separable: [String] = [], inseparable: String? = nil, base: String, fused: String? = nil,
                    inseparableParts: [String]? = nil) {
            self.separable = separable
            self.inseparable = inseparable
            self.base = base
            self.fused = fused
            self.inseparableParts = inseparableParts ?? inseparable.map { [$0] } ?? []
        }

        /// Parses the lexicon notation: `|` ends a separable particle, `+` an inseparable
        /// prefix, `~` a fused head (first, and then no particles); stacked inseparable
        /// prefixes (miss+ver+stehen) act as one.
        public init?(notation: String) {
            var separable: [String] = []
            var inseparable: [String] = []
            var fused: String?
            var segmentStart = notation.utf8.startIndex
            var index = segmentStart
            let utf8 = notation.utf8
            while index != utf8.endIndex {
                let b = utf8[index]
                if b == UInt8(ascii: "|") || b == UInt8(ascii: "+") || b == UInt8(ascii: "~") {
                    guard segmentStart != index else { return nil }
                    let segment = String(notation[segmentStart..<index])
                    if b == UInt8(ascii: "|") {
                        guard inseparable.isEmpty, fused == nil else { return nil }
                        separable.append(segment)
                    } else if b == UInt8(ascii: "~") {
                        guard fused == nil, separable.isEmpty, inseparable.isEmpty else { return nil }
                        fused = segment
                    } else {
                        inseparable.append(segment)
                    }
                    segmentStart = utf8.index(after: index)
                }
                index = utf8.index(after: index)
            }
            let base = String(notation[segmentStart...])
            guard base.utf8.count >= 2 else { return nil }
            self.init(separable: separable, inseparable: inseparable.isEmpty ? nil : inseparable.joined(), base: base,
                      fused: fused, inseparableParts: inseparable)
        }

        /// The notation this structure was parsed from: "an|er+kennen", "miss+ver+stehen".
        public var notation: String {
            let prefixes = inseparableParts.joined() == (inseparable ?? "") ? inseparableParts : inseparable.map { [$0] } ?? []
            return (fused.map { $0 + "~" } ?? "") + separable.map { $0 + "|" }.joined()
                + prefixes.map { $0 + "+" }.joined() + base
        }

        /// The infinitive the structure spells.
        public var infinitive: String {
            (fused ?? "") + separable.joined() + (inseparable ?? "") + base
        }
    }

    public var infinitive: String
    public var structure: Structure
    public var family: Family
    public var auxiliaries: [Auxiliary]
    /// True where the participle takes no ge- although nothing in the structure says so
    /// (prophezeien → prophezeit, posaunen → posaunt).
    public var noGe: Bool
    /// True for a verb that is always used with sich (sich bedanken, sich beeilen): its
    /// forms carry the pronoun even when it is asked for without one.
    public var alwaysReflexive: Bool
    /// True for a meaning used with sich, often or always (sich freuen, sich waschen): with
    /// "sich" in the input it is preferred to a meaning without an object slot. Without an
    /// accusative object its bare use has no passive either: *es wird gefreut, *es wird
    /// genähert.
    public var oftenReflexive: Bool = false
    /// True where the reflexive pronoun is a dative (sich etwas merken: ich merke mir).
    public var dativeReflexive: Bool
    /// Whether the verb takes an accusative object, which decides its passive: true for
    /// singen (das Lied wird gesungen, every person), false for tanzen (es wird getanzt,
    /// the impersonal third person only); nil where nothing says, as for a verb no list
    /// contains, which then counts as transitive unless its auxiliary is sein.
    public var hasAccusativeObject: Bool?
    /// What the verb's meaning allows of the passive: an action on its object (both
    /// passives), a state (kennen: no Zustandspassiv) or a possession (besitzen: none).
    public var passiveMeaning: PassiveMeaning

    public init(infinitive: String, structure: Structure, family: Family,
                auxiliaries: [Auxiliary], noGe: Bool = false, alwaysReflexive: Bool = false,
                dativeReflexive: Bool = false, oftenReflexive: Bool = false, hasAccusativeObject: Bool? = nil,
                passiveMeaning: PassiveMeaning = .action) {
        self.passiveMeaning = passiveMeaning
        self.oftenReflexive = oftenReflexive
        self.dativeReflexive = dativeReflexive
        self.infinitive = infinitive
        self.structure = structure
        self.family = family
        self.auxiliaries = auxiliaries
        self.noGe = noGe
        self.alwaysReflexive = alwaysReflexive
        self.hasAccusativeObject = hasAccusativeObject
    }
}

/// Everything the engine knows beyond its rules: principal parts of irregular verbs and
/// the lexicon's entries. `builtIn` holds the engine's own table; VerbData adds its
/// lexicon of ten thousand verbs. Built once, then shared read-only.
public struct VerbKnowledge: Sendable {
    /// Principal parts by simplex infinitive.
    public private(set) var principalParts: [String: PrincipalParts]
    /// Lexicon entries by infinitive; several meanings of one infinitive keep file order.
    public private(set) var entries: EntryTable
    /// For a base verb with readings of different families (wenden: weak and mixed), the
    /// family most of its listed compounds take; unlisted compounds follow it.
    public var compoundFamilies: [String: Family] { compoundFamiliesSource() }
    private let compoundFamiliesSource: @Sendable () -> [String: Family]

    public init(principalParts: [PrincipalParts] = [], entries: [LexicalEntry] = []) {
        self.principalParts = [:]
        for p in principalParts { self.principalParts[p.infinitive] = p }
        let table = EntryTable(entries)
        self.entries = table
        let families = VerbKnowledge.compoundFamilies(of: entries, table: table)
        compoundFamiliesSource = { families }
    }

    /// Knowledge whose entries are found by `lookup` (the meanings of an infinitive in
    /// order, empty when none is listed) rather than held in an array: a lexicon that
    /// parses a row only when its verb is asked for starts without reading ten thousand.
    /// `compoundFamilies` is asked only for an unlisted compound of a base verb with
    /// readings of different families (bewenden), so it may be worked out late.
    ///
    /// ```swift
    /// let knowledge = VerbKnowledge(principalParts: PrincipalParts.table,
    ///                               lookup: { $0 == "anwenden" ? [anwenden] : [] },
    ///                               compoundFamilies: { [:] })
    /// ```
    public init(principalParts: [PrincipalParts],
                lookup: @escaping @Sendable (String) -> [LexicalEntry],
                compoundFamilies: @escaping @Sendable () -> [String: Family]) {
        self.principalParts = [:]
        for p in principalParts { self.principalParts[p.infinitive] = p }
        entries = EntryTable(lookup: lookup)
        compoundFamiliesSource = compoundFamilies
    }

    /// For each base verb whose listed readings differ in family, the family most of its
    /// listed compounds take.
    public static func compoundFamilies(of entries: [LexicalEntry]) -> [String: Family] {
        compoundFamilies(of: entries, table: EntryTable(entries))
    }

    private static func compoundFamilies(of entries: [LexicalEntry], table: EntryTable) -> [String: Family] {
        // Bases whose readings differ in family are few (wenden, senden, hängen): find
        // them first, so that the ten thousand compounds cost one set lookup each.
        var multiReading: Set<String> = []
        table.forEachInfinitive { infinitive, readings in
            if readings.count > 1, let first = readings.first, readings.contains(where: { $0.family != first.family }) { multiReading.insert(infinitive) }
        }
        var counts: [String: [Family: Int]] = [:]
        for e in entries where multiReading.contains(e.structure.base) && e.structure.base != e.infinitive {
            counts[e.structure.base, default: [:]][e.family, default: 0] += 1
        }
        return counts.compactMapValues { tally in
            tally.max { $0.value != $1.value ? $0.value < $1.value : $0.key.rawValue > $1.key.rawValue }?.key
        }
    }

    /// The engine's own knowledge, without a lexicon: the principal parts of every strong,
    /// mixed and lexicalised prefixed verb (`PrincipalParts.table`), on top of the verbs the
    /// rules build in (sein, haben, werden, tun, wissen and the modals). Compounds of these
    /// verbs (ankommen, verstehen, zurückschwimmen) are analysed from them.
    public static let builtIn = VerbKnowledge(principalParts: PrincipalParts.table)
}

/// Lexicon entries sorted by infinitive and found by binary search: building it at every
/// start costs a check of the order, where a dictionary would hash ten thousand strings.
///
/// ```swift
/// let table = EntryTable([LexicalEntry(infinitive: "singen", structure: .init(base: "singen"),
///                                      family: .strong, auxiliaries: [.haben])])
/// table["singen"]?.count   // 1
/// table["gehen"]           // nil
/// ```
public struct EntryTable: Sendable {
    /// Sorted by the infinitive's UTF-8 bytes; meanings of one infinitive in given order.
    private let sorted: [LexicalEntry]
    /// Finds the meanings instead of `sorted`, for a table that is not held in memory.
    private let lookup: (@Sendable (String) -> [LexicalEntry])?

    /// A table whose meanings `lookup` finds (empty when none is listed); it cannot be
    /// walked (`forEachInfinitive` sees nothing) and counts no entries.
    public init(lookup: @escaping @Sendable (String) -> [LexicalEntry]) {
        sorted = []
        self.lookup = lookup
    }

    /// The entries, sorted here unless they already are (a lexicon file is).
    public init(_ entries: [LexicalEntry]) {
        lookup = nil
        var inOrder = true
        for k in entries.indices.dropFirst() where EntryTable.precedes(entries[k].infinitive, entries[k - 1].infinitive) {
            inOrder = false
            break
        }
        sorted = inOrder ? entries : entries.enumerated().sorted {
            $0.element.infinitive == $1.element.infinitive ? $0.offset < $1.offset
                : EntryTable.precedes($0.element.infinitive, $1.element.infinitive)
        }.map(\.element)
    }

    /// The meanings of an infinitive in order, or nil when none is listed.
    public subscript(_ infinitive: String) -> [LexicalEntry]? {
        if let lookup {
            let found = lookup(infinitive)
            return found.isEmpty ? nil : found
        }
        let range = self.range(of: infinitive)
        return range.isEmpty ? nil : Array(sorted[range])
    }

    /// Number of entries (meanings, not infinitives).
    public var count: Int { sorted.count }

    /// Calls `body` once per infinitive with its meanings, in sorted order.
    public func forEachInfinitive(_ body: (String, ArraySlice<LexicalEntry>) -> Void) {
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count && sorted[end].infinitive == sorted[start].infinitive { end += 1 }
            body(sorted[start].infinitive, sorted[start..<end])
            start = end
        }
    }

    private func range(of infinitive: String) -> Range<Int> {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if EntryTable.precedes(sorted[mid].infinitive, infinitive) { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < sorted.count && sorted[end].infinitive == infinitive { end += 1 }
        return low..<end
    }

    /// Byte order of UTF-8, which is the order of the scalars: no Unicode comparison.
    static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in
            let n = min(x.count, y.count)
            var i = 0
            while i < n {
                if x[i] != y[i] { return x[i] < y[i] }
                i += 1
            }
            return x.count < y.count
        } }
    }
}
