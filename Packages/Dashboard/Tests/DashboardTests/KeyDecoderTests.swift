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

    /// A key cut between two reads is put together before it is decoded; a lone Esc
    /// with nothing after it stays Esc. `reads` are what arrives within the wait.
    @Test(arguments: [
        ([0x1B], [[0x5B, 0x41]], [Key.up]),
        ([0x1B, 0x5B], [[0x41]], [.up]),
        ([0x1B, 0x5B, 0x35], [[0x7E]], [.pageUp]),
        ([0x61, 0x1B], [[0x4F, 0x42]], [.character("a"), .down]),
        ([0x1B, 0x5B], [[0x31], [0x35, 0x7E]], [.unknown]),
        ([0xC3], [[0xA4]], [.character("ä")]),
        ([0xE2, 0x82], [[0xAC]], [.character("€")]),
        ([0x1B], [], [.escape]),
        ([0x1B, 0x5B, 0x41], [[0x78]], [.up]),
        ([0x71], [[0x78]], [.character("q")]),
    ] as [([UInt8], [[UInt8]], [Key])])
    func aKeySplitAcrossReadsIsAssembled(first: [UInt8], reads: [[UInt8]], keys: [Key]) {
        var pending = reads
        var asked = 0
        let bytes = KeyDecoder.completing(first) {
            asked += 1
            return pending.isEmpty ? [] : pending.removeFirst()
        }
        #expect(KeyDecoder.decode(bytes) == keys)
        // A complete key does not wait for more.
        if KeyDecoder.unfinishedTail(first) == 0 { #expect(asked == 0) }
    }

    @Test(arguments: [
        ([], 0), ([0x1B], 1), ([0x1B, 0x5B], 2), ([0x1B, 0x5B, 0x31, 0x3B], 4), ([0x1B, 0x5B, 0x41], 0),
        ([0x1B, 0x78], 0), ([0x61, 0xC3], 1), ([0xF0, 0x9F, 0x98], 3), ([0xC3, 0xA4], 0), ([0x80], 0),
    ] as [([UInt8], Int)])
    func unfinishedTails(bytes: [UInt8], tail: Int) {
        #expect(KeyDecoder.unfinishedTail(bytes) == tail)
    }

    /// Parameters without an end do not hold the keys back for ever.
    @Test func anEndlessSequenceStopsWaiting() {
        var asked = 0
        let bytes = KeyDecoder.completing([0x1B, 0x5B]) {
            asked += 1
            return [0x31]
        }
        #expect(asked <= 4)
        #expect(KeyDecoder.decode(bytes) == [.unknown])
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
