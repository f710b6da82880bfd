// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// One HTTP request to a konjugieren-server, as a front end hands it to `konjugieren-fetch`
/// on its standard input: `{"url":…,"method":…,"headers":{…},"timeout":30,"body":"…"}`.
/// `method`, `headers`, `timeout` and `body` may be left out (GET, none, 30 s, none). The
/// CLI writes it and the helper reads it with this one type, so the two cannot disagree.
public struct ServerRequest: Codable, Sendable, Equatable {
    /// The whole address: "http://school.example:8080/api/v1/leaderboard?limit=10".
    public var url: String
    public var method: String
    public var headers: [String: String]
    /// Seconds to wait for the whole exchange.
    public var timeout: Double
    /// The body as text (the protocol's bodies are JSON); nil for none.
    public var body: String?

    public init(url: String, method: String = "GET", headers: [String: String] = [:], timeout: Double = 30,
                body: String? = nil) {
        self.url = url
        self.method = method
        self.headers = headers
        self.timeout = timeout
        self.body = body
    }

    enum CodingKeys: String, CodingKey { case url, method, headers, timeout, body }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        url = try c.decode(String.self, forKey: .url)
        method = try c.decodeIfPresent(String.self, forKey: .method) ?? "GET"
        headers = try c.decodeIfPresent([String: String].self, forKey: .headers) ?? [:]
        timeout = try c.decodeIfPresent(Double.self, forKey: .timeout) ?? 30
        body = try c.decodeIfPresent(String.self, forKey: .body)
    }

    /// The keys in the order the documentation names them; no `body` when there is none.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(url, forKey: .url)
        try c.encode(method, forKey: .method)
        try c.encode(headers, forKey: .headers)
        try c.encode(timeout, forKey: .timeout)
        try c.encodeIfPresent(body, forKey: .body)
    }
}

/// What `konjugieren-fetch` writes on standard output for a reply: the status on a line of
/// its own, then the reply's body as it came.
public struct FetchedReply: Sendable, Equatable {
    public var status: Int
    public var body: Data

    public init(status: Int, body: Data) {
        self.status = status
        self.body = body
    }

    /// The reply in the helper's output; nil for output that does not start with a status line.
    public init?(output: Data) {
        guard let newline = output.firstIndex(of: 0x0A),
              let status = Int(String(decoding: output[output.startIndex..<newline], as: UTF8.self)) else { return nil }
        self.init(status: status, body: Data(output[output.index(after: newline)...]))
    }

    /// The output the helper writes for this reply.
    public var output: Data { Data("\(status)\n".utf8) + body }
}
