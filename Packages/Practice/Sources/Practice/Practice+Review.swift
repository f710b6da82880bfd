// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Persistence
import QuizKit

extension Practice {
    /// Starts a review of `entries` (at most `limit`) for this process: the queue is taken
    /// first, so that two reviews never drill the same forms, and given free again when
    /// none of the forms can be asked any more (nil). Leave the review with `endReview()`.
    public func startReview(_ entries: [ReviewEntry], limit: Int = 30, difficulty: Difficulty = .regular,
                            at date: Date) throws(PracticeError) -> DrillDriver? {
        try lifting {
            if let other = try claimReview() { throw PracticeError.reviewInUse(pid: other) }
            guard let drill = try reviewDrill(entries, limit: limit, difficulty: difficulty, at: date) else {
                try releaseReview()
                return nil
            }
            return DrillDriver(review: drill, source: source)
        }
    }

    /// Gives the review queue free again after a review.
    public func endReview() throws(PersistenceError) {
        try releaseReview()
    }
}
