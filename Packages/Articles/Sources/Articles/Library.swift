import Foundation
import Installation
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
/// and the titles come from `Resources/index.json`. An article is named by its slug or
/// by its place in that order: `konjugieren://info/0` is the dedication,
/// `konjugieren://info/1` the history of the German verb.
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

    /// The articles shipped with this module, in its resources beside the running program
    /// (`Articles_Articles.resources`); a program copied without them is told where they should be.
    public static func bundled() throws(ArticleError) -> Library {
        let resources = ResourceDirectory(module: "Articles")
        guard resources.exists else { throw .missingResourceDirectory(resources.path) }
        return try Library(directory: URL(fileURLWithPath: resources.path).appendingPathComponent("Resources"))
    }

    /// The index entry for a slug ("ablaut-series") or an index in reading order ("1"),
    /// or nil: `entry("1")?.slug == "history"`.
    public func entry(_ slugOrIndex: String) -> Entry? {
        if let found = entries.first(where: { $0.slug == slugOrIndex }) { return found }
        // Only the number as written in the list: "1", not "01", "+1" or " 1".
        guard let index = Int(slugOrIndex), String(index) == slugOrIndex, entries.indices.contains(index) else { return nil }
        return entries[index]
    }

    /// The place of an article in reading order, the N of `konjugieren://info/N`.
    public func index(of slugOrIndex: String) -> Int? {
        guard let slug = entry(slugOrIndex)?.slug else { return nil }
        return entries.firstIndex { $0.slug == slug }
    }

    /// The markup of an article, named by slug or index.
    public func source(_ slugOrIndex: String, _ language: Language) throws(ArticleError) -> String {
        guard let slug = entry(slugOrIndex)?.slug else { throw .unknownSlug(slugOrIndex) }
        let url = directory
            .appendingPathComponent(language.rawValue)
            .appendingPathComponent(slug + ".txt")
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .missingSource(slug: slug, language: language)
        }
    }

    /// An article parsed into a `Document`, named by slug or index.
    public func document(_ slugOrIndex: String, _ language: Language) throws(ArticleError) -> Document {
        let text = try source(slugOrIndex, language)
        do {
            return try Document(parsing: text)
        } catch {
            throw .markup(slug: entry(slugOrIndex)?.slug ?? slugOrIndex, language: language, error)
        }
    }

    /// Labels links that carry no text of their own: an article link shows the
    /// article's title (`konjugieren://info/1` too), a verb link the verb, a web link
    /// its URL. Pass it to a renderer.
    public func linkLabel(_ language: Language) -> LinkLabel {
        let library = self
        return { link in
            if case .info(let name) = link.target, let entry = library.entry(name) { return entry.title(language) }
            return LinkLabels.default(link)
        }
    }
}

/// What can go wrong while reading the articles.
public enum ArticleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `index.json` in the articles' directory.
    case indexNotFound
    /// The program runs without the articles' resource directory (copied without the
    /// `*.resources` directories beside it); the path is where the directory should be.
    case missingResourceDirectory(String)
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
        case .missingResourceDirectory(let path):
            return "the articles cannot be read: the directory \(path) is missing"
                + " (copy the program with the *.resources directories beside it)"
        case .malformedIndex(let reason): return "the article index is malformed: \(reason)"
        case .unknownSlug(let slug): return "no article is called “\(slug)”"
        case .missingSource(let slug, let language): return "the \(language.rawValue) text of “\(slug)” is missing"
        case .markup(let slug, let language, let error): return "\(slug) (\(language.rawValue)) \(error)"
        }
    }
}
