extension L {
    /// Why an input is no verb the engine can conjugate: `l.verbError.space("sich etwas merken")`.
    public var verbError: VerbError { VerbError(l: self) }

    /// One sentence per reason an input cannot be conjugated (ConjugationError in the engine).
    public struct VerbError: Sendable {
        let l: L
        /// "Kein Verb angegeben."
        public var empty: String { l[.verbErrorEmpty] }
        /// "„aaaa…“ ist zu lang für ein deutsches Verb (300 Zeichen)."
        public func tooLong(_ start: String, length: Int) -> String {
            l.string(.verbErrorTooLong, .string(start), .int(length))
        }
        /// "„sich etwas merken“ ist nicht ein Verb: Ein Leerzeichen darf nur nach sich vor dem Infinitiv stehen („sich freuen“)."
        public func space(_ input: String) -> String { l.string(.verbErrorSpace, .string(input)) }
        /// "„sing3n“ ist kein deutscher Infinitiv: „3“ kommt in keinem vor."
        public func character(_ input: String, _ character: String) -> String {
            l.string(.verbErrorCharacter, .string(input), .string(character))
        }
        /// "„sing\ten“ ist kein deutscher Infinitiv: Das Zeichen U+0009 kommt in keinem vor."
        public func characterCode(_ input: String, _ code: String) -> String {
            l.string(.verbErrorCharacterCode, .string(input), .string(code))
        }
        /// "„haus“ ist kein Infinitiv: Deutsche Infinitive enden auf -en oder -n (singen, wandern)."
        public func notAnInfinitive(_ word: String) -> String { l.string(.verbErrorNotAnInfinitive, .string(word)) }
        /// "„sein“ ist nie reflexiv: „sich sein“ ist kein deutsches Verb."
        public func notReflexive(_ word: String) -> String { l.string(.verbErrorNotReflexive, .string(word)) }
        /// "Meintest du „merken“?", "Meintest du „sich merken“ oder „merken“?" (the first two
        /// of `verbs`; empty when there are none)
        public func suggestion(_ verbs: [String]) -> String {
            switch verbs.count {
            case 0: return ""
            case 1: return l.string(.verbErrorSuggestion, .string(verbs[0]))
            default: return l.string(.verbErrorSuggestions, .string(verbs[0]), .string(verbs[1]))
            }
        }
    }
}
