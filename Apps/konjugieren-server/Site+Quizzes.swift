// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Localization
import Persistence
import Practice
import PracticeText
import QuizKit
import Wire

/// The server-graded quiz, over `RecordedQuiz` from Practice: the questions are chosen and
/// stored when the quiz starts, and every answer is graded from the stored records, so a
/// client can neither pick its questions nor grade itself, and any server process sharing
/// the database can take the next answer.
extension Site {
    /// The quiz as the store has it and as Practice rebuilds it.
    struct LoadedQuiz {
        var stored: BoardQuiz
        var quiz: RecordedQuiz
        var session: QuizSession { quiz.session }
        var isFinished: Bool { stored.finishedAt != nil || quiz.session.isFinished }
    }

    /// What an answer did.
    struct Outcome {
        var position: Int
        var question: Question
        var answer: QuizSession.Answer
        var loaded: LoadedQuiz
    }

    /// Claims `name` for a new player; returns the token, which is shown once and stored
    /// only as its hash.
    func claim(_ name: String) async throws -> String {
        guard PlayerName.isValid(name) else { throw Failure.badName }
        let token = randomHex(bytes: 32)
        guard try await board.claim(player: name, tokenHash: Site.hash(token: token), at: now()) else {
            throw Failure.nameTaken(name)
        }
        return token
    }

    /// Checks that `token` is the one `name` was claimed with; a free name is claimed, and
    /// its new token returned.
    func authorize(_ name: String, token: String?) async throws -> String? {
        guard PlayerName.isValid(name) else { throw Failure.badName }
        guard let stored = try await board.tokenHash(player: name) else {
            do {
                return try await claim(name)
            } catch let failure as Failure where failure.status == .conflict {
                // Claimed by another request meanwhile: the token decides as for any taken name.
                return try await authorize(name, token: token)
            }
        }
        guard let token, Site.hash(token: token) == stored else { throw Failure.badToken(name) }
        return nil
    }

    /// Starts a quiz of `length` questions for `player` (nil: a quiz that is not ranked);
    /// `seed` picks its questions as `konjugieren quiz --seed` does, nil a random one.
    func startQuiz(player: String?, difficulty: Difficulty, length: Int, seed: UInt64? = nil) async throws -> LoadedQuiz {
        guard (1...limits.questions).contains(length) else { throw Failure.badLength(limits.questions) }
        // The most frequent verbs: a shared board should rank the German a class learns.
        var plan = QuizPlan(difficulty: difficulty, seed: seed ?? random(), maximumRank: 2000)
        plan.options.length = length
        let records = RecordedQuiz.questions(plan, source: source)
        guard !records.isEmpty, let quiz = RecordedQuiz(difficulty: difficulty, questions: records, answers: [], source: source)
        else { throw Failure.internal }
        let stored = BoardQuiz(id: randomHex(bytes: 16), player: player, difficulty: difficulty,
                               questions: QuestionRecords.encode(records), startedAt: now())
        try await board.create(stored)
        return LoadedQuiz(stored: stored, quiz: quiz)
    }

    /// The quiz `id` with its answers; `Failure.noQuiz` for an id that is not one.
    func loadQuiz(_ id: String) async throws -> LoadedQuiz {
        guard id.count == 32, id.allSatisfy({ $0.isHexDigit }), let stored = try await board.quiz(id: id) else {
            throw Failure.noQuiz
        }
        guard let records = QuestionRecords.decode(stored.questions),
              let quiz = RecordedQuiz(difficulty: stored.difficulty, questions: records,
                                      answers: stored.answers.map { .init(given: $0.given, isCorrect: $0.isCorrect) },
                                      source: source)
        else { throw Failure.internal }
        var loaded = LoadedQuiz(stored: stored, quiz: quiz)
        // Answered to the end but never finished (a store written before the last answer and
        // the finish were one transaction): finished now, so that its score counts.
        if stored.finishedAt == nil && quiz.session.isFinished {
            let session = quiz.session
            let date = now()
            if try await board.finish(quizID: id, score: session.finalScore, correctCount: session.correctCount, at: date) {
                loaded.stored.finishedAt = date
                loaded.stored.score = session.finalScore
            }
        }
        return loaded
    }

    /// Why the form `question` asks is what it is, after the wrong answer `given`, in the
    /// language of `l`: the sentence the CLI prints, and the article that covers it.
    func explained(_ question: Question, given: String, _ l: L) -> Explained {
        let why = Explanation(question, verb: source.verb(question.verb.prompt), given: given)
        return Explained(why, l, library: library)
    }

    /// Grades `text` as the answer to the current question of quiz `id` and stores it; the
    /// last answer finishes the quiz and puts its score on the board, once.
    func answer(_ text: String, quiz id: String) async throws -> Outcome {
        guard text.count <= limits.answer else { throw Failure.answerTooLong(limits.answer) }
        var loaded = try await loadQuiz(id)
        guard loaded.stored.finishedAt == nil, let graded = loaded.quiz.answer(text) else { throw Failure.quizOver }
        let answer = BoardAnswer(position: graded.index, given: graded.answer.given, isCorrect: graded.answer.isCorrect)
        // The last answer finishes the quiz in the same write.
        let session = loaded.quiz.session
        let finishing = session.isFinished
            ? BoardFinish(score: session.finalScore, correctCount: session.correctCount, at: now()) : nil
        // Another request answered this question first: this one changes nothing.
        guard try await board.record(answer, quizID: id, finishing: finishing) else { throw Failure.quizOver }
        loaded.stored.answers.append(answer)
        if let finishing {
            loaded.stored.finishedAt = finishing.at
            loaded.stored.score = finishing.score
        }
        return Outcome(position: graded.index, question: graded.question, answer: graded.answer, loaded: loaded)
    }
}

/// The questions of a stored quiz as JSON text: the fields of Practice's `StoredQuestion`.
enum QuestionRecords {
    private struct Record: Codable {
        var position: Int
        var verb: String
        var gloss: String
        var conjugationgroup: String
        var person: String?
        var correctForm: String
        var kind: String
        var options: [String]
    }

    static func encode(_ records: [StoredQuestion]) -> String {
        let mirror = records.map { Record(position: $0.position, verb: $0.verb, gloss: $0.gloss,
                                          conjugationgroup: $0.conjugationgroup.rawValue, person: $0.person?.id,
                                          correctForm: $0.correctForm, kind: $0.kind, options: $0.options) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(mirror)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    /// The questions; nil when the text is not such JSON or names a group or person this
    /// version does not know.
    static func decode(_ text: String) -> [StoredQuestion]? {
        guard let records = try? JSONDecoder().decode([Record].self, from: Data(text.utf8)) else { return nil }
        return try? records.map { r throws(PersistenceError) in
            StoredQuestion(position: r.position, verb: r.verb, gloss: r.gloss,
                           conjugationgroup: try Conjugationgroup(stored: r.conjugationgroup),
                           person: try r.person.map(Person.init(stored:)), correctForm: r.correctForm, kind: r.kind,
                           options: r.options)
        }
    }
}
