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
}
