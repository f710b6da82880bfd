// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Localization
import Wire
import WireExchange

/// A konjugieren-server's JSON API as the CLI uses it (`leaderboard --server`, `quiz
/// --server`): Wire's `RemoteServer`, its requests made by `konjugieren-fetch`, a helper
/// beside the CLI's executable, so that the CLI links neither a web framework nor libcurl
/// (whose libraries took a third of every command's start). The exchange itself is a value
/// of `World`, so tests can answer it.
extension ServerClient {
    static var live: ServerClient {
        ServerClient { request in try Fetcher.exchange(request) }
    }
}

extension World {
    /// `body`, which talks with a server; a `ServerError` ends the command with its sentence
    /// in `l`'s language: status 2 for a bad address, 1 for a server's 404, else 3.
    func asking<T>(_ l: L, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ServerError {
            switch error {
            case .badAddress: throw fail(error.sentence(l), code: ExitStatus.usage)
            case .answered(_, 404, _): throw fail(error.sentence(l), code: ExitStatus.notFound)
            default: throw fail(error.sentence(l))
            }
        }
    }
}

/// Runs `konjugieren-fetch` for one request.
enum Fetcher {
    /// The helper beside this executable.
    static var helper: URL {
        let own = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let directory = FileManager.default.fileExists(atPath: own.path) ? own.deletingLastPathComponent()
            : (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).deletingLastPathComponent()
        return directory.appendingPathComponent("konjugieren-fetch")
    }

    /// The reply; `ExchangeFailure.helperMissing` without the helper, `.noReply` with the
    /// reason in the helper's words or ours.
    static func exchange(_ request: ServerRequest, helper: URL = Fetcher.helper) throws -> (status: Int, body: Data) {
        guard FileManager.default.isExecutableFile(atPath: helper.path) else {
            throw ExchangeFailure.helperMissing(directory: helper.deletingLastPathComponent().path)
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
            throw ExchangeFailure.noReply("konjugieren-fetch did not start: \(error.localizedDescription)")
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
        guard process.terminationStatus == 0, let fetched = FetchedReply(output: reply) else {
            var reason = String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if reason.hasPrefix("konjugieren-fetch: ") { reason.removeFirst("konjugieren-fetch: ".count) }
            throw ExchangeFailure.noReply(reason.isEmpty ? "no reply" : reason)
        }
        return (fetched.status, fetched.body)
    }
}
