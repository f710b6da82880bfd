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
            var options = Array(wrong.prefix(3)) + [question.spokenExpected.text]
            options.shuffle(using: &rng)
            mixed.kind = .choice(options)
        case 2:
            if rng.index(below: 2) == 0 {
                mixed.kind = .trueFalse(claim: question.spokenExpected.text)
            } else {
                // The weak form a learner would guess is the most telling false claim
                // (gesingt); the source gives none that is right in another meaning (hängte).
                let regular = source.regularForm(question.verb.infinitive, question.conjugationgroup, question.person)
                    .map { Question.spoken($0, question.conjugationgroup, question.person) }
                    .flatMap { question.acceptsForm($0) ? nil : $0 }
                guard let claim = regular ?? distractors(question, source: source, using: &rng).first else { return question }
                mixed.kind = .trueFalse(claim: claim)
            }
        default:
            break
        }
        return mixed
    }

    /// Wrong options for a question, in random order: real forms of the same verb as they
    /// are said (the wir and Sie Imperativ with their pronoun: "gelten Sie"), in the
    /// other persons of the group (sangst, sangen for sang) and in the same person of the
    /// groups built alike (singe, sänge; war gekommen, sei gekommen for bin gekommen). Never
    /// a made-up form, none of them accepted as the answer, and no two alike once folded
    /// (ä = ae, ß = ss, case).
    static func distractors(_ question: Question, source: VerbSource, using rng: inout some RandomNumberGenerator) -> [String] {
        let infinitive = question.verb.infinitive
        var candidates: [String] = []
        for person in question.conjugationgroup.persons where person != question.person {
            if let form = source.form(infinitive, question.conjugationgroup, person) {
                candidates.append(Question.spoken(form.text, question.conjugationgroup, person))
            }
        }
        for group in relatedGroups(question.conjugationgroup) {
            let person = group.persons.contains(question.person) ? question.person
                : question.person == .formal && group.persons.contains(.sie) ? .sie : group.persons.first ?? nil
            if let form = source.form(infinitive, group, person) { candidates.append(Question.spoken(form.text, group, person)) }
        }
        var seen = Set<String>()
        var unique: [String] = []
        for candidate in candidates where !candidate.isEmpty && !question.acceptsForm(candidate) {
            if seen.insert(Grading.normalize(candidate)).inserted { unique.append(candidate) }
        }
        unique.shuffle(using: &rng)
        return unique
    }

    /// The groups whose forms look like the group's, so that a wrong option is a
    /// plausible one: the simple tenses among themselves, the perfect tenses, the future
    /// tenses, the passive, the participles and infinitives; the simple tenses after them.
    static func relatedGroups(_ group: Conjugationgroup) -> [Conjugationgroup] {
        let simple: [Conjugationgroup] = [.präsensIndikativ, .präteritumIndikativ, .präteritumKonjunktivII,
                                          .präsensKonjunktivI, .imperativ]
        let perfect: [Conjugationgroup] = [.perfektIndikativ, .plusquamperfektIndikativ, .perfektKonjunktivI,
                                           .plusquamperfektKonjunktivII]
        let future: [Conjugationgroup] = [.futurIndikativ, .futurKonjunktivI, .futurKonjunktivII, .futurIIIndikativ,
                                          .futurIIKonjunktivI, .futurIIKonjunktivII]
        let nonFinite: [Conjugationgroup] = [.perfektpartizip, .präsenspartizip, .zuInfinitiv, .perfektInfinitiv]
        let passive = Conjugationgroup.allCases.filter { $0.rawValue.hasSuffix("passiv") }
        let family = [simple, perfect, future, nonFinite, passive + [.passivInfinitiv]].first { $0.contains(group) } ?? simple
        var out = family.filter { $0 != group }
        for other in simple where !out.contains(other) && other != group { out.append(other) }
        return out
    }
}
