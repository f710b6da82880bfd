// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// Text snapshots of command output under `Tests/EndToEndTests/Snapshots/`.
///
/// The output must match the file line for line. A missing snapshot fails under CI (the
/// `CI` environment variable set), so a deleted file cannot pass unseen; outside CI it is
/// recorded only when `KONJUGIEREN_RECORD_SNAPSHOTS=1` asks for it, and otherwise fails
/// too, naming the variable. With the variable set, every snapshot is rewritten.
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

    static func check(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name + ".txt")
        let expected = try? String(contentsOf: url, encoding: .utf8)
        if recording && !underCI {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("cannot record snapshot \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected else {
            Issue.record(underCI
                ? "Snapshot \(name) is missing (\(url.path)). Record it outside CI and commit it."
                : "Snapshot \(name) is missing (\(url.path)). Record it with KONJUGIEREN_RECORD_SNAPSHOTS=1 and commit it.",
                sourceLocation: sourceLocation)
            return
        }
        guard expected != text else { return }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
        let want = line < e.count ? String(e[line]) : "(end)"
        let got = line < a.count ? String(a[line]) : "(end)"
        Issue.record("""
            Snapshot \(name) differs at line \(line + 1):
              expected: \(want)
              actual:   \(got)
            Rerun with KONJUGIEREN_RECORD_SNAPSHOTS=1 to accept the new output.
            """, sourceLocation: sourceLocation)
    }
}
