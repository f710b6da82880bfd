// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import Persistence
import Practice
import QuizKit
import RichText
import Terminal

/// The progress pictures as the command line draws them: a sparkline of the scores and a
/// bar per conjugationgroup, blue for strong and orange for weak on a colour terminal
/// (colours colour-blind eyes tell apart), and always told apart by the glyph. Every line
/// fits `width` columns (80, the narrowest terminal the CLI is written for), in either
/// language and with the longest group names: the bars give way first, then the names.
struct ProgressText {
    let app: App
    var width = 80

    /// The bars are this long when there is room, and never shorter than `minimumBar`.
    static let barWidth = 20
    /// A bar narrower than this says too little; a long English name ("Future Perfect
    /// Subjunctive II (Conditional Perfect)") is cut short with "…" instead.
    static let minimumBar = 14

    func pictures(_ report: ProgressReport) -> [String] {
        let g = app.l.game
        let shown = Array(report.finished.suffix(min(60, width - 2)))
        let scores = shown.map(\.score)
        let possible = shown.map { s in
            Scoring.finalScore(correct: s.questionCount, difficulty: s.difficulty)
        }.max() ?? 300
        var lines = [app.bold(g.scoresTitle(low: 0, high: possible)),
                     "  " + app.paint(HistoryStats.sparkline(scores, maximum: possible), ANSI.blue)]
        let rows = ProgressPicture.accuracy(report.tallies)
        guard !rows.isEmpty else { return lines }
        lines.append("")
        lines.append(app.bold(g.accuracyTitle))
        let columns = g.accuracyColumns
        let percents = rows.map { app.l.percent($0.percent) }
        let counts = rows.map { "\($0.right)/\($0.answered)" }
        let layout = Self.layout(names: rows.map { app.settings.groupName($0.group) }, header: columns.group,
                                 percentWidth: (percents + [columns.right]).map(DisplayWidth.of).max() ?? 0,
                                 countWidth: (counts + [columns.answered]).map(DisplayWidth.of).max() ?? 0,
                                 width: width)
        lines.append("  " + DisplayWidth.pad(columns.group, layout.name) + "  " + String(repeating: " ", count: layout.bar)
                     + "  " + DisplayWidth.padLeft(columns.right, layout.percent) + "  " + columns.answered)
        for (i, row) in rows.enumerated() {
            let bar = row.bar(width: layout.bar)
            let filled = app.paint(bar.filled, row.isStrong ? ANSI.blue : ANSI.orange)
            lines.append("  " + DisplayWidth.pad(layout.names[i], layout.name)
                         + "  " + filled + app.paint(bar.empty, ANSI.dim)
                         + "  " + DisplayWidth.padLeft(percents[i], layout.percent) + "  " + counts[i])
        }
        lines += DisplayWidth.joinFitting(g.accuracyLegend.components(separatedBy: " · "), width: width - 2)
            .map { "  " + app.paint($0, ANSI.dim) }
        return lines
    }

    /// The widths of the accuracy table's columns within `width`: two spaces of indent and
    /// two between columns; the bar as long as `barWidth` allows, not shorter than
    /// `minimumBar`; the names cut short (with "…") only when even that does not fit.
    static func layout(names: [String], header: String, percentWidth: Int, countWidth: Int, width: Int)
        -> (names: [String], name: Int, bar: Int, percent: Int) {
        var name = (names + [header]).map(DisplayWidth.of).max() ?? 0
        let fixed = 2 + 2 + 2 + percentWidth + 2 + countWidth
        let bar = max(minimumBar, min(barWidth, width - fixed - name))
        if fixed + name + bar > width { name = max(DisplayWidth.of(header), width - fixed - bar) }
        return (names.map { DisplayWidth.clip($0, name) }, name, bar, percentWidth)
    }
}
