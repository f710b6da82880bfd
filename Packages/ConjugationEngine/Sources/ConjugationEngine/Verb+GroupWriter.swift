// SPDX-License-Identifier: GPL-3.0-or-later

extension Verb.FormWriter.Bytes {
    /// Writes a whole group at once, person by person, each form between double quotes and
    /// the forms separated by commas (`"singe","singst","singt",…`), when each person has
    /// exactly one spelling: the common case, written without asking form by form. The
    /// bytes are those `write(_:_:variant:to:marks:at:)` writes for variant 0 of each
    /// person, and so are the marks (offsets counted from `out - position`).
    ///
    /// Returns the number of bytes written, or nil, having written nothing, for a group
    /// where a person has no spelling or several (`count` is not 1), for a group of one
    /// form (the participles and infinitives), and for a group the verb lacks: write those
    /// form by form. Needs room for `persons * (formBound + 3)` bytes.
    @inlinable
    public func writeQuotedList(_ group: Conjugationgroup, to out: UnsafeMutablePointer<UInt8>,
                                marks: inout [Int], at position: Int) -> Int? {
        switch group {
        case .präsensIndikativ, .präteritumIndikativ, .präsensKonjunktivI, .präteritumKonjunktivII, .imperativ:
            let first = Verb.arenaIndex(group, group == .imperativ ? .du : .ich)
            let persons = group == .imperativ ? 4 : 6
            for k in first..<(first + persons) where simpleCounts[k] != 1 { return nil }
            return writeArenaRun(from: first, persons: persons, to: out) { k, from, _ in
                for j in simpleMarkStarts[k]..<simpleMarkStarts[k + 1] { marks.append(position + from + simpleMarks[j]) }
            }
        case .perfektIndikativ, .perfektKonjunktivI, .plusquamperfektIndikativ, .plusquamperfektKonjunktivII,
             .futurIIIndikativ, .futurIndikativ, .futurKonjunktivI, .futurKonjunktivII:
            // The preferred forms stand whole in the arena; a second auxiliary or participle
            // makes more spellings.
            let isFutur = group == .futurIndikativ || group == .futurKonjunktivI || group == .futurKonjunktivII
            guard isFutur || facts.auxiliaryCount * (participleStarts.count - 1) == 1 else { return nil }
            let first = Verb.arenaIndex(group, .ich)
            // The participle ends the form but for " haben"/" sein" in the Futur II; the
            // Futur I has none.
            let tail = group == .futurIIIndikativ ? (facts.firstAuxiliaryIsSein ? 5 : 6) : 0
            let participleLength = participleStarts[1] - participleStarts[0]
            let markFrom = participleMarkStarts[0], markTo = isFutur ? markFrom : participleMarkStarts[1]
            return writeArenaRun(from: first, persons: 6, to: out) { _, _, to in
                let offset = position + to - tail - participleLength
                for j in markFrom..<markTo { marks.append(offset + participleMarks[j]) }
            }
        case .futurIIKonjunktivI, .futurIIKonjunktivII:
            guard facts.auxiliaryCount * (participleStarts.count - 1) == 1 else { return nil }
            let words = FrameBytes.werden + (group == .futurIIKonjunktivI ? 2 : 3) * 6
            let after = facts.firstAuxiliaryIsSein ? FrameBytes.spaceSein : FrameBytes.spaceHaben
            let pronouns = facts.isReflexive ? (facts.isDativeReflexive ? FrameBytes.dative : FrameBytes.reflexive) : -1
            return writeFramed(words: words, pronouns: pronouns, after: after, to: out, marks: &marks, at: position)
        case .perfektpartizip, .präsenspartizip, .zuInfinitiv, .perfektInfinitiv, .passivInfinitiv,
             .perfektPassivInfinitiv:
            return nil
        default:
            // The passive: personal, with one participle, else form by form (the impersonal
            // passive has only the third person).
            guard facts.passive == .personal, participleStarts.count == 2,
                  group.voice != .zustandspassiv || facts.hasZustandspassiv,
                  let (words, tense, after) = FrameBytes.passiveFrame(group) else { return nil }
            return writeFramed(words: words + tense * 6, pronouns: -1, after: after, to: out, marks: &marks, at: position)
        }
    }

    /// `persons` preferred forms as the arena holds them, from slot `first` on, quoted and
    /// separated by commas; `mark(k, from, to)` is told where slot k's letters went in `out`.
    @inlinable @inline(__always)
    func writeArenaRun(from first: Int, persons: Int, to out: UnsafeMutablePointer<UInt8>,
                       mark: (Int, Int, Int) -> Void) -> Int? {
        guard let a = arena.baseAddress else { return nil }
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ",")
        var n = 0
        for k in first..<(first + persons) {
            if k > first {
                out[n] = comma
                n += 1
            }
            out[n] = quote
            n += 1
            let start = Int(spans[k]), count = Int(spans[k + 1]) - start
            Verb.FormWriter.copy(a + start, to: out + n, count: count)
            mark(k, n, n + count)
            n += count
            out[n] = quote
            n += 1
        }
        return n
    }

    /// Six forms of a frame around the one participle: `words + i` (the auxiliary of
    /// person i), a space, the reflexive pronoun `pronouns + i` unless it is -1, the
    /// participle and the piece `after`; quoted and separated by commas.
    @inlinable @inline(__always)
    func writeFramed(words: Int, pronouns: Int, after: Int, to out: UnsafeMutablePointer<UInt8>,
                     marks: inout [Int], at position: Int) -> Int? {
        guard let f = frame.baseAddress, let w = participleWords.baseAddress else { return nil }
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ",")
        let participleStart = participleStarts[0], participleLength = participleStarts[1] - participleStart
        let markFrom = participleMarkStarts[0], markTo = participleMarkStarts[1]
        let spaceStart = Int(frameSpans[FrameBytes.space])
        let afterStart = Int(frameSpans[after]), afterLength = Int(frameSpans[after + 1]) - afterStart
        var n = 0
        @inline(__always) func piece(_ p: Int) {
            let start = Int(frameSpans[p]), count = Int(frameSpans[p + 1]) - start
            Verb.FormWriter.copy(f + start, to: out + n, count: count)
            n += count
        }
        for i in 0..<6 {
            if i > 0 {
                out[n] = comma
                n += 1
            }
            out[n] = quote
            n += 1
            piece(words + i)
            out[n] = f[spaceStart]
            n += 1
            if pronouns >= 0 { piece(pronouns + i) }
            for m in markFrom..<markTo { marks.append(position + n + participleMarks[m]) }
            Verb.FormWriter.copy(w + participleStart, to: out + n, count: participleLength)
            n += participleLength
            Verb.FormWriter.copy(f + afterStart, to: out + n, count: afterLength)
            n += afterLength
            out[n] = quote
            n += 1
        }
        return n
    }
}
