// SPDX-License-Identifier: GPL-3.0-or-later
import Hummingbird
import HummingbirdTesting
import Persistence
import Testing
@testable import konjugieren_server

/// A shared database that is down (`BoardError.unreachable`, see Persistence's board tests):
/// the request is answered 503 with the catalog's words, and the address is not shown.
@Suite("A database that does not answer")
struct UnreachableBoardTests {
    @Test(arguments: [("/api/v1/leaderboard", "application/json; charset=utf-8"), ("/leaderboard", "text/html; charset=utf-8")])
    func theAnswerIs503InTheRequestsLanguage(_ path: String, _ type: String) async throws {
        let router = Router(context: ServerContext.self)
        router.add(middleware: FailureMiddleware())
        router.get(RouterPath(path)) { _, _ -> Response in throw BoardError.unreachable("db.example:5432/konjugieren") }
        let app = Application(router: router)
        try await app.test(.router) { client in
            try await client.execute(uri: path + "?lang=de", method: .get) { r in
                #expect(r.status == .serviceUnavailable)
                #expect(r.headers[.contentType] == type)
                #expect(r.text.contains("Die Datenbank des Servers ist gerade nicht erreichbar."))
                #expect(!r.text.contains("db.example"))
            }
        }
    }
}
