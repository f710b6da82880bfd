// SPDX-License-Identifier: GPL-3.0-or-later
import RichText
import Testing

/// The example of README.md, line for line: `.ci/run` checks that every line of the
/// README's example stands here in the same order, so the README cannot show code
/// that does not compile or does not do what it says.
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() throws {
        let document = try Document(parsing: "`Ablaut`\n\nStrong verbs change their vowel: $sAng$. See %konjugieren://verb/singen%.")
        let rendering = PlainRenderer(width: 60).render(document)
        let text = rendering.lines.joined(separator: "\n")       // "Ablaut", then the paragraph with "sAng"
        let targets = document.links.map(\.target)               // [.verb("singen")]
        let coloured = ANSIRenderer(width: 60, color: true).render(document).lines
        #expect(text.hasPrefix("Ablaut"))
        #expect(text.contains("sAng"))
        #expect(targets == [.verb("singen")])
        #expect(coloured.joined().contains("\u{1B}["))
    }
}
