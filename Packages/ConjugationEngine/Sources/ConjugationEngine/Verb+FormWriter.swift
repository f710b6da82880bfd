// SPDX-License-Identifier: GPL-3.0-or-later

extension Verb {
    /// A writer of this verb's forms as UTF-8 into a caller's memory, every group and
    /// every spelling included, with no String made per form: the path of the JSON batch.
    /// The preferred forms of the classic table are copied from the verb's bytes, a simple
    /// form's other spellings (mach beside mache, saugte beside sog) from bytes made once
    /// per verb; the rest (passive, infinitives, Futur II Konjunktiv, and a compound
    /// form's second spelling, as with the two auxiliaries of fahren) are put together
    /// from their pieces (wird + gesungen, werde + gesungen + haben) right where they go.
    /// Each spelling written is the one `variants(group, person)` lists at that place,
    /// byte for byte.
    ///
    /// It also knows where the irregular letters of each written form are, the same as
    /// `markedVariants` marks them, so that a marked copy of the forms is a copy of the
    /// bytes with those letters put in upper case.
    ///
    /// ```swift
    /// let writer = try Conjugator().verb("singen").formWriter()
    /// var bytes = [UInt8](repeating: 0, count: writer.formBound)
    /// var marks: [Int] = []
    /// let n = writer.withBytes { forms in
    ///     bytes.withUnsafeMutableBufferPointer {
    ///         forms.write(.perfektIndikativVorgangspassiv, .ich, variant: 0, to: $0.baseAddress!, marks: &marks, at: 0)
    ///     }
    /// }
    /// String(decoding: bytes[..<n], as: UTF8.self)   // "bin gesungen worden"; marks [8]: the u
    /// ```
    public func formWriter() -> FormWriter { FormWriter(self) }

    /// See `formWriter()`. Made once per verb.
    public struct FormWriter: Sendable {
        public let verb: Verb
        /// No spelling written is longer than this many bytes.
        public let formBound: Int
        /// False where the marks cannot be given as single bytes to put in upper case (a
        /// letter whose capital is longer, or a participle that is also the word of an
        /// auxiliary or pronoun before it); ask `markedVariants` then.
        public let marksAreBytes: Bool
        /// Whether a written form may need JSON escaping: a quote, a backslash or a
        /// control character in one of the verb's pieces.
        public let needsEscaping: Bool
        /// The tables the writing reads, in one block of memory (`Tables`).
        let tables: Tables

        /// What `Bytes` asks of the verb, without a reference to count.
        @usableFromInline
        struct Facts: Sendable {
            @usableFromInline let hasImperativ: Bool
            @usableFromInline let hasZustandspassiv: Bool
            @usableFromInline let passive: Passive
            @usableFromInline let auxiliaryCount: Int
            @usableFromInline let firstAuxiliaryIsSein: Bool
            @usableFromInline let secondAuxiliaryIsSein: Bool
            @usableFromInline let isReflexive: Bool
            @usableFromInline let isDativeReflexive: Bool
        }

        init(_ verb: Verb) {
            self.verb = verb
            let facts = Facts(
                hasImperativ: verb.hasImperativ, hasZustandspassiv: verb.hasZustandspassiv, passive: verb.passive,
                auxiliaryCount: verb.auxiliaries.count, firstAuxiliaryIsSein: verb.auxiliaries.first == .sein,
                secondAuxiliaryIsSein: verb.auxiliaries.count > 1 && verb.auxiliaries[1] == .sein,
                isReflexive: verb.isReflexive, isDativeReflexive: verb.isDativeReflexive)
            let zuInfinitive = Array(verb.zuInfinitiveWithPronoun.utf8)
            // A weak verb is its own regular paradigm: nothing to build or measure for its
            // preferred forms, whose letters are all regular.
            let regular = verb.formsAreRegular
            var marker = regular ? ByteMarker(verb, regular: verb.simple) : verb.byteMarker()
            var exact = true
            /// The offsets of the bytes `mark` raises in `text`.
            func raised(_ text: UnsafeBufferPointer<UInt8>, _ mark: (UnsafeMutableBufferPointer<UInt8>) -> Bool,
                        into marks: inout [Int]) {
                var copy = Array(text)
                if !copy.withUnsafeMutableBufferPointer({ mark($0) }) { exact = false }
                for j in 0..<copy.count where copy[j] != text[j] {
                    if text[j] &- copy[j] != 0x20 { exact = false }
                    marks.append(j)
                }
            }

            var counts: [Int] = []
            counts.reserveCapacity(28)
            var marks: [Int] = []
            var starts: [Int] = [0]
            starts.reserveCapacity(29)
            var extraWords: [UInt8] = []
            var extraStarts = [0]
            var extraMarks: [Int] = []
            var extraMarkStarts = [0]
            var extraFirst: [Int] = []
            extraFirst.reserveCapacity(28)
            var longest = zuInfinitive.count
            for k in 0..<79 { longest = max(longest, Int(verb.spans[k + 1]) - Int(verb.spans[k])) }
            withExtendedLifetime(verb.storage) {
                let arena = verb.arena
                for k in 0..<28 {
                    let (group, person) = FormWriter.simpleSlot(k)
                    let count = verb.variantCount(group, person) ?? 0
                    counts.append(count)
                    let start = Int(verb.spans[k]), end = Int(verb.spans[k + 1])
                    if !regular && end > start {
                        raised(UnsafeBufferPointer(rebasing: arena[start..<end]), { marker.mark($0, group, person) },
                               into: &marks)
                    }
                    starts.append(marks.count)
                    extraFirst.append(extraStarts.count - 1)
                    if count > 1 {
                        for text in verb.variants(group, person).dropFirst() {
                            let bytes = Array(text.utf8)
                            extraWords += bytes
                            extraStarts.append(extraWords.count)
                            longest = max(longest, bytes.count)
                            bytes.withUnsafeBufferPointer { raised($0, { marker.mark($0, group, person) }, into: &extraMarks) }
                            extraMarkStarts.append(extraMarks.count)
                        }
                    }
                }
            }

            // Each participle's marks: the bytes `capitalise` changes, as it changes them
            // wherever the participle stands in a form.
            var words: [UInt8] = []
            var wordStarts = [0]
            var ownMarks: [Int] = []
            var ownStarts = [0]
            var participleLongest = 0
            for p in marker.participles {
                words += p.word
                wordStarts.append(words.count)
                participleLongest = max(participleLongest, p.word.count)
                if !p.marks.isEmpty {
                    p.word.withUnsafeBufferPointer { raised($0, { ByteMarker.capitalise($0, at: p.marks) }, into: &ownMarks) }
                }
                ownStarts.append(ownMarks.count)
                // The marks of a compound form go on the first word that is a participle:
                // the one written, unless a word before it (an auxiliary, a pronoun) is one too.
                if FormWriter.frameWords.contains(p.word) { exact = false }
            }
            tables = Tables(
                facts: facts, verb: verb, simpleMarks: marks, simpleMarkStarts: starts,
                participleWords: words, participleStarts: wordStarts, participleMarks: ownMarks,
                participleMarkStarts: ownStarts, simpleCounts: counts, extraWords: extraWords,
                extraStarts: extraStarts, extraMarks: extraMarks, extraMarkStarts: extraMarkStarts,
                extraFirst: extraFirst, zuInfinitive: zuInfinitive)
            // The longest frame around a participle: "würdet" + " " + "euch " + … + " worden sein".
            formBound = max(longest, participleLongest + 40)
            marksAreBytes = exact
            needsEscaping = FormWriter.needsEscaping(verb.arena) || FormWriter.needsEscaping(zuInfinitive)
                || FormWriter.needsEscaping(words) || FormWriter.needsEscaping(extraWords)
        }

        /// Copies `count` bytes: a short run (most forms are shorter than 16 bytes, compound
        /// ones than 32) with two overlapping loads and stores instead of a call to memmove.
        @inlinable @inline(__always)
        public static func copy(_ from: UnsafePointer<UInt8>, to: UnsafeMutablePointer<UInt8>, count: Int) {
            let source = UnsafeRawPointer(from), target = UnsafeMutableRawPointer(to)
            switch count {
            case 17...32:
                let head = source.loadUnaligned(as: SIMD16<UInt8>.self)
                let tail = source.loadUnaligned(fromByteOffset: count - 16, as: SIMD16<UInt8>.self)
                target.storeBytes(of: head, as: SIMD16<UInt8>.self)
                target.storeBytes(of: tail, toByteOffset: count - 16, as: SIMD16<UInt8>.self)
            case 8...16:
                let head = source.loadUnaligned(as: UInt64.self)
                let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                target.storeBytes(of: head, as: UInt64.self)
                target.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
            case 4..<8:
                let head = source.loadUnaligned(as: UInt32.self)
                let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                target.storeBytes(of: head, as: UInt32.self)
                target.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
            case 1..<4:
                for k in 0..<count { to[k] = from[k] }
            case 0:
                break
            default:
                to.update(from: from, count: count)
            }
        }

        /// Whether any byte is a quote, a backslash or a control character: eight bytes
        /// at a time, each byte's high bit set where it is one of them.
        static func needsEscaping(_ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBufferPointer { needsEscaping($0) }
        }

        static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let raw = UnsafeRawBufferPointer(bytes)
            let n = raw.count
            var k = 0
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            while k + 8 <= n {
                let x = raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)
                // A byte below 0x20, or one equal to a quote, backslash or DEL (a zero
                // byte after the xor), sets its high bit; the eight are then looked
                // at one by one below.
                let below = (x &- ones &* 0x20) & ~x & highs
                let quote = x ^ (ones &* 0x22), backslash = x ^ (ones &* 0x5C), delete = x ^ (ones &* 0x7F)
                let zeros = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (delete &- ones) & ~delete) & highs
                if below | zeros != 0 { break }
                k += 8
            }
            while k < n {
                let b = raw[k]
                if b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") || b == 0x7F { return true }
                k += 1
            }
            return false
        }

        /// The group and person of the arena's simple slot `k`.
        static func simpleSlot(_ k: Int) -> (Conjugationgroup, Person?) {
            switch k {
            case 0..<6: return (.präsensIndikativ, Person.finite[k])
            case 6..<12: return (.präteritumIndikativ, Person.finite[k - 6])
            case 12..<18: return (.präsensKonjunktivI, Person.finite[k - 12])
            case 18..<24: return (.präteritumKonjunktivII, Person.finite[k - 18])
            default: return (.imperativ, Person.imperativ[k - 24])
            }
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

        /// Calls `body` with the writer's view of the bytes, valid only inside `body`.
        public func withBytes<R>(_ body: (Bytes) throws -> R) rethrows -> R {
            try withExtendedLifetime(tables) { try body(tables.bytes) }
        }

        /// A copy of each table the writing reads, in one block of memory that lives as
        /// long as the writer, beside the verb's own forms (read where the verb keeps
        /// them): handing them over counts no reference per table, and nothing changes
        /// after it is made.
        final class Tables: @unchecked Sendable {
            private let memory: UnsafeMutableRawPointer
            /// Keeps the verb's bytes, which `bytes.arena` and `bytes.spans` point into.
            private let verb: Verb
            let bytes: Bytes

            init(facts: Facts, verb: Verb, simpleMarks: [Int], simpleMarkStarts: [Int],
                 participleWords: [UInt8], participleStarts: [Int], participleMarks: [Int],
                 participleMarkStarts: [Int], simpleCounts: [Int], extraWords: [UInt8], extraStarts: [Int],
                 extraMarks: [Int], extraMarkStarts: [Int], extraFirst: [Int], zuInfinitive: [UInt8]) {
                // Where each table goes (eight-byte aligned), then one allocation for all.
                var size = 0
                func room<T>(_ table: [T]) -> Int {
                    let at = (size + 7) & ~7
                    size = at + table.count * MemoryLayout<T>.stride
                    return at
                }
                let at = [room(simpleMarks), room(simpleMarkStarts), room(participleWords),
                          room(participleStarts), room(participleMarks), room(participleMarkStarts),
                          room(simpleCounts), room(extraWords), room(extraStarts), room(extraMarks),
                          room(extraMarkStarts), room(extraFirst), room(zuInfinitive)]
                let memory = UnsafeMutableRawPointer.allocate(byteCount: max(size, 8), alignment: 8)
                self.memory = memory
                self.verb = verb
                func place<T>(_ table: [T], _ k: Int) -> UnsafeBufferPointer<T> {
                    let start = (memory + at[k]).bindMemory(to: T.self, capacity: table.count)
                    table.withUnsafeBufferPointer { if let from = $0.baseAddress { start.initialize(from: from, count: table.count) } }
                    return UnsafeBufferPointer(start: start, count: table.count)
                }
                bytes = Bytes(
                    facts: facts, arena: verb.arena, spans: verb.spans,
                    simpleMarks: place(simpleMarks, 0), simpleMarkStarts: place(simpleMarkStarts, 1),
                    participleWords: place(participleWords, 2), participleStarts: place(participleStarts, 3),
                    participleMarks: place(participleMarks, 4), participleMarkStarts: place(participleMarkStarts, 5),
                    simpleCounts: place(simpleCounts, 6), extraWords: place(extraWords, 7),
                    extraStarts: place(extraStarts, 8), extraMarks: place(extraMarks, 9),
                    extraMarkStarts: place(extraMarkStarts, 10), extraFirst: place(extraFirst, 11),
                    zuInfinitive: place(zuInfinitive, 12), frame: FrameBytes.pointers.bytes.buffer,
                    frameSpans: FrameBytes.pointers.spans.buffer)
            }

            deinit { memory.deallocate() }
        }

        /// The writer's bytes, reached through pointers: valid only inside `withBytes`.
        public struct Bytes {
            @usableFromInline let facts: Facts
            @usableFromInline let arena: UnsafeBufferPointer<UInt8>
            @usableFromInline let spans: UnsafeBufferPointer<Int32>
            @usableFromInline let simpleMarks: UnsafeBufferPointer<Int>
            @usableFromInline let simpleMarkStarts: UnsafeBufferPointer<Int>
            @usableFromInline let participleWords: UnsafeBufferPointer<UInt8>
            @usableFromInline let participleStarts: UnsafeBufferPointer<Int>
            @usableFromInline let participleMarks: UnsafeBufferPointer<Int>
            @usableFromInline let participleMarkStarts: UnsafeBufferPointer<Int>
            @usableFromInline let simpleCounts: UnsafeBufferPointer<Int>
            @usableFromInline let extraWords: UnsafeBufferPointer<UInt8>
            @usableFromInline let extraStarts: UnsafeBufferPointer<Int>
            @usableFromInline let extraMarks: UnsafeBufferPointer<Int>
            @usableFromInline let extraMarkStarts: UnsafeBufferPointer<Int>
            @usableFromInline let extraFirst: UnsafeBufferPointer<Int>
            @usableFromInline let zuInfinitive: UnsafeBufferPointer<UInt8>
            @usableFromInline let frame: UnsafeBufferPointer<UInt8>
            @usableFromInline let frameSpans: UnsafeBufferPointer<Int32>

            /// Whether the verb has any form of the group: `Verb.hasGroup`.
            @inlinable @inline(__always)
            public func hasGroup(_ group: Conjugationgroup) -> Bool {
                switch group.voice {
                case .active: return group != .imperativ || facts.hasImperativ
                case .vorgangspassiv: return facts.passive != .unavailable
                case .zustandspassiv: return facts.hasZustandspassiv
                }
            }

            /// How many spellings the form has: `variantCount`, never nil.
            @inlinable @inline(__always)
            public func count(_ group: Conjugationgroup, _ person: Person?) -> Int {
                let participles = participleStarts.count - 1
                switch group {
                case .präsensIndikativ, .präteritumIndikativ, .präsensKonjunktivI, .präteritumKonjunktivII, .imperativ:
                    return simpleCounts[Verb.arenaIndex(group, person)]
                case .präsenspartizip, .futurIndikativ, .futurKonjunktivI, .futurKonjunktivII, .zuInfinitiv:
                    return 1
                case .perfektpartizip:
                    return participles
                case .perfektIndikativ, .perfektKonjunktivI, .plusquamperfektIndikativ, .plusquamperfektKonjunktivII,
                     .futurIIIndikativ, .futurIIKonjunktivI, .futurIIKonjunktivII, .perfektInfinitiv:
                    return facts.auxiliaryCount * participles
                case .passivInfinitiv, .perfektPassivInfinitiv:
                    return facts.passive == .unavailable ? 0 : participles
                default:
                    if group.voice == .zustandspassiv && !facts.hasZustandspassiv { return 0 }
                    switch facts.passive {
                    case .personal: return participles
                    case .impersonal: return (person ?? .ich).finiteIndex == Person.erSieEs.rawValue ? participles : 0
                    case .unavailable: return 0
                    }
                }
            }

            /// Writes spelling `variant` (below `count`) of the form at `out` and returns
            /// its length in bytes, at most `formBound`. The offsets of the bytes to raise
            /// for its irregular letters are appended to `marks`, counted from
            /// `out - position`.
            @inlinable
            public func write(_ group: Conjugationgroup, _ person: Person?, variant: Int,
                              to out: UnsafeMutablePointer<UInt8>, marks: inout [Int], at position: Int) -> Int {
                let i = (person ?? .ich).finiteIndex
                if variant == 0 {
                    let k = Verb.arenaIndex(group, person)
                    if k >= 0 {
                        let start = Int(spans[k]), n = Int(spans[k + 1]) - start
                        if n > 0, let a = arena.baseAddress { FormWriter.copy(a + start, to: out, count: n) }
                        if k < 28 {
                            for j in simpleMarkStarts[k]..<simpleMarkStarts[k + 1] { marks.append(position + simpleMarks[j]) }
                        } else if k == 28 || (k >= 31 && (k < 55 || k >= 73)) {
                            // The participle ends the form but for " haben"/" sein" in the
                            // Futur II (73…78); Futur I (55…72) has none.
                            let tail = k >= 73 ? (facts.firstAuxiliaryIsSein ? 5 : 6) : 0
                            let offset = position + n - tail - (participleStarts[1] - participleStarts[0])
                            for j in participleMarkStarts[0]..<participleMarkStarts[1] { marks.append(offset + participleMarks[j]) }
                        }
                        return n
                    }
                }
                var n = 0
                @inline(__always) func piece(_ p: Int) {
                    let start = Int(frameSpans[p]), count = Int(frameSpans[p + 1]) - start
                    if let f = frame.baseAddress { FormWriter.copy(f + start, to: out + n, count: count) }
                    n += count
                }
                @inline(__always) func participle(_ j: Int) {
                    for m in participleMarkStarts[j]..<participleMarkStarts[j + 1] { marks.append(position + n + participleMarks[m]) }
                    let start = participleStarts[j], count = participleStarts[j + 1] - start
                    if let w = participleWords.baseAddress { FormWriter.copy(w + start, to: out + n, count: count) }
                    n += count
                }
                @inline(__always) func reflexive() {
                    if facts.isReflexive { piece((facts.isDativeReflexive ? FrameBytes.dative : FrameBytes.reflexive) + i) }
                }
                let participles = participleStarts.count - 1
                let k = Verb.arenaIndex(group, person)
                if k >= 0 && k < 28 {
                    // A simple form's second spelling (mach beside mache).
                    let e = extraFirst[k] + variant - 1
                    let start = extraStarts[e], count = extraStarts[e + 1] - start
                    if let x = extraWords.baseAddress { FormWriter.copy(x + start, to: out, count: count) }
                    for j in extraMarkStarts[e]..<extraMarkStarts[e + 1] { marks.append(position + extraMarks[j]) }
                    return count
                }
                // (Most verbs have one participle: no division then.)
                let a = participles == 1 ? variant : variant / participles
                let p = participles == 1 ? 0 : variant % participles
                let isSein = min(a, facts.auxiliaryCount - 1) == 0 ? facts.firstAuxiliaryIsSein : facts.secondAuxiliaryIsSein
                switch group {
                case .perfektpartizip:
                    participle(p)
                case .perfektIndikativ, .perfektKonjunktivI, .plusquamperfektIndikativ, .plusquamperfektKonjunktivII:
                    let tense: Int
                    switch group {
                    case .perfektIndikativ: tense = 0
                    case .plusquamperfektIndikativ: tense = 1
                    case .perfektKonjunktivI: tense = 2
                    default: tense = 3
                    }
                    piece((isSein ? FrameBytes.sein : FrameBytes.haben) + tense * 6 + i)
                    piece(FrameBytes.space)
                    reflexive()
                    participle(p)
                case .futurIIIndikativ, .futurIIKonjunktivI, .futurIIKonjunktivII:
                    let tense = group == .futurIIIndikativ ? 0 : group == .futurIIKonjunktivI ? 2 : 3
                    piece(FrameBytes.werden + tense * 6 + i)
                    piece(FrameBytes.space)
                    reflexive()
                    participle(p)
                    piece(isSein ? FrameBytes.spaceSein : FrameBytes.spaceHaben)
                case .zuInfinitiv:
                    if let z = zuInfinitive.baseAddress { out.update(from: z, count: zuInfinitive.count) }
                    n = zuInfinitive.count
                case .perfektInfinitiv:
                    if facts.isReflexive { piece(FrameBytes.sich) }
                    participle(p)
                    piece(isSein ? FrameBytes.spaceSein : FrameBytes.spaceHaben)
                case .passivInfinitiv:
                    guard facts.passive != .unavailable else { return 0 }
                    participle(p)
                    piece(FrameBytes.spaceWerden)
                case .perfektPassivInfinitiv:
                    // "gesungen worden sein", as `extendedVariants` builds it.
                    guard facts.passive != .unavailable else { return 0 }
                    participle(p)
                    piece(FrameBytes.spaceWordenSein)
                default:
                    guard let (words, tense, after) = FrameBytes.passiveFrame(group) else { return 0 }
                    if group.voice == .zustandspassiv && !facts.hasZustandspassiv { return 0 }
                    switch facts.passive {
                    case .personal: break
                    case .impersonal: if i != Person.erSieEs.rawValue { return 0 }
                    case .unavailable: return 0
                    }
                    piece(words + tense * 6 + i)
                    piece(FrameBytes.space)
                    participle(p)
                    piece(after)
                }
                return n
            }
        }
    }
}

/// The words a compound form is made of besides the verb's own, as one block of UTF-8
/// with numbered pieces: the finite forms of haben, sein and werden (Präsens,
/// Präteritum, Konjunktiv I, Konjunktiv II; six persons each), the reflexive pronouns
/// with their space ("mich "), and the endings (" worden sein").
@usableFromInline
struct FrameBytes: Sendable {
    @usableFromInline let bytes: [UInt8]
    @usableFromInline let spans: [Int32]

    @usableFromInline static let haben = 0, sein = 24, werden = 48, reflexive = 72, dative = 78
    @usableFromInline static let sich = 84, space = 85, spaceWerden = 86, spaceWorden = 87, spaceWordenSein = 88
    @usableFromInline static let spaceHaben = 89, spaceSein = 90, nothing = 91

    @usableFromInline static let shared = FrameBytes()

    /// The same bytes in memory that is never freed, read through pointers: a block
    /// every writer on every thread reads, so no reference count of it is touched (two
    /// threads counting one shared count slow each other down).
    @usableFromInline static let pointers: (bytes: Fixed<UInt8>, spans: Fixed<Int32>) =
        (Fixed(shared.bytes), Fixed(shared.spans))

    init() {
        var bytes: [UInt8] = []
        var spans: [Int32] = [0]
        func add(_ piece: String) {
            bytes += Array(piece.utf8)
            spans.append(Int32(bytes.count))
        }
        for forms in [Verb.haben, Verb.sein, Verb.werden] {
            for tense in [forms.präsens, forms.präteritum, forms.konjunktivI, forms.konjunktivII] {
                for person in tense { add(person[0]) }
            }
        }
        for p in Verb.reflexivePronouns { add(p + " ") }
        for p in Verb.dativePronouns { add(p + " ") }
        for piece in ["sich ", " ", " werden", " worden", " worden sein", " haben", " sein", ""] { add(piece) }
        self.bytes = bytes
        self.spans = spans
    }

    /// `Verb.passiveFrame` as pieces: the auxiliary's words, its tense (0 Präsens,
    /// 1 Präteritum, 2 Konjunktiv I, 3 Konjunktiv II) and what follows the participle.
    @inlinable @inline(__always)
    static func passiveFrame(_ group: Conjugationgroup) -> (Int, Int, Int)? {
        switch group {
        case .präsensIndikativVorgangspassiv: return (werden, 0, nothing)
        case .präteritumIndikativVorgangspassiv: return (werden, 1, nothing)
        case .präsensKonjunktivIVorgangspassiv: return (werden, 2, nothing)
        case .präteritumKonjunktivIIVorgangspassiv: return (werden, 3, nothing)
        case .perfektIndikativVorgangspassiv: return (sein, 0, spaceWorden)
        case .perfektKonjunktivIVorgangspassiv: return (sein, 2, spaceWorden)
        case .plusquamperfektIndikativVorgangspassiv: return (sein, 1, spaceWorden)
        case .plusquamperfektKonjunktivIIVorgangspassiv: return (sein, 3, spaceWorden)
        case .futurIndikativVorgangspassiv: return (werden, 0, spaceWerden)
        case .futurKonjunktivIVorgangspassiv: return (werden, 2, spaceWerden)
        case .futurKonjunktivIIVorgangspassiv: return (werden, 3, spaceWerden)
        case .futurIIIndikativVorgangspassiv: return (werden, 0, spaceWordenSein)
        case .futurIIKonjunktivIVorgangspassiv: return (werden, 2, spaceWordenSein)
        case .futurIIKonjunktivIIVorgangspassiv: return (werden, 3, spaceWordenSein)
        case .präsensIndikativZustandspassiv: return (sein, 0, nothing)
        case .präteritumIndikativZustandspassiv: return (sein, 1, nothing)
        default: return nil
        }
    }
}

/// A copy of an array in memory that lives as long as the process, for tables every
/// thread reads: handing it out counts no reference.
public struct Fixed<Element>: @unchecked Sendable {
    public let buffer: UnsafeBufferPointer<Element>

    public init(_ elements: [Element]) {
        let memory = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(1, elements.count))
        _ = memory.initialize(from: elements)
        buffer = UnsafeBufferPointer(start: memory.baseAddress, count: elements.count)
    }

    /// Calls `body` with the elements (the same call as on an array, for code written for both).
    @inlinable @inline(__always)
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try body(buffer)
    }
}
