// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Localization
import Persistence
import RichText
import Wire

/// What a text front end shows of Practice's values, in the learner's language and with
/// the learner's settings (group names, the er/sie/es label), styled by the caller and
/// fitted to `width` columns.
///
/// The command line and the dashboard both build their quiz, review, history and progress
/// texts here, so that a question, a verdict or a past quiz reads the same in both.
public struct PracticeScreens: Sendable {
    /// The learner's language.
    public var l: L
    /// The settings the texts follow: the group names' language, the er/sie/es label.
    public var settings: Persistence.Settings
    /// How the caller marks up the tones.
    public var style: TextStyle
    /// The calendar whose time zone dates are shown in.
    public var calendar: Calendar
    /// The columns a line may take.
    public var width: Int
    /// False for a pipe with no width to fit (a script): every row stays one line.
    public var wraps: Bool

    /// Texts in `l` with `settings`, styled by `style`, fitted to `width` columns unless
    /// `wraps` is false.
    public init(l: L, settings: Persistence.Settings, style: TextStyle = .plain, calendar: Calendar = .current,
                width: Int = 80, wraps: Bool = true) {
        self.l = l
        self.settings = settings
        self.style = style
        self.calendar = calendar
        self.width = width
        self.wraps = wraps
    }

    /// "2026-11-23 10:00" in the calendar's time zone.
    public func date(_ date: Date) -> String { formatTimestamp(date, in: calendar) }

    /// Label/value rows with the values aligned; `labels` widen the label column to match
    /// another table the rows follow (the last correction after the question screens).
    /// A value too long for the width wraps at word boundaries under its first word
    /// ("Warum: sein ist unregelmäßig: …").
    public func table(_ rows: [(String, String)], alignedWith labels: [String] = []) -> [String] {
        let column = (rows.map(\.0) + labels).map { $0.isEmpty ? 0 : $0.count + 1 }.max() ?? 0
        return rows.flatMap { label, value -> [String] in
            let head = label.isEmpty ? "" : label + ":"
            let prefix = head + String(repeating: " ", count: column - head.count + 1)
            // Only a line that does not fit is re-spaced: the options row keeps its gaps.
            guard DisplayWidth.of(prefix + value) > width else { return [prefix + value] }
            return wrapped(prefix, value)
        }
    }

    /// `text` after `prefix`, wrapped at word boundaries to the width, its further lines
    /// under its first word; `tail` ("— Your answer: x") is kept whole, on the last line
    /// when it fits there, else on a line of its own. Without `wraps`, one line.
    public func wrapped(_ prefix: String, _ text: String, tail: String? = nil) -> [String] {
        guard wraps else { return [prefix + text + (tail.map { " " + $0 } ?? "")] }
        return WordWrap.hanging(prefix, text, width: width, tail: tail)
    }
}
