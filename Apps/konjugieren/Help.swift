// SPDX-License-Identifier: GPL-3.0-or-later
import ArgumentParser

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
