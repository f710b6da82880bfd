// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Localization
import Persistence
import Practice
import QuizKit

/// `konjugieren quiz`: thirty questions, timed and scored, every answer saved as it is given.
///
/// Answers are read one per line from standard input, so the quiz plays the same on a
/// terminal and from a pipe. End of input pauses the quiz (it stays resumable);
/// `:quit` or `:q` ends it.
struct QuizCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract: "Take a timed quiz of 30 questions.",
        discussion: """
        Type each answer and press Return. Case, surrounding spaces and ß/ss do not matter;
        separable verbs may be written either way ("komme an" or "ankomme").
        Type :quit (or :q) to end the quiz. End of input (Ctrl-D) pauses it: the next
        `konjugieren quiz` offers to resume it.

        Examples:
          konjugieren quiz
          konjugieren quiz --difficulty ridiculous
          printf 'sang\\ngesungen\\n' | konjugieren quiz --seed 42 --store /tmp/k.sqlite
        """
    )

    @OptionGroup var common: CommonOptions

    @Option(help: "Seed for the question generator: the same seed over the same history gives the same quiz (the dashboard's too).")
    var seed: UInt64?

    @Option(help: "regular (Präsens, Perfekt, Imperativ) or ridiculous (every group, score ×2). Overrides the setting.")
    var difficulty: Difficulty?

    @Flag(help: "Resume an unfinished quiz without asking.")
    var resume = false

    @Flag(help: "Discard an unfinished quiz without asking and start a new one.")
    var discard = false

    func validate() throws {
        let l = try common.localizer()
        if resume && discard { throw ValidationError(l.cli.exclusiveFlags("--resume", "--discard")) }
    }

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        let app = try common.open(world)
        let practice = try app.practice()
        var quiz: ActiveQuiz?
        if let unfinished = try app.attempt({ try practice.unfinishedQuiz() }) {
            switch try chooseResumeOrDiscard(unfinished, app: app) {
            case .resume: quiz = try app.attempt { try practice.resume(unfinished, at: app.now) }
            case .discard: try app.attempt { try practice.perform(.discardQuiz(id: unfinished.summary.id, at: app.now)) }
            case .pause: return
            }
        } else if resume {
            // --resume promises to go on with a quiz; starting a new one would be a surprise.
            throw world.fail(app.l.cli.nothingToResume, code: 1)
        }
        var active = try quiz ?? app.attempt {
            let plan = QuizPlan(difficulty: difficulty ?? Difficulty(app.settings.difficulty), seed: seed ?? world.seed(),
                                thirdPerson: app.settings.thirdPerson.rawValue)
            return try practice.start(plan, at: app.now)
        }
        try QuizPlayer(app: app, practice: practice).play(&active)
    }

    enum Choice { case resume, discard, pause }

    func chooseResumeOrDiscard(_ quiz: StoredQuiz, app: App) throws -> Choice {
        if resume { return .resume }
        if discard { return .discard }
        let q = app.l.quiz
        let answered = q.progressValue(quiz.answers.count, of: quiz.questions.count)
        let resumeKeys = Set(["r", "resume", q.resume.lowercased(), String(q.resume.lowercased().prefix(1))])
        let discardKeys = Set(["d", "discard", q.discard.lowercased(), String(q.discard.lowercased().prefix(1))])
        for _ in 0..<3 {
            app.out.line("\(q.unfinishedPrompt) (\(app.formatDate(quiz.summary.startedAt)), \(answered))")
            app.out.prompt("[\(q.resume.prefix(1).lowercased())]\(q.resume.dropFirst()) / [\(q.discard.prefix(1).lowercased())]\(q.discard.dropFirst())? ")
            guard let line = app.out.readLine() else {
                app.out.line("")
                app.out.line(q.nothingChosen)
                return .pause
            }
            let answer = Grading.trimmed(line).lowercased()
            if resumeKeys.contains(answer) { return .resume }
            if discardKeys.contains(answer) { return .discard }
        }
        app.out.line(q.nothingChosen)
        return .pause
    }
}

extension Difficulty: @retroactive ExpressibleByArgument {}

/// Plays a quiz: shows each question, has each answer graded and committed, prints the
/// results at the end.
struct QuizPlayer {
    let app: App
    let practice: Practice

    func commit(_ writes: [PracticeWrite]) throws {
        for write in writes { try app.attempt { try practice.perform(write) } }
    }

    func play(_ quiz: inout ActiveQuiz) throws {
        var last: Answered?
        var finishedAt: Date?
        while let index = quiz.session.currentIndex {
            let question = quiz.session.quiz.questions[index]
            // On a terminal each question gets a clean screen; in a pipe the screens
            // follow each other, separated by a blank line, so a script can read them all.
            if app.isTTY { app.out.clearScreen() } else { app.out.line("") }
            app.out.lines(screen(quiz.session, question: question, index: index, last: last))
            app.out.prompt("> ")
            guard let line = app.out.readLine() else {
                // End of input pauses: everything answered is already committed.
                try commit(quiz.pause(at: app.now))
                app.out.line("")
                app.out.line(app.l.quiz.paused(quiz.session.answeredCount, of: quiz.session.quiz.questions.count))
                return
            }
            if DrillCommand(line) == .quit {
                try commit(quiz.quit(at: app.now))
                app.out.line("")
                app.out.line(app.l.quiz.quitSummary(correct: quiz.session.correctCount, of: quiz.session.answeredCount,
                                                    score: quiz.session.score))
                return
            }
            let now = app.now
            // A pasted page is not an answer: it is cut to what the store keeps, before it is graded and shown.
            guard let answered = quiz.answer(Store.capped(line, to: Store.answerLimit), at: now) else { break }
            try commit(answered.writes)
            if quiz.isFinished { finishedAt = now }
            if !answered.answer.isCorrect && app.settings.sound && app.isTTY { app.out.bell() }
            last = answered
        }
        let end = finishedAt ?? app.now
        // A quiz resumed with every answer given (the process ended before it could finish it).
        if finishedAt == nil { try commit(quiz.finish(at: end)) }
        if app.isTTY { app.out.clearScreen() }
        if let last, !last.answer.isCorrect {
            app.out.line("")
            app.out.lines(app.table(app.correction(last.question, given: last.answer.given)))
        }
        app.out.line("")
        app.out.lines(results(quiz.session, elapsed: quiz.session.timer.elapsed(at: end)))
    }

    func screen(_ session: QuizSession, question: Question, index: Int, last: Answered?) -> [String] {
        let q = app.l.quiz
        var rows = app.questionRows(question, position: index + 1, of: session.quiz.questions.count)
        rows.append((q.elapsed, formatElapsed(session.timer.elapsed(at: app.now))))
        rows.append((q.score, String(session.score)))
        if let last {
            if last.answer.isCorrect {
                rows.append(("", app.paint(q.correct, ANSI.green)))
            } else {
                rows += app.correction(last.question, given: last.answer.given)
            }
        }
        return app.table(rows)
    }

    func results(_ session: QuizSession, elapsed: TimeInterval) -> [String] {
        let q = app.l.quiz
        let total = session.quiz.questions.count
        var lines = [
            app.bold(q.results),
            "\(q.score): \(session.finalScore)",
            q.correctCount(session.correctCount, of: total),
            "\(q.difficulty): \(session.quiz.difficulty.name(app.l))",
            "\(app.l.leaderboard.time): \(formatElapsed(elapsed))",
            "",
        ]
        let width = String(total).count
        for (i, question) in session.quiz.questions.enumerated() {
            let answer = session.answers[i]
            let mark = answer?.isCorrect == true ? app.paint("✓", ANSI.green) : app.paint("✗", ANSI.red)
            var line = String(repeating: " ", count: width - String(i + 1).count) + "\(i + 1). \(mark) "
                + app.settings.describe(question) + ": " + app.highlight(question.expected)
            if let answer, !answer.isCorrect {
                line += " — \(q.yourAnswer): " + app.paint(answer.given.isEmpty ? "—" : answer.given.escapingControls(), ANSI.yellow)
            }
            lines.append(line)
        }
        return lines
    }
}
