// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tones on the terminal's bell. On the Linux console each tone has its pitch and length
/// (ESC [10;Hz] and ESC [11;ms], which other terminals ignore); every terminal at least
/// rings once per tone, so a cue of two tones is told from one of three by ear.
///
/// ```swift
/// // "richtig": one high tone
/// Bell.ring([(hertz: 880, milliseconds: 60)], write: { print($0, terminator: "") }, pause: Bell.sleep)
/// ```
public enum Bell {
    /// A tone: its frequency in Hz and its length in milliseconds.
    public typealias Tone = (hertz: Int, milliseconds: Int)

    /// The bytes of one tone: the console's pitch and duration, and the bell.
    public static func bytes(hertz: Int, milliseconds: Int) -> String {
        "\u{1B}[10;\(hertz)]\u{1B}[11;\(milliseconds)]\u{07}"
    }

    /// Restores the console's default bell, after the last tone.
    public static let reset = "\u{1B}[10]\u{1B}[11]"

    /// How long to wait after a tone before the next, so that the bells do not merge.
    public static func gap(afterMilliseconds milliseconds: Int) -> Int { milliseconds + 60 }

    /// Writes `tones` with `write`, waiting the gap between them with `pause`, and the
    /// default bell back after them.
    public static func ring(_ tones: [Tone], write: (String) -> Void, pause: (Int) -> Void) {
        for (k, tone) in tones.enumerated() {
            write(bytes(hertz: tone.hertz, milliseconds: tone.milliseconds))
            if k < tones.count - 1 { pause(gap(afterMilliseconds: tone.milliseconds)) }
        }
        write(reset)
    }

    /// Waits `milliseconds` (none when negative): the live `pause`.
    public static let sleep: @Sendable (Int) -> Void = { milliseconds in usleep(UInt32(max(0, milliseconds)) * 1_000) }
}
