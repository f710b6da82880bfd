// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Practice

extension DrillInput {
    /// What to tell the learner when the line is asked again for (an unclear yes/no, no
    /// choice, special keys); nil for a blank line, a command or an answer.
    public func hint(_ l: L) -> String? {
        switch self {
        case .notYesOrNo: return l.quiz.notYesOrNo
        case .notAChoice(let options): return l.quiz.notAChoice(options: options)
        case .specialKeys: return l.quiz.specialKeys
        case .blank, .quit, .answer: return nil
        }
    }
}
