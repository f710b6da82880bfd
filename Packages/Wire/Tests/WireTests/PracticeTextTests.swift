// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import Testing
import VerbData
import Wire

/// What the front ends say about practice: the why line, the note of a short quiz, a form
/// of the review queue named as the quiz asked it.
struct PracticeTextTests {
    static let lexicon = try? Lexicon.bundled()
    static let source: VerbSource? = lexicon.map(VerbSource.lexicon)

    @Test func theWhyLineAfterAMissingGeDoesNotBlameGe() throws {
        let source = try #require(Self.source)
        let practice = Practice(store: try Store.inMemory(), source: source)
        let question = try #require(source.question(infinitive: "verwenden", gloss: "", conjugationgroup: .perfektIndikativ,
                                                    person: .ich))
        let wrong = practice.explanation(question, given: "habe verwendt").sentence(L(.en))
        #expect(!wrong.contains("no ge-"), "\(wrong)")
        let gePrefixed = practice.explanation(question, given: "habe geverwendet").sentence(L(.en))
        #expect(gePrefixed.contains("ge-"), "\(gePrefixed)")
    }

    /// One verb has fewer different questions than the 30 asked for: the quiz says so.
    @Test func aQuizOnOneVerbSaysItIsShorter() throws {
        let source = try #require(Self.source)
        let practice = Practice(store: try Store.inMemory(), source: source)
        let quiz = try practice.start(QuizPlan(difficulty: .regular, seed: 1, verbs: ["singen"]), at: Date())
        let count = quiz.session.quiz.questions.count
        #expect(quiz.isShort)
        #expect(quiz.fewerQuestionsNote(L(.en))
                == "Only \(count) of the 30 questions asked for: the verbs and groups chosen give no more different questions.")
        #expect(quiz.fewerQuestionsNote(L(.de))?.hasPrefix("Nur \(count) der 30 gewünschten Fragen") == true)
        let full = try Practice(store: try Store.inMemory(), source: source).start(QuizPlan(difficulty: .regular, seed: 1), at: Date())
        #expect(full.fewerQuestionsNote(L(.en)) == nil)
    }

    @Test(arguments: [("bedanken", "sich bedanken"), ("sich waschen", "sich waschen"), ("waschen", "waschen"),
                      ("singen", "singen"), ("blorfen", "blorfen")])
    func theQueueNamesAVerbAsTheQuizAsksIt(_ infinitive: String, _ prompt: String) throws {
        let lexicon = try #require(Self.lexicon)
        #expect(lexicon.prompt(infinitive) == prompt)
        let entry = ReviewEntry(verb: infinitive, conjugationgroup: .präsensIndikativ, person: .ich, box: 1,
                                dueAt: Date(timeIntervalSince1970: 0), lastReviewedAt: Date(timeIntervalSince1970: 0),
                                wrongCount: 1, rightCount: 0)
        #expect(Persistence.Settings().describe(entry, verb: lexicon.prompt(infinitive)).hasPrefix(prompt + " · "))
    }
}
