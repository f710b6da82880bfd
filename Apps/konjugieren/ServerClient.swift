// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Localization

/// A konjugieren-server's JSON API as the CLI uses it (`leaderboard --server`, `quiz
/// --server`): blocking calls over Foundation's URLSession, so that the CLI links no web
/// framework. The exchange itself is a value of `World`, so tests can answer it.
struct ServerClient {
    /// Sends a request and returns the status and the body; throws when no reply came.
    var exchange: (URLRequest) throws -> (status: Int, body: Data)

    static var live: ServerClient {
        ServerClient { request in
        final class Box: @unchecked Sendable { var result: Result<(Int, Data), any Error> = .failure(URLError(.unknown)) }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let task = URLSession.shared.dataTask(with: request) { data, response, error in
            if let error {
                box.result = .failure(error)
            } else {
                box.result = .success(((response as? HTTPURLResponse)?.statusCode ?? 0, data ?? Data()))
            }
            done.signal()
        }
        task.resume()
        done.wait()
        return try box.result.get()
        }
    }
}

/// One server, named by its base address: "http://school.example:8080".
struct RemoteServer {
    let base: URL
    let client: ServerClient
    let l: L
    let world: World

    /// The server at `address`; a usage error (status 2) for anything but http(s)://HOST[:PORT][/].
    init(_ address: String, client: ServerClient, l: L, world: World) throws {
        var text = address
        while text.hasSuffix("/") { text.removeLast() }
        guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme),
              url.host?.isEmpty == false, url.path.isEmpty, url.query == nil else {
            throw world.fail(l.web.serverBadAddress(address), code: ExitStatus.usage)
        }
        base = url
        self.client = client
        self.l = l
        self.world = world
    }

    /// The address as the store keys tokens by it.
    var key: String { base.absoluteString }

    /// GET or POST (with `body` as JSON) of an API path; the decoded reply and its status.
    /// A reply with an error object ends the command with the server's sentence (status 1
    /// for 404, else 3); no reply ends it with status 3.
    func call(_ path: String, body: [String: Any]? = nil, accept: Set<Int> = [200, 201]) throws -> (Int, Any) {
        guard let url = URL(string: key + path) else { throw world.fail(l.web.serverBadAddress(key + path), code: ExitStatus.usage) }
        var request = URLRequest(url: url, timeoutInterval: 30)
        request.setValue(l.language.rawValue, forHTTPHeaderField: "Accept-Language")
        if let body {
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try? JSONSerialization.data(withJSONObject: body)
        }
        let reply: (status: Int, body: Data)
        do {
            reply = try client.exchange(request)
        } catch {
            throw world.fail(l.web.serverUnreachable(key, error.localizedDescription))
        }
        let decoded = try? JSONSerialization.jsonObject(with: reply.body)
        if accept.contains(reply.status), let decoded { return (reply.status, decoded) }
        if let message = ((decoded as? [String: Any])?["error"] as? [String: Any])?["message"] as? String {
            throw world.fail(l.web.serverAnswered(key, message), code: reply.status == 404 ? ExitStatus.notFound : ExitStatus.failure)
        }
        throw world.fail(l.web.serverUnreadable(key))
    }
}
