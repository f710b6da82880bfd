// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

/// Which conjugationgroups a quiz draws from, and the score multiplier.
public enum Difficulty: String, CaseIterable, Sendable, Hashable {
    /// Präsens Indikativ, Perfekt Indikativ and Imperativ: what a learner needs first.
    case regular
    /// Every conjugationgroup, Futur II Konjunktiv included; the score counts double.
    case ridiculous

    /// The groups the 27 drawn questions come from. The participles are not among
    /// them: every quiz has exactly one Präsenspartizip and two Perfektpartizip questions.
    public var conjugationgroups: [Conjugationgroup] {
        switch self {
        case .regular:
            return [.präsensIndikativ, .perfektIndikativ, .imperativ]
        case .ridiculous:
            return Conjugationgroup.core.filter { $0 != .präsenspartizip && $0 != .perfektpartizip }
        }
    }

    /// The factor applied to the final score: 1, or 2 on Ridiculous.
    public var multiplier: Int { self == .ridiculous ? 2 : 1 }
}
