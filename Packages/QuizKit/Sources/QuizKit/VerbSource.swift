// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

/// A verb a quiz may ask about: "singen", "to sing", rank 120 in the frequency list.
public struct QuizVerb: Sendable, Hashable {
    /// The infinitive: "singen".
    public var infinitive: String
    /// The English gloss shown with the question: "to sing".
    public var gloss: String
    /// Frequency rank, 1 for the most frequent verb.
    public var rank: Int

    /// A verb from its infinitive, gloss and rank.
    public init(infinitive: String, gloss: String, rank: Int) {
        self.infinitive = infinitive
        self.gloss = gloss
        self.rank = rank
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

    /// A source of these verbs, conjugated by `form`.
    public init(
        verbs: [QuizVerb],
        form: @escaping @Sendable (_ infinitive: String, _ group: Conjugationgroup, _ person: Person?) -> Form?
    ) {
        self.verbs = verbs
        self.form = form
    }
}

extension VerbSource {
    /// The question for a stored verb, group and person, conjugated afresh; nil when
    /// the source cannot conjugate it any more.
    public func question(infinitive: String, gloss: String, rank: Int = 1,
                         conjugationgroup: Conjugationgroup, person: Person?) -> Question? {
        guard let form = form(infinitive, conjugationgroup, person) else { return nil }
        return Question(verb: QuizVerb(infinitive: infinitive, gloss: gloss, rank: rank),
                        conjugationgroup: conjugationgroup, person: person, expected: form)
    }
}
