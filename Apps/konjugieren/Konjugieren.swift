import ArgumentParser

/// The `konjugieren` command line: conjugation tables, quizzes, articles and the lexicon.
@main
struct Konjugieren: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "konjugieren",
        abstract: "Conjugate any German verb, drill it in quizzes, read how German verbs work.",
        discussion: """
        Examples:
          konjugieren conjugate singen
          konjugieren conjugate ankommen --group präsens --group perfekt
          echo singen | konjugieren conjugate --format json -
          konjugieren lookup ging
          konjugieren search weigh
        """,
        subcommands: [
            Conjugate.self,
            QuizCommand.self,
            ReviewCommand.self,
            HistoryCommand.self,
            BadgesCommand.self,
            LeaderboardCommand.self,
            SettingsCommand.self,
            Info.self,
            Open.self,
            VerbsCommand.self,
            SearchCommand.self,
            LookupCommand.self,
        ]
    )
}
