// SPDX-License-Identifier: GPL-3.0-or-later

/// Points: 10 per correct answer; the final score is doubled on Ridiculous. Experience
/// (XP) grows with every right answer, more for harder ones, and makes the level.
public enum Scoring {
    /// Points for a right answer.
    public static let pointsPerCorrectAnswer = 10

    /// The running score shown during the quiz (without the multiplier).
    public static func points(correct: Int) -> Int { correct * pointsPerCorrectAnswer }

    /// The final score: 24 correct on Ridiculous → 480.
    public static func finalScore(correct: Int, difficulty: Difficulty) -> Int {
        points(correct: correct) * difficulty.multiplier
    }

    /// XP for a right answer: 10 for a typed form, 5 for a multiple-choice one, 3 for a
    /// true/false one; 5 more when the form has irregular letters (sang, not lernte); all
    /// doubled on Ridiculous. A typed "sAng" on Ridiculous earns (10 + 5) × 2 = 30.
    public static func experience(for question: Question, difficulty: Difficulty) -> Int {
        let base: Int
        switch question.kind {
        case .typed: base = 10
        case .choice: base = 5
        case .trueFalse: base = 3
        }
        return (base + (question.expected.isIrregular ? 5 : 0)) * difficulty.multiplier
    }

    /// XP of a level: level = XP / 100.
    public static let experiencePerLevel = 100

    /// The level for an amount of XP: 0 to 99 XP is level 0, 250 XP level 2.
    public static func level(experience: Int) -> Int { max(0, experience) / experiencePerLevel }

    /// XP still needed for the next level: 250 → 50.
    public static func experienceToNextLevel(_ experience: Int) -> Int {
        experiencePerLevel - max(0, experience) % experiencePerLevel
    }
}
