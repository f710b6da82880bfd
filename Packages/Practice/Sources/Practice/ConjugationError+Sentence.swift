// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import VerbData

extension ConjugationError {
    /// Why `input` cannot be conjugated, as one sentence in the language of `l`, the same
    /// in every front end. A space gets a suggestion of the verb the phrase was built on,
    /// from `lexicon` (see `Lexicon.verbs(inPhrase:)`):
    ///
    /// ```swift
    /// error.sentence("sich etwas merken", lexicon: lexicon, L(.de))
    /// // "„sich etwas merken“ ist nicht ein Verb: Es enthält ein Leerzeichen. Meintest du „sich merken“ oder „merken“?"
    /// ```
    public func sentence(_ input: String, lexicon: Lexicon?, _ l: L) -> String {
        let e = l.verbError
        switch self {
        case .empty:
            return e.empty
        case .tooLong(let length):
            return e.tooLong(String(input.prefix(24)) + "…", length: length)
        case .invalidCharacter(" "):
            let suggestions = Array((lexicon?.verbs(inPhrase: input) ?? []).prefix(2))
            return ([e.space(input)] + (suggestions.isEmpty ? [] : [e.suggestion(suggestions)])).joined(separator: " ")
        case .invalidCharacter(let c):
            let invisible = c.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
            guard invisible else { return e.character(input, String(c)) }
            let code = c.unicodeScalars.map { "U+" + String(String($0.value, radix: 16, uppercase: true).leftPadded(4)) }
            return e.characterCode(input, code.joined(separator: " "))
        case .notAnInfinitive(let word):
            return e.notAnInfinitive(word)
        case .notReflexive(let word):
            return e.notReflexive(word)
        }
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
