// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Persistence
import Practice
import QuizKit
import Testing
import VerbData

/// The example of README.md, line for line: `.ci/run` checks that every line of the
/// README's example stands here in the same order, so the README cannot show code
/// that does not compile or does not do what it says.
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() throws {
        let practice = Practice(store: try Store.inMemory(), source: .lexicon(try Lexicon.bundled()))
        var quiz = try practice.start(QuizPlan(difficulty: .regular, seed: 42), at: Date())
        let first = quiz.session.current?.expected.text ?? ""
        if let answered = quiz.answer(first, at: Date()) {
            for write in answered.writes { try practice.perform(write) }     // the answer and its review change
        }
        let answers = try practice.unfinishedQuiz()?.answers.count           // 1
        #expect(answers == 1)
    }
}
