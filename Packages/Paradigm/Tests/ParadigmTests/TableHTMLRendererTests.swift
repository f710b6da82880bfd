// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import Paradigm
import RichText
import Testing

/// The web page's table: irregular letters in <mark>, a table per group under its voice,
/// the notes where the passive would be.
struct TableHTMLRendererTests {
    func html(_ input: String, meaning: Int? = nil, _ choices: ConjugationTable.Choices = .init(),
              language: Language = .en) throws -> String {
        let table = try Fixture.table(input, meaning: meaning, choices, language: language)
        var h = HTML()
        TableHTMLRenderer(l: L(language)) { "/verbs/x?meaning=\($0)" }.render(table, into: &h)
        return h.text
    }

    @Test(arguments: [
        ("singen", ConjugationTable.Choices(), "<tr><th scope=\"row\">ich</th><td>s<mark>a</mark>ng</td></tr>"),
        ("singen", .init(), "<td>ges<mark>u</mark>ngen</td>"),
        ("singen", .init(thirdPerson: "sie"), "<tr><th scope=\"row\">sie</th><td>s<mark>a</mark>ng</td></tr>"),
        ("singen", .init(), "<tr><th scope=\"row\"></th><td>singen wir!</td></tr>"),
        ("ankommen", .init(clause: .subordinate), "<tr><th scope=\"row\">ich</th><td>ankomme</td></tr>"),
        ("ankommen", .init(clause: .subordinate), "<tr><th scope=\"row\">ich</th><td>angekommen bin</td></tr>"),
        ("backen", .init(groups: [.präteritumIndikativ]), "<span class=\"muted\"> (b<mark>u</mark>k)</span>"),
        ("singen", .init(groups: [.präteritumIndikativ], groupNaming: .en), "<caption>Preterite Indicative</caption>"),
        ("loben", .init(groups: Conjugationgroup.allCases), "<h2>Passive</h2>"),
        ("singen", .init(), "<h1>singen</h1><p>to sing</p><p class=\"muted\">family: strong i-a-u · auxiliary: haben"),
    ])
    func theTableIsMarkedUp(_ input: String, _ choices: ConjugationTable.Choices, _ fragment: String) throws {
        let text = try html(input, choices)
        #expect(text.contains(fragment), "\(text)")
    }

    @Test func sectionsStandUnderTheirVoice() throws {
        let text = try html("loben", .init(groups: Conjugationgroup.allCases))
        let active = try #require(text.range(of: "<h2>Active</h2>"))
        let nonFinite = try #require(text.range(of: "<h2>Infinitives and participles</h2>"))
        let passive = try #require(text.range(of: "<h2>Passive</h2>"))
        #expect(active.upperBound < nonFinite.lowerBound && nonFinite.upperBound < passive.lowerBound)
        #expect(!(try html("loben")).contains("<h2>Passive</h2>"))
    }

    @Test func theMissingPassiveIsExplainedWhereItWouldStand() throws {
        let text = try html("regnen", .init(groups: Conjugationgroup.allCases))
        #expect(text.contains("<h2>Passive</h2><p>regnen has no passive"), "\(text)")
    }

    @Test func otherMeaningsLinkToTheirPage() throws {
        let text = try html("hängen", meaning: 2)
        #expect(text.contains("Meaning 2 of 2: <a href=\"/verbs/x?meaning=1\">1. "), "\(text)")
        #expect(!(try html("singen")).contains("?meaning="))
    }

    /// A verb's words are text, never markup.
    @Test func wordsAreEscaped() throws {
        let text = try html("schnurpsen", .init(thirdPerson: "<b>"))
        #expect(text.contains("<th scope=\"row\">&lt;b&gt;</th>"))
        #expect(!text.contains("<b>"))
    }
}
