import Foundation
import Localization
import RichText

/// The project's articles about German verbs, in English and German.
///
/// ```swift
/// let library = try Library.bundled()
/// for entry in library.entries { print(entry.slug, entry.title(.de)) }  // "ablaut-series Die Ablautreihen"
/// let document = try library.document("ablaut-series", .de)            // a RichText.Document
/// ```
///
/// Each article is a RichText markup file `Resources/<language>/<slug>.txt`; the order
/// and the titles come from `Resources/index.json`.
public struct Library: Sendable {
    /// One article of the index.
    public struct Entry: Sendable, Equatable, Codable {
        /// The article's id, used in `konjugieren info SLUG` and `konjugieren://info/SLUG`.
        public var slug: String
        /// English title.
        public var en: String
        /// German title.
        public var de: String

        /// The title in `language`: `title(.de) == "Die Ablautreihen"`.
        public func title(_ language: Language) -> String {
            switch language {
            case .en: return en
            case .de: return de
            }
        }
    }

    /// The articles in reading order.
    public let entries: [Entry]
    /// Where the article files are: a directory holding `index.json`, `en/` and `de/`.
    public let directory: URL

    /// Reads the index of the articles in `directory`.
    public init(directory: URL) throws(ArticleError) {
        let data: Data
        do {
            data = try Data(contentsOf: directory.appendingPathComponent("index.json"))
        } catch {
            throw .indexNotFound
        }
        do {
            entries = try JSONDecoder().decode([Entry].self, from: data)
        } catch {
            throw .malformedIndex(String(describing: error))
        }
        self.directory = directory
    }

    /// The articles shipped with this module.
    public static func bundled() throws(ArticleError) -> Library {
        guard let directory = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
            throw .indexNotFound
        }
        return try Library(directory: directory)
    }

    /// The index entry for `slug`, or nil.
    public func entry(_ slug: String) -> Entry? {
        entries.first { $0.slug == slug }
    }

    /// The markup of an article.
    public func source(_ slug: String, _ language: Language) throws(ArticleError) -> String {
        guard entry(slug) != nil else { throw .unknownSlug(slug) }
        let url = directory
            .appendingPathComponent(language.rawValue)
            .appendingPathComponent(slug + ".txt")
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .missingSource(slug: slug, language: language)
        }
    }

    /// An article parsed into a `Document`.
    public func document(_ slug: String, _ language: Language) throws(ArticleError) -> Document {
        let text = try source(slug, language)
        do {
            return try Document(parsing: text)
        } catch {
            throw .markup(slug: slug, language: language, error)
        }
    }

    /// Labels links in running text: an article link shows the article's title, a verb
    /// link the verb, a web link its URL. Pass it to a renderer.
    public func linkLabel(_ language: Language) -> LinkLabel {
        let titles = Dictionary(entries.map { ($0.slug, $0.title(language)) }, uniquingKeysWith: { first, _ in first })
        return { link in
            if case .info(let slug) = link.target, let title = titles[slug] { return title }
            return LinkLabels.default(link)
        }
    }
}

/// What can go wrong while reading the articles.
public enum ArticleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `index.json` (a binary copied without its resource bundle).
    case indexNotFound
    /// `index.json` is not a list of `{slug, en, de}`.
    case malformedIndex(String)
    /// No article has this slug.
    case unknownSlug(String)
    /// The index names the article but its file for this language is missing.
    case missingSource(slug: String, language: Language)
    /// The article's markup does not parse.
    case markup(slug: String, language: Language, RichTextError)

    /// The error as one English sentence, naming the article and the file.
    public var description: String {
        switch self {
        case .indexNotFound: return "the article index is missing"
        case .malformedIndex(let reason): return "the article index is malformed: \(reason)"
        case .unknownSlug(let slug): return "no article is called “\(slug)”"
        case .missingSource(let slug, let language): return "the \(language.rawValue) text of “\(slug)” is missing"
        case .markup(let slug, let language, let error): return "\(slug) (\(language.rawValue)) \(error)"
        }
    }
}
