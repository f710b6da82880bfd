// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
@testable import Persistence

/// A fresh directory under the system temporary directory, one per test.
func temporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("konjugieren-persistence-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

let referenceDate = Date(timeIntervalSince1970: 1_800_000_000)  // 2027-01-15 08:00:00 UTC

func sampleQuestions(_ count: Int = 3) -> [StoredQuestion] {
    let rows: [(String, Conjugationgroup, Person?, String)] = [
        ("singen", .perfektpartizip, nil, "gesungen"),
        ("singen", .präsensIndikativ, .ich, "singe"),
        ("ankommen", .präsensIndikativ, .du, "kommst an"),
        ("sammeln", .imperativ, .du, "sammle"),
    ]
    return (0..<count).map { i in
        let r = rows[i % rows.count]
        return StoredQuestion(position: i, verb: r.0, gloss: "to \(r.0)", conjugationgroup: r.1, person: r.2, correctForm: r.3)
    }
}

func newQuiz(_ count: Int = 3, at date: Date = referenceDate) -> NewQuiz {
    NewQuiz(startedAt: date, difficulty: .regular, thirdPerson: .erSieEs, seed: "42", questions: sampleQuestions(count))
}

/// Runs `body(0)` … `body(count - 1)` on `count` threads released at the same
/// moment, as `count` processes would run, and waits for all of them. The first
/// error any of them threw is rethrown.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void) throws {
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    let errors = Errors()
    for i in 0..<count {
        done.enter()
        let thread = Thread {
            start.wait()
            do { try body(i) } catch { errors.append(error) }
            done.leave()
        }
        thread.start()
    }
    for _ in 0..<count { start.signal() }
    done.wait()
    if let first = errors.first { throw first }
}

/// Errors collected from several threads.
final class Errors: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [any Error] = []
    func append(_ error: any Error) { lock.withLock { errors.append(error) } }
    var first: (any Error)? { lock.withLock { errors.first } }
}

/// A counter several threads (a busy handler, a test) may touch.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// Everything a test can see of a file without opening it: its bytes, its
/// modification time, and the names in its directory (journal, WAL, shm files).
struct FileSnapshot: Equatable {
    var bytes: Data
    var modified: Date?
    var directory: [String]

    init(_ path: String) throws {
        bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        directory = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent).sorted()
    }
}

/// GRDB has a `PersistenceError` of its own; in tests that import both, ours is meant.
typealias PersistenceError = Persistence.PersistenceError
