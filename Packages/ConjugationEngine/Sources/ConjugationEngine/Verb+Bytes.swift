// SPDX-License-Identifier: GPL-3.0-or-later

extension Verb {
    /// How many spellings `variants(group, person)` lists, worked out without building
    /// them: 1 for most forms, 2 for "wechsle/wechsele" or a verb with two auxiliaries in
    /// its compound tenses, 0 for a form the verb lacks (a modal's Imperativ, tanzen's
    /// passive outside "es wird getanzt"). Nil is kept in the signature for groups a later
    /// version may add without a count; ask `variants` then.
    ///
    /// ```swift
    /// try Conjugator().verb("singen").variantCount(.präteritumIndikativ, .ich)   // 1 ("sang")
    /// try Conjugator().verb("saugen").variantCount(.präteritumIndikativ, .ich)   // 2 (sog, saugte)
    /// ```
    public func variantCount(_ group: Conjugationgroup, _ person: Person?) -> Int? {
        let i = (person ?? .ich).finiteIndex
        switch group {
        case .präsensIndikativ: return simple.präsens[i].count
        case .präteritumIndikativ: return simple.präteritum[i].count
        case .präsensKonjunktivI: return simple.konjunktivI[i].count
        case .präteritumKonjunktivII: return simple.konjunktivII[i].count
        case .imperativ:
            let k = Verb.imperativIndex(person)
            return hasImperativ && k < simple.imperativ.count ? simple.imperativ[k].count : 0
        case .perfektpartizip: return simple.perfektpartizip.count
        case .präsenspartizip: return 1
        case .perfektIndikativ, .perfektKonjunktivI, .plusquamperfektIndikativ, .plusquamperfektKonjunktivII, .futurIIIndikativ:
            return auxiliaries.count * simple.perfektpartizip.count
        case .futurIndikativ, .futurKonjunktivI, .futurKonjunktivII: return 1
        case .futurIIKonjunktivI, .futurIIKonjunktivII, .perfektInfinitiv:
            return auxiliaries.count * simple.perfektpartizip.count
        case .zuInfinitiv: return 1
        case .passivInfinitiv, .perfektPassivInfinitiv: return passive == .unavailable ? 0 : simple.perfektpartizip.count
        default:
            // The passive groups, as `extendedVariants` builds them.
            guard Verb.passiveFrame(group, i) != nil else { return 0 }
            if group.voice == .zustandspassiv && !hasZustandspassiv { return 0 }
            switch passive {
            case .personal: return simple.perfektpartizip.count
            case .impersonal: return i == Person.erSieEs.rawValue ? simple.perfektpartizip.count : 0
            case .unavailable: return 0
            }
        }
    }

    /// Calls `body` with the UTF-8 bytes of the preferred form (`variants(group, person)[0]`,
    /// empty for a form the verb lacks) without a list of variants: the path of the JSON
    /// batch, which writes them straight into its buffer. The classic table's forms are
    /// copied from the verb's bytes; the groups built on request make one String.
    ///
    /// ```swift
    /// try Conjugator().verb("singen").withPreferredBytes(.perfektIndikativ, .wir) { String(decoding: $0, as: UTF8.self) }
    /// // "haben gesungen"
    /// ```
    public func withPreferredBytes<R>(_ group: Conjugationgroup, _ person: Person?,
                                      _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let k = Verb.arenaIndex(group, person)
        if k < 0 {
            // A group built on request (passive, infinitives, Futur II Konjunktiv): one
            // String, assembled in a single allocation.
            var text = extendedText(group, person)
            return try text.withUTF8 { try body($0) }
        }
        let start = Int(spans[k]), end = Int(spans[k + 1])
        return try withExtendedLifetime(storage) { try body(UnsafeBufferPointer(rebasing: arena[start..<end])) }
    }
}
