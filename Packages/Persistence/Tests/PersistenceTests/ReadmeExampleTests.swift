// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Persistence
import Testing

/// The example of README.md, line for line: `.ci/run` checks that every line of the
/// README's example stands here in the same order, so the README cannot show code
/// that does not compile or does not do what it says.
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() throws {
        let store = try Store.inMemory()            // Store.open(path:now:) for a file
        var settings = try store.settings()
        settings.difficulty = .ridiculous
        try store.save(settings)
        let question = StoredQuestion(position: 0, verb: "singen", gloss: "to sing",
                                      conjugationgroup: .präteritumIndikativ, person: .ich, correctForm: "sang")
        let id = try store.startQuiz(NewQuiz(startedAt: Date(), difficulty: .regular, thirdPerson: .erSieEs,
                                             seed: "42", questions: [question]))
        try store.recordAnswer(StoredAnswer(position: 0, given: "sang", isCorrect: true, answeredAt: Date()), quizID: id, elapsed: 4)
        #expect(try store.settings().difficulty == .ridiculous)
        #expect(try store.unfinishedQuiz()?.answers.map(\.given) == ["sang"])
    }
}
