// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// What became of opening the learner's store, for a front end to word (see
/// `Store.open(flag:environment:now:onWait:logNotice:)`).
public enum StoreOpening {
    /// The store is open; `store.notice` says when a file had to be moved aside.
    case opened(Store)
    /// Neither `--store`, `KONJUGIEREN_STORE`, `XDG_DATA_HOME` nor `HOME` says where the store is.
    case noLocation
    /// The store was named (`--store`, `KONJUGIEREN_STORE`) in a directory that does not
    /// exist: a mistake on the command line, not a failure of the store.
    case directoryMissing(directory: String, store: String)
    /// The store at `path` cannot be used.
    case failed(path: String, PersistenceError)
}

extension Store {
    /// Opens the learner's store as every front end does.
    ///
    /// - The path is `StoreLocation.path(flag:environment:)`.
    /// - A store the user named goes in a directory that exists: a mistyped path must not
    ///   quietly grow a tree of directories. The default location's directory is made.
    /// - While another process holds the store's lock, `onWait` is called after half a
    ///   second, so that the front end can say what it waits for; the wait is bounded,
    ///   then the store reports `.busy`.
    /// - A file that had to be moved aside is logged in the store's error log in the
    ///   words of `logNotice` (English, so that the log reads alike whoever wrote it);
    ///   `store.notice` keeps it for the front end to say in the learner's language.
    ///
    /// ```swift
    /// switch Store.open(flag: "~/lernen.sqlite", environment: ["HOME": "/home/anna"], now: Date(),
    ///                   logNotice: { "The store at \($0.originalPath) was moved aside." }) {
    /// case .opened(let store): print(try store.settings().quizLength)   // 30
    /// case .directoryMissing(let directory, _): print("Das Verzeichnis \(directory) gibt es nicht.")
    /// case .noLocation, .failed: print("Der Speicher lässt sich nicht öffnen.")
    /// }
    /// ```
    public static func open(flag: String?, environment: [String: String], now: Date,
                            onWait: @escaping @Sendable () -> Void = {},
                            logNotice: (StoreNotice) -> String) -> StoreOpening {
        guard let path = StoreLocation.path(flag: flag, environment: environment) else { return .noLocation }
        if let missing = StoreLocation.missingDirectory(flag: flag, environment: environment) {
            return .directoryMissing(directory: missing.directory, store: missing.store)
        }
        let store: Store
        do {
            store = try Store.open(path: path, now: now, options: Options(onWait: onWait))
        } catch {
            return .failed(path: path, error)
        }
        if let notice = store.notice {
            try? store.logError(at: now, context: "open", message: logNotice(notice))
        }
        return .opened(store)
    }
}

extension StoreLocation {
    /// The directory of a store the user named (`--store`, `KONJUGIEREN_STORE`) when it
    /// does not exist, with the store's path; nil when it exists or the store is at the
    /// default location, whose directory is made when needed.
    ///
    /// ```swift
    /// StoreLocation.missingDirectory(flag: "/nirgends/lernen.sqlite", environment: [:])
    /// // (directory: "/nirgends", store: "/nirgends/lernen.sqlite")
    /// ```
    public static func missingDirectory(flag: String?, environment: [String: String])
        -> (directory: String, store: String)? {
        guard isExplicit(flag: flag, environment: environment),
              let path = path(flag: flag, environment: environment) else { return nil }
        // (A file where the directory should be is a store that cannot be used, not a missing directory.)
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) else { return nil }
        return (directory, path)
    }
}

extension Settings {
    /// The learner's settings for a command that only reads them (a conjugation table, a
    /// lookup): the store is opened read-only, waiting at most half a second for another
    /// process's lock, and only if it exists; without one, or when it cannot be read, the
    /// defaults; a setting whose value this version does not take reads as its default, the
    /// others as set (the commands that change something say so: `unreadableSetting`). A
    /// named store's missing directory is the caller's to check (`StoreLocation.missingDirectory`).
    public static func stored(flag: String?, environment: [String: String], now: Date) -> Settings {
        guard let path = StoreLocation.path(flag: flag, environment: environment),
              FileManager.default.fileExists(atPath: path),
              let store = try? Store.open(path: path, now: now, options: Store.Options(access: .readOnly, lockTimeout: 0.5)),
              let settings = try? store.settingsRepairing() else { return Settings() }
        return settings
    }
}
