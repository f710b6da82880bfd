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

    /// The persons this group has forms for, in display order. Non-finite groups
    /// (the participles) have one form and no person: `[nil]`.
    public var persons: [Person?] {
        switch self {
        case .imperativ: return Person.imperativ
        case .perfektpartizip, .präsenspartizip: return [nil]
        default: return Person.finite
        }
    }

    /// Number of forms in the group: 6, 4 (Imperativ) or 1 (participles).
    public var count: Int { persons.count }

    /// True for the groups built with an auxiliary (haben/sein/werden).
    public var isCompound: Bool {
        switch self {
        case .perfektIndikativ, .perfektKonjunktivI, .plusquamperfektIndikativ,
             .plusquamperfektKonjunktivII, .futurIndikativ, .futurKonjunktivI,
             .futurKonjunktivII, .futurIIIndikativ:
            return true
        default:
            return false
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
        }
    }

    /// Finds a group by slot id, German or English name, ignoring case, spaces,
    /// hyphens and umlaut spelling ("praesens indikativ", "Present Indicative", "futurII").
    public init?(name: String) {
        let key = Conjugationgroup.normalize(name)
        for group in Conjugationgroup.allCases {
            if key == Conjugationgroup.normalize(group.rawValue)
                || key == Conjugationgroup.normalize(group.germanName)
                || key == Conjugationgroup.normalize(group.englishName) {
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

    static let aliases: [(String, Conjugationgroup)] = [
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
