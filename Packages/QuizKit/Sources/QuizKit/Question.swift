// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

/// One quiz question: conjugate `verb` in `conjugationgroup` for `person`.
///
/// singen · Präteritum Indikativ · ich → "sang"
public struct Question: Sendable, Hashable {
    /// The verb asked: singen, "to sing".
    public var verb: QuizVerb
    /// The group asked: Präteritum Indikativ.
    public var conjugationgroup: Conjugationgroup
    /// nil for the participles.
    public var person: Person?
    /// The correct form with every accepted variant and its irregular letters.
    public var expected: Form

    /// A question from its parts.
    public init(verb: QuizVerb, conjugationgroup: Conjugationgroup, person: Person?, expected: Form) {
        self.verb = verb
        self.conjugationgroup = conjugationgroup
        self.person = person
        self.expected = expected
    }

    /// The pronoun to show, with the er/sie/es setting applied; "" for the participles.
    public func pronoun(thirdPerson: String) -> String {
        person?.pronoun(thirdPerson: thirdPerson) ?? ""
    }
}

extension Person {
    /// A stable name for storing a person as text: "ich", "du", "erSieEs", "wir", "ihr", "sie", "formal".
    public var id: String {
        switch self {
        case .ich: return "ich"
        case .du: return "du"
        case .erSieEs: return "erSieEs"
        case .wir: return "wir"
        case .ihr: return "ihr"
        case .sie: return "sie"
        case .formal: return "formal"
        }
    }

    /// The person with the given `id`.
    public init?(id: String) {
        guard let person = Person.allCases.first(where: { $0.id == id }) else { return nil }
        self = person
    }
}
