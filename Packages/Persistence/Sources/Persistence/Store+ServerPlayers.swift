// SPDX-License-Identifier: GPL-3.0-or-later
import GRDB

extension Store {
    /// The token by which `player` was claimed on the server at `server`
    /// ("http://school.example:8080"); nil when this store claimed no such name there.
    public func serverToken(server: String, player: String) throws(PersistenceError) -> String? {
        try read { db in
            try String.fetchOne(db, sql: "SELECT token FROM serverPlayer WHERE server = ? AND player = ?",
                                arguments: [server, player])
        }
    }

    /// Keeps the token a server gave for `player`, replacing an earlier one.
    public func saveServerToken(_ token: String, server: String, player: String) throws(PersistenceError) {
        try write { db in
            try db.execute(sql: """
                INSERT INTO serverPlayer (server, player, token) VALUES (?, ?, ?)
                ON CONFLICT(server, player) DO UPDATE SET token = excluded.token
                """, arguments: [server, player, token])
        }
    }
}
