// SPDX-License-Identifier: GPL-3.0-or-later
import GRDB

extension Store {
    /// The saved settings; defaults for anything never set. A setting saved with a value
    /// this version does not take is an error (`unreadableSetting`), not the default;
    /// a setting this version does not have (a newer version's) is passed over.
    public func settings() throws(PersistenceError) -> Settings {
        try read { db in try Store.settings(db, strict: true) }
    }

    /// The saved settings, with the default for any setting whose value this version does
    /// not take: for the screen on which the learner sets such a value again
    /// (`konjugieren settings difficulty regular`) after `settings()` refused it.
    public func settingsRepairing() throws(PersistenceError) -> Settings {
        try read { db in try Store.settings(db, strict: false) }
    }

    /// Saves every setting in one transaction, replacing whatever another process
    /// saved meanwhile. To save what a screen changed, use `save(_:changedFrom:)`.
    public func save(_ settings: Settings) throws(PersistenceError) {
        try write { db in
            for name in Settings.names {
                guard let value = settings.value(named: name) else { continue }
                try Store.upsertSetting(name, value, db)
            }
        }
    }

    /// Saves only the settings that differ between `settings` and `previous` (the
    /// values the screen started from), in one transaction, so that a setting
    /// another process changed meanwhile is kept.
    ///
    /// ```swift
    /// var geändert = angezeigt
    /// geändert.thirdPerson = .sie
    /// let jetzt = try store.save(geändert, changedFrom: angezeigt)
    /// ```
    /// - Returns: the settings after the change, as stored, including other
    ///   processes' changes.
    @discardableResult
    public func save(_ settings: Settings, changedFrom previous: Settings) throws(PersistenceError) -> Settings {
        let changes = settings.changes(from: previous)
        return try write { db in
            for change in changes { try Store.upsertSetting(change.name, change.value, db) }
            // A setting that does not read must not undo these: it is repaired in turn.
            return try Store.settings(db, strict: false)
        }
    }

    /// Validates and saves one setting, in one transaction that writes only that
    /// setting: `set("pronoun", to: "sie")`. Two processes changing two settings at
    /// once both keep their change.
    /// - Returns: the settings after the change, as stored.
    @discardableResult
    public func set(_ name: String, to value: String) throws(PersistenceError) -> Settings {
        let stored = try Settings.canonicalValue(for: name, value)
        return try write { db in
            try Store.upsertSetting(name, stored, db)
            // Another setting that does not read must not undo this one: it is repaired in turn.
            return try Store.settings(db, strict: false)
        }
    }

    static func upsertSetting(_ name: String, _ value: String, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO setting (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value",
            arguments: [name, value])
    }

    static func settings(_ db: Database, strict: Bool) throws -> Settings {
        var settings = Settings()
        for row in try Row.fetchAll(db, sql: "SELECT name, value FROM setting") {
            let name: String = row["name"], value: String = row["value"]
            guard Settings.allowedValues(for: name) != nil else { continue }
            do throws(PersistenceError) {
                try settings.set(name, to: value)
            } catch {
                // What it takes, as `set` words it ("1–200" rather than 200 numbers).
                guard strict, case .invalidSettingValue(_, _, let allowed) = error else { continue }
                throw PersistenceError.unreadableSetting(name: name, value: value, allowed: allowed)
            }
        }
        return settings
    }
}
