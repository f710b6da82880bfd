// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Testing
@testable import VerbData

/// The lexicon keeps the verbs it made (and their writers of forms): a verb asked for
/// again gives the same answer, byte for byte, as the first time and as a verb made anew.
struct VerbMemoTests {
    /// The line of `input` written from a verb made anew, with no memo involved.
    static func fresh(_ input: String, _ lexicon: Lexicon, meaning: Int? = nil) throws -> String {
        let conjugation = try lexicon.conjugation(input, meaning: meaning, conjugator: lexicon.conjugator)
        #expect(conjugation.memoSlot == nil)
        let asked = try Conjugator.validate(input).reflexive
        var json = JSONLines()
        json.verb(conjugation.verb, entry: conjugation.entry, meanings: conjugation.meanings,
                  groups: Conjugationgroup.allCases, askedReflexive: asked)
        return json.text
    }

    @Test(arguments: [
        ("singen", nil), ("hängen", 1), ("hängen", 2), ("sich freuen", nil), ("freuen", nil), ("bedanken", nil),
        ("sich bedanken", nil), ("ankommen", nil), ("sein", nil), ("können", nil), ("sich hängen", nil),
        ("fahren", nil), ("studieren", nil), ("sich waschen", nil),
    ] as [(String, Int?)])
    func aKeptVerbWritesWhatAFreshOneWrites(_ input: String, _ meaning: Int?) throws {
        let lexicon = try Lexicon.bundled()
        let expected = try VerbMemoTests.fresh(input, lexicon, meaning: meaning)
        for _ in 0..<3 {
            var json = JSONLines()
            let written = json.conjugate(input, in: lexicon, meaning: meaning)
            #expect(written)
            #expect(json.text == expected)
        }
        #expect(try lexicon.conjugation(input, meaning: meaning).memoSlot != nil)
    }

    /// The writers kept for "sich freuen" are not those of a bare "freuen" asked through the
    /// same slot: a caller that says otherwise than its input gets writers made for it.
    @Test func keptWritersFollowTheInputsPronoun() throws {
        let lexicon = try Lexicon.bundled()
        let kept = try lexicon.conjugation("bedanken")
        var bare = JSONLines(), asked = JSONLines()
        bare.verb(kept, groups: Conjugationgroup.allCases, askedReflexive: false)
        asked.verb(kept, groups: Conjugationgroup.allCases, askedReflexive: true)
        #expect(bare.text == (try VerbMemoTests.fresh("bedanken", lexicon)))
        #expect(asked.text.contains("\"infinitive\":\"sich bedanken\""))
        #expect(!asked.text.contains("reflexiveForms"))
    }

    /// Verbs the rules make (verschwurbeln, zersingen, an old spelling) are kept too, but
    /// only a bounded few: no input can grow the memo much past the lexicon, and the
    /// lexicon's verbs stay when the others are forgotten.
    @Test func verbsTheLexiconLacksAreKeptBoundedly() throws {
        // A lexicon of its own, so that other tests' verbs do not count.
        let bundled = try Lexicon.bundled()
        let lexicon = Lexicon(entries: bundled.entries, principalParts: bundled.principalParts)
        let memo = lexicon.storage.memo
        _ = try lexicon.conjugation("singen")
        for input in ["verschwurbeln", "zersingen", "plazieren"] {
            let expected = try VerbMemoTests.fresh(input, lexicon)
            var json = JSONLines()
            json.conjugate(input, in: lexicon)
            #expect(json.text == expected)
            #expect(memo.meanings(.init(infinitive: input, reflexive: false))?.isLexicon == false)
        }
        let before = memo.count
        for k in 0..<(Lexicon.VerbMemo.othersLimit + 10) {
            // zerbaeln, zerbbeln, …: well-formed infinitives no list contains.
            let letters = String(k).map { String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0.wholeNumberValue ?? 0))) }
            _ = try lexicon.conjugation("zer" + letters.joined() + "eln")
        }
        #expect(memo.count <= before + Lexicon.VerbMemo.othersLimit)
        #expect(memo.meanings(.init(infinitive: "singen", reflexive: false))?.isLexicon == true)
    }

    @Test func theMemoForgetsEverythingPastItsLimit() throws {
        let lexicon = try Lexicon.bundled()
        let memo = Lexicon.VerbMemo(limit: 3)
        let verbs = try lexicon.conjugator.verbs("singen")
        for (k, word) in ["a", "b", "c", "d"].enumerated() {
            memo.store(.init(infinitive: word, reflexive: false), verbs: verbs, entries: [], isLexicon: true)
            #expect(memo.count == (k < 3 ? k + 1 : 1))
        }
    }

    /// Errors are not kept either, and read the same every time.
    @Test func anErrorLineStaysAnErrorLine() throws {
        let lexicon = try Lexicon.bundled()
        var first = JSONLines(), second = JSONLines()
        let once = first.conjugate("sich sein", in: lexicon)
        let twice = second.conjugate("sich sein", in: lexicon)
        #expect(!once && !twice)
        #expect(first.text == second.text)
    }
}
