/// A parsed verb, ready to conjugate. Parsing happens once, in `Conjugator`; after that,
/// asking for a form never fails.
///
/// ```
/// let verb = try Conjugator().verb("ankommen")
/// verb.form(.präsensIndikativ, .ich).text    // "komme an"
/// verb.form(.perfektpartizip, nil).text      // "angekommen"
/// ```
public struct Verb: Sendable {
    /// What a verb is made of, shared by all its copies: a copy of a Verb counts one
    /// reference, not one for each of its strings and arrays (the batch copies verbs
    /// out of the lexicon's memo for every line). Never changed after it is made, so it is
    /// safe to share between threads; its forms' bytes are in memory it owns, which does
    /// not move while it lives.
    final class Storage: @unchecked Sendable {
        // Each is described at the accessor of its name below.
        let infinitive: String
        let structure: LexicalEntry.Structure
        let family: Family
        let auxiliaries: [Auxiliary]
        let isKnown: Bool
        let isReflexive: Bool
        let isAlwaysReflexive: Bool
        let isDativeReflexive: Bool
        let principalParts: PrincipalParts?
        let accusativeObject: Bool?
        let passiveMeaning: PassiveMeaning
        let passive: Passive
        let simple: SimpleForms
        let regularGe: Bool
        let formsAreRegular: Bool
        let particle: String
        let joinedParticles: String
        let finite: [String]
        let imperativ: [String]
        let participle: String
        let presentParticiple: String
        let joinedInfinitive: String
        let arena: UnsafeBufferPointer<UInt8>
        let spans: UnsafeBufferPointer<Int32>

        init(infinitive: String, structure: LexicalEntry.Structure, family: Family, auxiliaries: [Auxiliary],
             isKnown: Bool, isReflexive: Bool, isAlwaysReflexive: Bool = false, isDativeReflexive: Bool = false,
             isOftenReflexive: Bool = false, hasAccusativeObject: Bool? = nil, passiveMeaning: PassiveMeaning = .action,
             principalParts: PrincipalParts?, simple: SimpleForms, regularGe: Bool, formsAreRegular: Bool = false) {
            self.formsAreRegular = formsAreRegular
            self.isAlwaysReflexive = isAlwaysReflexive
            self.isDativeReflexive = isDativeReflexive
            self.accusativeObject = hasAccusativeObject
            self.passiveMeaning = passiveMeaning
            let pronouns = isDativeReflexive ? Verb.dativePronouns : Verb.reflexivePronouns
            let imperativPronouns = isDativeReflexive ? Verb.dativeImperativPronouns : Verb.imperativPronouns
            self.infinitive = infinitive
            self.structure = structure
            self.family = family
            // A reflexive perfect takes haben: "hat sich ausgewachsen", never "ist sich …".
            self.auxiliaries = auxiliaries.isEmpty || isReflexive || isAlwaysReflexive ? [.haben] : auxiliaries
            self.isKnown = isKnown
            self.isReflexive = isReflexive
            self.passive = Passive(infinitive: infinitive, structure: structure, auxiliaries: self.auxiliaries,
                                   isReflexive: isReflexive || isAlwaysReflexive
                                       || (isOftenReflexive && hasAccusativeObject == false),
                                   hasAccusativeObject: hasAccusativeObject,
                                   passiveMeaning: passiveMeaning)
            self.principalParts = principalParts
            self.simple = simple
            self.regularGe = regularGe
            var particle = ""
            for (k, p) in structure.separable.enumerated() {
                particle += p
                // Stacked particles after wieder are written apart: "baue wieder auf".
                if p == "wieder" && k < structure.separable.count - 1 { particle += " " }
            }
            self.particle = particle
            let joined = structure.separable.joined()
            self.joinedParticles = joined
            let particleSuffix = particle.isEmpty ? "" : " " + particle
            func word(_ w: String, _ pronoun: String?) -> String {
                guard let pronoun else { return particleSuffix.isEmpty ? w : w + particleSuffix }
                return w + " " + pronoun + particleSuffix
            }
            var finite: [String] = []
            finite.reserveCapacity(24)
            for tense in [simple.präsens, simple.präteritum, simple.konjunktivI, simple.konjunktivII] {
                for i in 0..<6 { finite.append(word(tense[i][0], isReflexive ? pronouns[i] : nil)) }
            }
            self.finite = finite
            self.imperativ = (0..<4).map { k in
                simple.imperativ.count > k && !simple.imperativ[k].isEmpty
                    ? word(simple.imperativ[k][0], isReflexive ? imperativPronouns[k] : nil) : ""
            }
            self.participle = joined + simple.perfektpartizip[0]
            self.presentParticiple = joined + simple.präsenspartizip
            self.joinedInfinitive = joined + simple.infinitive
            // One block of UTF-8 for all 79 preferred forms: the 31 simple ones, then the 48
            // compound forms assembled once from the auxiliaries' words, so that every later
            // request is a single copy.
            let isSein = self.auxiliaries[0] == .sein
            let perfectWords = isSein ? AuxiliaryWords.sein : AuxiliaryWords.haben
            let werden = AuxiliaryWords.werden
            let simplePieces = finite + imperativ + [participle, presentParticiple, joinedInfinitive]
            let participleLength = participle.utf8.count, infinitiveLength = joinedInfinitive.utf8.count
            var total = 0
            for piece in simplePieces { total += piece.utf8.count }
            let reflexiveWords = isDativeReflexive ? AuxiliaryWords.dative : AuxiliaryWords.reflexive
            let reflexiveLength = isReflexive ? reflexiveWords.reduce(0) { $0 + $1.count } : 0
            total += perfectWords.bytes.count + werden.bytes.count + 2 * reflexiveLength * 4
            total += 48 + 24 * participleLength + 24 * infinitiveLength + 6 * 6 + 24 * participleLength
            var spans = [Int32](repeating: 0, count: 80)
            let isReflexive = self.isReflexive
            let arena = [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
                guard let base = buffer.baseAddress else { initialized = 0; return }
                var n = 0
                let capacity = buffer.count
                // Bounded copies: `total` is an upper bound, and a form can never overrun it.
                func put(_ from: UnsafePointer<UInt8>, _ count: Int) {
                    let k = min(count, capacity - n)
                    if k > 0 { (base + n).update(from: from, count: k) }
                    n += max(k, 0)
                }
                func put(_ bytes: UnsafeBufferPointer<UInt8>) {
                    if let from = bytes.baseAddress { put(from, bytes.count) }
                }
                func put(_ string: String) {
                    var string = string
                    string.withUTF8 { put($0) }
                }
                for (k, piece) in simplePieces.enumerated() {
                    put(piece)
                    spans[k + 1] = Int32(n)
                }
                let participleStart = Int(spans[28]), infinitiveStart = Int(spans[30])
                var k = 31
                for (tense, useWerden, main) in [(0, false, 0), (2, false, 0), (1, false, 0), (3, false, 0),
                                                 (0, true, 1), (2, true, 1), (3, true, 1), (0, true, 2)] {
                    let words = useWerden ? werden : perfectWords
                    for i in 0..<6 {
                        let w = tense * 6 + i
                        words.bytes.withUnsafeBufferPointer {
                            put(UnsafeBufferPointer(rebasing: $0[Int(words.spans[w])..<Int(words.spans[w + 1])]))
                        }
                        if n < capacity { base[n] = 0x20; n += 1 }
                        if isReflexive { reflexiveWords[i].withUnsafeBufferPointer { put($0) } }
                        if main == 1 {
                            put(UnsafePointer(base + infinitiveStart), infinitiveLength)
                        } else {
                            put(UnsafePointer(base + participleStart), participleLength)
                            if main == 2 {
                                (isSein ? AuxiliaryWords.spaceSein : AuxiliaryWords.spaceHaben).withUnsafeBufferPointer { put($0) }
                            }
                        }
                        k += 1
                        spans[k] = Int32(n)
                    }
                }
                initialized = n
            }
            // The spans and then the bytes, in one block of their exact size.
            let memory = UnsafeMutableRawPointer.allocate(byteCount: 80 * 4 + arena.count, alignment: 8)
            let spanMemory = memory.bindMemory(to: Int32.self, capacity: 80)
            spanMemory.initialize(from: spans, count: 80)
            let byteMemory = (memory + 80 * 4).bindMemory(to: UInt8.self, capacity: arena.count)
            byteMemory.initialize(from: arena, count: arena.count)
            self.spans = UnsafeBufferPointer(start: spanMemory, count: 80)
            self.arena = UnsafeBufferPointer(start: byteMemory, count: arena.count)
        }

        deinit { UnsafeMutableRawPointer(mutating: spans.baseAddress!).deallocate() }
    }

    let storage: Storage

    /// The infinitive as written, without "sich": ankommen.
    public var infinitive: String { storage.infinitive }
    /// How the verb is segmented into separable particles, an inseparable prefix and a base verb.
    public var structure: LexicalEntry.Structure { storage.structure }
    public var family: Family { storage.family }
    /// Perfect-tense auxiliaries, the preferred first (fahren: sein, haben).
    public var auxiliaries: [Auxiliary] { storage.auxiliaries }
    /// True when the lexicon lists this verb; false for verbs conjugated by analogy or by rule.
    public var isKnown: Bool { storage.isKnown }
    /// True for input "sich freuen", and for a verb that is always reflexive: the forms
    /// carry the reflexive pronoun ("freue mich", "bedanke mich").
    public var isReflexive: Bool { storage.isReflexive }
    /// True for a verb that is always used with sich (sich bedanken, sich beeilen).
    public var isAlwaysReflexive: Bool { storage.isAlwaysReflexive }
    /// True where the reflexive pronoun is a dative (sich etwas merken: ich merke mir).
    public var isDativeReflexive: Bool { storage.isDativeReflexive }
    /// The principal parts of the base verb, for strong and mixed verbs.
    public var principalParts: PrincipalParts? { storage.principalParts }
    /// What the lexicon says of the verb's accusative object; nil where nothing says.
    var accusativeObject: Bool? { storage.accusativeObject }
    /// What the lexicon says the verb's meaning allows of the passive.
    var passiveMeaning: PassiveMeaning { storage.passiveMeaning }

    /// Which passive the verb forms: every person (singen), the impersonal third person
    /// only (tanzen: es wird getanzt), or none (haben, können, sich beeilen). Decided once,
    /// when the verb is made: each passive form asks, and a table has about eighty.
    public var passive: Passive { storage.passive }

    var simple: SimpleForms { storage.simple }
    /// How to build the regular counterpart that irregularity is measured against.
    var regularGe: Bool { storage.regularGe }
    /// True where `simple` is built the way `regular` is (a weak verb or one in -ieren),
    /// so that no letter of the verb is irregular and its marks need no measuring.
    var formsAreRegular: Bool { storage.formsAreRegular }
    /// The particle(s) after a finite form: "an", "wieder auf"; empty for unseparable verbs.
    var particle: String { storage.particle }
    /// The particles as written before participle and infinitive: "an", "wiederauf".
    var joinedParticles: String { storage.joinedParticles }
    /// Preferred forms, built once: the four simple tenses (6 each, with pronoun and
    /// particle), the Imperativ (4), the joined participle, Präsenspartizip and infinitive.
    var finite: [String] { storage.finite }
    var imperativ: [String] { storage.imperativ }
    var participle: String { storage.participle }
    var presentParticiple: String { storage.presentParticiple }
    var joinedInfinitive: String { storage.joinedInfinitive }
    /// The same preferred forms as UTF-8 bytes in one block, for the buffer path:
    /// 24 finite, 4 Imperativ, participle, Präsenspartizip, infinitive, then the 48
    /// compound forms (`spans` holds the 80 boundaries). Valid while this verb (any copy
    /// of it) lives.
    var arena: UnsafeBufferPointer<UInt8> { storage.arena }
    var spans: UnsafeBufferPointer<Int32> { storage.spans }

    /// The regular (weak) paradigm of the same base, for the irregularity marks.
    var regular: SimpleForms {
        let r = SimpleForms.weak(Stem(structure.base), ge: regularGe)
        let prefixed = structure.inseparable.map { r.prefixed($0, baseInfinitive: structure.base) } ?? r
        return structure.fused.map { prefixed.fused($0) } ?? prefixed
    }

    init(infinitive: String, structure: LexicalEntry.Structure, family: Family, auxiliaries: [Auxiliary],
         isKnown: Bool, isReflexive: Bool, isAlwaysReflexive: Bool = false, isDativeReflexive: Bool = false,
         isOftenReflexive: Bool = false, hasAccusativeObject: Bool? = nil, passiveMeaning: PassiveMeaning = .action,
         principalParts: PrincipalParts?, simple: SimpleForms, regularGe: Bool, formsAreRegular: Bool = false) {
        storage = Storage(infinitive: infinitive, structure: structure, family: family, auxiliaries: auxiliaries,
                          isKnown: isKnown, isReflexive: isReflexive, isAlwaysReflexive: isAlwaysReflexive,
                          isDativeReflexive: isDativeReflexive, isOftenReflexive: isOftenReflexive,
                          hasAccusativeObject: hasAccusativeObject, passiveMeaning: passiveMeaning,
                          principalParts: principalParts, simple: simple, regularGe: regularGe,
                          formsAreRegular: formsAreRegular)
    }

    /// The same verb with or without the reflexive pronoun in its forms: for the
    /// pronoun-free forms of an always-reflexive verb (bedanken: "bedanke"), or the
    /// reflexive forms of any verb ("freue mich").
    public func reflexive(_ withPronoun: Bool) -> Verb {
        guard withPronoun != isReflexive else { return self }
        return Verb(infinitive: infinitive, structure: structure, family: family, auxiliaries: auxiliaries,
                    isKnown: isKnown, isReflexive: withPronoun, isAlwaysReflexive: isAlwaysReflexive,
                    isDativeReflexive: isDativeReflexive, hasAccusativeObject: accusativeObject,
                    passiveMeaning: passiveMeaning,
                    principalParts: principalParts, simple: simple, regularGe: regularGe,
                    formsAreRegular: formsAreRegular)
    }

    /// Whether the verb is said of things and events only, in the 3rd person (geschehen,
    /// gelingen, regnen): its Imperativ and 1st/2nd persons exist in tables but are not asked.
    public var isThirdPersonOnly: Bool { Conjugator.thirdPersonOnly.contains(infinitive) }

    /// Whether the verb has separable particles ("komme an").
    public var isSeparable: Bool { !structure.separable.isEmpty }

    /// Whether the verb has an Imperativ at all.
    public var hasImperativ: Bool { simple.imperativ.contains { !$0.isEmpty } }

    /// Whether the verb has this form (modal verbs lack the du and ihr Imperativ; tanzen
    /// has the passive in the third person singular only).
    public func hasForm(_ group: Conjugationgroup, _ person: Person?) -> Bool {
        !variants(group, person).isEmpty
    }

    /// Whether the verb has any form of the group: false for the Imperativ of a modal verb
    /// and the passive of haben; see `hasZustandspassiv` for the Zustandspassiv.
    public func hasGroup(_ group: Conjugationgroup) -> Bool {
        switch group.voice {
        case .active: return group != .imperativ || hasImperativ
        case .vorgangspassiv: return passive != .unavailable
        case .zustandspassiv: return hasZustandspassiv
        }
    }

    /// Why the verb has no passive, or nil where it has one: regnen `.weather`,
    /// ankommen `.seinPerfect`, gehören `.noDoer`, können `.modal`.
    public var passiveAbsence: PassiveAbsence? {
        PassiveAbsence(infinitive: infinitive, structure: structure, auxiliaries: auxiliaries,
                       isReflexive: isReflexive || isAlwaysReflexive, hasAccusativeObject: accusativeObject,
                       passiveMeaning: passiveMeaning)
    }

    /// Whether the verb has a Zustandspassiv (sein + Perfektpartizip: die Tür ist
    /// geöffnet), the state an action leaves on its object. Only where the lexicon says
    /// the verb takes an accusative object and means an action on it: not tanzen (no
    /// object), not kennen, brauchen or sehen (a state or a perception: *das Wort ist
    /// gekannt), and not a verb whose perfect takes sein (fahren: "ich bin gefahren" is
    /// its own Perfekt). A verb no lexicon describes has none: a wrong state is worse
    /// than none.
    public var hasZustandspassiv: Bool {
        passive == .personal && accusativeObject == true && passiveMeaning == .action
            && !auxiliaries.contains(.sein)
    }

    /// The infinitive with zu: "anzukommen", "zu verstehen".
    public var zuInfinitive: String {
        if let head = structure.fused { return head + "zu" + simple.infinitive.dropFirst(head.count) }
        return isSeparable ? joinedParticles + "zu" + simple.infinitive : "zu " + simple.infinitive
    }

    /// The ablaut series of a strong verb as stem vowels of infinitive, Präteritum and
    /// participle: "i – a – u" for singen. Nil for weak verbs.
    public var ablautSeries: String? {
        guard let p = principalParts, let past = p.präteritum.first, let part = p.perfektpartizip.first else { return nil }
        let inf = Verb.stemVowel(String(p.infinitive.dropLast(p.infinitive.hasSuffix("en") ? 2 : 1)))
        var partStem = part
        if partStem.hasPrefix("ge") && !p.infinitive.hasPrefix("ge") { partStem = String(partStem.dropFirst(2)) }
        if partStem.hasSuffix("en") { partStem = String(partStem.dropLast(2)) } else if partStem.hasSuffix("t") { partStem = String(partStem.dropLast()) }
        let pastStem = past.hasSuffix("te") ? String(past.dropLast(2)) : past
        return [inf, Verb.stemVowel(pastStem), Verb.stemVowel(partStem)].joined(separator: " – ")
    }

    static func stemVowel(_ s: String) -> String {
        var groups: [String] = []
        var current = ""
        var previous: Character = " "
        for ch in s {
            // The u of qu is a consonant: quellen, quoll (e – o, not ue – uo).
            if Stem.isVowel(ch) && !(ch == "u" && previous == "q") {
                current.append(ch)
            } else if !current.isEmpty {
                groups.append(current)
                current = ""
            }
            previous = ch
        }
        if !current.isEmpty { groups.append(current) }
        return groups.last ?? ""
    }

    // MARK: Forms

    /// All forms of a group, one per person of `group.persons` (empty: a modal's Imperativ).
    public func forms(_ group: Conjugationgroup) -> [Form] {
        if !hasGroup(group) { return [] }
        // The regular paradigm the marks are measured against, built once for the group
        // rather than once per person (a table's forms cost half as much).
        let known = Verb.measuresAgainstRegular(group) ? regular : nil
        return group.persons.map { form(group, $0, known: known) }
    }

    /// Whether a group's marks are measured against the regular paradigm: not the
    /// Präsenspartizip, the Futur I or the zu-infinitive, which carry none.
    static func measuresAgainstRegular(_ group: Conjugationgroup) -> Bool {
        switch group {
        case .präsenspartizip, .futurIndikativ, .futurKonjunktivI, .futurKonjunktivII, .zuInfinitiv: return false
        default: return true
        }
    }

    /// The preferred form of each person of a group, without variants or irregularity:
    /// the fast path for batch output.
    public func texts(_ group: Conjugationgroup) -> [String] {
        if !hasGroup(group) { return [] }
        return group.persons.map { text(group, $0) }
    }

    /// The preferred form only, built without variants or irregularity: the hot path.
    /// Empty for a form the verb lacks (a modal's du-Imperativ).
    public func text(_ group: Conjugationgroup, _ person: Person?) -> String {
        let i = (person ?? .ich).finiteIndex
        switch group {
        case .präsensIndikativ: return finite[i]
        case .präteritumIndikativ: return finite[6 + i]
        case .präsensKonjunktivI: return finite[12 + i]
        case .präteritumKonjunktivII: return finite[18 + i]
        case .imperativ: return imperativ[Verb.imperativIndex(person)]
        case .perfektpartizip: return participle
        case .präsenspartizip: return presentParticiple
        case .perfektIndikativ, .perfektKonjunktivI, .plusquamperfektIndikativ, .plusquamperfektKonjunktivII,
             .futurIndikativ, .futurKonjunktivI, .futurKonjunktivII, .futurIIIndikativ:
            let k = Verb.arenaIndex(group, person)
            let start = Int(spans[k]), end = Int(spans[k + 1])
            return String(decoding: UnsafeBufferPointer(rebasing: arena[start..<end]), as: UTF8.self)
        default:
            // The groups beyond the classic table are built on request, off the hot path.
            return extendedText(group, person)
        }
    }

    /// Copies the preferred form's UTF-8 bytes into `buffer` without creating a String;
    /// returns the number of bytes written (truncated to the buffer's size).
    public func write(_ group: Conjugationgroup, _ person: Person?, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let k = Verb.arenaIndex(group, person)
        var n = 0
        if k < 0 {
            var text = extendedText(group, person)
            text.withUTF8 { bytes in
                let count = min(bytes.count, buffer.count)
                if count > 0, let from = bytes.baseAddress, let to = buffer.baseAddress { to.update(from: from, count: count) }
                n = max(count, 0)
            }
            return n
        }
        Verb.copy(arena, from: Int(spans[k]), to: Int(spans[k + 1]), into: buffer, at: &n)
        return n
    }

    /// Where a form lies in `arena`: 24 finite, 4 Imperativ, 3 non-finite, 48 compound;
    /// -1 for the groups built on request (passive, infinitives, Futur II Konjunktiv).
    @inline(__always)
    @inlinable
    static func arenaIndex(_ group: Conjugationgroup, _ person: Person?) -> Int {
        let i = (person ?? .ich).finiteIndex
        switch group {
        case .präsensIndikativ: return i
        case .präteritumIndikativ: return 6 + i
        case .präsensKonjunktivI: return 12 + i
        case .präteritumKonjunktivII: return 18 + i
        case .imperativ: return 24 + imperativIndex(person)
        case .perfektpartizip: return 28
        case .präsenspartizip: return 29
        case .perfektIndikativ: return 31 + i
        case .perfektKonjunktivI: return 37 + i
        case .plusquamperfektIndikativ: return 43 + i
        case .plusquamperfektKonjunktivII: return 49 + i
        case .futurIndikativ: return 55 + i
        case .futurKonjunktivI: return 61 + i
        case .futurKonjunktivII: return 67 + i
        case .futurIIIndikativ: return 73 + i
        default: return -1
        }
    }

    @inline(__always)
    static func copy(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at n: inout Int) {
        let count = min(end - start, buffer.count - n)
        guard count > 0, let target = buffer.baseAddress, let base = bytes.baseAddress else { return }
        (target + n).update(from: base + start, count: count)
        n += count
    }

    @inlinable
    static func imperativIndex(_ person: Person?) -> Int {
        switch person ?? .du {
        case .du: return 0
        case .wir: return 1
        case .ihr: return 2
        default: return 3
        }
    }



    /// One form. `person` is nil for the participles; for the Imperativ use du, wir, ihr or formal.
    public func form(_ group: Conjugationgroup, _ person: Person?) -> Form {
        form(group, person, known: nil)
    }

    /// `form(_:_:)` measured against `known`, the regular paradigm when the caller has it.
    func form(_ group: Conjugationgroup, _ person: Person?, known: SimpleForms?) -> Form {
        let all = variants(group, person)
        guard let text = all.first else { return Form(text: "", variants: [], irregularOffsets: []) }
        if all.count == 1 {
            return Form(text: text, variants: all, irregularOffsets: irregularity(group, person, text, known))
        }
        // Each variant measured against the same regular form: backte has no mark, buk its u.
        let regular = known ?? self.regular
        let offsets = all.map { irregularity(group, person, $0, regular) }
        return Form(text: text, variants: all, irregularOffsets: offsets[0], variantOffsets: offsets)
    }

    /// Every accepted spelling of each form of a group with its irregular letters in upper
    /// case, one list per person of `group.persons` (empty: a modal's Imperativ); the
    /// regular counterpart is built once for the whole group. saugen, Präteritum Indikativ:
    /// [["sOg", "saugte"], ["sOgst", "saugtest"], …].
    public func markedVariants(_ group: Conjugationgroup) -> [[String]] {
        markedVariants(group, regular: regular)
    }

    /// `markedVariants` of several groups, the regular paradigm they are measured against
    /// built once: the path of the JSON batch, which marks every group of every verb.
    public func markedVariants(_ groups: [Conjugationgroup]) -> [[[String]]] {
        let regular = self.regular
        var participles: [String: [Int]] = [:]
        return groups.map { markedVariants($0, regular: regular, participles: &participles) }
    }

    private func markedVariants(_ group: Conjugationgroup, regular: SimpleForms) -> [[String]] {
        var participles: [String: [Int]] = [:]
        return markedVariants(group, regular: regular, participles: &participles)
    }

    /// `participles` keeps the marks of each participle once worked out: the compound
    /// groups (habe gesUngen, wird gesUngen, ist gesUngen worden …) all carry the same one.
    private func markedVariants(_ group: Conjugationgroup, regular: SimpleForms,
                                participles: inout [String: [Int]]) -> [[String]] {
        if group == .imperativ && !hasImperativ { return [] }
        let compound: Bool
        switch group {
        case .präsensIndikativ, .präteritumIndikativ, .präsensKonjunktivI, .präteritumKonjunktivII, .imperativ,
             .perfektpartizip, .präsenspartizip, .futurIndikativ, .futurKonjunktivI, .futurKonjunktivII, .zuInfinitiv:
            compound = false
        default:
            compound = true
        }
        return group.persons.map { person in
            variants(group, person).map { text in
                let offsets = compound ? participleMarks(in: text, regular, &participles)
                    : irregularity(group, person, text, regular)
                return Form(text: text, variants: [text], irregularOffsets: offsets).marked
            }
        }
    }

    /// The marks of a compound form: its participle's, where it stands in the form.
    private func participleMarks(in text: String, _ regular: SimpleForms, _ cache: inout [String: [Int]]) -> [Int] {
        var offset = 0
        for w in text.split(separator: " ", omittingEmptySubsequences: false) {
            if w.hasPrefix(joinedParticles) && simple.perfektpartizip.contains(String(w.dropFirst(joinedParticles.count))) {
                let key = String(w)
                let marks: [Int]
                if let known = cache[key] {
                    marks = known
                } else {
                    let core = w.dropFirst(joinedParticles.count)
                    marks = irregularOffsets(actualText: core, regularText: regularParticiple(for: core, regular),
                                             offset: joinedParticles.count)
                    cache[key] = marks
                }
                return marks.map { $0 + offset }
            }
            offset += w.count + 1
        }
        return []
    }

    /// Every accepted spelling of one form, the preferred first.
    public func variants(_ group: Conjugationgroup, _ person: Person?) -> [String] {
        let i = (person ?? .ich).finiteIndex
        switch group {
        case .präsensIndikativ: return finite(simple.präsens[i], i)
        case .präteritumIndikativ: return finite(simple.präteritum[i], i)
        case .präsensKonjunktivI: return finite(simple.konjunktivI[i], i)
        case .präteritumKonjunktivII: return finite(simple.konjunktivII[i], i)
        case .imperativ:
            guard hasImperativ else { return [] }
            let k: Int
            switch person ?? .du {
            case .du: k = 0
            case .wir: k = 1
            case .ihr: k = 2
            default: k = 3
            }
            return simple.imperativ[k].map {
                attach($0, pronoun: isReflexive ? (isDativeReflexive ? Verb.dativeImperativPronouns : Verb.imperativPronouns)[k] : nil)
            }
        case .perfektpartizip: return simple.perfektpartizip.map { joinedParticles + $0 }
        case .präsenspartizip: return [joinedParticles + simple.präsenspartizip]
        case .perfektIndikativ: return perfect(\.präsens, i)
        case .perfektKonjunktivI: return perfect(\.konjunktivI, i)
        case .plusquamperfektIndikativ: return perfect(\.präteritum, i)
        case .plusquamperfektKonjunktivII: return perfect(\.konjunktivII, i)
        case .futurIndikativ: return future(Verb.werden.präsens[i][0], i)
        case .futurKonjunktivI: return future(Verb.werden.konjunktivI[i][0], i)
        case .futurKonjunktivII: return future(Verb.werden.konjunktivII[i][0], i)
        case .futurIIIndikativ:
            let w = Verb.werden.präsens[i][0]
            var out: [String] = []
            for aux in auxiliaries {
                for p in simple.perfektpartizip {
                    out.append(w + " " + reflexive(i) + joinedParticles + p + " " + aux.rawValue)
                }
            }
            return out
        default:
            return extendedVariants(group, person)
        }
    }

    static let werden = BuiltIn.forms("werden")!
    static let haben = BuiltIn.forms("haben")!
    static let sein = BuiltIn.forms("sein")!
    static let reflexivePronouns = ["mich", "dich", "sich", "uns", "euch", "sich"]
    static let imperativPronouns = ["dich", "uns", "euch", "sich"]
    static let dativePronouns = ["mir", "dir", "sich", "uns", "euch", "sich"]
    static let dativeImperativPronouns = ["dir", "uns", "euch", "sich"]

    var pronouns: [String] { isDativeReflexive ? Verb.dativePronouns : Verb.reflexivePronouns }
    var imperativePronouns: [String] { isDativeReflexive ? Verb.dativeImperativPronouns : Verb.imperativPronouns }

    func reflexive(_ i: Int) -> String {
        isReflexive ? pronouns[i] + " " : ""
    }

    private func attach(_ word: String, pronoun: String?) -> String {
        var s = word
        if let pronoun { s += " " + pronoun }
        if !particle.isEmpty { s += " " + particle }
        return s
    }

    private func finite(_ words: [String], _ i: Int) -> [String] {
        words.map { attach($0, pronoun: isReflexive ? pronouns[i] : nil) }
    }

    private func perfect(_ tense: KeyPath<SimpleForms, [[String]]>, _ i: Int) -> [String] {
        var out: [String] = []
        for aux in auxiliaries {
            let a = (aux == .sein ? Verb.sein : Verb.haben)[keyPath: tense][i][0]
            for p in simple.perfektpartizip {
                out.append(a + " " + reflexive(i) + joinedParticles + p)
            }
        }
        return out
    }

    private func future(_ w: String, _ i: Int) -> [String] {
        [w + " " + reflexive(i) + joinedParticles + simple.infinitive]
    }

    // MARK: Irregularity

    /// The irregular letters of `text`, measured against `known` (the regular paradigm when
    /// the caller has built it already) or else against `regular`, built only when needed.
    func irregularity(_ group: Conjugationgroup, _ person: Person?, _ text: String, _ known: SimpleForms? = nil) -> [Int] {
        switch group {
        case .präsensIndikativ, .präteritumIndikativ, .präsensKonjunktivI, .präteritumKonjunktivII, .imperativ:
            let word = text.prefix { $0 != " " }
            if structure.base == "sein", let whole = suppletiveMarks(group, Array(word)) { return whole }
            return irregularOffsets(actualText: word, regularText: regularWord(group, person, known ?? regular), offset: 0)
        case .perfektpartizip:
            let core = text.dropFirst(joinedParticles.count)
            return irregularOffsets(actualText: core, regularText: regularParticiple(for: core, known ?? regular),
                                    offset: joinedParticles.count)
        case .präsenspartizip, .futurIndikativ, .futurKonjunktivI, .futurKonjunktivII, .zuInfinitiv:
            return []
        default:
            // Mark the participle inside the compound form: every compound group but the
            // Futur I (werde singen) has one (habe gesUngen, wird gesUngen, gesUngen haben).
            let words = text.split(separator: " ", omittingEmptySubsequences: false)
            var offset = 0
            for w in words {
                if w.hasPrefix(joinedParticles) && simple.perfektpartizip.contains(String(w.dropFirst(joinedParticles.count))) {
                    let core = w.dropFirst(joinedParticles.count)
                    return irregularOffsets(actualText: core, regularText: regularParticiple(for: core, known ?? regular),
                                            offset: offset + joinedParticles.count)
                }
                offset += w.count + 1
            }
            return []
        }
    }


    /// Every letter of a suppletive word (sein: BIN, BIST, IST, SIND; see
    /// `BuiltIn.suppletive`), nil for any other word. A separable particle leaves the word
    /// as it is (bin da); an inseparable prefix would make another verb.
    func suppletiveMarks(_ group: Conjugationgroup, _ word: [Character]) -> [Int]? {
        guard structure.inseparable == nil, structure.fused == nil,
              BuiltIn.suppletive(structure.base, group).contains(String(word)) else { return nil }
        return Array(word.indices)
    }

    func regularWord(_ group: Conjugationgroup, _ person: Person?, _ regular: SimpleForms) -> String {
        let i = (person ?? .ich).finiteIndex
        switch group {
        case .präsensIndikativ: return regular.präsens[i][0]
        case .präteritumIndikativ: return regular.präteritum[i][0]
        case .präsensKonjunktivI: return regular.konjunktivI[i][0]
        case .präteritumKonjunktivII: return regular.konjunktivII[i][0]
        default:
            let k: Int
            switch person ?? .du {
            case .du: k = 0
            case .wir: k = 1
            case .ihr: k = 2
            default: k = 3
            }
            return regular.imperativ[k].first ?? ""
        }
    }

    /// The regular participle to compare with; a strong participle in -en is compared
    /// with ge-stem-en, so that only its changed stem letters count (gesUngen).
    func regularParticiple<S: StringProtocol>(for actual: S, _ regular: SimpleForms) -> String {
        var reg = regular.perfektpartizip[0]
        // A participle without ge- (empfohlen: its stem's first syllable is unstressed) is
        // measured against the regular form without it, so that the alignment does not
        // spend the stem's letters on the missing ge- (*EmpfOhlen against geempfehlt).
        if reg.hasPrefix("ge") && !actual.hasPrefix("ge") { reg.removeFirst(2) }
        if actual.last == "n" && actual.dropLast().last == "e" && reg.hasSuffix("t") {
            reg = String(reg.dropLast(reg.hasSuffix("et") ? 2 : 1)) + "en"
        }
        return reg
    }
}

/// The auxiliaries' preferred finite forms as UTF-8 (Präsens, Präteritum, Konjunktiv I,
/// Konjunktiv II; six persons each), shared by every verb's compound forms.
struct AuxiliaryWords: Sendable {
    let bytes: [UInt8]
    let spans: [Int32]

    init(_ forms: SimpleForms) {
        var bytes: [UInt8] = []
        var spans: [Int32] = [0]
        for tense in [forms.präsens, forms.präteritum, forms.konjunktivI, forms.konjunktivII] {
            for person in tense {
                bytes.append(contentsOf: person[0].utf8)
                spans.append(Int32(bytes.count))
            }
        }
        self.bytes = bytes
        self.spans = spans
    }

    static let sein = AuxiliaryWords(Verb.sein)
    static let haben = AuxiliaryWords(Verb.haben)
    static let werden = AuxiliaryWords(Verb.werden)
    static let space: [UInt8] = [0x20]
    static let spaceSein: [UInt8] = Array(" sein".utf8)
    static let spaceHaben: [UInt8] = Array(" haben".utf8)
    static let reflexive: [[UInt8]] = Verb.reflexivePronouns.map { Array(($0 + " ").utf8) }
    static let dative: [[UInt8]] = Verb.dativePronouns.map { Array(($0 + " ").utf8) }
}
