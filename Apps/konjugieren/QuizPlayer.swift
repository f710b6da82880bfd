// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import Terminal
import Wire

/// Plays a quiz through Practice's `DrillDriver`: shows each question and the verdict on
/// each answer, reads the lines the driver grades, carries out its writes as they come,
/// and prints the results at the end.
struct QuizPlayer {
    let app: App
    let practice: Practice

    /// Carries out the writes the driver asked for: every answer is committed as it is given.
    func carryOut(_ drive: inout DrillDriver) throws {
        try app.attempt { try practice.carryOut(&drive) }
    }

    /// Plays the quiz to its end, a pause or :quit; `note` is shown above the first question.
    func play(_ drive: inout DrillDriver, note: String? = nil) throws {
        var note = note
        if drive.session.answeredCount == 0 { app.ring(.start) }
        // A quiz resumed with every answer given is finished at once.
        try carryOut(&drive)
        while drive.end == nil, let index = drive.session.currentIndex {
            // On a terminal each question gets a clean screen; in a pipe the screens
            // follow each other, separated by a blank line, so a script can read them all.
            if app.isTTY { app.out.clearScreen() }
            // The verdict on the answer just given comes before the next question's block,
            // so that it cannot be read as belonging to the next verb.
            if let last = drive.last { app.out.lines(verdict(last)) }
            app.out.line("")
            if let shown = note {
                app.out.line(app.paint(shown, ANSI.yellow))
                app.out.line("")
                note = nil
            }
            app.out.lines(screen(drive.session, index: index))
            try ask(&drive)
        }
        let session = drive.session
        switch drive.end {
        case .paused?:
            app.out.line("")
            app.out.line(app.l.quiz.paused(session.answeredCount, of: session.quiz.questions.count))
        case .quit?:
            app.out.line("")
            app.out.line(app.l.quiz.quitSummary(correct: session.correctCount, of: session.answeredCount, score: session.score))
        case .finished?, nil:
            app.ring(.finish)
            if app.isTTY { app.out.clearScreen() }
            if let last = drive.last { app.out.lines(verdict(last)) }
            if let lives = drive.livesLost {
                app.out.line("")
                app.out.line(app.l.quiz.outOfLives(lives))
            }
            app.out.line("")
            app.out.lines(try results(drive))
        }
    }

    /// Reads lines until one answers the question on screen or ends the quiz. An empty
    /// line asks again; :quit asks whether to give the quiz up; end of input pauses it.
    func ask(_ drive: inout DrillDriver) throws {
        while drive.end == nil {
            if !drive.isConfirmingQuit { app.out.prompt("> ") }
            guard let line = app.out.readLine() else {
                drive.pause(at: app.now)
                return try carryOut(&drive)
            }
            switch drive.read(line, at: app.now) {
            case .again:
                continue
            case .hint(let input):
                app.out.line(input.hint(app.l) ?? "")
            case .confirmQuit:
                app.out.prompt(app.l.quiz.confirmQuit(answers: drive.session.answeredCount) + " ")
            case .goesOn:
                app.out.line(app.l.quiz.goesOn)
            case .answered(let answered):
                try carryOut(&drive)
                app.ring(answered.answer.isCorrect ? .correct : .wrong)
                // On a terminal the answer's Return ended the prompt's line; from a pipe, end it
                // here, so that the verdict starts its own line and wraps as on a terminal.
                if !app.isTTY { app.out.line("") }
                return
            case .ended:
                return try carryOut(&drive)
            }
        }
    }

    /// The verdict on one answer, printed right after it: "✗ Your answer: x · Correct
    /// answer: haben (wir haben)", then why, wrapped at word boundaries to the terminal's
    /// width with its continuation lines under the explanation's first word.
    func verdict(_ answered: Answered) -> [String] {
        let q = app.l.quiz
        guard let why = answered.explanation else { return [app.paint("✓ " + q.correct, ANSI.green)] }
        let question = answered.question
        var right = app.answerText(question)
        // "haben (wir haben)": the form with its pronoun, unless the form says it already (waschen Sie sich).
        if question.person != nil, case .typed = question.kind {
            let pronoun = question.pronoun(thirdPerson: app.settings.thirdPerson.rawValue)
            let form = question.spokenExpected.text
            if !form.split(separator: " ").contains(where: { pronoun.split(separator: "/").contains($0) }) {
                right += " (" + pronoun + " " + form + ")"
            }
        }
        let given = answered.answer.given.isEmpty ? "—" : answered.answer.given.escapingControls()
        let label = "  " + q.why + ": "
        // The verdict's further lines hang where the Why's do, one column for both.
        let verdict = q.yourAnswer + ": " + app.paint(given, ANSI.yellow) + " · " + q.correctAnswer + ": " + right
        let hang = String(repeating: " ", count: DisplayWidth.of(label))
        var lines = app.world.fitsTables
            ? WordWrap.lines(verdict, width: app.world.width, indent: hang.count, firstIndent: 2).enumerated()
                .map { ($0.offset == 0 ? app.paint("✗", ANSI.red) + " " : hang) + $0.element }
            : [app.paint("✗", ANSI.red) + " " + verdict]
        let wrapped = WordWrap.lines(app.explained(why).line(app.l), width: app.world.width, indent: hang.count)
        for (i, line) in wrapped.enumerated() { lines.append((i == 0 ? label : hang) + line) }
        return lines
    }

    func screen(_ session: QuizSession, index: Int) -> [String] {
        let q = app.l.quiz
        var rows = app.questionRows(session.quiz.questions[index], position: index + 1, of: session.quiz.questions.count)
        rows.append((q.elapsed, formatElapsed(session.timer.elapsed(at: app.now))))
        rows.append((q.score, String(session.score)))
        if let lives = session.lives, let left = session.livesLeft {
            rows.append((q.lives, q.livesLeft(left, of: lives)))
        }
        return app.table(rows)
    }

    /// The results: score, XP, level, rating, the quiz's standing among earlier ones, the
    /// daily goal, badges earned, the leaderboard place, then every question.
    func results(_ drive: DrillDriver) throws -> [String] {
        let session = drive.session
        let q = app.l.quiz
        let g = app.l.game
        let standing = try app.attempt { try practice.standing(of: drive, at: app.now) }
        var lines = [
            app.bold(q.results),
            "\(q.score): \(standing.score)",
            // Right out of asked: a quiz that lives ended says 0/3, not 0/30.
            q.correctCount(standing.correct, of: standing.answered),
            "\(q.difficulty): \(standing.difficulty.name(app.l))",
            "\(app.l.leaderboard.time): \(formatElapsed(standing.elapsed))",
            "\(g.experience): \(g.experienceEarned(standing.experienceEarned)) · "
                + g.level(standing.level, experience: standing.experience, toNext: standing.experienceToNextLevel),
        ]
        if let rank = standing.rank {
            lines.append(g.rating(rank.rating))
            lines.append(g.percentile(rank.percentile))
        }
        lines.append(g.goal(done: standing.goal.done, target: standing.goal.target))
        if let place = standing.place {
            lines.append(q.leaderboardPlace(place, of: standing.boardSize) + "  " + app.paint("(konjugieren leaderboard)", ANSI.dim))
        }
        for badge in standing.badges { lines.append(app.paint("★ " + g.badgeEarned(badge.rawValue), ANSI.yellow)) }
        lines.append("")
        let width = String(session.quiz.questions.count).count
        for (i, question) in session.quiz.questions.enumerated() {
            let answer = session.answers[i]
            let mark = answer == nil ? "·" : answer?.isCorrect == true ? app.paint("✓", ANSI.green) : app.paint("✗", ANSI.red)
            let prefix = String(repeating: " ", count: width - String(i + 1).count) + "\(i + 1). \(mark) "
            let line = app.settings.describe(question) + ": " + app.answerText(question)
            var tail: String?
            if let answer, !answer.isCorrect {
                tail = "— \(q.yourAnswer): " + app.paint(answer.given.isEmpty ? "—" : answer.given.escapingControls(), ANSI.yellow)
            } else if answer == nil {
                tail = "— " + app.paint(q.notAsked, ANSI.dim)
            }
            lines += app.wrapped(prefix, line, tail: tail)
        }
        return lines
    }

    // MARK: - JSON for scripts

    /// The quiz for a script: one JSON object per question as it is asked, one when it is
    /// answered, and the result at the end; answers from standard input, one per line.
    /// :quit gives the quiz up at once, end of input pauses it.
    func playJSON(_ drive: inout DrillDriver) throws {
        let json = JSONWriter()
        try carryOut(&drive)
        while drive.end == nil, let index = drive.session.currentIndex {
            let session = drive.session
            app.out.line(json.text(ScriptQuestion(session.quiz.questions[index], number: index + 1,
                                                  of: session.quiz.questions.count, livesLeft: session.livesLeft)))
            app.out.flush()
            reading: while drive.end == nil {
                guard let line = app.out.readLine() else {
                    drive.pause(at: app.now)
                    break
                }
                switch drive.read(line, at: app.now, confirmsQuit: false) {
                case .again, .confirmQuit, .goesOn, .ended:
                    continue
                case .hint(let input):
                    app.out.error("konjugieren: " + (input.hint(app.l) ?? ""))
                case .answered(let answered):
                    try carryOut(&drive)
                    // The same sentence as text mode, with its pointer to the article ("see: …").
                    app.out.line(json.text(ScriptAnswer(number: answered.index + 1,
                                                        answered: AnsweredForm(answered.question, given: answered.answer.given,
                                                                               correct: answered.answer.isCorrect),
                                                        explanation: answered.explanation.map { app.explained($0).line(app.l) })))
                    break reading
                }
            }
        }
        try carryOut(&drive)
        // Paused at end of input (resumable) or given up with :quit (discarded).
        app.out.line(json.text(ScriptResult(drive.session, finished: drive.end == .finished, discarded: drive.end == .quit,
                                            badges: drive.earned)))
    }
}
