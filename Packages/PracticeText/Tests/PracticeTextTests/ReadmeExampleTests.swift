// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import Persistence
import PracticeText
import QuizKit
import Testing
import Wire

/// The example of README.md, line for line (`.ci/run` checks that every line of it stands
/// here in the same order).
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() {
        let screens = PracticeScreens(l: L(.en), settings: Persistence.Settings(), width: 80)
        let question = Question(verb: QuizVerb(infinitive: "singen", gloss: "to sing", rank: 120),
                                conjugationgroup: .präteritumIndikativ, person: .ich,
                                expected: Form(text: "sang", variants: ["sang"], irregularOffsets: [1]))
        let right = screens.answerText(question)                // "sAng": the irregular letter in upper case
        let why = Explained(sentence: "singen is a strong verb.", article: "ablaut", title: "Strong verbs")
        let verdict = screens.verdict(question, given: "singte", why: why)
        // ✗ Your answer: singte · Correct answer: sAng (ich sang)
        //   Why: singen is a strong verb. See “Strong verbs” (konjugieren info ablaut).
        #expect(right == "sAng")
        #expect(verdict.count == 2)
        #expect(verdict[0].hasSuffix("sAng (ich sang)"))
    }
}
