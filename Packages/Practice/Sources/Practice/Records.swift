// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Persistence
import QuizKit

// The mapping between QuizKit's questions and Persistence's records. Persistence stores
// text (slot ids, person ids) and knows no grammar; QuizKit knows no store.

extension StoredQuestion {
    /// The record of a question at `position` in its quiz: singen · präteritumIndikativ · ich · "sang".
    public init(_ question: Question, position: Int) {
        self.init(position: position, verb: question.verb.infinitive, gloss: question.verb.gloss,
                  conjugationgroup: question.conjugationgroup.rawValue, person: question.person?.id,
                  correctForm: question.expected.text)
    }
}

extension Question {
    /// The stored question, conjugated afresh; if the engine cannot conjugate it any
    /// more, the stored form is the only accepted answer. Nil for an unknown slot or
    /// person id (a record this version cannot read).
    public init?(_ record: StoredQuestion, source: VerbSource) {
        guard let group = Conjugationgroup(rawValue: record.conjugationgroup) else { return nil }
        var person: Person?
        if let id = record.person {
            guard let p = Person(id: id) else { return nil }
            person = p
        }
        if let fresh = source.question(infinitive: record.verb, gloss: record.gloss,
                                       conjugationgroup: group, person: person) {
            self = fresh
        } else {
            self.init(verb: QuizVerb(infinitive: record.verb, gloss: record.gloss, rank: 1),
                      conjugationgroup: group, person: person,
                      expected: Form(text: record.correctForm, variants: [record.correctForm], irregularOffsets: []))
        }
    }
}

/// A form's identity in the review queue: verb, slot id and person id ("" for the
/// participles): singen · präteritumIndikativ · ich.
public struct ReviewKey: Sendable, Hashable {
    /// The infinitive: "singen".
    public var verb: String
    /// The slot id: "präteritumIndikativ".
    public var conjugationgroup: String
    /// The person id, "" for the participles: "ich".
    public var person: String

    /// A key from its three parts.
    public init(verb: String, conjugationgroup: String, person: String) {
        self.verb = verb
        self.conjugationgroup = conjugationgroup
        self.person = person
    }

    /// The key of the form a question asks for.
    public init(_ question: Question) {
        self.init(verb: question.verb.infinitive, conjugationgroup: question.conjugationgroup.rawValue,
                  person: question.person?.id ?? "")
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
    /// Weights that favour the groups the learner gets wrong, from the store's tallies;
    /// tallies of slot ids this version does not know are ignored.
    public init(_ tallies: [GroupTally]) {
        var byGroup: [Conjugationgroup: (answered: Int, wrong: Int)] = [:]
        for t in tallies {
            if let group = Conjugationgroup(rawValue: t.conjugationgroup) { byGroup[group] = (t.answered, t.wrong) }
        }
        self.init(tallies: byGroup)
    }
}

extension QuizKit.Difficulty {
    /// The quiz difficulty a setting asks for.
    public init(_ setting: Persistence.Settings.Difficulty) {
        self = setting == .ridiculous ? .ridiculous : .regular
    }
}
