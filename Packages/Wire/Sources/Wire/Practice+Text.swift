// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Localization
import Persistence
import Practice
import QuizKit

// How practice is worded, the same in every front end: Practice returns typed values
// (errors, explanations, settings), and these sentences are made where they are shown.

extension ActiveQuiz {
    /// What a front end says when the quiz starts with fewer questions than asked for,
    /// nil otherwise: "Only 18 of the 30 questions asked for: the verbs and groups chosen
    /// give no more different questions." (`quiz --verbs singen`).
    public func fewerQuestionsNote(_ l: L) -> String? {
        isShort ? l.quiz.fewerQuestions(session.quiz.questions.count, of: requested) : nil
    }
}

extension Persistence.Settings {
    /// A conjugationgroup named in the language the settings choose: "Präteritum Indikativ"
    /// or "Preterite Indicative".
    public func groupName(_ group: Conjugationgroup) -> String {
        groupLanguage == .english ? group.englishName : group.germanName
    }

    /// "singen · Präteritum Indikativ · ich" for a question, with the er/sie/es setting
    /// ("sie (Sg.)" and "sie (Pl.)" with the setting sie); "sich bedanken · …" for a verb
    /// always used with sich.
    public func describe(_ question: Question) -> String {
        var parts = [question.verb.prompt, groupName(question.conjugationgroup)]
        if question.person != nil { parts.append(question.pronoun(thirdPerson: thirdPerson.rawValue)) }
        return parts.joined(separator: " · ")
    }

    /// "singen · Präteritum Indikativ · ich" for a form in the review queue; `verb` names
    /// the verb as the quiz asked it ("sich bedanken" for bedanken, see `Lexicon.prompt`).
    public func describe(_ entry: ReviewEntry, verb: String? = nil) -> String {
        var parts = [verb ?? entry.verb, groupName(entry.conjugationgroup)]
        if let person = entry.person { parts.append(person.label(thirdPerson: thirdPerson.rawValue)) }
        return parts.joined(separator: " · ")
    }

    /// A stored question as history shows it: "singen · Präteritum Indikativ · ich".
    public func describe(_ record: StoredQuestion) -> String {
        var parts = [record.verb, groupName(record.conjugationgroup)]
        if let person = record.person { parts.append(person.label(thirdPerson: thirdPerson.rawValue)) }
        return parts.joined(separator: " · ")
    }
}

extension QuizKit.Difficulty {
    /// "Regular" / "Normal", "Ridiculous" / "Aberwitzig".
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
        case .cannotOpen(_, let reason): return reason.sentence(l)
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
        case .unreadableSetting(let name, let value, let allowed):
            return l.cli.storeUnreadableSetting(name, value: value, allowed: allowed.joined(separator: ", "))
        case .quizNotFound(let id): return l.cli.storeQuizNotFound(Int(id))
        case .unknownValue(let kind, let value): return l.cli.storeUnknownValue(kind.phrase(l), value: value)
        case .unreadableQuiz(let id, let kind, let value): return l.cli.storeUnreadableQuiz(Int(id), kind.phrase(l), value: value)
        case .unfinishedQuizExists(let id): return l.cli.storeUnfinishedQuizExists(Int(id))
        case .database(let message): return l.cli.storeDatabase(message)
        }
    }
}

extension PersistenceError.ValueKind {
    /// "a difficulty" / "eine Schwierigkeit", before the value in a sentence.
    func phrase(_ l: L) -> String {
        switch self {
        case .difficulty: return l.cli.storeValueDifficulty
        case .conjugationgroup: return l.cli.storeValueConjugationgroup
        case .person: return l.cli.storeValuePerson
        case .thirdPerson: return l.cli.storeValueThirdPerson
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
        case .quizInUse(let pid): return l.quiz.playedElsewhere(pid: Int(pid))
        case .reviewInUse(let pid): return l.review.drilledElsewhere(pid: Int(pid))
        }
    }
}

extension OpenFailure {
    /// Why the store could not be opened, as a clause in the language of `l`: "das
    /// Verzeichnis /dev/null kann nicht angelegt werden: /dev/null ist kein Verzeichnis".
    /// Only a reason in the system's own words is passed on as the system gives it.
    public func sentence(_ l: L) -> String {
        switch self {
        case .noFileYet: return l.cli.storeNoFileYet
        case .directoryNotWritable: return l.cli.storeDirectoryNotWritable
        case .directoryBlockedByFile(let directory, let blocking): return l.cli.storeDirectoryBlockedByFile(directory, blocking: blocking)
        case .directoryInReadOnlyPlace(let directory, let existing):
            return l.cli.storeDirectoryInReadOnlyPlace(directory, existing: existing)
        case .directoryNotCreated(let directory): return l.cli.storeDirectoryNotCreated(directory)
        case .unreadable: return l.cli.storeUnreadable
        case .sqliteCannotOpen: return l.cli.storeSqliteCannotOpen
        case .permissionDenied: return l.cli.storePermissionDenied
        case .system(let words): return l.cli.storeCannotOpen(words)
        }
    }
}
