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

/// Everything the dashboard reaches outside itself for, passed in as values: the
/// verbs, the store, the articles, the clock and a source of quiz seeds. `live`
/// values in the app, fixed ones in tests.
public struct DashboardEnvironment: Sendable {
    public var catalog: VerbCatalog
    public var store: StoreClient
    public var articles: ArticleClient
    public var clock: QuizClock
    public var calendar: Calendar
    /// A fresh seed for each new quiz.
    public var seed: @Sendable () -> UInt64
    public var l: L
    /// False with NO_COLOR: the screens are then plain text.
    public var color: Bool

    public init(catalog: VerbCatalog, store: StoreClient, articles: ArticleClient, clock: QuizClock,
                calendar: Calendar = .current, seed: @escaping @Sendable () -> UInt64, l: L, color: Bool) {
        self.catalog = catalog
        self.store = store
        self.articles = articles
        self.clock = clock
        self.calendar = calendar
        self.seed = seed
        self.l = l
        self.color = color
    }
}

/// What goes wrong in the dashboard, as one sentence on the status line.
public enum DashboardError: Error, Equatable, Sendable {
    case store(String)
    case article(slug: String, reason: String)

    public var sentence: String {
        switch self {
        case .store(let message): return "The store failed: \(message)"
        case .article(let slug, let reason): return "The article \(slug) cannot be shown: \(reason)"
        }
    }
}

/// The verbs of the lexicon, one row per infinitive, in both orders the list offers.
public struct VerbCatalog: Sendable {
    public struct Row: Sendable, Hashable {
        public var infinitive: String
        /// The gloss of the most frequent meaning.
        public var gloss: String
        public var rank: Int
        public var family: Family
        public var auxiliaries: [Auxiliary]
        /// Lower-case UTF-8 of infinitive and gloss: searching bytes keeps a keystroke
        /// well under a frame over ten thousand verbs.
        var infinitiveKey: [UInt8]
        var glossKey: [UInt8]
    }

    /// Rows in lexicon (alphabetical) order.
    public let rows: [Row]
    /// Row indices by frequency, most frequent first.
    public let byFrequency: [Int]
    /// Row index by infinitive.
    public let index: [String: Int]
    public let lexicon: Lexicon
    public let source: VerbSource

    public init(lexicon: Lexicon) {
        var rows: [Row] = []
        var seen: [String: Int] = [:]
        for entry in lexicon.entries {
            if let i = seen[entry.infinitive] {
                // Meanings of one infinitive: keep the most frequent rank for sorting.
                rows[i].rank = min(rows[i].rank, entry.rank)
                continue
            }
            seen[entry.infinitive] = rows.count
            let first = lexicon.entries(for: entry.infinitive).first ?? entry
            rows.append(Row(infinitive: entry.infinitive, gloss: first.gloss, rank: entry.rank,
                            family: first.family, auxiliaries: first.auxiliaries,
                            infinitiveKey: Array(entry.infinitive.lowercased().utf8),
                            glossKey: Array(first.gloss.lowercased().utf8)))
        }
        self.rows = rows
        self.index = seen
        self.byFrequency = rows.indices.sorted { (rows[$0].rank, $0) < (rows[$1].rank, $1) }
        self.lexicon = lexicon
        self.source = VerbSource.lexicon(lexicon)
    }

    /// Row indices matching `query` in the infinitive or the gloss, in `order`;
    /// infinitives that start with the query come first ("sing" → singen before besingen).
    public func search(_ query: String, family: Family?, order: VerbOrder) -> [Int] {
        let q = Array(query.lowercased().trimmingCharacters(in: .whitespaces).utf8)
        if q.isEmpty, family == nil { return order == .frequency ? byFrequency : Array(rows.indices) }
        let ordered: [Int] = order == .frequency ? byFrequency : Array(rows.indices)
        var prefix: [Int] = []
        var other: [Int] = []
        for i in ordered {
            let row = rows[i]
            if let family, row.family != family { continue }
            if q.isEmpty { prefix.append(i); continue }
            if row.infinitiveKey.starts(with: q) {
                prefix.append(i)
            } else if VerbCatalog.contains(row.infinitiveKey, q) || VerbCatalog.contains(row.glossKey, q) {
                other.append(i)
            }
        }
        return prefix + other
    }
}

extension VerbCatalog {
    /// Whether `needle` occurs in `haystack`, byte for byte.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        let n = needle.count, h = haystack.count
        guard n > 0 else { return true }
        guard n <= h else { return false }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { nee in
                let first = nee[0]
                var i = 0
                while i <= h - n {
                    if hay[i] == first {
                        var j = 1
                        while j < n && hay[i + j] == nee[j] { j += 1 }
                        if j == n { return true }
                    }
                    i += 1
                }
                return false
            }
        }
    }
}

/// How the verb list is sorted.
public enum VerbOrder: String, Sendable, CaseIterable {
    case frequency, alphabet
}

/// The store operations the dashboard uses.
public struct StoreClient: Sendable {
    public var settings: @Sendable () throws(PersistenceError) -> Settings
    public var saveSettings: @Sendable (Settings) throws(PersistenceError) -> Void
    public var history: @Sendable () throws(PersistenceError) -> [QuizSummary]
    public var leaderboard: @Sendable (Int) throws(PersistenceError) -> [QuizSummary]
    public var groupTallies: @Sendable () throws(PersistenceError) -> [GroupTally]
    public var unfinishedQuiz: @Sendable () throws(PersistenceError) -> StoredQuiz?
    public var startQuiz: @Sendable (NewQuiz) throws(PersistenceError) -> Int64
    public var recordAnswer: @Sendable (StoredAnswer, Int64, TimeInterval, ReviewChange?) throws(PersistenceError) -> Void
    public var saveElapsed: @Sendable (TimeInterval, Int64) throws(PersistenceError) -> Void
    public var finishQuiz: @Sendable (Int64, Date, TimeInterval, Int, Int) throws(PersistenceError) -> Void
    public var discardQuiz: @Sendable (Int64, Date) throws(PersistenceError) -> Void
    public var reviewEntry: @Sendable (_ verb: String, _ group: String, _ person: String) throws(PersistenceError) -> ReviewEntry?
    public var reviewQueue: @Sendable () throws(PersistenceError) -> [ReviewEntry]
    public var applyReview: @Sendable (ReviewChange) throws(PersistenceError) -> Void
    public var logError: @Sendable (Date, String) -> Void
}

extension StoreClient {
    /// The operations of an open `Store` (a file, or `Store.inMemory()` in tests).
    public static func live(_ store: Store) -> StoreClient {
        StoreClient(
            settings: { () throws(PersistenceError) in try store.settings() },
            saveSettings: { (s) throws(PersistenceError) in try store.save(s) },
            history: { () throws(PersistenceError) in try store.history() },
            leaderboard: { (n) throws(PersistenceError) in try store.leaderboard(limit: n) },
            groupTallies: { () throws(PersistenceError) in try store.groupTallies() },
            unfinishedQuiz: { () throws(PersistenceError) in try store.unfinishedQuiz() },
            startQuiz: { (q) throws(PersistenceError) in try store.startQuiz(q) },
            recordAnswer: { (a, id, elapsed, review) throws(PersistenceError) in
                try store.recordAnswer(a, quizID: id, elapsed: elapsed, review: review)
            },
            saveElapsed: { (e, id) throws(PersistenceError) in try store.saveElapsed(e, quizID: id) },
            finishQuiz: { (id, at, elapsed, score, correct) throws(PersistenceError) in
                try store.finishQuiz(id: id, at: at, elapsed: elapsed, score: score, correctCount: correct)
            },
            discardQuiz: { (id, at) throws(PersistenceError) in try store.discardQuiz(id: id, at: at) },
            reviewEntry: { (v, g, p) throws(PersistenceError) in
                try store.reviewEntry(verb: v, conjugationgroup: g, person: p)
            },
            reviewQueue: { () throws(PersistenceError) in try store.reviewQueue() },
            applyReview: { (c) throws(PersistenceError) in try store.apply(c) },
            logError: { at, message in try? store.logError(at: at, context: "dashboard", message: message) }
        )
    }
}

/// The articles of the Info screen.
public struct ArticleClient: Sendable {
    public struct Entry: Sendable, Hashable {
        public var slug: String
        public var title: String
        public init(slug: String, title: String) { self.slug = slug; self.title = title }
    }

    /// The articles in reading order, titled in the interface language.
    public var entries: @Sendable () -> [Entry]
    /// An article parsed; the error is one sentence.
    public var document: @Sendable (_ slug: String) -> Result<Document, DashboardError>
    /// How links are labelled in running text.
    public var linkLabel: LinkLabel

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
    public static let empty = ArticleClient(entries: { [] }, document: { .failure(.article(slug: $0, reason: "no articles")) })
}
