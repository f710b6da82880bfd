// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Persistence
import QuizKit

/// The quiz and review lifecycle over a store and a source of verbs: what every front
/// end does to start, resume, play, pause, finish and review, written once.
///
/// Starting and resuming read and write the store here; playing is done on the
/// `ActiveQuiz` and `ReviewDrill` values, which return the `PracticeWrite`s to carry out.
///
/// ```swift
/// let practice = Practice(store: try Store.inMemory(), source: .lexicon(try Lexicon.bundled()))
/// var quiz = try practice.start(QuizPlan(difficulty: .regular, seed: 42), at: Date())
/// quiz.session.current?.verb.infinitive          // the first verb asked
/// ```
public struct Practice: Sendable {
    /// Where quizzes, answers and the review queue are kept.
    public let store: Store
    /// The verbs asked about, and their conjugator.
    public let source: VerbSource
    /// The process recorded as the player of the quizzes this value starts or resumes,
    /// so that another process does not offer them; nil records none.
    public var owner: Int32?
    /// Whether a recorded player is still running: its quiz is then not offered.
    public var isAlive: @Sendable (Int32) -> Bool
    /// What tells a process from a later one given the same id (`PlayerProcess.identity`:
    /// its boot and start time), nil when unknown: a quiz whose player's id now belongs to
    /// another process is not hidden behind it.
    public var identity: @Sendable (Int32) -> String?
    /// The learner's calendar: which day an answer counts for (the daily goal, streaks).
    public var calendar: Calendar
    /// The clock that dates a quiz discarded because it cannot be read (see `unfinishedQuiz`).
    public var now: @Sendable () -> Date = { Date() }

    /// Practice over `store` and `source`; `owner` and `isAlive` guard a quiz two processes
    /// could play; `calendar` (with the learner's time zone) dates the days' activity.
    public init(store: Store, source: VerbSource, owner: Int32? = nil,
                isAlive: @escaping @Sendable (Int32) -> Bool = { _ in false },
                identity: @escaping @Sendable (Int32) -> String? = { _ in nil }, calendar: Calendar = .current) {
        self.store = store
        self.source = source
        self.owner = owner
        self.isAlive = isAlive
        self.identity = identity
        self.calendar = calendar
    }

    // MARK: Quizzes

    /// The quiz left unfinished, unless a running process is playing it. One that holds a
    /// value this version does not know (a newer version's) is discarded, so that it does not
    /// stand in the way of every quiz after it, and reported: `unreadableQuiz`.
    public func unfinishedQuiz() throws(PersistenceError) -> StoredQuiz? {
        do throws(PersistenceError) {
            return try store.unfinishedQuiz(isPlayer: isPlayer)
        } catch .unreadableQuiz(let id, let kind, let value) {
            try store.discardQuiz(id: id, at: now())
            throw .unreadableQuiz(id: id, kind: kind, value: value)
        }
    }

    /// The running process that plays an unfinished quiz, if one does: why there is
    /// nothing to resume here although a quiz is unfinished.
    public func livePlayer() throws(PersistenceError) -> Int32? {
        let me = owner.flatMap(identity)
        return try store.livePlayer { pid, recorded in (pid != owner || recorded != me) && isPlayer(pid, recorded) }
    }

    /// Takes the review queue for this process (`owner`): nil when it is now ours, else
    /// the running process that drills it, so that two reviews never drill the same
    /// forms at once. Without an owner there is nothing to guard, and nil is returned.
    public func claimReview() throws(PersistenceError) -> Int32? {
        guard let owner else { return nil }
        return try store.claimReview(for: owner, identity: identity(owner), isPlayer: isPlayer)
    }

    /// Gives the review queue free again after this process's drill.
    public func releaseReview() throws(PersistenceError) {
        guard let owner else { return }
        try store.releaseReview(for: owner)
    }

    /// Whether the process recorded as a quiz's player, with `recorded` identity, still
    /// runs: alive, and not a later process that was given the same id.
    func isPlayer(_ pid: Int32, _ recorded: String?) -> Bool {
        guard isAlive(pid) else { return false }
        guard let recorded, let current = identity(pid) else { return true }
        return current == recorded
    }

    /// Weights that favour the groups this learner gets wrong; for a quiz on one verb the
    /// groups its forms in the review queue belong to weigh four times more.
    public func weights(verb: String? = nil) throws(PersistenceError) -> Quiz.Weights {
        var weights = Quiz.Weights(try store.groupTallies())
        if let verb {
            for entry in try store.reviewQueue() where entry.verb == verb {
                weights.groups[entry.conjugationgroup] = weights.weight(for: entry.conjugationgroup) * 4
            }
        }
        return weights
    }

    /// The quiz a plan gives with the store as it is. The rule every front end follows:
    /// the same seed over the same history gives the same quiz.
    public func quiz(_ plan: QuizPlan) throws(PersistenceError) -> Quiz {
        var rng = SplitMix64(seed: plan.seed)
        return Quiz.generate(difficulty: plan.difficulty, source: source(for: plan), weights: try weights(verb: plan.verb),
                             options: plan.options, using: &rng)
    }

    /// The verbs a plan draws from: one verb's weak spots, the learner's own list, or the
    /// source's verbs up to the plan's frequency rank.
    public func source(for plan: QuizPlan) -> VerbSource { plan.source(from: source) }

    /// Generates a quiz and records it with its seed. Only one quiz is unfinished at a
    /// time: with one waiting, nothing is started and the error carries it; with one that
    /// another running process plays, nothing is started either (`quizInUse`).
    public func start(_ plan: QuizPlan, at date: Date) throws(PracticeError) -> ActiveQuiz {
        do {
            if let unfinished = try unfinishedQuiz() { throw PracticeError.unfinishedQuiz(unfinished) }
            if let player = try livePlayer() { throw PracticeError.quizInUse(pid: player) }
            let quiz = try quiz(plan)
            guard !quiz.questions.isEmpty else { throw PracticeError.noVerbs }
            let records = quiz.questions.enumerated().map { StoredQuestion($1, position: $0) }
            let id = try store.startQuiz(NewQuiz(startedAt: date, difficulty: plan.difficulty,
                                                 thirdPerson: plan.thirdPerson, seed: String(plan.seed),
                                                 questions: records, lives: plan.lives),
                                         owner: owner, identity: owner.flatMap(identity))
            return ActiveQuiz(id: id, session: QuizSession(quiz: quiz, timer: QuizTimer(startedAt: date), lives: plan.lives),
                              requested: plan.options.length)
        } catch let error as PracticeError {
            throw error
        } catch let error as PersistenceError {
            throw .store(error)
        } catch {
            throw .store(.database(message: "\(error)"))
        }
    }

    /// Takes an unfinished quiz up again where it was left, its clock going on from where
    /// it stood. A quiz this version cannot read any more is discarded.
    public func resume(_ stored: StoredQuiz, at date: Date) throws(PracticeError) -> ActiveQuiz {
        var questions: [Question] = []
        for record in stored.questions {
            guard let question = Question(record, source: source) else {
                try wrap { () throws(PersistenceError) in try store.discardQuiz(id: stored.summary.id, at: date) }
                throw .unreadableQuiz
            }
            questions.append(question)
        }
        if let owner {
            // Two processes resuming at once: the first takes the quiz, the other is told who plays it.
            var player: Int32?
            try wrap { () throws(PersistenceError) in
                player = try store.claimQuiz(id: stored.summary.id, for: owner, identity: identity(owner),
                                             isPlayer: isPlayer)
            }
            if let player { throw .quizInUse(pid: player) }
        }
        var answers: [Int: QuizSession.Answer] = [:]
        for a in stored.answers { answers[a.position] = .init(given: a.given, isCorrect: a.isCorrect) }
        let quiz = Quiz(difficulty: stored.summary.difficulty, questions: questions)
        return ActiveQuiz(id: stored.summary.id, session: QuizSession(
            quiz: quiz, answers: answers, timer: QuizTimer(startedAt: date, carried: stored.summary.elapsed),
            lives: stored.summary.lives))
    }

    /// Carries out a write a drill asked for. A quiz answer reads the form's place in the
    /// review queue first and commits the answer and the queue change together, counted in
    /// its day's activity. Finishing a quiz keeps history to the learner's limit.
    ///
    /// - Returns: the badges the write earned, to be announced (a finished quiz, a review
    ///   answer); usually none.
    @discardableResult
    public func perform(_ write: PracticeWrite) throws(PersistenceError) -> [Badge] {
        switch write {
        case .recordAnswer(let quizID, let answer, let form, let elapsed):
            let existing = try store.reviewEntry(verb: form.verb, conjugationgroup: form.conjugationgroup, person: form.person)
            let change = form.change(existing: existing, correct: answer.isCorrect, at: answer.answeredAt, inQuiz: true)
            try store.recordAnswer(answer, quizID: quizID, elapsed: elapsed, review: change, day: day(of: answer.answeredAt))
        case .finishQuiz(let id, let at, let elapsed, let score, let correctCount):
            let keep = try store.settings().historyLimit
            try store.finishQuiz(id: id, at: at, elapsed: elapsed, score: score, correctCount: correctCount,
                                 day: day(of: at), keep: keep)
            return try awardBadges(at: at)
        case .pauseQuiz(let id, let elapsed):
            try store.saveElapsed(elapsed, quizID: id)
            if owner != nil { try store.setOwner(nil, quizID: id) }
        case .discardQuiz(let id, let at):
            try store.discardQuiz(id: id, at: at)
        case .applyReview(let change):
            try store.apply(change)
        case .recordReview(let change, let isCorrect, let experience, let at):
            try store.recordReviewAnswer(isCorrect: isCorrect, experience: experience, day: day(of: at), review: change)
            return try awardBadges(at: at)
        }
        return []
    }

    /// The learner's calendar day of `date`, as the store keys activity: "2026-11-23".
    public func day(of date: Date) -> String {
        let c = calendar.dateComponents([.year, .month, .day], from: date)
        func two(_ n: Int?) -> String { let v = n ?? 0; return v < 10 ? "0\(v)" : "\(v)" }
        return "\(c.year ?? 0)-\(two(c.month))-\(two(c.day))"
    }

    // MARK: Review

    /// A drill over queue entries, at most `limit`. Forms this version cannot ask any
    /// more leave the queue; nil when none is left to ask.
    public func reviewDrill(_ entries: [ReviewEntry], limit: Int = 30, difficulty: Difficulty = .regular,
                            at date: Date) throws(PersistenceError) -> ReviewDrill? {
        var glosses: [String: String] = [:]
        for verb in source.verbs where glosses[verb.infinitive] == nil { glosses[verb.infinitive] = verb.gloss }
        var questions: [Question] = []
        var kept: [ReviewEntry] = []
        for entry in entries.prefix(limit) {
            // "sich waschen" from a learner's own list: the gloss of waschen.
            let gloss = glosses[entry.verb] ?? glosses[VerbSource.withoutPronoun(entry.verb)] ?? ""
            let record = StoredQuestion(position: questions.count, verb: entry.verb, gloss: gloss,
                                        conjugationgroup: entry.conjugationgroup, person: entry.person, correctForm: "")
            guard let question = Question(record, source: source), !question.expected.text.isEmpty else {
                try store.apply(.remove(verb: entry.verb, conjugationgroup: entry.conjugationgroup, person: entry.person))
                continue
            }
            questions.append(question)
            kept.append(entry)
        }
        guard !questions.isEmpty else { return nil }
        return ReviewDrill(entries: kept, session: QuizSession(quiz: Quiz(difficulty: difficulty, questions: questions),
                                                              timer: QuizTimer(startedAt: date)))
    }

    private func wrap(_ body: () throws(PersistenceError) -> Void) throws(PracticeError) {
        do { try body() } catch { throw .store(error) }
    }
}

/// What a new quiz is made of. The seed is stored with the quiz.
public struct QuizPlan: Sendable, Hashable {
    /// Which groups are asked, and the score multiplier.
    public var difficulty: Difficulty
    /// The seed of the question generator.
    public var seed: UInt64
    /// The er/sie/es setting the quiz is played with, stored with it.
    public var thirdPerson: Persistence.Settings.ThirdPerson
    /// A quiz on this one verb's weak spots; nil asks about the whole source.
    public var verb: String?
    /// How many questions, which groups, and whether other kinds of question are mixed in.
    public var options: Quiz.Options
    /// Only verbs up to this frequency rank (500: the 500 most frequent); nil: every verb.
    public var maximumRank: Int?
    /// The learner's own verbs (`--verbs a,b,c`); nil or empty: the source's.
    public var verbs: [String]?
    /// Lives mode: the quiz ends at this many wrong answers; nil plays every question.
    public var lives: Int?

    /// A plan; `verb` asks about that one verb only.
    public init(difficulty: Difficulty, seed: UInt64, thirdPerson: Persistence.Settings.ThirdPerson = .erSieEs,
                verb: String? = nil,
                options: Quiz.Options = .standard, maximumRank: Int? = nil, verbs: [String]? = nil, lives: Int? = nil) {
        self.difficulty = difficulty
        self.seed = seed
        self.thirdPerson = thirdPerson
        self.verb = verb
        self.options = options
        self.maximumRank = maximumRank
        self.verbs = verbs
        self.lives = lives
    }

    /// The plan the settings ask for: difficulty, length, frequency band and kinds of
    /// question; the caller adds what is chosen for this quiz only (lives, groups, verbs).
    public init(settings: Persistence.Settings, seed: UInt64) {
        self.init(difficulty: settings.difficulty, seed: seed, thirdPerson: settings.thirdPerson,
                  options: Quiz.Options(length: settings.quizLength, mixesKinds: settings.questionTypes == .mixed),
                  maximumRank: settings.band.maximumRank(difficulty: settings.difficulty))
    }
}

/// Why a quiz could not be started or resumed.
public enum PracticeError: Error, Equatable, Sendable {
    /// The store failed.
    case store(PersistenceError)
    /// The source gave no question (an empty lexicon).
    case noVerbs
    /// A quiz is unfinished; resume or discard it first.
    case unfinishedQuiz(StoredQuiz)
    /// The unfinished quiz holds questions this version cannot read; it was discarded.
    case unreadableQuiz
    /// Another running process (`pid`) plays the quiz; it is not taken from it.
    case quizInUse(pid: Int32)
    /// Another running process (`pid`) drills the review queue; a second drill would
    /// move the same forms.
    case reviewInUse(pid: Int32)
}

extension QuizPlan {
    /// The verbs this plan draws from `source`: one verb's weak spots, the learner's own
    /// list, or the source's verbs up to the plan's frequency rank.
    public func source(from source: VerbSource) -> VerbSource {
        if let infinitive = verb { return source.restricted(to: [source.quizVerb(infinitive)]) }
        if let own = verbs, !own.isEmpty {
            var seen = Set<String>()
            // Found by name in one pass over the source, not one pass per verb of the list.
            var known: [String: QuizVerb] = [:]
            for verb in source.verbs where known[verb.infinitive] == nil { known[verb.infinitive] = verb }
            return source.restricted(to: own.filter { seen.insert($0).inserted }.map { source.quizVerb($0) { known[$0] } })
        }
        if let maximum = maximumRank {
            let band = source.verbs.filter { $0.rank <= maximum }
            // A source without ranks that low (a test's, a tiny lexicon) stays whole.
            if !band.isEmpty { return source.restricted(to: band) }
        }
        return source
    }
}

extension VerbSource {
    /// The source's verb of this infinitive, or a verb conjugated by rule (rank 1, no gloss).
    ///
    /// Asked with sich, a verb also used without it keeps the pronoun, so that its forms
    /// are the reflexive ones: "sich waschen" asks "wasch dich!", not "wasch!". A verb
    /// always used with sich ("sich bedanken") is the source's own.
    func quizVerb(_ infinitive: String) -> QuizVerb {
        quizVerb(infinitive) { name in verbs.first { $0.infinitive == name } }
    }

    /// `quizVerb(_:)` with the source's verbs found by `lookUp`.
    func quizVerb(_ infinitive: String, _ lookUp: (String) -> QuizVerb?) -> QuizVerb {
        if let known = lookUp(infinitive) { return known }
        guard infinitive.hasPrefix("sich ") else { return QuizVerb(infinitive: infinitive, gloss: "", rank: 1) }
        let bare = String(infinitive.dropFirst(5))
        guard let known = lookUp(bare) else {
            return QuizVerb(infinitive: infinitive, gloss: "", rank: 1, reflexive: .always)
        }
        // Only where the bare infinitive already conjugates reflexively (bedanken) is the
        // source's verb the one asked; otherwise the typed "sich" picks the meaning
        // (sich scheren: "hat sich geschert", not scheren's "hat geschoren").
        if known.reflexive == .always, verb(bare)?.isReflexive == true { return known }
        return QuizVerb(infinitive: infinitive, gloss: gloss(infinitive) ?? known.gloss, rank: known.rank,
                        reflexive: .always)
    }

}
