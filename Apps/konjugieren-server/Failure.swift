// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import HTTPTypes
import Hummingbird
import Localization
import NIOConcurrencyHelpers
import Persistence

/// An error a request ends in, with its status and a sentence from the catalog. Shown as
/// `{"error":{"status":404,"message":"…"}}` under `/api/`, as a page elsewhere; never
/// with a stack trace or the text of an internal error.
struct Failure: Error {
    var status: HTTPResponse.Status
    var message: @Sendable (L) -> String

    static let notFound = Failure(status: .notFound) { $0.web.errorNotFound }
    static let badRequest = Failure(status: .badRequest) { $0.web.errorBadRequest }
    static let tooLarge = Failure(status: .contentTooLarge) { $0.web.errorTooLarge }
    static let rateLimited = Failure(status: .tooManyRequests) { $0.web.errorRateLimited }
    static let `internal` = Failure(status: .internalServerError) { $0.web.errorInternal }
    static let unavailable = Failure(status: .serviceUnavailable) { $0.web.errorUnavailable }
    static let csrf = Failure(status: .forbidden) { $0.web.errorCsrf }
    static let noQuiz = Failure(status: .notFound) { $0.web.errorNoQuiz }
    static let quizOver = Failure(status: .conflict) { $0.web.errorQuizOver }
    static let badName = Failure(status: .badRequest) { $0.web.errorBadName }
    static let badDifficulty = Failure(status: .badRequest) { $0.web.errorBadDifficulty }
    static func missing(_ name: String) -> Failure { Failure(status: .badRequest) { $0.web.errorMissing(name) } }
    static func nameTaken(_ name: String) -> Failure { Failure(status: .conflict) { $0.web.errorNameTaken(name) } }
    static func badToken(_ name: String) -> Failure { Failure(status: .forbidden) { $0.web.errorBadToken(name) } }
    static func answerTooLong(_ limit: Int) -> Failure { Failure(status: .badRequest) { $0.web.errorAnswerTooLong(limit) } }
    static func badLength(_ limit: Int) -> Failure { Failure(status: .badRequest) { $0.web.errorBadLength(limit) } }
    /// A message already worded (a verb that cannot be conjugated, from the shared wording).
    static func sentence(_ status: HTTPResponse.Status, _ text: @escaping @Sendable (L) -> String) -> Failure {
        Failure(status: status, message: text)
    }
}

/// Turns every error into a `Failure` response: the router's own (no route, wrong method),
/// a body over the cap, and anything unexpected (500, logged, its text never shown).
struct FailureMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let failure as Failure {
            return Self.response(failure, request)
        } catch let error as HTTPError {
            let failure: Failure
            switch error.status {
            case .notFound: failure = .notFound
            case .methodNotAllowed: failure = Failure(status: .methodNotAllowed) { $0.web.errorMethodNotAllowed }
            case .contentTooLarge: failure = .tooLarge
            case .badRequest: failure = .badRequest
            case .tooManyRequests: failure = .rateLimited
            default: failure = error.status.code < 500 ? Failure(status: error.status) { $0.web.errorBadRequest } : .internal
            }
            return Self.response(failure, request)
        } catch let error as BoardError where error.isUnreachable {
            context.logger.error("the store does not answer", metadata: ["path": .string(request.uri.path), "error": .string("\(error)")])
            return Self.response(.unavailable, request)
        } catch {
            context.logger.error("request failed", metadata: ["path": .string(request.uri.path), "error": .string("\(error)")])
            return Self.response(.internal, request)
        }
    }

    static func response(_ failure: Failure, _ request: Request) -> Response {
        let l = request.l
        let message = failure.message(l)
        if request.wantsJSON {
            let json = JSON.object([("error", .object([("status", .int(Int(failure.status.code))),
                                                       ("message", .string(message))]))])
            return json.response(status: failure.status)
        }
        let page = Page(title: l.web.errorTitle, l: l, path: request.uri.path)
        var html = page.start()
        html.element("h1", l.web.errorTitle)
        html.element("p", message, attributes: ["class": "error"])
        return page.finish(html, status: failure.status)
    }
}

/// A per-address token bucket: each address may make `burst` requests at once and
/// `ratePerSecond` on average. Kept per process: a client sending to two processes gets
/// twice the rate, which a limit against floods allows.
final class RateLimiter: Sendable {
    private let state = NIOLockedValueBox(State())
    private let rate: Double
    private let burst: Double
    private let now: @Sendable () -> Date

    private struct State {
        var buckets: [String: (tokens: Double, at: Date)] = [:]
    }

    init(ratePerSecond: Double, burst: Double, now: @escaping @Sendable () -> Date) {
        rate = ratePerSecond
        self.burst = burst
        self.now = now
    }

    /// Takes one request's token for `address`; false when none is left.
    func admit(_ address: String) -> Bool {
        let date = now()
        return state.withLockedValue { s in
            if s.buckets.count > 100_000 { s.buckets.removeAll() }   // a flood of addresses: start over
            var bucket = s.buckets[address] ?? (burst, date)
            bucket.tokens = min(burst, bucket.tokens + max(0, date.timeIntervalSince(bucket.at)) * rate)
            bucket.at = date
            guard bucket.tokens >= 1 else {
                s.buckets[address] = bucket
                return false
            }
            bucket.tokens -= 1
            s.buckets[address] = bucket
            return true
        }
    }
}

struct RateLimitMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    let limiter: RateLimiter

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let address: String
        switch context.remoteAddress {
        case .v4(let a)?: address = a.host
        case .v6(let a)?: address = a.host
        default: address = "-"
        }
        guard limiter.admit(address) else {
            var response = FailureMiddleware.response(.rateLimited, request)
            response.headers[.retryAfter] = "1"
            return response
        }
        return try await next(request, context)
    }
}
