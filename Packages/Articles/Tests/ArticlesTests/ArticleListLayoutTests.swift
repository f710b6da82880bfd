// SPDX-License-Identifier: GPL-3.0-or-later
import Articles
import Localization
import Testing

/// The list of articles as `konjugieren info` prints it: number, slug, title in columns,
/// a long title wrapped under its column, on its own lines when the terminal is narrow.
struct ArticleListLayoutTests {
    let entries = [(slug: "a-slug", title: "Short"), (slug: "b", title: "A title that is long enough to wrap")]

    @Test func columnsAtEighty() {
        #expect(Library.listLines(entries, width: 80) == [
            "  0  a-slug  Short",
            "  1  b       A title that is long enough to wrap",
        ])
    }

    @Test func aLongTitleWrapsUnderItsColumn() {
        // 27 columns for the title at 40.
        #expect(Library.listLines(entries, width: 40) == [
            "  0  a-slug  Short",
            "  1  b       A title that is long enough",
            "             to wrap",
        ])
    }

    /// Under 20 columns left for the title, it stands on lines of its own.
    @Test func narrowTerminalsGiveTheTitleItsOwnLines() {
        #expect(Library.listLines(entries, width: 30) == [
            "  0  a-slug",
            "      Short",
            "  1  b",
            "      A title that is long",
            "      enough to wrap",
        ])
    }

    @Test func theNumberColumnGrowsWithTheList() {
        let many = (0...10).map { (slug: "s\($0)", title: "T") }
        let lines = Library.listLines(many, width: 80)
        #expect(lines.first == "   0  s0   T")
        #expect(lines.last == "  10  s10  T")
    }

    @Test func theBundledListHasAnArticleALine() throws {
        let library = try Library.bundled()
        let lines = library.listLines(.de, width: 200)
        #expect(lines.count == library.entries.count)
        #expect(lines[0].hasSuffix(library.entries[0].title(.de)))
        #expect(Library.wrapWords("", width: 10) == [""])
        #expect(Library.wrapWords("eins zwei drei", width: 9) == ["eins zwei", "drei"])
    }
}
