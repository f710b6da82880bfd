// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Articles
import Crypto
import Foundation
import Localization
import Persistence
import QuizKit
import VerbData
import Wire

/// Everything a request may read: the lexicon and its indexes, the articles, the store, the
/// limits, and the clock and randomness passed in as values.
struct Site: Sendable {
    let lexicon: Lexicon
    let forms: Lexicon.FormIndex
    let source: VerbSource
    let library: Library
    let board: any Board
    /// Verb tables and JSON lines already made (they depend only on the URL and language).
    var answers = ResponseCache()
    var limits = Limits()
    var now: @Sendable () -> Date = { Date() }
    /// Random bits for seeds, quiz ids, tokens and CSRF values.
    var random: @Sendable () -> UInt64 = { UInt64.random(in: .min ... .max) }

    /// Ends the server with status 3 and a sentence naming the directory it lacks when it
    /// runs without its resources (copied without the `*.resources` directories), before
    /// it opens a store or a port.
    static func checkResources() throws {
        var problem = Catalog.bundledFailure?.description
        if problem == nil {
            do {
                try Lexicon.checkResources()
                _ = try Library.bundled()
            } catch {
                problem = "\(error)"
            }
        }
        guard let problem else { return }
        FileHandle.standardError.write(Data(("konjugieren-server: " + problem + "\n").utf8))
        throw ExitCode(3)
    }

    /// The lexicon, its form index and the articles as shipped, over `board`.
    static func bundled(board: any Board) throws -> Site {
        let lexicon = try Lexicon.bundled()
        return Site(lexicon: lexicon, forms: lexicon.formIndex(), source: .lexicon(lexicon),
                    library: try Library.bundled(), board: board)
    }

    /// `bytes` random bytes as lower-case hex: a quiz id (16), a token (32).
    func randomHex(bytes: Int) -> String {
        var out = ""
        out.reserveCapacity(bytes * 2)
        var left = bytes
        while left > 0 {
            var word = random()
            for _ in 0..<min(8, left) {
                let b = UInt8(truncatingIfNeeded: word)
                out += String(b >> 4, radix: 16) + String(b & 0xF, radix: 16)
                word >>= 8
                left -= 1
            }
        }
        return out
    }

    /// The hash a token is stored as: SHA-256, hex. A token is 256 random bits, so no salt
    /// is needed for the hash to tell nothing of it.
    static func hash(token: String) -> String {
        SHA256.hash(data: Data(token.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}

/// The caps on what a client may send.
struct Limits: Sendable {
    /// Bytes of a request body.
    var body = 8 * 1024
    /// Characters of an answer.
    var answer = 100
    /// Questions of a quiz.
    var questions = QuizStart.maximumLength
    /// Questions of a quiz when the client names none.
    var defaultQuestions = QuizStart.defaultLength
    /// Rows of a search, a lookup or the leaderboard.
    var rows = 100
    /// Requests per second a client address may make on average (0: no limit) and how many at once.
    var ratePerSecond = 50.0
    var burst = 200.0
}
