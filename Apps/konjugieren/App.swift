// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Articles
import ConjugationEngine
import Foundation
import Localization
import Persistence
import Practice
import PracticeText
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
            // The reason alone after "Cannot open …" (`PersistenceError.sentence`), in the learner's language.
            throw world.fail(l.cli.storeUnavailable(path) + " (\(error.sentence(l)))")
        }
        if let notice = opened.notice { world.console.error("konjugieren: " + notice.sentence(l)) }
        let settings: Persistence.Settings
        do {
            settings = repairingSettings ? try opened.settingsRepairing() : try opened.settings()
        } catch {
            if case .unreadableSetting = error { throw world.fail(l.cli.storeFailed(opened.path, reason: error.sentence(l))) }
            throw world.fail(l.cli.storeUnavailable(opened.path) + " (\(error.sentence(l)))")
        }
        return App(store: opened, settings: settings, l: l, color: world.usesColor(noColorFlag: noColor), world: world)
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

    /// The learner's progress now (history, XP, streaks, goal, badges, accuracy), read
    /// without the lexicon: no question is remade.
    func report() throws -> ProgressReport {
        let practice = Practice(store: store, source: VerbSource(verbs: []) { _, _, _ in nil }, calendar: world.calendar)
        return try attempt { try practice.report(at: now) }
    }

    /// The bundled lexicon, or the command ends with a sentence saying why not.
    func lexicon() throws -> Lexicon { try world.lexicon(l) }

    /// Rings a cue when the sound setting is on and a person is at the terminal.
    func ring(_ cue: SoundCue) {
        guard settings.sound && isTTY else { return }
        out.ring(cue.tones)
    }

    /// `text` in bold on a colour terminal.
    func bold(_ text: String) -> String { screens.style.bold(text) }

    /// "2026-11-23 10:00" in the world's time zone.
    func formatDate(_ date: Date) -> String { formatTimestamp(date, in: world.calendar) }

    /// What the command shows of Practice's values (questions, verdicts, results,
    /// history, progress), in the learner's language and settings, in ANSI colours on a
    /// colour terminal, fitted to its width (one line a row in a pipe without $COLUMNS,
    /// for a script: see `World.fitsTables`).
    var screens: PracticeScreens {
        PracticeScreens(l: l, settings: settings, style: color ? .ansi : .plain, calendar: world.calendar,
                        width: world.width, wraps: world.fitsTables)
    }

    /// Why, after a wrong answer: the rule's sentence and the article that covers it.
    func explained(_ why: Explanation) -> Explained {
        Explained(why, l, library: try? Library.bundled())
    }
}

extension TextStyle {
    /// The ANSI sequences of a colour terminal; a form's irregular letters in bold red.
    static let ansi = TextStyle(paint: { text, tone in
        let code: String
        switch tone {
        case .bold: code = ANSI.bold
        case .dim: code = ANSI.dim
        case .red: code = ANSI.red
        case .green: code = ANSI.green
        case .yellow: code = ANSI.yellow
        case .cyan: code = ANSI.cyan
        case .blue: code = ANSI.blue
        case .orange: code = ANSI.orange
        }
        return code + text + ANSI.reset
    }, form: { form in
        form.runs.map { $0.irregular ? ANSI.boldRed + $0.text + ANSI.reset : String($0.text) }.joined()
    })
}
