// SPDX-License-Identifier: GPL-3.0-or-later
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
