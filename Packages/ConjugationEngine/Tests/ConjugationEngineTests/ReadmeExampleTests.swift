// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Testing

/// The example of README.md, line for line: `.ci/run` checks that every line of the
/// README's example stands here in the same order, so the README cannot show code
/// that does not compile or does not do what it says.
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() throws {
        let conjugator = Conjugator()                      // the engine's own knowledge, no lexicon
        let ankommen = try conjugator.verb("ankommen")
        let past = ankommen.form(.präteritumIndikativ, .ich).text          // "kam an"
        let perfect = ankommen.form(.perfektIndikativ, .ich).text          // "bin angekommen"
        let sang = try conjugator.verb("singen").form(.präteritumIndikativ, .ich).marked  // "sAng"
        let dachte = try conjugator.verb("denken").form(.präteritumIndikativ, .ich).text  // "dachte"
        let present = try conjugator.verb("sich freuen").texts(.präsensIndikativ)
        // ["freue mich", "freust dich", "freut sich", "freuen uns", "freut euch", "freuen sich"]
        #expect(past == "kam an")
        #expect(perfect == "bin angekommen")
        #expect(sang == "sAng")
        #expect(dachte == "dachte")
        #expect(present == ["freue mich", "freust dich", "freut sich", "freuen uns", "freut euch", "freuen sich"])
    }
}
