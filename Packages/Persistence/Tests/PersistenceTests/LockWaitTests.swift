// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import GRDB
import Testing
@testable import Persistence

/// Another process holding the write lock: a second connection with an open
/// IMMEDIATE transaction, as `sqlite3 k.sqlite 'BEGIN IMMEDIATE'` or a running quiz
/// mid-write would hold it.
struct LockWaitTests {
    /// Opens a store, then a second connection that takes the write lock and keeps it.
    func storeWithHeldLock(_ options: Store.Options) throws -> (store: Store, holder: LockHolder, path: String) {
        let path = try temporaryDirectory() + "/locked.sqlite"
        _ = try Store.open(path: path, now: referenceDate)
        let holder = try LockHolder(path: path)
        // Opening an up-to-date store writes nothing, so it does not wait for the lock.
        let store = try Store.open(path: path, now: referenceDate, options: options)
        return (store, holder, path)
    }

    enum Write: String, CaseIterable, Sendable {
        case setting, startQuiz, errorLog
        func run(_ store: Store) throws {
            switch self {
            case .setting: try store.set("sound", to: "off")
            case .startQuiz: _ = try store.startQuiz(newQuiz())
            case .errorLog: try store.logError(at: referenceDate, context: "test", message: "x")
            }
        }
    }

    @Test(arguments: Write.allCases)
    func aLockHeldTooLongEndsInBusyAfterTheWaiterWasTold(_ write: Write) throws {
        let told = Counter()
        let (store, holder, path) = try storeWithHeldLock(
            Store.Options(lockTimeout: 0.3, waitNoticeAfter: 0.05, onWait: { told.increment() }))
        #expect(throws: PersistenceError.busy(path: path)) { try write.run(store) }
        #expect(told.value == 1)
        // Reads do not wait for a writer (WAL), so history stays available meanwhile.
        #expect(try store.history().isEmpty)

        holder.release()
        try write.run(store)
        #expect(told.value == 1)
    }

    /// The waiter is told once; when the other process lets go, the write goes through.
    @Test func aWaitThatEndsInTimeSucceedsAfterOneNotice() throws {
        let told = Counter()
        let holderBox = HolderBox()
        let (store, holder, _) = try storeWithHeldLock(Store.Options(
            lockTimeout: 60, waitNoticeAfter: 0.05,
            onWait: {
                told.increment()
                // The other process finishes as soon as we start waiting visibly.
                holderBox.holder?.releaseSoon()
            }))
        holderBox.holder = holder
        defer { holder.release() }
        try store.set("difficulty", to: "ridiculous")
        #expect(told.value == 1)
        #expect(try store.settings().difficulty == .ridiculous)
    }

    @Test func theBusyErrorIsASentence() {
        let text = PersistenceError.busy(path: "/k.sqlite").description
        #expect(text.hasPrefix("Another konjugieren process kept the store at /k.sqlite locked"))
    }

    /// The busy handler as SQLite calls it, try after try: it tells once, at the
    /// first try that has waited long enough, and gives up at the timeout.
    @Test(arguments: [(0.05, 0.2), (0.0, 0.1), (0.5, 0.2)])
    func theBusyHandlerTellsOnceAndGivesUpAtTheTimeout(notice: Double, timeout: Double) {
        let told = Counter()
        let handler = LockWait.handler(Store.Options(lockTimeout: timeout, waitNoticeAfter: notice, onWait: { told.increment() }))
        var tries = 0
        while handler(tries) {
            tries += 1
            if tries > 1_000 { break }
        }
        #expect(told.value == (notice < timeout ? 1 : 0))
        #expect(tries > 0 && tries < 1_000)
        #expect(LockWait.waited(beforeTry: tries) >= timeout)
    }
}

/// Lets the busy handler's notice release the lock that the test holds.
final class HolderBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: LockHolder?
    var holder: LockHolder? {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}

/// A second connection on its own thread that holds the write lock (an IMMEDIATE
/// transaction) until it is released.
final class LockHolder: @unchecked Sendable {
    private let held = DispatchSemaphore(value: 0)
    private let letGo = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var released = false

    init(path: String) throws {
        let queue = try DatabaseQueue(path: path)
        let held = held, letGo = letGo, finished = finished
        Thread {
            try? queue.inDatabase { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                held.signal()
                letGo.wait()
                try db.execute(sql: "ROLLBACK")
            }
            finished.signal()
        }.start()
        held.wait()
    }

    /// Lets go of the lock without waiting for it to happen.
    func releaseSoon() {
        let first = lock.withLock { () -> Bool in
            defer { released = true }
            return !released
        }
        if first { letGo.signal() }
    }

    /// Lets go of the lock and waits until it is free.
    func release() {
        let first = lock.withLock { () -> Bool in
            defer { released = true }
            return !released
        }
        if first {
            letGo.signal()
            finished.wait()
        }
    }
}
