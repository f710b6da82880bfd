/// The groups beyond the classic table: Futur II Konjunktiv I and II, the three
/// infinitives and both passives. They are built on request from the verb's participles
/// and the auxiliaries' forms, so the 79 forms of the classic table keep their one-copy
/// path (`Verb.text`, `Verb.write`) and a verb costs no more to parse.
extension Verb {
    /// The infinitive with zu, with the reflexive pronoun where the verb takes it:
    /// "zu singen", "anzukommen", "sich zu freuen".
    public var zuInfinitiveWithPronoun: String { isReflexive ? "sich " + zuInfinitive : zuInfinitive }

    /// Every spelling of a form of the groups built on request, the preferred first;
    /// empty for a form the verb lacks (the passive of tanzen outside the third person
    /// singular, any passive of haben).
    func extendedVariants(_ group: Conjugationgroup, _ person: Person?) -> [String] {
        let i = (person ?? .ich).finiteIndex
        switch group {
        case .futurIIKonjunktivI: return futurePerfect(Verb.werden.konjunktivI[i][0], i)
        case .futurIIKonjunktivII: return futurePerfect(Verb.werden.konjunktivII[i][0], i)
        case .zuInfinitiv: return [zuInfinitiveWithPronoun]
        case .perfektInfinitiv:
            // "gesungen haben", "angekommen sein", "sich gefreut haben"; fahren: both.
            let pronoun = isReflexive ? "sich " : ""
            var out: [String] = []
            for aux in auxiliaries {
                for p in simple.perfektpartizip { out.append(pronoun + joinedParticles + p + " " + aux.rawValue) }
            }
            return out
        case .passivInfinitiv:
            // Also for the impersonal passive: "hier darf getanzt werden".
            guard passive != .unavailable else { return [] }
            return simple.perfektpartizip.map { joinedParticles + $0 + " werden" }
        case .perfektPassivInfinitiv:
            // "gesungen worden sein", "getanzt worden sein": worden, the passive's own
            // participle, with sein, as in its Perfekt (ist gesungen worden).
            guard passive != .unavailable else { return [] }
            return simple.perfektpartizip.map { joinedParticles + $0 + " worden sein" }
        default:
            guard let (auxiliary, after) = Verb.passiveFrame(group, i) else { return [] }
            if group.voice == .zustandspassiv && !hasZustandspassiv { return [] }
            switch passive {
            case .personal: break
            case .impersonal:
                // No subject to agree with: only "es wird getanzt".
                if i != Person.erSieEs.rawValue { return [] }
            case .unavailable: return []
            }
            return simple.perfektpartizip.map { auxiliary + " " + joinedParticles + $0 + after }
        }
    }

    /// The preferred form of a group built on request, without the list of variants:
    /// `text` and `write` take this path. Equal to `extendedVariants(…).first ?? ""`.
    func extendedText(_ group: Conjugationgroup, _ person: Person?) -> String {
        let i = (person ?? .ich).finiteIndex
        switch group {
        case .futurIIKonjunktivI, .futurIIKonjunktivII:
            let werden = group == .futurIIKonjunktivI ? Verb.werden.konjunktivI[i][0] : Verb.werden.konjunktivII[i][0]
            return Verb.joining(werden, " ", reflexive(i), participle, " ", auxiliaries[0].rawValue)
        case .zuInfinitiv: return zuInfinitiveWithPronoun
        case .perfektInfinitiv:
            return Verb.joining(isReflexive ? "sich " : "", participle, " ", auxiliaries[0].rawValue, "", "")
        case .passivInfinitiv:
            return passive == .unavailable ? "" : Verb.joining(participle, " werden", "", "", "", "")
        case .perfektPassivInfinitiv:
            return passive == .unavailable ? "" : Verb.joining(participle, " worden sein", "", "", "", "")
        default:
            guard let (auxiliary, after) = Verb.passiveFrame(group, i) else { return "" }
            if group.voice == .zustandspassiv && !hasZustandspassiv { return "" }
            switch passive {
            case .personal: break
            case .impersonal: if i != Person.erSieEs.rawValue { return "" }
            case .unavailable: return ""
            }
            return Verb.joining(auxiliary, " ", participle, after, "", "")
        }
    }

    /// Six pieces in one allocation.
    static func joining(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String, _ f: String) -> String {
        var out = ""
        out.reserveCapacity(a.utf8.count + b.utf8.count + c.utf8.count + d.utf8.count + e.utf8.count + f.utf8.count)
        out += a; out += b; out += c; out += d; out += e; out += f
        return out
    }

    /// Futur II in the subjunctive: "werde gesungen haben", "würde angekommen sein".
    private func futurePerfect(_ werden: String, _ i: Int) -> [String] {
        var out: [String] = []
        for aux in auxiliaries {
            for p in simple.perfektpartizip {
                out.append(werden + " " + reflexive(i) + joinedParticles + p + " " + aux.rawValue)
            }
        }
        return out
    }

    /// The finite auxiliary of a passive group and what follows the participle: the
    /// Vorgangspassiv is werden + participle, its perfect tenses take sein + participle +
    /// worden (ist gesungen worden), its futures werden … werden / worden sein; the
    /// Zustandspassiv is sein + participle (ist gesungen).
    static func passiveFrame(_ group: Conjugationgroup, _ i: Int) -> (String, String)? {
        switch group {
        case .präsensIndikativVorgangspassiv: return (werden.präsens[i][0], "")
        case .präteritumIndikativVorgangspassiv: return (werden.präteritum[i][0], "")
        case .präsensKonjunktivIVorgangspassiv: return (werden.konjunktivI[i][0], "")
        case .präteritumKonjunktivIIVorgangspassiv: return (werden.konjunktivII[i][0], "")
        case .perfektIndikativVorgangspassiv: return (sein.präsens[i][0], " worden")
        case .perfektKonjunktivIVorgangspassiv: return (sein.konjunktivI[i][0], " worden")
        case .plusquamperfektIndikativVorgangspassiv: return (sein.präteritum[i][0], " worden")
        case .plusquamperfektKonjunktivIIVorgangspassiv: return (sein.konjunktivII[i][0], " worden")
        case .futurIndikativVorgangspassiv: return (werden.präsens[i][0], " werden")
        case .futurKonjunktivIVorgangspassiv: return (werden.konjunktivI[i][0], " werden")
        case .futurKonjunktivIIVorgangspassiv: return (werden.konjunktivII[i][0], " werden")
        case .futurIIIndikativVorgangspassiv: return (werden.präsens[i][0], " worden sein")
        case .futurIIKonjunktivIVorgangspassiv: return (werden.konjunktivI[i][0], " worden sein")
        case .futurIIKonjunktivIIVorgangspassiv: return (werden.konjunktivII[i][0], " worden sein")
        case .präsensIndikativZustandspassiv: return (sein.präsens[i][0], "")
        case .präteritumIndikativZustandspassiv: return (sein.präteritum[i][0], "")
        default: return nil
        }
    }
}

extension Person {
    /// The subject to show before the forms of an impersonal passive: "es" where a passive
    /// group has the third person singular only (es wird getanzt, es wurde geholfen); nil
    /// for any other group, whose label stays the user's choice (er/sie/es, sie, er). In a
    /// subordinate clause the placeholder es disappears (dass getanzt wird, dass ihm
    /// geholfen wurde): the label is empty.
    public static func impersonalLabel(_ group: Conjugationgroup, _ forms: [Form], clause: Clause = .main) -> String? {
        guard group.isPassive, forms.count == 6 else { return nil }
        for (k, form) in forms.enumerated() where form.exists != (k == Person.erSieEs.finiteIndex) { return nil }
        return clause == .subordinate ? "" : "es"
    }
}
