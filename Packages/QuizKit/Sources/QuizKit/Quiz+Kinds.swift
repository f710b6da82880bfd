// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

extension Quiz {
    /// Turns a typed question into a multiple-choice or a true/false one, about a third of
    /// the time each; it stays typed when the verb has too few other forms to choose from.
    static func mixKind(_ question: Question, source: VerbSource, using rng: inout some RandomNumberGenerator) -> Question {
        var mixed = question
        switch rng.index(below: 3) {
        case 1:
            let wrong = distractors(question, source: source, using: &rng)
            guard wrong.count >= 3 else { return question }
            var options = Array(wrong.prefix(3)) + [question.expected.text]
            options.shuffle(using: &rng)
            mixed.kind = .choice(options)
        case 2:
            if rng.index(below: 2) == 0 {
                mixed.kind = .trueFalse(claim: question.expected.text)
            } else {
                // The weak form a learner would guess is the most telling false claim (gesingt).
                let regular = source.regularForm(question.verb.infinitive, question.conjugationgroup, question.person)
                    .flatMap { question.acceptsForm($0) ? nil : $0 }
                guard let claim = regular ?? distractors(question, source: source, using: &rng).first else { return question }
                mixed.kind = .trueFalse(claim: claim)
            }
        default:
            break
        }
        return mixed
    }

    /// Wrong options for a question, in random order: real forms of the same verb in other
    /// persons and groups (sangst, singe, sänge for sang), and the weak form a learner would
    /// guess (singte). None of them is accepted as the answer, and no two read alike.
    static func distractors(_ question: Question, source: VerbSource, using rng: inout some RandomNumberGenerator) -> [String] {
        let infinitive = question.verb.infinitive
        var candidates: [String] = []
        if let regular = source.regularForm(infinitive, question.conjugationgroup, question.person) {
            candidates.append(regular)
        }
        for person in question.conjugationgroup.persons where person != question.person {
            if let form = source.form(infinitive, question.conjugationgroup, person) { candidates.append(form.text) }
        }
        let related: [Conjugationgroup] = question.person == nil
            ? [.perfektpartizip, .präsenspartizip, .präteritumIndikativ, .präsensIndikativ]
            : [.präsensIndikativ, .präteritumIndikativ, .präteritumKonjunktivII, .präsensKonjunktivI]
        for group in related where group != question.conjugationgroup {
            let person = group.persons.contains(question.person) ? question.person : group.persons.first ?? nil
            if let form = source.form(infinitive, group, person) { candidates.append(form.text) }
        }
        var seen = Set<String>()
        var unique: [String] = []
        for candidate in candidates where !candidate.isEmpty && !question.acceptsForm(candidate) {
            if seen.insert(Grading.normalize(candidate)).inserted { unique.append(candidate) }
        }
        // The weak form first when there is one, the rest shuffled.
        let hasRegular = source.regularForm(infinitive, question.conjugationgroup, question.person)
            .map { !question.acceptsForm($0) && unique.first == $0 } ?? false
        let head = hasRegular ? Array(unique.prefix(1)) : []
        var rest = Array(unique.dropFirst(head.count))
        rest.shuffle(using: &rng)
        return head + rest
    }
}
