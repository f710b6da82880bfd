// SPDX-License-Identifier: GPL-3.0-or-later
import Persistence

extension GroupTally {
    /// The tallies with answers, the lowest share of right answers first; of two equal
    /// shares, the one with more answers (more evidence of a weak spot) first. Shown by
    /// the dashboard's Progress screen and `konjugieren history`:
    ///
    /// ```swift
    /// GroupTally.weakestFirst([imperativ /* 6 of 12 right */, präsens /* 12 of 12 */])
    /// // [imperativ, präsens]
    /// ```
    public static func weakestFirst(_ tallies: [GroupTally]) -> [GroupTally] {
        tallies.filter { $0.answered > 0 }.sorted {
            // Cross-multiplied, so that 1/3 and 2/6 are equal without rounding.
            let a = ($0.answered - $0.wrong) * $1.answered, b = ($1.answered - $1.wrong) * $0.answered
            return a != b ? a < b : $0.answered > $1.answered
        }
    }

    /// Right answers: `answered - wrong`.
    public var right: Int { answered - wrong }
}
