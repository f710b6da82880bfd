// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Persistence
import QuizKit

/// The pictures of the history and progress screens, as text every front end can colour:
/// a bar per conjugationgroup for its accuracy, and a sparkline of the scores.
///
/// A bar's glyph says whether the group is strong (█, 80 % or better) or weak (▒), so the
/// picture reads the same without colour and to eyes that do not tell red from green;
/// a front end with colour adds blue and orange on top.
public enum ProgressPicture {
    /// The share right from which a group counts as strong.
    public static let strongShare = Badge.groupAccuracy

    /// One conjugationgroup's accuracy.
    public struct AccuracyRow: Sendable, Hashable {
        /// The group: Präteritum Indikativ.
        public var group: Conjugationgroup
        /// Right answers.
        public var right: Int
        /// Answers.
        public var answered: Int

        /// The row of a group with `right` of `answered` answers right.
        public init(group: Conjugationgroup, right: Int, answered: Int) {
            self.group = group
            self.right = right
            self.answered = answered
        }

        /// The share right, 0–100, rounded to the nearest as the bar is: 21/21 → 100,
        /// 4/6 → 67, 1/3 → 33; a half rounds up (1/8 → 13).
        public var percent: Int { answered > 0 ? (right * 200 + answered) / (answered * 2) : 0 }
        /// Whether the group is at 80 % or better.
        public var isStrong: Bool { answered > 0 && Double(right) >= strongShare * Double(answered) }

        /// The bar, `width` cells: the filled part in █ (strong) or ▒ (weak), the rest in ·.
        public func bar(width: Int) -> (filled: String, empty: String) {
            let cells = max(0, width)
            let filled = answered > 0 ? min(cells, (right * cells * 2 + answered) / (answered * 2)) : 0
            return (String(repeating: isStrong ? "█" : "▒", count: filled), String(repeating: "·", count: cells - filled))
        }
    }

    /// A row per group with answers, in the order of the conjugationgroups.
    public static func accuracy(_ tallies: [GroupTally]) -> [AccuracyRow] {
        let rows = tallies.filter { $0.answered > 0 }.map {
            AccuracyRow(group: $0.conjugationgroup, right: $0.answered - $0.wrong, answered: $0.answered)
        }
        let order = Dictionary(uniqueKeysWithValues: Conjugationgroup.allCases.enumerated().map { ($1, $0) })
        return rows.sorted { (order[$0.group] ?? Int.max) < (order[$1.group] ?? Int.max) }
    }
}
