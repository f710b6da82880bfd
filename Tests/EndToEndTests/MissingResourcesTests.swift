// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// Each executable copied without its `*.resources` directories ends with status 3 and a
/// sentence naming the directory it lacks, never with a signal (the generated
/// `Bundle.module` used to stop it with SIGILL, status 132).
struct MissingResourcesTests {
    /// Where the built executables and their resources are.
    static var built: URL { QuizCLI.binary.deletingLastPathComponent() }

    /// `program` copied alone into a new directory, with the resources of `kept` beside it.
    static func install(_ program: String, keeping kept: [String]) throws -> URL {
        let directory = try QuizCLI.temporaryDirectory()
        let manager = FileManager.default
        try manager.copyItem(at: built.appendingPathComponent(program), to: directory.appendingPathComponent(program))
        for module in kept {
            let name = module + "_" + module + ".resources"
            try manager.copyItem(at: built.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        return directory
    }

    @Test(arguments: [
        // program, arguments, the resources copied with it, the module whose directory is named
        ("konjugieren", ["conjugate", "singen"], [], "Localization"),
        ("konjugieren", ["conjugate", "singen"], ["Localization"], "VerbData"),
        ("konjugieren", ["info", "history"], ["Localization", "VerbData"], "Articles"),
        ("konjugieren-dashboard", ["--version"], [], "Localization"),
        ("konjugieren-dashboard", ["--version"], ["Localization"], "VerbData"),
        ("konjugieren-dashboard", ["--bench-render"], ["Localization", "VerbData"], "Articles"),
        ("konjugieren-bench", [], [], "VerbData"),
        ("konjugieren-server", ["--port", "0"], [], "Localization"),
        ("konjugieren-server", ["--port", "0"], ["Localization"], "VerbData"),
        ("konjugieren-server", ["--port", "0"], ["Localization", "VerbData"], "Articles"),
    ] as [(String, [String], [String], String)])
    func aProgramWithoutItsResourcesNamesTheDirectory(_ program: String, _ arguments: [String],
                                                       _ kept: [String], _ missing: String) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.built.appendingPathComponent(program).path),
                     "\(program) is not built beside the tests: run swift build first")
        let directory = try Self.install(program, keeping: kept)
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = directory.appendingPathComponent(program)
        process.arguments = arguments
        process.environment = QuizCLI.environment(home: directory)
        process.currentDirectoryURL = directory
        let errors = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let handle = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        let stderr = try String(contentsOf: errors, encoding: .utf8)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 3)
        #expect(stderr.hasPrefix(program + ": "))
        #expect(stderr.contains(directory.path + "/" + missing + "_" + missing + ".resources is missing"))
    }
}
