// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import WireExchange

/// The web requests of `konjugieren … --server`, made in a process of their own: the CLI
/// starts this for each request, so that it does not load libcurl and the thirty
/// libraries behind it at every start of every command (as git leaves https to
/// git-remote-https).
///
/// Standard input is one JSON object, a `ServerRequest` as the CLI writes it:
/// `{"method":"POST","url":"http://host:8080/api/v1/…","headers":{"Accept-Language":"de"},"body":"{…}","timeout":30}`
/// (`body` and `headers` may be left out). On a reply, standard output is the status on a
/// line of its own, then the reply's body as it came, and the exit status 0; with no
/// reply, the reason is on standard error and the exit status 3; for input that is not
/// such an object, 2. It gives up after `timeout` seconds (at most 600), and ends when the
/// process that started it is gone.
@main
struct Fetch {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("--help") || arguments.contains("-h") {
            print("""
            USAGE: konjugieren-fetch < request.json

            Makes one HTTP request for the konjugieren CLI (leaderboard --server, quiz --server):
            the request as a JSON object on standard input, the status line and body of the reply
            on standard output. Not meant to be run by hand.
            """)
            return
        }
        guard arguments.isEmpty else { fail("takes no arguments; see --help", code: 2) }
        // A request of a process that is gone is nobody's: end with it (kill -9 of the CLI
        // would otherwise leave this waiting for a server until its timeout).
        let parent = getppid()
        Thread.detachNewThread {
            while getppid() == parent { sleep(1) }
            exit(4)
        }
        let input = FileHandle.standardInput.readDataToEndOfFile()
        guard let asked = try? JSONDecoder().decode(ServerRequest.self, from: input), let url = URL(string: asked.url),
              let scheme = url.scheme, ["http", "https"].contains(scheme) else {
            fail("standard input is not a request: {\"url\":\"http://…\", …}", code: 2)
        }
        let timeout = max(1, min(asked.timeout, 600))
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = asked.method
        for (field, value) in asked.headers {
            request.setValue(value, forHTTPHeaderField: field)
        }
        if let body = asked.body { request.httpBody = Data(body.utf8) }

        final class Box: @unchecked Sendable { var result: Result<(Int, Data), any Error> = .failure(URLError(.unknown)) }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        URLSession(configuration: configuration).dataTask(with: request) { data, response, error in
            if let error {
                box.result = .failure(error)
            } else {
                box.result = .success(((response as? HTTPURLResponse)?.statusCode ?? 0, data ?? Data()))
            }
            done.signal()
        }.resume()
        // The timeout is the whole exchange's, also where the transfer does not keep it.
        let noAnswer = "no answer within \(Int(timeout)) s"
        guard done.wait(timeout: .now() + timeout) == .success else { fail(noAnswer, code: 3) }
        switch box.result {
        case .success(let (status, body)):
            FileHandle.standardOutput.write(FetchedReply(status: status, body: body).output)
        case .failure(let error as URLError) where error.code == .timedOut:
            fail(noAnswer, code: 3)
        case .failure(let error):
            fail(error.localizedDescription, code: 3)
        }
    }

    static func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data(("konjugieren-fetch: " + message + "\n").utf8))
        exit(code)
    }
}
