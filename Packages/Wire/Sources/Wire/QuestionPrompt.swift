// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import QuizKit

/// A question as a server's quiz asks it: `{"number":1,"total":10,"verb":"singen",…}`.
public struct QuestionPrompt: Codable, Sendable, Equatable {
    /// Its place, from 1.
    public var number: Int
    /// How many questions the quiz has.
    public var total: Int
    /// The verb as asked: "singen", "sich bedanken".
    public var verb: String
    /// Its English gloss: "to sing".
    public var gloss: String
    /// The slot id: "präteritumIndikativ".
    public var group: String
    /// The group named in the reply's language: "Präteritum Indikativ", "Preterite Indicative".
    public var groupName: String
    /// The person id, null for the participles and infinitives: "ich".
    public var person: String?
    /// The pronoun to show, "" without a person: "ich", "er/sie/es".
    public var pronoun: String

    /// A prompt from its parts.
    public init(number: Int, total: Int, verb: String, gloss: String, group: String, groupName: String,
                person: String?, pronoun: String) {
        self.number = number
        self.total = total
        self.verb = verb
        self.gloss = gloss
        self.group = group
        self.groupName = groupName
        self.person = person
        self.pronoun = pronoun
    }

    /// The question `session` asks now, named in the language of `l`; nil once it is over.
    public init?(_ session: QuizSession, _ l: L) {
        guard let index = session.currentIndex else { return nil }
        let q = session.quiz.questions[index]
        self.init(number: index + 1, total: session.quiz.questions.count, verb: q.verb.prompt, gloss: q.verb.gloss,
                  group: q.conjugationgroup.rawValue, groupName: q.conjugationgroup.name(l),
                  person: q.person?.id, pronoun: q.pronoun(thirdPerson: "er/sie/es"))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(number, forKey: .number)
        try c.encode(total, forKey: .total)
        try c.encode(verb, forKey: .verb)
        try c.encode(gloss, forKey: .gloss)
        try c.encode(group, forKey: .group)
        try c.encode(groupName, forKey: .groupName)
        try c.encode(person, forKey: .person)
        try c.encode(pronoun, forKey: .pronoun)
    }
}

extension Conjugationgroup {
    /// The group's name in the language of `l`: "Präteritum Indikativ", "Preterite Indicative".
    public func name(_ l: L) -> String { l.language == .de ? germanName : englishName }
}
