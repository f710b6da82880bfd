// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Paradigm
import RichText
import Testing
import VerbData

/// The example of README.md, line for line: `.ci/run` checks that every line of the
/// README's example stands here in the same order, so the README cannot show code
/// that does not compile or does not do what it says.
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() throws {
        let lexicon = try Lexicon.bundled()
        var choices = ConjugationTable.Choices(clause: .subordinate)
        choices.groups = try VoiceChoice.groups(named: ["präsens", "perfekt"], voice: nil, unnamed: .active)
        let table = ConjugationTable(try lexicon.conjugation("ankommen"), choices: choices, l: L(.en))
        let ich = table.sections[0].rows[0]                  // "ich", "ankomme"
        let text = TableTextRenderer(color: false, width: 80, l: L(.en)).render(table)
        var page = HTML()
        TableHTMLRenderer(l: L(.en)) { "/verbs/ankommen?meaning=\($0)" }.render(table, into: &page)
        #expect(ich.label == "ich")
        #expect(ich.form.text == "ankomme")
        #expect(text.contains("ich       angekommen bin"))
        #expect(page.text.contains("<td>angekommen bin</td>"))
    }
}
