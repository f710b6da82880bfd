// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Persistence
import Practice
import QuizKit

/// A store operation `reduce` asks for. It is only a description: the `Runtime` carries
/// it out and brings the result back as an `Event`, so `reduce` never touches the store.
public enum Effect: Sendable, Equatable {
    case loadSettings
    case loadReviewQueue
    case loadUnfinishedQuiz
    /// Finished quizzes, the five best and the tallies per group.
    case loadProgress
    /// The settings as changed on screen and as they were shown: only what changed is
    /// written, so a change another process made meanwhile survives.
    case saveSettings(Settings, shown: Settings)
    case startQuiz(QuizPlan, at: Date)
    case resumeQuiz(StoredQuiz, at: Date)
    case startReview([ReviewEntry], difficulty: QuizKit.Difficulty, at: Date)
    /// The review drill is left: the queue is free for another process's review.
    case releaseReview
    /// An answer, a pause, a finish or a review change, as the drills ask for it.
    case write(PracticeWrite)
    /// A past quiz with its questions and answers, for the details page.
    case loadQuizDetails(id: Int64)
    /// Deletes one past quiz, then reloads the progress.
    case deleteQuiz(id: Int64)
    /// Deletes every quiz, then reloads the progress.
    case resetHistory
}

/// What an effect brought back, as an event for `reduce`.
public enum Loaded: Sendable {
    case settings(Settings)
    case settingsSaved(Settings)
    case reviewQueue([ReviewEntry])
    case unfinishedQuiz(StoredQuiz?)
    case quizStarted(ActiveQuiz)
    case quizResumed(ActiveQuiz)
    /// Nil when none of the forms could be asked any more.
    case reviewStarted(ReviewDrill?)
    case progress(ProgressReport, best: [QuizSummary])
    /// A past quiz and its questions, conjugated afresh for their irregular letters.
    case quizDetails(StoredQuiz, questions: [Question])
    /// Badges a write earned, to be announced.
    case badgesEarned([Badge])
    case failed(DashboardError)
}

/// Carries out the effects `reduce` returns, through `Practice` and its store, and
/// turns each result into an event. A failure is written to the store's error log (in
/// English, like every entry there) and comes back as `.failed`.
///
/// ```swift
/// let runtime = Runtime(practice: Practice(store: store, source: .lexicon(lexicon)), clock: .live)
/// var state = runtime.send(.launch, to: State(environment: environment, size: size))
/// state = runtime.send(.key(.tab), to: state)   // the quiz screen, the unfinished quiz looked up
/// ```
public struct Runtime: Sendable {
    /// The lifecycle and the store the effects go through.
    public var practice: Practice
    /// The time of error log entries.
    public var clock: QuizClock

    /// A runtime over `practice`; `clock` dates the error log entries.
    public init(practice: Practice, clock: QuizClock) {
        self.practice = practice
        self.practice.now = clock.now
        self.clock = clock
    }

    /// Carries out one effect; the event is its result, nil for a write that succeeded.
    public func perform(_ effect: Effect) -> Event? {
        let store = practice.store
        do {
            switch effect {
            case .loadSettings: return .loaded(.settings(try store.settings()))
            case .loadReviewQueue: return .loaded(.reviewQueue(try store.reviewQueue()))
            case .loadUnfinishedQuiz: return .loaded(.unfinishedQuiz(try practice.unfinishedQuiz()))
            case .loadProgress:
                return .loaded(.progress(try practice.report(at: clock.now()), best: try store.leaderboard(limit: 10)))
            case .loadQuizDetails(let id):
                let stored = try store.quiz(id: id)
                let questions = stored.questions.compactMap { Question($0, source: practice.source) }
                return .loaded(.quizDetails(stored, questions: questions))
            case .deleteQuiz(let id):
                try store.deleteQuiz(id: id)
                return .loaded(.progress(try practice.report(at: clock.now()), best: try store.leaderboard(limit: 10)))
            case .resetHistory:
                try store.resetHistory()
                return .loaded(.progress(try practice.report(at: clock.now()), best: try store.leaderboard(limit: 10)))
            case .saveSettings(let changed, let shown):
                return .loaded(.settingsSaved(try store.save(changed, changedFrom: shown)))
            case .startQuiz(let plan, let at): return .loaded(.quizStarted(try practice.start(plan, at: at)))
            case .resumeQuiz(let stored, let at): return .loaded(.quizResumed(try practice.resume(stored, at: at)))
            case .startReview(let entries, let difficulty, let at):
                // One review at a time, as in `konjugieren review`.
                if let other = try practice.claimReview() { throw PracticeError.reviewInUse(pid: other) }
                let drill = try practice.reviewDrill(entries, difficulty: difficulty, at: at)
                // Nothing left to ask: no drill to leave later, so the queue is free at once.
                if drill == nil { try practice.releaseReview() }
                return .loaded(.reviewStarted(drill))
            case .releaseReview:
                try practice.releaseReview()
                return nil
            case .write(let write):
                let earned = try practice.perform(write)
                return earned.isEmpty ? nil : .loaded(.badgesEarned(earned))
            }
        } catch {
            let failure: DashboardError
            switch error {
            case let e as PersistenceError: failure = .store(e)
            case let e as PracticeError: failure = .practice(e)
            default: failure = .store(.database(message: "\(error)"))
            }
            // A store that is locked, read-only, full or failing would fail the log entry
            // too, a locked one only after a second wait for the lock: those are not logged.
            if let stored = failure.storeError, !stored.forbidsWriting {
                try? store.logError(at: clock.now(), context: "dashboard", message: stored.sentence(L(.en)))
            }
            return .loaded(.failed(failure))
        }
    }

    /// `reduce`s the event, carries out the effects it returns in order and `reduce`s their
    /// results, until nothing is left: what `main` does with every key, tick and resize.
    public func send(_ event: Event, to state: State) -> State {
        var (next, pending) = reduce(state, event)
        while !pending.isEmpty {
            let effect = pending.removeFirst()
            guard let result = perform(effect) else { continue }
            let step = reduce(next, result)
            next = step.state
            pending += step.effects
        }
        return next
    }
}
