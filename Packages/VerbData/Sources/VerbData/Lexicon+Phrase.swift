// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

extension Lexicon {
    /// The lexicon verbs a phrase of several words may stand for, the likeliest first, for
    /// a message that suggests them. A dictionary lists phrases by their verb, and the
    /// infinitive stands last in a German phrase:
    ///
    /// ```swift
    /// lexicon.verbs(inPhrase: "sich etwas merken")   // ["sich merken", "merken"]
    /// lexicon.verbs(inPhrase: "kennen lernen")       // ["kennenlernen", "lernen"] (the spelling before 1996 and after 2006)
    /// lexicon.verbs(inPhrase: "singen")              // [] (one word is no phrase)
    /// ```
    public func verbs(inPhrase phrase: String) -> [String] {
        let words = phrase.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        guard words.count > 1, let last = words.last else { return [] }
        let reflexive = words.first == "sich"
        var found: [String] = []
        func add(_ infinitive: String) {
            guard !entries(for: infinitive).isEmpty else { return }
            // "sich" only where the verb takes it: (sich) merken, but not sich sein.
            if reflexive, (try? conjugator.verbs("sich " + infinitive)) != nil {
                if !found.contains("sich " + infinitive) { found.append("sich " + infinitive) }
            }
            if !found.contains(infinitive) { found.append(infinitive) }
        }
        // Words written apart that the lexicon writes together: kennen lernen → kennenlernen.
        add(words.filter { $0 != "sich" }.joined())
        add(last)
        return found
    }

    /// The verbs of a phrase that is several verbs side by side, each word an infinitive
    /// of the lexicon and the words together none: "singen laufen" → ["singen", "laufen"].
    /// Empty for a phrase with one verb (sich etwas merken) or written apart (kennen
    /// lernen: kennenlernen).
    ///
    /// ```swift
    /// lexicon.separateVerbs(inPhrase: "singen laufen")   // ["singen", "laufen"]
    /// lexicon.separateVerbs(inPhrase: "kennen lernen")   // []
    /// ```
    public func separateVerbs(inPhrase phrase: String) -> [String] {
        let words = phrase.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        guard words.count > 1, !words.contains("sich"), entries(for: words.joined()).isEmpty,
              words.allSatisfy({ !entries(for: $0).isEmpty }) else { return [] }
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }
}
