// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Testing

/// One number format per language for every count: 10,245 in English, 10.245 in German.
struct NumberFormatTests {
    @Test(arguments: [(0, "0", "0"), (999, "999", "999"), (1_000, "1,000", "1.000"), (10_245, "10,245", "10.245"),
                      (1_234_567, "1,234,567", "1.234.567"), (-4_200, "-4,200", "-4.200")])
    func groupedThousands(number: Int, english: String, german: String) {
        #expect(Language.en.grouped(number) == english)
        #expect(Language.de.grouped(number) == german)
        #expect(L(.de).grouped(number) == german)
    }

    /// A count argument is written grouped and still picks the plural.
    @Test(arguments: [(Language.en, 10_245, "10,245 meanings"), (.de, 10_245, "10.245 Bedeutungen"),
                      (.en, 1, "1 meaning"), (.de, 1, "1 Bedeutung")])
    func countsInCatalogStrings(language: Language, count: Int, expected: String) {
        #expect(L(language).string(.listingCountMeanings, .count(count)) == expected)
    }

    @Test func anIntegerArgumentStaysUngrouped() {
        // Numbers a user types again (a quiz number, a seed) are not counts.
        #expect(L(.en).string(.historyDeleted, .int(12_345)) == "Quiz 12345 deleted.")
    }

    @Test(arguments: [(Language.de, "options", "Optionen"), (.de, "path", "Pfad"), (.en, "options", "options")])
    func usagePlaceholders(language: Language, name: String, expected: String) {
        #expect(L(language).cli.placeholder(name) == expected)
        #expect(L(language).cli.placeholder("no-such-value") == nil)
    }
}
