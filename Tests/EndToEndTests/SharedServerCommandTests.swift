// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
import Wire
import WireExchange
@testable import konjugieren

/// `leaderboard --server` and `quiz --server --player` against a scripted server: what the
/// CLI sends, what it shows, and the token it keeps in its store.
final class ScriptedServer: @unchecked Sendable {
    var requests: [(method: String, path: String, body: [String: Any])] = []
    var replies: [(Int, String)]
    init(_ replies: [(Int, String)]) { self.replies = replies }

    var client: ServerClient {
        ServerClient { request in
            let body = request.body.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] } ?? [:]
            self.requests.append((request.method, request.url, body))
            guard !self.replies.isEmpty else { throw ExchangeFailure.noReply("Could not connect to the server.") }
            let (status, text) = self.replies.removeFirst()
            return (status, Data(text.utf8))
        }
    }
}

struct SharedServerCommandTests {
    static let date = Date(timeIntervalSince1970: 1_795_476_600)

    func world(_ captured: Captured, _ server: ScriptedServer) -> World {
        var world = World.fixed(captured, at: Self.date, timeZone: "UTC")
        world.server = server.client
        return world
    }

    @Test func theSharedLeaderboard() throws {
        let server = ScriptedServer([(200, #"[{"player":"Anna","score":290,"difficulty":"regular","finishedAt":"2026-11-27T20:00:00Z"},{"player":"Ben\u001b[2J","score":120,"difficulty":"ridiculous","finishedAt":"2026-11-26T08:00:00Z"}]"#)])
        let captured = Captured(input: [])
        try LeaderboardCommand.parse(["--server", "http://school.example:8080/", "--limit", "5"]).run(in: world(captured, server))
        #expect(server.requests.map(\.path) == ["http://school.example:8080/api/v1/leaderboard?limit=5"])
        let lines = captured.out.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("1.") && $0.contains("Anna") && $0.contains("290") && $0.contains("2026-11-27") })
        #expect(lines.contains { $0.hasPrefix("2.") && $0.contains("Ridiculous") })
        #expect(!captured.out.contains("\u{1B}"))   // a name cannot move the cursor
    }

    @Test(arguments: ["ftp://x", "school.example", "http://", "http://a.example/path"])
    func aBadServerAddressIsAUsageError(_ address: String) throws {
        let captured = Captured(input: [])
        #expect(throws: (any Error).self) {
            try LeaderboardCommand.parse(["--server", address]).run(in: world(captured, ScriptedServer([])))
        }
        #expect(captured.err.contains("is not a server address"))
    }

    /// A server's quiz has at most 30 questions: more is a range error, not a conflict of
    /// --server with --questions, which it takes.
    @Test(arguments: [("31", "--questions can be at most 30."), ("0", "--questions")])
    func aServerQuizTakesUpToThirtyQuestions(_ questions: String, _ message: String) throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("shared-\(UUID().uuidString).sqlite").path
        do {
            _ = try QuizCommand.parse(["--store", store, "--server", "http://school.example:8080", "--questions", questions])
            Issue.record("--questions \(questions) was accepted")
        } catch {
            let said = QuizCommand.message(for: error)
            #expect(said.contains(message), "\(said)")
            #expect(!said.contains("exclude each other"))
        }
        #expect(throws: Never.self) {
            try QuizCommand.parse(["--store", store, "--server", "http://school.example:8080", "--questions", "30"])
        }
    }

    /// The live exchange runs `konjugieren-fetch` from beside the running executable: a
    /// refused connection is its reason, not a missing helper.
    @Test func theLiveExchangeAsksTheHelper() throws {
        let request = ServerRequest(url: "http://127.0.0.1:9/api/v1/leaderboard", headers: ["Accept-Language": "de"], timeout: 5)
        #expect {
            _ = try ServerClient.live.exchange(request)
        } throws: { error in
            guard case .noReply(let reason)? = error as? ExchangeFailure else { return false }
            return reason.contains("onnect") && !reason.contains("missing")
        }
    }

    /// Without its helper the CLI says what is missing and where, in the user's language,
    /// and does not blame the server.
    @Test func aMissingHelperIsAnInstallationError() throws {
        let request = ServerRequest(url: "http://127.0.0.1:9/", timeout: 5)
        #expect(throws: ExchangeFailure.helperMissing(directory: "/nonexistent")) {
            _ = try Fetcher.exchange(request, helper: URL(fileURLWithPath: "/nonexistent/konjugieren-fetch"))
        }
        for (language, expected, blame) in [("de", "konjugieren-fetch, das die Anfragen an Server stellt, fehlt in /opt/k", "erreichbar"),
                                            ("en", "konjugieren-fetch, which makes the requests to servers, is missing from /opt/k", "reach")] {
            let captured = Captured(input: [])
            var world = world(captured, ScriptedServer([]))
            world.server = ServerClient { _ in throw ExchangeFailure.helperMissing(directory: "/opt/k") }
            #expect(throws: (any Error).self) {
                try LeaderboardCommand.parse(["--server", "http://127.0.0.1:9", "--lang", language]).run(in: world)
            }
            #expect(captured.err.contains(expected), "\(captured.err)")
            #expect(!captured.err.contains(blame))
        }
    }

    @Test func anUnreachableServerIsSaidSo() throws {
        let captured = Captured(input: [])
        #expect(throws: (any Error).self) {
            try LeaderboardCommand.parse(["--server", "http://127.0.0.1:9"]).run(in: world(captured, ScriptedServer([])))
        }
        #expect(captured.err.contains("Cannot reach the server at http://127.0.0.1:9"))
    }

    @Test func aServerQuizSendsTheAnswersAndKeepsTheToken() throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("shared-\(UUID().uuidString).sqlite").path
        let question1 = #"{"number":1,"total":2,"verb":"singen","gloss":"sing","group":"präteritumIndikativ","groupName":"Präteritum Indikativ","person":"ich","pronoun":"ich"}"#
        let question2 = #"{"number":2,"total":2,"verb":"gehen","gloss":"go","group":"perfektpartizip","groupName":"Perfektpartizip","person":null,"pronoun":""}"#
        let token = String(repeating: "ab", count: 32)
        let server = ScriptedServer([
            (201, #"{"id":"0123456789abcdef0123456789abcdef","player":"Anna","token":"\#(token)","difficulty":"regular","total":2,"question":\#(question1)}"#),
            (200, #"{"correct":true,"expected":["sang"],"next":\#(question2),"score":10,"finished":false}"#),
            (200, #"{"correct":false,"expected":["gegangen"],"next":null,"score":10,"finished":true}"#),
        ])
        let captured = Captured(input: ["sang", "", "gegeht"])
        try QuizCommand.parse(["--store", store, "--server", "http://school.example:8080", "--player", "Anna", "--questions", "2"])
            .run(in: world(captured, server))
        #expect(server.requests.map(\.path) == [
            "http://school.example:8080/api/v1/quizzes",
            "http://school.example:8080/api/v1/quizzes/0123456789abcdef0123456789abcdef/answers",
            "http://school.example:8080/api/v1/quizzes/0123456789abcdef0123456789abcdef/answers",
        ])
        #expect(server.requests[0].body["player"] as? String == "Anna")
        #expect(server.requests[0].body["length"] as? Int == 2)
        #expect(server.requests[0].body["token"] == nil)
        #expect(server.requests.dropFirst().map { $0.body["answer"] as? String } == ["sang", "gegeht"])
        #expect(captured.out.contains("1/2  singen · Präteritum Indikativ · ich"))
        #expect(captured.out.contains("Right."))
        #expect(captured.out.contains("Not quite: “gegangen”."))
        #expect(captured.out.contains("Score: 10"))

        // The next quiz sends the kept token.
        let again = ScriptedServer([(403, #"{"error":{"status":403,"message":"That is not the token of “Anna”."}}"#)])
        let second = Captured(input: [])
        #expect(throws: (any Error).self) {
            try QuizCommand.parse(["--store", store, "--server", "http://school.example:8080", "--player", "Anna"])
                .run(in: world(second, again))
        }
        #expect(again.requests.first?.body["token"] as? String == token)
        #expect(second.err.contains("answered: That is not the token of “Anna”."))
    }

    @Test func playerNeedsAServer() throws {
        #expect(throws: (any Error).self) { try QuizCommand.parse(["--player", "Anna"]) }
        #expect(throws: (any Error).self) { try QuizCommand.parse(["--server", "http://a.example", "--seed", "1"]) }
    }
}
