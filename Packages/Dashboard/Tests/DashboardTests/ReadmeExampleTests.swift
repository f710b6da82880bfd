// SPDX-License-Identifier: GPL-3.0-or-later
import Dashboard
import Localization
import Persistence
import Practice
import Testing
import VerbData

/// The example of README.md, line for line: `.ci/run` checks that every line of the
/// README's example stands here in the same order, so the README cannot show code
/// that does not compile or does not do what it says.
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() throws {
        let lexicon = try Lexicon.bundled()
        let environment = DashboardEnvironment(verbs: lexicon.searchIndex(), articles: .empty, clock: .live,
                                               seed: 42, l: L(.en), color: false)
        let runtime = Runtime(practice: Practice(store: try Store.inMemory(), source: .lexicon(lexicon)), clock: .live)
        var state = runtime.send(.launch, to: State(environment: environment, size: Size(columns: 80, rows: 24)))
        for key in KeyDecoder.decode(Array("/hoeren\r".utf8)) { state = runtime.send(.key(key), to: state) }
        let screen = render(state, size: state.size)            // the verb screen of hören, 24 lines
        #expect(state.screen == .verb)
        #expect(state.verb?.infinitive == "hören")
        #expect(screen.count == 24)
    }
}
