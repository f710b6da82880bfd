// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

/// One quiz question: conjugate `verb` in `conjugationgroup` for `person`.
///
/// singen · Präteritum Indikativ · ich → "sang"
public struct Question: Sendable, Hashable {
    /// How the learner answers: typing the form, choosing it among real forms of the same
    /// verb, or saying whether a shown form is right.
    public enum Kind: Sendable, Hashable {
        /// The form is typed: "sang".
        case typed
        /// The form is chosen among these options, by number or by typing it: "1 singe
        /// 2 sang 3 singte 4 sänge".
        case choice([String])
        /// "Is „gesingt“ the Perfektpartizip of singen?": yes or no.
        case trueFalse(claim: String)

        /// A stable name for storing the kind: "typed", "choice", "trueFalse".
        public var id: String {
            switch self {
            case .typed: return "typed"
            case .choice: return "choice"
            case .trueFalse: return "trueFalse"
            }
        }
    }

    /// The verb asked: singen, "to sing".
    public var verb: QuizVerb
    /// The group asked: Präteritum Indikativ.
    public var conjugationgroup: Conjugationgroup
    /// nil for the participles.
    public var person: Person?
    /// The correct form with every accepted variant and its irregular letters.
    public var expected: Form
    /// Other correct German the learner may give, not shown as the answer: the reflexive
    /// forms of a verb used with and without sich (freuen: "freue mich" besides "freue").
    public var alsoAccepted: [String]
    /// Typed, multiple choice or true/false.
    public var kind: Kind

    /// A question from its parts.
    public init(verb: QuizVerb, conjugationgroup: Conjugationgroup, person: Person?, expected: Form,
                alsoAccepted: [String] = [], kind: Kind = .typed) {
        self.verb = verb
        self.conjugationgroup = conjugationgroup
        self.person = person
        self.expected = expected
        self.alsoAccepted = alsoAccepted
        self.kind = kind
    }

    /// The pronoun to show, with the er/sie/es setting applied; "" for the participles.
    /// With the setting "sie" the third persons would read alike, so they are told apart:
    /// "sie (Sg.)" and "sie (Pl.)".
    public func pronoun(thirdPerson: String) -> String {
        person?.label(thirdPerson: thirdPerson) ?? ""
    }

    /// What the answer is to a true/false question: whether the claim is a correct form.
    public var claimIsTrue: Bool? {
        if case .trueFalse(let claim) = kind { return acceptsForm(claim) }
        return nil
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

    /// The pronoun as a question shows it: `pronoun(thirdPerson:)`, except that with the
    /// label "sie" the singular and the plural are told apart, "sie (Sg.)" and "sie (Pl.)".
    public func label(thirdPerson: String) -> String {
        switch self {
        case .erSieEs where thirdPerson == "sie": return "sie (Sg.)"
        case .sie where thirdPerson == "sie": return "sie (Pl.)"
        default: return pronoun(thirdPerson: thirdPerson)
        }
    }

    /// The person with the given `id`.
    public init?(id: String) {
        guard let person = Person.allCases.first(where: { $0.id == id }) else { return nil }
        self = person
    }
}
