// SPDX-License-Identifier: GPL-3.0-or-later

/// What can go wrong with the store. A corrupt or foreign file is not an error:
/// `Store.open` moves it aside and reports a `StoreNotice` instead.
public enum PersistenceError: Error, Equatable, Sendable {
    /// The file or its directory could not be created, opened or written.
    case cannotOpen(path: String, reason: String)
    /// The file was written by a newer version of the program (unknown migrations).
    /// It is left untouched.
    case newerSchema(path: String)
    /// A setting name that does not exist (`settings set farbe rot`).
    case unknownSetting(name: String)
    /// A value a setting does not accept; `allowed` lists the ones it does.
    case invalidSettingValue(name: String, value: String, allowed: [String])
    /// A quiz id that is not in the store.
    case quizNotFound(id: Int64)
    /// Any other database failure, with SQLite's message.
    case database(message: String)
}
