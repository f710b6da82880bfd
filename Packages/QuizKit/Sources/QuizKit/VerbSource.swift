// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

/// A verb a quiz may ask about: "singen", "to sing", rank 120 in the frequency list.
public struct QuizVerb: Sendable, Hashable {
    /// How a verb is used with sich.
    public enum Reflexive: String, Sendable, Hashable {
        /// Never (singen).
        case none
        /// With and without: freuen ("freue", "freue mich"), sich etwas merken.
        case optional
        /// Always: sich bedanken ("bedanke mich"); the question shows "sich bedanken".
        case always
    }

    /// The infinitive: "singen". A verb the learner asked for with sich although it is
    /// also used without it carries the pronoun here ("sich waschen"), so that every form
    /// is asked and conjugated with it ("wasch dich!").
    public var infinitive: String
    /// The English gloss shown with the question: "to sing".
    public var gloss: String
    /// Frequency rank, 1 for the most frequent verb.
    public var rank: Int
    /// Whether the verb is used with sich.
    public var reflexive: Reflexive

    /// A verb from its infinitive, gloss and rank.
    public init(infinitive: String, gloss: String, rank: Int, reflexive: Reflexive = .none) {
        self.infinitive = infinitive
        self.gloss = gloss
        self.rank = rank
        self.reflexive = reflexive
    }

    /// The verb as a question names it: "singen", "sich bedanken" for a verb always used with sich.
    public var prompt: String {
        reflexive == .always && !infinitive.hasPrefix("sich ") ? "sich " + infinitive : infinitive
    }
}

/// Where questions come from: a list of verbs and a way to conjugate them.
///
/// `VerbSource.lexicon(_:)` in Practice builds one from VerbData; tests build small ones by hand.
public struct VerbSource: Sendable {
    /// The verbs a quiz draws from.
    public var verbs: [QuizVerb]
    /// The correct form for a verb in a group and person; nil if the verb cannot be conjugated.
    public var form: @Sendable (_ infinitive: String, _ group: Conjugationgroup, _ person: Person?) -> Form?
    /// Other correct answers for the same slot: the reflexive forms of a verb used with and
    /// without sich ("freue mich"). None by default.
    public var alsoAccepted: @Sendable (_ infinitive: String, _ group: Conjugationgroup, _ person: Person?) -> [String]
    /// The form a learner who treats the verb as weak would give ("singte", "gesingt"), the
    /// false claim of a true/false question; nil for a weak verb, and nil when that form
    /// is right after all (a variant, or a form of another meaning: hängen, "hängte").
    public var regularForm: @Sendable (_ infinitive: String, _ group: Conjugationgroup, _ person: Person?) -> String?
    /// The parsed verb, for the explanation after a wrong answer; nil when unknown.
    public var verb: @Sendable (_ infinitive: String) -> Verb?
    /// The gloss of the meaning an infinitive as typed is conjugated in ("sich scheren":
    /// "to care, to bother (about)", not scheren's first "to shear"); nil when unknown.
    public var gloss: @Sendable (_ infinitive: String) -> String?

    /// A source of these verbs, conjugated by `form`.
    public init(
        verbs: [QuizVerb],
        form: @escaping @Sendable (_ infinitive: String, _ group: Conjugationgroup, _ person: Person?) -> Form?,
        alsoAccepted: @escaping @Sendable (_ infinitive: String, _ group: Conjugationgroup, _ person: Person?) -> [String]
            = { _, _, _ in [] },
        regularForm: @escaping @Sendable (_ infinitive: String, _ group: Conjugationgroup, _ person: Person?) -> String?
            = { _, _, _ in nil },
        verb: @escaping @Sendable (_ infinitive: String) -> Verb? = { _ in nil },
        gloss: @escaping @Sendable (_ infinitive: String) -> String? = { _ in nil }
    ) {
        self.gloss = gloss
        self.verbs = verbs
        self.form = form
        self.alsoAccepted = alsoAccepted
        self.regularForm = regularForm
        self.verb = verb
    }

    /// The same conjugation over other verbs (a frequency band, the learner's own list).
    public func restricted(to verbs: [QuizVerb]) -> VerbSource {
        var copy = self
        copy.verbs = verbs
        return copy
    }
}

extension VerbSource {
    /// The question for a stored verb, group and person, conjugated afresh; nil when
    /// the source cannot conjugate it any more.
    public func question(infinitive: String, gloss: String, rank: Int = 1,
                         conjugationgroup: Conjugationgroup, person: Person?, kind: Question.Kind = .typed) -> Question? {
        // A form the verb lacks (gehen has no passive, a modal no Imperativ) is never asked.
        guard let form = form(infinitive, conjugationgroup, person), !form.text.isEmpty else { return nil }
        let known = verbs.first { $0.infinitive == infinitive }
        return Question(verb: QuizVerb(infinitive: infinitive, gloss: gloss, rank: known?.rank ?? rank,
                                       reflexive: known?.reflexive ?? .none),
                        conjugationgroup: conjugationgroup, person: person, expected: form,
                        alsoAccepted: alsoAccepted(infinitive, conjugationgroup, person), kind: kind)
    }

    /// The question for a verb of this source, with its other accepted answers.
    func question(_ verb: QuizVerb, _ group: Conjugationgroup, _ person: Person?) -> Question? {
        guard let form = form(verb.infinitive, group, person), !form.text.isEmpty else { return nil }
        return Question(verb: verb, conjugationgroup: group, person: person, expected: form,
                        alsoAccepted: alsoAccepted(verb.infinitive, group, person))
    }
}
