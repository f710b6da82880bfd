// SPDX-License-Identifier: GPL-3.0-or-later

/// A player's name: 1 to 32 Latin letters (Anna, Jürgen, Zoë), digits, spaces, dots,
/// hyphens or underscores, no space at either end. Nothing in it needs escaping in a
/// terminal, and no letter of another script can pass for a Latin one on the shared board
/// ("bob" with a Cyrillic о); the store keeps one player per name whatever its case.
/// The rule of the names a `Board` is given: a server refuses any other, and a client can
/// check a name before it asks.
///
/// ```swift
/// PlayerName.isValid("Jürgen")   // true
/// PlayerName.isValid(" anna")    // false: a space at an end
/// ```
public enum PlayerName {
    public static func isValid(_ name: String) -> Bool {
        guard (1...32).contains(name.count), name.first != " ", name.last != " " else { return false }
        return name.unicodeScalars.allSatisfy { s in
            isLatinLetter(s) || ("0"..."9").contains(s) || s == " " || s == "." || s == "-" || s == "_"
        }
    }

    /// A-Z, a-z and the letters of Latin-1 and Latin Extended-A and -B (ä, ß, é, ł, ș), no
    /// combining mark: a name is typed precomposed, as a keyboard writes it.
    public static func isLatinLetter(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x41...0x5A, 0x61...0x7A: return true
        case 0xC0...0x24F: return s.properties.isAlphabetic && s != "×" && s != "÷"
        default: return false
        }
    }
}
