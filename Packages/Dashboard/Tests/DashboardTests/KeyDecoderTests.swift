// SPDX-License-Identifier: GPL-3.0-or-later
import QuizKit
import Testing
@testable import Dashboard

struct KeyDecoderTests {
    @Test(arguments: [
        ([0x1B], [Key.escape]),
        ([0x1B, 0x5B, 0x41], [.up]),
        ([0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44], [.down, .right, .left]),
        ([0x1B, 0x4F, 0x41], [.up]),
        ([0x1B, 0x5B, 0x35, 0x7E, 0x1B, 0x5B, 0x36, 0x7E], [.pageUp, .pageDown]),
        ([0x1B, 0x5B, 0x5A], [.backTab]),
        ([0x0D], [.enter]),
        ([0x7F], [.backspace]),
        ([0x09], [.tab]),
        ([0x03], [.control("c")]),
        ([0x73, 0x61, 0x6E, 0x67], [.character("s"), .character("a"), .character("n"), .character("g")]),
        ([0xC3, 0xA4], [.character("ä")]),
        ([0xC3, 0x9F], [.character("ß")]),
        ([0x1B, 0x5B, 0x31, 0x35, 0x7E], [.unknown]),
        ([0x1B, 0x5B, 0x31], [.unknown]),
        ([0xFF], [.unknown]),
        ([0xC3], [.unknown]),
    ] as [([UInt8], [Key])])
    func decodes(bytes: [UInt8], keys: [Key]) {
        #expect(KeyDecoder.decode(bytes) == keys)
    }

    /// Seeded, so that a failure can be replayed.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func neverCrashesOnAnyBytes(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...12, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let keys = KeyDecoder.decode(bytes)
            #expect(keys.count <= bytes.count)
        }
    }
}
