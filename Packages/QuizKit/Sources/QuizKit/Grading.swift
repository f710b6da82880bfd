// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

extension Question {
    /// Whether `answer` is a correct form for this question.
    ///
    /// Spaces around and between words and letter case are ignored; ß and ss are
    /// equal (Swiss spelling: "liess" for "ließ"); every variant the engine knows is
    /// accepted ("sammle", "sammele"). For separable verbs in the simple finite
    /// groups, the subordinate-clause order with the particle joined is accepted too:
    /// "komme an" and "ankomme" ("…, dass ich ankomme"). The Imperativ has no
    /// subordinate clause, so "komm an" is not joined, but its wir and Sie forms may
    /// carry their pronoun ("singen Sie", "kommen wir an"). A leading pronoun matching
    /// the question ("ich singe") is tolerated.
    public func accepts(_ answer: String) -> Bool {
        let given = Grading.normalize(answer)
        guard !given.isEmpty else { return false }
        let candidates = Grading.acceptedAnswers(for: self)
        if candidates.contains(given) { return true }
        for pronoun in Grading.pronouns(for: person) where given.hasPrefix(pronoun + " ") {
            if candidates.contains(String(given.dropFirst(pronoun.count + 1))) { return true }
        }
        return false
    }
}

/// The normalisation behind `Question.accepts`.
public enum Grading {
    /// Lower case, ß → ss, words separated by single spaces: "  Ließ  AN " → "liess an".
    public static func normalize(_ text: String) -> String {
        var out = ""
        var pendingSpace = false
        for ch in text.lowercased() {
            if ch.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(" "); pendingSpace = false }
            if ch == "ß" { out += "ss" } else { out.append(ch) }
        }
        return out
    }

    /// Every normalised answer accepted for `question`.
    static func acceptedAnswers(for question: Question) -> Set<String> {
        var accepted = Set<String>()
        let joinable = joinsSeparableParticle(question.conjugationgroup)
        let infinitive = normalize(question.verb.infinitive)
        for variant in question.expected.variants + [question.expected.text] {
            let v = normalize(variant)
            accepted.insert(v)
            if joinable, let joined = subordinateOrder(v, infinitive: infinitive) {
                accepted.insert(joined)
            }
            if let spoken = imperativWithPronoun(v, question) { accepted.insert(spoken) }
        }
        return accepted
    }

    /// Groups whose finite verb moves to the end of a subordinate clause with its
    /// particle attached: "ich komme an" / "…, weil ich ankomme". The compound tenses
    /// already keep the particle joined in the participle or infinitive ("bin
    /// angekommen", "werde ankommen").
    static func joinsSeparableParticle(_ group: Conjugationgroup) -> Bool {
        switch group {
        case .präsensIndikativ, .präteritumIndikativ, .präsensKonjunktivI, .präteritumKonjunktivII:
            return true
        default:
            return false
        }
    }

    /// "kommst an" → "ankommst" when "an" is the verb's particle ("ankommen");
    /// nil for forms that are not split.
    static func subordinateOrder(_ form: String, infinitive: String) -> String? {
        let words = form.split(separator: " ")
        guard words.count == 2 else { return nil }
        let particle = String(words[1])
        // The last word must be the particle the infinitive starts with, and more must follow it.
        guard infinitive.hasPrefix(particle), infinitive.count > particle.count else { return nil }
        return particle + words[0]
    }

    /// The wir and Sie forms of the Imperativ are said with their pronoun after the
    /// verb: "singen wir!", "kommen Sie an!". The engine gives the bare form; the
    /// spoken one is accepted too.
    static func imperativWithPronoun(_ form: String, _ question: Question) -> String? {
        guard question.conjugationgroup == .imperativ,
              question.person == .wir || question.person == .formal else { return nil }
        let pronoun = question.person == .wir ? "wir" : "sie"
        var words = form.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        words.insert(pronoun, at: 1)
        return words.joined(separator: " ")
    }

    /// Pronouns a learner might type before the form.
    static func pronouns(for person: Person?) -> [String] {
        switch person {
        case nil: return []
        case .erSieEs?: return ["er/sie/es", "er", "sie", "es"]
        case .formal?: return ["sie"]
        case let p?: return [normalize(p.pronoun())]
        }
    }
}
