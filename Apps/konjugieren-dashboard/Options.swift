// SPDX-License-Identifier: GPL-3.0-or-later
// The dashboard's command line: its options and their mistakes, worded in the language
// that `--lang` asks for wherever it stands.
import Foundation
import Localization
import RichText

struct Options {
    var store: String?
    var lang: String?
    var seed: UInt64?
    var noColor = false
    /// A konjugieren:// link to open once the dashboard is up.
    var open: String?
    var benchRender = false
    var help = false
    var version = false
}

/// The version of konjugieren, which the dashboard is part of; the same number as
/// `konjugieren --version` prints (an end-to-end test compares the two).
let versionNumber = "0.9.0"

struct ExitMessage: Error {
    var text: String
    var code: Int32
}

/// The options; a mistake is reported in `l`'s language with the usage, status 2.
///
/// Exit statuses, as konjugieren's (README, "Exit status"): 0 success, 2 a usage error
/// (an option, a value, no terminal), 3 the store, the lexicon or the terminal failed.
func parseArguments(_ arguments: [String], _ l: L) -> Result<Options, ExitMessage> {
    var options = Options()
    var i = 0
    func fail(_ text: String) -> Result<Options, ExitMessage> {
        .failure(ExitMessage(text: text + "\n\n" + l.dashboard.usage, code: 2))
    }
    while i < arguments.count {
        var name = arguments[i]
        var inline: String?
        if name.hasPrefix("--"), let eq = name.firstIndex(of: "=") {
            inline = String(name[name.index(after: eq)...])
            name = String(name[..<eq])
        }
        func value() -> String? {
            if let inline { return inline }
            guard i + 1 < arguments.count else { return nil }
            i += 1
            return arguments[i]
        }
        switch name {
        case "--store", "--lang", "--seed", "--open":
            guard let v = value() else { return fail(l.dashboard.missingValue(name)) }
            if name == "--store" { options.store = v }
            if name == "--lang" { options.lang = v }
            if name == "--open" {
                guard LinkTarget(percentEncoded: v) != nil else { return fail(l.cli.badURL(v)) }
                options.open = v
            }
            if name == "--seed" {
                guard let seed = UInt64(v) else { return fail(l.dashboard.badSeed(v)) }
                options.seed = seed
            }
        case "--no-color": options.noColor = true
        case "--bench-render": options.benchRender = true
        case "-h", "--help": options.help = true
        case "--version": options.version = true
        default: return fail(l.dashboard.unknownOption(name))
        }
        i += 1
    }
    return .success(options)
}

/// The value of the last `--lang` among the arguments (`--lang de`, `--lang=de`), found
/// before they are parsed, so that a mistake anywhere in them is reported in that language.
func languageFlag(in arguments: [String]) -> String? {
    var found: String?
    var i = 0
    while i < arguments.count {
        let argument = arguments[i]
        if argument == "--" { break }
        if argument.hasPrefix("--lang=") {
            found = String(argument.dropFirst("--lang=".count))
        } else if argument == "--lang", i + 1 < arguments.count {
            found = arguments[i + 1]
            i += 1
        } else if ["--store", "--seed", "--open"].contains(argument) {
            i += 1
        }
        i += 1
    }
    return found
}
