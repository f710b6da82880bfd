// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import Wire

// The history of quizzes: the table of past quizzes and one reopened.

extension PracticeScreens {
    /// The history table's header: number, date, score (`score` names the column, the
    /// quiz's word by default), right answers, XP, better than, difficulty, time.
    public func historyHeader(score: String? = nil) -> [String] {
        let h = l.history
        return [h.number, h.date, score ?? l.quiz.score, "✓", l.game.experience, h.betterThan, l.quiz.difficulty, l.leaderboard.time]
    }

    /// The columns the history table right-aligns: the number, the score, the XP, the percentile.
    public static let historyRightAligned: Set<Int> = [0, 2, 4, 5]

    /// A past quiz as a row of the history table, `percentile` being where it stands among
    /// the quizzes before it ("—" for none).
    public func historyCells(_ s: QuizSummary, percentile: Int?) -> [String] {
        [String(s.id), date(s.finishedAt ?? s.startedAt), String(s.score),
         l.quiz.progressValue(s.correctCount, of: s.askedCount), String(s.experience),
         percentile.map(l.percent) ?? "—", s.difficulty.name(l), formatElapsed(s.elapsed)]
    }

    /// A past quiz's title: "Quiz 12 of 2026-11-23 10:00".
    public func pastQuizTitle(_ s: QuizSummary) -> String {
        style.bold(l.history.showTitle(Int(s.id), date: date(s.finishedAt ?? s.startedAt)))
    }

    /// A past quiz's facts: score, right answers, difficulty, time, XP, and for a lives quiz
    /// its lives (why it ended before its last question).
    public func pastQuizFacts(_ s: QuizSummary) -> [String] {
        let q = l.quiz
        var facts = ["\(q.score): \(s.score)", q.correctCount(s.correctCount, of: s.askedCount),
                     "\(q.difficulty): \(s.difficulty.name(l))",
                     "\(l.leaderboard.time): \(formatElapsed(s.elapsed))",
                     "\(l.game.experience): \(s.experience)"]
        if let lives = s.lives { facts.append("\(q.lives): \(lives)") }
        return facts
    }

    /// A past quiz reopened: its title and facts, its rating and percentile (`standing`),
    /// then every question with the answer given and the right form. `question` remakes a
    /// stored question (nil when its verb is gone: the stored form is shown); a
    /// multiple-choice one says so.
    public func pastQuiz(_ stored: StoredQuiz, standing: (rating: Double, percentile: Int?)?,
                         question: (StoredQuestion) -> Question?) -> [String] {
        let s = stored.summary
        var lines = [pastQuizTitle(s), pastQuizFacts(s).joined(separator: " · ")]
        if let standing {
            lines.append(l.game.rating(standing.rating))
            lines.append(l.game.percentile(standing.percentile))
        }
        lines.append("")
        let answers = Dictionary(stored.answers.map { ($0.position, $0) }, uniquingKeysWith: { a, _ in a })
        for record in stored.questions {
            var text: String
            if let question = question(record) {
                text = asked(question)
                switch question.kind {
                case .choice: text += " " + style.dim("(" + l.history.kindChoice + ")")
                case .trueFalse, .typed: break
                }
            } else {
                text = settings.describe(record) + ": " + record.correctForm
            }
            let answer = answers[record.position].map { (given: $0.given, isCorrect: $0.isCorrect) }
            let row = resultRow(record.position + 1, of: stored.questions.count, text, answer: answer,
                                showsRightAnswers: true, notAsked: s.isFinished)
            lines += wrapped(row.prefix, row.text, tail: row.tail)
        }
        return lines
    }

    /// The history: level, streaks, goal, badges, rating and best score, the pictures of
    /// the scores and of the accuracy per group, the last `limit` quizzes as a table, and
    /// `hints` (" · " between them) dimmed below it. An unfinished quiz is named first,
    /// with `resumeHint`; `badgesHint` points to the badges.
    public func history(_ report: ProgressReport, unfinished: StoredQuiz?, limit: Int,
                        resumeHint: String, badgesHint: String, hints: String) -> [String] {
        let h = l.history
        let g = l.game
        var lines = [style.bold(h.title)]
        if let unfinished {
            lines.append("\(h.unfinished): \(date(unfinished.summary.startedAt)), "
                + l.quiz.progressValue(unfinished.answers.count, of: unfinished.questions.count) + " (\(resumeHint))")
        }
        lines.append(g.level(report.level, experience: report.experience, toNext: report.experienceToNextLevel))
        lines.append(h.streak(report.currentStreak))
        lines.append(g.longestStreak(l.dashboard.days(report.longestStreak)))
        lines.append(g.goal(done: report.goal.done, target: report.goal.target))
        lines.append(g.badgesTitle + ": " + g.badgesCount(report.badges.count, of: Badge.allCases.count)
                     + "  " + style.dim("(\(badgesHint))"))
        guard !report.finished.isEmpty else { return lines + [h.empty] }
        if let rating = report.rating { lines.append(g.rating(rating)) }
        lines.append(h.best(report.finished.map(\.score).max() ?? 0))
        lines.append("")
        lines += pictures(report)
        lines.append("")
        var rows = [historyHeader()]
        for (i, s) in report.finished.enumerated().reversed().prefix(limit) {
            rows.append(historyCells(s, percentile: report.percentiles[i]))
        }
        lines += columns(rows, rightAligned: Self.historyRightAligned, width: 80)
        lines.append("")
        // Filled from the end, so that a line break leaves the first hint on its own
        // line rather than a lone last one.
        let fitted = DisplayWidth.joinFitting(hints.components(separatedBy: " · "), width: 80, fromEnd: true)
        return lines + fitted.map(style.dim)
    }
}
