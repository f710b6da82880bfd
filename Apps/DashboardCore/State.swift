// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Persistence
import QuizKit
import RichText
import VerbData

/// The dashboard's screens. The first six are the main screens Tab cycles through;
/// `verb` is opened from the list (or a link) and left with Esc.
public enum Screen: String, Sendable, Hashable, CaseIterable {
    case verbs, quiz, review, info, progress, settings, verb

    /// The screens Tab cycles through, in order.
    public static let main: [Screen] = [.verbs, .quiz, .review, .info, .progress, .settings]

    public var isMain: Bool { self != .verb }
}

/// Everything the dashboard shows, as a value. `reduce` makes the next one from an
/// event; `render` draws one. Neither touches the terminal.
public struct State: Sendable {
    public var env: DashboardEnvironment
    public var size: Size
    /// The time of the last event: the quiz timer is drawn from it.
    public var now: Date
    public var screen: Screen
    /// Where Esc goes back to from the verb screen.
    public var backStack: [Screen] = []
    public var showsHelp = false
    public var shouldQuit = false
    /// One sentence for the status line; cleared by the next key.
    public var message: String?
    /// Goes up by one each time the terminal bell should ring (a wrong answer with sound on).
    public var bells = 0
    public var settings: Settings
    public var verbs: VerbList
    public var verb: VerbPage?
    public var quiz = QuizPage()
    public var review = ReviewPage()
    public var info = InfoPage()
    public var progress = ProgressPage()
    /// The selected row of the settings screen.
    public var settingsSelection = 0

    /// The opening state: the verb list, the settings read from the store.
    public init(environment: DashboardEnvironment, size: Size) {
        self.env = environment
        self.size = size
        self.now = environment.clock.now()
        self.screen = .verbs
        self.verbs = VerbList(matches: environment.catalog.search("", family: nil, order: .frequency))
        do {
            self.settings = try environment.store.settings()
        } catch {
            self.settings = Settings()
            self.message = DashboardError.store(sentence(error)).sentence
        }
        self.review.queue = (try? environment.store.reviewQueue()) ?? []
    }

    /// Rows between the title bar and the status and help lines.
    public var bodyHeight: Int { max(0, size.rows - 4) }
}

/// The verb list: search, order, family filter and selection.
public struct VerbList: Sendable, Hashable {
    public var query = ""
    public var isSearching = false
    public var order = VerbOrder.frequency
    /// nil shows every family.
    public var family: Family?
    /// Catalog row indices shown, in order.
    public var matches: [Int]
    public var selection = 0
    /// The first match shown.
    public var top = 0
}

/// One verb opened: its conjugation and facts, computed once when it is opened.
public struct VerbPage: Sendable {
    public var infinitive: String
    public var verb: Verb?
    /// The lexicon's meanings, most frequent first (empty for a verb conjugated by rule).
    public var meanings: [Lexicon.Entry]
    public var groups: [(group: Conjugationgroup, forms: [Form])]
    public var error: String?
    public var scroll = 0
}

/// A quiz or a review being played.
public struct Drill: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A quiz recorded in the store under this id.
        case quiz(id: Int64)
        /// A review drill over these queue entries, one per question.
        case review(entries: [ReviewEntry])
    }

    public var kind: Kind
    public var session: QuizSession
    /// What the learner is typing.
    public var input = ""
    /// The previous question and the answer given to it.
    public var last: (question: Question, answer: QuizSession.Answer)?
    /// Seconds on the timer when the drill finished.
    public var finalElapsed: TimeInterval?
    /// Scroll position of the results.
    public var scroll = 0

    public var isFinished: Bool { session.isFinished }
}

public struct QuizPage: Sendable {
    public var drill: Drill?
    /// An unfinished quiz in the store, offered for resuming.
    public var unfinished: StoredQuiz?
    /// True once the store was asked about an unfinished quiz.
    public var checked = false
}

public struct ReviewPage: Sendable {
    public var drill: Drill?
    public var queue: [ReviewEntry] = []
}

/// The article list, or one article open with the ones it was reached from.
public struct InfoPage: Sendable {
    public struct Open: Sendable {
        public var slug: String
        public var title: String
        public var document: Document
        public var scroll = 0
    }

    public var entries: [ArticleClient.Entry] = []
    public var loaded = false
    public var selection = 0
    public var open: Open?
    /// Articles to return to with Esc, the most recent last.
    public var trail: [Open] = []
    /// Digits typed to choose a link when an article has ten or more.
    public var linkNumber = ""
}

/// What the progress screen shows, read from the store when it is opened.
public struct ProgressPage: Sendable {
    /// Finished quizzes, oldest first.
    public var finished: [QuizSummary] = []
    public var best: [QuizSummary] = []
    public var tallies: [GroupTally] = []
    public var streak = 0
}

func sentence(_ error: PersistenceError) -> String {
    switch error {
    case .cannotOpen(_, let reason): return reason
    case .newerSchema: return "it was written by a newer version of konjugieren"
    case .unknownSetting(let name): return "unknown setting \(name)"
    case .invalidSettingValue(let name, let value, let allowed):
        return "\(name) cannot be \(value); choose \(allowed.joined(separator: ", "))"
    case .quizNotFound(let id): return "no quiz \(id)"
    case .database(let message): return message
    case .notARegularFile, .readOnly, .diskFull, .busy, .corrupt, .notAStore, .ioError: return error.reason
    }
}
