// SPDX-License-Identifier: GPL-3.0-or-later
import Articles
import ConjugationEngine
import Foundation
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import VerbData
import Wire

/// What `reduce` and `render` read besides the state, passed in as values: the verbs,
/// the articles, the clock, the calendar, the language and the first quiz seed. `live`
/// values in the app, fixed ones in tests. The store is not here: `reduce` only asks
/// for store operations, as `Effect`s, and the `Runtime` carries them out.
public struct DashboardEnvironment: Sendable {
    /// The lexicon with its search keys: the verb list, search, and conjugation.
    public var verbs: Lexicon.SearchIndex
    /// The articles of the Info screen.
    public var articles: ArticleClient
    /// The time of each event: the quiz timer and the due dates are read against it.
    public var clock: QuizClock
    /// Days of the streak and the times shown, in its time zone.
    public var calendar: Calendar
    /// The seed of the first quiz (`--seed`); each next quiz's seed follows from it.
    public var seed: UInt64
    /// The language of every text on the screens.
    public var l: L
    /// False with NO_COLOR: the screens are then plain text.
    public var color: Bool

    /// An environment from its values; `.current` is the system calendar.
    public init(verbs: Lexicon.SearchIndex, articles: ArticleClient, clock: QuizClock, calendar: Calendar = .current,
                seed: UInt64, l: L, color: Bool) {
        self.verbs = verbs
        self.articles = articles
        self.clock = clock
        self.calendar = calendar
        self.seed = seed
        self.l = l
        self.color = color
    }

    /// The lexicon of `verbs`: meanings, glosses and the conjugator.
    public var lexicon: Lexicon { verbs.lexicon }
}

/// What goes wrong in the dashboard; it is shown as one sentence on the status line.
public enum DashboardError: Error, Equatable, Sendable {
    /// The store failed.
    case store(PersistenceError)
    /// A quiz could not be started or resumed.
    case practice(PracticeError)
    /// An article could not be read.
    case article(slug: String, reason: String)
    /// The installation has no articles (a binary without its resource bundle).
    case noArticles

    /// The sentence for the status line: "The store failed: disk I/O error".
    public func sentence(_ l: L) -> String {
        switch self {
        case .store(let error): return l.dashboard.storeFailed(error.sentence(l))
        case .practice(.store(let error)): return l.dashboard.storeFailed(error.sentence(l))
        case .practice(let error): return error.sentence(l)
        case .article(let slug, let reason): return l.dashboard.articleUnavailable(slug, reason: reason)
        case .noArticles: return l.dashboard.noArticles
        }
    }

    /// The store error inside, if the store failed.
    var storeError: PersistenceError? {
        switch self {
        case .store(let error), .practice(.store(let error)): return error
        default: return nil
        }
    }
}

/// The articles of the Info screen.
public struct ArticleClient: Sendable {
    /// One article in the list: its slug and its title in the interface language.
    public struct Entry: Sendable, Hashable {
        /// The article id: "ablaut-series".
        public var slug: String
        /// The title shown: "Ablautreihen".
        public var title: String
        /// An entry from its slug and title.
        public init(slug: String, title: String) { self.slug = slug; self.title = title }
    }

    /// The articles in reading order, titled in the interface language.
    public var entries: @Sendable () -> [Entry]
    /// An article parsed.
    public var document: @Sendable (_ slug: String) -> Result<Document, DashboardError>
    /// How links are labelled in running text.
    public var linkLabel: LinkLabel

    /// A client from its functions; links are labelled as `linkLabel` says.
    public init(entries: @escaping @Sendable () -> [Entry],
                document: @escaping @Sendable (_ slug: String) -> Result<Document, DashboardError>,
                linkLabel: @escaping LinkLabel = LinkLabels.default) {
        self.entries = entries
        self.document = document
        self.linkLabel = linkLabel
    }
}

extension ArticleClient {
    /// The articles shipped with the Articles module, in `language`.
    public static func live(_ library: Library, language: Language) -> ArticleClient {
        ArticleClient(
            entries: { library.entries.map { Entry(slug: $0.slug, title: $0.title(language)) } },
            document: { slug in
                do {
                    return .success(try library.document(slug, language))
                } catch {
                    return .failure(.article(slug: slug, reason: "\(error)"))
                }
            },
            linkLabel: library.linkLabel(language)
        )
    }

    /// No articles at all (a binary without its resource bundle).
    public static let empty = ArticleClient(entries: { [] }, document: { _ in .failure(.noArticles) })
}
