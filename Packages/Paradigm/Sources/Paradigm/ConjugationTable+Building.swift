// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import VerbData

extension ConjugationTable {
    /// The table of `conjugation` (one meaning of a verb, as `Lexicon.conjugation` gives
    /// it) for `choices`, worded in `l`'s language.
    ///
    /// ```swift
    /// let table = ConjugationTable(try lexicon.conjugation("hängen", meaning: 2),
    ///                              choices: .init(meaning: 2), l: L(.en))
    /// table.otherMeanings.map(\.number)             // [1]
    /// ```
    public init(_ conjugation: Lexicon.Conjugation, choices: Choices = Choices(), l: L) {
        let verb = conjugation.verb
        self.choices = choices
        infinitive = verb.infinitive
        title = choices.governed.map { Self.name($0) + " " + verb.infinitive } ?? Self.name(verb)
        gloss = conjugation.entry?.gloss
        facts = Facts(verb, rank: conjugation.entry?.rank, l: l)
        // The meaning shown is the one asked for, the last where a larger one was asked.
        let shown = max(0, min((choices.meaning ?? 1) - 1, conjugation.meanings - 1))
        meaning = shown + 1
        meanings = conjugation.meanings
        otherMeanings = conjugation.otherEntries.enumerated().map { k, entry in
            let number = k < shown ? k + 1 : k + 2
            return Meaning(number: number, gloss: entry.gloss, family: entry.family,
                           text: "\(number). \(entry.gloss) (\(l.family.name(entry.family.rawValue)))")
        }
        sections = choices.groups.compactMap { Self.section(verb, $0, choices, l) }
        notes = []
        // regnen with the passive asked for: say once why it is absent. With a governed
        // verb, that verb decides (kommen können: kommen has none, not können).
        if choices.groups.contains(where: { $0.voice != .active }) {
            let decider = choices.governed ?? verb
            if let reason = decider.passiveAbsence,
               let sentence = l.verb.noPassive(Self.name(decider), reason: reason.rawValue,
                                               participle: decider.form(.perfektpartizip, nil).text) {
                notes.append(Note(kind: .noPassive, text: sentence))
            }
        }
        if sections.isEmpty && notes.isEmpty { notes.append(Note(kind: .noForms, text: l.verb.noForms(title))) }
    }

    /// "sich freuen" for a reflexive verb, else the infinitive.
    static func name(_ verb: Verb) -> String { (verb.isReflexive ? "sich " : "") + verb.infinitive }

    /// One group's section; nil for a group the verb lacks.
    static func section(_ verb: Verb, _ group: Conjugationgroup, _ choices: Choices, _ l: L) -> Section? {
        let persons = group.persons
        let forms: [Form]
        if let governed = choices.governed {
            // Only the finite active groups form a verb cluster (kann singen, habe singen können).
            forms = persons.map { verb.form(group, $0, governing: governed, clause: choices.clause) }
            guard forms.contains(where: \.exists) else { return nil }
        } else if group == .imperativ {
            // The Imperativ as it is said (waschen wir uns!); the rest in the clause's order.
            forms = verb.hasImperativ ? persons.map { verb.spokenImperative($0 ?? .du) } : []
        } else {
            forms = verb.forms(group, clause: choices.clause)
        }
        guard !forms.isEmpty else { return nil }
        // The impersonal passive has no subject but es: "es wird getanzt" ("dass getanzt wird").
        let impersonal = Person.impersonalLabel(group, forms, clause: choices.clause)
        let third = impersonal ?? choices.thirdPerson
        let rows = zip(persons, forms).map { person, form in
            Row(person: person, pronoun: person?.pronoun(thirdPerson: third) ?? "",
                saysPronoun: group == .imperativ && choices.governed == nil && person?.isNamedInSpokenImperative == true,
                form: form)
        }
        return Section(group: group, name: l.conjugationgroup.name(group.rawValue, naming: choices.groupNaming),
                       rows: rows, isImpersonal: impersonal != nil)
    }
}

extension ConjugationTable.Facts {
    init(_ verb: Verb, rank: Int?, l: L) {
        family = verb.family
        ablautSeries = verb.ablautSeries.map { $0.split(separator: " – ", omittingEmptySubsequences: false).map(String.init) } ?? []
        auxiliaries = verb.auxiliaries
        structure = verb.isSeparable || verb.structure.inseparable != nil ? verb.structure.notation : nil
        self.rank = rank
        isByRule = !verb.isKnown
        // "strong i-a-u", as `konjugieren verbs` lists it.
        var text = [l.verb.family + ": " + l.family.name(family.rawValue)
                    + (ablautSeries.isEmpty ? "" : " " + ablautSeries.joined(separator: "-")),
                    l.verb.auxiliary + ": " + auxiliaries.map(\.rawValue).joined(separator: "/")]
        if let structure { text.append(l.verb.structure + ": " + structure) }
        if let rank { text.append(l.verb.frequencyRank + ": " + l.grouped(rank)) }
        if isByRule { text.append(l.verb.byRule) }
        self.text = text
    }
}
