// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Localization
import Persistence
import Practice
import PracticeText
import QuizKit
import RichText
import Terminal
import Wire

/// `konjugieren review`: drills the forms due in the review queue.
///
/// Every wrong quiz answer enters the queue (Leitner box 1, due the next day).
/// A right answer here moves the form up a box and doubles its wait (1, 2, 4, 8,
/// 16, 32 days); a wrong one sends it back to box 1; past the last box it is learned.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Drill the forms you got wrong, when they are due (spaced repetition).",
        discussion: """
        Every wrong quiz answer enters the review queue, due the next day. A right \
        answer here moves the form up a box and doubles its wait (1, 2, 4 … 32 days); \
        a wrong one sends it back to box 1; past the last box it is learned.

        Answers are read one per line, as in the quiz (ae/oe/ue for ä/ö/ü, ss for ß; \
        an empty line asks again); :quit, :q or end of input stops. Every answer is \
        saved at once.

        Examples:
          konjugieren review
          konjugieren review --all --limit 10
          konjugieren review --list
        """
    )

    @OptionGroup var common: CommonOptions

    @Option(help: "At most this many forms in one session.")
    var limit: Int = 30

    @Flag(help: "Only list the review queue, with boxes and due dates.")
    var list = false

    @Flag(help: "Drill every form in the queue, also those not yet due.")
    var all = false

    func validate() throws {
        let l = try common.localizer()
        if limit < 1 { throw ValidationError(l.cli.atLeastOne("--limit")) }
    }

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        let app = try common.open(world)
        if list {
            try printQueue(app)
            return
        }
        let due = try app.attempt {
            all ? Array(try app.store.reviewQueue().prefix(limit)) : try app.store.dueReviews(at: app.now, limit: limit)
        }
        guard !due.isEmpty else {
            let queue = try app.attempt { try app.store.reviewQueue() }
            app.out.lines(app.screens.reviewNothingDue(queue))
            return
        }
        let practice = try app.practice()
        // One review at a time: a second would drill the same forms, and the last answer
        // written would undo the other's.
        let started: DrillDriver?
        do throws(PracticeError) {
            started = try practice.startReview(due, limit: limit, at: app.now)
        } catch .reviewInUse(let other) {
            throw world.fail(app.l.review.drilledElsewhere(pid: Int(other)), code: 1)
        } catch {
            throw app.failure(error)
        }
        defer { try? practice.endReview() }
        var right = 0
        var asked = 0
        if var drive = started {
            try drill(&drive, app: app, practice: practice)
            right = drive.session.correctCount
            asked = drive.session.answeredCount
        }
        app.out.line("")
        app.out.line(app.l.review.result(right: right, of: asked))
    }

    /// Asks each form of the review until the last, end of input or :quit; every answer
    /// is committed as it is given.
    func drill(_ drive: inout DrillDriver, app: App, practice: Practice) throws {
        while drive.end == nil, let i = drive.session.currentIndex, let entries = drive.reviewEntries {
            let question = drive.session.quiz.questions[i]
            // The correction after a wrong answer lines up with the question above it.
            let shown = app.screens.reviewQuestion(question, position: i + 1, of: entries.count, box: entries[i].box)
            app.out.line("")
            app.out.lines(shown.lines)
            reading: while drive.end == nil {
                app.out.prompt("> ")
                guard let line = app.out.readLine() else {
                    drive.pause(at: app.now)
                    break
                }
                switch drive.read(line, at: app.now) {
                case .again, .confirmQuit, .goesOn, .ended:
                    continue reading
                case .hint(let input):
                    app.out.line(input.hint(app.l) ?? "")
                case .answered(let given):
                    // On a terminal the answer's Return ended the prompt's line; from a pipe, end it here.
                    if !app.isTTY { app.out.line("") }
                    let before = drive.earned.count
                    try app.attempt { try practice.carryOut(&drive) }
                    app.ring(given.answer.isCorrect ? .correct : .wrong)
                    app.out.lines(app.screens.reviewVerdict(question, given: given.answer.given, isCorrect: given.answer.isCorrect,
                                                            change: given.change, why: given.explanation.map(app.explained),
                                                            earned: drive.earned[before...], alignedWith: shown.labels))
                    break reading
                }
            }
        }
    }

    func printQueue(_ app: App) throws {
        let queue = try app.attempt { try app.store.reviewQueue() }
        // Named as the quiz asked them: "sich bedanken", not "bedanken".
        let lexicon = queue.isEmpty ? nil : try app.lexicon()
        app.out.lines(app.screens.reviewQueue(queue, at: app.now) { lexicon?.prompt($0) ?? $0 })
    }
}
