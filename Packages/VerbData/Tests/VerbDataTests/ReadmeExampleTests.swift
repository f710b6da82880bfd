// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Testing
import VerbData

/// The example of README.md, line for line: `.ci/run` checks that every line of the
/// README's example stands here in the same order, so the README cannot show code
/// that does not compile or does not do what it says.
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() throws {
        let lexicon = try Lexicon.bundled()
        let singen = try lexicon.conjugation("singen")
        let past = singen.verb.form(.präteritumIndikativ, .ich).marked        // "sAng"
        let found = lexicon.searchIndex().search("hoeren").first?.entry.infinitive   // "hören"
        let owner = lexicon.formIndex().lookup("ging").first?.infinitive      // "gehen"
        var json = JSONLines()
        json.conjugate("singen", in: lexicon, groups: [.perfektpartizip])
        // {"infinitive":"singen",…,"forms":{"perfektpartizip":["gesungen"]}}
        #expect(past == "sAng")
        #expect(found == "hören")
        #expect(owner == "gehen")
        #expect(json.text.contains(#""forms":{"perfektpartizip":["gesungen"]}"#))
    }
}
