// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import Wire

// A quiz on screen, its results, and one row per question as results and history list them.

/// One question in a list of results: "12. ✗ " before "singen · Präteritum Indikativ ·
/// ich: sAng", and after it "— Your answer: singte" or "— not asked".
public struct ResultRow: Sendable, Equatable {
    /// The number and the mark, right-aligned with the list's longest number: " 3. ✓ ".
    public var prefix: String
    /// The question and its right answer.
    public var text: String
    /// What was given, or that the question was not asked; nil to say nothing more.
    public var tail: String?

    /// The row on one line.
    public var line: String { prefix + text + (tail.map { " " + $0 } ?? "") }
}

extension PracticeScreens {
    /// A question in a list of results: its number among `total`, `text` (what was asked
    /// and the right form), and the answer given. A wrong answer is shown in yellow, a
    /// right one only with `showsRightAnswers` (it may be another accepted spelling, "liess"
    /// for ließ); an unanswered question says "not asked" when `notAsked` is true.
    public func resultRow(_ number: Int, of total: Int, _ text: String, answer: (given: String, isCorrect: Bool)?,
                          showsRightAnswers: Bool = false, notAsked: Bool = true, escapes: Bool = true) -> ResultRow {
        let q = l.quiz
        let mark = answer == nil ? "·" : answer?.isCorrect == true ? style.green("✓") : style.red("✗")
        let digits = String(number)
        let prefix = String(repeating: " ", count: max(0, String(total).count - digits.count)) + digits + ". " + mark + " "
        var tail: String?
        if let answer, !answer.isCorrect || showsRightAnswers {
            let shown = given(answer.given, escapes: escapes)
            tail = "— \(q.yourAnswer): " + (answer.isCorrect ? shown : style.yellow(shown))
        } else if answer == nil && notAsked {
            tail = "— " + style.dim(q.notAsked)
        }
        return ResultRow(prefix: prefix, text: text, tail: tail)
    }

    /// "singen · Präteritum Indikativ · ich: sAng": a question and its right answer.
    public func asked(_ question: Question) -> String {
        settings.describe(question) + ": " + answerText(question)
    }

    /// The rows of a quiz's question screen, the elapsed time, the score and the lives
    /// left under the question's rows, as a table.
    public func quizScreen(_ session: QuizSession, index: Int, at now: Date) -> [String] {
        let q = l.quiz
        var rows = questionRows(session.quiz.questions[index], progress: (index + 1, session.quiz.questions.count))
        rows.append((q.elapsed, formatElapsed(session.timer.elapsed(at: now))))
        rows.append((q.score, String(session.score)))
        if let lives = session.lives, let left = session.livesLeft {
            rows.append((q.lives, q.livesLeft(left, of: lives)))
        }
        return table(rows)
    }

    /// The results: score, XP, level, rating, the quiz's standing among earlier ones, the
    /// daily goal, the leaderboard place (pointing to `leaderboardHint`), badges earned,
    /// then every question.
    public func results(_ standing: QuizStanding, _ session: QuizSession, leaderboardHint: String) -> [String] {
        let q = l.quiz
        let g = l.game
        var lines = [
            style.bold(q.results),
            "\(q.score): \(standing.score)",
            // Right out of asked: a quiz that lives ended says 0/3, not 0/30.
            q.correctCount(standing.correct, of: standing.answered),
            "\(q.difficulty): \(standing.difficulty.name(l))",
            "\(l.leaderboard.time): \(formatElapsed(standing.elapsed))",
            "\(g.experience): \(g.experienceEarned(standing.experienceEarned)) · "
                + g.level(standing.level, experience: standing.experience, toNext: standing.experienceToNextLevel),
        ]
        if let rank = standing.rank {
            lines.append(g.rating(rank.rating))
            lines.append(g.percentile(rank.percentile))
        }
        lines.append(g.goal(done: standing.goal.done, target: standing.goal.target))
        if let place = standing.place {
            lines.append(q.leaderboardPlace(place, of: standing.boardSize) + "  " + style.dim(leaderboardHint))
        }
        lines += standing.badges.map(badgeEarned)
        lines.append("")
        let total = session.quiz.questions.count
        for (i, question) in session.quiz.questions.enumerated() {
            let answer = session.answers[i].map { (given: $0.given, isCorrect: $0.isCorrect) }
            let row = resultRow(i + 1, of: total, asked(question), answer: answer)
            lines += wrapped(row.prefix, row.text, tail: row.tail)
        }
        return lines
    }

    /// "★ Badge earned: Perfect quiz", in yellow.
    public func badgeEarned(_ badge: Badge) -> String {
        style.yellow("★ " + l.game.badgeEarned(badge.rawValue))
    }
}
