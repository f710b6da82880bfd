// SPDX-License-Identifier: GPL-3.0-or-later
import Installation
import Testing

/// The example of README.md, line for line: `.ci/run` checks that every line of the
/// README's example stands here in the same order.
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsAsItSays() {
        let resources = ResourceDirectory(module: "VerbData")
        let lexicon = resources.file("Resources/lexicon.tsv")           // nil when the directory is missing
        let missing = resources.exists ? nil : resources.path            // "/usr/local/bin/VerbData_VerbData.resources"
        // Tested alone, this package has no VerbData beside its tests; from the root, it has.
        #expect(resources.path.hasSuffix("/VerbData_VerbData.resources"))
        #expect((lexicon != nil) == resources.exists)
        #expect((missing != nil) != resources.exists)
    }
}
