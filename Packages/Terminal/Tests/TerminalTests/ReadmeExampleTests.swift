// SPDX-License-Identifier: GPL-3.0-or-later
import Terminal
import Testing

/// The example of README.md, line for line: `.ci/run` checks that every line of the
/// README's example stands here in the same order.
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() {
        let color = ColorRule.allows(noColorFlag: false, environment: ["NO_COLOR": "1"], isTTY: true)   // false
        let marked = color ? "s" + ANSI.boldRed + "a" + ANSI.reset + "ng" : "sAng"
        var written = ""
        let console = Console(write: { written += $0 }, writeBytes: { _ in }, flush: {}, error: { _ in },
                              readLine: { nil }, isTTY: false, terminalWidth: { nil })
        console.line("ich " + marked)                                                                      // "ich sAng\n"
        console.ring([(hertz: 880, milliseconds: 60)])                                                     // one tone, "richtig"
        #expect(!color)
        #expect(written == "ich sAng\n" + Bell.bytes(hertz: 880, milliseconds: 60) + Bell.reset)
    }
}
