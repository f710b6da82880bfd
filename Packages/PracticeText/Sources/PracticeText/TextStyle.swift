// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

/// How a front end marks up the words: the command line with ANSI sequences (or not at
/// all without colour), the dashboard with its own style. The texts here only say which
/// tone a part has; the caller decides what that looks like.
public struct TextStyle: Sendable {
    /// The tones the practice texts use.
    public enum Tone: Sendable, Hashable, CaseIterable {
        case bold, dim, red, green, yellow, cyan
        /// Blue and orange: the pair of the progress pictures, which colour-blind eyes tell apart.
        case blue, orange
    }

    /// `text` in `tone`.
    public var paint: @Sendable (_ text: String, _ tone: Tone) -> String
    /// A form with its irregular letters marked: red on a colour terminal, else in upper
    /// case ("sAng"), as learners write them.
    public var form: @Sendable (Form) -> String

    /// A style from how it paints a tone and how it shows a form.
    public init(paint: @escaping @Sendable (_ text: String, _ tone: Tone) -> String,
                form: @escaping @Sendable (Form) -> String) {
        self.paint = paint
        self.form = form
    }

    /// No colour: every text as it is, the irregular letters of a form in upper case.
    public static let plain = TextStyle(paint: { text, _ in text }, form: { $0.marked })

    public func bold(_ text: String) -> String { paint(text, .bold) }
    public func dim(_ text: String) -> String { paint(text, .dim) }
    public func red(_ text: String) -> String { paint(text, .red) }
    public func green(_ text: String) -> String { paint(text, .green) }
    public func yellow(_ text: String) -> String { paint(text, .yellow) }
    public func cyan(_ text: String) -> String { paint(text, .cyan) }
    public func blue(_ text: String) -> String { paint(text, .blue) }
    public func orange(_ text: String) -> String { paint(text, .orange) }
}
