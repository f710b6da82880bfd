import Foundation
import Installation

/// The parsed contents of an `.xcstrings` string catalog (Apple's JSON format).
///
/// Foundation's own lookup does not read `.xcstrings` on Linux, so the catalog is
/// decoded here. Only what the project uses is understood: a `stringUnit` per
/// language, and `variations.plural` with the CLDR categories `zero`, `one`, `other`
/// (German and English need no more: 1 Punkt, 2 Punkte).
public struct Catalog: Sendable, Equatable {
    /// One localization of one key.
    public enum Value: Sendable, Equatable {
        /// A plain string, possibly with format specifiers: `"Unbekanntes Verb: „%@“."`
        case text(String)
        /// Plural variants by CLDR category: `["one": "%lld Punkt", "other": "%lld Punkte"]`.
        case plural([String: String])

        /// Every template this value may produce (one, or one per plural category).
        public var templates: [String] {
            switch self {
            case .text(let text): return [text]
            case .plural(let variants): return variants.keys.sorted().compactMap { variants[$0] }
            }
        }
    }

    /// Localizations by key, then by language. A language missing from a key's
    /// dictionary is a catalog bug that `LocalizationTests` catch.
    public var entries: [String: [Language: Value]] {
        switch source {
        case .parsed(let entries): return entries
        case .indexed(let index): return index.all
        }
    }

    /// Where the values come from: parsed in full, or read a key at a time (`bundled`).
    private let source: Source

    private enum Source: Sendable {
        case parsed([String: [Language: Value]])
        case indexed(IndexedCatalog)
    }

    /// Creates a catalog from already-parsed entries (for tests and other front ends).
    public init(entries: [String: [Language: Value]]) {
        source = .parsed(entries)
    }

    public static func == (a: Catalog, b: Catalog) -> Bool { a.entries == b.entries }

    /// One key's localizations.
    func values(_ key: String) -> [Language: Value]? {
        switch source {
        case .parsed(let entries): return entries[key]
        case .indexed(let index): return index.values(key)
        }
    }

    /// Decodes the JSON of an `.xcstrings` file. Languages other than `en` and `de`
    /// are skipped.
    public init(data: Data) throws(LocalizationError) {
        var entries: [String: [Language: Value]] = [:]
        try Catalog.walk([UInt8](data), passing: false) { (name, r) throws(JSONReader.Failure) in
            entries[name] = try Catalog.entry(&r)
        }
        source = .parsed(entries)
    }

    /// Walks an `.xcstrings` file: `key` reads (or passes over) the value of each key of
    /// `strings`; every other member is skipped, read in full unless `passing`. The file
    /// must be one object with `sourceLanguage` and `strings`.
    static func walk(_ bytes: [UInt8], passing: Bool,
                     key: (String, inout JSONReader) throws(JSONReader.Failure) -> Void) throws(LocalizationError) {
        var sourceLanguage: String?
        var sawStrings = false
        var reader = JSONReader(bytes)
        do throws(JSONReader.Failure) {
            try reader.object { (member, r) throws(JSONReader.Failure) in
                switch member {
                case "sourceLanguage": sourceLanguage = try r.stringValue()
                case "strings":
                    sawStrings = true
                    try r.object(key)
                default:
                    if passing { try r.pass() } else { try r.skip() }
                }
            }
            try reader.end()
        } catch {
            throw .malformedCatalog(String(describing: error))
        }
        guard sourceLanguage != nil, sawStrings else {
            throw .malformedCatalog("an .xcstrings file has sourceLanguage and strings")
        }
    }

    /// A catalog over the file's bytes that finds where each key's value stands at once
    /// and reads a value only when it is first asked for: a command that shows a dozen
    /// strings reads a dozen, not the whole catalog. The file's structure is checked at
    /// once; a key's value that does not parse is treated as missing (its key shows).
    init(indexing bytes: [UInt8]) throws(LocalizationError) {
        source = .indexed(try IndexedCatalog(bytes))
    }

    /// One key's localizations: `{"localizations":{"de":{"stringUnit":{"value":…}}}}` or
    /// `{"variations":{"plural":{"one":{"stringUnit":…}}}}` per language.
    static func entry(_ r: inout JSONReader) throws(JSONReader.Failure) -> [Language: Value] {
        var values: [Language: Value] = [:]
        try r.object { (key, r) throws(JSONReader.Failure) in
            guard key == "localizations" else { return try r.skip() }
            try r.object { (code, r) throws(JSONReader.Failure) in
                guard let language = Language(rawValue: code) else { return try r.skip() }
                var text: String?
                var variants: [String: String]?
                try r.object { (field, r) throws(JSONReader.Failure) in
                    switch field {
                    case "stringUnit": text = try unitValue(&r)
                    case "variations":
                        try r.object { (kind, r) throws(JSONReader.Failure) in
                            guard kind == "plural" else { return try r.skip() }
                            var found: [String: String] = [:]
                            try r.object { (category, r) throws(JSONReader.Failure) in
                                try r.object { (field, r) throws(JSONReader.Failure) in
                                    if field == "stringUnit", let v = try unitValue(&r) { found[category] = v } else { try r.skip() }
                                }
                            }
                            variants = found
                        }
                    default: try r.skip()
                    }
                }
                if let variants { values[language] = .plural(variants) } else if let text { values[language] = .text(text) }
            }
        }
        return values
    }

    private static func unitValue(_ r: inout JSONReader) throws(JSONReader.Failure) -> String? {
        var value: String?
        try r.object { (field, r) throws(JSONReader.Failure) in
            if field == "value" { value = try r.stringValue() } else { try r.skip() }
        }
        return value
    }

    /// Reads and decodes the catalog at `url`.
    public init(contentsOf url: URL) throws(LocalizationError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .catalogNotFound
        }
        try self.init(data: data)
    }

    /// This module's resources beside the running program (`Localization_Localization.resources`).
    static let resources = ResourceDirectory(module: "Localization")

    /// The project's catalog, shipped as a resource of this module.
    public static func loadBundled() throws(LocalizationError) -> Catalog {
        guard resources.exists else { throw .missingResourceDirectory(resources.path) }
        guard let url = resources.file("Localizable.xcstrings") else { throw .catalogNotFound }
        return try Catalog(contentsOf: url)
    }

    /// The project's catalog, its values read as they are asked for (`init(indexing:)`),
    /// or why it cannot be read.
    static let shipped: Result<Catalog, LocalizationError> = {
        do throws(LocalizationError) {
            guard resources.exists else { throw .missingResourceDirectory(resources.path) }
            guard let url = resources.file("Localizable.xcstrings"),
                  let data = try? Data(contentsOf: url) else { throw .catalogNotFound }
            return .success(try Catalog(indexing: [UInt8](data)))
        } catch {
            return .failure(error)
        }
    }()

    /// The project's catalog, or an empty one when it cannot be read (a program copied
    /// without its `*.resources` directories): every lookup then shows its key. A front
    /// end asks `bundledFailure` first and ends with its sentence (in English, since
    /// there is no catalog to say it in); `LocalizationTests` make sure the real one loads.
    public static var bundled: Catalog { (try? shipped.get()) ?? Catalog(entries: [:]) }

    /// Why the project's catalog cannot be read; nil when it can:
    /// `Catalog.bundledFailure?.description` names the missing directory.
    public static var bundledFailure: LocalizationError? {
        if case .failure(let error) = shipped { return error }
        return nil
    }

    /// The string for `key` in `language`, formatted with `arguments`.
    ///
    /// A plural value picks its variant by the first integer argument. A key or a
    /// language missing from the catalog yields the key itself, as Apple's lookup does.
    ///
    /// ```swift
    /// catalog.string("quiz.points", .de, [.int(1)])  // "1 Punkt"
    /// catalog.string("quiz.points", .de, [.int(2)])  // "2 Punkte"
    /// ```
    public func string(_ key: String, _ language: Language, _ arguments: [FormatArgument] = []) -> String {
        guard let value = values(key)?[language] else { return key }
        let template: String
        switch value {
        case .text(let text):
            template = text
        case .plural(let variants):
            let count = arguments.lazy.compactMap(\.integer).first ?? 0
            let category = count == 0 && variants[PluralCategory.zero.rawValue] != nil
                ? PluralCategory.zero
                : PluralCategory(count: count, language: language)
            template = variants[category.rawValue] ?? variants[PluralCategory.other.rawValue] ?? key
        }
        return Catalog.format(template, arguments.map { $0.written(in: language) })
    }
}

/// The CLDR plural categories German and English distinguish (plus an explicit `zero`,
/// which `.xcstrings` allows for any language).
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, other

    /// German and English share one rule: exactly 1 is `one`, everything else `other`.
    /// `zero` is chosen only when a catalog entry offers it (see `Catalog.string`), so
    /// this returns `one` or `other`.
    public init(count: Int, language: Language) {
        switch language {
        case .en, .de: self = count == 1 ? .one : .other
        }
    }
}
