import ArgumentParser
import Foundation

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
            LeaderboardCommand.self,
            SettingsCommand.self,
            Info.self,
            Open.self,
            VerbsCommand.self,
            SearchCommand.self,
            LookupCommand.self,
        ]
    )

    /// Parses and runs a command as `ParsableCommand.main` does, but prints help, usage
    /// errors and the exit message through the checked console (see `Console`), so that
    /// `konjugieren --help > /dev/full` fails as loudly as any command's output.
    static func main() {
        StandardStreams.occupyClosedDescriptors()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                let console = Console.live
                if code == .success { console.line(message) } else { console.error(message) }
            }
            Foundation.exit(code.rawValue)
        }
    }
}
