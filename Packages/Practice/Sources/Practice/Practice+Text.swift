// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Localization
import Persistence
import QuizKit

// How practice is worded, the same in every front end.

extension Persistence.Settings {
    /// A conjugationgroup named in the language the settings choose: "Präteritum Indikativ"
    /// or "Preterite Indicative".
    public func groupName(_ group: Conjugationgroup) -> String {
        groupLanguage == .english ? group.englishName : group.germanName
    }

    /// The slot id of a record named as `groupName(_:)` does; an unknown id as it is.
    public func groupName(id: String) -> String {
        Conjugationgroup(rawValue: id).map(groupName) ?? id
    }

    /// "singen · Präteritum Indikativ · ich" for a question, with the er/sie/es setting.
    public func describe(_ question: Question) -> String {
        var parts = [question.verb.infinitive, groupName(question.conjugationgroup)]
        if question.person != nil { parts.append(question.pronoun(thirdPerson: thirdPerson.rawValue)) }
        return parts.joined(separator: " · ")
    }

    /// "singen · Präteritum Indikativ · ich" for a form in the review queue.
    public func describe(_ entry: ReviewEntry) -> String {
        var parts = [entry.verb, groupName(id: entry.conjugationgroup)]
        if let person = Person(id: entry.person) { parts.append(person.pronoun(thirdPerson: thirdPerson.rawValue)) }
        return parts.joined(separator: " · ")
    }
}

extension QuizKit.Difficulty {
    /// "Regular" / "Normal", "Ridiculous" / "Lächerlich".
    public func name(_ l: L) -> String { self == .ridiculous ? l.quiz.ridiculous : l.quiz.regular }
}

/// A moment as the history and the review queue show it, "2026-11-23 10:00", in the
/// calendar's time zone.
public func formatTimestamp(_ date: Date, in calendar: Calendar) -> String {
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ n: Int?) -> String { let v = n ?? 0; return v < 10 ? "0\(v)" : "\(v)" }
    return "\(c.year ?? 0)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute))"
}

extension PersistenceError {
    /// One clause for the learner, in the language of `l`, without the store's path and
    /// without a final full stop, to follow "The store at PATH failed: ". Only the reasons
    /// the system and SQLite give (`cannotOpen`, `database`) are passed on in their words;
    /// nothing of the SQLite layer's internals is.
    public func sentence(_ l: L) -> String {
        switch self {
        case .cannotOpen(_, let reason): return l.cli.storeCannotOpen(reason)
        case .notARegularFile: return l.cli.storeNotARegularFile
        case .newerSchema: return l.cli.storeNewerSchema
        case .readOnly: return l.cli.storeReadOnly
        case .diskFull: return l.cli.storeDiskFull
        case .busy: return l.cli.storeBusy
        case .corrupt: return l.cli.storeCorrupt
        case .notAStore: return l.cli.storeForeign
        case .ioError: return l.cli.storeIOError
        case .unknownSetting(let name): return l.cli.storeUnknownSetting(name)
        case .invalidSettingValue(let name, let value, let allowed):
            return l.cli.storeInvalidSettingValue(name, value: value, allowed: allowed.joined(separator: ", "))
        case .quizNotFound(let id): return l.cli.storeQuizNotFound(Int(id))
        case .database(let message): return l.cli.storeDatabase(message)
        }
    }

    /// Whether the failure means nothing more can be written to the store now (it is
    /// locked, read-only, full, damaged or failing): a front end must not try to log the
    /// failure into the same store, which would fail again after another wait.
    public var forbidsWriting: Bool {
        switch self {
        case .busy, .readOnly, .diskFull, .corrupt, .ioError, .notARegularFile, .newerSchema, .notAStore, .cannotOpen:
            return true
        case .unknownSetting, .invalidSettingValue, .quizNotFound, .database:
            return false
        }
    }
}

extension PracticeError {
    /// One sentence for the learner, in the language of `l`.
    public func sentence(_ l: L) -> String {
        switch self {
        case .store(let error): return error.sentence(l)
        case .noVerbs: return l.cli.noQuizVerbs
        case .unfinishedQuiz: return l.quiz.unfinishedPrompt
        case .unreadableQuiz: return l.cli.unfinishedUnreadable
        }
    }
}
