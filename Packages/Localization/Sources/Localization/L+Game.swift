// Text of the quiz options, the game mechanics (XP, levels, badges, streaks, goals,
// rating), the explanations after a wrong answer, history details and spelling help.

extension L.CLI {
    /// "„hoeren“ steht nicht im Lexikon. Meintest du „hören“?"
    public func didYouMean(_ input: String, _ suggestion: String) -> String {
        l.string(.cliErrorDidYouMean, .string(input), .string(suggestion))
    }
    /// "„sigen“ steht nicht im Lexikon und wird nach der Regel konjugiert. Meintest du „sagen“, „singen“?"
    /// (the list is quoted and joined by the caller)
    public func closeSpellings(_ input: String, _ list: String) -> String {
        l.string(.cliNoteCloseSpellings, .string(input), .string(list))
    }
}
