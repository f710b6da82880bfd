// SPDX-License-Identifier: GPL-3.0-or-later
import GRDB

extension Store {
    /// The saved settings; defaults for anything never set, or set to a value this
    /// version does not know.
    public func settings() throws(PersistenceError) -> Settings {
        let rows = try read { db in
            try Row.fetchAll(db, sql: "SELECT name, value FROM setting")
                .map { (name: $0["name"] as String, value: $0["value"] as String) }
        }
        var settings = Settings()
        for row in rows {
            try? settings.set(row.name, to: row.value)
        }
        return settings
    }

    /// Saves every setting in one transaction.
    public func save(_ settings: Settings) throws(PersistenceError) {
        try write { db in
            for name in Settings.names {
                guard let value = settings.value(named: name) else { continue }
                try db.execute(
                    sql: "INSERT INTO setting (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value",
                    arguments: [name, value])
            }
        }
    }

    /// Validates and saves one setting: `set("pronoun", to: "sie")`.
    /// - Returns: the settings after the change.
    @discardableResult
    public func set(_ name: String, to value: String) throws(PersistenceError) -> Settings {
        var settings = try settings()
        try settings.set(name, to: value)
        try save(settings)
        return settings
    }
}
