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
    /// An answer, a pause, a finish or a review change, as the drills ask for it.
    case write(PracticeWrite)
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
    case progress(history: [QuizSummary], best: [QuizSummary], tallies: [GroupTally])
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
                return .loaded(.progress(history: try store.history(), best: try store.leaderboard(limit: 5),
                                         tallies: try store.groupTallies()))
            case .saveSettings(let changed, let shown):
                return .loaded(.settingsSaved(try store.save(changed, changedFrom: shown)))
            case .startQuiz(let plan, let at): return .loaded(.quizStarted(try practice.start(plan, at: at)))
            case .resumeQuiz(let stored, let at): return .loaded(.quizResumed(try practice.resume(stored, at: at)))
            case .startReview(let entries, let difficulty, let at):
                return .loaded(.reviewStarted(try practice.reviewDrill(entries, difficulty: difficulty, at: at)))
            case .write(let write):
                try practice.perform(write)
                return nil
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
