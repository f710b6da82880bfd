// SPDX-License-Identifier: GPL-3.0-or-later

extension Verb {
    /// Puts the irregular letters of this verb's forms in upper case where the forms
    /// already stand as UTF-8 in a buffer: the path of the JSON batch, which writes the
    /// `marked` copy of a line from its `forms` without building a String per form.
    /// The result is what `markedVariants` gives, byte for byte.
    ///
    /// ```swift
    /// var marker = try Conjugator().verb("singen").byteMarker()
    /// var bytes = Array("habe gesungen".utf8)
    /// bytes.withUnsafeMutableBufferPointer { _ = marker.mark($0, .perfektIndikativ, .ich) }
    /// String(decoding: bytes, as: UTF8.self)   // "habe gesUngen"
    /// ```
    public func byteMarker() -> ByteMarker { ByteMarker(self) }

    /// See `byteMarker()`. Built once per verb: it holds the regular paradigm the marks
    /// are measured against and each participle's marks, which every compound form shares.
    public struct ByteMarker: Sendable {
        let verb: Verb
        let regular: SimpleForms
        /// Each participle as the forms write it (particles joined: "angekommen") and the
        /// byte offsets of its irregular letters.
        let participles: [(word: [UInt8], marks: [Int])]

        init(_ verb: Verb) {
            self.init(verb, regular: verb.regular)
        }

        /// Measured against `regular`: the verb's own simple forms where they are built
        /// as its regular paradigm is (`Verb.formsAreRegular`), which spares building it.
        init(_ verb: Verb, regular: SimpleForms) {
            self.verb = verb
            self.regular = regular
            let joined = verb.joinedParticles
            participles = verb.simple.perfektpartizip.map { p in
                let word = joined + p
                let offsets = irregularOffsets(actualText: p, regularText: verb.regularParticiple(for: p, regular),
                                               offset: joined.count)
                return (Array(word.utf8), ByteMarker.byteOffsets(offsets, in: word))
            }
        }

        /// Marks `text`, one spelling of `group`'s form for `person`, in place. Returns
        /// false, leaving `text` as it may be, for a letter whose capital is not one
        /// UTF-8 sequence of the same length; the caller then takes `markedVariants`.
        public mutating func mark(_ text: UnsafeMutableBufferPointer<UInt8>, _ group: Conjugationgroup,
                                  _ person: Person?) -> Bool {
            switch group {
            case .präsensIndikativ, .präteritumIndikativ, .präsensKonjunktivI, .präteritumKonjunktivII, .imperativ:
                var end = 0
                while end < text.count && text[end] != 0x20 { end += 1 }
                let word = UnsafeMutableBufferPointer(rebasing: text[0..<end])
                if verb.structure.base == "sein",
                   let whole = verb.suppletiveMarks(group, Array(String(decoding: word, as: UTF8.self))) {
                    return ByteMarker.capitalise(word, at: whole)
                }
                var reg = verb.regularWord(group, person, regular)
                if reg.withUTF8({ $0.elementsEqual(UnsafeBufferPointer(word)) }) { return true }
                // Letters read straight from the bytes where each is one scalar below U+0300
                // (every German form); anything else goes through a String.
                if let (letters, starts) = ByteMarker.letters(UnsafeBufferPointer(word)),
                   let regularLetters = ScalarLetter.letters(reg.unicodeScalars) {
                    let offsets = irregularOffsets(actual: letters, regular: regularLetters, offset: 0)
                    return ByteMarker.capitalise(word, at: offsets.map { starts[$0] })
                }
                let actual = String(decoding: word, as: UTF8.self)
                let offsets = irregularOffsets(actualText: actual, regularText: reg, offset: 0)
                return ByteMarker.capitalise(word, at: ByteMarker.byteOffsets(offsets, in: actual))
            case .präsenspartizip, .futurIndikativ, .futurKonjunktivI, .futurKonjunktivII, .zuInfinitiv:
                return true
            default:
                // The participle, wherever it stands in the form (habe gesUngen, gesUngen
                // worden sein); the first word that is one carries the marks.
                var start = 0
                while start <= text.count {
                    var end = start
                    while end < text.count && text[end] != 0x20 { end += 1 }
                    let word = UnsafeMutableBufferPointer(rebasing: text[start..<end])
                    for p in participles where p.word.elementsEqual(word) {
                        return ByteMarker.capitalise(word, at: p.marks)
                    }
                    start = end + 1
                }
                return true
            }
        }

        /// The letters of UTF-8 `bytes` and the byte where each begins, nil unless every
        /// letter is a well-formed scalar below U+0300 other than CR (one or two bytes).
        static func letters(_ bytes: UnsafeBufferPointer<UInt8>) -> ([ScalarLetter], [Int])? {
            var letters: [ScalarLetter] = []
            var starts: [Int] = []
            letters.reserveCapacity(bytes.count)
            starts.reserveCapacity(bytes.count)
            var k = 0
            while k < bytes.count {
                let b = bytes[k]
                if b < 0x80 {
                    guard b != 0x0D else { return nil }
                    letters.append(ScalarLetter(value: UInt32(b)))
                    starts.append(k)
                    k += 1
                } else if b >= 0xC2 && b <= 0xCB && k + 1 < bytes.count && bytes[k + 1] & 0xC0 == 0x80 {
                    letters.append(ScalarLetter(value: UInt32(b & 0x1F) << 6 | UInt32(bytes[k + 1] & 0x3F)))
                    starts.append(k)
                    k += 2
                } else {
                    return nil
                }
            }
            return (letters, starts)
        }

        /// Character offsets into `text` as offsets of their first UTF-8 byte.
        static func byteOffsets(_ offsets: [Int], in text: String) -> [Int] {
            guard !offsets.isEmpty else { return [] }
            var out: [Int] = []
            out.reserveCapacity(offsets.count)
            var next = 0, k = 0, byte = 0
            // Where every letter is one scalar below U+0300 (every German form), a letter
            // is a scalar, counted without breaking the text into Characters.
            if ScalarLetter.letters(text.unicodeScalars) != nil {
                for scalar in text.unicodeScalars {
                    if next < offsets.count && offsets[next] == k {
                        out.append(byte)
                        next += 1
                    }
                    byte += UTF8.width(scalar)
                    k += 1
                }
                return out
            }
            for ch in text {
                if next < offsets.count && offsets[next] == k {
                    out.append(byte)
                    next += 1
                }
                byte += ch.utf8.count
                k += 1
            }
            return out
        }

        /// Upper case at each offset, as `Form.marked` writes it: ß stays ß, a letter
        /// that is upper case already or no letter stays as it is.
        static func capitalise(_ word: UnsafeMutableBufferPointer<UInt8>, at offsets: [Int]) -> Bool {
            for i in offsets {
                let b = word[i]
                switch b {
                case 0x61...0x7A: word[i] = b - 0x20
                case 0x00...0x7F: continue
                case 0xC3 where i + 1 < word.count:
                    let c = word[i + 1]
                    switch c {
                    case 0x80...0x9F: continue            // À … Þ, and ß
                    case 0xA0...0xBE where c != 0xB7: word[i + 1] = c - 0x20   // ä → Ä
                    default: return false
                    }
                default: return false
                }
            }
            return true
        }
    }
}
