// SPDX-License-Identifier: GPL-3.0-or-later
import GRDB

extension Store {
    /// The saved settings; defaults for anything never set, or set to a value this
    /// version does not know.
    public func settings() throws(PersistenceError) -> Settings {
        try read { db in try Store.settings(db) }
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
            return try Store.settings(db)
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
            return try Store.settings(db)
        }
    }

    static func upsertSetting(_ name: String, _ value: String, _ db: Database) throws {
        try db.execute(
            sql: "INSERT INTO setting (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value",
            arguments: [name, value])
    }

    static func settings(_ db: Database) throws -> Settings {
        var settings = Settings()
        for row in try Row.fetchAll(db, sql: "SELECT name, value FROM setting") {
            try? settings.set(row["name"], to: row["value"])
        }
        return settings
    }
}
