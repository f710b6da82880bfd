// SPDX-License-Identifier: GPL-3.0-or-later
import PracticeText
import RichText

/// The few ANSI sequences the dashboard draws with. With colour off (NO_COLOR) every
/// helper returns the text unchanged, so a snapshot of the screen is plain text.
public struct Style: Sendable, Hashable {
    /// False with NO_COLOR: every helper returns the text as it is.
    public var color: Bool

    /// A style that colours, or not.
    public init(color: Bool) { self.color = color }

    static let reset = "\u{1B}[0m"

    func paint(_ text: String, _ sgr: String) -> String {
        guard color, !text.isEmpty else { return text }
        return "\u{1B}[" + sgr + "m" + text + Style.reset
    }

    func bold(_ text: String) -> String { paint(text, "1") }
    func dim(_ text: String) -> String { paint(text, "2") }
    func inverse(_ text: String) -> String { paint(text, "7") }
    func red(_ text: String) -> String { paint(text, "31") }
    func green(_ text: String) -> String { paint(text, "32") }
    func yellow(_ text: String) -> String { paint(text, "33") }
    func cyan(_ text: String) -> String { paint(text, "36") }
    /// Blue and orange: the pair of the progress pictures, which colour-blind eyes tell apart.
    func blue(_ text: String) -> String { paint(text, "34") }
    func orange(_ text: String) -> String { paint(text, "38;5;208") }

    /// A form with its irregular letters bold red; without colour in upper case, as
    /// learners write them ("gesUngen"), so no information is lost.
    func form(_ form: Form) -> String {
        guard color else { return form.marked }
        return form.runs.map { $0.irregular ? paint(String($0.text), "1;31") : String($0.text) }.joined()
    }

    /// A variant beside the preferred form: dim, its irregular letters bold red, or in
    /// upper case without colour ("bUk").
    func dimForm(_ form: Form) -> String {
        guard color else { return form.marked }
        return form.runs.map { paint(String($0.text), $0.irregular ? "1;31" : "2") }.joined()
    }
}

extension Style {
    /// The same tones for the practice texts (PracticeText), which the dashboard shares
    /// with the command line.
    var text: TextStyle {
        let style = self
        return TextStyle(paint: { text, tone in
            switch tone {
            case .bold: return style.bold(text)
            case .dim: return style.dim(text)
            case .red: return style.red(text)
            case .green: return style.green(text)
            case .yellow: return style.yellow(text)
            case .cyan: return style.cyan(text)
            case .blue: return style.blue(text)
            case .orange: return style.orange(text)
            }
        }, form: { style.form($0) })
    }
}

extension State {
    /// The practice texts in the interface language and the learner's settings, styled by
    /// `style`, fitted to `width` columns.
    func screens(_ style: Style, width: Int) -> PracticeScreens {
        PracticeScreens(l: env.l, settings: settings, style: style.text, calendar: env.calendar, width: width)
    }
}

import ConjugationEngine

// The layout is RichText's (`DisplayWidth`, `WordWrap`); these short names keep the
// screens' code readable.

/// Terminal columns of text that may hold ANSI escape sequences.
func width(_ text: String) -> Int { DisplayWidth.of(text) }

/// Pads `text` with spaces to `columns` terminal columns, clipping it first if it is wider.
func pad(_ text: String, _ columns: Int) -> String { DisplayWidth.pad(text, columns) }

/// Right-aligns `text` in `columns`.
func padLeft(_ text: String, _ columns: Int) -> String { DisplayWidth.padLeft(text, columns) }

/// Cuts `text` to at most `columns` terminal columns, keeping escape sequences intact
/// and closing an open style; a cut line ends in "…".
func clip(_ text: String, _ columns: Int) -> String { DisplayWidth.clip(text, columns) }

/// Centres `text` in `columns`.
func center(_ text: String, _ columns: Int) -> String { DisplayWidth.center(text, columns) }

/// Word wrap of plain text to `columns`, every line clipped to them (a word longer than a
/// line ends in "…"); one empty line for no text.
func wrap(_ text: String, _ columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    let lines = WordWrap.lines(text, width: columns, atLeast: 1)
    return lines.isEmpty ? [""] : lines.map { clip($0, columns) }
}
