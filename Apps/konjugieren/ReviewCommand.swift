// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import ConjugationEngine
import Foundation
import Localization
import Persistence
import QuizKit

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
        Answers are read one per line, as in the quiz; :quit or end of input stops.
        Every answer is saved at once.

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

    func run() throws {
        let clock = QuizClock.live
        let app = try common.open(now: clock.now())
        if list {
            printQueue(app, now: clock.now())
            return
        }
        let due = try app.attempt {
            all ? Array(try app.store.reviewQueue().prefix(limit)) : try app.store.dueReviews(at: clock.now(), limit: limit)
        }
        guard !due.isEmpty else {
            let queue = try app.attempt { try app.store.reviewQueue() }
            if let next = queue.first {
                app.out.line(app.l.review.nothingDue(next: app.formatDate(next.dueAt), queued: queue.count))
            } else {
                app.out.line(app.l.review.empty)
            }
            return
        }
        let source = try loadVerbSource(app)
        let glosses = Dictionary(source.verbs.map { ($0.infinitive, $0.gloss) }, uniquingKeysWith: { a, _ in a })
        let input = LineInput()
        let q = app.l.quiz
        let r = app.l.review
        var right = 0
        var answered = 0
        for (i, entry) in due.enumerated() {
            guard let question = Question(
                StoredQuestion(position: i, verb: entry.verb, gloss: glosses[entry.verb] ?? "",
                               conjugationgroup: entry.conjugationgroup,
                               person: entry.person.isEmpty ? nil : entry.person, correctForm: ""),
                source: source), !question.expected.text.isEmpty
            else {
                // A form this version cannot ask any more leaves the queue.
                try app.attempt {
                    try app.store.apply(.remove(verb: entry.verb, conjugationgroup: entry.conjugationgroup, person: entry.person))
                }
                continue
            }
            app.out.line("")
            app.out.lines(app.table([
                (q.verb, app.bold(question.verb.infinitive)),
                (q.translation, question.verb.gloss.isEmpty ? "—" : question.verb.gloss),
                (q.pronoun, question.person == nil ? "—" : app.bold(question.pronoun(thirdPerson: app.thirdPerson))),
                (q.conjugationgroup, app.groupName(question.conjugationgroup)),
                (q.progress, q.progressValue(i + 1, of: due.count)),
                (r.box, String(entry.box)),
            ]))
            app.out.prompt("> ")
            guard let line = input.next(), Grading.trimmed(line).lowercased() != ":quit" else { break }
            let correct = question.accepts(line)
            let now = clock.now()
            let change = reviewChange(for: question, correct: correct, existing: entry, at: now, inQuiz: false)
            if let change { try app.attempt { try app.store.apply(change) } }
            answered += 1
            if correct {
                right += 1
                var note = app.paint(q.correct, ANSI.green)
                switch change {
                case .save(let moved)?: note += " " + r.promoted(box: moved.box, due: app.formatDate(moved.dueAt))
                case .remove?: note += " " + r.learned
                case nil: break
                }
                app.out.line(note)
            } else {
                if app.settings.sound && app.isTTY { app.out.bell() }
                app.out.lines(app.table([
                    (q.lastAnswer, app.paint(Grading.trimmed(line).isEmpty ? "—" : Grading.trimmed(line), ANSI.yellow)),
                    (q.correctAnswer, app.highlight(question.expected)),
                ]))
            }
        }
        app.out.line("")
        app.out.line(r.result(q.correctCount(right, of: answered)))
    }

    func printQueue(_ app: App, now: Date) {
        guard let queue = try? app.store.reviewQueue(), !queue.isEmpty else {
            app.out.line(app.l.review.queueEmpty)
            return
        }
        let due = queue.filter { $0.dueAt <= now }.count
        app.out.line(app.l.review.queueSummary(queued: queue.count, due: due))
        for e in queue {
            let group = Conjugationgroup(rawValue: e.conjugationgroup).map(app.groupName) ?? e.conjugationgroup
            let person = Person(id: e.person)?.pronoun(thirdPerson: app.thirdPerson)
            let what = ([e.verb, group] + (person.map { [$0] } ?? [])).joined(separator: " · ")
            app.out.line(app.l.review.queueRow(box: e.box, due: app.formatDate(e.dueAt), question: what))
        }
    }
}
