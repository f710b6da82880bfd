// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import VerbData

extension Lexicon.ChoiceError {
    /// What was wrong with the name, with the valid choices, in the language of `l`:
    /// "Unknown family 'stong'. Choose weak, strong, mixed, ieren or irregular."
    public func sentence(_ l: L) -> String {
        switch self {
        case .unknownFamily(let name):
            return l.listing.unknownFamily(name, choices: Family.allCases.map(\.rawValue).joined(separator: ", "))
        case .unknownAuxiliary(let name):
            return l.listing.unknownAuxiliary(name, choices: Auxiliary.allCases.map(\.rawValue).joined(separator: ", "))
        case .unknownPrefix(let name, let examples, let count):
            return l.listing.unknownPrefix(name, examples: examples.joined(separator: ", "), count: count)
        case .unknownAblaut(let name, let known):
            return l.listing.unknownAblaut(name, known: known.joined(separator: ", "))
        case .unknownSortOrder(let name, let allowed):
            return l.listing.unknownSortOrder(name, choices: allowed.map(\.rawValue).joined(separator: ", "))
        }
    }
}
