// SPDX-License-Identifier: GPL-3.0-or-later
import CommandLineText
import Localization
import Testing

/// The example of README.md, line for line (`.ci/run` checks that every line of it stands
/// here in the same order).
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() {
        let l = L(.de)
        let said = ParserMessage.localize("Unknown option '--bogus'", l: l)   // "Unbekannte Option „--bogus“."
        let framed = ParserMessage.localizeFrame("Error: Missing value for '--limit <limit>'", l: l)   // "konjugieren: Für „--limit <Anzahl>“ fehlt ein Wert."
        let typed = ArgumentOrder.languageAfterCommand(["--lang", "de", "conjugate", "singen"], commands: ["conjugate"])   // ["conjugate", "singen", "--lang", "de"]
        let usage = UsageWrapping.wrap("USAGE: konjugieren verbs [--family <family>] [--limit <limit>]", width: 40)
        #expect(said == "Unbekannte Option „--bogus“.")
        #expect(framed == "konjugieren: Für „--limit <Anzahl>“ fehlt ein Wert.")
        #expect(typed == ["conjugate", "singen", "--lang", "de"])
        #expect(usage == """
            USAGE: konjugieren verbs
                   [--family <family>]
                   [--limit <limit>]
            """)
    }
}
