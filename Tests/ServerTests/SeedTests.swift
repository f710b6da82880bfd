// SPDX-License-Identifier: GPL-3.0-or-later
import Dashboard
import Foundation
import Hummingbird
import HummingbirdTesting
import Localization
import Persistence
import Practice
import QuizKit
import Testing
import VerbData
@testable import konjugieren_server

/// One rule for seeds everywhere: the same seed with the same plan (difficulty, length,
/// the 2,000 most frequent verbs) over a fresh history asks the same questions in the API
/// (`"seed"` in the quiz start body), the CLI (`quiz --seed`) and the dashboard (`--seed`).
@Suite("One seed, one quiz")
struct SeedTests {
    /// A question as "verb · group · person".
    static func key(verb: String, group: String, person: String?) -> String {
        [verb, group, person ?? "—"].joined(separator: " · ")
    }

    @Test(arguments: [(UInt64(42), "regular", 5), (7, "ridiculous", 8)])
    func theSameSeedAsksTheSameQuestionsEverywhere(_ seed: UInt64, _ difficulty: String, _ length: Int) async throws {
        let api = try await Self.api(seed: seed, difficulty: difficulty, length: length)
        #expect(api.count == length)
        #expect(try Self.cli(seed: seed, difficulty: difficulty, length: length) == api)
        #expect(try Self.dashboard(seed: seed, difficulty: difficulty, length: length) == api)
        // Another seed, another quiz: the seed is not ignored.
        #expect(try await Self.api(seed: seed + 1, difficulty: difficulty, length: length) != api)
    }

    /// A seeded quiz is practice: it cannot be ranked, so nobody climbs the board by replaying one.
    @Test func aSeededQuizTakesNoPlayer() async throws {
        try await withApp { client, _ in
            let r = try await client.execute(uri: "/api/v1/quizzes", method: .post,
                                             body: ByteBuffer(json: #"{"seed":42,"player":"Anna"}"#))
            #expect(r.status == .badRequest)
            #expect(((r.object["error"] as? [String: Any])?["message"] as? String)?.contains("seed") == true)
        }
    }

    static func api(seed: UInt64, difficulty: String, length: Int) async throws -> [String] {
        let found = Found()
        try await withApp { client, site in
            let body = #"{"seed":\#(seed),"difficulty":"\#(difficulty)","length":\#(length)}"#
            let r = try await client.execute(uri: "/api/v1/quizzes", method: .post, body: ByteBuffer(json: body))
            #expect(r.status == .created)
            let id = try #require(r.object["id"] as? String)
            let loaded = try await site.loadQuiz(id)
            found.keys = loaded.session.quiz.questions.map {
                key(verb: $0.verb.prompt, group: $0.conjugationgroup.rawValue, person: $0.person?.id)
            }
        }
        return found.keys
    }

    /// The questions of `konjugieren quiz --seed … --format json`, run as a script runs it.
    static func cli(seed: UInt64, difficulty: String, length: Int) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("konjugieren")
        process.arguments = ["quiz", "--seed", String(seed), "--difficulty", difficulty, "--questions", String(length),
                             "--band", "2000", "--format", "json", "--store", directory.appendingPathComponent("k.sqlite").path]
        process.environment = ["HOME": directory.path, "LANG": "C"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(String(repeating: "x\n", count: length).utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let last = try #require(text.split(separator: "\n").last)
        let result = try #require(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
        let questions = try #require(result["questions"] as? [[String: Any]])
        return questions.map {
            key(verb: $0["verb"] as? String ?? "", group: $0["group"] as? String ?? "", person: $0["person"] as? String)
        }
    }

    /// The questions of the dashboard's first quiz, with the settings of the same plan.
    static func dashboard(seed: UInt64, difficulty: String, length: Int) throws -> [String] {
        let lexicon = try #require(Shipped.lexicon)
        let store = try Store.inMemory()
        var settings = try store.settings()
        settings.quizLength = length
        settings.band = .top2000
        let chosen = Difficulty(rawValue: difficulty)
        settings.difficulty = try #require(chosen)
        try store.save(settings)
        let environment = DashboardEnvironment(verbs: lexicon.searchIndex(), articles: .empty, clock: .live, seed: seed,
                                               l: L(.en), color: false)
        let runtime = Runtime(practice: Practice(store: store, source: .lexicon(lexicon)), clock: .live)
        var state = runtime.send(.launch, to: State(environment: environment, size: Size(columns: 80, rows: 24)))
        state = runtime.send(.key(.tab), to: state)      // the quiz screen
        state = runtime.send(.key(.enter), to: state)    // a new quiz, as the settings say
        guard case .quiz(let active)? = state.quiz.drill?.kind else {
            Issue.record("no quiz started: \(state.message ?? "")")
            return []
        }
        return active.session.quiz.questions.map {
            key(verb: $0.verb.prompt, group: $0.conjugationgroup.rawValue, person: $0.person?.id)
        }
    }
}

/// What a test's request found, carried out of its task.
final class Found: @unchecked Sendable {
    var keys: [String] = []
}
