/// A named set of forms: a tense in a mood (Präsens Indikativ), a compound tense
/// (Perfekt Konjunktiv I), the Imperativ, or a single non-finite form (Perfektpartizip).
///
/// The raw values are the slot ids used everywhere: in code, JSON and tests.
public enum Conjugationgroup: String, CaseIterable, Sendable, Hashable, Codable {
    case präsensIndikativ
    case präteritumIndikativ
    case präsensKonjunktivI
    case präteritumKonjunktivII
    case imperativ
    case perfektpartizip
    case präsenspartizip
    case perfektIndikativ
    case perfektKonjunktivI
    case plusquamperfektIndikativ
    case plusquamperfektKonjunktivII
    case futurIndikativ
    case futurKonjunktivI
    case futurKonjunktivII
    case futurIIIndikativ
    // The groups below came after the fifteen above; their raw values and order stay,
    // so stored ids and indices keep their meaning. Active voice first:
    case futurIIKonjunktivI
    case futurIIKonjunktivII
    case zuInfinitiv
    case perfektInfinitiv
    // The Vorgangspassiv (werden + Perfektpartizip) of every finite active tense and mood:
    case präsensIndikativVorgangspassiv
    case präteritumIndikativVorgangspassiv
    case präsensKonjunktivIVorgangspassiv
    case präteritumKonjunktivIIVorgangspassiv
    case perfektIndikativVorgangspassiv
    case perfektKonjunktivIVorgangspassiv
    case plusquamperfektIndikativVorgangspassiv
    case plusquamperfektKonjunktivIIVorgangspassiv
    case futurIndikativVorgangspassiv
    case futurKonjunktivIVorgangspassiv
    case futurKonjunktivIIVorgangspassiv
    case futurIIIndikativVorgangspassiv
    case futurIIKonjunktivIVorgangspassiv
    case futurIIKonjunktivIIVorgangspassiv
    // The Zustandspassiv (sein + Perfektpartizip) and the passive infinitive:
    case präsensIndikativZustandspassiv
    case präteritumIndikativZustandspassiv
    case passivInfinitiv
    // The passive's perfect infinitive, after the groups above so their indices stay:
    case perfektPassivInfinitiv

    /// The persons this group has forms for, in display order. Non-finite groups
    /// (the participles and infinitives) have one form and no person: `[nil]`.
    public var persons: [Person?] {
        switch self {
        case .imperativ: return Person.imperativ
        case .perfektpartizip, .präsenspartizip, .zuInfinitiv, .perfektInfinitiv, .passivInfinitiv,
             .perfektPassivInfinitiv: return [nil]
        default: return Person.finite
        }
    }

    /// Number of forms in the group: 6, 4 (Imperativ) or 1 (participles).
    public var count: Int { persons.count }

    /// True for the finite groups built with an auxiliary (haben/sein/werden): the
    /// compound tenses of the active and every passive group but the infinitive.
    public var isCompound: Bool {
        switch self {
        case .präsensIndikativ, .präteritumIndikativ, .präsensKonjunktivI, .präteritumKonjunktivII,
             .imperativ, .perfektpartizip, .präsenspartizip, .zuInfinitiv, .perfektInfinitiv, .passivInfinitiv,
             .perfektPassivInfinitiv:
            return false
        default:
            return true
        }
    }

    /// German display name: "Präsens Indikativ", "Perfektpartizip".
    public var germanName: String {
        switch self {
        case .präsensIndikativ: return "Präsens Indikativ"
        case .präteritumIndikativ: return "Präteritum Indikativ"
        case .präsensKonjunktivI: return "Präsens Konjunktiv I"
        case .präteritumKonjunktivII: return "Präteritum Konjunktiv II"
        case .imperativ: return "Imperativ"
        case .perfektpartizip: return "Perfektpartizip"
        case .präsenspartizip: return "Präsenspartizip"
        case .perfektIndikativ: return "Perfekt Indikativ"
        case .perfektKonjunktivI: return "Perfekt Konjunktiv I"
        case .plusquamperfektIndikativ: return "Plusquamperfekt Indikativ"
        case .plusquamperfektKonjunktivII: return "Plusquamperfekt Konjunktiv II"
        case .futurIndikativ: return "Futur Indikativ"
        case .futurKonjunktivI: return "Futur Konjunktiv I"
        case .futurKonjunktivII: return "Futur Konjunktiv II"
        case .futurIIIndikativ: return "Futur II Indikativ"
        case .futurIIKonjunktivI: return "Futur II Konjunktiv I"
        case .futurIIKonjunktivII: return "Futur II Konjunktiv II"
        case .zuInfinitiv: return "zu-Infinitiv"
        case .perfektInfinitiv: return "Infinitiv Perfekt"
        case .passivInfinitiv: return "Infinitiv Passiv"
        case .perfektPassivInfinitiv: return "Infinitiv Perfekt Passiv"
        default:
            // "Präteritum Indikativ Vorgangspassiv", "Präsens Indikativ Zustandspassiv"
            let voice = self.voice == .zustandspassiv ? " Zustandspassiv" : " Vorgangspassiv"
            return (activeCounterpart?.germanName ?? "") + voice
        }
    }

    /// English equivalent: "Present Indicative", "Past Participle".
    public var englishName: String {
        switch self {
        case .präsensIndikativ: return "Present Indicative"
        case .präteritumIndikativ: return "Preterite Indicative"
        case .präsensKonjunktivI: return "Present Subjunctive I"
        case .präteritumKonjunktivII: return "Past Subjunctive II"
        case .imperativ: return "Imperative"
        case .perfektpartizip: return "Past Participle"
        case .präsenspartizip: return "Present Participle"
        case .perfektIndikativ: return "Perfect Indicative"
        case .perfektKonjunktivI: return "Perfect Subjunctive I"
        case .plusquamperfektIndikativ: return "Pluperfect Indicative"
        case .plusquamperfektKonjunktivII: return "Pluperfect Subjunctive II"
        case .futurIndikativ: return "Future Indicative"
        case .futurKonjunktivI: return "Future Subjunctive I"
        case .futurKonjunktivII: return "Future Subjunctive II (Conditional)"
        case .futurIIIndikativ: return "Future Perfect Indicative"
        case .futurIIKonjunktivI: return "Future Perfect Subjunctive I"
        case .futurIIKonjunktivII: return "Future Perfect Subjunctive II (Conditional Perfect)"
        case .zuInfinitiv: return "Infinitive with zu"
        case .perfektInfinitiv: return "Perfect Infinitive"
        case .passivInfinitiv: return "Passive Infinitive"
        case .perfektPassivInfinitiv: return "Perfect Passive Infinitive"
        default:
            // "Preterite Indicative Passive", "Present Indicative Statal Passive"; the
            // conditional's gloss stays with the active name.
            var name = activeCounterpart?.englishName ?? ""
            if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]).trimmingTrailingSpaces() }
            return name + (self.voice == .zustandspassiv ? " Statal Passive" : " Passive")
        }
    }

    /// The English name without its gloss in brackets: "Future Perfect Subjunctive II"
    /// for "Future Perfect Subjunctive II (Conditional Perfect)".
    var englishNameWithoutGloss: String {
        let name = englishName
        guard let paren = name.firstIndex(of: "(") else { return name }
        return String(name[..<paren]).trimmingTrailingSpaces()
    }

    /// Finds a group by slot id, German or English name (with or without its gloss in
    /// brackets: "Future Perfect Subjunctive II"), ignoring case, spaces,
    /// hyphens and umlaut spelling ("praesens indikativ", "Present Indicative", "futurII").
    public init?(name: String) {
        let key = Conjugationgroup.normalize(name)
        for group in Conjugationgroup.allCases {
            if key == Conjugationgroup.normalize(group.rawValue)
                || key == Conjugationgroup.normalize(group.germanName)
                || key == Conjugationgroup.normalize(group.englishName)
                || key == Conjugationgroup.normalize(group.englishNameWithoutGloss) {
                self = group
                return
            }
        }
        for (alias, group) in Conjugationgroup.aliases where key == Conjugationgroup.normalize(alias) {
            self = group
            return
        }
        return nil
    }

    static let aliases: [(String, Conjugationgroup)] = shortAliases + passiveAliases + [
        ("konjunktiv ii futur ii", .futurIIKonjunktivII), ("conditional perfect", .futurIIKonjunktivII),
        ("konjunktiv i futur ii", .futurIIKonjunktivI),
        ("zu", .zuInfinitiv), ("infinitiv mit zu", .zuInfinitiv), ("zu infinitive", .zuInfinitiv),
        ("infinitiv ii", .perfektInfinitiv), ("perfektinfinitiv", .perfektInfinitiv),
        ("passivinfinitiv", .passivInfinitiv), ("infinitiv präsens passiv", .passivInfinitiv),
        ("infinitiv perfekt passiv", .perfektPassivInfinitiv), ("passive perfect infinitive", .perfektPassivInfinitiv),
        ("zustandspassiv präsens", .präsensIndikativZustandspassiv), ("präsens zustandspassiv", .präsensIndikativZustandspassiv),
        ("zustandspassiv präteritum", .präteritumIndikativZustandspassiv), ("präteritum zustandspassiv", .präteritumIndikativZustandspassiv),
        ("present statal passive", .präsensIndikativZustandspassiv), ("past statal passive", .präteritumIndikativZustandspassiv),
    ]

    /// The short names of the active groups ("präsens", "past", "konjunktiv ii").
    static let shortAliases: [(String, Conjugationgroup)] = [
        ("präsens", .präsensIndikativ), ("present", .präsensIndikativ),
        ("präteritum", .präteritumIndikativ), ("preterite", .präteritumIndikativ),
        ("simple past", .präteritumIndikativ), ("past", .präteritumIndikativ),
        ("konjunktiv i", .präsensKonjunktivI), ("subjunctive i", .präsensKonjunktivI),
        ("konjunktiv ii", .präteritumKonjunktivII), ("subjunctive ii", .präteritumKonjunktivII),
        ("imperative", .imperativ),
        ("partizip ii", .perfektpartizip), ("partizip 2", .perfektpartizip), ("participle", .perfektpartizip),
        ("partizip i", .präsenspartizip), ("partizip 1", .präsenspartizip),
        ("perfekt", .perfektIndikativ), ("perfect", .perfektIndikativ),
        ("plusquamperfekt", .plusquamperfektIndikativ), ("pluperfect", .plusquamperfektIndikativ),
        ("futur", .futurIndikativ), ("futur i", .futurIndikativ), ("future", .futurIndikativ),
        ("konditional", .futurKonjunktivII), ("conditional", .futurKonjunktivII),
        ("futur ii", .futurIIIndikativ), ("future perfect", .futurIIIndikativ),
    ]

    /// "präsens passiv", "passiv präteritum", "perfect passive": every short name of a
    /// finite active group with the passive's name before or after it.
    static let passiveAliases: [(String, Conjugationgroup)] = shortAliases.flatMap { alias, group in
        guard let passive = group.vorgangspassiv else { return [(String, Conjugationgroup)]() }
        return ["passiv", "passive", "vorgangspassiv"].flatMap { voice in
            [(alias + " " + voice, passive), (voice + " " + alias, passive)]
        }
    }

    /// The groups a name selects: one group by any name `init(name:)` takes, or a set of
    /// them by its collective name: "passiv" (every passive group), "vorgangspassiv",
    /// "zustandspassiv", "aktiv", "infinitive". Nil for a name that means nothing.
    ///
    /// ```
    /// Conjugationgroup.groups(named: "passiv")      // the 18 passive groups
    /// Conjugationgroup.groups(named: "präteritum")  // [.präteritumIndikativ]
    /// ```
    public static func groups(named name: String) -> [Conjugationgroup]? {
        switch normalize(name) {
        case "passiv", "passive", "passivum": return passive
        case "vorgangspassiv", "dynamicpassive", "werdenpassiv": return allCases.filter { $0.voice == .vorgangspassiv }
        case "zustandspassiv", "statalpassive", "statepassive", "seinpassiv": return allCases.filter { $0.voice == .zustandspassiv }
        case "aktiv", "active", "aktivum": return active
        case "infinitive", "infinitives", "infinitiv", "infinitivformen": return allCases.filter(\.isInfinitive)
        default: return Conjugationgroup(name: name).map { [$0] }
        }
    }

    static func normalize(_ s: String) -> String {
        var out = ""
        for ch in s.lowercased() {
            switch ch {
            case "ä": out += "ae"
            case "ö": out += "oe"
            case "ü": out += "ue"
            case "ß": out += "ss"
            case " ", "-", "_", "(", ")", ".": continue
            default: out.append(ch)
            }
        }
        return out.replacingAll("1", with: "i").replacingAll("2", with: "ii")
    }
}

extension Conjugationgroup {
    /// The voice of a group: active, or one of German's two passives.
    public enum Voice: String, CaseIterable, Sendable, Hashable, Codable {
        /// ich singe, ich habe gesungen.
        case active
        /// The passive of the action, werden + Perfektpartizip: das Lied wird gesungen.
        case vorgangspassiv
        /// The passive of the resulting state, sein + Perfektpartizip: das Lied ist gesungen.
        case zustandspassiv
    }

    /// The voice of the group: `.vorgangspassiv` for präsensIndikativVorgangspassiv and
    /// the passive infinitives ("gesungen werden", "gesungen worden sein"), `.active` for
    /// the rest but the Zustandspassiv.
    @inlinable
    public var voice: Voice {
        switch self {
        case .präsensIndikativ, .präteritumIndikativ, .präsensKonjunktivI, .präteritumKonjunktivII, .imperativ,
             .perfektpartizip, .präsenspartizip, .perfektIndikativ, .perfektKonjunktivI, .plusquamperfektIndikativ,
             .plusquamperfektKonjunktivII, .futurIndikativ, .futurKonjunktivI, .futurKonjunktivII, .futurIIIndikativ,
             .futurIIKonjunktivI, .futurIIKonjunktivII, .zuInfinitiv, .perfektInfinitiv:
            return .active
        case .präsensIndikativZustandspassiv, .präteritumIndikativZustandspassiv:
            return .zustandspassiv
        case .präsensIndikativVorgangspassiv, .präteritumIndikativVorgangspassiv, .präsensKonjunktivIVorgangspassiv,
             .präteritumKonjunktivIIVorgangspassiv, .perfektIndikativVorgangspassiv, .perfektKonjunktivIVorgangspassiv,
             .plusquamperfektIndikativVorgangspassiv, .plusquamperfektKonjunktivIIVorgangspassiv,
             .futurIndikativVorgangspassiv, .futurKonjunktivIVorgangspassiv, .futurKonjunktivIIVorgangspassiv,
             .futurIIIndikativVorgangspassiv, .futurIIKonjunktivIVorgangspassiv, .futurIIKonjunktivIIVorgangspassiv,
             .passivInfinitiv, .perfektPassivInfinitiv:
            return .vorgangspassiv
        }
    }

    /// True for the groups of the active voice (singe, habe gesungen, zu singen).
    public var isActive: Bool { voice == .active }

    /// True for the groups of either passive (wird gesungen, ist gesungen, gesungen werden).
    public var isPassive: Bool { voice != .active }

    /// True for the four infinitives: zu singen, gesungen haben, gesungen werden, gesungen
    /// worden sein.
    public var isInfinitive: Bool {
        self == .zuInfinitiv || self == .perfektInfinitiv || self == .passivInfinitiv || self == .perfektPassivInfinitiv
    }

    /// True for the groups with a form per person (the Imperativ included); false for the
    /// participles and infinitives.
    public var isFinite: Bool {
        switch self {
        case .perfektpartizip, .präsenspartizip, .zuInfinitiv, .perfektInfinitiv, .passivInfinitiv,
             .perfektPassivInfinitiv: return false
        default: return true
        }
    }

    /// The active group of the same tense and mood as a finite passive group:
    /// präteritumIndikativVorgangspassiv → präteritumIndikativ. Nil for active groups and
    /// the passive infinitives.
    public var activeCounterpart: Conjugationgroup? {
        for suffix in ["Vorgangspassiv", "Zustandspassiv"] where rawValue.hasSuffix(suffix) {
            return Conjugationgroup(rawValue: String(rawValue.dropLast(suffix.count)))
        }
        return nil
    }

    /// The Vorgangspassiv of a finite active group: perfektIndikativ →
    /// perfektIndikativVorgangspassiv ("ist gesungen worden"). Nil for the Imperativ, the
    /// participles, the infinitives and the passive groups themselves.
    public var vorgangspassiv: Conjugationgroup? {
        guard isActive else { return nil }
        return Conjugationgroup(rawValue: rawValue + "Vorgangspassiv")
    }

    /// Every group of the active voice, in display order: the fifteen of `core`, then
    /// Futur II Konjunktiv I and II, the zu-infinitive and the perfect infinitive.
    public static let active: [Conjugationgroup] = allCases.filter(\.isActive)

    /// Every passive group, in display order: the Vorgangspassiv of each finite active
    /// group, the two Zustandspassiv groups and the two passive infinitives.
    public static let passive: [Conjugationgroup] = allCases.filter(\.isPassive)

    /// The fifteen groups of a classic conjugation table, the ones the JSON contract
    /// began with: the four simple tenses, the Imperativ, both participles and the eight
    /// compound tenses of the active (Präsens Indikativ … Futur II Indikativ).
    public static let core: [Conjugationgroup] = Array(allCases.prefix(15))
}

/// A grammatical person. Six-person groups use `finite`; the Imperativ uses
/// du, wir, ihr and the formal Sie.
public enum Person: Int, CaseIterable, Sendable, Hashable, Codable {
    case ich, du, erSieEs, wir, ihr, sie, formal

    public static let finite: [Person?] = [.ich, .du, .erSieEs, .wir, .ihr, .sie]
    public static let imperativ: [Person?] = [.du, .wir, .ihr, .formal]

    /// The pronoun shown before a form; `thirdPerson` is the er/sie/es display setting.
    public func pronoun(thirdPerson: String = "er/sie/es") -> String {
        switch self {
        case .ich: return "ich"
        case .du: return "du"
        case .erSieEs: return thirdPerson
        case .wir: return "wir"
        case .ihr: return "ihr"
        case .sie: return "sie"
        case .formal: return "Sie"
        }
    }

    /// Index into the six-person paradigm (formal Sie shares the 3rd plural form).
    @inlinable
    var finiteIndex: Int { self == .formal ? 5 : rawValue }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let r = rest.range(of: target) {
            result += rest[..<r.lowerBound]
            result += replacement
            rest = rest[r.upperBound...]
        }
        result += rest
        return result
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

extension Substring {
    func range(of target: String) -> Range<Substring.Index>? {
        guard let first = target.first else { return nil }
        var i = startIndex
        while i < endIndex {
            if self[i] == first && self[i...].hasPrefix(target) {
                return i..<index(i, offsetBy: target.count)
            }
            i = index(after: i)
        }
        return nil
    }
}
