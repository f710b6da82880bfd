// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB

extension Store {
    /// How a store is opened and how long it waits for another process.
    ///
    /// ```swift
    /// let options = Store.Options(onWait: {
    ///     print("Warte, bis ein anderer konjugieren-Prozess den Speicher freigibt …")
    /// })
    /// let store = try Store.open(path: path, now: Date(), options: options)
    /// ```
    public struct Options: Sendable {
        /// Whether the store may be written.
        public enum Access: Sendable, Equatable {
            /// Read-write, unless the file or its directory cannot be written: then
            /// read-only, so that history and the leaderboard can still be read.
            case automatic
            /// Never writes, not even to upgrade the file; every write throws `.readOnly`.
            case readOnly
        }

        public var access: Access
        /// The longest a read or write waits for another process's lock before it
        /// gives up with `PersistenceError.busy`, in seconds.
        public var lockTimeout: TimeInterval
        /// How long a wait lasts before `onWait` is called, in seconds.
        public var waitNoticeAfter: TimeInterval
        /// Called once for every wait for another process's lock that lasts longer
        /// than `waitNoticeAfter`, on the thread that waits, so that a front end can
        /// say what it is waiting for. It must not use the store.
        public var onWait: @Sendable () -> Void

        public init(
            access: Access = .automatic,
            lockTimeout: TimeInterval = 5,
            waitNoticeAfter: TimeInterval = 0.5,
            onWait: @escaping @Sendable () -> Void = {}
        ) {
            self.access = access
            self.lockTimeout = lockTimeout
            self.waitNoticeAfter = waitNoticeAfter
            self.onWait = onWait
        }

        /// Read-write where possible, a 5 s lock timeout, nobody told about waits.
        public static var standard: Options { Options() }
    }
}

/// The waiting schedule while another connection holds the lock: SQLite's own
/// back-off (short sleeps first, then 100 ms), bounded by `Options.lockTimeout`.
/// Time is counted from the sleeps themselves, so no clock is needed.
enum LockWait {
    static let delays: [TimeInterval] = [0.001, 0.002, 0.005, 0.010, 0.015, 0.020, 0.025, 0.025, 0.025, 0.050, 0.050, 0.100]

    static func delay(beforeTry tries: Int) -> TimeInterval {
        tries < delays.count ? delays[tries] : 0.1
    }

    /// Seconds slept before SQLite's `tries`-th call of the busy handler (counted from 0).
    static func waited(beforeTry tries: Int) -> TimeInterval {
        var total: TimeInterval = 0
        for n in 0..<max(0, tries) { total += delay(beforeTry: n) }
        return total
    }

    /// The busy handler: sleeps and retries until the timeout, telling `onWait`
    /// once per wait when it crosses `waitNoticeAfter`.
    static func handler(_ options: Store.Options) -> Database.BusyCallback {
        let timeout = options.lockTimeout
        let notice = options.waitNoticeAfter
        let onWait = options.onWait
        return { tries in
            let slept = LockWait.waited(beforeTry: tries)
            if slept >= timeout { return false }
            if slept >= notice && (tries == 0 || LockWait.waited(beforeTry: tries - 1) < notice) { onWait() }
            let sleep = min(LockWait.delay(beforeTry: tries), timeout - slept)
            usleep(UInt32(max(0, sleep) * 1_000_000))
            return true
        }
    }
}

/// What the first 100 bytes of a file say, read without SQLite so that a file
/// this version must not touch is refused before any lock, journal or WAL file
/// exists. Layout: https://www.sqlite.org/fileformat.html#the_database_header
struct FileHeader: Equatable {
    /// `PRAGMA user_version`, at offset 60.
    var userVersion: Int32
    /// `PRAGMA application_id`, at offset 68.
    var applicationID: Int32
    /// True when the file is in WAL mode (read and write versions 2, offsets 18–19).
    var isWAL: Bool

    static let magic = Array("SQLite format 3\u{0}".utf8)

    /// Parses a header; nil when the bytes are not an SQLite header (an empty
    /// file, a new store, or garbage that `Store.open` moves aside later).
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 100, Array(bytes[0..<16]) == FileHeader.magic else { return nil }
        func int32(at offset: Int) -> Int32 {
            Int32(bitPattern: UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
                | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3]))
        }
        userVersion = int32(at: 60)
        applicationID = int32(at: 68)
        isWAL = bytes[18] == 2 && bytes[19] == 2
    }

    init(userVersion: Int32, applicationID: Int32, isWAL: Bool) {
        self.userVersion = userVersion
        self.applicationID = applicationID
        self.isWAL = isWAL
    }
}

/// The state of the store's path before SQLite sees it.
struct PathInspection {
    /// Whether something exists at the path (following symbolic links).
    var exists: Bool
    /// The header, when the path is an SQLite file.
    var header: FileHeader?
    /// Whether this process may write the file (true when it does not exist yet).
    var fileWritable: Bool
    /// Whether this process may create files (journal, WAL) beside it.
    var directoryWritable: Bool
    /// Whether the directory exists.
    var directoryExists: Bool

    /// Looks at `path` without opening it for writing. A FIFO or device is never
    /// opened: it is refused from its `stat` alone.
    static func inspect(_ path: String) throws(PersistenceError) -> PathInspection {
        var info = stat()
        let exists = stat(path, &info) == 0
        if exists && (info.st_mode & S_IFMT) != S_IFREG {
            throw .notARegularFile(path: path)
        }
        let directory = Store.directory(of: path)
        var isDirectory: ObjCBool = false
        let directoryExists = FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue
        var header: FileHeader?
        if exists {
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw .cannotOpen(path: path, reason: .unreadable)
            }
            defer { try? handle.close() }
            do {
                header = FileHeader([UInt8](try handle.read(upToCount: 100) ?? Data()))
            } catch {
                throw .ioError(path: path)
            }
        }
        return PathInspection(
            exists: exists, header: header,
            fileWritable: !exists || access(path, W_OK) == 0,
            directoryWritable: directoryExists && access(directory, W_OK) == 0,
            directoryExists: directoryExists)
    }
}
