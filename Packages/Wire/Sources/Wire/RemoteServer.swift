// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import WireExchange

/// The way a front end's requests reach a server: `exchange` sends one and returns the
/// reply's status and body, or throws when no reply came (`ExchangeFailure`, or any error
/// whose description is the reason). The CLI's runs `konjugieren-fetch`; a test answers
/// the requests itself.
public struct ServerClient {
    public var exchange: (ServerRequest) throws -> (status: Int, body: Data)

    public init(exchange: @escaping (ServerRequest) throws -> (status: Int, body: Data)) {
        self.exchange = exchange
    }
}

/// Why an exchange brought no reply.
public enum ExchangeFailure: Error, Equatable {
    /// The program that makes the requests is not in `directory`, beside the front end:
    /// an installation to fix, not a server down.
    case helperMissing(directory: String)
    /// No reply came, for this reason ("Could not connect to the server.").
    case noReply(String)
}

/// Why a call to a server gave the front end nothing to show; `sentence(_:)` says it.
public enum ServerError: Error, Equatable {
    /// Not a server's address (http(s)://HOST[:PORT][/]), or no address with the path.
    case badAddress(String)
    /// The program that makes the requests is missing from `directory`.
    case helperMissing(directory: String)
    /// No reply from the server at `server`, for `reason`.
    case unreachable(server: String, reason: String)
    /// The server answered with its error object: the HTTP status and its sentence.
    case answered(server: String, status: Int, message: String)
    /// A reply that is not the protocol's.
    case unreadable(server: String)

    /// What went wrong, in `l`'s language: "Cannot reach the server at http://…: …".
    public func sentence(_ l: L) -> String {
        switch self {
        case .badAddress(let address): l.web.serverBadAddress(address)
        case .helperMissing(let directory): l.web.serverHelperMissing(directory)
        case .unreachable(let server, let reason): l.web.serverUnreachable(server, reason)
        case .answered(let server, _, let message): l.web.serverAnswered(server, message)
        case .unreadable(let server): l.web.serverUnreadable(server)
        }
    }
}

/// A konjugieren-server's JSON API as a front end calls it: one server, named by its base
/// address ("http://school.example:8080"), its replies decoded as Wire's types, its error
/// objects and every other failure thrown as `ServerError`. The requests go through
/// `client`, which the front end provides.
public struct RemoteServer {
    public let base: URL
    public let client: ServerClient
    /// The language the server is asked to answer in (Accept-Language).
    public let language: Language

    /// The server at `address`; anything but http(s)://HOST[:PORT][/] is `.badAddress`.
    public init(_ address: String, client: ServerClient, language: Language) throws(ServerError) {
        var text = address
        while text.hasSuffix("/") { text.removeLast() }
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme),
              url.host?.isEmpty == false, url.path.isEmpty, url.query == nil else {
            throw .badAddress(address)
        }
        base = url
        self.client = client
        self.language = language
    }

    /// The address as a store keys tokens by it: "http://school.example:8080".
    public var key: String { base.absoluteString }

    /// GET of an API path, its reply decoded as `Reply`.
    public func get<Reply: Decodable>(_ path: String, as type: Reply.Type) throws(ServerError) -> Reply {
        try call(path, body: nil, as: type)
    }

    /// POST of `body` as JSON to an API path, the reply decoded as `Reply`.
    public func post<Reply: Decodable>(_ path: String, _ body: some Encodable, as type: Reply.Type) throws(ServerError) -> Reply {
        try call(path, body: JSONWriter().bytes(body), as: type)
    }

    /// The request for an API path: the language asked for, and `body` as JSON by POST.
    public func request(_ path: String, body: [UInt8]?) throws(ServerError) -> ServerRequest {
        guard URL(string: key + path) != nil else { throw .badAddress(key + path) }
        var request = ServerRequest(url: key + path, timeout: 30)
        request.headers["Accept-Language"] = language.rawValue
        if let body {
            request.method = "POST"
            request.headers["Content-Type"] = "application/json"
            request.body = String(decoding: body, as: UTF8.self)
        }
        return request
    }

    /// A success decoded as `Reply`; an error object is `.answered`, no reply `.unreachable`
    /// (or `.helperMissing`), anything else `.unreadable`.
    private func call<Reply: Decodable>(_ path: String, body: [UInt8]?, as type: Reply.Type) throws(ServerError) -> Reply {
        let request = try request(path, body: body)
        let reply: (status: Int, body: Data)
        do {
            reply = try client.exchange(request)
        } catch ExchangeFailure.helperMissing(let directory) {
            throw .helperMissing(directory: directory)
        } catch ExchangeFailure.noReply(let reason) {
            throw .unreachable(server: key, reason: reason)
        } catch {
            throw .unreachable(server: key, reason: error.localizedDescription)
        }
        if (200..<300).contains(reply.status), let decoded = try? JSONDecoder().decode(Reply.self, from: reply.body) {
            return decoded
        }
        if let failure = try? JSONDecoder().decode(ErrorReply.self, from: reply.body) {
            throw .answered(server: key, status: reply.status, message: failure.error.message)
        }
        throw .unreadable(server: key)
    }
}
