// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import konjugieren_server

/// A verb's table and JSON line are made once per URL and language, then served as kept:
/// the same bytes, never another language's, never more than the cache holds.
@Suite("Kept answers")
struct ResponseCacheTests {
    /// Runs `body` against an application whose cache holds `capacity` answers.
    func withCache(_ capacity: Int,
                   _ body: @escaping @Sendable (any TestClientProtocol, Site) async throws -> Void) async throws {
        var made = try Shipped.site(try temporarySQLite())
        made.answers = ResponseCache(capacity: capacity)
        let site = made
        let app = try await buildApplication(site: site)
        try await app.test(.router) { client in try await body(client, site) }
    }

    @Test(arguments: ["/verbs/singen", "/verbs/h%C3%A4ngen?meaning=2", "/api/v1/conjugate/singen", "/api/v1/conjugate/xyz%21"])
    func aKeptAnswerIsTheAnswerMadeAgain(_ path: String) async throws {
        try await withCache(16) { client, site in
            let first = try await client.execute(uri: path, method: .get)
            let second = try await client.execute(uri: path, method: .get)
            #expect(site.answers.count == 1)
            #expect(second.status == first.status)
            #expect(second.headers[.contentType] == first.headers[.contentType])
            #expect(second.text == first.text)
            #expect(!second.text.isEmpty)
        }
    }

    @Test func eachLanguageHasItsOwn() async throws {
        try await withCache(16) { client, site in
            try await client.execute(uri: "/verbs/singen", method: .get, headers: [.acceptLanguage: "de"]) { r in
                #expect(r.text.contains("<html lang=\"de\">"))
            }
            try await client.execute(uri: "/verbs/singen", method: .get, headers: [.acceptLanguage: "en"]) { r in
                #expect(r.text.contains("<html lang=\"en\">"))
            }
            try await client.execute(uri: "/verbs/singen?lang=de", method: .get) { r in
                #expect(r.text.contains("<html lang=\"de\">"))
                // The language switch keeps this page's own query.
                #expect(r.text.contains("href=\"/verbs/singen?lang=en\""))
            }
            #expect(site.answers.count == 3)
        }
    }

    @Test func neverMoreThanItsCapacity() async throws {
        try await withCache(2) { client, site in
            for verb in ["singen", "gehen", "machen", "fahren", "lesen"] {
                try await client.execute(uri: "/verbs/" + verb, method: .get) { r in
                    #expect(r.status == .ok)
                    #expect(r.text.contains("<h1>" + verb + "</h1>"))
                }
                #expect(site.answers.count <= 2)
            }
        }
    }

    /// An input refused with an error is answered again each time, not kept.
    @Test func refusalsAreNotKept() async throws {
        try await withCache(16) { client, site in
            let long = String(repeating: "a", count: 300)
            try await client.execute(uri: "/verbs/" + long, method: .get) { r in
                #expect(r.status == .contentTooLarge)
            }
            #expect(site.answers.count == 0)
        }
    }
}
