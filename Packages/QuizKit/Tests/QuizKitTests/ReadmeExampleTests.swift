// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import QuizKit
import Testing

/// The example of README.md, line for line: `.ci/run` checks that every line of the
/// README's example stands here in the same order, so the README cannot show code
/// that does not compile or does not do what it says.
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() throws {
        let verbs = [QuizVerb(infinitive: "lernen", gloss: "to learn", rank: 1)]
        let source = VerbSource(verbs: verbs) { infinitive, group, person in
            try? Conjugator().verb(infinitive).form(group, person)
        }
        var rng = SplitMix64(seed: 42)
        let quiz = Quiz.generate(difficulty: .regular, source: source, using: &rng)
        var session = QuizSession(quiz: quiz, timer: QuizTimer(startedAt: Date()))
        let outcome = session.answer("falsch")        // graded and recorded: not correct
        #expect(quiz.questions.count == 30)
        #expect(outcome?.answer.isCorrect == false)
        #expect(session.answeredCount == 1)
    }
}
