// SPDX-License-Identifier: GPL-3.0-or-later
import Persistence
import Testing

/// The names a board keeps: Latin letters, digits, space, dot, hyphen, underscore, 1 to 32.
struct PlayerNameTests {
    @Test(arguments: ["Anna", "Jürgen", "Zoë", "łukasz", "ȘTEFAN", "anna_1", "J. R.", "a-b", "x",
                      String(repeating: "a", count: 32)])
    func valid(_ name: String) {
        #expect(PlayerName.isValid(name))
    }

    @Test(arguments: ["", " anna", "anna ", String(repeating: "a", count: 33), "b\u{043E}b", "anna!", "a×b",
                      "Zo\u{0065}\u{0308}", "名前", "anna\n"])
    func invalid(_ name: String) {
        #expect(!PlayerName.isValid(name))
    }
}
