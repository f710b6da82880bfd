// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Whether the process recorded as a quiz's player still runs, so that its quiz is not
/// offered to another process; a quiz whose player is gone is resumable at once.
///
/// ```swift
/// let practice = Practice(store: store, source: source, owner: getpid(), isAlive: PlayerProcess.isRunning)
/// ```
public enum PlayerProcess {
    /// What is known of a process: how `kill(pid, 0)` answers (0 or its errno) and the
    /// state letter of /proc/<pid>/stat ("S", "R", "Z" …), nil where there is none.
    public struct Probe: Sendable {
        /// 0 when signal 0 could be sent to the process, else the errno (ESRCH, EPERM).
        public var signal: @Sendable (Int32) -> Int32
        /// The process's state letter, nil when unknown (no /proc).
        public var state: @Sendable (Int32) -> Character?

        /// A probe made of these two readings; tests pass their own.
        public init(signal: @escaping @Sendable (Int32) -> Int32, state: @escaping @Sendable (Int32) -> Character?) {
            self.signal = signal
            self.state = state
        }

        /// The probe of this machine.
        public static let live = Probe(
            signal: { pid in kill(pid, 0) == 0 ? 0 : errno },
            state: { pid in
                // "1234 (konjugieren quiz) Z 1 …": the state follows the last ")", as the name may hold one.
                guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                      let close = text.lastIndex(of: ")") else { return nil }
                return text[text.index(after: close)...].first { !$0.isWhitespace }
            })
    }

    /// What tells process `pid` from a later one given the same id, on this machine: the
    /// boot it runs in and its start time since then ("1b6d…/123456"); nil without /proc.
    @Sendable public static func identity(_ pid: Int32) -> String? {
        guard let boot = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8),
              let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return nil }
        return identity(boot: boot, stat: stat)
    }

    /// The identity from the boot id and the text of /proc/<pid>/stat: its 22nd field, the
    /// start time in clock ticks since boot, counted after the name in parentheses (which
    /// may hold spaces and ")").
    public static func identity(boot: String, stat: String) -> String? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Field 3 (the state) is fields[0], so field 22 is fields[19].
        guard fields.count > 19, let start = UInt64(fields[19]) else { return nil }
        let bootID = boot.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !bootID.isEmpty else { return nil }
        return "\(bootID)/\(start)"
    }

    /// Whether process `pid` still runs, on this machine.
    @Sendable public static func isRunning(_ pid: Int32) -> Bool { isRunning(pid, probe: .live) }

    /// Whether process `pid` runs by `probe`'s readings: gone when no such process exists
    /// (ESRCH), and gone too when it is a zombie ("Z") or dead ("X"), that is killed but not
    /// yet reaped by its parent: kill -9 leaves one behind until then, and its quiz must not
    /// wait for that. A process of another user (EPERM) runs.
    public static func isRunning(_ pid: Int32, probe: Probe) -> Bool {
        guard pid > 0 else { return false }
        let answer = probe.signal(pid)
        if answer == ESRCH { return false }
        guard answer == 0 || answer == EPERM else { return false }
        switch probe.state(pid) {
        case "Z", "X", "x": return false
        default: return true
        }
    }
}
