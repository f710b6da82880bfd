// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import Paradigm
import Testing

/// The terminal table: columns to the width, capitals without colour, bold red with it,
/// as `konjugieren conjugate` prints it.
struct TableTextRendererTests {
    func text(_ input: String, meaning: Int? = nil, _ choices: ConjugationTable.Choices = .init(),
              width: Int = 80, color: Bool = false) throws -> String {
        TableTextRenderer(color: color, width: width, l: L(.en)).render(try Fixture.table(input, meaning: meaning, choices))
    }

    @Test func singenAtEightyColumns() throws {
        let lines = try text("singen").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(11)) == [
            "singen — to sing",
            "family: strong i-a-u   auxiliary: haben   frequency rank: 284",
            "",
            "Präsens Indikativ                  Präteritum Indikativ",
            "ich       singe                    ich       sAng",
            "du        singst                   du        sAngst",
            "er/sie/es singt                    er/sie/es sAng",
            "wir       singen                   wir       sAngen",
            "ihr       singt                    ihr       sAngt",
            "sie       singen                   sie       sAngen",
            "",
        ])
        // The Imperativ as it is said, its variant beside it; a single form without a label.
        #expect(lines.contains("du  singe! (sing!)                 gesUngen"))
        #expect(lines.contains("    singen wir!                    "))
        #expect(lines.last == "gesUngen haben")
    }

    /// Facts that do not fit one line go on the next; the groups stand one a row.
    @Test func aNarrowTerminalGetsOneColumn() throws {
        let lines = try text("ankommen", width: 40).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(8)) == [
            "ankommen — to arrive; to depend (on)",
            "family: strong o-a-o   auxiliary: sein",
            "structure: an|kommen",
            "frequency rank: 299",
            "",
            "Präsens Indikativ",
            "ich       komme an",
            "du        kommst an",
        ])
    }

    @Test(arguments: [
        ("ankommen", ConjugationTable.Choices(clause: .subordinate), "ich       ankomme"),
        ("ankommen", .init(clause: .subordinate), "ich       angekommen bin"),
        ("singen", .init(thirdPerson: "sie"), "sie sAng"),
        ("backen", .init(groups: [.präteritumIndikativ]), "ich       backte (bUk)"),
        ("tanzen", .init(groups: [.präsensIndikativVorgangspassiv]), "es wird getanzt"),
        ("tanzen", .init(clause: .subordinate, groups: [.präsensIndikativVorgangspassiv]), "getanzt wird"),
        ("singen", .init(groups: [.präteritumIndikativ], groupNaming: .en), "Preterite Indicative"),
    ])
    func linesFollowTheChoices(_ input: String, _ choices: ConjugationTable.Choices, _ line: String) throws {
        let text = try text(input, choices)
        #expect(text.split(separator: "\n").contains { $0.contains(line) }, "\(text)")
    }

    @Test func theMissingPassiveIsSaidOnceAndWrapped() throws {
        #expect(try text("regnen", .init(groups: Conjugationgroup.passive)) == """
        regnen — to rain
        family: weak   auxiliary: haben   frequency rank: 863

        regnen has no passive: a weather verb has no doer for the passive to leave out
        (not *es wird geregnet).
        """)
    }

    /// "No forms" names the kinds of verb that lack them, on one line.
    @Test func noFormsIsOneLine() throws {
        let text = try text("können", .init(groups: [.imperativ]), width: 40)
        #expect(text.hasSuffix("\n\nkönnen has no forms in these conjugationgroups (haben, the modal verbs, the reflexive verbs and most verbs whose perfect takes sein have no passive)."))
    }

    @Test(arguments: [(nil as Int?, true), (1, false), (2, false)])
    func otherMeaningsAreListedUnlessOneWasChosen(_ meaning: Int?, _ listed: Bool) throws {
        let text = try text("hängen", meaning: meaning)
        #expect(text.contains("other meanings: ") == listed)
        #expect(text.contains("— choose with --meaning N") == listed)
    }

    @Test func colourMarksTheIrregularLettersBoldRed() throws {
        let text = try text("backen", .init(groups: [.präteritumIndikativ]), color: true)
        #expect(text.hasPrefix("\u{1B}[1mbacken\u{1B}[0m — to bake\n\u{1B}[2mfamily: "))
        #expect(text.contains("ich       backte\u{1B}[2m (\u{1B}[0m\u{1B}[2mb\u{1B}[0m\u{1B}[1;31mu\u{1B}[0m\u{1B}[2mk\u{1B}[0m\u{1B}[2m)\u{1B}[0m"))
        #expect(try self.text("singen", color: true).contains("s\u{1B}[1;31ma\u{1B}[0mng"))
        #expect(!(try self.text("singen")).contains("\u{1B}"))
    }
}
