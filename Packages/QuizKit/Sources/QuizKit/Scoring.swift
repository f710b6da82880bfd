// SPDX-License-Identifier: GPL-3.0-or-later

/// Points: 10 per correct answer; the final score is doubled on Ridiculous.
public enum Scoring {
    /// Points for a right answer.
    public static let pointsPerCorrectAnswer = 10

    /// The running score shown during the quiz (without the multiplier).
    public static func points(correct: Int) -> Int { correct * pointsPerCorrectAnswer }

    /// The final score: 24 correct on Ridiculous → 480.
    public static func finalScore(correct: Int, difficulty: Difficulty) -> Int {
        points(correct: correct) * difficulty.multiplier
    }
}
