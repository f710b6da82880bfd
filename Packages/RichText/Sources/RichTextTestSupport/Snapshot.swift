// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// Text snapshots for tests: what a command prints or a screen shows, compared line for
/// line with a file in the `Snapshots` directory beside the test file that checks it.
///
/// A missing snapshot fails the test; it is written only when
/// `KONJUGIEREN_RECORD_SNAPSHOTS=1` asks for it, and never under continuous integration
/// (the `CI` variable set), so that a deleted file cannot pass unseen. With the variable
/// set outside CI, every snapshot checked is rewritten.
///
/// ```swift
/// Snapshot.check(render(state, size: Size(columns: 80, rows: 24)), named: "de-verb-80x24")
/// ```
///
/// Test code only: no product depends on this module.
public enum Snapshot {
    /// Whether snapshots are being recorded rather than checked.
    public static var recording: Bool {
        let v = ProcessInfo.processInfo.environment["KONJUGIEREN_RECORD_SNAPSHOTS"] ?? ""
        return !v.isEmpty && v != "0" && !underCI
    }

    /// True under continuous integration, where a snapshot is never recorded.
    public static var underCI: Bool {
        let v = ProcessInfo.processInfo.environment["CI"] ?? ""
        return !v.isEmpty && v != "0" && v.lowercased() != "false"
    }

    /// The `Snapshots` directory beside the file at `filePath`.
    public static func directory(besides filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    }

    /// Checks lines (a screen), as the file holds them: one a line, each ended by a newline.
    public static func check(_ lines: [String], named name: String, filePath: String = #filePath,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        check(lines.joined(separator: "\n") + "\n", named: name, filePath: filePath, sourceLocation: sourceLocation)
    }

    /// Checks `text` against `Snapshots/<name>.txt` beside the calling test's file.
    public static func check(_ text: String, named name: String, filePath: String = #filePath,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let directory = directory(besides: filePath)
        let url = directory.appendingPathComponent(name + ".txt")
        if recording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("cannot record snapshot \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(underCI
                ? "Snapshot \(name) is missing (\(url.path)). Record it outside CI and commit it."
                : "Snapshot \(name) is missing (\(url.path)). Record it with KONJUGIEREN_RECORD_SNAPSHOTS=1 and commit it.",
                sourceLocation: sourceLocation)
            return
        }
        if let difference = difference(expected: expected, actual: text) {
            Issue.record("Snapshot \(name) differs \(difference)\nRerun with KONJUGIEREN_RECORD_SNAPSHOTS=1 to accept it.",
                         sourceLocation: sourceLocation)
        }
    }

    /// Where `actual` first differs from `expected`: "at line 3:\n  expected: …\n  actual:   …";
    /// nil when they are the same.
    public static func difference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(e.count, a.count)
        let want = line < e.count ? String(e[line]) : "(end)"
        let got = line < a.count ? String(a[line]) : "(end)"
        return "at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)"
    }
}
