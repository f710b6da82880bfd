// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

extension Language {
    /// The language a web reader prefers: the first of an HTTP `Accept-Language` header's
    /// languages that is English or German, by weight (`q=`, 1 when absent; the earlier one
    /// on a tie); nil when it names neither, or weighs both at 0.
    ///
    /// ```swift
    /// Language.preferred(acceptLanguage: "fr-CH, fr;q=0.9, de;q=0.8, en;q=0.7")  // .de
    /// ```
    public static func preferred(acceptLanguage header: String) -> Language? {
        var best: (Language, Double)?
        for part in header.split(separator: ",") {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first, let language = Language(code: String(tag)) else { continue }
            var weight = 1.0
            for p in pieces.dropFirst() where p.hasPrefix("q=") { weight = Double(p.dropFirst(2)) ?? 0 }
            if weight > (best?.1 ?? 0) { best = (language, weight) }
        }
        return best?.0
    }

    /// The language of the reply to a web request: `?lang=de|en` when it names one, else
    /// the `Accept-Language` header's preference, else English.
    public static func reply(langParameter: String?, acceptLanguage: String?) -> Language {
        if let flag = langParameter, let language = Language(code: flag) { return language }
        return acceptLanguage.flatMap(preferred(acceptLanguage:)) ?? .en
    }
}

extension Language {
    /// The language the environment asks for (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English:
    /// what a program speaks when its `--lang` names no language.
    public static func ofEnvironment(_ environment: [String: String]) -> Language {
        (try? resolve(flag: nil, environment: environment)) ?? .en
    }

    /// The language of a message that may be needed before a command has read its options
    /// (a failed write, an argument error): `--lang X` or `--lang=X` from the arguments, the
    /// last one before any `--`, when it names a language, else the environment's.
    ///
    /// ```swift
    /// Language.ofCommandLine(["konjugieren", "quiz", "--lang", "de"], environment: [:])  // .de
    /// ```
    public static func ofCommandLine(_ arguments: [String], environment: [String: String]) -> Language {
        var flag: String?
        for (i, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == "--lang", i + 1 < arguments.count { flag = arguments[i + 1] }
            if argument.hasPrefix("--lang=") { flag = String(argument.dropFirst("--lang=".count)) }
        }
        return (try? resolve(flag: flag, environment: environment)) ?? ofEnvironment(environment)
    }
}
