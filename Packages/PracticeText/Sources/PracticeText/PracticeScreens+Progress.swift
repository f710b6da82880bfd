// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import Wire

// The progress pictures and the badges.

extension PracticeScreens {
    /// The accuracy bars are this long when there is room, and never shorter than `minimumBar`.
    public static let barWidth = 20
    /// A bar narrower than this says too little; a long English name ("Future Perfect
    /// Subjunctive II (Conditional Perfect)") is cut short with "…" instead.
    public static let minimumBar = 14

    /// The progress pictures: a sparkline of the scores and a bar per conjugationgroup,
    /// blue for strong and orange for weak (colours colour-blind eyes tell apart), and
    /// always told apart by the glyph. Every line fits `width` columns (80, the narrowest
    /// terminal the command line is written for), in either language and with the longest
    /// group names: the bars give way first, then the names.
    public func pictures(_ report: ProgressReport, width: Int = 80) -> [String] {
        let g = l.game
        let shown = Array(report.finished.suffix(min(60, width - 2)))
        let scores = shown.map(\.score)
        let possible = Self.possibleScore(shown)
        var lines = [style.bold(g.scoresTitle(low: 0, high: possible)),
                     "  " + style.blue(HistoryStats.sparkline(scores, maximum: possible))]
        let rows = ProgressPicture.accuracy(report.tallies)
        guard !rows.isEmpty else { return lines }
        lines.append("")
        lines.append(style.bold(g.accuracyTitle))
        let columns = g.accuracyColumns
        let percents = rows.map { l.percent($0.percent) }
        let counts = rows.map { "\($0.right)/\($0.answered)" }
        let layout = Self.layout(names: rows.map { settings.groupName($0.group) }, header: columns.group,
                                 percentWidth: (percents + [columns.right]).map(DisplayWidth.of).max() ?? 0,
                                 countWidth: (counts + [columns.answered]).map(DisplayWidth.of).max() ?? 0,
                                 width: width)
        lines.append("  " + DisplayWidth.pad(columns.group, layout.name) + "  " + String(repeating: " ", count: layout.bar)
                     + "  " + DisplayWidth.padLeft(columns.right, layout.percent) + "  " + columns.answered)
        for (i, row) in rows.enumerated() {
            let bar = row.bar(width: layout.bar)
            let filled = row.isStrong ? style.blue(bar.filled) : style.orange(bar.filled)
            lines.append("  " + DisplayWidth.pad(layout.names[i], layout.name)
                         + "  " + filled + style.dim(bar.empty)
                         + "  " + DisplayWidth.padLeft(percents[i], layout.percent) + "  " + counts[i])
        }
        lines += DisplayWidth.joinFitting(g.accuracyLegend.components(separatedBy: " · "), width: width - 2)
            .map { "  " + style.dim($0) }
        return lines
    }

    /// The top of the scores' scale: the best score the quizzes shown could have made
    /// (their length at their difficulty), 300 for none.
    public static func possibleScore(_ quizzes: [QuizSummary]) -> Int {
        quizzes.map { Scoring.finalScore(correct: $0.questionCount, difficulty: $0.difficulty) }.max() ?? 300
    }

    /// The widths of the accuracy table's columns within `width`: two spaces of indent and
    /// two between columns; the bar as long as `barWidth` allows, not shorter than
    /// `minimumBar`; the names cut short (with "…") only when even that does not fit.
    public static func layout(names: [String], header: String, percentWidth: Int, countWidth: Int, width: Int)
        -> (names: [String], name: Int, bar: Int, percent: Int) {
        var name = (names + [header]).map(DisplayWidth.of).max() ?? 0
        let fixed = 2 + 2 + 2 + percentWidth + 2 + countWidth
        let bar = max(minimumBar, min(barWidth, width - fixed - name))
        if fixed + name + bar > width { name = max(DisplayWidth.of(header), width - fixed - bar) }
        return (names.map { DisplayWidth.clip($0, name) }, name, bar, percentWidth)
    }

    /// Every badge: earned ones with a star, the name in bold and the day; the others with
    /// a circle and how far the learner is. In columns when they fit the width, else mark,
    /// name and how far on one line and what the badge is for below it.
    public func badges(_ report: ProgressReport) -> [String] {
        let g = l.game
        var lines = [style.bold(g.badgesTitle) + ": " + g.badgesCount(report.badges.count, of: Badge.allCases.count)]
        let earned = Dictionary(report.badges.map { ($0.id, $0.earnedAt) }, uniquingKeysWith: { a, _ in a })
        var rows: [[String]] = []
        for badge in Badge.allCases {
            let name = g.badgeName(badge.rawValue)
            if let day = earned[badge.rawValue] {
                rows.append([style.yellow("★"), style.bold(name), g.badgeAbout(badge.rawValue), g.earnedOn(date(day))])
            } else {
                rows.append(["○", name, g.badgeAbout(badge.rawValue), style.dim(g.notYet(badge.progress(report.facts)))])
            }
        }
        // Aligned by terminal columns, so the colours need no second pass.
        let wide = columns(rows)
        if !wraps || wide.allSatisfy({ DisplayWidth.of($0) <= width }) { return lines + wide }
        for (i, head) in columns(rows.map { [$0[0], $0[1], $0[3]] }).enumerated() {
            lines.append(head)
            lines += WordWrap.lines(rows[i][2], width: width, indent: 3).map { "   " + $0 }
        }
        return lines
    }

    /// The badges in a line or a few: the title and count, then each badge, a star and its
    /// name for an earned one, a circle with how far for the others ("○ 1,000 forms
    /// 250/1,000"), never a separator after the colon.
    public func badgeSummary(_ report: ProgressReport) -> [String] {
        let g = l.game
        let earned = Set(report.badges.map(\.id))
        var items = Badge.allCases.map { badge in
            earned.contains(badge.rawValue) ? style.yellow("★ " + g.badgeName(badge.rawValue))
                : "○ " + g.badgeName(badge.rawValue)
                    + (badge.progress(report.facts).map { " " + l.grouped($0.now) + "/" + l.grouped($0.needed) } ?? "")
        }
        let title = g.badgesTitle + " " + g.badgesCount(report.badges.count, of: Badge.allCases.count) + ":"
        if !items.isEmpty { items[0] = title + " " + items[0] } else { items = [title] }
        return DisplayWidth.joinFitting(items, width: width)
    }
}
