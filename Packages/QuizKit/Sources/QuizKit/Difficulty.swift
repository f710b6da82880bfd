// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

/// Which conjugationgroups a quiz draws from, and the score multiplier.
public enum Difficulty: String, CaseIterable, Sendable, Hashable, Codable {
    /// Präsens Indikativ, Perfekt Indikativ and Imperativ: what a learner needs first.
    case regular
    /// Every tense and mood of the active, Futur II Konjunktiv included, and the
    /// Vorgangspassiv of the indicative tenses (wurde gesungen, ist gesungen worden);
    /// the score counts double.
    case ridiculous

    /// The groups the 27 drawn questions come from. The participles are not among
    /// them: every quiz has exactly one Präsenspartizip and two Perfektpartizip questions.
    public var conjugationgroups: [Conjugationgroup] {
        switch self {
        case .regular:
            return [.präsensIndikativ, .perfektIndikativ, .imperativ]
        case .ridiculous:
            // The passive of the indicative only, so that it is a quarter of the questions
            // and the active tenses keep their share. A verb without it (haben, ankommen)
            // is not asked it: the source has no such form.
            return Conjugationgroup.core.filter { $0 != .präsenspartizip && $0 != .perfektpartizip }
                + [.futurIIKonjunktivI, .futurIIKonjunktivII,
                   .präsensIndikativVorgangspassiv, .präteritumIndikativVorgangspassiv, .perfektIndikativVorgangspassiv,
                   .plusquamperfektIndikativVorgangspassiv, .futurIndikativVorgangspassiv]
        }
    }

    /// The factor applied to the final score: 1, or 2 on Ridiculous.
    public var multiplier: Int { self == .ridiculous ? 2 : 1 }

    /// The German names, taken wherever a difficulty is typed: "normal", "aberwitzig".
    public static let aliases = ["normal": "regular", "aberwitzig": "ridiculous"]
}
