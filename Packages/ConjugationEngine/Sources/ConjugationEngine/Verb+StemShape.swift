// SPDX-License-Identifier: GPL-3.0-or-later

extension Verb {
    /// The shape of the stem that decides a regular verb's endings, for telling a learner
    /// the rule behind a form.
    public enum StemShape: Sendable, Hashable {
        /// An e before an ending in t or s: the stem ends in -d, -t or a consonant + m/n
        /// (redete, gearbeitet, öffnest, atmet).
        case eInsertion
        /// The stem ends in s, ß, x or z: du reist, heißt, boxt, sitzt (no second s).
        case sibilant
        /// The infinitive ends in -eln or -ern: wir sammeln, wandern (-n, not -en); ich sammle.
        case elOrEr
        /// None of these: lernen, machen.
        case plain
    }

    /// The shape of the base verb's stem: `.eInsertion` for reden and bearbeiten.
    ///
    /// ```swift
    /// try Conjugator().verb("arbeiten").stemShape   // .eInsertion
    /// ```
    public var stemShape: StemShape {
        let stem = Stem(structure.base)
        if stem.kind == .eln || stem.kind == .ern { return .elOrEr }
        if stem.eInsertion { return .eInsertion }
        if stem.sibilant { return .sibilant }
        return .plain
    }
}
