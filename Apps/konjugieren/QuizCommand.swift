// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import ConjugationEngine
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Localization
import Persistence
import Practice
import PracticeText
import QuizKit
import VerbData
import Wire

/// `konjugieren quiz`: thirty questions, timed and scored, every answer saved as it is given.
///
/// Answers are read one per line from standard input, so the quiz plays the same on a
/// terminal and from a pipe. End of input pauses the quiz (it stays resumable);
/// `:quit` or `:q` ends it after a confirmation.
struct QuizCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quiz",
        abstract: "Take a timed quiz of 30 questions (or as many as you choose).",
        discussion: """
        Type each answer and press Return; an empty line asks again. Case, \
        surrounding spaces, a closing "!" and the spelling of umlauts do not matter: \
        ä, ö, ü and ß may be typed ae, oe, ue and ss ("loese ab", "liess"). Separable \
        verbs may be written either way ("komme an" or "ankomme"), the Imperativ with \
        its pronoun ("waschen Sie sich!"; a reflexive one needs it). A multiple-choice question takes the number \
        or the form, a true/false one y or n. Type :quit (or :q) to give the quiz up; \
        it asks before anything is lost. End of input (Ctrl-D) pauses the quiz: the \
        next `konjugieren quiz` offers to resume it.

        Quizzes draw from the 500 most frequent verbs on Regular and from every verb \
        on Ridiculous unless --band or --verbs says otherwise; the settings questions, \
        band and question-types change the defaults.

        With --format json every question is printed as a JSON object when it is \
        asked ({"type":"question",…}) and again when it is answered \
        ({"type":"answer",…} with verb, group, person, expected, answer and correct), \
        followed by a final object ({"type":"result"} with finished, discarded, \
        score, correct, total and questions). Answers are still read from standard \
        input, one per line; :quit ends the quiz at once and discards it \
        ("discarded":true), while end of input pauses it ("finished":false, \
        "discarded":false).

        Examples:
          konjugieren quiz
          konjugieren quiz --difficulty ridiculous --lives 3
          konjugieren quiz --questions 10 --group präteritum --group perfekt
          konjugieren quiz --verbs singen,gehen,sehen --question-types mixed
          konjugieren quiz --server http://127.0.0.1:8080 --player Anna

        The same seed over the same history gives the same questions; over a new \
        store, seed 42 asks first for these two forms:
          printf 'erinnert\\nwiederholt\\n' | konjugieren quiz --seed 42 --store /tmp/k.db
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var common: CommonOptions

    @Option(help: "Seed for the question generator: the same seed over the same history gives the same quiz (the dashboard's too).")
    var seed: UInt64?

    @Option(help: "regular (Präsens, Perfekt, Imperativ) or ridiculous (every group, score ×2). Overrides the setting.")
    var difficulty: Difficulty?

    @Option(help: "How many questions (1 to 200; default: the setting questions, else 30).")
    var questions: Int?

    @Option(name: [.short, .long], parsing: .singleValue,
            help: "Only these conjugationgroups (repeatable; German or English names, e.g. präteritum, \"Perfekt Indikativ\").")
    var group: [String] = []

    @Option(help: "Draw from the 500 or 2000 most frequent verbs, or all (default: the setting band).")
    var band: String?

    @Option(help: "Your own verbs, separated by commas: singen,gehen,\"sich freuen\".")
    var verbs: String?

    @Option(help: ArgumentHelp("Your own verbs from a file, one per line (# starts a comment).", valueName: "path"))
    var verbFile: String?

    @Option(help: "Lives mode: the quiz ends at this many wrong answers.")
    var lives: Int?

    @Option(help: "typed, or mixed with multiple-choice and true/false questions (default: the setting question-types).")
    var questionTypes: Persistence.Settings.QuestionTypes?

    @Option(help: "text (the default) or json for scripts.")
    var format: Format = .text

    @Flag(help: "Resume an unfinished quiz without asking.")
    var resume = false

    @Flag(help: "Discard an unfinished quiz without asking and start a new one.")
    var discard = false

    @Option(help: ArgumentHelp("Play on a konjugieren-server, which picks and grades the questions (at most 30).",
                               valueName: "url"))
    var server: String?

    @Option(help: ArgumentHelp("With --server: the name for its shared leaderboard, claimed on first use; its token is kept in the store.",
                               valueName: "name"))
    var player: String?

    func validate() throws {
        let l = try common.localizer()
        if resume && discard { throw ValidationError(l.cli.exclusiveFlags("--resume", "--discard")) }
        if let questions {
            // The same range as `settings questions`.
            let range = Persistence.Settings.quizLengthRange
            if questions < range.lowerBound { throw ValidationError(l.cli.atLeastOne("--questions")) }
            if questions > range.upperBound { throw ValidationError(l.quiz.atMost("--questions", range.upperBound)) }
        }
        if let lives, lives < 1 { throw ValidationError(l.cli.atLeastOne("--lives")) }
        if let band, Self.band(band) == nil { throw ValidationError(l.quiz.unknownBand(band)) }
        _ = try groups(l)
        // --resume goes on with the quiz as it was made: options for a new quiz would be ignored.
        if resume, let made = newQuizOption { throw ValidationError(l.cli.exclusiveFlags("--resume", made)) }
        if player != nil && server == nil { throw ValidationError(l.cli.exclusiveFlags("--player", "--server")) }
        if server != nil, let made = sharedQuizConflict { throw ValidationError(l.cli.exclusiveFlags("--server", made)) }
        // A server's quiz has at most 30 questions, as the server's own limit.
        if server != nil, let questions, questions > QuizStart.maximumLength {
            throw ValidationError(l.quiz.atMost("--questions", QuizStart.maximumLength))
        }
    }

    /// An option a server's quiz cannot follow: the server picks the questions.
    var sharedQuizConflict: String? {
        let given: [(Bool, String)] = [
            (seed != nil, "--seed"), (!group.isEmpty, "--group"), (band != nil, "--band"), (verbs != nil, "--verbs"),
            (verbFile != nil, "--verb-file"), (lives != nil, "--lives"), (questionTypes != nil, "--question-types"),
            (format != .text, "--format"), (resume, "--resume"), (discard, "--discard"),
        ]
        return given.first { $0.0 }?.1
    }

    /// The first option given that only a new quiz can follow, nil when none is.
    var newQuizOption: String? {
        let given: [(Bool, String)] = [
            (seed != nil, "--seed"), (difficulty != nil, "--difficulty"), (questions != nil, "--questions"),
            (!group.isEmpty, "--group"), (band != nil, "--band"), (verbs != nil, "--verbs"),
            (verbFile != nil, "--verb-file"), (lives != nil, "--lives"), (questionTypes != nil, "--question-types"),
        ]
        return given.first { $0.0 }?.1
    }

    static func band(_ text: String) -> Persistence.Settings.Band? {
        switch text.lowercased() {
        case "500": return .top500
        case "2000", "2,000", "2.000": return .top2000
        case "all", "alle": return .all
        case "auto": return .automatic
        default: return nil
        }
    }

    func groups(_ l: L) throws -> [Conjugationgroup]? {
        guard !group.isEmpty else { return nil }
        // `--group ""` names nothing: an error, not every group.
        if group.contains(where: { !$0.contains { $0 != "," && !$0.isWhitespace } }) { throw ValidationError(l.cli.emptyGroup) }
        var out: [Conjugationgroup] = []
        // The names and aliases `conjugate --group` accepts (passiv, aktiv, zustandspassiv …).
        for name in group.flatMap({ $0.split(separator: ",").map(String.init) }) {
            guard let named = Conjugationgroup.groups(named: name) else {
                throw ValidationError(l.cli.unknownConjugationgroup(name, known: Conjugate.typedGroupNames(width: World.live.width)))
            }
            for g in named where !out.contains(g) { out.append(g) }
        }
        return out
    }

    func run() throws { try run(in: .live) }

    func run(in world: World) throws {
        if let server { return try runShared(server, in: world) }
        let app = try common.open(world)
        let lexicon = try app.lexicon()
        let practice = app.practice(lexicon)
        // A bad verb list is the learner's mistake, told as such (status 1 or 2) before
        // anything else is asked, never as a store failure.
        let own = try ownVerbs(app, lexicon: lexicon)
        var resumed: ActiveQuiz?
        // A store left with two unfinished quizzes (by an older version) offers each in turn.
        opening: while resumed == nil {
            switch try app.attempt({ try practice.opening() }) {
            case .unfinished(let unfinished):
                if format == .json && !resume && !discard {
                    throw world.fail(app.l.quiz.unfinishedPrompt + " (--resume / --discard)")
                }
                switch try chooseResumeOrDiscard(unfinished, app: app) {
                case .resume: resumed = try app.attempt { try practice.resume(unfinished, at: app.now) }
                case .discard: try app.attempt { try practice.discard(unfinished, at: app.now) }
                case .pause: return
                }
            case .playedElsewhere(let pid):
                // The quiz is another running konjugieren's: never taken from it, never hidden,
                // and no second quiz is started beside it (one unfinished quiz at a time).
                throw world.fail(app.l.quiz.playedElsewhere(pid: Int(pid)), code: 1)
            case .none:
                break opening
            }
        }
        // --resume promises to go on with a quiz; starting a new one would be a surprise.
        if resumed == nil && resume { throw world.fail(app.l.cli.nothingToResume, code: 1) }
        let quiz: ActiveQuiz
        if let resumed {
            quiz = resumed
        } else {
            let plan = try plan(app, own: own)
            quiz = try app.attempt { try practice.start(plan, at: app.now) }
        }
        var drive = practice.driver(quiz, at: app.now)
        // `--verbs singen` has 18 different questions, not 30: said before the first one.
        let note = quiz.fewerQuestionsNote(app.l)
        let player = QuizPlayer(app: app, practice: practice)
        if format == .json {
            if let note { app.out.error("konjugieren: " + note) }
            try player.playJSON(&drive)
        } else {
            try player.play(&drive, note: note)
        }
    }

    /// The plan from the settings and the flags, which override them.
    func plan(_ app: App, own: [String]) throws -> QuizPlan {
        var plan = QuizPlan(settings: app.settings, seed: seed ?? app.world.seed())
        if let difficulty {
            plan.difficulty = difficulty
            plan.maximumRank = app.settings.band.maximumRank(difficulty: difficulty)
        }
        if let band, let chosen = Self.band(band) { plan.maximumRank = chosen.maximumRank(difficulty: plan.difficulty) }
        if let questions { plan.options.length = questions }
        if let questionTypes { plan.options.mixesKinds = questionTypes == .mixed }
        plan.options.groups = try groups(app.l)
        plan.lives = lives
        if !own.isEmpty { plan.verbs = own }
        return plan
    }

    enum Choice { case resume, discard, pause }

    func chooseResumeOrDiscard(_ quiz: StoredQuiz, app: App) throws -> Choice {
        if resume { return .resume }
        if discard { return .discard }
        let asked = app.screens.unfinishedQuestion(quiz)
        for _ in 0..<3 {
            app.out.line(asked.line)
            app.out.prompt(asked.prompt)
            guard let line = app.out.readLine() else {
                app.out.line("")
                app.out.line(app.l.quiz.nothingChosen)
                return .pause
            }
            if let resumes = app.screens.resumes(line) { return resumes ? .resume : .discard }
        }
        app.out.line(app.l.quiz.nothingChosen)
        return .pause
    }
}

extension Difficulty: @retroactive ExpressibleByArgument {
    /// "regular", "ridiculous", or their German names "normal", "aberwitzig", in any case.
    public init?(argument: String) {
        let typed = argument.lowercased()
        self.init(rawValue: Difficulty.aliases[typed] ?? typed)
    }
}
extension Persistence.Settings.QuestionTypes: @retroactive ExpressibleByArgument {}
