// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// Text snapshots of rendered screens under `Tests/DashboardTests/Snapshots/`.
///
/// The screen must match the file line for line. A missing snapshot fails under CI (the
/// `CI` environment variable set), so a deleted file cannot pass unseen; outside CI it
/// is recorded and the test passes. With `KONJUGIEREN_RECORD_SNAPSHOTS=1` every snapshot
/// is rewritten.
enum Snapshot {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static var recording: Bool {
        let v = ProcessInfo.processInfo.environment["KONJUGIEREN_RECORD_SNAPSHOTS"] ?? ""
        return !v.isEmpty && v != "0"
    }

    /// True under continuous integration, where a snapshot is never recorded.
    static var underCI: Bool {
        let v = ProcessInfo.processInfo.environment["CI"] ?? ""
        return !v.isEmpty && v != "0" && v.lowercased() != "false"
    }

    static func check(_ lines: [String], named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name + ".txt")
        let actual = lines.joined(separator: "\n") + "\n"
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if expected == nil && !recording && underCI {
            Issue.record("Snapshot \(name) is missing (\(url.path)). Record it outside CI and commit it.",
                         sourceLocation: sourceLocation)
            return
        }
        guard !recording, let expected else {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("cannot record snapshot \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard expected != actual else { return }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
        let want = line < e.count ? String(e[line]) : "(end)"
        let got = line < a.count ? String(a[line]) : "(end)"
        Issue.record("""
            Snapshot \(name) differs at line \(line + 1):
              expected: \(want)
              actual:   \(got)
            Rerun with KONJUGIEREN_RECORD_SNAPSHOTS=1 to accept the new screen.
            """, sourceLocation: sourceLocation)
    }
}
