// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
@testable import VerbData

/// A learner without a German keyboard types ae/oe/ue/ss; the lexicon tells them the word
/// they meant instead of conjugating a verb that does not exist.
struct SpellingTests {
    static let lexicon = try? Lexicon.bundled()

    @Test(arguments: [("hoeren", "hören"), ("aergern", "ärgern"), ("giessen", "gießen"), ("sich freuen", nil),
                      ("sich aergern", "sich ärgern"), ("muessen", "müssen"), ("bauen", nil), ("hören", nil),
                      ("quengeln", nil), ("googeln", nil), ("", nil), ("zwei woerter hier", nil)] as [(String, String?)])
    func umlautsTypedAsDigraphsAreRespelled(input: String, expected: String?) throws {
        let lexicon = try #require(Self.lexicon)
        #expect(lexicon.respelling(of: input) == expected)
    }

    @Test func closeSpellingsAreTheMostFrequentFirst() throws {
        let lexicon = try #require(Self.lexicon)
        let close = lexicon.closeSpellings(of: "sigen")
        #expect(close.first == "sagen")        // rank 4: the most frequent verb one letter away
        #expect(close.contains("singen"))
        #expect(close.count <= 3)
        #expect(lexicon.closeSpellings(of: "singen").isEmpty)
        #expect(lexicon.closeSpellings(of: "sich fruen").first == "sich freuen")
    }

    @Test(arguments: [("sigen", "singen", true), ("singen", "sigen", true), ("snigen", "singen", true),
                      ("singen", "singen", false), ("sagen", "singen", false), ("siegn", "singen", false)])
    func oneEdit(a: String, b: String, expected: Bool) {
        #expect(Lexicon.oneEditApart(Array(a), Array(b)) == expected)
    }

    @Test func unfoldingsCoverEveryCombination() {
        #expect(Set(Lexicon.unfoldings(of: "fuessen")) == ["fuessen", "füssen", "fueßen", "füßen"])
        #expect(Lexicon.unfoldings(of: String(repeating: "ae", count: 40)).count == 256)
    }
}
