// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// The time source of a quiz, passed in so that tests control it.
///
/// ```swift
/// let clock = QuizClock.live
/// let fixed = QuizClock { Date(timeIntervalSince1970: 0) }
/// ```
public struct QuizClock: Sendable {
    /// The current time.
    public var now: @Sendable () -> Date

    /// A clock reading `now`; tests pass a fixed one.
    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    /// The system clock.
    public static let live = QuizClock { Date() }
}

/// The quiz timer: runs from Start, pauses while the quiz is closed, and goes on
/// from where it stood when a quiz is resumed.
public struct QuizTimer: Sendable, Hashable {
    /// Time counted before the current run (from earlier sittings).
    public var carried: TimeInterval
    /// When the current run started.
    public var startedAt: Date

    /// Starts the timer at `date`, with `carried` seconds already on it.
    public init(startedAt date: Date, carried: TimeInterval = 0) {
        self.startedAt = date
        self.carried = max(0, carried)
    }

    /// Seconds on the timer at `date`. A clock that went backwards counts as no time.
    public func elapsed(at date: Date) -> TimeInterval {
        carried + max(0, date.timeIntervalSince(startedAt))
    }

    /// Seconds on the timer now.
    public func elapsed(_ clock: QuizClock) -> TimeInterval { elapsed(at: clock.now()) }
}

/// Formats seconds as h:mm:ss: 187 → "0:03:07", 3725.9 → "1:02:05".
public func formatElapsed(_ seconds: TimeInterval) -> String {
    let total = seconds.isFinite ? max(0, Int(seconds)) : 0
    let h = total / 3600, m = (total / 60) % 60, s = total % 60
    return "\(h):" + (m < 10 ? "0" : "") + "\(m):" + (s < 10 ? "0" : "") + "\(s)"
}
