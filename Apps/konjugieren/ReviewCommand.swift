// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Localization
import Persistence
import Practice
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
            if let next = queue.first {
                app.out.lines(app.wrapped("", app.l.review.nothingDue(next: app.formatDate(next.dueAt), queued: queue.count)))
            } else {
                app.out.lines(app.wrapped("", app.l.review.empty))
            }
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
        let q = app.l.quiz
        let r = app.l.review
        while drive.end == nil, let i = drive.session.currentIndex, let entries = drive.reviewEntries {
            let question = drive.session.quiz.questions[i]
            let rows = app.questionRows(question, position: i + 1, of: entries.count) + [(r.box, String(entries[i].box))]
            // The correction after a wrong answer lines up with the question above it.
            let labels = (rows + [(q.lastAnswer, ""), (q.correctAnswer, "")]).map(\.0)
            app.out.line("")
            app.out.lines(app.table(rows, alignedWith: labels))
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
                    if given.answer.isCorrect {
                        var note = app.paint(q.correct, ANSI.green)
                        switch given.change {
                        case .save(let moved)?: note += " " + r.promoted(box: moved.box, due: app.formatDate(moved.dueAt))
                        case .remove?: note += " " + r.learned
                        case nil: break
                        }
                        app.out.line(note)
                    } else {
                        app.out.lines(app.table(app.correction(question, given: given.answer.given, why: given.explanation),
                                                alignedWith: labels))
                    }
                    for badge in drive.earned[before...] {
                        app.out.line(app.paint("★ " + app.l.game.badgeEarned(badge.rawValue), ANSI.yellow))
                    }
                    break reading
                }
            }
        }
    }

    func printQueue(_ app: App) throws {
        let queue = try app.attempt { try app.store.reviewQueue() }
        guard !queue.isEmpty else {
            app.out.line(app.l.review.queueEmpty)
            return
        }
        let now = app.now
        // Named as the quiz asked them: "sich bedanken", not "bedanken".
        let lexicon = try app.lexicon()
        app.out.line(app.l.review.queueSummary(queued: queue.count, due: queue.filter { $0.dueAt <= now }.count))
        for e in queue {
            let row = app.l.review.queueRow(box: e.box, due: app.formatDate(e.dueAt), question: app.settings.describe(e, verb: lexicon.prompt(e.verb)))
            // Wrapped under the question: "Fach 1  2026-11-25 11:34  brauchen · … Vorgangspassiv\n                          · ich".
            let question = app.settings.describe(e, verb: lexicon.prompt(e.verb))
            if app.world.fitsTables, row.hasSuffix(question) {
                let prefix = String(row.dropLast(question.count))
                let indent = DisplayWidth.of(prefix)
                let parts = DisplayWidth.joinFitting(question.components(separatedBy: " · "), width: max(20, app.world.width - indent))
                app.out.lines(parts.enumerated().map { ($0.offset == 0 ? prefix : String(repeating: " ", count: indent) + "· ") + $0.element })
            } else {
                app.out.line(row)
            }
        }
    }
}
