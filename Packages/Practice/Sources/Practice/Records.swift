// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Persistence
import QuizKit

// The mapping between QuizKit's questions and Persistence's records. Persistence keeps
// the engine's groups and persons; QuizKit knows no store.

extension StoredQuestion {
    /// The record of a question at `position` in its quiz: singen · präteritumIndikativ · ich · "sang".
    public init(_ question: Question, position: Int) {
        let options: [String]
        switch question.kind {
        case .typed: options = []
        case .choice(let choices): options = choices
        case .trueFalse(let claim): options = [claim]
        }
        self.init(position: position, verb: question.verb.infinitive, gloss: question.verb.gloss,
                  conjugationgroup: question.conjugationgroup, person: question.person,
                  correctForm: question.expected.text, kind: question.kind.id, options: options)
    }
}

extension Question {
    /// The stored question, conjugated afresh; if the engine cannot conjugate it any
    /// more, the stored form is the only accepted answer. Nil for a person the group does
    /// not have (ich in the Imperativ, a person for a participle): no version asks that.
    public init?(_ record: StoredQuestion, source: VerbSource) {
        let group = record.conjugationgroup, person = record.person
        guard group.persons.contains(person) else { return nil }
        let kind: Question.Kind
        switch record.kind {
        case "choice": kind = .choice(record.options)
        case "trueFalse": kind = .trueFalse(claim: record.options.first ?? "")
        default: kind = .typed
        }
        if let fresh = source.question(infinitive: record.verb, gloss: record.gloss,
                                       conjugationgroup: group, person: person, kind: kind) {
            self = fresh
        } else {
            self.init(verb: QuizVerb(infinitive: record.verb, gloss: record.gloss, rank: 1),
                      conjugationgroup: group, person: person,
                      expected: Form(text: record.correctForm, variants: [record.correctForm], irregularOffsets: []),
                      kind: kind)
        }
    }
}

/// A form's identity in the review queue: verb, group and person (none for the
/// participles): singen · Präteritum Indikativ · ich.
public struct ReviewKey: Sendable, Hashable {
    /// The infinitive: "singen".
    public var verb: String
    /// The group: Präteritum Indikativ.
    public var conjugationgroup: Conjugationgroup
    /// The person, nil for the participles: ich.
    public var person: Person?

    /// A key from its three parts.
    public init(verb: String, conjugationgroup: Conjugationgroup, person: Person?) {
        self.verb = verb
        self.conjugationgroup = conjugationgroup
        self.person = person
    }

    /// The key of the form a question asks for.
    public init(_ question: Question) {
        self.init(verb: question.verb.infinitive, conjugationgroup: question.conjugationgroup, person: question.person)
    }

    /// The key of a queue entry.
    public init(_ entry: ReviewEntry) {
        self.init(verb: entry.verb, conjugationgroup: entry.conjugationgroup, person: entry.person)
    }

    /// The store's change for a Leitner update of this form; nil when nothing changes.
    public func change(_ update: Leitner.Update) -> ReviewChange? {
        switch update {
        case .unchanged:
            return nil
        case .remove:
            return .remove(verb: verb, conjugationgroup: conjugationgroup, person: person)
        case .save(let next):
            return .save(ReviewEntry(verb: verb, conjugationgroup: conjugationgroup, person: person, box: next.box,
                                     dueAt: next.dueAt, lastReviewedAt: next.lastReviewedAt,
                                     wrongCount: next.wrongCount, rightCount: next.rightCount))
        }
    }

    /// What an answer at `date` does to this form's place in the queue, given where it
    /// stands (`existing`): in a quiz a right answer counts only when the form is due,
    /// in a review every answer counts (see `Leitner`).
    public func change(existing: ReviewEntry?, correct: Bool, at date: Date, inQuiz: Bool,
                       leitner: Leitner = .standard) -> ReviewChange? {
        let state = existing.map(Leitner.State.init)
        return change(inQuiz ? leitner.afterQuizAnswer(state, correct: correct, at: date)
                             : leitner.afterReview(state, correct: correct, at: date))
    }
}

extension Leitner.State {
    /// Where a queue entry stands.
    public init(_ entry: ReviewEntry) {
        self.init(box: entry.box, dueAt: entry.dueAt, lastReviewedAt: entry.lastReviewedAt,
                  wrongCount: entry.wrongCount, rightCount: entry.rightCount)
    }
}

extension Quiz.Weights {
    /// Weights that favour the groups the learner gets wrong, from the store's tallies.
    public init(_ tallies: [GroupTally]) {
        var byGroup: [Conjugationgroup: (answered: Int, wrong: Int)] = [:]
        for t in tallies { byGroup[t.conjugationgroup] = (t.answered, t.wrong) }
        self.init(tallies: byGroup)
    }
}
