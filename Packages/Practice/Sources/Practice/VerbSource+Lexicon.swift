// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import ConjugationEngine
import QuizKit
import VerbData

extension VerbSource {
    /// The persons a verb said only of things and events is asked in; nil is a participle.
    static let thirdPersons: Set<Person?> = [nil, .erSieEs, .sie]

    /// The verbs of a lexicon, conjugated by its conjugator.
    ///
    /// Each infinitive appears once, with the gloss and rank of its most frequent
    /// meaning. A lexicon without entries falls back to the infinitives of its
    /// principal-parts table, so a quiz is always possible. Forms the verb lacks
    /// (the Imperativ of a modal verb) are not asked, nor the 1st and 2nd persons and the
    /// Imperativ of a verb said only of things and events (`Verb.isThirdPersonOnly`: geschehen).
    ///
    /// A verb always used with sich (sich bedanken) is asked with its pronoun; one used
    /// with and without it (freuen, sich etwas merken) also accepts its reflexive forms
    /// ("freue mich", "merke mir"). The weak forms a learner would guess for a strong or
    /// mixed verb ("singte", "gesingt") are the false claims of true/false questions,
    /// unless another meaning makes them right (hängen: "hängte").
    public static func lexicon(_ lexicon: Lexicon) -> VerbSource {
        var verbs: [QuizVerb] = []
        var seen = Set<String>()
        var reflexiveUse: [String: QuizVerb.Reflexive] = [:]
        for entry in lexicon.entries {
            let use: QuizVerb.Reflexive = entry.isAlwaysReflexive ? .always
                : entry.isReflexive || entry.isDativeReflexive ? .optional : .none
            // Of two meanings, the one with sich always wins, then the one with sich sometimes.
            if let known = reflexiveUse[entry.infinitive], known == .always || use == .none { continue }
            reflexiveUse[entry.infinitive] = use
        }
        for entry in lexicon.entries.sorted(by: { $0.rank < $1.rank }) where !seen.contains(entry.infinitive) {
            seen.insert(entry.infinitive)
            verbs.append(QuizVerb(infinitive: entry.infinitive, gloss: entry.gloss, rank: max(entry.rank, 1),
                                  reflexive: reflexiveUse[entry.infinitive] ?? .none))
        }
        if verbs.isEmpty {
            for (i, parts) in lexicon.principalParts.enumerated() where !seen.contains(parts.infinitive) {
                seen.insert(parts.infinitive)
                verbs.append(QuizVerb(infinitive: parts.infinitive, gloss: "", rank: i + 1))
            }
        }
        let conjugator = lexicon.conjugator
        let optional = Set(reflexiveUse.filter { $0.value == .optional }.keys)
        // The glosses of each infinitive's meanings, in the conjugator's order (most frequent first).
        let glosses = lexicon.entries.reduce(into: [String: [String]]()) { $0[$1.infinitive, default: []].append($1.gloss) }
        // Every lexicon verb as if it were weak, keeping its prefixes, auxiliary and sich.
        let weak = Conjugator(knowledge: VerbKnowledge(principalParts: [], entries: lexicon.entries.map { entry in
            var regular = entry.lexicalEntry
            regular.family = .weak
            return regular
        }))
        return VerbSource(
            verbs: verbs,
            form: { infinitive, group, person in
                guard let verb = try? conjugator.verb(infinitive) else { return nil }
                if group == .imperativ && !verb.hasImperativ { return nil }
                // Said of things and events (es geschieht, es regnet): only the 3rd persons are asked.
                if verb.isThirdPersonOnly && (group == .imperativ || !Self.thirdPersons.contains(person)) { return nil }
                let form = verb.form(group, person)
                return form.text.isEmpty ? nil : form
            },
            alsoAccepted: { infinitive, group, person in
                var also: [String] = []
                if optional.contains(infinitive), let verb = try? conjugator.verb(infinitive), !verb.isReflexive {
                    also += verb.reflexive(true).variants(group, person)
                }
                // The same sense conjugated two ways (verwenden: verwendet and verwandt).
                if let meanings = try? conjugator.verbs(infinitive), meanings.count > 1,
                   let own = glosses[infinitive], own.count == meanings.count {
                    for (i, meaning) in meanings.enumerated().dropFirst() where VerbSource.sameSense(own[0], own[i]) {
                        also += meaning.variants(group, person).filter { !also.contains($0) }
                    }
                }
                return also
            },
            regularForm: { infinitive, group, person in
                guard let real = try? conjugator.verb(infinitive), real.family == .strong || real.family == .mixed
                        || real.family == .irregular,
                      let regular = try? weak.verb(infinitive) else { return nil }
                let text = regular.form(group, person).text
                guard !text.isEmpty else { return nil }
                // Never a form that is right after all: a variant of this meaning or a form
                // of another one (hängen: "hängte" is the weak "to hang something up").
                let folded = Grading.normalize(text)
                let meanings = (try? conjugator.verbs(infinitive)) ?? [real]
                for meaning in meanings where meaning.variants(group, person).contains(where: { Grading.normalize($0) == folded }) {
                    return nil
                }
                return text
            },
            verb: { infinitive in try? conjugator.verb(infinitive) },
            gloss: { infinitive in (try? lexicon.conjugation(infinitive))?.entry?.gloss })
    }
}

extension VerbSource {
    /// Whether two meanings of one infinitive are the same sense conjugated two ways: the
    /// glosses are equal apart from a parenthesised note closing one of them ("to use" and
    /// "to use (verwandte, verwandt)"). Different senses stay apart: "to hang (be hanging)"
    /// and "to hang (something up)", "to send" and "to broadcast, to transmit".
    static func sameSense(_ first: String, _ second: String) -> Bool {
        func withoutNote(_ gloss: String) -> String {
            let trimmed = gloss.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else { return trimmed }
            return trimmed[..<open].trimmingCharacters(in: .whitespaces)
        }
        let a = first.trimmingCharacters(in: .whitespaces), b = second.trimmingCharacters(in: .whitespaces)
        return !a.isEmpty && (a == b || a == withoutNote(b) || withoutNote(a) == b)
    }
}

extension VerbSource {
    /// The infinitive without a reflexive pronoun in front: "sich waschen" → "waschen",
    /// "sich etwas merken" → "merken"; any other infinitive as it is.
    static func withoutPronoun(_ infinitive: String) -> String {
        var words = infinitive.split(separator: " ")
        guard words.first == "sich", words.count > 1 else { return infinitive }
        words.removeFirst()
        if words.count > 1, words.first == "etwas" { words.removeFirst() }
        return words.joined(separator: " ")
    }
}

extension Lexicon {
    /// The verb as a question names it (`QuizVerb.prompt`): "sich bedanken" for bedanken,
    /// whose every meaning takes sich; "waschen" and "sich waschen" as they are.
    public func prompt(_ infinitive: String) -> String {
        let meanings = entries(for: infinitive)
        return !meanings.isEmpty && meanings.contains(where: \.isAlwaysReflexive) ? "sich " + infinitive : infinitive
    }
}
