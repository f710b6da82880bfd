// SPDX-License-Identifier: GPL-3.0-or-later
import Dashboard
import Foundation
import Localization
// Only to hold the store's write lock, as another konjugieren process would.
@testable import Persistence
import Testing

/// While another process holds the store's lock, the dashboard waits once (bounded, and
/// announced), then shows the failure; it does not wait a second time to write that
/// failure into the store that is still locked.
struct LockedStoreTests {
    final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var current: Int { lock.withLock { value } }
    }

    @Test func aLockedStoreIsWaitedForOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dashboard-lock-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("k.sqlite").path
        let waits = Count()
        let store = try Store.open(path: path, now: Fixture.now,
                                   options: Store.Options(lockTimeout: 0.2, waitNoticeAfter: 0, onWait: { waits.increment() }))
        let other = try Store.open(path: path, now: Fixture.now)
        let holding = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            try? other.write { _ in
                holding.signal()
                release.wait()
            }
            done.signal()
        }.start()
        holding.wait()

        var changed = Settings()
        changed.sound = false
        let event = Fixture.runtime(store).perform(.saveSettings(changed, shown: Settings()))
        release.signal()
        done.wait()

        guard case .loaded(.failed(let failure))? = event else {
            Issue.record("expected a failure, got \(String(describing: event))")
            return
        }
        #expect(failure == .store(.busy(path: path)))
        #expect(waits.current == 1)
        #expect(try store.settings().sound == true)
    }
}
