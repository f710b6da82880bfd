// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// The learner's data in one SQLite file: settings, quizzes with every answer,
/// history, the leaderboard, the review queue and an error log.
///
/// Open it with `Store.open(path:now:)`. Every write is its own transaction, so a
/// quiz killed mid-way keeps every answer already given. Several processes may
/// use the same file at once: the file is in WAL mode, and a writer waits for
/// another's lock instead of failing.
///
/// ```swift
/// let store = try Store.open(path: "/tmp/k.sqlite", now: Date())
/// var settings = try store.settings()
/// try settings.set("difficulty", to: "ridiculous")
/// try store.save(settings)
/// ```
public final class Store: Sendable {
    /// The file the store lives in.
    public let path: String
    /// Set when the file found at `path` was unreadable or not ours and was moved aside.
    public let notice: StoreNotice?

    let queue: DatabaseQueue

    /// Written into the SQLite header so a foreign database is recognised: "KONJ".
    static let applicationID: Int32 = 0x4B4F_4E4A

    init(path: String, queue: DatabaseQueue, notice: StoreNotice?) {
        self.path = path
        self.queue = queue
        self.notice = notice
    }

    /// Opens (creating if needed) the store at `path` and brings its schema up to date.
    ///
    /// A file that SQLite cannot read, that fails its integrity check, or that is
    /// another program's database is renamed to `NAME.corrupt-<timestamp>` and a
    /// fresh store is started; `notice` then says so. `now` dates that name.
    ///
    /// - Throws: `.cannotOpen` when the directory or file cannot be created,
    ///   `.newerSchema` when a newer version of the program wrote the file.
    public static func open(path: String, now: Date) throws(PersistenceError) -> Store {
        try createParentDirectory(of: path)
        do {
            return try openCheckedRetrying(path: path)
        } catch let problem as Unusable {
            let aside = try moveAside(path, reason: problem.reason, now: now)
            do {
                return try openChecked(path: path, notice: aside)
            } catch let error as PersistenceError {
                throw error
            } catch {
                throw .cannotOpen(path: path, reason: String(describing: error))
            }
        } catch let error as PersistenceError {
            throw error
        } catch {
            throw .cannotOpen(path: path, reason: String(describing: error))
        }
    }

    /// An in-memory store, for tests and for running without a file.
    public static func inMemory() throws(PersistenceError) -> Store {
        do {
            let queue = try DatabaseQueue(configuration: configuration())
            try migrate(queue, path: ":memory:")
            return Store(path: ":memory:", queue: queue, notice: nil)
        } catch let error as PersistenceError {
            throw error
        } catch {
            throw .database(message: String(describing: error))
        }
    }

    /// Why a file cannot be used as it is.
    struct Unusable: Error {
        var reason: StoreNotice.Reason
    }

    static func configuration() -> Configuration {
        var config = Configuration()
        config.journalMode = .wal
        // Another process may hold the write lock for a moment: wait for it.
        config.busyMode = .timeout(15)
        // GRDB's write transactions are IMMEDIATE: they take the write lock up front,
        // so a read-then-write transaction never fails with SQLITE_BUSY_SNAPSHOT.
        config.label = "konjugieren"
        return config
    }

    /// Processes opening a new file at the same moment can see each other's half-done
    /// setup (GRDB creates its migration log before the first migration's transaction),
    /// and the loser's step fails. Once the winner is done, a retry succeeds.
    static func openCheckedRetrying(path: String) throws -> Store {
        var attempt = 0
        while true {
            do {
                return try openChecked(path: path, notice: nil)
            } catch let error as DatabaseError where !isCorruption(error) && attempt < 5 {
                attempt += 1
                usleep(UInt32(20_000 * attempt))
            }
        }
    }

    static func openChecked(path: String, notice: StoreNotice?) throws -> Store {
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration())
        } catch let error as DatabaseError where isCorruption(error) {
            throw Unusable(reason: .notADatabase)
        }
        do {
            try checkUsable(queue)
            try migrate(queue, path: path)
        } catch let error as DatabaseError where isCorruption(error) {
            try? queue.close()
            throw Unusable(reason: .notADatabase)
        } catch {
            try? queue.close()
            throw error
        }
        return Store(path: path, queue: queue, notice: notice)
    }

    static func isCorruption(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
    }

    /// Rejects a file that is damaged or belongs to another program.
    static func checkUsable(_ queue: DatabaseQueue) throws {
        try queue.read { db in
            let check = try String.fetchAll(db, sql: "PRAGMA quick_check")
            if check != ["ok"] { throw Unusable(reason: .failedIntegrityCheck(check.first ?? "")) }
            let appID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
            if appID == applicationID { return }
            if appID != 0 { throw Unusable(reason: .foreignDatabase) }
            // No application id: an empty file is a new store; tables without our
            // migration log are someone else's.
            let tables = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                """)
            if !tables.isEmpty && !tables.contains("grdb_migrations") {
                throw Unusable(reason: .foreignDatabase)
            }
        }
    }

    static func migrate(_ queue: DatabaseQueue, path: String) throws {
        let migrator = Store.migrator
        let superseded = try queue.read { db in try migrator.hasBeenSuperseded(db) }
        if superseded { throw PersistenceError.newerSchema(path: path) }
        try migrator.migrate(queue)
    }

    static func createParentDirectory(of path: String) throws(PersistenceError) {
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(path: path, reason: error.localizedDescription)
        }
    }

    /// Renames the file and its WAL companions to `NAME.corrupt-<timestamp>…`.
    static func moveAside(_ path: String, reason: StoreNotice.Reason, now: Date) throws(PersistenceError) -> StoreNotice {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        var target = path + ".corrupt-" + formatter.string(from: now)
        let fm = FileManager.default
        var n = 1
        while fm.fileExists(atPath: target) {
            n += 1
            target = path + ".corrupt-" + formatter.string(from: now) + "-\(n)"
        }
        do {
            try fm.moveItem(atPath: path, toPath: target)
            for suffix in ["-wal", "-shm"] where fm.fileExists(atPath: path + suffix) {
                try fm.moveItem(atPath: path + suffix, toPath: target + suffix)
            }
        } catch {
            throw .cannotOpen(path: path, reason: error.localizedDescription)
        }
        return StoreNotice(reason: reason, originalPath: path, movedTo: target)
    }

    /// Runs a read, turning GRDB's errors into `PersistenceError`.
    func read<T>(_ body: (Database) throws -> T) throws(PersistenceError) -> T {
        do {
            return try queue.read(body)
        } catch let error as PersistenceError {
            throw error
        } catch {
            throw .database(message: String(describing: error))
        }
    }

    /// Runs one write transaction, turning GRDB's errors into `PersistenceError`.
    func write<T>(_ body: (Database) throws -> T) throws(PersistenceError) -> T {
        do {
            return try queue.write(body)
        } catch let error as PersistenceError {
            throw error
        } catch {
            throw .database(message: String(describing: error))
        }
    }

    /// The migration identifiers applied to this file, oldest first.
    public func appliedMigrations() throws(PersistenceError) -> [String] {
        try read { db in try Store.migrator.appliedMigrations(db) }
    }
}

/// Tells the user that the file at `originalPath` could not be used and was
/// renamed to `movedTo`; a fresh store has been started in its place.
public struct StoreNotice: Equatable, Sendable {
    /// Why the file could not be used.
    public enum Reason: Equatable, Sendable {
        /// SQLite does not recognise the file ("file is not a database").
        case notADatabase
        /// The file opens but `PRAGMA quick_check` reports damage.
        case failedIntegrityCheck(String)
        /// A valid SQLite database, but another program's.
        case foreignDatabase
    }

    /// Why the file was moved aside.
    public var reason: Reason
    /// Where the store was.
    public var originalPath: String
    /// Where the unusable file is kept.
    public var movedTo: String
}
