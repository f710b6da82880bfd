// SPDX-License-Identifier: GPL-3.0-or-later

/// The four moments a quiz rings for, when the sound setting is on: it starts, an answer
/// is right, an answer is wrong, it ends. Each cue is a different number of short tones
/// (1 right, 2 wrong, 3 start, 4 end) in a different pitch, so the ear tells them apart
/// on any terminal: one that cannot change the bell's pitch still rings the count.
public enum SoundCue: String, CaseIterable, Sendable, Hashable {
    case start, correct, wrong, finish

    /// The tones, as (frequency in Hz, duration in ms): rising for the start, one high
    /// for right, two falling low for wrong, a short fanfare for the end.
    public var tones: [(hertz: Int, milliseconds: Int)] {
        switch self {
        case .correct: return [(880, 60)]
        case .wrong: return [(330, 120), (220, 160)]
        case .start: return [(523, 80), (659, 80), (784, 120)]
        case .finish: return [(784, 90), (659, 90), (784, 90), (1047, 200)]
        }
    }

    /// The bytes of one tone: the Linux console's pitch and duration (ESC [10;Hz] and
    /// ESC [11;ms], which other terminals ignore) and the bell. After the last tone of a
    /// cue the console's default pitch comes back (`reset`).
    public static func bytes(hertz: Int, milliseconds: Int) -> String {
        "\u{1B}[10;\(hertz)]\u{1B}[11;\(milliseconds)]\u{07}"
    }

    /// Restores the console's default bell.
    public static let reset = "\u{1B}[10]\u{1B}[11]"

    /// How long to wait after a tone before the next, so that the bells do not merge.
    public static func gap(afterMilliseconds milliseconds: Int) -> Int { milliseconds + 60 }
}
