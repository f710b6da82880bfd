// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser
import Localization
import RichText

/// Option help that several commands share, worded once.
///
/// Help text is written for swift-argument-parser's wrapping: a paragraph is one line
/// in the source (joined with `\` at the line ends), which the parser wraps to the
/// terminal; an example is a line of its own, indented two spaces and at most 79
/// characters long, so that it is never wrapped at 80 columns.
enum Help {
    static let store = ArgumentHelp(
        "The store file (default: $KONJUGIEREN_STORE, else $XDG_DATA_HOME/konjugieren/konjugieren.sqlite).",
        valueName: "path")
    static let language: ArgumentHelp =
        "Language of labels and messages: en or de (default: LC_ALL, LC_MESSAGES or LANG, else en)."
    static let articleLanguage: ArgumentHelp =
        "Language of articles and messages: en or de (default: LC_ALL, LC_MESSAGES or LANG, else en)."
    static let noColor: ArgumentHelp = "No colour, even on a terminal (NO_COLOR does the same)."
}

/// The exit statuses of every command, as the README's "Exit status" lists them:
///
/// | status | meaning |
/// |---|---|
/// | 0 | success |
/// | 1 | not found: a verb that cannot be conjugated, a form of no verb, an unknown article, no verb matching |
/// | 2 | usage error: an unknown option, a bad value, an unknown setting or setting value, a bad URL |
/// | 3 | failure: the store, the lexicon or the articles cannot be used, or the output cannot be written |
///
/// swift-argument-parser ends a usage error with 64 (EX_USAGE); `Konjugieren.main`
/// turns that into 2, so a command may throw `ValidationError` or `ExitCode.validationFailure`.
enum ExitStatus {
    static let success: Int32 = 0
    static let notFound: Int32 = 1
    static let usage: Int32 = 2
    static let failure: Int32 = 3

    /// The status a command ends with after `error`. `parserCode` is the parser's own
    /// status for the error (`Konjugieren.exitCode(for:)`).
    static func of(_ error: Error, parserCode: ExitCode) -> Int32 {
        if let code = error as? ExitCode {
            return code == .validationFailure ? usage : code.rawValue
        }
        switch parserCode {
        case .success: return success
        case .validationFailure: return usage
        // Any other error thrown out of a command: something failed, not the user.
        default: return failure
        }
    }
}

extension ExitCode {
    /// Status 1: what was asked for does not exist (a verb, a form, an article, a match).
    static let notFound = ExitCode(ExitStatus.notFound)
    /// Status 2: the command line is wrong.
    static let usage = ExitCode(ExitStatus.usage)
}

/// The parser's `USAGE:` line (and the `Usage:` line under an error) lists every option
/// on one line; this wraps it at option boundaries, under the command, so that it reads
/// at the terminal's width like the rest of the help.
enum UsageWrapping {
    static func wrap(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            for label in ["USAGE: "] + Language.allCases.map({ L($0)[.cliParserUsage] + " " }) where line.hasPrefix(label) && line.count > width {
                return wrapLine(String(line.dropFirst(label.count)), label: label, width: width)
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// "konjugieren verbs [--family <family>] …" as lines of whole bracket groups, each
    /// shorter than `width` as the parser's own wrapped lines are.
    static func wrapLine(_ synopsis: String, label: String, width: Int) -> String {
        var tokens: [String] = []
        var current = ""
        var depth = 0
        for ch in synopsis {
            switch ch {
            case "[", "<": depth += 1
            case "]", ">": depth = max(0, depth - 1)
            default: break
            }
            if ch == " " && depth == 0 {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(ch)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        // Each line shorter than `width`, as the parser's own wrapped lines are.
        let lines = WordWrap.fill(tokens, width: width - 1 - label.count)
        guard let first = lines.first else { return label }
        let indent = String(repeating: " ", count: label.count)
        return ([label + first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }
}
