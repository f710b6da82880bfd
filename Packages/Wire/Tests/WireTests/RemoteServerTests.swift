// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Testing
import Wire
import WireExchange

/// The client of a server's API over a scripted transport: which addresses it takes, the
/// requests it sends, how it reads each kind of reply, and what it says when one fails.
struct RemoteServerTests {
    /// A transport that records the requests and answers from a script.
    final class Scripted: @unchecked Sendable {
        var sent: [ServerRequest] = []
        var replies: [Result<(Int, String), ExchangeFailure>]
        init(_ replies: [Result<(Int, String), ExchangeFailure>]) { self.replies = replies }

        var client: ServerClient {
            ServerClient { request in
                self.sent.append(request)
                let (status, body) = try self.replies.removeFirst().get()
                return (status, Data(body.utf8))
            }
        }
    }

    @Test(arguments: [
        ("http://school.example:8080", "http://school.example:8080"),
        ("http://school.example:8080/", "http://school.example:8080"),
        ("https://school.example//", "https://school.example"),
        ("http://127.0.0.1:9", "http://127.0.0.1:9"),
    ])
    func aServerIsKeyedByItsAddressWithoutTheSlash(_ address: String, _ key: String) throws {
        let server = try RemoteServer(address, client: Scripted([]).client, language: .en)
        #expect(server.key == key)
    }

    @Test(arguments: ["ftp://x", "school.example", "http://", "http://a.example/path", "http://a.example?x=1", ""])
    func anythingButAServersAddressIsABadAddress(_ address: String) {
        #expect(throws: ServerError.badAddress(address)) {
            _ = try RemoteServer(address, client: Scripted([]).client, language: .en)
        }
    }

    @Test func aGetAsksInTheLanguageAndAPostSendsJSON() throws {
        let script = Scripted([.success((200, "[]")), .success((201, #"{"answer":"sang"}"#))])
        let server = try RemoteServer("http://school.example:8080/", client: script.client, language: .de)
        _ = try server.get("/api/v1/leaderboard?limit=5", as: [LeaderboardRow].self)
        _ = try server.post("/api/v1/quizzes/7/answers", AnswerRequest(answer: "sang"), as: AnswerRequest.self)
        #expect(script.sent == [
            ServerRequest(url: "http://school.example:8080/api/v1/leaderboard?limit=5", headers: ["Accept-Language": "de"]),
            ServerRequest(url: "http://school.example:8080/api/v1/quizzes/7/answers", method: "POST",
                          headers: ["Accept-Language": "de", "Content-Type": "application/json"], body: #"{"answer":"sang"}"#),
        ])
    }

    @Test func aSuccessIsDecoded() throws {
        let reply = #"[{"player":"Anna","score":290,"difficulty":"regular","finishedAt":"2026-11-27T20:00:00Z"}]"#
        let server = try RemoteServer("http://s.example", client: Scripted([.success((200, reply))]).client, language: .en)
        let rows = try server.get("/api/v1/leaderboard", as: [LeaderboardRow].self)
        #expect(rows.map(\.player) == ["Anna"])
        #expect(rows.map(\.score) == [290])
    }

    @Test(arguments: [
        (Result<(Int, String), ExchangeFailure>.success((404, #"{"error":{"status":404,"message":"No such quiz."}}"#)),
         ServerError.answered(server: "http://s.example", status: 404, message: "No such quiz.")),
        (.success((409, #"{"error":{"status":409,"message":"The name is taken."}}"#)),
         .answered(server: "http://s.example", status: 409, message: "The name is taken.")),
        (.success((200, #"{"unexpected":true}"#)), .unreadable(server: "http://s.example")),
        (.success((502, "<html>Bad Gateway</html>")), .unreadable(server: "http://s.example")),
        (.failure(.noReply("Connection refused")), .unreachable(server: "http://s.example", reason: "Connection refused")),
        (.failure(.helperMissing(directory: "/opt/k")), .helperMissing(directory: "/opt/k")),
    ])
    func aFailureIsTyped(_ reply: Result<(Int, String), ExchangeFailure>, _ expected: ServerError) throws {
        let server = try RemoteServer("http://s.example", client: Scripted([reply]).client, language: .en)
        #expect(throws: expected) { _ = try server.get("/api/v1/leaderboard", as: [LeaderboardRow].self) }
    }

    /// A transport's own error is no reply, its description the reason.
    @Test func anyOtherTransportErrorIsUnreachable() throws {
        struct Refused: LocalizedError { var errorDescription: String? { "refused" } }
        let server = try RemoteServer("http://s.example", client: ServerClient { _ in throw Refused() }, language: .en)
        #expect(throws: ServerError.unreachable(server: "http://s.example", reason: "refused")) {
            _ = try server.get("/api/v1/leaderboard", as: [LeaderboardRow].self)
        }
    }

    @Test(arguments: [
        (ServerError.badAddress("ftp://x"), Language.en,
         "“ftp://x” is not a server address: expected http://HOST[:PORT] or https://HOST[:PORT]."),
        (.badAddress("ftp://x"), .de,
         "„ftp://x“ ist keine Serveradresse: erwartet wird http://HOST[:PORT] oder https://HOST[:PORT]."),
        (.helperMissing(directory: "/opt/k"), .en,
         "konjugieren-fetch, which makes the requests to servers, is missing from /opt/k: it belongs beside konjugieren."),
        (.unreachable(server: "http://s.example", reason: "refused"), .en, "Cannot reach the server at http://s.example (refused)."),
        (.unreachable(server: "http://s.example", reason: "refused"), .de, "Der Server unter http://s.example ist nicht erreichbar (refused)."),
        (.answered(server: "http://s.example", status: 404, message: "No such quiz."), .en,
         "The server at http://s.example answered: No such quiz."),
        (.unreadable(server: "http://s.example"), .de,
         "Der Server unter http://s.example schickte eine Antwort, die diese Version nicht lesen kann."),
    ])
    func eachFailureReadsAsASentence(_ error: ServerError, _ language: Language, _ sentence: String) {
        #expect(error.sentence(L(language)) == sentence)
    }

    /// The request as the helper reads it: the documented keys in order, defaults for those left out.
    @Test func theRequestIsTheHelpersJSON() throws {
        let request = ServerRequest(url: "http://s.example/api/v1/quizzes", method: "POST",
                                    headers: ["Content-Type": "application/json"], timeout: 30, body: #"{"length":3}"#)
        let text = JSONWriter().text(request)
        #expect(text == #"{"url":"http://s.example/api/v1/quizzes","method":"POST","headers":{"Content-Type":"application/json"},"timeout":30.0,"body":"{\"length\":3}"}"#)
        #expect(try JSONDecoder().decode(ServerRequest.self, from: Data(text.utf8)) == request)
        let least = try JSONDecoder().decode(ServerRequest.self, from: Data(#"{"url":"http://s.example/"}"#.utf8))
        #expect(least == ServerRequest(url: "http://s.example/", method: "GET", headers: [:], timeout: 30, body: nil))
        #expect(throws: (any Error).self) { try JSONDecoder().decode(ServerRequest.self, from: Data(#"{"method":"GET"}"#.utf8)) }
    }

    @Test(arguments: [
        ("200\n[]", FetchedReply(status: 200, body: Data("[]".utf8))),
        ("404\n", FetchedReply(status: 404, body: Data())),
        ("201\n{\"a\":\n1}", FetchedReply(status: 201, body: Data("{\"a\":\n1}".utf8))),
    ])
    func theHelpersOutputIsTheStatusLineAndTheBody(_ output: String, _ reply: FetchedReply) {
        #expect(FetchedReply(output: Data(output.utf8)) == reply)
        #expect(reply.output == Data(output.utf8))
    }

    @Test(arguments: ["", "200", "OK\n[]", "\n[]"])
    func outputWithoutAStatusLineIsNoReply(_ output: String) {
        #expect(FetchedReply(output: Data(output.utf8)) == nil)
    }
}
