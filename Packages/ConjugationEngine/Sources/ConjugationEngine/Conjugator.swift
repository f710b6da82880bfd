/// Turns infinitives into `Verb`s: validates the input, finds the verb in the lexicon or
/// analyses it (particles, prefixes, a known base verb, or the regular rules), and
/// derives its simple forms once.
///
/// ```
/// let conjugator = Conjugator(knowledge: knowledge)
/// let verb = try conjugator.verb("zurückschwimmen")   // like schwimmen, with sein
/// verb.form(.präteritumIndikativ, .ich).text            // "schwamm zurück"
/// ```
public struct Conjugator: Sendable {
    public let knowledge: VerbKnowledge

    /// Longest input accepted, in characters ("Donaudampfschifffahrtsgesellschaftskapitänen" has 44).
    public static let maximumLength = 64

    /// The last four letters of every strong, mixed and irregular simplex verb: a cheap first
    /// test before looking for such a verb inside a longer infinitive.
    let strongEndings: Set<String>

    public init(knowledge: VerbKnowledge = .builtIn) {
        self.knowledge = knowledge
        self.strongEndings = Set((Array(knowledge.principalParts.keys) + Array(BuiltIn.names)).map(Conjugator.ending))
    }

    static func ending(_ s: String) -> String {
        String(String.UnicodeScalarView(s.unicodeScalars.suffix(4)))
    }

    /// The verb for an infinitive ("singen", "sich freuen"); for an infinitive with several
    /// meanings that conjugate differently, the first (most frequent) meaning.
    public func verb(_ input: String) throws(ConjugationError) -> Verb {
        let all = try verbs(input)
        return all[0]
    }

    /// Every meaning of an infinitive that the lexicon distinguishes (hängen: hing / hängte),
    /// most frequent first; exactly one for verbs the lexicon does not list.
    ///
    /// A verb that is always reflexive carries its pronoun even when asked for without
    /// "sich" (bedanken → "bedanke mich"); "sich" before a verb that cannot take it
    /// (sein, werden, the modal verbs) is an error.
    public func verbs(_ input: String) throws(ConjugationError) -> [Verb] {
        var (infinitive, reflexive) = try Conjugator.validate(input)
        var known = knowledge.entries[infinitive]
        if known == nil, let modern = modernSpelling(infinitive) {
            infinitive = modern
            known = knowledge.entries[infinitive]
        }
        if reflexive && Conjugator.neverReflexive.contains(infinitive) {
            throw .notReflexive(infinitive)
        }
        if let entries = known, !entries.isEmpty {
            let chosen = reflexive ? Conjugator.reflexiveMeanings(entries).map { entries[$0] } : entries
            return chosen.map { make(reanalysed($0), isKnown: true, reflexive: reflexive || $0.alwaysReflexive) }
        }
        return [make(analyse(infinitive), isKnown: false, reflexive: reflexive)]
    }

    /// The meanings that can carry "sich", as indices into `entries`, best first: those
    /// always used with sich, then those often used with it, then the transitive ones (an
    /// object slot the pronoun can fill). A meaning without an object (hängen, "to be
    /// hanging": hing) cannot be reflexive, so "sich hängen" is the weak "to hang sth.
    /// up": "habe mich gehängt", never "habe mich gehangen". When no meaning qualifies,
    /// all are kept in their order.
    ///
    /// ```swift
    /// Conjugator.reflexiveMeanings(knowledge.entries["hängen"]!)   // [1]
    /// ```
    public static func reflexiveMeanings(_ entries: [LexicalEntry]) -> [Int] {
        func fit(_ e: LexicalEntry) -> Int? {
            if e.alwaysReflexive { return 0 }
            if e.oftenReflexive || e.dativeReflexive { return 1 }
            if e.hasAccusativeObject != false { return 2 }
            return nil
        }
        let fitting = entries.indices.compactMap { i in fit(entries[i]).map { (i, $0) } }
        guard !fitting.isEmpty else { return Array(entries.indices) }
        return fitting.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
    }

    /// Today's spelling of an old or Swiss one: miß- is miss- since 1996 (mißraten →
    /// missraten); ss for ß is Swiss (abschliessen → abschließen) where the ß spelling is
    /// a verb the engine knows. Nil when there is nothing to change.
    func modernSpelling(_ infinitive: String) -> String? {
        if infinitive.contains("miß") { return infinitive.replacingAll("miß", with: "miss") }
        // Other respellings of the 1996 reform: numerieren, plazieren, schneuzen, bleuen, rauh.
        for (old, new) in [("numerier", "nummerier"), ("plazier", "platzier"), ("schneuz", "schnäuz"),
                           ("bleu", "bläu"), ("rauh", "rau")] where infinitive.contains(old) {
            let candidate = infinitive.replacingAll(old, with: new)
            if knowledge.entries[candidate] != nil { return candidate }
        }
        guard infinitive.contains("ss") else { return nil }
        let chars = Array(infinitive)
        for i in chars.indices.dropLast() where chars[i] == "s" && chars[i + 1] == "s" {
            let candidate = String(chars[..<i]) + "ß" + String(chars[(i + 2)...])
            if knowledge.entries[candidate] != nil || knowledge.principalParts[candidate] != nil
                || knownTail(of: candidate).map({ knowledge.principalParts[$0.structure.base] != nil }) == true {
                return candidate
            }
        }
        return nil
    }

    /// Verbs that never take a reflexive pronoun: "sich sein" is no German verb.
    static let neverReflexive: Set<String> = ["sein", "werden", "können", "dürfen", "mögen", "müssen", "sollen", "wollen",
                                              "möchten", "regnen", "schneien", "hageln", "nieseln", "gewittern"]

    /// Verbs said of things and events only, in the 3rd person (geschehen, gelingen, sich
    /// ereignen, es regnet): their other persons and Imperativ are formed by the rules and
    /// listed, but a quiz does not ask them.
    public static let thirdPersonOnly: Set<String> = [
        "geschehen", "gelingen", "misslingen", "glücken", "missglücken", "regnen", "schneien", "hageln",
        "nieseln", "gewittern", "ereignen", "belaufen", "rentieren", "auswirken", "zutragen", "widerfahren",
        "stattfinden", "vonstattengehen", "passieren", "mangeln", "geziemen", "ziemen", "dämmern", "frommen",
    ]

    /// Checks and normalises input: trims, lower-cases, composes umlauts, strips "sich ".
    public static func validate(_ input: String) throws(ConjugationError) -> (infinitive: String, reflexive: Bool) {
        if isWellFormedInfinitive(input) { return (input, false) }
        if input.utf8.count > maximumLength * 8 { throw .tooLong(length: input.count) }
        var text = Substring(input)
        while let f = text.first, f.isWhitespace { text = text.dropFirst() }
        while let l = text.last, l.isWhitespace { text = text.dropLast() }
        if text.isEmpty { throw .empty }
        var reflexive = false
        if text.count > 5, text.prefix(5).lowercased() == "sich ", let f = text.first, f == "s" || f == "S" {
            reflexive = true
            text = text.dropFirst(5)
            while let f = text.first, f.isWhitespace { text = text.dropFirst() }
            if text.isEmpty { throw .empty }
        }
        if text.count > maximumLength { throw .tooLong(length: text.count) }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var previous: Character = "-"
        for ch in text {
            // A letter with a combining mark that has no precomposed form (s̈) is one
            // Character that sorts between s and t: only single scalars are letters here.
            if ch.unicodeScalars.count > 1 && !["ä", "Ä", "ö", "Ö", "ü", "Ü"].contains(ch) {
                throw .invalidCharacter(ch)
            }
            switch ch {
            case "a"..."z": out.append(ch)
            case "A"..."Z": out += ch.lowercased()
            case "ä", "Ä": out += "ä"
            case "ö", "Ö": out += "ö"
            case "ü", "Ü": out += "ü"
            case "ß", "ẞ": out += "ß"
            // A hyphen joins letters of a written compound (e-mailen), never two hyphens
            // or one at either end.
            case "-" where previous != "-": out.append(ch)
            default: throw .invalidCharacter(ch)
            }
            previous = ch
        }
        if out.first == "-" || out.last == "-" { throw .invalidCharacter("-") }
        if let hyphen = out.lastIndex(of: "-") {
            // A hyphen joins a short letter word to a verb (e-mailen, x-en is no verb):
            // the part after it must be a verb of its own, the part before no particle.
            let head = String(out.prefix { $0 != "-" })
            let tail = out[out.index(after: hyphen)...]
            if tail.count < 4 || !tail.dropLast(2).contains(where: Stem.isVowel)
                || particlesLongestFirst.contains(head) || inseparablePrefixes.contains(head) {
                throw .notAnInfinitive(String(text))
            }
        }
        let chars = Array(out)
        let n = chars.count
        guard n >= 3, chars[n - 1] == "n" else { throw .notAnInfinitive(String(text)) }
        let before = chars[n - 2]
        // -en, -n after a vowel (tun), -eln, -ern, and the Austrian diminutives in -erln (busserln).
        let valid = Stem.isVowel(before) || ((before == "l" || before == "r") && chars[n - 3] == "e")
            || (before == "l" && chars[n - 3] == "r" && n > 5)
        guard valid, chars[0..<(n - 1)].contains(where: Stem.isVowel) else { throw .notAnInfinitive(String(text)) }
        return (out, reflexive)
    }

    /// True when `s` is already a normalised infinitive: lower-case letters a–z, ä, ö, ü, ß
    /// (composed), ending in -en, -n after a vowel, -eln, -ern or -erln. Checked on UTF-8
    /// bytes, so the lexicon loads fast.
    public static func isWellFormedInfinitive(_ s: String) -> Bool {
        var letters = 0
        var vowelBeforeLast = false
        var prev2: UInt8 = 0, prev1: UInt8 = 0, last: UInt8 = 0
        var lastWasVowel = false, prevWasVowel = false
        var iterator = s.utf8.makeIterator()
        while let b = iterator.next() {
            var letter: UInt8
            var vowel = false
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"):
                letter = b
                vowel = b == 0x61 || b == 0x65 || b == 0x69 || b == 0x6F || b == 0x75 || b == 0x79
            case 0xC3:
                guard let c = iterator.next() else { return false }
                switch c {
                case 0xA4, 0xB6, 0xBC: vowel = true
                case 0x9F: break
                default: return false
                }
                letter = 0x80 | (c & 0x3F)
            default:
                return false
            }
            letters += 1
            if letters > maximumLength { return false }
            if lastWasVowel { vowelBeforeLast = true }
            prev2 = prev1; prev1 = last; last = letter
            prevWasVowel = lastWasVowel; lastWasVowel = vowel
        }
        guard letters >= 3, last == UInt8(ascii: "n"), vowelBeforeLast || prevWasVowel else { return false }
        if prevWasVowel { return true }
        if (prev1 == UInt8(ascii: "l") || prev1 == UInt8(ascii: "r")) && prev2 == UInt8(ascii: "e") { return true }
        return prev1 == UInt8(ascii: "l") && prev2 == UInt8(ascii: "r") && letters > 5
    }

    // MARK: Analysis

    /// Segments an infinitive the lexicon does not list. A known verb at its end gives
    /// class and auxiliary (zurück|schwimmen like schwimmen); otherwise particles and
    /// prefixes are recognised by form and the base conjugates by rule.
    func analyse(_ infinitive: String) -> LexicalEntry {
        if let known = knownEntry(infinitive) { return known }
        if var inherited = knownTail(of: infinitive) {
            // A particle or prefix may give a verb an object it lacked (lachen, jemanden
            // anlachen, belachen), so an object is not inherited; but the particles of
            // direction and company do not (tanzen, herumtanzen, mittanzen: es wird
            // herumgetanzt, not *ich werde herumgetanzt), so neither is the lack of one,
            // except after an (an inseparable prefix before a known verb makes an entry
            // of its own in knownTail, which knows nothing of its object).
            if inherited.hasAccusativeObject == true || inherited.structure.separable.contains("an") {
                inherited.hasAccusativeObject = nil
            }
            return inherited
        }
        var rest = Substring(infinitive)
        var separable: [String] = []
        var inseparable: String?
        let foreignIeren = isForeignIeren(infinitive)
        if !foreignIeren {
            // Particles are split off while a plausible verb remains (wieder|auf|bauen); only
            // the core particles count here, so auskundschaften stays aus + kundschaften.
            var stripping = true
            while stripping && inseparable == nil {
                stripping = false
                for p in analysisParticlesLongestFirst where rest.hasPrefix(p) {
                    let remainder = rest.dropFirst(p.count)
                    guard Conjugator.isPlausibleBase(remainder) else { continue }
                    if ambiguousDefaultInseparable.contains(p) {
                        inseparable = p
                    } else {
                        separable.append(p)
                        stripping = true
                    }
                    rest = remainder
                    break
                }
            }
            if inseparable == nil {
                for p in ["miss", "emp", "ent", "ver", "zer", "be", "ge", "er"] where rest.hasPrefix(p) {
                    let remainder = rest.dropFirst(p.count)
                    if p.count == 2, let f = remainder.first, Stem.isVowel(f),
                       !Conjugator.isPrefixBeforeVowel(p, remainder) { continue }
                    guard Conjugator.isPlausibleBase(remainder) else { continue }
                    inseparable = p
                    rest = remainder
                    break
                }
            }
        }
        let base = String(rest)
        let family: Family
        var auxiliaries: [Auxiliary] = [.haben]
        if BuiltIn.names.contains(base) {
            family = .irregular
            auxiliaries = [BuiltIn.auxiliary(base)]
        } else if let parts = knowledge.principalParts[base] {
            family = parts.family
            auxiliaries = parts.auxiliaries
        } else if isForeignIeren(base) {
            family = .ieren
        } else {
            family = .weak
        }
        return LexicalEntry(infinitive: infinitive,
                            structure: .init(separable: separable, inseparable: inseparable, base: base),
                            family: family, auxiliaries: auxiliaries)
    }

    /// be- and er- before a vowel are a prefix when a word of its own follows
    /// (be|ampeln, be|äugen, er|obern: beampelt), not in a short loan (beaten, beamen:
    /// gebeatet) or where be- runs into a diphthong (beugen, beuteln, beißen). ge- before
    /// a vowel is part of the stem (geifern: gegeifert).
    static func isPrefixBeforeVowel(_ prefix: String, _ remainder: Substring) -> Bool {
        guard prefix == "be" || prefix == "er", remainder.count >= 5, let f = remainder.first else { return false }
        return !(prefix == "be" && (f == "i" || f == "u"))
    }

    /// -ieren verbs of foreign origin (studieren, no ge-) as opposed to native verbs whose
    /// stem happens to end in -ier- (frieren, schmieren, zieren: gefroren, geschmiert).
    func isForeignIeren(_ s: String) -> Bool {
        guard s.hasSuffix("ieren") else { return false }
        for native in Conjugator.nativeIeren where s.hasSuffix(native) {
            let head = String(s.dropLast(native.count))
            if head.isEmpty || particlesLongestFirst.contains(head) || inseparablePrefixes.contains(head) { return false }
        }
        return s.dropLast(5).contains(where: Stem.isVowel)
    }

    /// Native verbs whose stem ends in -ier- and that take ge- (geschmiert, geziert),
    /// alone or behind a particle or prefix (an|schmieren, ver+zieren); spazieren is a loan.
    static let nativeIeren: [String] = ["schmieren", "zieren", "gieren", "stieren", "frieren", "verlieren", "fieren"]

    /// A remainder that can be a verb on its own: a stem with a vowel before -en/-n.
    static func isPlausibleBase(_ s: Substring) -> Bool {
        guard s.count >= 4, s.last == "n" else { return false }
        let stem = Stem(String(s))
        var root = Substring(stem.stem)
        if stem.kind == .eln || stem.kind == .ern { root = root.dropLast(2) }
        guard root.contains(where: isVowel) else { return false }
        let onset = root.prefix { !isVowel($0) }
        return onset.isEmpty || validOnsets.contains(String(onset))
    }

    /// Consonant clusters a German (or loan) word can begin with; a remainder starting
    /// with anything else (be|lfern, er|nten) is not a verb of its own.
    static let validOnsets: Set<String> = [
        "b", "c", "d", "f", "g", "h", "j", "k", "l", "m", "n", "p", "q", "r", "s", "t", "v", "w", "x", "z",
        "bl", "br", "ch", "chr", "cl", "cr", "dr", "dw", "fl", "fr", "gl", "gn", "gr", "kl", "kn", "kr",
        "pf", "pfl", "pfr", "ph", "pl", "pr", "ps", "qu", "sch", "schl", "schm", "schn", "schr", "schw",
        "sk", "sl", "sm", "sn", "sp", "spl", "spr", "st", "str", "sw", "th", "tr", "tsch", "tw", "wr", "zw",
    ]

    private static func isVowel(_ c: Character) -> Bool { Stem.isVowel(c) }

    /// The longest known verb that ends the infinitive after particles and at most one
    /// inseparable prefix; the result inherits its structure, family and auxiliary.
    func knownTail(of infinitive: String) -> LexicalEntry? {
        let chars = Array(infinitive)
        guard chars.count > 4 else { return nil }
        // First with the core particles only, so that weiter|bauen wins over weit|erbauen;
        // then also with adjectives and nouns as particles (bereit|halten, teil|nehmen).
        for lexical in [false, true] {
            for k in 2..<(chars.count - 2) {
                // A loan in -ieren with a doubled consonant at the seam is one word with an
                // assimilated Latin prefix (an|notieren is annotieren: annotierte).
                if isForeignIeren(infinitive) && chars[k - 1] == chars[k] && !Stem.isVowel(chars[k]) { continue }
                let tail = String(chars[k...])
                guard let entry = knownEntry(tail) else { continue }
                let head = String(chars[..<k])
                guard let (particles, prefix) = parseHead(head, lexical: lexical) else { continue }
                if let prefix {
                    // An inseparable prefix before a separable verb makes the whole verb inseparable,
                    // unless prefix and particle are one longer particle (hinter + her|winken is
                    // hinterher|winken).
                    guard entry.structure.inseparable == nil else { continue }
                    if let first = entry.structure.separable.first, particlesLongestFirst.contains(prefix + first) { continue }
                    let base = entry.structure.separable.joined() + entry.structure.base
                    let auxiliaries: [Auxiliary] = prefix == "be" ? [.haben] : entry.auxiliaries
                    return LexicalEntry(infinitive: infinitive,
                                        structure: .init(separable: particles, inseparable: prefix, base: base),
                                        family: entry.family, auxiliaries: auxiliaries, noGe: entry.noGe)
                }
                return joined(particles, entry, infinitive: infinitive)
            }
        }
        return nil
    }

    private func joined(_ particles: [String], _ entry: LexicalEntry, infinitive: String? = nil) -> LexicalEntry {
        var e = entry
        e.structure.separable = particles + entry.structure.separable
        e.infinitive = infinitive ?? e.structure.infinitive
        return e
    }

    /// A lexicon entry, or what the engine knows of a simplex verb. Of a verb with
    /// several readings, the one most of its listed compounds follow (wenden: the mixed
    /// reading of anwenden, zuwenden, abwenden, so bewenden → bewandte), else the first.
    func knownEntry(_ infinitive: String) -> LexicalEntry? {
        if let all = knowledge.entries[infinitive], let first = all.first {
            if all.count > 1, let family = knowledge.compoundFamilies[infinitive],
               let preferred = all.first(where: { $0.family == family }) {
                return preferred
            }
            return first
        }
        if let p = knowledge.principalParts[infinitive] {
            return LexicalEntry(infinitive: infinitive, structure: .init(base: infinitive),
                                family: p.family, auxiliaries: p.auxiliaries)
        }
        if BuiltIn.names.contains(infinitive) {
            return LexicalEntry(infinitive: infinitive, structure: .init(base: infinitive),
                                family: .irregular, auxiliaries: [BuiltIn.auxiliary(infinitive)])
        }
        return nil
    }

    /// Splits a head into separable particles and an optional final inseparable prefix,
    /// preferring the longest particle at each point that still lets the rest be read
    /// (heraus|an before her|aus|an). Linear in the head's length: which suffixes can be
    /// read is decided once, from the end, so stacked particles (an an an … kommen) never
    /// cost more than one pass.
    func parseHead(_ head: String, lexical: Bool) -> ([String], String?)? {
        let particles = lexical ? headParticleBytes : particleBytes
        let bytes = Array(head.utf8)
        let n = bytes.count
        func hasPrefix(_ p: [UInt8], at i: Int) -> Bool {
            guard i + p.count <= n else { return false }
            for k in 0..<p.count where bytes[i + k] != p[k] { return false }
            return true
        }
        func isInseparable(from i: Int) -> Bool {
            inseparablePrefixBytes.contains { $0.count == n - i && hasPrefix($0, at: i) }
        }
        // readable[i]: head[i...] is particles, optionally ending in an inseparable prefix.
        var readable = [Bool](repeating: false, count: n + 1)
        readable[n] = true
        if n > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                readable[i] = isInseparable(from: i) || particles.contains { hasPrefix($0.bytes, at: i) && readable[i + $0.bytes.count] }
            }
        }
        guard readable[0] else { return nil }
        var found: [String] = []
        var i = 0
        while i < n {
            if let p = particles.first(where: { hasPrefix($0.bytes, at: i) && readable[i + $0.bytes.count] }) {
                if p.ambiguousInseparable && i + p.bytes.count == n { return (found, p.text) }
                found.append(p.text)
                i += p.bytes.count
                continue
            }
            return (found, String(decoding: bytes[i...], as: UTF8.self))
        }
        return (found, nil)
    }

    // MARK: Building

    /// A lexicon entry given as an unsegmented weak verb although it ends in a known strong,
    /// mixed or irregular verb behind particles (stehenbleiben, heiligsprechen, übelnehmen)
    /// is that compound: the lexicon lacked its segmentation, not its class.
    func reanalysed(_ entry: LexicalEntry) -> LexicalEntry {
        guard entry.family == .weak, entry.structure.separable.isEmpty, entry.structure.inseparable == nil,
              !entry.noGe, strongEndings.contains(Conjugator.ending(entry.infinitive)),
              let compound = knownTail(of: entry.infinitive),
              !compound.structure.separable.isEmpty, compound.structure.inseparable == nil,
              compound.family == .strong || compound.family == .mixed || compound.family == .irregular
        else { return entry }
        var result = compound
        result.auxiliaries = entry.auxiliaries
        result.hasAccusativeObject = entry.hasAccusativeObject
        result.passiveMeaning = entry.passiveMeaning
        return result
    }

    /// A base that the lexicon itself lists with an inseparable prefix or without ge-
    /// passes that on: an|gewöhnen is an|ge+wöhnen (angewöhnt), aus|posaunen stays
    /// without ge- (ausposaunt).
    func resolveBase(_ entry: inout LexicalEntry) {
        guard entry.structure.inseparable == nil, !entry.structure.separable.isEmpty,
              let base = knowledge.entries[entry.structure.base]?.first(where: { $0.family == entry.family }),
              base.structure.separable.isEmpty else { return }
        if base.noGe { entry.noGe = true }
        guard let prefix = base.structure.inseparable else { return }
        if entry.family == .strong || entry.family == .mixed,
           knowledge.principalParts[base.structure.base] == nil { return }
        entry.structure.inseparable = prefix
        entry.structure.inseparableParts = base.structure.inseparableParts
        entry.structure.base = base.structure.base
    }

    func make(_ entry: LexicalEntry, isKnown: Bool, reflexive: Bool) -> Verb {
        var entry = entry
        resolveBase(&entry)
        let s = entry.structure
        var parts: PrincipalParts?
        var simple: SimpleForms
        let baseStem = Stem(s.base)
        switch entry.family {
        case .irregular where BuiltIn.names.contains(s.base):
            simple = BuiltIn.forms(s.base) ?? SimpleForms.weak(baseStem, ge: true)
        case .strong, .mixed, .irregular:
            if let p = knowledge.principalParts[s.base] {
                parts = p
                simple = SimpleForms.fromPrincipalParts(p)
            } else if let b = BuiltIn.forms(s.base) {
                simple = b
            } else {
                simple = SimpleForms.weak(baseStem, ge: true)
            }
        case .weak, .ieren:
            simple = SimpleForms.weak(baseStem, ge: entry.family == .weak && !entry.noGe)
        }
        if BuiltIn.modals.contains(s.base) && (s.inseparable != nil || !s.separable.isEmpty) {
            // A compound of a modal verb is no modal verb (bedürfen, vermögen, umhinkönnen):
            // it has the wir and Sie Imperativ of the infinitive.
            simple.imperativ = [[], [simple.infinitive], [], [simple.infinitive]]
        }
        if let prefix = s.inseparable {
            simple = simple.prefixed(prefix, baseInfinitive: s.base)
        } else if entry.noGe {
            simple.perfektpartizip = simple.perfektpartizip.map { SimpleForms.droppingGe($0, of: s.base) }
        }
        if let head = s.fused { simple = simple.fused(head) }
        return Verb(infinitive: entry.infinitive, structure: s, family: entry.family,
                    auxiliaries: entry.auxiliaries, isKnown: isKnown, isReflexive: reflexive,
                    isAlwaysReflexive: entry.alwaysReflexive, isDativeReflexive: entry.dativeReflexive,
                    isOftenReflexive: entry.oftenReflexive,
                    hasAccusativeObject: entry.hasAccusativeObject, passiveMeaning: entry.passiveMeaning,
                    principalParts: parts, simple: simple, regularGe: !(entry.family == .ieren || entry.noGe),
                    // The weak paradigm of the same base, with ge- where `regular` puts it,
                    // the same prefix and head: `regular` itself. (noGe's droppingGe leaves
                    // a participle built without ge- as it is.)
                    formsAreRegular: (entry.family == .weak || entry.family == .ieren) && !BuiltIn.modals.contains(s.base))
    }
}
