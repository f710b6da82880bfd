// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import Persistence

struct StoreLocationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var flag: String?
        var environment: [String: String]
        var expected: String?
        var testDescription: String { expected ?? "nil" }
    }

    @Test(arguments: [
        Case(flag: "/tmp/a.sqlite", environment: ["KONJUGIEREN_STORE": "/x.sqlite", "HOME": "/home/anna"], expected: "/tmp/a.sqlite"),
        Case(flag: nil, environment: ["KONJUGIEREN_STORE": "/x.sqlite", "HOME": "/home/anna"], expected: "/x.sqlite"),
        Case(flag: "~/k.sqlite", environment: ["HOME": "/home/anna"], expected: "/home/anna/k.sqlite"),
        Case(flag: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/anna"], expected: "/data/konjugieren/konjugieren.sqlite"),
        Case(flag: nil, environment: ["XDG_DATA_HOME": "/data/", "HOME": "/home/anna"], expected: "/data/konjugieren/konjugieren.sqlite"),
        Case(flag: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/anna"], expected: "/home/anna/.local/share/konjugieren/konjugieren.sqlite"),
        Case(flag: nil, environment: ["HOME": "/home/anna"], expected: "/home/anna/.local/share/konjugieren/konjugieren.sqlite"),
        Case(flag: "", environment: ["KONJUGIEREN_STORE": "", "HOME": "/root"], expected: "/root/.local/share/konjugieren/konjugieren.sqlite"),
        Case(flag: nil, environment: [:], expected: nil),
    ])
    func resolvesPath(_ c: Case) {
        #expect(StoreLocation.path(flag: c.flag, environment: c.environment) == c.expected)
    }
}

/// A store holds a learner's history and the token of their name on a shared server: a new
/// file is its owner's alone, whatever the umask.
struct StoreFileModeTests {
    @Test func aNewStoreIsReadableByItsOwnerOnly() throws {
        let path = try temporaryDirectory() + "/private.sqlite"
        let old = umask(0o022)
        defer { umask(old) }
        let store = try Store.open(path: path, now: Date())
        try store.saveServerToken(String(repeating: "ab", count: 32), server: "http://school.example:8080", player: "Anna")
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)
        #expect(mode.intValue & 0o777 == 0o600)
    }
}
