// SPDX-License-Identifier: GPL-3.0-or-later
import Articles
import Localization
import RichText
import Testing

/// The example of README.md, line for line: `.ci/run` checks that every line of the
/// README's example stands here in the same order, so the README cannot show code
/// that does not compile or does not do what it says.
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() throws {
        let library = try Library.bundled()
        let first = library.entries[0]
        let title = first.title(.de)                                      // the German title
        let document = try library.document(first.slug, .en)
        let lines = PlainRenderer(width: 70).render(document).lines       // the article, wrapped
        #expect(!title.isEmpty)
        #expect(lines.count > 3)
        #expect(lines.allSatisfy { $0.count <= 70 })
    }
}
