// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization

extension ConjugationError {
    /// Why the input is not a verb, in the language of `l`, as a clause without a final
    /// full stop: "„haus“ ist kein Infinitiv: Deutsche Infinitive enden auf -en oder -n".
    /// The input is shown with its control characters escaped (see `String.escapingControls`).
    public func sentence(_ l: L) -> String {
        switch self {
        case .empty: return l.engine.empty
        case .tooLong(let length): return l.engine.tooLong(length)
        case .invalidCharacter(let c):
            if let name = l.engine.characterName(c) { return l.engine.invalidCharacter(named: name) }
            return l.engine.invalidCharacter(String(c).escapingControls(alsoSpaces: true))
        case .notAnInfinitive(let input): return l.engine.notAnInfinitive(input.echoed)
        case .notReflexive(let infinitive): return l.engine.notReflexive(infinitive.escapingControls())
        }
    }
}

extension String {
    /// The text as an error message quotes it: control characters escaped, and cut after
    /// 60 characters with "…", so that a pasted page does not flood the terminal.
    public var echoed: String {
        let escaped = escapingControls()
        return escaped.count > 60 ? escaped.prefix(60) + "…" : escaped
    }

    /// The text with every control character written visibly, so that echoing input to a
    /// terminal cannot move the cursor, clear the screen or change colours: "\u{1B}[2Jging"
    /// (ESC, then "[2Jging") becomes `␛[2Jging`, "sin\tgen" becomes `sin\tgen`.
    ///
    /// Written: tab, newline and return as `\t`, `\n`, `\r` (newlines kept with
    /// `keepingNewlines`); ESC as `␛`, the other C0 controls as their Unicode pictures
    /// (`␀` … `␟`), DEL as `␡`; the C1 controls (U+0080–U+009F, where CSI U+009B starts a
    /// sequence as ESC [ does) and the format characters that reorder or hide text
    /// (U+200B–U+200F, U+202A–U+202E, U+2066–U+2069) as `<U+009B>`. With `alsoSpaces`,
    /// every whitespace but the plain space too, so that a character on its own stays
    /// visible: `<U+00A0>`.
    public func escapingControls(keepingNewlines: Bool = false, alsoSpaces: Bool = false) -> String {
        func escaped(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x0A: return !keepingNewlines
            case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
            case 0x20: return false
            default: return alsoSpaces && scalar.properties.isWhitespace
            }
        }
        func shown(_ scalar: Unicode.Scalar) -> String {
            switch scalar.value {
            case 0x09: return "\\t"
            case 0x0A: return "\\n"
            case 0x0D: return "\\r"
            case 0x1B: return "␛"
            case 0x00...0x1F: return String(Character(Unicode.Scalar(0x2400 + scalar.value) ?? "?"))
            case 0x7F: return "␡"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
            }
        }
        guard unicodeScalars.contains(where: escaped) else { return self }
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if escaped(scalar) {
                out.append(contentsOf: shown(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
