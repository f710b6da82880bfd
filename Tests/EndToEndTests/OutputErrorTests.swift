// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// Runs a shell line around the built binary, for what `Process` cannot set up: a closed
/// descriptor, a file size limit, a pipe whose reader stops early.
enum Shell {
    /// `script` under /bin/sh with `$K` the konjugieren binary and `$D` the dashboard,
    /// in the test environment (English, no colour, `home` as HOME and working directory).
    static func run(_ script: String, home: URL) throws -> QuizCLI.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        var environment = QuizCLI.environment(home: home)
        environment["K"] = QuizCLI.binary.path
        environment["D"] = DashboardPane.binary.path
        process.environment = environment
        process.currentDirectoryURL = home
        let outURL = home.appendingPathComponent("sh-out-\(UUID().uuidString)")
        let errURL = home.appendingPathComponent("sh-err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return QuizCLI.Result(status: process.terminationStatus,
                              stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
                              stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// `text` as a file in `home`, for input redirection.
    static func file(_ text: String, in home: URL) throws -> String {
        let url = home.appendingPathComponent("in-\(UUID().uuidString)")
        try Data(text.utf8).write(to: url)
        return url.path
    }
}

/// Every write to standard output is checked: output that cannot be written ends the
/// command with status 2 and a sentence on standard error, never a silent success with
/// half an object. A reader that goes away (`| head`) ends it quietly.
struct OutputErrorTests {
    /// Enough verbs that the JSON is far beyond any pipe buffer.
    static let manyVerbs = String(repeating: "singen\nankommen\nsich freuen\nhängen\n", count: 400)

    @Test(arguments: [
        (["conjugate", "--format", "json", "singen"], "Cannot write the output: the disk is full."),
        (["conjugate", "singen"], "Cannot write the output: the disk is full."),
        (["verbs"], "Cannot write the output: the disk is full."),
        (["lookup", "ging"], "Cannot write the output: the disk is full."),
        (["info", "history"], "Cannot write the output: the disk is full."),
        (["--help"], "Cannot write the output: the disk is full."),
        (["conjugate", "--help"], "Cannot write the output: the disk is full."),
        (["verbs", "--lang", "de"], "Die Ausgabe lässt sich nicht schreiben: der Datenträger ist voll."),
    ])
    func aFullDiskIsAnError(_ arguments: [String], _ message: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        let result = try Shell.run("\"$K\" \(quoted) > /dev/full", home: home)
        #expect(result.status == 2)
        #expect(result.stderr == "konjugieren: \(message)\n")
    }

    @Test func theWholeBatchToAFullDiskIsAnError() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let input = try Shell.file(Self.manyVerbs, in: home)
        let result = try Shell.run("\"$K\" conjugate --format json - < '\(input)' > /dev/full", home: home)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Cannot write the output: the disk is full."))
    }

    /// The dashboard's help, written before it takes the screen, is checked as well.
    @Test(arguments: [
        ("> /dev/full", "Cannot write the output: the disk is full."),
        (">&-", "Cannot write the output: standard output is closed."),
        ("--lang de > /dev/full", "Die Ausgabe lässt sich nicht schreiben: der Datenträger ist voll."),
    ])
    func theDashboardsHelpToAFullDiskIsAnError(_ redirection: String, _ message: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try Shell.run("\"$D\" --help \(redirection)", home: home)
        #expect(result.status == 2)
        #expect(result.stderr == "konjugieren-dashboard: \(message)\n")
    }

    @Test(arguments: [["verbs"], ["conjugate", "singen"], ["search", "sing"]])
    func aClosedStandardOutputIsAnError(_ arguments: [String]) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try Shell.run("\"$K\" \(arguments.joined(separator: " ")) >&-", home: home)
        #expect(result.status == 2)
        #expect(result.stderr == "konjugieren: Cannot write the output: standard output is closed.\n")
    }

    /// A file that may not grow past 8 or 16 KiB (dash counts 512-byte blocks, bash 1 KiB) stands for a filesystem that fills up in the
    /// middle of the output: what was written stays, and the command says it failed.
    @Test func aFileThatStopsGrowingMidOutputIsAnError() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let input = try Shell.file(Self.manyVerbs, in: home)
        let output = home.appendingPathComponent("out.jsonl").path
        // Ignoring SIGXFSZ makes the write fail with EFBIG instead of killing the process.
        let result = try Shell.run("ulimit -f 16; trap '' XFSZ; \"$K\" conjugate --format json - < '\(input)' > '\(output)'",
                                   home: home)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("konjugieren: Cannot write the output: "))
        let written = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(written.count > 0 && written.count <= 16 * 1024)
    }

    /// `| head`: the reader has what it wants; no message, whether SIGPIPE is left to its
    /// default or ignored (as some parents do), and the status of a process ended by SIGPIPE.
    @Test(arguments: ["", "trap '' PIPE; "])
    func aReaderThatStopsEarlyEndsTheOutputQuietly(_ setup: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let input = try Shell.file(Self.manyVerbs, in: home)
        let status = home.appendingPathComponent("status").path
        let result = try Shell.run(
            "\(setup){ \"$K\" conjugate --format json - < '\(input)'; echo $? > '\(status)'; } | head -c 100", home: home)
        #expect(result.stdout.count == 100)
        #expect(result.stderr == "")
        let code = try String(contentsOfFile: status, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(code == "141")
    }
}
