// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Installation
import Testing

struct ResourceDirectoryTests {
    #if os(Linux)
    /// Beside the running executable (the test binary), named as SwiftPM names it.
    @Test func aModulesDirectoryIsBesideTheExecutable() throws {
        let resources = ResourceDirectory(module: "Gibtsnicht")
        #expect(resources.path.hasSuffix("/Gibtsnicht_Gibtsnicht.resources"))
        #expect(!resources.exists)
        #expect(resources.file("Resources/lexicon.tsv") == nil)
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #expect((resources.path as NSString).deletingLastPathComponent
                == (executable as NSString).deletingLastPathComponent)
    }
    #endif

    @Test func aFileIsFoundOnlyWhenItCanBeRead() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("installation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("singen\n".utf8).write(to: directory.appendingPathComponent("verbs.txt"))
        let resources = ResourceDirectory(path: directory.path)
        #expect(resources.exists)
        #expect(resources.file("verbs.txt")?.lastPathComponent == "verbs.txt")
        #expect(resources.file("fehlt.txt") == nil)
    }
}
