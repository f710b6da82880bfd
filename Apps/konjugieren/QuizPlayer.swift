// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Persistence
import Practice
import PracticeText
import QuizKit
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
            app.out.lines(app.screens.quizPage(drive, index: index, note: note, at: app.now, explained: app.explained))
            note = nil
            try ask(&drive)
        }
        if let stopped = app.screens.quizStopped(drive) { return app.out.lines(stopped) }
        app.ring(.finish)
        if app.isTTY { app.out.clearScreen() }
        app.out.lines(app.screens.quizFinished(drive, explained: app.explained))
        // The results: score, XP, level, rating, the quiz's standing among earlier ones, the
        // daily goal, badges earned, the leaderboard place, then every question.
        let standing = try app.attempt { try practice.standing(of: drive, at: app.now) }
        app.out.lines(app.screens.results(standing, drive.session, leaderboardHint: "(konjugieren leaderboard)"))
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
