// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Persistence

// The progress screen of `reduce`: the overview, the list of past quizzes, one reopened,
// and deleting them (after a yes, answered in `confirmKey`).
extension State {
    /// The quizzes of the history list, newest first.
    var historyList: [QuizSummary] { progress.finished.reversed() }

    mutating func progressKey(_ key: Key) {
        switch progress.page {
        case .overview:
            // ↑/↓ scroll the accuracy table when not every group fits, no further than its end.
            let parts = overviewParts(self, size, bodyHeight, Style(color: false))
            let window = accuracyWindow(self, rows: parts.room, width: parts.leftWidth)
            let last = max(0, window.total - window.shown)
            switch key {
            case .character("h"), .enter:
                progress.page = .history
                progress.selection = 0
            case .up: progress.accuracyTop = max(0, min(progress.accuracyTop, last) - 1)
            case .down: progress.accuracyTop = min(last, progress.accuracyTop + 1)
            case .pageUp: progress.accuracyTop = max(0, min(progress.accuracyTop, last) - max(1, window.shown))
            case .pageDown: progress.accuracyTop = min(last, progress.accuracyTop + max(1, window.shown))
            case .home: progress.accuracyTop = 0
            case .end: progress.accuracyTop = last
            default: break
            }
        case .history:
            let list = historyList
            switch key {
            case .up: progress.selection = max(0, progress.selection - 1)
            case .down: progress.selection = min(max(0, list.count - 1), progress.selection + 1)
            case .pageUp: progress.selection = max(0, progress.selection - bodyHeight)
            case .pageDown: progress.selection = min(max(0, list.count - 1), progress.selection + bodyHeight)
            case .home: progress.selection = 0
            case .end: progress.selection = max(0, list.count - 1)
            case .enter:
                if list.indices.contains(progress.selection) { effects.append(.loadQuizDetails(id: list[progress.selection].id)) }
            case .character("x"):
                if list.indices.contains(progress.selection) { askToDelete(list[progress.selection].id) }
            case .character("R"):
                if !list.isEmpty {
                    progress.confirming = .reset(list.count)
                    message = env.l.dashboard.confirmReset(list.count)
                }
            case .escape, .backspace:
                progress.page = .overview
            default: break
            }
        case .details:
            switch key {
            case .up: progress.scroll = max(0, progress.scroll - 1)
            case .down: progress.scroll += 1
            case .pageUp: progress.scroll = max(0, progress.scroll - bodyHeight)
            case .pageDown, .character(" "): progress.scroll += bodyHeight
            case .character("x"):
                if let id = progress.details?.summary.id { askToDelete(id) }
            case .escape, .backspace:
                progress.page = .history
                progress.details = nil
            default: break
            }
            let total = (progress.details?.questions.count ?? 0) + 3
            progress.scroll = min(progress.scroll, max(0, total - bodyHeight))
        }
    }

    mutating func askToDelete(_ id: Int64) {
        progress.confirming = .delete(id)
        message = env.l.dashboard.confirmDelete(Int(id))
    }
}
