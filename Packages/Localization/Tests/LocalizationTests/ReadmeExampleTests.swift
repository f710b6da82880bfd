// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Testing

/// The example of README.md, line for line: `.ci/run` checks that every line of the
/// README's example stands here in the same order, so the README cannot show code
/// that does not compile or does not do what it says.
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() throws {
        let l = L(.de)
        let score = l.quiz.correctCount(27, of: 30)                        // "Richtig: 27/30"
        let group = l.conjugationgroup.name("präteritumKonjunktivII")      // "Präteritum Konjunktiv II"
        let days = l.dashboard.days(5)                                     // "5 Tage"
        let language = try Language.resolve(flag: nil, environment: ["LANG": "de_DE.UTF-8"])   // .de
        #expect(score == "Richtig: 27/30")
        #expect(group == "Präteritum Konjunktiv II")
        #expect(days == "5 Tage")
        #expect(language == .de)
    }
}
