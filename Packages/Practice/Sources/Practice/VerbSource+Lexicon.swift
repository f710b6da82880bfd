// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import QuizKit
import VerbData

extension VerbSource {
    /// The verbs of a lexicon, conjugated by its conjugator.
    ///
    /// Each infinitive appears once, with the gloss and rank of its most frequent
    /// meaning. A lexicon without entries falls back to the infinitives of its
    /// principal-parts table, so a quiz is always possible. Forms the verb lacks
    /// (the Imperativ of a modal verb) are not asked.
    public static func lexicon(_ lexicon: Lexicon) -> VerbSource {
        var verbs: [QuizVerb] = []
        var seen = Set<String>()
        for entry in lexicon.entries.sorted(by: { $0.rank < $1.rank }) where !seen.contains(entry.infinitive) {
            seen.insert(entry.infinitive)
            verbs.append(QuizVerb(infinitive: entry.infinitive, gloss: entry.gloss, rank: max(entry.rank, 1)))
        }
        if verbs.isEmpty {
            for (i, parts) in lexicon.principalParts.enumerated() where !seen.contains(parts.infinitive) {
                seen.insert(parts.infinitive)
                verbs.append(QuizVerb(infinitive: parts.infinitive, gloss: "", rank: i + 1))
            }
        }
        let conjugator = lexicon.conjugator
        return VerbSource(verbs: verbs) { infinitive, group, person in
            guard let verb = try? conjugator.verb(infinitive) else { return nil }
            if group == .imperativ && !verb.hasImperativ { return nil }
            let form = verb.form(group, person)
            return form.text.isEmpty ? nil : form
        }
    }
}
