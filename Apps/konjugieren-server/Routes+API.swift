// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Hummingbird
import Localization
import Practice
import QuizKit
import VerbData
import Wire

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
            let meaning = try request.form.get("meaning").map(Self.meaning)
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
                json.listing(item, in: lexicon)
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
            let name = try await Self.decode(PlayerClaim.self, request, limit: limits.body).name
            return Response.json(PlayerClaimed(player: name, token: try await claim(name)), status: .created)
        }
        api.post("/quizzes") { request, context in
            let body = try await Self.decode(QuizStart.self, request, limit: limits.body)
            let difficulty = try Self.difficulty(body.difficulty)
            // A seeded quiz can be played again and again: practice, never ranked.
            if body.seed != nil && body.player != nil { throw Failure.seededRanked }
            var player: String?
            var newToken: String?
            if let name = body.player {
                newToken = try await authorize(name, token: body.token ?? Self.bearer(request))
                player = name
            }
            let loaded = try await startQuiz(player: player, difficulty: difficulty,
                                             length: body.length ?? limits.defaultQuestions, seed: body.seed)
            guard let first = QuestionPrompt(loaded.session, request.l) else { throw Failure.internal }
            return Response.json(QuizStarted(id: loaded.stored.id, player: player, token: newToken, difficulty: difficulty.rawValue,
                                     total: loaded.session.quiz.questions.count, question: first), status: .created)
        }
        api.get("/quizzes/:id") { request, context in
            let loaded = try await loadQuiz(try Request.parameter(context, "id"))
            return Response.json(QuizState(id: loaded.stored.id, player: loaded.stored.player, difficulty: loaded.stored.difficulty.rawValue,
                                   session: loaded.session, request.l))
        }
        api.post("/quizzes/:id/answers") { request, context in
            let id = try Request.parameter(context, "id")
            let text = try await Self.decode(AnswerRequest.self, request, limit: limits.body).answer
            let outcome = try await answer(text, quiz: id)
            let session = outcome.loaded.session
            return Response.json(Graded(correct: outcome.answer.isCorrect, expected: outcome.question.acceptedAnswers,
                                next: QuestionPrompt(session, request.l),
                                score: session.isFinished ? session.finalScore : session.score, finished: session.isFinished,
                                explanation: outcome.answer.isCorrect ? nil
                                    : explained(outcome.question, given: outcome.answer.given, request.l)))
        }
        api.get("/leaderboard") { request, _ in
            let limit = try request.form.get("limit").map { try Self.bounded($0, 1...limits.rows) } ?? limits.rows
            let entries = try await board.leaderboard(limit: limit)
            return Response.json(entries.map { LeaderboardRow(player: $0.player, score: $0.score, difficulty: $0.difficulty.rawValue,
                                                      finishedAt: $0.finishedAt) })
        }
    }

    /// JSON Lines as one JSON array.
    static func array(_ lines: JSONLines) -> Response {
        Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(bytes: lines.arrayBytes)))
    }

    /// A query parameter that must be there and not be blank.
    static func required(_ request: Request, _ name: String) throws -> String {
        guard let value = request.form.get(name), !value.trimmingCharacters(in: .whitespaces).isEmpty else {
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
