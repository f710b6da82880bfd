// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import Paradigm
import VerbData

/// Tables as the front ends build them, from the bundled lexicon.
enum Fixture {
    static func table(_ input: String, meaning: Int? = nil, _ choices: ConjugationTable.Choices = .init(),
                      language: Language = .en) throws -> ConjugationTable {
        var choices = choices
        choices.meaning = meaning
        return ConjugationTable(try Lexicon.bundled().conjugation(input, meaning: meaning), choices: choices, l: L(language))
    }

    static func verb(_ input: String) throws -> Verb { try Lexicon.bundled().conjugation(input).verb }

    /// The marked forms of one group, as a learner writes them ("sAng"); nil where the
    /// table has no section for it.
    static func marked(_ table: ConjugationTable, _ group: Conjugationgroup) -> [String]? {
        table.sections.first { $0.group == group }.map { $0.rows.map(\.form.marked) }
    }
}
