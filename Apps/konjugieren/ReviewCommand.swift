// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import Terminal

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
        if let other = try app.attempt({ try practice.claimReview() }) {
            throw world.fail(app.l.review.drilledElsewhere(pid: Int(other)), code: 1)
        }
        defer { try? practice.releaseReview() }
        let q = app.l.quiz
        let r = app.l.review
        var right = 0
        var answered = 0
        if var drill = try app.attempt({ try practice.reviewDrill(due, limit: limit, at: app.now) }) {
            while let i = drill.session.currentIndex {
                let question = drill.session.quiz.questions[i]
                let rows = app.questionRows(question, position: i + 1, of: drill.entries.count)
                    + [(r.box, String(drill.entries[i].box))]
                // The correction after a wrong answer lines up with the question above it.
                let labels = rows + [(q.lastAnswer, ""), (q.correctAnswer, "")]
                func aligned(_ shown: [(String, String)]) -> [String] {
                    app.table(shown, alignedWith: labels.map(\.0))
                }
                app.out.line("")
                app.out.lines(aligned(rows))
                var typed: String?
                reading: while true {
                    app.out.prompt("> ")
                    guard let line = app.out.readLine() else { break reading }
                    let input = DrillInput(line, to: drill.session.current)
                    switch input {
                    case .blank: continue reading
                    case .notYesOrNo, .notAChoice, .specialKeys: app.out.line(input.hint(app.l) ?? ""); continue reading
                    case .quit: break reading
                    case .answer(let text): typed = text; break reading
                    }
                }
                guard let line = typed, let result = drill.answer(Store.capped(line, to: Store.answerLimit), at: app.now) else { break }
                // On a terminal the answer's Return ended the prompt's line; from a pipe, end it here.
                if !app.isTTY { app.out.line("") }
                let given = result.answered
                var earned: [Badge] = []
                for write in given.writes { earned += try app.attempt { try practice.perform(write) } }
                answered += 1
                app.ring(given.answer.isCorrect ? .correct : .wrong)
                if given.answer.isCorrect {
                    right += 1
                    var note = app.paint(q.correct, ANSI.green)
                    switch result.change {
                    case .save(let moved)?: note += " " + r.promoted(box: moved.box, due: app.formatDate(moved.dueAt))
                    case .remove?: note += " " + r.learned
                    case nil: break
                    }
                    app.out.line(note)
                } else {
                    app.out.lines(aligned(app.correction(question, given: given.answer.given,
                                                         why: practice.explanation(question, given: given.answer.given))))
                }
                for badge in earned { app.out.line(app.paint("★ " + app.l.game.badgeEarned(badge.rawValue), ANSI.yellow)) }
            }
        }
        app.out.line("")
        app.out.line(r.result(right: right, of: answered))
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
