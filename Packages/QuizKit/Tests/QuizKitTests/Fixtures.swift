// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
@testable import QuizKit

/// A hand-made source: every verb conjugates to "<infinitive>:<group>:<person>",
/// except `unconjugatable`, which the source refuses.
func fakeSource(verbCount: Int = 60, refusing unconjugatable: Set<String> = []) -> VerbSource {
    let verbs = (1...verbCount).map { QuizVerb(infinitive: "verb\($0)en", gloss: "to verb \($0)", rank: $0) }
    return VerbSource(verbs: verbs) { infinitive, group, person in
        if unconjugatable.contains(infinitive) { return nil }
        let text = "\(infinitive):\(group.rawValue):\(person?.id ?? "-")"
        return Form(text: text, variants: [text], irregularOffsets: [])
    }
}

func question(
    _ infinitive: String, _ group: Conjugationgroup, _ person: Person?, _ variants: [String]
) -> Question {
    Question(verb: QuizVerb(infinitive: infinitive, gloss: "", rank: 1), conjugationgroup: group, person: person,
             expected: Form(text: variants[0], variants: variants, irregularOffsets: []))
}

let epoch = Date(timeIntervalSince1970: 1_800_000_000)
