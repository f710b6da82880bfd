import Foundation
import Testing

/// End-to-end tests of `konjugieren info` and `konjugieren open`: they run the built
/// binary and check what a user sees on stdout and stderr, and the exit code.
@Suite("konjugieren info and open")
struct InfoCommandTests {
    @Test func listsTheArticles() throws {
        guard let result = try InfoBinary.run(["info", "--lang", "en"]) else { return }
        #expect(result.status == 0)
        let slugs = ["how-to-use", "terminology", "present-indicative", "future-perfect-indicative",
                     "ablaut-series", "separable-prefixes", "inseparable-prefixes", "history", "credits"]
        for slug in slugs { #expect(result.stdout.contains(slug), "\(slug) missing from the list") }
        let listed = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(listed.count >= 22)
        #expect(result.stdout.contains("A History of the German Verb"))
    }

    @Test("The article list fits the terminal in both languages, titles wrapped under their column",
          arguments: [("en", 80), ("de", 80), ("en", 60), ("de", 40)])
    func listFitsCOLUMNS(_ lang: String, _ columns: Int) throws {
        guard let result = try InfoBinary.run(["info", "--lang", lang], environment: ["COLUMNS": String(columns)]) else { return }
        #expect(result.status == 0)
        for line in result.stdout.split(separator: "\n") {
            #expect(line.count <= columns, "\(line.count) columns: \(line)")
        }
        // Every title is still there, whole once its wrapped lines are joined.
        let joined = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        let title = lang == "en" ? "Pluperfect Subjunctive II (Plusquamperfekt Konjunktiv II)" : "Verbfamilien: schwach, stark, gemischt, unregelmäßig"
        #expect(joined.contains(title))
        #expect(result.stdout.contains("  28  credits"), "the credits are the last article")
    }

    @Test func listsGermanTitles() throws {
        guard let result = try InfoBinary.run(["info", "--lang", "de"]) else { return }
        #expect(result.status == 0)
        #expect(result.stdout.contains("Eine Geschichte des deutschen Verbs"))
        #expect(result.stdout.hasPrefix("Artikel"))
    }

    @Test func languageFollowsLANG() throws {
        guard let result = try InfoBinary.run(["info"], environment: ["LANG": "de_DE.UTF-8"]) else { return }
        #expect(result.stdout.contains("Die Ablautreihen"))
    }

    @Test func rendersAnArticleAsPlainTextOffATerminal() throws {
        guard let result = try InfoBinary.run(["info", "ablaut-series", "--lang", "en"]) else { return }
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("The Ablaut Series\n================="))
        #expect(result.stdout.contains("sAng – gesUngen"))
        #expect(result.stdout.contains("fUhr – gefahren"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour when stdout is not a terminal")
        #expect(result.stdout.contains("[1] konjugieren://verb/beißen"))
    }

    @Test func wrapsToCOLUMNS() throws {
        guard let result = try InfoBinary.run(["info", "history", "--lang", "de"], environment: ["COLUMNS": "40"]) else { return }
        #expect(result.status == 0)
        let body = result.stdout.split(separator: "\n").prefix { !$0.hasPrefix("[1]") }
        for line in body {
            #expect(line.count <= 40, "\(line)")
        }
    }

    @Test func unknownArticleFails() throws {
        guard let result = try InfoBinary.run(["info", "no-such-article", "--lang", "en"]) else { return }
        #expect(result.status != 0)
        #expect(result.stderr.contains("no-such-article"))
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownLanguageFails() throws {
        guard let result = try InfoBinary.run(["info", "--lang", "fr"]) else { return }
        #expect(result.status != 0)
        #expect(result.stderr.contains("fr"))
    }

    @Test(arguments: ["credits", "history", "imperative"])
    func openInfoMatchesInfo(_ slug: String) throws {
        guard let opened = try InfoBinary.run(["open", "konjugieren://info/\(slug)", "--lang", "de"]),
              let shown = try InfoBinary.run(["info", slug, "--lang", "de"]) else { return }
        #expect(opened.status == 0)
        #expect(opened.stdout == shown.stdout)
    }

    @Test func openVerbShowsTheVerb() throws {
        guard let result = try InfoBinary.run(["open", "konjugieren://verb/singen"]) else { return }
        #expect(result.status == 0)
        #expect(result.stdout.contains("singen"))
        #expect(result.stdout.lowercased().contains("gesungen"))
    }

    @Test func openVerbMatchesConjugate() throws {
        guard let opened = try InfoBinary.run(["open", "konjugieren://verb/fahren"]),
              let conjugated = try InfoBinary.run(["conjugate", "fahren"]) else { return }
        #expect(opened.status == 0)
        #expect(opened.stdout == conjugated.stdout)
    }

    @Test(arguments: [
        "konjugieren://nope/singen", "konjugieren://verb/", "konjugieren://info", "https://example.org/",
        "singen", "", "konjugieren://info/no-such-article",
    ])
    func badURLsFail(_ url: String) throws {
        guard let result = try InfoBinary.run(["open", url, "--lang", "en"]) else { return }
        #expect(result.status != 0, "open \(url.debugDescription) should fail")
        #expect(!result.stderr.isEmpty, "open \(url.debugDescription) should explain why")
    }

    /// The list is numbered, and konjugieren://info/N opens the article at index N.
    @Test(arguments: [(0, "dedication"), (1, "history"), (2, "terminology"), (3, "tense-mood-voice")])
    func articlesByNumber(_ number: Int, _ slug: String) throws {
        guard let list = try InfoBinary.run(["info", "--lang", "en"]),
              let byNumber = try InfoBinary.run(["info", String(number), "--lang", "de"]),
              let opened = try InfoBinary.run(["open", "konjugieren://info/\(number)", "--lang", "de"]),
              let bySlug = try InfoBinary.run(["info", slug, "--lang", "de"]) else { return }
        #expect(list.stdout.split(separator: "\n").contains { $0.split(separator: " ").prefix(2) == [Substring(String(number)), Substring(slug)] })
        #expect(byNumber.status == 0 && opened.status == 0)
        #expect(byNumber.stdout == bySlug.stdout)
        #expect(opened.stdout == bySlug.stdout)
    }

    /// Every konjugieren://verb/ link of every article names a verb the lexicon knows.
    @Test func everyVerbLinkNamesAKnownVerb() throws {
        guard let list = try InfoBinary.run(["info", "--lang", "en"]) else { return }
        let slugs = list.stdout.split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: " ")
            return fields.count >= 3 && Int(fields[0]) != nil ? String(fields[1]) : nil
        }
        #expect(slugs.count >= 26)
        var verbs: Set<String> = []
        for slug in slugs {
            for language in ["en", "de"] {
                guard let article = try InfoBinary.run(["info", slug, "--lang", language]) else { return }
                #expect(article.status == 0, "\(slug) (\(language))")
                for line in article.stdout.split(separator: "\n") {
                    if let range = line.range(of: "] konjugieren://verb/") { verbs.insert(String(line[range.upperBound...])) }
                }
            }
        }
        #expect(verbs.count >= 40)
        guard let conjugated = try InfoBinary.run(["conjugate", "--format", "json"] + verbs.sorted()) else { return }
        #expect(conjugated.status == 0, "\(conjugated.stderr)")
        let known = conjugated.stdout.split(separator: "\n").filter { $0.contains("\"known\":true") }.count
        #expect(known == verbs.count, "some linked verbs are unknown: \(conjugated.stdout.split(separator: "\n").filter { !$0.contains("\"known\":true") })")
    }
}

/// Finds and runs the built `konjugieren` binary.
private enum InfoBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// `.build/debug/konjugieren` under the repository root (this file is
    /// Tests/EndToEndTests/InfoCommandTests.swift), or beside the test bundle, or
    /// `KONJUGIEREN_BIN`.
    static var binary: URL? {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var candidates: [URL] = []
        if let explicit = ProcessInfo.processInfo.environment["KONJUGIEREN_BIN"] {
            candidates.append(URL(fileURLWithPath: explicit))
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("konjugieren"))
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("konjugieren"))
        for configuration in ["debug", "release"] {
            candidates.append(root.appendingPathComponent(".build/\(configuration)/konjugieren"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the binary with a clean environment (no LANG, no NO_COLOR) plus `environment`.
    /// Records an issue and returns nil when the binary has not been built.
    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result? {
        guard let binary else {
            Issue.record("konjugieren binary not found: build it with swift build first")
            return nil
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var base = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        if let home = ProcessInfo.processInfo.environment["HOME"] { base["HOME"] = home }
        // Keep the tests away from the user's store.
        base["XDG_DATA_HOME"] = FileManager.default.temporaryDirectory
            .appendingPathComponent("konjugieren-info-tests").path
        process.environment = base.merging(environment) { $1 }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read stderr concurrently so that neither pipe can fill up and block the child.
        let errorData = LockedData()
        let errorThread = Thread {
            errorData.set(stderr.fileHandleForReading.readDataToEndOfFile())
        }
        errorThread.start()
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { Thread.sleep(forTimeInterval: 0.005) }
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData.value, as: UTF8.self)
        )
    }

    final class LockedData: @unchecked Sendable {
        private let lock = NSLock()
        private var data: Data?
        func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
        var isSet: Bool { lock.lock(); defer { lock.unlock() }; return data != nil }
        var value: Data { lock.lock(); defer { lock.unlock() }; return data ?? Data() }
    }
}
