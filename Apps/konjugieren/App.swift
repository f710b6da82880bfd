// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Articles
import ConjugationEngine
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import Terminal
import VerbData
import Wire

/// Options every command that touches the store takes.
struct CommonOptions: ParsableArguments {
    @Option(help: Help.store)
    var store: String?

    @Option(help: Help.language)
    var lang: String?

    @Flag(help: Help.noColor)
    var noColor = false

    /// The language of the command's text, for `validate()`, which runs before the world is passed in.
    func localizer() throws -> L { try World.live.localizer(lang: lang) }

    /// Resolves the language, opens the store (`Store.open(flag:environment:…)`) and reads
    /// the settings. A file that had to be moved aside is reported on standard error. A
    /// setting whose value this version does not take ends the command (status 3), except
    /// with `repairingSettings`, for `konjugieren settings`, which sets it again.
    func open(_ world: World, repairingSettings: Bool = false) throws -> App {
        let l = try world.localizer(lang: lang)
        // While another konjugieren process holds the store's lock, say what we wait for.
        let waiting = "konjugieren: " + l.cli.storeWaiting
        let opened: Store
        switch Store.open(flag: store, environment: world.environment, now: world.clock.now(),
                          onWait: { [error = world.console.error] in error(waiting) },
                          logNotice: { $0.sentence(L(.en)) }) {
        case .opened(let store): opened = store
        case .noLocation: throw world.fail(l.cli.noStoreLocation)
        case .directoryMissing(let directory, let path):
            throw world.fail(l.cli.storeDirectoryMissing(directory, store: path), code: ExitStatus.usage)
        case .failed(let path, let error):
            throw world.fail(l.cli.storeUnavailable(path) + " (\(CommonOptions.openFailure(error, l)))")
        }
        if let notice = opened.notice { world.console.error("konjugieren: " + notice.sentence(l)) }
        let settings: Persistence.Settings
        do {
            settings = repairingSettings ? try opened.settingsRepairing() : try opened.settings()
        } catch {
            if case .unreadableSetting = error { throw world.fail(l.cli.storeFailed(opened.path, reason: error.sentence(l))) }
            throw world.fail(l.cli.storeUnavailable(opened.path) + " (\(CommonOptions.openFailure(error, l)))")
        }
        return App(store: opened, settings: settings, l: l, color: world.usesColor(noColorFlag: noColor), world: world)
    }

    /// Why the store could not be opened, as a clause after "Cannot open the store at PATH".
    static func openFailure(_ error: PersistenceError, _ l: L) -> String {
        // The reason alone after "Cannot open …", in the learner's language.
        if case .cannotOpen(_, let reason) = error { return reason.sentence(l) }
        return error.sentence(l)
    }
}

/// What a command that uses the store works with: the store, the settings, the
/// language, the world and how to print.
struct App {
    let store: Store
    let settings: Persistence.Settings
    let l: L
    let color: Bool
    let world: World

    var out: Console { world.console }
    var isTTY: Bool { world.console.isTTY }
    var now: Date { world.clock.now() }

    /// Runs a store or practice operation; a failure is reported in one sentence and ends
    /// the command with status 3 (see `failure(_:)`).
    func attempt<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw failure(error)
        }
    }

    /// Reports a store or practice operation that failed after the store was opened
    /// ("The store at PATH failed: the disk is full, …"), logs it in the store when the
    /// store can still take a write, and returns the exit to throw (status 3).
    func failure(_ error: any Error) -> ExitCode {
        let stored: PersistenceError
        switch error {
        case let e as PersistenceError: stored = e
        case PracticeError.store(let e): stored = e
        case let e as PracticeError: return world.fail(e.sentence(l))
        default: stored = .database(message: String(describing: type(of: error)))
        }
        // A quiz number history does not hold is the learner's mistake, not the store's:
        // "konjugieren: no quiz 12", status 1 (not found), nothing logged.
        if case .quizNotFound(let id) = stored {
            return world.fail(l.cli.noSuchQuiz(Int(id)), code: ExitStatus.notFound)
        }
        // A store that is locked, read-only, full or failing would fail the log entry too,
        // after another wait: only other failures are logged, in English (see `CommonOptions.open`).
        if !stored.forbidsWriting {
            try? store.logError(at: now, context: "cli", message: stored.sentence(L(.en)))
        }
        return world.fail(l.cli.storeFailed(store.path, reason: stored.sentence(l)))
    }

    /// The quiz and review lifecycle over this store and the bundled lexicon, played by this process.
    func practice() throws -> Practice {
        practice(try lexicon())
    }

    /// The quiz and review lifecycle over this store and `lexicon`, played by this process,
    /// its days counted in the world's calendar.
    func practice(_ lexicon: Lexicon) -> Practice {
        var practice = Practice(store: store, source: .lexicon(lexicon), owner: world.processID, isAlive: world.isAlive,
                                identity: world.identity, calendar: world.calendar)
        practice.now = world.clock.now
        return practice
    }

    /// The bundled lexicon, or the command ends with a sentence saying why not.
    func lexicon() throws -> Lexicon { try world.lexicon(l) }

    /// Rings a cue when the sound setting is on and a person is at the terminal.
    func ring(_ cue: SoundCue) {
        guard settings.sound && isTTY else { return }
        out.ring(cue.tones)
    }

    /// The form with its irregular letters in red on a colour terminal, else in
    /// upper case ("sAng"), as the conjugation tables show them.
    func highlight(_ form: Form) -> String {
        guard color else { return form.marked }
        return form.runs.map { $0.irregular ? ANSI.boldRed + $0.text + ANSI.reset : String($0.text) }.joined()
    }

    func paint(_ text: String, _ code: String) -> String { color ? code + text + ANSI.reset : text }
    func bold(_ text: String) -> String { paint(text, ANSI.bold) }

    /// Label/value rows with the values aligned; `labels` widen the label column to match
    /// another table the rows follow (the last correction after the question screens).
    /// A value too long for the terminal wraps at word boundaries under its first word
    /// ("Warum: sein ist unregelmäßig: …").
    func table(_ rows: [(String, String)], alignedWith labels: [String] = []) -> [String] {
        let width = (rows.map(\.0) + labels).map { $0.isEmpty ? 0 : $0.count + 1 }.max() ?? 0
        return rows.flatMap { label, value -> [String] in
            let head = label.isEmpty ? "" : label + ":"
            let prefix = head + String(repeating: " ", count: width - head.count + 1)
            // Only a line that does not fit is re-spaced: the options row keeps its gaps.
            guard DisplayWidth.of(prefix + value) > world.width else { return [prefix + value] }
            return wrapped(prefix, value)
        }
    }

    /// `text` after `prefix`, wrapped at word boundaries to the world's width, its further
    /// lines under its first word; `tail` ("— Your answer: x") is kept whole, on the last
    /// line when it fits there, else on a line of its own. A pipe without $COLUMNS gets
    /// one line, for a script (see `World.fitsTables`).
    func wrapped(_ prefix: String, _ text: String, tail: String? = nil) -> [String] {
        guard world.fitsTables else { return [prefix + text + (tail.map { " " + $0 } ?? "")] }
        return WordWrap.hanging(prefix, text, width: world.width, tail: tail)
    }

    /// "2026-11-23 10:00" in the world's time zone.
    func formatDate(_ date: Date) -> String { formatTimestamp(date, in: world.calendar) }

    /// The rows every question screen starts with: verb, translation, pronoun, group,
    /// progress, and the options of a multiple-choice question or the claim of a
    /// true/false one.
    func questionRows(_ question: Question, position: Int, of total: Int) -> [(String, String)] {
        let q = l.quiz
        var rows = [
            (q.verb, bold(question.verb.prompt)),
            (q.translation, question.verb.gloss.isEmpty ? "—" : question.verb.gloss),
            (q.pronoun, question.person == nil ? "—" : bold(question.pronoun(thirdPerson: settings.thirdPerson.rawValue))),
            (q.conjugationgroup, settings.groupName(question.conjugationgroup)),
            (q.progress, q.progressValue(position, of: total)),
        ]
        switch question.kind {
        case .typed:
            break
        case .choice(let options):
            let numbered = options.enumerated().map { "\($0.offset + 1)) " + $0.element }
            rows.append((q.options, numbered.joined(separator: "   ") + "  " + paint("(" + q.optionsHint + ")", ANSI.dim)))
        case .trueFalse(let claim):
            rows.append((q.claim, q.claimValue(claim)))
        }
        return rows
    }

    /// "Last answer: x", "Correct answer: sAng" and why, after a wrong answer. The answer is
    /// shown with its control characters escaped: a pasted "\u{1B}[2J" cannot clear the screen.
    func correction(_ question: Question, given: String, why: Explanation? = nil) -> [(String, String)] {
        var rows = [(l.quiz.lastAnswer, paint(given.isEmpty ? "—" : given.escapingControls(), ANSI.yellow)),
                    (l.quiz.correctAnswer, answerText(question))]
        if let why { rows.append((l.quiz.why, explain(why))) }
        return rows
    }

    /// The right answer as a result shows it: the form, highlighted; for a true/false
    /// question also whether the claim was right.
    func answerText(_ question: Question) -> String {
        if case .trueFalse(let claim) = question.kind {
            return highlight(question.spokenExpected) + " (" + l.quiz.claimWas(claim, right: question.claimIsTrue == true) + ")"
        }
        return highlight(question.spokenExpected)
    }

    /// Why, after a wrong answer: the rule's sentence and the article that covers it.
    func explained(_ why: Explanation) -> Explained {
        Explained(why, l, title: (try? Library.bundled().entry(why.article)?.title(l.language)) ?? why.article)
    }

    /// The explanation in one line with the article that covers the rule, the pointer dimmed.
    func explain(_ why: Explanation) -> String {
        let said = explained(why)
        return said.sentence + " " + paint(l.explain.see(said.title, slug: said.article), ANSI.dim)
    }
}
