// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import VerbData

extension ConjugationError {
    /// For an input with a space where none may stand, a whole sentence that says so and
    /// suggests the verb the phrase was built on, from `lexicon` (see
    /// `Lexicon.verbs(inPhrase:)`); nil for any other error, which `sentence(_:)` words.
    ///
    /// ```swift
    /// error.phraseSentence("sich etwas merken", lexicon: lexicon, L(.de))
    /// // "„sich etwas merken“ ist nicht ein Verb: Ein Leerzeichen darf nur nach sich vor dem
    /// //  Infinitiv stehen („sich freuen“). Meintest du „sich merken“ oder „merken“?"
    /// ```
    public func phraseSentence(_ input: String, lexicon: Lexicon?, _ l: L) -> String? {
        guard case .invalidCharacter(" ") = self else { return nil }
        // "singen laufen": two verbs, each named.
        if let several = lexicon?.separateVerbs(inPhrase: input), several.count > 1 {
            return l.engine.space(input.escapingControls()) + " " + l.engine.severalVerbs(several)
        }
        let suggestions = Array((lexicon?.verbs(inPhrase: input) ?? []).prefix(2))
        return ([l.engine.space(input.escapingControls())] + (suggestions.isEmpty ? [] : [l.engine.suggestion(suggestions)]))
            .joined(separator: " ")
    }
}
