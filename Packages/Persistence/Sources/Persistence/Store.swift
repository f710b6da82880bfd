// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

/// The learner's data in one SQLite file: settings, quizzes with every answer,
/// history, the leaderboard, the review queue and an error log.
///
/// Open it with `Store.open(path:now:options:)`. Every write is its own
/// transaction and changes only what it means to change, so a quiz killed mid-way
/// keeps every answer already given and two processes never undo each other's
/// settings. Several processes may use the same file at once: the file is in WAL
/// mode, and a writer waits a bounded time for another's lock (see `Options`).
///
/// ```swift
/// let store = try Store.open(path: "/tmp/k.sqlite", now: Date())
/// try store.set("difficulty", to: "ridiculous")
/// let einstellungen = try store.settings()   // einstellungen.difficulty == .ridiculous
/// ```
public final class Store: Sendable {
    /// The file the store lives in.
    public let path: String
    /// Set when the file found at `path` was unreadable or not ours and was moved aside.
    public let notice: StoreNotice?
    /// True when the store was opened read-only (see `Options.Access`): reads work,
    /// every write throws `PersistenceError.readOnly`.
    public let isReadOnly: Bool

    /// The file's connection; the package's test support writes through it what the API refuses.
    package let queue: DatabaseQueue

    /// Written into the SQLite header so a foreign database is recognised: "KONJ".
    static let applicationID: Int32 = 0x4B4F_4E4A

    init(path: String, queue: DatabaseQueue, notice: StoreNotice?, isReadOnly: Bool = false) {
        self.path = path
        self.queue = queue
        self.notice = notice
        self.isReadOnly = isReadOnly
    }

    /// Opens (creating if needed) the store at `path` and brings its schema up to date.
    ///
    /// Before SQLite sees the file, its path and header are checked: something that
    /// is not a regular file (a directory, /dev/null, a pipe) is refused, and so is a
    /// store whose `user_version` is newer than `Store.schemaVersion`; neither is
    /// touched. A file or directory this process cannot write is opened read-only.
    ///
    /// A file that SQLite cannot read, that fails its integrity check, or that is
    /// another program's database is renamed to `NAME.corrupt-<timestamp>` and a
    /// fresh store is started; `notice` then says so. `now` dates that name.
    ///
    /// - Throws: `.notARegularFile`, `.newerSchema`, `.cannotOpen` when the
    ///   directory or file cannot be created, `.readOnly` when a read-only file
    ///   would first need upgrading, `.busy` when another process holds the lock
    ///   for longer than `options.lockTimeout`.
    public static func open(path: String, now: Date, options: Options = .standard) throws(PersistenceError) -> Store {
        let inspection = try PathInspection.inspect(path)
        if let header = inspection.header, header.applicationID == applicationID, header.userVersion > schemaVersion {
            throw .newerSchema(path: path)
        }
        let readOnly = options.access == .readOnly
            || (inspection.exists && !(inspection.fileWritable && inspection.directoryWritable))
        if readOnly {
            guard inspection.exists else {
                throw .cannotOpen(path: path, reason: .noFileYet)
            }
            return try openReadOnly(path: path, inspection: inspection, options: options)
        }
        if !inspection.exists && inspection.directoryExists && !inspection.directoryWritable {
            throw .cannotOpen(path: path, reason: .directoryNotWritable)
        }
        try createParentDirectory(of: path)
        do {
            return try openCheckedRetrying(path: path, options: options)
        } catch let problem as Unusable {
            let aside = try moveAside(path, reason: problem.reason, now: now)
            do {
                return try openChecked(path: path, notice: aside, options: options)
            } catch {
                throw PersistenceError.classify(error, path: path)
            }
        } catch {
            throw PersistenceError.classify(error, path: path)
        }
    }

    /// An in-memory store, for tests and for running without a file.
    public static func inMemory() throws(PersistenceError) -> Store {
        do {
            let queue = try DatabaseQueue(configuration: configuration(.standard))
            try migrator.migrate(queue)
            return Store(path: ":memory:", queue: queue, notice: nil)
        } catch {
            throw PersistenceError.classify(error, path: ":memory:")
        }
    }

    /// Why a file cannot be used as it is.
    struct Unusable: Error {
        var reason: StoreNotice.Reason
    }

    static func configuration(_ options: Options, readOnly: Bool = false) -> Configuration {
        var config = Configuration()
        config.readonly = readOnly
        // WAL mode is set by `prepareForWriting`, after the file has been checked: a
        // file that is refused must not be converted, and GRDB's own WAL set-up
        // writes to the file on every open, which waits for any other writer.
        config.journalMode = .default
        config.busyMode = .callback(LockWait.handler(options))
        config.prepareDatabase { db in
            // Commits survive a crash of the process; WAL makes NORMAL safe against corruption.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }
        // GRDB's write transactions are IMMEDIATE: they take the write lock up front,
        // so a read-then-write transaction never fails with SQLITE_BUSY_SNAPSHOT.
        config.label = "konjugieren"
        return config
    }

    /// Processes opening a new file at the same moment can see each other's half-done
    /// setup (GRDB creates its migration log before the first migration's transaction),
    /// and the loser's step fails with a plain SQL error. Once the winner is done, a
    /// retry succeeds. A busy lock, a full disk or an I/O error is not retried: the
    /// lock wait is already bounded, and the others do not go away by themselves.
    static func openCheckedRetrying(path: String, options: Options) throws -> Store {
        var attempt = 0
        while true {
            do {
                return try openChecked(path: path, notice: nil, options: options)
            } catch let error as DatabaseError
                where (error.resultCode == .SQLITE_ERROR || error.resultCode == .SQLITE_SCHEMA) && attempt < 5 {
                attempt += 1
                usleep(UInt32(20_000 * attempt))
            }
        }
    }

    static func openChecked(path: String, notice: StoreNotice?, options: Options) throws -> Store {
        createPrivately(path)
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration(options))
        } catch let error as DatabaseError where isCorruption(error) {
            throw Unusable(reason: .notADatabase)
        }
        do {
            try checkUsable(queue)
            try checkVersion(queue, path: path)
            try prepareForWriting(queue, options: options)
        } catch let error as DatabaseError where isCorruption(error) {
            try? queue.close()
            throw Unusable(reason: .notADatabase)
        } catch {
            try? queue.close()
            throw error
        }
        return Store(path: path, queue: queue, notice: notice)
    }

    /// Makes a missing store file readable and writable by its owner only (0600): it holds
    /// a learner's history and the token of their name on a shared server. SQLite gives its
    /// -wal and -shm files the same mode. An existing file is left as it is; `O_EXCL` makes
    /// two processes creating it at once agree on one file.
    static func createPrivately(_ path: String) {
        #if canImport(Glibc)
        let fd = Glibc.open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if fd >= 0 { Glibc.close(fd) }
        #elseif canImport(Darwin)
        let fd = Darwin.open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if fd >= 0 { Darwin.close(fd) }
        #endif
    }

    /// Opens a file this process may not (or should not) write. Nothing is moved
    /// aside, converted or migrated: a file that would need that is refused.
    static func openReadOnly(path: String, inspection: PathInspection, options: Options) throws(PersistenceError) -> Store {
        var openPath = path
        let fm = FileManager.default
        // A WAL file needs a shared-memory file beside it; in a read-only directory
        // SQLite cannot create one. Without a pending WAL the main file holds every
        // commit, and SQLite may read it as immutable.
        if inspection.header?.isWAL == true, !inspection.directoryWritable, !fm.fileExists(atPath: path + "-shm"),
           (try? fm.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0 == 0,
           sqliteAcceptsURIs {
            openPath = immutableURI(path)
        }
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: openPath, configuration: configuration(options, readOnly: true))
        } catch {
            throw PersistenceError.classify(error, path: path)
        }
        do {
            try checkUsable(queue)
            try checkVersion(queue, path: path)
            let complete = try queue.read { db in try migrator.hasCompletedMigrations(db) }
            if !complete { throw PersistenceError.readOnly(path: path) }
        } catch let problem as Unusable {
            try? queue.close()
            throw problem.reason == .foreignDatabase ? .notAStore(path: path) : .corrupt(path: path)
        } catch {
            try? queue.close()
            throw PersistenceError.classify(error, path: path)
        }
        return Store(path: path, queue: queue, notice: nil, isReadOnly: true)
    }

    /// Whether this SQLite reads `file:` URIs (Debian's and Apple's builds do).
    static let sqliteAcceptsURIs: Bool = {
        guard let probe = try? DatabaseQueue() else { return false }
        return (try? probe.read { db in try Bool.fetchOne(db, sql: "SELECT sqlite_compileoption_used('USE_URI')") }) == true
    }()

    static func immutableURI(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#%;")
        return "file:" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path) + "?immutable=1"
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

    /// Refuses a file written by a newer version: a newer `user_version` (the header
    /// check in `open` catches most; this one also sees a version still in the WAL)
    /// or migrations this version does not know.
    static func checkVersion(_ queue: DatabaseQueue, path: String) throws {
        let newer = try queue.read { db in
            let version = try Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            return try version > schemaVersion || migrator.hasBeenSuperseded(db)
        }
        if newer { throw PersistenceError.newerSchema(path: path) }
    }

    /// Switches a checked file to WAL mode, migrates it and records its schema
    /// version. An up-to-date store is not written to at all, so opening it never
    /// waits for another process's write lock.
    static func prepareForWriting(_ queue: DatabaseQueue, options: Options) throws {
        let (mode, complete, version) = try queue.read { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "",
             try migrator.hasCompletedMigrations(db),
             try Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0)
        }
        if mode.lowercased() != "wal" {
            // Only a new file is not in WAL mode yet. Switching needs an exclusive lock;
            // when another process is setting up the same new file, SQLite reports
            // the conflict at once rather than through the busy handler, so wait
            // here, within the same bound.
            var tries = 0
            while true {
                do {
                    let now = try queue.writeWithoutTransaction { db in
                        try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
                    }
                    if now?.lowercased() != "wal" {
                        throw PersistenceError.database(message: "the store cannot be switched to WAL mode")
                    }
                    break
                } catch let error as DatabaseError
                    where error.resultCode == .SQLITE_BUSY && LockWait.waited(beforeTry: tries) < options.lockTimeout {
                    usleep(UInt32(LockWait.delay(beforeTry: tries) * 1_000_000))
                    tries += 1
                }
            }
        }
        if !complete { try migrator.migrate(queue) }
        if !complete || version < schemaVersion {
            try queue.write { db in
                // Never lower it: a newer version may have raised it in the meantime.
                let current = try Int32.fetchOne(db, sql: "PRAGMA user_version") ?? 0
                if current < schemaVersion { try db.execute(sql: "PRAGMA user_version = \(schemaVersion)") }
            }
        }
    }

    static func directory(of path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? "." : directory
    }

    static func createParentDirectory(of path: String) throws(PersistenceError) {
        let directory = (path as NSString).deletingLastPathComponent
        guard !directory.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(path: path, reason: whyNotCreated(directory))
        }
    }

    /// Why `directory` could not be created, in words: the nearest existing part of the
    /// path is a file ("/dev/full is not a directory"), or the system's reason for that
    /// part ("permission denied").
    static func whyNotCreated(_ directory: String) -> OpenFailure {
        var existing = directory
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: existing, isDirectory: &isDirectory) {
            let parent = (existing as NSString).deletingLastPathComponent
            if parent.isEmpty || parent == existing { break }
            existing = parent
        }
        if FileManager.default.fileExists(atPath: existing, isDirectory: &isDirectory) && !isDirectory.boolValue {
            return .directoryBlockedByFile(directory: directory, blocking: existing)
        }
        if !FileManager.default.isWritableFile(atPath: existing) {
            return .directoryInReadOnlyPlace(directory: directory, existing: existing)
        }
        return .directoryNotCreated(directory: directory)
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
            throw .cannotOpen(path: path, reason: .system(error.localizedDescription))
        }
        return StoreNotice(reason: reason, originalPath: path, movedTo: target)
    }

    /// Runs a read, turning GRDB's errors into `PersistenceError`.
    func read<T>(_ body: (Database) throws -> T) throws(PersistenceError) -> T {
        do {
            return try queue.read(body)
        } catch {
            throw PersistenceError.classify(error, path: path)
        }
    }

    /// Runs one write transaction, turning GRDB's errors into `PersistenceError`.
    func write<T>(_ body: (Database) throws -> T) throws(PersistenceError) -> T {
        if isReadOnly { throw .readOnly(path: path) }
        do {
            return try queue.write(body)
        } catch {
            throw PersistenceError.classify(error, path: path)
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
