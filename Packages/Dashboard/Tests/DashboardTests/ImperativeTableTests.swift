// SPDX-License-Identifier: GPL-3.0-or-later
import Dashboard
import Localization
import Testing

/// The Imperativ as it is said names wir and Sie in the form ("kommen wir an!"), so the
/// table shows no pronoun label beside them: never "wir kommen wir an!".
struct ImperativeTableTests {
    @Test(arguments: [
        ("ankommen", "du  komm an!", ["kommen wir an!", "kommen Sie an!"], ["wir kommen wir", "Sie kommen Sie"]),
        ("sich waschen", "du  wasche dich!", ["waschen wir uns!", "waschen Sie sich!"], ["wir waschen wir", "Sie waschen Sie"]),
        ("singen", "du  singe!", ["singen wir!", "singen Sie!"], ["wir singen wir", "Sie singen Sie"]),
    ], [Language.en, .de])
    func thePronounStandsOnceInTheImperativ(row: (verb: String, du: String, said: [String], doubled: [String]),
                                            language: Language) throws {
        let (verb, du, said, doubled) = row
        var (session, _) = try Fixture.state(size: Size(columns: 80, rows: 200), language: language)
        session.openVerb(verb)
        let lines = render(session.state, size: Size(columns: 80, rows: 200))
        let text = lines.joined(separator: "\n")
        #expect(text.contains(du), "\(text)")
        for form in said { #expect(text.contains(form), "\(verb): no “\(form)” in\n\(text)") }
        for twice in doubled { #expect(!text.contains(twice), "\(verb): “\(twice)” in\n\(text)") }
        // The forms without a label stay in the column of the labelled ones.
        func column(of text: String) throws -> Int {
            let line = try #require(lines.first { $0.contains(text) }, "no “\(text)”")
            let range = try #require(line.range(of: text))
            return line.distance(from: line.startIndex, to: range.lowerBound)
        }
        let forms = try column(of: du) + 4
        for form in said { #expect(try column(of: form) == forms, "\(verb): “\(form)” is out of line") }
    }
}

/// A variant beside the preferred form shows its own marks, in the CLI's way:
/// "backte (bUk)", never "backte / buk".
struct VariantTableTests {
    @Test(arguments: [("backen", "ich       backte (bUk)"), ("sehen", "du  sIEh! (sIEhe!)"),
                      ("stehen", "ich       stÜnde (stÄnde)"), ("sein", "du        BIST")], [Language.en, .de])
    func variantsKeepTheirMarks(row: (verb: String, line: String), language: Language) throws {
        var (session, _) = try Fixture.state(size: Size(columns: 80, rows: 300), language: language)
        session.openVerb(row.verb)
        let text = render(session.state, size: Size(columns: 80, rows: 300)).joined(separator: "\n")
        let form = row.line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().joined(separator: " ")
        #expect(text.contains(form), "\(row.verb): no “\(form)” in\n\(text)")
        #expect(!text.contains(" / "), "\(text)")
    }
}
