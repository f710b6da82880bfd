// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Testing

/// The example of README.md, line for line: `.ci/run` checks that every line of the
/// README's example stands here in the same order, so the README cannot show code
/// that does not compile or does not do what it says.
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() throws {
        let conjugator = Conjugator()
        let lernen = try conjugator.verb("lernen")
        let past = lernen.form(.präteritumIndikativ, .ich).text           // "lernte"
        let perfect = lernen.form(.perfektIndikativ, .wir).text           // "haben gelernt"
        let participle = try conjugator.verb("studieren").form(.perfektpartizip, nil).text  // "studiert"
        let present = try conjugator.verb("sich freuen").texts(.präsensIndikativ)
        // ["freue mich", "freust dich", "freut sich", "freuen uns", "freut euch", "freuen sich"]
        #expect(past == "lernte")
        #expect(perfect == "haben gelernt")
        #expect(participle == "studiert")
        #expect(present == ["freue mich", "freust dich", "freut sich", "freuen uns", "freut euch", "freuen sich"])
    }
}
