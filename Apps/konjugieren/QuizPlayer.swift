// SPDX-License-Identifier: GPL-3.0-or-later
import Articles
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import Terminal

/// Plays a quiz: shows each question, has each answer graded and committed, prints the
/// results at the end.
struct QuizPlayer {
    let app: App
    let practice: Practice

    /// Carries the writes out; returns the badges they earned.
    @discardableResult
    func commit(_ writes: [PracticeWrite]) throws -> [Badge] {
        var earned: [Badge] = []
        for write in writes { earned += try app.attempt { try practice.perform(write) } }
        return earned
    }

    /// What the learner typed at the prompt: an answer, a confirmed :quit, or the end of input.
    enum Reply { case answer(String), quit, endOfInput }

    /// Reads a reply to the question on screen. An empty line asks again; :quit asks
    /// whether to give the quiz up, and goes on when the learner says no.
    func reply(_ session: QuizSession) -> Reply {
        while true {
            app.out.prompt("> ")
            guard let line = app.out.readLine() else { return .endOfInput }
            let input = DrillInput(line, to: session.current)
            switch input {
            case .blank:
                continue
            case .notYesOrNo, .notAChoice, .specialKeys:
                app.out.line(input.hint(app.l) ?? "")
            case .answer(let text):
                return .answer(text)
            case .quit:
                app.out.prompt(app.l.quiz.confirmQuit(answers: session.answeredCount) + " ")
                guard let confirmation = app.out.readLine() else { return .endOfInput }
                if Grading.truth(confirmation) == true { return .quit }
                app.out.line(app.l.quiz.goesOn)
            }
        }
    }

    /// Plays `quiz` to its end, a pause or :quit; `note` is shown above the first question.
    func play(_ quiz: inout ActiveQuiz, note: String? = nil) throws {
        var note = note
        var last: Answered?
        var finishedAt: Date?
        var earned: [Badge] = []
        if quiz.session.answeredCount == 0 { app.ring(.start) }
        while let index = quiz.session.currentIndex {
            let question = quiz.session.quiz.questions[index]
            // On a terminal each question gets a clean screen; in a pipe the screens
            // follow each other, separated by a blank line, so a script can read them all.
            if app.isTTY { app.out.clearScreen() }
            // The verdict on the answer just given comes before the next question's block,
            // so that it cannot be read as belonging to the next verb.
            if let last { app.out.lines(verdict(last)) }
            app.out.line("")
            if let shown = note {
                app.out.line(app.paint(shown, ANSI.yellow))
                app.out.line("")
                note = nil
            }
            app.out.lines(screen(quiz.session, question: question, index: index))
            let text: String
            switch reply(quiz.session) {
            case .endOfInput:
                // End of input pauses: everything answered is already committed.
                try commit(quiz.pause(at: app.now))
                app.out.line("")
                app.out.line(app.l.quiz.paused(quiz.session.answeredCount, of: quiz.session.quiz.questions.count))
                return
            case .quit:
                try commit(quiz.quit(at: app.now))
                app.out.line("")
                app.out.line(app.l.quiz.quitSummary(correct: quiz.session.correctCount, of: quiz.session.answeredCount,
                                                    score: quiz.session.score))
                return
            case .answer(let answer):
                text = answer
            }
            let now = app.now
            // A pasted page is not an answer: it is cut to what the store keeps, before it is graded and shown.
            guard let answered = quiz.answer(Store.capped(text, to: Store.answerLimit), at: now) else { break }
            earned += try commit(answered.writes)
            if quiz.isFinished { finishedAt = now }
            app.ring(answered.answer.isCorrect ? .correct : .wrong)
            // On a terminal the answer's Return ended the prompt's line; from a pipe, end it
            // here, so that the verdict starts its own line and wraps as on a terminal.
            if !app.isTTY { app.out.line("") }
            last = answered
        }
        let end = finishedAt ?? app.now
        // A quiz resumed with every answer given (the process ended before it could finish it).
        if finishedAt == nil { earned += try commit(quiz.finish(at: end)) }
        app.ring(.finish)
        if app.isTTY { app.out.clearScreen() }
        if let last { app.out.lines(verdict(last)) }
        if let lives = quiz.session.lives, quiz.session.livesLeft == 0 {
            app.out.line("")
            app.out.line(app.l.quiz.outOfLives(lives))
        }
        app.out.line("")
        app.out.lines(try results(quiz, elapsed: quiz.session.timer.elapsed(at: end), earned: earned))
    }

    /// The verdict on one answer, printed right after it: "✗ Your answer: x · Correct
    /// answer: haben (wir haben)", then why, wrapped at word boundaries to the terminal's
    /// width with its continuation lines under the explanation's first word.
    func verdict(_ answered: Answered) -> [String] {
        let q = app.l.quiz
        if answered.answer.isCorrect { return [app.paint("✓ " + q.correct, ANSI.green)] }
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
        let why = practice.explanation(question, given: answered.answer.given)
        let wrapped = WordWrap.lines(why.sentenceWithArticle(app.l),
                                     width: app.world.width, indent: DisplayWidth.of(label))
        for (i, line) in wrapped.enumerated() {
            lines.append((i == 0 ? label : String(repeating: " ", count: DisplayWidth.of(label))) + line)
        }
        return lines
    }

    func screen(_ session: QuizSession, question: Question, index: Int) -> [String] {
        let q = app.l.quiz
        var rows = app.questionRows(question, position: index + 1, of: session.quiz.questions.count)
        rows.append((q.elapsed, formatElapsed(session.timer.elapsed(at: app.now))))
        rows.append((q.score, String(session.score)))
        if let lives = session.lives, let left = session.livesLeft {
            rows.append((q.lives, q.livesLeft(left, of: lives)))
        }
        return app.table(rows)
    }

    /// The results: score, XP, level, rating, the quiz's standing among earlier ones, the
    /// daily goal, badges earned, the leaderboard place, then every question.
    func results(_ quiz: ActiveQuiz, elapsed: TimeInterval, earned: [Badge]) throws -> [String] {
        let session = quiz.session
        let q = app.l.quiz
        let g = app.l.game
        let total = session.quiz.questions.count
        let report = try app.attempt { try practice.report(at: app.now) }
        var lines = [
            app.bold(q.results),
            "\(q.score): \(session.finalScore)",
            // Right out of asked: a quiz that lives ended says 0/3, not 0/30.
            q.correctCount(session.correctCount, of: session.answeredCount),
            "\(q.difficulty): \(session.quiz.difficulty.name(app.l))",
            "\(app.l.leaderboard.time): \(formatElapsed(elapsed))",
            "\(g.experience): \(g.experienceEarned(session.experience)) · "
                + g.level(report.level, experience: report.experience, toNext: report.experienceToNextLevel),
        ]
        if let standing = report.standing(of: quiz.id) {
            lines.append(g.rating(standing.rating))
            lines.append(g.percentile(standing.percentile))
        }
        lines.append(g.goal(done: report.goal.done, target: report.goal.target))
        let board = try app.attempt { try app.store.leaderboard(limit: 1_000) }
        if let place = board.firstIndex(where: { $0.id == quiz.id }) {
            lines.append(q.leaderboardPlace(place + 1, of: board.count) + "  " + app.paint("(konjugieren leaderboard)", ANSI.dim))
        }
        for badge in earned { lines.append(app.paint("★ " + g.badgeEarned(badge.rawValue), ANSI.yellow)) }
        lines.append("")
        let width = String(total).count
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
    func playJSON(_ quiz: inout ActiveQuiz) throws {
        var json = JSONObjectWriter()
        var finishedAt: Date?
        while let index = quiz.session.currentIndex {
            let question = quiz.session.quiz.questions[index]
            app.out.line(json.question(question, number: index + 1, of: quiz.session.quiz.questions.count,
                                       livesLeft: quiz.session.livesLeft))
            app.out.flush()
            var typed: String?
            while typed == nil {
                guard let line = app.out.readLine() else { break }
                let input = DrillInput(line, to: question)
                switch input {
                case .blank: continue
                case .notYesOrNo, .notAChoice, .specialKeys: app.out.error("konjugieren: " + (input.hint(app.l) ?? ""))
                case .quit: typed = ""
                case .answer(let text): typed = text
                }
            }
            guard let text = typed, !text.isEmpty else {
                if typed == nil {
                    try commit(quiz.pause(at: app.now))
                } else {
                    try commit(quiz.quit(at: app.now))
                }
                // Paused at end of input (resumable) or given up with :quit (discarded).
                app.out.line(json.result(quiz.session, finished: false, discarded: typed != nil, badges: []))
                return
            }
            let now = app.now
            // A pasted page is not an answer: it is cut to what the store keeps, before it is graded and shown.
            guard let answered = quiz.answer(Store.capped(text, to: Store.answerLimit), at: now) else { break }
            try commit(answered.writes)
            if quiz.isFinished { finishedAt = now }
            // The same sentence as text mode, with its pointer to the article ("see: …").
            let why = answered.answer.isCorrect ? nil
                : practice.explanation(answered.question, given: answered.answer.given).sentenceWithArticle(app.l)
            app.out.line(json.answer(answered, explanation: why))
        }
        var earned: [Badge] = []
        if finishedAt == nil { earned += try commit(quiz.finish(at: app.now)) }
        app.out.line(json.result(quiz.session, finished: true, discarded: false, badges: earned))
    }
}

/// The JSON objects of `quiz --format json`, one line each, keys in a fixed order.
struct JSONObjectWriter {
    enum Value {
        case string(String), int(Int), bool(Bool), null, strings([String]), objects([[(String, Value)]])
    }

    func encode(_ pairs: [(String, Value)]) -> String {
        "{" + pairs.map { quote($0.0) + ":" + encode($0.1) }.joined(separator: ",") + "}"
    }

    func encode(_ value: Value) -> String {
        switch value {
        case .string(let s): return quote(s)
        case .int(let n): return String(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .strings(let list): return "[" + list.map(quote).joined(separator: ",") + "]"
        case .objects(let list): return "[" + list.map(encode).joined(separator: ",") + "]"
        }
    }

    func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    func fields(_ q: Question) -> [(String, Value)] {
        var pairs: [(String, Value)] = [
            ("verb", .string(q.verb.prompt)),
            ("group", .string(q.conjugationgroup.rawValue)),
            ("person", q.person.map { .string($0.id) } ?? .null),
            ("kind", .string(q.kind.id)),
        ]
        switch q.kind {
        case .typed: break
        case .choice(let options): pairs.append(("options", .strings(options)))
        case .trueFalse(let claim): pairs.append(("claim", .string(claim)))
        }
        return pairs
    }

    func question(_ q: Question, number: Int, of total: Int, livesLeft: Int?) -> String {
        var pairs: [(String, Value)] = [("type", .string("question")), ("number", .int(number)), ("total", .int(total))]
        pairs += fields(q)
        pairs.append(("gloss", .string(q.verb.gloss)))
        if let livesLeft { pairs.append(("livesLeft", .int(livesLeft))) }
        return encode(pairs)
    }

    func answered(_ q: Question, given: String?, correct: Bool) -> [(String, Value)] {
        fields(q) + [("expected", .strings(q.acceptedAnswers)), ("answer", given.map { .string($0) } ?? .null),
                     ("correct", .bool(correct))]
    }

    func answer(_ a: Answered, explanation: String?) -> String {
        var pairs: [(String, Value)] = [("type", .string("answer")), ("number", .int(a.index + 1))]
        pairs += answered(a.question, given: a.answer.given, correct: a.answer.isCorrect)
        if let explanation { pairs.append(("explanation", .string(explanation))) }
        return encode(pairs)
    }

    /// The final object: `finished` when every question was answered (or the lives ran
    /// out), `discarded` when :quit gave the quiz up; neither when end of input paused it.
    func result(_ session: QuizSession, finished: Bool, discarded: Bool, badges: [Badge]) -> String {
        let questions: [[(String, Value)]] = session.quiz.questions.enumerated().map { i, q in
            let a = session.answers[i]
            return answered(q, given: a?.given, correct: a?.isCorrect ?? false)
        }
        return encode([
            ("type", .string("result")), ("finished", .bool(finished)), ("discarded", .bool(discarded)),
            ("score", .int(finished ? session.finalScore : session.score)), ("correct", .int(session.correctCount)),
            ("total", .int(session.quiz.questions.count)), ("answered", .int(session.answeredCount)),
            ("experience", .int(session.experience)), ("badges", .strings(badges.map(\.rawValue))),
            ("questions", .objects(questions)),
        ])
    }
}


extension Explanation {
    /// The rule as one sentence and the article that covers it, as the quiz says it after
    /// a wrong answer, in text and JSON alike.
    func sentenceWithArticle(_ l: L) -> String {
        let title = (try? Library.bundled().entry(article)?.title(l.language)) ?? article
        return sentence(l) + " " + l.explain.see(title, slug: article)
    }
}
