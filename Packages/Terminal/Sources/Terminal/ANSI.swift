// SPDX-License-Identifier: GPL-3.0-or-later

/// The few ANSI sequences the command line and the dashboard write; no library, because
/// the set is small and must not change with a library's idea of a terminal.
///
/// ```swift
/// print(ANSI.boldRed + "A" + ANSI.reset)   // sAng with its irregular letter in red
/// ```
public enum ANSI {
    public static let reset = "\u{1B}[0m"
    public static let bold = "\u{1B}[1m"
    public static let dim = "\u{1B}[2m"
    public static let red = "\u{1B}[31m"
    public static let yellow = "\u{1B}[33m"
    public static let green = "\u{1B}[32m"
    public static let cyan = "\u{1B}[36m"
    public static let boldRed = "\u{1B}[1;31m"
    /// Blue and orange: a pair that colour-blind eyes tell apart, for the progress pictures.
    public static let blue = "\u{1B}[34m"
    public static let orange = "\u{1B}[38;5;208m"

    /// Clears the whole screen (the cursor stays where it is).
    public static let clearScreen = "\u{1B}[2J"
    /// Clears from the cursor to the end of its line.
    public static let clearToEndOfLine = "\u{1B}[K"
    /// The cursor to the top left corner.
    public static let home = "\u{1B}[H"
    /// The cursor to `row` and `column`, both counted from 1.
    public static func moveTo(row: Int, column: Int = 1) -> String { "\u{1B}[\(row);\(column)H" }
    /// The alternate screen, cleared, with the cursor hidden: where a full-screen program draws.
    public static let enterAlternateScreen = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"
    /// Attributes reset, the cursor shown, the main screen back as it was.
    public static let leaveAlternateScreen = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
}
