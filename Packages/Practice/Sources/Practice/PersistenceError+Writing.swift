// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Persistence
import QuizKit

extension PersistenceError {
    /// Whether the failure means nothing more can be written to the store now (it is
    /// locked, read-only, full, damaged or failing): a front end must not try to log the
    /// failure into the same store, which would fail again after another wait.
    public var forbidsWriting: Bool {
        switch self {
        case .busy, .readOnly, .diskFull, .corrupt, .ioError, .notARegularFile, .newerSchema, .notAStore, .cannotOpen:
            return true
        case .unknownSetting, .invalidSettingValue, .unreadableSetting, .quizNotFound, .unknownValue, .unreadableQuiz, .unfinishedQuizExists,
             .database:
            return false
        }
    }
}

extension Practice {
    /// Why the form a question asks is what it is, after the wrong answer `given`.
    public func explanation(_ question: Question, given: String) -> Explanation {
        Explanation(question, verb: source.verb(question.verb.prompt), given: given)
    }
}
