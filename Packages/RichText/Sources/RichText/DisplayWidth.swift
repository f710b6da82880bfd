/// How many terminal columns text takes: ANSI escape sequences take none, East Asian
/// wide characters and emoji take two, combining marks none.
public enum DisplayWidth {
    /// The width of `text` on a terminal. `of("\u{1B}[1msang\u{1B}[0m") == 4`.
    public static func of(_ text: String) -> Int {
        if let width = latinWidth(text) { return width }
        var width = 0
        var inEscape = false
        var afterESC = false
        for character in text {
            if afterESC {
                afterESC = false
                inEscape = character == "["
                continue
            }
            if inEscape {
                // A CSI sequence ends with a byte in 0x40–0x7E ("m", "K", "H", …).
                if let scalar = character.unicodeScalars.first, (0x40...0x7E).contains(scalar.value) {
                    inEscape = false
                }
                continue
            }
            if character == "\u{1B}" {
                afterESC = true
                continue
            }
            width += of(character)
        }
        return width
    }

    /// The width of text in printable ASCII and the Latin-1 letters (ä, ß, é …), with
    /// escape sequences, read from its bytes: one column per character. Nil for anything
    /// else (controls, combining marks, wide characters), which `of` measures character
    /// by character.
    private static func latinWidth(_ text: String) -> Int? {
        var width = 0
        var inEscape = false, afterESC = false, lead: UInt8 = 0
        for b in text.utf8 {
            if lead != 0 {
                // U+00A0…U+00FF but the soft hyphen; U+0080…U+009F are controls.
                guard lead == 0xC3 || (b >= 0xA0 && b != 0xAD) else { return nil }
                lead = 0
                width += 1
                continue
            }
            if afterESC {
                guard b < 0x80 else { return nil }
                afterESC = false
                inEscape = b == UInt8(ascii: "[")
                continue
            }
            if inEscape {
                guard b < 0x80 else { return nil }
                if b >= 0x40 && b <= 0x7E { inEscape = false }
                continue
            }
            switch b {
            case 0x1B: afterESC = true
            case 0x20...0x7E: width += 1
            case 0xC2, 0xC3: lead = b
            default: return nil
            }
        }
        return lead == 0 ? width : nil
    }

    /// The width of one character (grapheme cluster): 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        for scalar in character.unicodeScalars where isWide(scalar) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F1E6...0x1F1FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
