// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Hummingbird
import Localization
import Practice
import QuizKit
import VerbData

/// The JSON API under `/api/v1`, described by `/api/v1/openapi.json`.
extension Site {
    func addAPI(to router: Router<ServerContext>) {
        router.get("/healthz") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8"], body: .init(byteBuffer: ByteBuffer(string: "ok")))
        }
        let api = router.group("/api/v1")
        api.get("/openapi.json") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                     body: .init(byteBuffer: ByteBuffer(string: OpenAPI.document)))
        }
        api.get("/conjugate/:infinitive") { request, context in
            let input = try Request.parameter(context, "infinitive")
            let meaning = try request.uri.queryParameters.get("meaning").map(Self.meaning)
            return answers.response(for: request) {
                var json = JSONLines()
                // The line `konjugieren conjugate --format json -` writes for this input, byte for byte.
                let ok = json.line(input, in: lexicon, l: request.l, meaning: meaning)
                return ResponseCache.Entry(status: ok ? .ok : .notFound, headers: [.contentType: "application/json; charset=utf-8"],
                                           body: ByteBuffer(bytes: json.bytes))
            }
        }
        api.get("/search") { request, _ in
            let query = try Self.required(request, "q")
            var json = JSONLines()
            for item in lexicon.search(query).prefix(limits.rows) {
                json.listing(item, ablautSeries: lexicon.ablautSeries(of: item.entry, meaning: item.meaning))
            }
            return Self.array(json)
        }
        api.get("/lookup") { request, _ in
            let form = try Self.required(request, "form")
            let matches = form.count > 200 ? [] : forms.lookup(form)
            var json = JSONLines()
            guard !matches.isEmpty else {
                json.formMiss(query: form, message: request.l.web.lookupNone(form))
                return Response(status: .notFound, headers: [.contentType: "application/json; charset=utf-8"],
                                body: .init(byteBuffer: ByteBuffer(bytes: json.bytes)))
            }
            for m in matches.prefix(limits.rows) { json.formMatch(m, query: form) }
            return Self.array(json)
        }
        api.post("/players") { request, context in
            let body = try await Self.decode(NewPlayer.self, request, limit: limits.body)
            let name = body.name
            let token = try await claim(name)
            return JSON.object([("player", .string(name)), ("token", .string(token))]).response(status: .created)
        }
        api.post("/quizzes") { request, context in
            let body = try await Self.decode(NewQuiz.self, request, limit: limits.body)
            let difficulty = try Self.difficulty(body.difficulty)
            let length = body.length ?? limits.defaultQuestions
            var player: String?
            var newToken: String?
            if let name = body.player {
                let token = body.token ?? Self.bearer(request)
                newToken = try await authorize(name, token: token)
                player = name
            }
            let loaded = try await startQuiz(player: player, difficulty: difficulty, length: length)
            var pairs: [(String, JSON)] = [("id", .string(loaded.stored.id))]
            if let player { pairs.append(("player", .string(player))) }
            if let newToken { pairs.append(("token", .string(newToken))) }
            pairs += [("difficulty", .string(difficulty.rawValue)), ("total", .int(loaded.session.quiz.questions.count)),
                      ("question", Self.question(loaded.session, l: request.l))]
            return JSON.object(pairs).response(status: .created)
        }
        api.get("/quizzes/:id") { request, context in
            let loaded = try await loadQuiz(try Request.parameter(context, "id"))
            return Self.state(loaded, l: request.l).response()
        }
        api.post("/quizzes/:id/answers") { request, context in
            let id = try Request.parameter(context, "id")
            let text = try await Self.decode(NewAnswer.self, request, limit: limits.body).answer
            let outcome = try await answer(text, quiz: id)
            let session = outcome.loaded.session
            return JSON.object([
                ("correct", .bool(outcome.answer.isCorrect)),
                ("expected", .array(outcome.question.acceptedAnswers.map(JSON.string))),
                ("next", Self.question(session, l: request.l)),
                ("score", .int(session.isFinished ? session.finalScore : session.score)),
                ("finished", .bool(session.isFinished)),
            ]).response()
        }
        api.get("/leaderboard") { request, _ in
            let limit = try request.uri.queryParameters.get("limit").map { try Self.bounded($0, 1...limits.rows) } ?? limits.rows
            let entries = try await board.leaderboard(limit: limit)
            return JSON.array(entries.map { e in
                .object([("player", .string(e.player)), ("score", .int(e.score)), ("difficulty", .string(e.difficulty.rawValue)),
                         ("finishedAt", .string(e.finishedAt))])
            }).response()
        }
    }

    /// The question to answer now, or null: `{"number":1,"total":10,"verb":"singen",…}`.
    static func question(_ session: QuizSession, l: L) -> JSON {
        guard let index = session.currentIndex else { return .null }
        let q = session.quiz.questions[index]
        return .object([
            ("number", .int(index + 1)), ("total", .int(session.quiz.questions.count)),
            ("verb", .string(q.verb.prompt)), ("gloss", .string(q.verb.gloss)),
            ("group", .string(q.conjugationgroup.rawValue)), ("groupName", .string(groupName(q.conjugationgroup, l))),
            ("person", q.person.map { .string($0.id) } ?? .null), ("pronoun", .string(q.pronoun(thirdPerson: "er/sie/es"))),
        ])
    }

    /// A quiz's state: its questions so far with the answers, and the question to answer now.
    static func state(_ loaded: LoadedQuiz, l: L) -> JSON {
        let session = loaded.session
        let answered: [JSON] = session.quiz.questions.indices.compactMap { i in
            guard let a = session.answers[i] else { return nil }
            let q = session.quiz.questions[i]
            return .object([("number", .int(i + 1)), ("verb", .string(q.verb.prompt)), ("group", .string(q.conjugationgroup.rawValue)),
                            ("person", q.person.map { .string($0.id) } ?? .null), ("given", .string(a.given)),
                            ("correct", .bool(a.isCorrect)), ("expected", .array(q.acceptedAnswers.map(JSON.string)))])
        }
        return .object([
            ("id", .string(loaded.stored.id)), ("player", loaded.stored.player.map(JSON.string) ?? .null),
            ("difficulty", .string(loaded.stored.difficulty.rawValue)), ("total", .int(session.quiz.questions.count)),
            ("correctCount", .int(session.correctCount)),
            ("score", .int(session.isFinished ? session.finalScore : session.score)), ("finished", .bool(session.isFinished)),
            ("answers", .array(answered)), ("question", question(session, l: l)),
        ])
    }

    /// A group's name in the page's language: "Präteritum Indikativ", "Preterite Indicative".
    static func groupName(_ group: Conjugationgroup, _ l: L) -> String {
        l.language == .de ? group.germanName : group.englishName
    }

    /// JSON Lines as one JSON array.
    static func array(_ lines: JSONLines) -> Response {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        var first = true
        for line in lines.bytes.split(separator: UInt8(ascii: "\n")) {
            if !first { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: line)
            first = false
        }
        bytes.append(UInt8(ascii: "]"))
        return Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                        body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// A query parameter that must be there and not be blank.
    static func required(_ request: Request, _ name: String) throws -> String {
        guard let value = request.uri.queryParameters.get(name), !value.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw Failure.missing(name)
        }
        guard value.count <= 200 else { throw Failure.tooLarge }
        return value
    }

    static func meaning(_ text: String) throws -> Int { try bounded(text, 1...99) }

    static func bounded(_ text: String, _ range: ClosedRange<Int>) throws -> Int {
        guard let n = Int(text), range.contains(n) else { throw Failure.badRequest }
        return n
    }

    /// The request body decoded from JSON, at most `limit` bytes.
    static func decode<T: Decodable>(_ type: T.Type, _ request: Request, limit: Int) async throws -> T {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: limit)
        } catch {
            throw Failure.tooLarge
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(buffer.readableBytesView))
        } catch DecodingError.keyNotFound(let key, _) {
            throw Failure.missing(key.stringValue)
        } catch {
            throw Failure.badRequest
        }
    }

    static func difficulty(_ text: String?) throws -> Difficulty {
        guard let text else { return .regular }
        guard let difficulty = Difficulty(rawValue: text) else { throw Failure.badDifficulty }
        return difficulty
    }

    /// The token of `Authorization: Bearer TOKEN`.
    static func bearer(_ request: Request) -> String? {
        guard let header = request.headers[.authorization], header.hasPrefix("Bearer ") else { return nil }
        return String(header.dropFirst(7)).trimmingCharacters(in: .whitespaces)
    }
}

/// `POST /api/v1/players`.
struct NewPlayer: Decodable { var name: String }
/// `POST /api/v1/quizzes`: a ranked quiz names its player, with the token by which the name
/// was claimed (here or as `Authorization: Bearer`); a free name is claimed on the spot.
struct NewQuiz: Decodable {
    var player: String?
    var token: String?
    var difficulty: String?
    var length: Int?
}
/// `POST /api/v1/quizzes/{id}/answers`.
struct NewAnswer: Decodable { var answer: String }
