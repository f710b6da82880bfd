// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

extension Lexicon {
    /// The lexicon's spelling of an infinitive typed without umlauts or ß: "hoeren" → "hören",
    /// "sich aergern" → "sich ärgern", "giessen" → "gießen". Nil when the input is itself
    /// in the lexicon or no respelling of its ae, oe, ue and ss is a verb the lexicon has
    /// or the engine knows from its parts.
    ///
    /// Every combination of the digraphs is tried ("fuessen": füssen, fueßen, füßen), and
    /// the most frequent verb wins, so that a real verb spelled with ue ("bauen") is never
    /// respelled: it is in the lexicon as it is.
    public func respelling(of input: String) -> String? {
        let (prefix, word) = Lexicon.splitReflexive(input)
        guard !word.isEmpty, entries(for: word).isEmpty else { return nil }
        var best: (rank: Int, word: String)?
        for candidate in Lexicon.unfoldings(of: word) where candidate != word {
            // A lexicon verb by its rank; a compound the engine knows by its parts
            // (zurückschwimmen) after every lexicon verb.
            guard let rank = entries(for: candidate).map(\.rank).min()
                    ?? ((try? conjugator.verb(candidate))?.isKnown == true ? Int.max : nil) else { continue }
            if best.map({ rank < $0.rank }) ?? true { best = (rank, candidate) }
        }
        return best.map { prefix + $0.word }
    }

    /// Lexicon infinitives one typing mistake away from `input` (a letter changed, added,
    /// left out, or two neighbours swapped), most frequent first: "sigen" → ["singen",
    /// "siegen", …]. Empty when the input is in the lexicon.
    public func closeSpellings(of input: String, limit: Int = 3) -> [String] {
        let (prefix, word) = Lexicon.splitReflexive(input)
        guard !word.isEmpty, entries(for: word).isEmpty else { return [] }
        let typed = Array(word)
        var found: [(rank: Int, word: String)] = []
        var seen = Set<String>()
        for entry in entries where !seen.contains(entry.infinitive) {
            let candidate = Array(entry.infinitive)
            guard abs(candidate.count - typed.count) <= 1, Lexicon.oneEditApart(typed, candidate) else { continue }
            seen.insert(entry.infinitive)
            found.append((entry.rank, entry.infinitive))
        }
        return found.sorted { ($0.rank, $0.word) < ($1.rank, $1.word) }.prefix(max(0, limit)).map { prefix + $0.word }
    }

    /// "sich hoeren" → ("sich ", "hoeren"); spaces around are dropped, the word is lower-cased.
    static func splitReflexive(_ input: String) -> (prefix: String, word: String) {
        // Most inputs are one word in small letters (a–z, ä, ö, ü, ß): nothing to split or lower.
        var plain = !input.isEmpty, afterLead = false
        for b in input.utf8 {
            if afterLead {
                afterLead = false
                if b == 0xA4 || b == 0xB6 || b == 0xBC || b == 0x9F { continue }
            } else if b >= 0x61 && b <= 0x7A {
                continue
            } else if b == 0xC3 {
                afterLead = true
                continue
            }
            plain = false
            break
        }
        if plain && !afterLead { return ("", input) }
        let words = input.lowercased().split(whereSeparator: \.isWhitespace)
        if words.count == 2 && words[0] == "sich" { return ("sich ", String(words[1])) }
        return ("", words.count == 1 ? String(words[0]) : "")
    }

    /// Every spelling with some of the digraphs ae, oe, ue, ss read as ä, ö, ü, ß (at most
    /// eight digraphs are varied, so a pathological input stays cheap).
    static func unfoldings(of word: String) -> [String] {
        let chars = Array(word)
        var digraphs: [(at: Int, letter: Character)] = []
        var i = 0
        while i + 1 < chars.count && digraphs.count < 8 {
            let letter: Character?
            switch (chars[i], chars[i + 1]) {
            case ("a", "e"): letter = "ä"
            case ("o", "e"): letter = "ö"
            // The u of qu is no vowel: quengeln has no ü.
            case ("u", "e") where i == 0 || chars[i - 1] != "q": letter = "ü"
            case ("s", "s"): letter = "ß"
            default: letter = nil
            }
            if let letter {
                digraphs.append((i, letter))
                i += 2
            } else {
                i += 1
            }
        }
        var results: [String] = []
        for mask in 0..<(1 << digraphs.count) {
            var out = ""
            var k = 0
            var d = 0
            while k < chars.count {
                if d < digraphs.count && digraphs[d].at == k {
                    if mask & (1 << d) != 0 {
                        out.append(digraphs[d].letter)
                    } else {
                        out.append(chars[k])
                        out.append(chars[k + 1])
                    }
                    k += 2
                    d += 1
                } else {
                    out.append(chars[k])
                    k += 1
                }
            }
            results.append(out)
        }
        return results
    }

    /// Whether `a` becomes `b` by one substitution, insertion, deletion or swap of neighbours.
    static func oneEditApart(_ a: [Character], _ b: [Character]) -> Bool {
        if a == b { return false }
        if a.count == b.count {
            let differences = a.indices.filter { a[$0] != b[$0] }
            if differences.count == 1 { return true }
            if differences.count == 2, differences[1] == differences[0] + 1 {
                let i = differences[0]
                return a[i] == b[i + 1] && a[i + 1] == b[i]
            }
            return false
        }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        var i = 0
        while i < short.count && short[i] == long[i] { i += 1 }
        return short[i...] == long[(i + 1)...]
    }
}
