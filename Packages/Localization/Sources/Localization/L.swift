/// Localized UI text with typed accessors, one namespace per screen or command.
///
/// Every front end builds one `L` for the resolved language and asks it for text:
///
/// ```swift
/// let language = try Language.resolve(flag: lang, environment: ProcessInfo.processInfo.environment)
/// let l = L(language)
/// l.quiz.points(1)                                   // "1 Punkt" (German), "1 point" (English)
/// l.quiz.correctCount(27, of: 30)                    // "Richtig: 27/30"
/// l.cli.unknownVerb("sningen")                       // "Unbekanntes Verb: „sningen“. …"
/// l.conjugationgroup.name("präteritumKonjunktivII")  // "Präteritum Konjunktiv II"
/// ```
///
/// All strings live in `Localizable.xcstrings` (this module's resource), keyed by
/// `L.Key`. `l[.quizScore]` reads any key directly when no accessor fits.
public struct L: Sendable {
    /// The language text is produced in.
    public let language: Language
    /// The catalog strings come from; the bundled one unless a test passes another.
    public let catalog: Catalog

    /// - Parameters:
    ///   - language: the UI language (see `Language.resolve(flag:environment:)`).
    ///   - catalog: where the strings come from; defaults to the bundled catalog.
    public init(_ language: Language, catalog: Catalog = .bundled) {
        self.language = language
        self.catalog = catalog
    }

    /// The text of `key` with no arguments: `L(.de)[.quizScore] == "Punktzahl"`.
    public subscript(_ key: Key) -> String {
        catalog.string(key.rawValue, language)
    }

    /// A whole number with its thousands grouped as the language writes them:
    /// "1,000" in English, "1.000" in German.
    public func grouped(_ number: Int) -> String { language.grouped(number) }

    /// The text of `key` formatted with `arguments`.
    public func string(_ key: Key, _ arguments: FormatArgument...) -> String {
        catalog.string(key.rawValue, language, arguments)
    }

    /// Messages and labels of the command line: `l.cli.unknownVerb("sningen")`.
    public var cli: CLI { CLI(l: self) }
    /// The quiz screens: `l.quiz.correctCount(27, of: 30)`.
    public var quiz: Quiz { Quiz(l: self) }
    /// The history: `l.history.streak(3)`.
    public var history: History { History(l: self) }
    /// The leaderboard: `l.leaderboard.title`.
    public var leaderboard: Leaderboard { Leaderboard(l: self) }
    /// The settings and their values: `l.settings.saved`.
    public var settings: Settings { Settings(l: self) }
    /// The dashboard's screens, help and messages: `l.dashboard.days(5)`.
    public var dashboard: Dashboard { Dashboard(l: self) }
    /// Names of the conjugationgroups: `l.conjugationgroup.name("präteritumIndikativ")`.
    public var conjugationgroup: Conjugationgroups { Conjugationgroups(l: self) }
}
