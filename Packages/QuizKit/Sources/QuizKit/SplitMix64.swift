// SPDX-License-Identifier: GPL-3.0-or-later

/// A small seedable random number generator (Steele, Lea & Flood's SplitMix64).
///
/// The same seed gives the same quiz on every machine, which is what `--seed` and
/// the tests rely on; `SystemRandomNumberGenerator` is for everything else.
///
/// ```swift
/// var rng = SplitMix64(seed: 42)
/// let quiz = Quiz.generate(difficulty: .regular, source: source, using: &rng)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension RandomNumberGenerator {
    /// Picks an index with probability proportional to its weight; nil if no weight is positive.
    mutating func weightedIndex(_ weights: [Double]) -> Int? {
        let total = weights.reduce(0) { $0 + max($1, 0) }
        guard total > 0 else { return nil }
        // 53 random bits give a uniform Double in [0, 1) that is the same on every platform.
        let unit = Double(next() >> 11) / Double(1 << 53)
        var target = unit * total
        for (i, w) in weights.enumerated() where w > 0 {
            if target < w { return i }
            target -= w
        }
        return weights.lastIndex { $0 > 0 }
    }

    /// A uniform integer in 0..<upperBound, computed the same way on every platform.
    mutating func index(below upperBound: Int) -> Int {
        Int(next() % UInt64(upperBound))
    }
}
