// SPDX-License-Identifier: GPL-3.0-or-later
import Testing
import VerbData

/// What a phrase typed where a verb belongs may have meant.
struct LexiconPhraseTests {
    static let lexicon: Lexicon? = try? Lexicon.bundled()

    @Test(arguments: [
        ("sich etwas merken", ["sich merken", "merken"]),
        ("kennen lernen", ["kennenlernen", "lernen"]),
        ("etwas  merken", ["merken"]),
        ("sich sein", ["sein"]),
        ("Auto fahren", ["fahren"]),
        ("singen", []),
        ("xyzzy plugh", []),
        ("", []),
    ])
    func phrasesSuggestTheirVerb(_ phrase: String, _ expected: [String]) throws {
        let lexicon = try #require(Self.lexicon)
        #expect(lexicon.verbs(inPhrase: phrase) == expected)
    }

    @Test(arguments: [
        ("singen laufen", ["singen", "laufen"]),
        ("singen  laufen gehen", ["singen", "laufen", "gehen"]),
        ("singen singen", ["singen"]),
        ("kennen lernen", []),
        ("sich etwas merken", []),
        ("Auto fahren", []),
        ("singen", []),
    ])
    func severalVerbsAreEachNamed(_ phrase: String, _ expected: [String]) throws {
        let lexicon = try #require(Self.lexicon)
        #expect(lexicon.separateVerbs(inPhrase: phrase) == expected)
    }
}
