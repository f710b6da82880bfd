// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Persistence
import Practice
import QuizKit
import Wire

// A quiz played page by page: each question after the verdict on the one before, and how it ends.

extension PracticeScreens {
    /// The verdict on an answer as `verdict(_:given:why:)` words it, `explained` titling why.
    public func verdict(_ answered: Answered, explained: (Explanation) -> Explained) -> [String] {
        verdict(answered.question, given: answered.answer.given, why: answered.explanation.map(explained))
    }

    /// The page of the question at `index`: the verdict on the answer just given first, so
    /// that it cannot be read as belonging to the next verb; a blank line; `note` in yellow
    /// and a blank line ("Only 18 of the 30 questions …"); then the question's screen.
    public func quizPage(_ driver: DrillDriver, index: Int, note: String?, at now: Date,
                         explained: (Explanation) -> Explained) -> [String] {
        var lines = driver.last.map { verdict($0, explained: explained) } ?? []
        lines.append("")
        if let note { lines += [style.yellow(note), ""] }
        return lines + quizScreen(driver.session, index: index, at: now)
    }

    /// What a quiz left unfinished says last: paused ("Paused at 3/30 …") or given up (how
    /// many were right, the score); nil for a finished quiz (see `quizFinished`).
    public func quizStopped(_ driver: DrillDriver) -> [String]? {
        let session = driver.session
        switch driver.end {
        case .paused?: return ["", l.quiz.paused(session.answeredCount, of: session.quiz.questions.count)]
        case .quit?: return ["", l.quiz.quitSummary(correct: session.correctCount, of: session.answeredCount, score: session.score)]
        case .finished?, nil: return nil
        }
    }

    /// What stands above a finished quiz's results: the verdict on the last answer, that the
    /// lives ran out, and a blank line.
    public func quizFinished(_ driver: DrillDriver, explained: (Explanation) -> Explained) -> [String] {
        var lines = driver.last.map { verdict($0, explained: explained) } ?? []
        if let lives = driver.livesLost { lines += ["", l.quiz.outOfLives(lives)] }
        return lines + [""]
    }

    /// The question about an unfinished quiz, "Unfinished quiz (2026-11-23 10:00, 3/30)",
    /// and its prompt, "[r]esume / [d]iscard? ", in the learner's language.
    public func unfinishedQuestion(_ quiz: StoredQuiz) -> (line: String, prompt: String) {
        let q = l.quiz
        let answered = q.progressValue(quiz.answers.count, of: quiz.questions.count)
        return ("\(q.unfinishedPrompt) (\(date(quiz.summary.startedAt)), \(answered))",
                "[\(q.resume.prefix(1).lowercased())]\(q.resume.dropFirst()) / [\(q.discard.prefix(1).lowercased())]\(q.discard.dropFirst())? ")
    }

    /// What a reply to `unfinishedQuestion` chose: true to resume, false to discard, nil for
    /// neither. Either word or its first letter counts, in English or the learner's language.
    public func resumes(_ reply: String) -> Bool? {
        let q = l.quiz
        let answer = Grading.trimmed(reply).lowercased()
        if ["r", "resume", q.resume.lowercased(), String(q.resume.lowercased().prefix(1))].contains(answer) { return true }
        if ["d", "discard", q.discard.lowercased(), String(q.discard.lowercased().prefix(1))].contains(answer) { return false }
        return nil
    }
}

extension PracticeScreens {
    /// The verbs of a learner's own list ("--verbs hoeren") respelled as the lexicon spells
    /// them, one sentence each: "hoeren" is "hören".
    public func respellings(_ own: OwnVerbs) -> [String] {
        own.respelled.map { l.quiz.respelledVerb($0.typed, $0.meant) }
    }

    /// The words of a learner's own list the lexicon lacks ("blorfen"), one sentence each,
    /// with the verbs it may be a typo of, quoted as the language quotes („singen“, “singen”).
    public func unknownVerbs(_ own: OwnVerbs) -> [String] {
        own.unknown.map { unknown in
            let close = unknown.close.map { l.language == .de ? "„\($0)“" : "“\($0)”" }
            return close.isEmpty ? l.quiz.unknownVerb(unknown.word)
                : l.quiz.unknownVerb(unknown.word, near: close.joined(separator: ", "))
        }
    }

    /// A word of an own verb list that is no German infinitive, named by its start when it
    /// is long (a 100,000-letter "verb"), as lookup names its input.
    public func malformedVerb(_ word: String) -> String {
        l.cli.malformedVerb(word.count > 60 ? String(word.prefix(60)) + "…" : word)
    }
}
