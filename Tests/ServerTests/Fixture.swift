// SPDX-License-Identifier: GPL-3.0-or-later
import Articles
import Foundation
import Hummingbird
import HummingbirdTesting
import Persistence
import Testing
import VerbData
@testable import konjugieren_server

/// The shipped lexicon, articles and form index, read once for all the tests.
enum Shipped {
    static let lexicon: Lexicon? = try? Lexicon.bundled()
    static let forms: Lexicon.FormIndex? = lexicon?.formIndex()
    static let library: Library? = try? Library.bundled()

    /// A site over `board` with a counting random source, so that ids differ and tests repeat.
    static func site(_ board: any Board, limits: Limits = Limits()) throws -> Site {
        let lexicon = try #require(lexicon)
        var site = Site(lexicon: lexicon, forms: try #require(forms), source: .lexicon(lexicon),
                        library: try #require(library), board: board, limits: limits)
        let counter = Counter()
        site.random = { counter.next() }
        return site
    }
}

/// A seeded source of random bits that tests can share across tasks.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        // SplitMix64, as QuizKit's seeds.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A fresh SQLite store in a directory of its own.
func temporarySQLite() throws -> SQLiteBoard {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("konjugieren-server-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return try SQLiteBoard(path: directory.appendingPathComponent("server.sqlite").path)
}

/// Runs `body` against an application over a fresh SQLite store, in process.
func withApp(limits: Limits = Limits(),
             _ body: @escaping @Sendable (any TestClientProtocol, Site) async throws -> Void) async throws {
    let site = try Shipped.site(try temporarySQLite(), limits: limits)
    let app = try await buildApplication(site: site)
    try await app.test(.router) { client in try await body(client, site) }
}

extension TestResponse {
    var text: String { String(buffer: body) }
    var json: Any? { try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) }
    var object: [String: Any] { json as? [String: Any] ?? [:] }
}

extension ByteBuffer {
    init(json: String) { self.init(string: json) }
}
