// SPDX-License-Identifier: GPL-3.0-or-later

extension Verb {
    /// A writer of this verb's preferred forms as UTF-8 into a caller's memory, every
    /// group included, with no String made per form: the path of the JSON batch. The
    /// groups built on request (passive, infinitives, Futur II Konjunktiv) are put
    /// together from their pieces (wird + gesungen, werde + gesungen + haben) right
    /// where they go. Each form written is `variants(group, person).first`, byte for byte.
    ///
    /// It also knows where the irregular letters of each written form are, the same as
    /// `markedVariants` marks them, so that a marked copy of the forms is a copy of the
    /// bytes with those letters put in upper case.
    ///
    /// ```swift
    /// let writer = try Conjugator().verb("singen").formWriter()
    /// var bytes = [UInt8](repeating: 0, count: writer.formBound)
    /// var marks: [Int] = []
    /// let n = bytes.withUnsafeMutableBufferPointer {
    ///     writer.write(.perfektIndikativVorgangspassiv, .ich, to: $0.baseAddress!, marks: &marks, at: 0)
    /// }
    /// String(decoding: bytes[..<n], as: UTF8.self)   // "bin gesungen worden"; marks [8]: the u
    /// ```
    public func formWriter() -> FormWriter { FormWriter(self) }

    /// See `formWriter()`. Made once per verb.
    public struct FormWriter {
        public let verb: Verb
        /// No preferred form is longer than this many bytes.
        public let formBound: Int
        /// False where the marks cannot be given as single bytes to put in upper case (a
        /// letter whose capital is longer, or a participle that is also the word of an
        /// auxiliary or pronoun before it); ask `markedVariants` then.
        public let marksAreBytes: Bool
        /// Whether a form of the arena's bytes or an assembled one may need JSON
        /// escaping: a quote, a backslash or a control character in a piece.
        public let needsEscaping: Bool
        /// Each simple form's marks (24 finite, 4 Imperativ) as byte offsets, flat,
        /// `simpleMarkStarts` giving where each slot's run begins (29 bounds).
        let simpleMarks: [Int]
        let simpleMarkStarts: [Int]
        /// The preferred participle's marks as byte offsets into it.
        let participleMarks: [Int]
        let participleStart: Int
        let participleLength: Int
        let zuInfinitive: [UInt8]
        let auxiliary: [UInt8]
        let isSein: Bool
        let participles: Int
        let hasZustandspassiv: Bool
        /// The spellings of a form beyond the preferred one are marked by this.
        public var marker: ByteMarker

        init(_ verb: Verb) {
            self.verb = verb
            var marker = verb.byteMarker()
            let participleStart = Int(verb.spans[28])
            let participleLength = Int(verb.spans[29]) - participleStart
            self.participleStart = participleStart
            self.participleLength = participleLength
            zuInfinitive = Array(verb.zuInfinitiveWithPronoun.utf8)
            auxiliary = Array(verb.auxiliaries[0].rawValue.utf8)
            isSein = verb.auxiliaries[0] == .sein
            participles = verb.simple.perfektpartizip.count
            hasZustandspassiv = verb.hasZustandspassiv
            // The longest frame: "würden" + " " + "euch " + participle + " worden sein";
            // the arena's forms and the zu-infinitive are bounded by their own lengths.
            var longest = zuInfinitive.count
            for k in 0..<79 { longest = max(longest, Int(verb.spans[k + 1]) - Int(verb.spans[k])) }
            formBound = max(longest, participleLength + 40)

            var exact = true
            var marks: [Int] = []
            var starts: [Int] = [0]
            starts.reserveCapacity(29)
            var scratch = [UInt8](repeating: 0, count: max(longest, 1))
            verb.arena.withUnsafeBufferPointer { arena in
                for k in 0..<28 {
                    let start = Int(verb.spans[k]), end = Int(verb.spans[k + 1])
                    let group: Conjugationgroup, person: Person?
                    switch k {
                    case 0..<6: (group, person) = (.präsensIndikativ, Person.finite[k])
                    case 6..<12: (group, person) = (.präteritumIndikativ, Person.finite[k - 6])
                    case 12..<18: (group, person) = (.präsensKonjunktivI, Person.finite[k - 12])
                    case 18..<24: (group, person) = (.präteritumKonjunktivII, Person.finite[k - 18])
                    default: (group, person) = (.imperativ, Person.imperativ[k - 24])
                    }
                    if end > start {
                        scratch.withUnsafeMutableBufferPointer { s in
                            let text = UnsafeMutableBufferPointer(rebasing: s[0..<(end - start)])
                            for j in 0..<(end - start) { text[j] = arena[start + j] }
                            if !marker.mark(text, group, person) { exact = false }
                            for j in 0..<(end - start) where text[j] != arena[start + j] {
                                if arena[start + j] &- text[j] != 0x20 { exact = false }
                                marks.append(j)
                            }
                        }
                    }
                    starts.append(marks.count)
                }
            }
            simpleMarks = marks
            simpleMarkStarts = starts

            var participle = Array(verb.arena[participleStart..<(participleStart + participleLength)])
            var ownMarks: [Int] = []
            participle.withUnsafeMutableBufferPointer { text in
                if !marker.mark(text, .perfektpartizip, nil) { exact = false }
            }
            for j in 0..<participleLength where participle[j] != verb.arena[participleStart + j] {
                if verb.arena[participleStart + j] &- participle[j] != 0x20 { exact = false }
                ownMarks.append(j)
            }
            participleMarks = ownMarks
            // The marks of a compound form go on the first word that is a participle: the
            // one written, unless a word before it (an auxiliary, a pronoun) is one too.
            for p in marker.participles where FormWriter.frameWords.contains(p.word) { exact = false }
            marksAreBytes = exact
            self.marker = marker

            needsEscaping = FormWriter.needsEscaping(verb.arena) || FormWriter.needsEscaping(zuInfinitive)
        }

        static func needsEscaping(_ bytes: [UInt8]) -> Bool {
            bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F }
        }

        /// The words that stand before the participle in a compound form.
        static let frameWords: Set<[UInt8]> = {
            var words = Set<[UInt8]>()
            for set in [AuxiliaryWords.haben, AuxiliaryWords.sein, AuxiliaryWords.werden] {
                for k in 0..<24 { words.insert(Array(set.bytes[Int(set.spans[k])..<Int(set.spans[k + 1])])) }
            }
            for p in Verb.reflexivePronouns + Verb.dativePronouns { words.insert(Array(p.utf8)) }
            return words
        }()

        /// How many spellings the form has: `variantCount`, never nil.
        @inline(__always)
        public func count(_ group: Conjugationgroup, _ person: Person?) -> Int {
            switch group {
            case .präsensIndikativ, .präteritumIndikativ, .präsensKonjunktivI, .präteritumKonjunktivII, .imperativ:
                return verb.variantCount(group, person) ?? 0
            case .präsenspartizip, .futurIndikativ, .futurKonjunktivI, .futurKonjunktivII, .zuInfinitiv:
                return 1
            case .perfektpartizip:
                return participles
            case .perfektIndikativ, .perfektKonjunktivI, .plusquamperfektIndikativ, .plusquamperfektKonjunktivII,
                 .futurIIIndikativ, .futurIIKonjunktivI, .futurIIKonjunktivII, .perfektInfinitiv:
                return verb.auxiliaries.count * participles
            case .passivInfinitiv:
                return verb.passive == .unavailable ? 0 : participles
            default:
                if group.voice == .zustandspassiv && !hasZustandspassiv { return 0 }
                switch verb.passive {
                case .personal: return participles
                case .impersonal: return (person ?? .ich).finiteIndex == Person.erSieEs.rawValue ? participles : 0
                case .unavailable: return 0
                }
            }
        }

        /// Writes the preferred form at `out` and returns its length in bytes (0 for a
        /// form the verb lacks); at most `formBound` bytes. The byte offsets of its
        /// irregular letters are appended to `marks`, counted from `out - position`.
        public func write(_ group: Conjugationgroup, _ person: Person?, to out: UnsafeMutablePointer<UInt8>,
                          marks: inout [Int], at position: Int) -> Int {
            let i = (person ?? .ich).finiteIndex
            return verb.arena.withUnsafeBufferPointer { arena -> Int in
                guard let a = arena.baseAddress else { return 0 }
                let k = Verb.arenaIndex(group, person)
                if k >= 0 {
                    let start = Int(verb.spans[k]), n = Int(verb.spans[k + 1]) - start
                    out.update(from: a + start, count: n)
                    if k < 28 {
                        for m in simpleMarks[simpleMarkStarts[k]..<simpleMarkStarts[k + 1]] { marks.append(position + m) }
                    } else if k == 28 {
                        for m in participleMarks { marks.append(position + m) }
                    } else if k >= 31 && !participleMarks.isEmpty {
                        // habe gesungen, werde gesungen haben: the participle is the last word
                        // but for " haben"/" sein"; Futur I (55..<73) has none.
                        if k < 55 || k >= 73 {
                            let tail = k >= 73 ? (isSein ? 5 : 6) : 0
                            let offset = position + n - tail - participleLength
                            for m in participleMarks { marks.append(offset + m) }
                        }
                    }
                    return n
                }
                var n = 0
                @inline(__always) func put(_ from: UnsafePointer<UInt8>, _ count: Int) {
                    (out + n).update(from: from, count: count)
                    n += count
                }
                @inline(__always) func put(_ bytes: [UInt8]) {
                    bytes.withUnsafeBufferPointer { if let b = $0.baseAddress { put(b, $0.count) } }
                }
                @inline(__always) func put(_ words: AuxiliaryWords, _ w: Int) {
                    words.bytes.withUnsafeBufferPointer {
                        if let b = $0.baseAddress { put(b + Int(words.spans[w]), Int(words.spans[w + 1] - words.spans[w])) }
                    }
                }
                @inline(__always) func participle() {
                    for m in participleMarks { marks.append(position + n + m) }
                    put(a + participleStart, participleLength)
                }
                switch group {
                case .futurIIKonjunktivI, .futurIIKonjunktivII:
                    put(AuxiliaryWords.werden, (group == .futurIIKonjunktivI ? 12 : 18) + i)
                    out[n] = 0x20; n += 1
                    if verb.isReflexive {
                        put(verb.isDativeReflexive ? AuxiliaryWords.dative[i] : AuxiliaryWords.reflexive[i])
                    }
                    participle()
                    out[n] = 0x20; n += 1
                    put(auxiliary)
                case .zuInfinitiv:
                    put(zuInfinitive)
                case .perfektInfinitiv:
                    if verb.isReflexive { put(FormWriter.sich) }
                    participle()
                    out[n] = 0x20; n += 1
                    put(auxiliary)
                case .passivInfinitiv:
                    guard verb.passive != .unavailable else { return 0 }
                    participle()
                    put(FormWriter.spaceWerden)
                default:
                    guard let (words, tense, after) = FormWriter.passiveFrame(group) else { return 0 }
                    if group.voice == .zustandspassiv && !hasZustandspassiv { return 0 }
                    switch verb.passive {
                    case .personal: break
                    case .impersonal: if i != Person.erSieEs.rawValue { return 0 }
                    case .unavailable: return 0
                    }
                    put(words, tense * 6 + i)
                    out[n] = 0x20; n += 1
                    participle()
                    put(after)
                }
                return n
            }
        }

        static let sich: [UInt8] = Array("sich ".utf8)
        static let spaceWerden: [UInt8] = Array(" werden".utf8)
        static let spaceWorden: [UInt8] = Array(" worden".utf8)
        static let spaceWordenSein: [UInt8] = Array(" worden sein".utf8)
        static let nothing: [UInt8] = []

        /// `Verb.passiveFrame` as pieces of bytes: the auxiliary's words, its tense (0
        /// Präsens, 1 Präteritum, 2 Konjunktiv I, 3 Konjunktiv II) and what follows.
        @inline(__always)
        static func passiveFrame(_ group: Conjugationgroup) -> (AuxiliaryWords, Int, [UInt8])? {
            switch group {
            case .präsensIndikativVorgangspassiv: return (AuxiliaryWords.werden, 0, nothing)
            case .präteritumIndikativVorgangspassiv: return (AuxiliaryWords.werden, 1, nothing)
            case .präsensKonjunktivIVorgangspassiv: return (AuxiliaryWords.werden, 2, nothing)
            case .präteritumKonjunktivIIVorgangspassiv: return (AuxiliaryWords.werden, 3, nothing)
            case .perfektIndikativVorgangspassiv: return (AuxiliaryWords.sein, 0, spaceWorden)
            case .perfektKonjunktivIVorgangspassiv: return (AuxiliaryWords.sein, 2, spaceWorden)
            case .plusquamperfektIndikativVorgangspassiv: return (AuxiliaryWords.sein, 1, spaceWorden)
            case .plusquamperfektKonjunktivIIVorgangspassiv: return (AuxiliaryWords.sein, 3, spaceWorden)
            case .futurIndikativVorgangspassiv: return (AuxiliaryWords.werden, 0, spaceWerden)
            case .futurKonjunktivIVorgangspassiv: return (AuxiliaryWords.werden, 2, spaceWerden)
            case .futurKonjunktivIIVorgangspassiv: return (AuxiliaryWords.werden, 3, spaceWerden)
            case .futurIIIndikativVorgangspassiv: return (AuxiliaryWords.werden, 0, spaceWordenSein)
            case .futurIIKonjunktivIVorgangspassiv: return (AuxiliaryWords.werden, 2, spaceWordenSein)
            case .futurIIKonjunktivIIVorgangspassiv: return (AuxiliaryWords.werden, 3, spaceWordenSein)
            case .präsensIndikativZustandspassiv: return (AuxiliaryWords.sein, 0, nothing)
            case .präteritumIndikativZustandspassiv: return (AuxiliaryWords.sein, 1, nothing)
            default: return nil
            }
        }
    }
}
