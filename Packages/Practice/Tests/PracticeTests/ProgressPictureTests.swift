// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Practice
import Testing

/// The percentage beside a bar is rounded as the bar is, to the nearest: 4/6 shows 67 %
/// and a bar two thirds full, never 66 % beside it.
struct ProgressPictureTests {
    @Test(arguments: [
        (4, 6, 67), (2, 3, 67), (1, 3, 33), (21, 21, 100), (0, 5, 0), (1, 8, 13), (199, 200, 100), (1, 200, 1), (0, 0, 0),
    ])
    func percentRoundsToNearest(_ right: Int, _ answered: Int, _ percent: Int) {
        let row = ProgressPicture.AccuracyRow(group: .präsensIndikativ, right: right, answered: answered)
        #expect(row.percent == percent)
    }

    /// A bar of 100 cells fills one cell per percent: the bar and the number round alike.
    @Test(arguments: [(4, 6), (2, 3), (1, 3), (7, 9), (5, 8)])
    func barAndPercentRoundAlike(_ right: Int, _ answered: Int) {
        let row = ProgressPicture.AccuracyRow(group: .präsensIndikativ, right: right, answered: answered)
        let filled = row.bar(width: 100).filled.count
        #expect(filled == row.percent)
    }
}
