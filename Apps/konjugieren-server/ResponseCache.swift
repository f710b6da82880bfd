// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Hummingbird
import NIOCore

/// Answers that depend only on their URL and language, kept once made: a verb's table and
/// its JSON line. The lexicon does not change while the server runs, so a kept answer is
/// the one that would be made again; what a request sends besides the URL and the language
/// (a cookie, a body) never reaches these routes.
///
/// Bounded: when `capacity` answers are kept, the next one empties the cache, so a client
/// asking for endless made-up verbs costs memory for at most `capacity` of them.
final class ResponseCache: @unchecked Sendable {
    struct Entry: Sendable {
        var status: HTTPResponse.Status
        var headers: HTTPFields
        var body: ByteBuffer

        var response: Response { Response(status: status, headers: headers, body: .init(byteBuffer: body)) }
    }

    let capacity: Int
    private var entries: [String: Entry] = [:]
    private let lock = NSLock()

    init(capacity: Int = 2048) {
        self.capacity = max(0, capacity)
    }

    /// How many answers are kept.
    var count: Int { lock.withLock { entries.count } }

    /// The kept answer for `request`'s URL and language, else the one `make` builds, kept
    /// for the next request. An error `make` throws is not kept.
    func response(for request: Request, _ make: () throws -> Entry) rethrows -> Response {
        guard capacity > 0 else { return try make().response }
        // The whole URL, query and all: a verb page's choices (clause, voice, groups,
        // meaning, pronoun) each make another page.
        let key = request.language.rawValue + " " + request.uri.description
        if let kept = lock.withLock({ entries[key] }) { return kept.response }
        let made = try make()
        lock.withLock {
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = made
        }
        return made.response
    }
}
