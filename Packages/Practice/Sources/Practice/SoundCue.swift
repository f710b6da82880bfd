// SPDX-License-Identifier: GPL-3.0-or-later

/// The four moments a quiz rings for, when the sound setting is on: it starts, an answer
/// is right, an answer is wrong, it ends. Each cue is a different number of short tones
/// (1 right, 2 wrong, 3 start, 4 end) in a different pitch, so the ear tells them apart
/// on any terminal: one that cannot change the bell's pitch still rings the count. The
/// front ends ring them with the Terminal package's `Bell`.
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
}
