import ArgumentParser
import Foundation
import Localization

/// The language of a command's text: `--lang` if given, else LC_ALL / LC_MESSAGES / LANG,
/// else English. A `--lang` naming neither en nor de is a usage error, reported in
/// English as `conjugate` reports it.
func resolveLocalizer(lang: String?) throws -> L {
    do {
        return L(try Language.resolve(flag: lang, environment: ProcessInfo.processInfo.environment))
    } catch {
        throw ValidationError(L(.en).cli.unknownLanguage(lang ?? ""))
    }
}
