// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// What can go wrong with the store. A corrupt or foreign file found when opening
/// is not an error: `Store.open` moves it aside and reports a `StoreNotice` instead.
///
/// Every case is typed so that a front end can say it in the user's language;
/// `description` is the English sentence, for logs and for front ends without a
/// catalog entry. No case carries SQL or the internals of the SQLite layer.
public enum PersistenceError: Error, Equatable, Sendable {
    /// The file or its directory could not be created or opened; `reason` says why, as
    /// a case a front end words in its language.
    case cannotOpen(path: String, reason: OpenFailure)
    /// The path names something other than a regular file (a directory, a device
    /// such as /dev/null, a pipe). It is refused before SQLite touches it.
    case notARegularFile(path: String)
    /// The file was written by a newer version of the program (a newer
    /// `user_version` or unknown migrations). It is left byte for byte untouched.
    case newerSchema(path: String)
    /// The file or its directory cannot be written. A read-only store can still be
    /// read (history, leaderboard); this is thrown by writes, and by opening when
    /// the file would first have to be upgraded.
    case readOnly(path: String)
    /// The disk (or the file's size limit) is full: the last change was not saved.
    case diskFull(path: String)
    /// Another process held the store's lock for longer than the wait allows
    /// (`Store.Options.lockTimeout`). Nothing was changed; trying again may work.
    case busy(path: String)
    /// SQLite found the file damaged while using it.
    case corrupt(path: String)
    /// A valid SQLite database, but another program's; found when the store is
    /// opened read-only and so cannot be moved aside.
    case notAStore(path: String)
    /// The operating system failed to read or write the file (an I/O error).
    case ioError(path: String)
    /// A setting name that does not exist (`settings set farbe rot`).
    case unknownSetting(name: String)
    /// A value a setting does not accept; `allowed` lists the ones it does.
    case invalidSettingValue(name: String, value: String, allowed: [String])
    /// A stored setting holds a value this version does not take (the difficulty
    /// "banana"), written by another program or a newer version. It is not read as the
    /// default: the learner sets it again (`allowed` lists the values it takes).
    case unreadableSetting(name: String, value: String, allowed: [String])
    /// A quiz id that is not in the store.
    case quizNotFound(id: Int64)
    /// A stored value this version does not know (the difficulty "banana", the
    /// conjugationgroup "notAGroup"), written by another program or a newer version.
    /// It is not read as some default: what holds it cannot be read.
    case unknownValue(kind: ValueKind, value: String)
    /// The unfinished quiz `id` holds a value this version does not know (see
    /// `unknownValue`); it can be discarded by its id.
    case unreadableQuiz(id: Int64, kind: ValueKind, value: String)
    /// Quiz `id` is unfinished, and a store holds one unfinished quiz at most: it is
    /// finished or discarded before another starts.
    case unfinishedQuizExists(id: Int64)
    /// Any other database failure, with SQLite's own one-line message
    /// ("no such table: quiz").
    case database(message: String)
}

extension PersistenceError: CustomStringConvertible, LocalizedError {
    /// One English sentence for the user: "The store at /tmp/k.sqlite is read-only:
    /// it can be read, but nothing can be saved in it."
    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            return "Cannot open the store at \(path): \(reason)."
        case .notARegularFile(let path):
            return "The store at \(path) is not a regular file (it is a directory, a device or a pipe), so it was not used."
        case .newerSchema(let path):
            return "The store at \(path) was written by a newer version of konjugieren; it was left untouched. Update konjugieren to use it."
        case .readOnly(let path):
            return "The store at \(path) is read-only: it can be read, but nothing can be saved in it."
        case .diskFull(let path):
            return "The disk holding the store at \(path) is full: the last change was not saved."
        case .busy(let path):
            return "Another konjugieren process kept the store at \(path) locked for too long; nothing was changed. Try again when it has finished."
        case .corrupt(let path):
            return "The store at \(path) is damaged."
        case .notAStore(let path):
            return "The file at \(path) is another program's database, not a konjugieren store."
        case .ioError(let path):
            return "The system could not read or write the store at \(path) (input/output error)."
        case .unknownSetting(let name):
            return "There is no setting named \(name); the settings are \(Settings.names.joined(separator: ", "))."
        case .invalidSettingValue(let name, let value, let allowed):
            return "The setting \(name) cannot be \(value); choose \(allowed.joined(separator: ", "))."
        case .unreadableSetting(let name, let value, let allowed):
            return "The setting \(name) in the store holds “\(value)”, which this version does not know; set it again: \(allowed.joined(separator: ", "))."
        case .quizNotFound(let id):
            return "There is no quiz \(id) in the store."
        case .unknownValue(let kind, let value):
            return "The store holds \(kind.phrase) “\(value)” that this version does not know."
        case .unreadableQuiz(let id, let kind, let value):
            return "Quiz \(id) in the store holds \(kind.phrase) “\(value)” that this version does not know."
        case .unfinishedQuizExists(let id):
            return "Quiz \(id) is still unfinished: finish or discard it before another starts."
        case .database(let message):
            return "The store reported an error: \(message)."
        }
    }

    public var errorDescription: String? { description }

    /// The same in a clause without the path and without a final full stop, for a
    /// front end that names the store itself: "Cannot open the store at PATH (it is
    /// read-only: it can be read, but nothing can be saved in it)".
    public var reason: String {
        switch self {
        case .cannotOpen(_, let reason): return reason.description
        case .notARegularFile: return "it is not a regular file but a directory, a device or a pipe, so it was not used"
        case .newerSchema: return "it was written by a newer version of konjugieren and was left untouched"
        case .readOnly: return "it is read-only: it can be read, but nothing can be saved in it"
        case .diskFull: return "the disk is full: the last change was not saved"
        case .busy: return "another konjugieren process kept it locked for too long; nothing was changed"
        case .corrupt: return "it is damaged"
        case .notAStore: return "it is another program's database"
        case .ioError: return "the system could not read or write it (input/output error)"
        case .unknownSetting(let name): return "there is no setting named \(name)"
        case .invalidSettingValue(let name, let value, let allowed):
            return "\(name) cannot be \(value); choose \(allowed.joined(separator: ", "))"
        case .unreadableSetting(let name, let value, let allowed):
            return "its setting \(name) holds “\(value)”, which this version does not know; set it again: \(allowed.joined(separator: ", "))"
        case .quizNotFound(let id): return "there is no quiz \(id)"
        case .unknownValue(let kind, let value): return "it holds \(kind.phrase) “\(value)” that this version does not know"
        case .unreadableQuiz(let id, let kind, let value):
            return "its quiz \(id) holds \(kind.phrase) “\(value)” that this version does not know"
        case .unfinishedQuizExists(let id): return "quiz \(id) is still unfinished"
        case .database(let message): return message
        }
    }
}

extension PersistenceError {
    /// What kind of stored value was not known (`unknownValue`, `unreadableQuiz`).
    public enum ValueKind: String, Sendable, Equatable {
        /// A quiz's difficulty: "regular" or "ridiculous".
        case difficulty
        /// A slot id: "präteritumIndikativ".
        case conjugationgroup
        /// A person id: "ich", "erSieEs".
        case person
        /// An er/sie/es label: "er", "sie", "es", "er/sie/es".
        case thirdPerson

        /// The English words before the value: "a difficulty".
        var phrase: String {
            switch self {
            case .difficulty: return "a difficulty"
            case .conjugationgroup: return "a conjugationgroup"
            case .person: return "a person"
            case .thirdPerson: return "an er/sie/es label"
            }
        }
    }

    /// Turns whatever the SQLite layer threw into a typed case. SQLite's result
    /// code decides; the SQL and GRDB's wording never reach the message.
    static func classify(_ error: any Error, path: String) -> PersistenceError {
        if let error = error as? PersistenceError { return error }
        guard let error = error as? DatabaseError else {
            return .database(message: (error as NSError).localizedDescription)
        }
        switch error.resultCode {
        case .SQLITE_FULL: return .diskFull(path: path)
        case .SQLITE_READONLY: return .readOnly(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(path: path)
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return .corrupt(path: path)
        case .SQLITE_IOERR: return .ioError(path: path)
        case .SQLITE_CANTOPEN: return .cannotOpen(path: path, reason: .sqliteCannotOpen)
        case .SQLITE_PERM, .SQLITE_AUTH: return .cannotOpen(path: path, reason: .permissionDenied)
        default: return .database(message: error.message ?? "unknown error (code \(error.resultCode.rawValue))")
        }
    }
}

/// Why a store could not be created or opened (`PersistenceError.cannotOpen`), as typed
/// cases, so that each front end words the reason in the learner's language;
/// `description` is the English clause, for logs.
public enum OpenFailure: Error, Equatable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// Opened read-only, but no store file exists there yet.
    case noFileYet
    /// The file does not exist, and its directory cannot be written to create it.
    case directoryNotWritable
    /// The store's directory cannot be made because `blocking`, part of its path, is a
    /// file: /dev/null/x.sqlite.
    case directoryBlockedByFile(directory: String, blocking: String)
    /// The store's directory cannot be made inside `existing`, which cannot be written.
    case directoryInReadOnlyPlace(directory: String, existing: String)
    /// The store's directory cannot be made, for no reason the file system tells.
    case directoryNotCreated(directory: String)
    /// The file exists but cannot be read.
    case unreadable
    /// SQLite refuses to open the file.
    case sqliteCannotOpen
    /// The system denies access.
    case permissionDenied
    /// Any other reason, in the system's own words ("Permission denied").
    case system(String)

    /// A reason in the system's words: `"Permission denied"`.
    public init(stringLiteral value: String) { self = .system(value) }

    /// The English clause: "the store directory /dev/null cannot be created: /dev/null is
    /// not a directory".
    public var description: String {
        switch self {
        case .noFileYet: return "there is no store file there yet"
        case .directoryNotWritable: return "its directory cannot be written"
        case .directoryBlockedByFile(let directory, let blocking):
            return "the store directory \(directory) cannot be created: \(blocking) is not a directory"
        case .directoryInReadOnlyPlace(let directory, let existing):
            return "the store directory \(directory) cannot be created: \(existing) is not writable"
        case .directoryNotCreated(let directory): return "the store directory \(directory) cannot be created"
        case .unreadable: return "the file cannot be read"
        case .sqliteCannotOpen: return "SQLite cannot open the file"
        case .permissionDenied: return "permission denied"
        case .system(let words): return words
        }
    }
}
