// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Localization
import Wire

/// A konjugieren-server's JSON API as the CLI uses it (`leaderboard --server`, `quiz
/// --server`): blocking calls made by `konjugieren-fetch`, a helper beside the CLI's
/// executable, so that the CLI links neither a web framework nor libcurl (whose libraries
/// took a third of every command's start). The exchange itself is a value of `World`, so
/// tests can answer it.
struct ServerClient {
    /// Sends a request and returns the status and the body; throws when no reply came.
    var exchange: (ServerRequest) throws -> (status: Int, body: Data)

    static var live: ServerClient {
        ServerClient { request in try Fetcher.exchange(request) }
    }
}

/// One HTTP request to a server, handed to `konjugieren-fetch` as the JSON object its
/// documentation names: `{"url":…,"method":…,"headers":{…},"timeout":30,"body":"…"}`.
struct ServerRequest: Encodable {
    var url: URL?
    var timeoutInterval: Double
    var httpMethod: String?
    var httpBody: Data?
    var headers: [String: String] = [:]

    init(url: URL, timeoutInterval: Double) {
        self.url = url
        self.timeoutInterval = timeoutInterval
    }

    mutating func setValue(_ value: String, forHTTPHeaderField field: String) { headers[field] = value }

    enum CodingKeys: String, CodingKey { case url, method, headers, timeout, body }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(url?.absoluteString ?? "", forKey: .url)
        try c.encode(httpMethod ?? "GET", forKey: .method)
        try c.encode(headers, forKey: .headers)
        try c.encode(timeoutInterval, forKey: .timeout)
        try c.encodeIfPresent(httpBody.map { String(decoding: $0, as: UTF8.self) }, forKey: .body)
    }
}

/// Runs `konjugieren-fetch` for one request.
enum Fetcher {
    /// Why no reply came, in the helper's words or ours.
    struct Failure: LocalizedError {
        var reason: String
        var errorDescription: String? { reason }
    }

    /// The helper is not beside the executable: an installation to fix, not a server down.
    struct Missing: Error {
        var directory: String
    }

    /// The helper beside this executable.
    static var helper: URL {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let directory = FileManager.default.fileExists(atPath: own.path) ? own.deletingLastPathComponent()
            : (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).deletingLastPathComponent()
        return directory.appendingPathComponent("konjugieren-fetch")
    }

    static func exchange(_ request: ServerRequest, helper: URL = Fetcher.helper) throws -> (status: Int, body: Data) {
        guard FileManager.default.isExecutableFile(atPath: helper.path) else {
            throw Missing(directory: helper.deletingLastPathComponent().path)
        }
        let input = Pipe(), output = Pipe(), errors = Pipe()
        let process = Process()
        process.executableURL = helper
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(reason: "konjugieren-fetch did not start: \(error.localizedDescription)")
        }
        // A helper that ended before reading (it could not load) must not take this process
        // down with SIGPIPE: the write then fails quietly, and its reason is read below.
        let previous = signal(SIGPIPE, SIG_IGN)
        try? input.fileHandleForWriting.write(contentsOf: Data(JSONWriter().bytes(request)))
        try? input.fileHandleForWriting.close()
        signal(SIGPIPE, previous)
        let reply = output.fileHandleForReading.readDataToEndOfFile()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let newline = reply.firstIndex(of: 0x0A),
              let status = Int(String(decoding: reply[reply.startIndex..<newline], as: UTF8.self)) else {
            var reason = String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if reason.hasPrefix("konjugieren-fetch: ") { reason.removeFirst("konjugieren-fetch: ".count) }
            throw Failure(reason: reason.isEmpty ? "no reply" : reason)
        }
        return (status, Data(reply[reply.index(after: newline)...]))
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

    /// GET of an API path, its reply decoded as `Reply`.
    func get<Reply: Decodable>(_ path: String, as type: Reply.Type) throws -> Reply {
        try call(path, body: nil, as: type)
    }

    /// POST of `body` as JSON to an API path, the reply decoded as `Reply`.
    func post<Reply: Decodable>(_ path: String, _ body: some Encodable, as type: Reply.Type) throws -> Reply {
        try call(path, body: JSONWriter().bytes(body), as: type)
    }

    /// A reply with an error object ends the command with the server's sentence (status 1
    /// for 404, else 3); no reply, or one that is not the protocol's, with status 3.
    private func call<Reply: Decodable>(_ path: String, body: [UInt8]?, as type: Reply.Type) throws -> Reply {
        guard let url = URL(string: key + path) else { throw world.fail(l.web.serverBadAddress(key + path), code: ExitStatus.usage) }
        var request = ServerRequest(url: url, timeoutInterval: 30)
        request.setValue(l.language.rawValue, forHTTPHeaderField: "Accept-Language")
        if let body {
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(body)
        }
        let reply: (status: Int, body: Data)
        do {
            reply = try client.exchange(request)
        } catch let missing as Fetcher.Missing {
            throw world.fail(l.web.serverHelperMissing(missing.directory))
        } catch {
            throw world.fail(l.web.serverUnreachable(key, error.localizedDescription))
        }
        if (200..<300).contains(reply.status), let decoded = try? JSONDecoder().decode(Reply.self, from: reply.body) {
            return decoded
        }
        if let failure = try? JSONDecoder().decode(ErrorReply.self, from: reply.body) {
            throw world.fail(l.web.serverAnswered(key, failure.error.message),
                             code: reply.status == 404 ? ExitStatus.notFound : ExitStatus.failure)
        }
        throw world.fail(l.web.serverUnreadable(key))
    }
}
