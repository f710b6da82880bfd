// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ConjugationEngine
import Foundation
import Localization
import Persistence
import QuizKit
import VerbData

/// `konjugieren quiz`: thirty questions, timed and scored, every answer saved as it is given.
///
/// Answers are read one per line from standard input, so the quiz plays the same on a
/// terminal and from a pipe. End of input pauses the quiz (it stays resumable);
/// `:quit` ends it.
struct QuizCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract: "Take a timed quiz of 30 questions.",
        discussion: """
        Type each answer and press Return. Case, surrounding spaces and ß/ss do not matter;
        separable verbs may be written either way ("komme an" or "ankomme").
        Type :quit to end the quiz. End of input (Ctrl-D) pauses it: the next
        `konjugieren quiz` offers to resume it.

        Examples:
          konjugieren quiz
          konjugieren quiz --difficulty ridiculous
          printf 'sang\\ngesungen\\n' | konjugieren quiz --seed 42 --store /tmp/k.sqlite
        """
    )

    @OptionGroup var common: CommonOptions

    @Option(help: "Seed for the question generator: the same seed gives the same quiz.")
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

    func run() throws {
        let clock = QuizClock.live
        let app = try common.open(now: clock.now())
        let source = try loadVerbSource(app)
        let input = LineInput()

        var stored: StoredQuiz?
        // A quiz another live process is playing is not offered: two processes must
        // not answer the same quiz.
        let isAlive: (Int32) -> Bool = { pid in kill(pid, 0) == 0 || errno == EPERM }
        if let unfinished = try app.attempt({ try app.store.unfinishedQuiz(isAlive: isAlive) }) {
            switch try chooseResumeOrDiscard(unfinished, app: app, input: input) {
            case .resume: stored = unfinished
            case .discard: try app.attempt { try app.store.discardQuiz(id: unfinished.summary.id, at: clock.now()) }
            case .pause: return
            }
        }

        let quizID: Int64
        var session: QuizSession
        if let stored {
            quizID = stored.summary.id
            try app.attempt { try app.store.setOwner(getpid(), quizID: quizID) }
            session = try restore(stored, source: source, clock: clock, app: app)
        } else {
            let chosen = difficulty ?? Difficulty(app.settings.difficulty)
            let quiz = try newQuiz(difficulty: chosen, source: source, app: app)
            let started = clock.now()
            let records = quiz.questions.enumerated().map { StoredQuestion($1, position: $0) }
            quizID = try app.attempt {
                try app.store.startQuiz(NewQuiz(
                    startedAt: started, difficulty: chosen.rawValue, thirdPerson: app.settings.thirdPerson.rawValue,
                    seed: seed.map(String.init), questions: records), owner: getpid())
            }
            session = QuizSession(quiz: quiz, timer: QuizTimer(startedAt: started))
        }

        var player = QuizPlayer(app: app, clock: clock, quizID: quizID)
        try player.play(&session, input: input)
    }

    enum Choice { case resume, discard, pause }

    func chooseResumeOrDiscard(_ quiz: StoredQuiz, app: App, input: LineInput) throws -> Choice {
        if resume { return .resume }
        if discard { return .discard }
        let q = app.l.quiz
        let answered = q.progressValue(quiz.answers.count, of: quiz.questions.count)
        let resumeKeys = Set(["r", "resume", q.resume.lowercased(), String(q.resume.lowercased().prefix(1))])
        let discardKeys = Set(["d", "discard", q.discard.lowercased(), String(q.discard.lowercased().prefix(1))])
        for _ in 0..<3 {
            app.out.line("\(q.unfinishedPrompt) (\(app.formatDate(quiz.summary.startedAt)), \(answered))")
            app.out.prompt("[\(q.resume.prefix(1).lowercased())]\(q.resume.dropFirst()) / [\(q.discard.prefix(1).lowercased())]\(q.discard.dropFirst())? ")
            guard let line = input.next() else {
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

    func newQuiz(difficulty: Difficulty, source: VerbSource, app: App) throws -> Quiz {
        let quiz: Quiz
        if let seed {
            // A seeded quiz depends on the seed alone, not on the learner's history,
            // so that the same seed gives the same quiz in any store.
            var rng = SplitMix64(seed: seed)
            quiz = Quiz.generate(difficulty: difficulty, source: source, using: &rng)
        } else {
            var rng = SplitMix64(seed: UInt64.random(in: .min ... .max))
            quiz = Quiz.generate(difficulty: difficulty, source: source, weights: try app.weights(), using: &rng)
        }
        guard !quiz.questions.isEmpty else {
            printError("konjugieren: " + app.l.cli.noQuizVerbs)
            throw ExitCode(2)
        }
        return quiz
    }

    func restore(_ stored: StoredQuiz, source: VerbSource, clock: QuizClock, app: App) throws -> QuizSession {
        var questions: [Question] = []
        for record in stored.questions {
            guard let question = Question(record, source: source) else {
                printError("konjugieren: " + app.l.cli.unfinishedUnreadable)
                try app.attempt { try app.store.discardQuiz(id: stored.summary.id, at: clock.now()) }
                throw ExitCode(2)
            }
            questions.append(question)
        }
        var answers: [Int: QuizSession.Answer] = [:]
        for a in stored.answers { answers[a.position] = .init(given: a.given, isCorrect: a.isCorrect) }
        let quiz = Quiz(difficulty: Difficulty(rawValue: stored.summary.difficulty) ?? .regular, questions: questions)
        return QuizSession(quiz: quiz, answers: answers,
                           timer: QuizTimer(startedAt: clock.now(), carried: stored.summary.elapsed))
    }
}

extension Difficulty: ExpressibleByArgument {
    init(_ setting: Persistence.Settings.Difficulty) {
        self = setting == .ridiculous ? .ridiculous : .regular
    }
}

/// Plays a quiz session: shows each question, grades and commits each answer,
/// prints the results at the end.
struct QuizPlayer {
    let app: App
    let clock: QuizClock
    let quizID: Int64

    init(app: App, clock: QuizClock, quizID: Int64) {
        self.app = app
        self.clock = clock
        self.quizID = quizID
    }

    mutating func play(_ session: inout QuizSession, input: LineInput) throws {
        var last: (question: Question, answer: QuizSession.Answer)?
        while let index = session.currentIndex {
            let question = session.quiz.questions[index]
            // On a terminal each question gets a clean screen; in a pipe the screens
            // follow each other, separated by a blank line, so a script can read them all.
            if app.isTTY { app.out.clearScreen() } else { app.out.line("") }
            app.out.lines(screen(session, question: question, index: index, last: last))
            app.out.prompt("> ")
            guard let line = input.next() else {
                // End of input pauses: everything answered is already committed.
                try app.attempt { try app.store.saveElapsed(session.timer.elapsed(clock), quizID: quizID) }
                try app.attempt { try app.store.setOwner(nil, quizID: quizID) }
                app.out.line("")
                app.out.line(app.l.quiz.paused(session.answeredCount, of: session.quiz.questions.count))
                return
            }
            if Grading.trimmed(line).lowercased() == ":quit" || Grading.trimmed(line).lowercased() == ":q" {
                try app.attempt { try app.store.saveElapsed(session.timer.elapsed(clock), quizID: quizID) }
                try app.attempt { try app.store.discardQuiz(id: quizID, at: clock.now()) }
                app.out.line("")
                app.out.line(app.l.quiz.quitSummary(correct: session.correctCount, of: session.answeredCount, score: session.score))
                return
            }
            guard let outcome = session.answer(line) else { break }
            let now = clock.now()
            let existing = try app.attempt { try app.store.reviewEntry(for: outcome.question) }
            try app.attempt {
                try app.store.recordAnswer(
                    StoredAnswer(position: outcome.index, given: outcome.answer.given,
                                 isCorrect: outcome.answer.isCorrect, answeredAt: now),
                    quizID: quizID, elapsed: session.timer.elapsed(at: now),
                    review: reviewChange(for: outcome.question, correct: outcome.answer.isCorrect,
                                         existing: existing, at: now, inQuiz: true))
            }
            if !outcome.answer.isCorrect && app.settings.sound && app.isTTY { app.out.bell() }
            last = (outcome.question, outcome.answer)
        }
        let elapsed = session.timer.elapsed(clock)
        let score = session.finalScore
        try app.attempt {
            try app.store.finishQuiz(id: quizID, at: clock.now(), elapsed: elapsed, score: score,
                                     correctCount: session.correctCount)
        }
        if app.isTTY { app.out.clearScreen() }
        if let last, !last.answer.isCorrect {
            app.out.line("")
            app.out.lines(feedback(last.question, last.answer))
        }
        app.out.line("")
        app.out.lines(results(session, elapsed: elapsed))
    }

    func screen(_ session: QuizSession, question: Question, index: Int,
                last: (question: Question, answer: QuizSession.Answer)?) -> [String] {
        let q = app.l.quiz
        var rows: [(String, String)] = [
            (q.verb, app.bold(question.verb.infinitive)),
            (q.translation, question.verb.gloss.isEmpty ? "—" : question.verb.gloss),
            (q.pronoun, question.person == nil ? "—" : app.bold(question.pronoun(thirdPerson: app.thirdPerson))),
            (q.conjugationgroup, app.groupName(question.conjugationgroup)),
            (q.progress, q.progressValue(index + 1, of: session.quiz.questions.count)),
            (q.elapsed, formatElapsed(session.timer.elapsed(clock))),
            (q.score, String(session.score)),
        ]
        if let last {
            if last.answer.isCorrect {
                rows.append(("", app.paint(q.correct, ANSI.green)))
            } else {
                rows.append((q.lastAnswer, app.paint(last.answer.given.isEmpty ? "—" : last.answer.given, ANSI.yellow)))
                rows.append((q.correctAnswer, app.highlight(last.question.expected)))
            }
        }
        return app.table(rows)
    }

    func feedback(_ question: Question, _ answer: QuizSession.Answer) -> [String] {
        let q = app.l.quiz
        return app.table([
            (q.lastAnswer, app.paint(answer.given.isEmpty ? "—" : answer.given, ANSI.yellow)),
            (q.correctAnswer, app.highlight(question.expected)),
        ])
    }

    func results(_ session: QuizSession, elapsed: TimeInterval) -> [String] {
        let q = app.l.quiz
        let total = session.quiz.questions.count
        var lines = [
            app.bold(q.results),
            "\(q.score): \(session.finalScore)",
            q.correctCount(session.correctCount, of: total),
            "\(q.difficulty): \(app.difficultyName(session.quiz.difficulty))",
            "\(app.l.leaderboard.time): \(formatElapsed(elapsed))",
            "",
        ]
        let width = String(total).count
        for (i, question) in session.quiz.questions.enumerated() {
            let answer = session.answers[i]
            let mark = answer?.isCorrect == true ? app.paint("✓", ANSI.green) : app.paint("✗", ANSI.red)
            var line = String(repeating: " ", count: width - String(i + 1).count) + "\(i + 1). \(mark) "
                + app.describe(question) + ": " + app.highlight(question.expected)
            if let answer, !answer.isCorrect {
                line += " — \(q.yourAnswer): " + app.paint(answer.given.isEmpty ? "—" : answer.given, ANSI.yellow)
            }
            lines.append(line)
        }
        return lines
    }
}

/// The store's version of the review queue change an answer causes.
func reviewChange(for question: Question, correct: Bool, existing: ReviewEntry?, at date: Date,
                  inQuiz: Bool, leitner: Leitner = .standard) -> ReviewChange? {
    let state = existing.map {
        Leitner.State(box: $0.box, dueAt: $0.dueAt, lastReviewedAt: $0.lastReviewedAt,
                      wrongCount: $0.wrongCount, rightCount: $0.rightCount)
    }
    let key = ReviewKey(question)
    let update = inQuiz
        ? leitner.afterQuizAnswer(state, correct: correct, at: date)
        : leitner.afterReview(state, correct: correct, at: date)
    switch update {
    case .unchanged:
        return nil
    case .remove:
        return .remove(verb: key.verb, conjugationgroup: key.group, person: key.person)
    case .save(let next):
        return .save(ReviewEntry(verb: key.verb, conjugationgroup: key.group, person: key.person, box: next.box,
                                 dueAt: next.dueAt, lastReviewedAt: next.lastReviewedAt,
                                 wrongCount: next.wrongCount, rightCount: next.rightCount))
    }
}

/// A question's identity in the review queue: verb, slot id and person id ("" for participles).
struct ReviewKey {
    var verb: String
    var group: String
    var person: String

    init(_ question: Question) {
        verb = question.verb.infinitive
        group = question.conjugationgroup.rawValue
        person = question.person?.id ?? ""
    }
}

extension Store {
    func reviewEntry(for question: Question) throws(PersistenceError) -> ReviewEntry? {
        let key = ReviewKey(question)
        return try reviewEntry(verb: key.verb, conjugationgroup: key.group, person: key.person)
    }
}

extension StoredQuestion {
    init(_ question: Question, position: Int) {
        self.init(position: position, verb: question.verb.infinitive, gloss: question.verb.gloss,
                  conjugationgroup: question.conjugationgroup.rawValue, person: question.person?.id,
                  correctForm: question.expected.text)
    }
}

extension Question {
    /// The stored question, conjugated afresh; if the engine cannot conjugate it any
    /// more, the stored form is the only accepted answer. Nil for an unknown group.
    init?(_ record: StoredQuestion, source: VerbSource) {
        guard let group = Conjugationgroup(rawValue: record.conjugationgroup) else { return nil }
        var person: Person?
        if let id = record.person {
            guard let p = Person(id: id) else { return nil }
            person = p
        }
        if let fresh = source.question(infinitive: record.verb, gloss: record.gloss,
                                       conjugationgroup: group, person: person) {
            self = fresh
        } else {
            self.init(verb: QuizVerb(infinitive: record.verb, gloss: record.gloss, rank: 1),
                      conjugationgroup: group, person: person,
                      expected: Form(text: record.correctForm, variants: [record.correctForm], irregularOffsets: []))
        }
    }
}

// MARK: - Shared by the commands that use the store

/// Options every command that touches the store takes.
struct CommonOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The store file (default: $KONJUGIEREN_STORE, else $XDG_DATA_HOME/konjugieren/konjugieren.sqlite).",
                               valueName: "path"))
    var store: String?

    @Option(help: "Language of labels and messages: en or de (default: LC_ALL/LANG, else en).")
    var lang: String?

    @Flag(help: "No colour, even on a terminal (NO_COLOR does the same).")
    var noColor = false

    /// The language of the command's text (see `resolveLocalizer(lang:)`).
    func localizer() throws -> L {
        try resolveLocalizer(lang: lang)
    }

    /// Resolves the language, opens the store and reads the settings. A file that had
    /// to be moved aside is reported on standard error and in the error log.
    func open(now: Date) throws -> App {
        let environment = ProcessInfo.processInfo.environment
        let l = try localizer()
        guard let path = StoreLocation.path(flag: store, environment: environment) else {
            printError("konjugieren: " + l.cli.noStoreLocation)
            throw ExitCode(2)
        }
        let opened: Store
        do {
            opened = try Store.open(path: path, now: now)
        } catch {
            printError("konjugieren: " + l.cli.storeUnavailable(path) + " (\(sentence(error, l)))")
            throw ExitCode(2)
        }
        if let notice = opened.notice {
            // Standard error speaks the user's language; the error log stays in English,
            // so that its entries read alike whoever wrote them.
            func message(_ l: L) -> String {
                let why: String
                switch notice.reason {
                case .notADatabase: why = l.cli.storeNotADatabase
                case .failedIntegrityCheck(let detail): why = l.cli.storeDamaged(detail)
                case .foreignDatabase: why = l.cli.storeForeign
                }
                return l.cli.storeMovedAside(notice.originalPath, reason: why, keptAs: notice.movedTo)
            }
            printError("konjugieren: " + message(l))
            try? opened.logError(at: now, context: "open", message: message(L(.en)))
        }
        let settings: Persistence.Settings
        do {
            settings = try opened.settings()
        } catch {
            printError("konjugieren: " + l.cli.storeUnavailable(path) + " (\(sentence(error, l)))")
            throw ExitCode(2)
        }
        let terminal = Terminal.live
        return App(store: opened, settings: settings, l: l, color: terminal.usesColor(noColorFlag: noColor),
                   isTTY: terminal.isTTY)
    }
}

/// What a command that uses the store works with: the store, the settings, the
/// language and how to print.
struct App {
    let store: Store
    let settings: Persistence.Settings
    let l: L
    let color: Bool
    let isTTY: Bool
    let out = Output()

    var thirdPerson: String { settings.thirdPerson.rawValue }

    /// Runs a store operation; a failure is logged, reported in one sentence, and exits.
    func attempt<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            // Logged in English (see `CommonOptions.open`), reported in the user's language.
            let logged = (error as? PersistenceError).map { sentence($0, L(.en)) } ?? String(describing: error)
            let message = (error as? PersistenceError).map { sentence($0, l) } ?? String(describing: error)
            try? store.logError(at: Date(), context: "cli", message: logged)
            printError("konjugieren: " + l.cli.storeUnavailable(store.path) + " (\(message))")
            throw ExitCode(2)
        }
    }

    /// Weights that favour the groups this learner gets wrong.
    func weights() throws -> Quiz.Weights {
        var tallies: [Conjugationgroup: (answered: Int, wrong: Int)] = [:]
        for t in try attempt({ try store.groupTallies() }) {
            if let group = Conjugationgroup(rawValue: t.conjugationgroup) {
                tallies[group] = (t.answered, t.wrong)
            }
        }
        return Quiz.Weights(tallies: tallies)
    }

    func groupName(_ group: Conjugationgroup) -> String {
        settings.groupLanguage == .english ? group.englishName : group.germanName
    }

    func difficultyName(_ difficulty: Difficulty) -> String {
        difficulty == .ridiculous ? l.quiz.ridiculous : l.quiz.regular
    }

    /// "singen · Präteritum Indikativ · ich"
    func describe(_ question: Question) -> String {
        var parts = [question.verb.infinitive, groupName(question.conjugationgroup)]
        if question.person != nil { parts.append(question.pronoun(thirdPerson: thirdPerson)) }
        return parts.joined(separator: " · ")
    }

    /// The form with its irregular letters in red on a colour terminal, else in
    /// upper case ("sAng"), as the conjugation tables show them.
    func highlight(_ form: Form) -> String {
        guard color else { return form.marked }
        return form.runs.map { $0.irregular ? ANSI.boldRed + $0.text + ANSI.reset : String($0.text) }.joined()
    }

    func paint(_ text: String, _ code: String) -> String { color ? code + text + ANSI.reset : text }
    func bold(_ text: String) -> String { paint(text, ANSI.bold) }

    /// Label/value rows with the values aligned.
    func table(_ rows: [(String, String)]) -> [String] {
        let width = rows.map { $0.0.isEmpty ? 0 : $0.0.count + 1 }.max() ?? 0
        return rows.map { label, value in
            let head = label.isEmpty ? "" : label + ":"
            return head + String(repeating: " ", count: width - head.count + 1) + value
        }
    }

    func formatDate(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return f.string(from: date)
    }
}

/// Standard output, flushed at every prompt so that a program driving the quiz
/// through a pipe sees each question before it answers.
struct Output {
    func line(_ text: String) { print(text) }
    func lines(_ texts: [String]) { for t in texts { print(t) } }
    func prompt(_ text: String) {
        print(text, terminator: "")
        fflush(nil)
    }
    func bell() { print("\u{07}", terminator: "") }
    func clearScreen() { print("\u{1B}[2J\u{1B}[H", terminator: "") }
}

/// Standard input, one line at a time; nil at end of input.
struct LineInput {
    func next() -> String? { readLine(strippingNewline: true) }
}

/// The verbs a quiz or review asks about.
func loadVerbSource(_ app: App) throws -> VerbSource {
    do {
        return VerbSource.lexicon(try Lexicon.bundled())
    } catch {
        printError("konjugieren: " + app.l.cli.lexiconUnavailable(String(describing: error)))
        throw ExitCode(2)
    }
}

/// One sentence for a store error, in the language of `l`. The reasons the system and
/// SQLite give (`cannotOpen`, `database`) are passed on as they come.
func sentence(_ error: PersistenceError, _ l: L) -> String {
    switch error {
    case .cannotOpen(_, let reason): return reason
    case .newerSchema: return l.cli.storeNewerSchema
    case .unknownSetting(let name): return l.cli.storeUnknownSetting(name)
    case .invalidSettingValue(let name, let value, let allowed):
        return l.cli.storeInvalidSettingValue(name, value: value, allowed: allowed.joined(separator: ", "))
    case .quizNotFound(let id): return l.cli.storeQuizNotFound(Int(id))
    case .database(let message): return message
    case .notARegularFile, .readOnly, .diskFull, .busy, .corrupt, .notAStore, .ioError:
        // English until the catalog has these sentences.
        return error.reason
    }
}
