/// A language of the user interface: English or German.
///
/// Resolved once at start-up from an explicit flag, else the POSIX locale variables,
/// else English:
///
/// ```swift
/// try Language.resolve(flag: "de", environment: [:])                     // .de
/// try Language.resolve(flag: nil, environment: ["LANG": "de_DE.UTF-8"])  // .de
/// try Language.resolve(flag: nil, environment: [:])                      // .en
/// ```
public enum Language: String, CaseIterable, Sendable, Hashable, Codable {
    case en
    case de

    /// Parses a language flag or a locale name: `"de"`, `"DE"`, `"de_AT.UTF-8"`,
    /// `"en_GB@euro"`. Returns nil for anything that names neither English nor German.
    public init?(code: String) {
        let language = code
            .split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." || $0 == "@" })
            .first
            .map { $0.lowercased() }
        switch language {
        case "en": self = .en
        case "de": self = .de
        default: return nil
        }
    }

    /// The environment variables that name the message language, strongest first.
    /// POSIX: the first one that is set and non-empty decides, even when it names
    /// a language this program does not have (`LC_ALL=C` means English).
    public static let environmentVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// The language from `--lang` if given, else from `LC_ALL` / `LC_MESSAGES` / `LANG`,
    /// else English.
    ///
    /// - Parameters:
    ///   - flag: the value of `--lang`, or nil when the flag was not given.
    ///   - environment: the process environment, passed in so that tests need no globals.
    /// - Throws: `LocalizationError.unknownLanguage` when the flag names neither `en`
    ///   nor `de` (a locale variable never throws: an unknown locale means English).
    public static func resolve(
        flag: String?,
        environment: [String: String]
    ) throws(LocalizationError) -> Language {
        if let flag {
            guard let language = Language(code: flag) else {
                throw .unknownLanguage(flag)
            }
            return language
        }
        for name in environmentVariables {
            if let value = environment[name], !value.isEmpty {
                return Language(code: value) ?? .en
            }
        }
        return .en
    }
}
