// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Hummingbird
import HummingbirdTesting
import Localization
import Practice
import Testing
import VerbData
import Wire
@testable import konjugieren_server

@Suite("JSON API routes")
struct APIRouteTests {
    @Test func healthz() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/healthz", method: .get) { r in
                #expect(r.status == .ok)
                #expect(r.text == "ok")
            }
        }
    }

    /// The reply is the CLI's JSON Lines object, byte for byte: the same encoder, the same wording.
    @Test(arguments: ["singen", "hängen", "sich freuen", "hoeren", "Singen!", "schnurpsen"])
    func conjugateIsTheCLILine(_ verb: String) async throws {
        let lexicon = try #require(Shipped.lexicon)
        var line = JSONLines()
        let ok = line.line(verb, in: lexicon, l: L(.en))
        let expected = line.bytes
        try await withApp { client, _ in
            let path = "/api/v1/conjugate/" + (verb.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
            try await client.execute(uri: path, method: .get) { r in
                #expect(r.status == (ok ? .ok : .notFound))
                #expect(r.headers[.contentType] == "application/json; charset=utf-8")
                #expect(Array(r.body.readableBytesView) == expected)
            }
        }
    }

    @Test func conjugateSingenHasTheMarkedPreterite() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/api/v1/conjugate/singen", method: .get) { r in
                let marked = r.object["marked"] as? [String: Any]
                let preterite = marked?["präteritumIndikativ"] as? [Any]
                #expect(preterite?.first as? String == "sAng")
            }
        }
    }

    @Test func conjugateSpeaksGermanWhenAsked() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/api/v1/conjugate/hoeren?lang=de", method: .get) { r in
                #expect(r.status == .notFound)
                #expect((r.object["error"] as? String)?.contains("„hören“") == true)
            }
            try await client.execute(uri: "/api/v1/conjugate/hoeren", method: .get,
                                     headers: [.acceptLanguage: "fr;q=0.9, de-AT;q=0.8, en;q=0.5"]) { r in
                #expect((r.object["error"] as? String)?.contains("„hören“") == true)
            }
        }
    }

    @Test(arguments: [("hoeren", "hören"), ("to sing", "singen"), ("fahren", "fahren")])
    func search(_ query: String, first: String) async throws {
        try await withApp { client, _ in
            let q = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            try await client.execute(uri: "/api/v1/search?q=" + q, method: .get) { r in
                #expect(r.status == .ok)
                let rows = r.json as? [[String: Any]] ?? []
                #expect(rows.first?["infinitive"] as? String == first)
            }
        }
    }

    @Test func lookupFindsTheVerbOfAForm() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/api/v1/lookup?form=ging", method: .get) { r in
                #expect(r.status == .ok)
                let rows = r.json as? [[String: Any]] ?? []
                #expect(rows.contains { $0["infinitive"] as? String == "gehen" && $0["slot"] as? String == "präteritumIndikativ" })
            }
            try await client.execute(uri: "/api/v1/lookup?form=xyzzq", method: .get) { r in
                #expect(r.status == .notFound)
                #expect(r.object["query"] as? String == "xyzzq")
            }
        }
    }

    @Test(arguments: ["/api/v1/search", "/api/v1/search?q=%20", "/api/v1/lookup", "/api/v1/conjugate/singen?meaning=0",
                      "/api/v1/leaderboard?limit=abc"])
    func badQueriesAre400WithAJSONError(_ path: String) async throws {
        try await withApp { client, _ in
            try await client.execute(uri: path, method: .get) { r in
                #expect(r.status == .badRequest)
                let error = r.object["error"] as? [String: Any]
                #expect(error?["status"] as? Int == 400)
                #expect((error?["message"] as? String)?.isEmpty == false)
            }
        }
    }

    @Test func unknownPathsAre404InJSONUnderTheAPIAndHTMLElsewhere() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/api/v1/nothing", method: .get) { r in
                #expect(r.status == .notFound)
                #expect((r.object["error"] as? [String: Any])?["message"] as? String == "Not found.")
            }
            try await client.execute(uri: "/nothing?lang=de", method: .get) { r in
                #expect(r.status == .notFound)
                #expect(r.headers[.contentType] == "text/html; charset=utf-8")
                #expect(r.text.contains("Nicht gefunden."))
            }
        }
    }

    @Test func openAPIIsJSON() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/api/v1/openapi.json", method: .get) { r in
                #expect(r.status == .ok)
                let paths = r.object["paths"] as? [String: Any]
                #expect(paths?["/api/v1/quizzes/{id}/answers"] != nil)
            }
        }
    }

    // MARK: Quizzes

    /// Plays a quiz with the answers the server itself expects, then one wrong, and reads the board.
    @Test func aQuizIsGradedOnTheServerAndCountsOnce() async throws {
        try await withApp { client, site in
            var start = try await client.execute(uri: "/api/v1/quizzes", method: .post,
                                                 body: ByteBuffer(json: #"{"player":"Anna","difficulty":"regular","length":3}"#))
            #expect(start.status == .created)
            let id = try #require(start.object["id"] as? String)
            let token = try #require(start.object["token"] as? String)
            #expect(start.object["total"] as? Int == 3)
            #expect((start.object["question"] as? [String: Any])?["number"] as? Int == 1)

            // Without the token the name is not Anna's to play.
            start = try await client.execute(uri: "/api/v1/quizzes", method: .post, body: ByteBuffer(json: #"{"player":"Anna"}"#))
            #expect(start.status == .forbidden)

            var answers: [[String: Any]] = []
            for k in 0..<3 {
                let state = try await client.execute(uri: "/api/v1/quizzes/" + id, method: .get)
                let question = try #require(state.object["question"] as? [String: Any])
                #expect(question["number"] as? Int == k + 1)
                // The first two right (the server's own first expected form), the last wrong.
                let given: String
                if k < 2 {
                    given = try await expectedAnswer(site, id: id)
                } else {
                    given = "xxx"
                }
                let body = try JSONSerialization.data(withJSONObject: ["answer": given])
                let r = try await client.execute(uri: "/api/v1/quizzes/\(id)/answers", method: .post,
                                                 body: ByteBuffer(bytes: body))
                #expect(r.status == .ok)
                answers.append(r.object)
            }
            #expect(answers.map { $0["correct"] as? Bool } == [true, true, false])
            #expect(answers.last?["finished"] as? Bool == true)
            #expect(answers.last?["next"] is NSNull)
            #expect(answers.last?["score"] as? Int == 20)

            // A fourth answer changes nothing: the quiz is over and counted once.
            let late = try await client.execute(uri: "/api/v1/quizzes/\(id)/answers", method: .post,
                                                body: ByteBuffer(json: #"{"answer":"x"}"#))
            #expect(late.status == .conflict)
            let board = try await client.execute(uri: "/api/v1/leaderboard", method: .get)
            let rows = board.json as? [[String: Any]] ?? []
            #expect(rows.count == 1)
            #expect(rows.first?["player"] as? String == "Anna")
            #expect(rows.first?["score"] as? Int == 20)

            // With the token Anna plays again.
            let again = try await client.execute(uri: "/api/v1/quizzes", method: .post,
                                                 headers: [.authorization: "Bearer " + token],
                                                 body: ByteBuffer(json: #"{"player":"Anna","length":1}"#))
            #expect(again.status == .created)
            #expect(again.object["token"] == nil)
        }
    }

    @Test(arguments: [
        (#"{"length":0}"#, 400), (#"{"length":31}"#, 400), (#"{"length":2.5}"#, 400), (#"{"difficulty":"easy"}"#, 400),
        (#"{"player":""}"#, 400), (#"{"player":"<b>"}"#, 400), (#"[1]"#, 400), (#"not json"#, 400),
    ])
    func badQuizRequests(_ body: String, status: Int) async throws {
        try await withApp { client, _ in
            let r = try await client.execute(uri: "/api/v1/quizzes", method: .post, body: ByteBuffer(json: body))
            #expect(Int(r.status.code) == status)
            #expect((r.object["error"] as? [String: Any])?["status"] as? Int == status)
        }
    }

    @Test func bodiesAndAnswersAreCapped() async throws {
        try await withApp { client, _ in
            let big = #"{"answer":""# + String(repeating: "a", count: 10_000) + #""}"#
            let start = try await client.execute(uri: "/api/v1/quizzes", method: .post, body: ByteBuffer(json: "{}"))
            let id = try #require(start.object["id"] as? String)
            var r = try await client.execute(uri: "/api/v1/quizzes/\(id)/answers", method: .post, body: ByteBuffer(json: big))
            #expect(r.status == .contentTooLarge)
            let long = #"{"answer":""# + String(repeating: "a", count: 101) + #""}"#
            r = try await client.execute(uri: "/api/v1/quizzes/\(id)/answers", method: .post, body: ByteBuffer(json: long))
            #expect(r.status == .badRequest)
            r = try await client.execute(uri: "/api/v1/quizzes/0000/answers", method: .post, body: ByteBuffer(json: #"{"answer":"x"}"#))
            #expect(r.status == .notFound)
        }
    }

    @Test func aClaimedNameIsTakenAndTheTokenIsStoredHashed() async throws {
        let board = try temporarySQLite()
        let site = try Shipped.site(board)
        let app = try await buildApplication(site: site)
        try await app.test(.router) { client in
            let first = try await client.execute(uri: "/api/v1/players", method: .post, body: ByteBuffer(json: #"{"name":"Ben"}"#))
            #expect(first.status == .created)
            let token = try #require(first.object["token"] as? String)
            let second = try await client.execute(uri: "/api/v1/players", method: .post, body: ByteBuffer(json: #"{"name":"Ben"}"#))
            #expect(second.status == .conflict)
            let stored = try await board.tokenHash(player: "Ben")
            #expect(stored != nil && stored != token)
            #expect(stored == Site.hash(token: token))
        }
    }

    /// A name that looks like a claimed one is not another player: another case is the
    /// same name, another script is refused.
    @Test(arguments: [(#"{"name":"ben"}"#, 409), (#"{"name":"BEN"}"#, 409), (#"{"name":"B\u0435n"}"#, 400),
                      (#"{"name":"Jürgen"}"#, 201), (#"{"name":"Zoë Ng"}"#, 201), (#"{"name":"Ben\u200b"}"#, 400)])
    func lookAlikeNamesAreNotNewPlayers(_ body: String, _ status: Int) async throws {
        try await withApp { client, _ in
            let first = try await client.execute(uri: "/api/v1/players", method: .post, body: ByteBuffer(json: #"{"name":"Ben"}"#))
            #expect(first.status == .created)
            let other = try await client.execute(uri: "/api/v1/players", method: .post, body: ByteBuffer(json: body))
            #expect(Int(other.status.code) == status, "\(body)")
            // A quiz under another case of a taken name needs that name's token.
            let quiz = try await client.execute(uri: "/api/v1/quizzes", method: .post,
                                                body: ByteBuffer(json: #"{"player":"bEN","difficulty":"regular"}"#))
            #expect(quiz.status == .forbidden)
        }
    }

    @Test func requestsPastTheRateAreRefused() async throws {
        var limits = Limits()
        limits.ratePerSecond = 0.001
        limits.burst = 3
        try await withApp(limits: limits) { client, _ in
            var statuses: [Int] = []
            for _ in 0..<5 {
                statuses.append(Int(try await client.execute(uri: "/healthz", method: .get).status.code))
            }
            #expect(statuses == [200, 200, 200, 429, 429])
        }
    }
}

/// The answer a learner who knows the form would type: the first the quiz's own records accept.
func expectedAnswer(_ site: Site, id: String) async throws -> String {
    let loaded = try await site.loadQuiz(id)
    return try #require(loaded.session.current?.acceptedAnswers.first)
}
