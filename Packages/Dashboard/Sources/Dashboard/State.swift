// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Paradigm
import Persistence
import Practice
import QuizKit
import RichText
import VerbData

/// The dashboard's screens. The first six are the main screens Tab cycles through;
/// `verb` is opened from the list (or a link) and left with Esc.
public enum Screen: String, Sendable, Hashable, CaseIterable {
    case verbs, quiz, review, info, progress, settings, verb

    /// The screens Tab cycles through, in order.
    public static let main: [Screen] = [.verbs, .quiz, .review, .info, .progress, .settings]

    /// Every screen but `verb`.
    public var isMain: Bool { self != .verb }
}

/// Everything the dashboard shows, as a value. `reduce` makes the next one from an
/// event; `render` draws one. Neither touches the terminal or the store.
public struct State: Sendable {
    /// What the state reads besides itself: verbs, articles, clock, language.
    public var env: DashboardEnvironment
    /// The terminal size the screens are laid out for.
    public var size: Size
    /// The time of the last event: the quiz timer is drawn from it.
    public var now: Date
    /// The screen shown.
    public var screen: Screen
    /// Where Esc goes back to from the verb screen.
    public var backStack: [Screen] = []
    /// Whether the key help covers the screen (`?`).
    public var showsHelp = false
    /// The first line of the help shown, when the help is taller than the screen.
    public var helpScroll = 0
    /// Set when the learner quits; `main` then restores the terminal and exits.
    public var shouldQuit = false
    /// One sentence for the status line; cleared by the next key.
    public var message: String?
    /// Sound cues to ring, oldest first, when the sound setting is on: a quiz starts, an
    /// answer is right or wrong, a quiz ends. `main` rings them and empties the list.
    public var cues: [SoundCue] = []
    /// Verbs the learner marked in the list (`m`) for a quiz of their own, in the order marked.
    public var markedVerbs: [String] = []
    /// The seed of the next quiz.
    public var nextSeed: UInt64
    /// The learner's settings, as loaded from the store and changed on the Settings screen.
    public var settings = Settings()
    /// The verb list: search, order, family filter, selection.
    public var verbs: VerbList
    /// The verb open on the verb screen.
    public var verb: VerbPage?
    /// The quiz screen.
    public var quiz = QuizPage()
    /// The review screen.
    public var review = ReviewPage()
    /// The Info screen: the articles.
    public var info = InfoPage()
    /// The progress screen.
    public var progress = ProgressPage()
    /// The selected row of the settings screen.
    public var settingsSelection = 0
    /// The effects of the event being reduced; `reduce` hands them out.
    var effects: [Effect] = []

    /// The opening state: the verb list, default settings until `.launch` has loaded them.
    public init(environment: DashboardEnvironment, size: Size) {
        self.env = environment
        self.size = size
        self.now = environment.clock.now()
        self.screen = .verbs
        self.nextSeed = environment.seed
        self.verbs = VerbList(matches: environment.verbs.verbs(.all, sortedBy: .frequency))
    }

    /// Rows between the title bar and the status and help lines.
    public var bodyHeight: Int { max(0, size.rows - 4) }
}

/// The verb list: search, order, family filter and selection.
public struct VerbList: Sendable {
    /// The search text; empty lists every verb.
    public var query = ""
    /// Whether keys go into the search field.
    public var isSearching = false
    /// `.frequency` or `.alphabet`; with a query, `.frequency` ranks the best matches first.
    public var order = Lexicon.SortOrder.frequency
    /// nil shows every family.
    public var family: Family?
    /// The meanings shown, in order (a verb with two meanings, hängen, is listed twice).
    public var matches: [Lexicon.Listing] {
        didSet { verbCount = Self.verbCount(matches) }
    }
    /// How many verbs (distinct infinitives) `matches` holds, counted once per change of
    /// the matches rather than at every redraw.
    public private(set) var verbCount: Int
    /// The selected row, an index into `matches`.
    public var selection = 0
    /// The first match shown.
    public var top = 0

    /// A list of these matches, nothing searched, the first selected.
    public init(matches: [Lexicon.Listing]) {
        self.matches = matches
        self.verbCount = Self.verbCount(matches)
    }

    static func verbCount(_ matches: [Lexicon.Listing]) -> Int {
        Set(matches.lazy.map(\.entry.infinitive)).count
    }

    /// The order the list is in: the best matches first while there is a query.
    public var effectiveOrder: Lexicon.SortOrder {
        query.isEmpty || order == .alphabet ? order : .relevance
    }
}

/// One verb opened: its conjugation and facts, computed once when it is opened.
public struct VerbPage: Sendable {
    /// The infinitive opened: "singen".
    public var infinitive: String
    /// The meaning opened, counted from 1 (umfahren 2: "to drive around").
    public var meaning = 1
    /// The verb in that meaning; nil when the input is no verb.
    public var conjugation: Lexicon.Conjugation?
    /// The table shown: every group, in the pronoun setting it was made with.
    public var table: ConjugationTable?
    /// The verb conjugated; nil when the input is no verb.
    public var verb: Verb? { conjugation?.verb }
    /// The lexicon entry of the meaning shown; nil for a verb conjugated by rule.
    public var entry: Lexicon.Entry? { conjugation?.entry }
    /// Why the verb could not be conjugated, as one sentence.
    public var error: String?
    /// The first line shown.
    public var scroll = 0
}

/// A quiz or a review being played.
public struct Drill: Sendable {
    /// Whether `:q` asked to give the quiz up and the learner is to say yes or no.
    public var confirmingQuit = false
    /// Why the last wrong answer was wrong, in one line with its article.
    public var explanation: Explanation?
    /// What is being played.
    public enum Kind: Sendable {
        /// A quiz recorded in the store.
        case quiz(ActiveQuiz)
        /// A review drill over queue entries, one per question.
        case review(ReviewDrill)
    }

    /// The quiz or the review drill, with its session.
    public var kind: Kind
    /// What the learner is typing.
    public var input = ""
    /// The previous question and the answer given to it.
    public var last: Answered?
    /// Seconds on the timer when the drill finished.
    public var finalElapsed: TimeInterval?
    /// Scroll position of the results.
    public var scroll = 0

    /// A drill with nothing typed yet.
    public init(_ kind: Kind) { self.kind = kind }

    /// The questions, the answers so far and the timer.
    public var session: QuizSession {
        switch kind {
        case .quiz(let quiz): return quiz.session
        case .review(let drill): return drill.session
        }
    }

    /// Whether every question has been answered.
    public var isFinished: Bool { session.isFinished }

    /// The queue entries of a review drill; nil for a quiz.
    public var reviewEntries: [ReviewEntry]? {
        if case .review(let drill) = kind { return drill.entries }
        return nil
    }
}

/// The quiz screen: a quiz under way, or the offer to start or resume one.
public struct QuizPage: Sendable {
    /// The quiz being played, if any.
    public var drill: Drill?
    /// An unfinished quiz in the store, offered for resuming.
    public var unfinished: StoredQuiz?
    /// What the next quiz is made of, chosen on the quiz screen.
    public var setup = QuizSetup()
    /// Whether the results show the leaderboard instead of the questions (`l`).
    public var showsLeaderboard = false
    /// Badges the last answers earned, announced on the results.
    public var earned: [Badge] = []
}

/// The choices of the quiz screen before a quiz starts. Difficulty, length, frequency band
/// and kinds of question are settings (saved at once); lives, groups and the marked verbs
/// are for the next quiz only.
public struct QuizSetup: Sendable, Hashable {
    /// The rows of the quiz screen, in order.
    public enum Row: Int, CaseIterable, Sendable {
        case difficulty, questions, verbs, lives, questionTypes, groups
    }

    /// The row selected.
    public var row = Row.difficulty
    /// Lives mode: the quiz ends at this many wrong answers; nil plays every question.
    public var lives: Int?
    /// The groups chosen; nil asks the difficulty's.
    public var groups: Set<Conjugationgroup>?
    /// Whether the quiz asks the verbs marked in the list instead of a frequency band.
    public var usesMarkedVerbs = false
    /// Whether the group list is open for choosing (space on the Groups row).
    public var isChoosingGroups = false
    /// The group selected in the open list.
    public var groupSelection = 0

    /// The lives a learner may choose.
    public static let livesChoices: [Int?] = [nil, 1, 3, 5]
}

/// The review screen: a drill under way, or the queue.
public struct ReviewPage: Sendable {
    /// The review drill being played, if any.
    public var drill: Drill?
    /// The review queue, earliest due first.
    public var queue: [ReviewEntry] = []
}

/// The article list, or one article open with the ones it was reached from.
public struct InfoPage: Sendable {
    /// An article open, with its scroll position.
    public struct Open: Sendable {
        /// The article id.
        public var slug: String
        /// The title shown above it.
        public var title: String
        /// The article parsed.
        public var document: Document
        /// The first line shown.
        public var scroll = 0
    }

    /// The articles, in reading order.
    public var entries: [ArticleClient.Entry] = []
    /// True once the list was read from the article client.
    public var loaded = false
    /// The selected article in the list.
    public var selection = 0
    /// The article open, if any.
    public var open: Open?
    /// Articles to return to with Esc, the most recent last.
    public var trail: [Open] = []
    /// Digits typed to choose a link when an article has ten or more.
    public var linkNumber = ""
}

/// What the progress screen shows, read from the store when it is opened.
public struct ProgressPage: Sendable {
    /// The overview, the list of past quizzes, or one of them reopened.
    public enum Page: Sendable, Hashable {
        case overview, history, details
    }

    /// A question asked before the store is changed.
    public enum Confirmation: Sendable, Hashable {
        /// Delete the quiz with this id?
        case delete(Int64)
        /// Delete every quiz (this many)?
        case reset(Int)
    }

    /// Finished quizzes, oldest first.
    public var finished: [QuizSummary] = []
    /// The best finished quizzes (the leaderboard).
    public var best: [QuizSummary] = []
    /// Answers and wrong answers per conjugationgroup.
    public var tallies: [GroupTally] = []
    /// Days in a row with a finished quiz, ending today or yesterday.
    public var streak = 0
    /// XP, level, streaks, goal, rating, percentiles and badges.
    public var report: ProgressReport?
    /// Which page is shown.
    public var page = Page.overview
    /// The quiz selected in the history list, an index into `finished` counted from the newest.
    public var selection = 0
    /// The quiz reopened on the details page.
    public var details: StoredQuiz?
    /// Its questions, conjugated afresh (for the irregular letters); in the order asked.
    public var detailQuestions: [Question] = []
    /// The first line of the details shown.
    public var scroll = 0
    /// The first group the overview's accuracy table shows when not all fit (↑/↓ scroll it).
    public var accuracyTop = 0
    /// A deletion waiting for yes or no.
    public var confirming: Confirmation?
}
