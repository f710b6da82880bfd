/// Subordinate-clause order and the verb clusters of verbs that govern an infinitive.
extension Verb {
    // MARK: Subordinate clauses

    /// One form in the word order of a clause. In a subordinate clause the finite verb
    /// goes last: a separable verb joins its particle again, a reflexive pronoun stays in
    /// front, and a compound form puts its auxiliary at the end. The Imperativ, the
    /// participles and the infinitives have no finite verb to move and stay as they are.
    ///
    /// ```
    /// let ankommen = try Conjugator().verb("ankommen")
    /// ankommen.form(.präsensIndikativ, .ich, clause: .subordinate).text    // "ankomme"
    /// ankommen.form(.perfektIndikativ, .ich, clause: .subordinate).text    // "angekommen bin"
    /// ankommen.form(.futurIndikativ, .ich, clause: .subordinate).text      // "ankommen werde"
    /// try Conjugator().verb("sich freuen").form(.präsensIndikativ, .ich, clause: .subordinate).text  // "mich freue"
    /// ```
    ///
    /// A modal verb alone is a full verb, so its table keeps the participle: "(dass ich
    /// es) gekonnt habe". With an infinitive it governs, the perfect takes the double
    /// infinitive; see `form(_:_:governing:clause:)`.
    public func form(_ group: Conjugationgroup, _ person: Person?, clause: Clause) -> Form {
        let main = form(group, person)
        guard clause == .subordinate, main.exists, Verb.movesFiniteVerb(group) else { return main }
        let variants = main.variants.map { subordinateOrder(group, person, $0) }
        let text = variants[0]
        let offsets: [[Int]]
        if group.isCompound {
            offsets = variants.map { irregularity(group, person, $0) }
        } else {
            // The finite word ends the subordinate form; its marks move with it.
            offsets = zip(main.variants, main.variantOffsets).enumerated().map { k, pair in
                let shift = variants[k].count - pair.0.prefix { $0 != " " }.count
                return pair.1.map { $0 + shift }
            }
        }
        return Form(text: text, variants: variants, irregularOffsets: offsets[0], variantOffsets: offsets)
    }

    /// Every spelling of one form in the word order of a clause, the preferred first.
    public func variants(_ group: Conjugationgroup, _ person: Person?, clause: Clause) -> [String] {
        let main = variants(group, person)
        guard clause == .subordinate, Verb.movesFiniteVerb(group) else { return main }
        return main.map { subordinateOrder(group, person, $0) }
    }

    /// The preferred form in the word order of a clause; empty for a form the verb lacks.
    public func text(_ group: Conjugationgroup, _ person: Person?, clause: Clause) -> String {
        clause == .main ? text(group, person) : (variants(group, person, clause: clause).first ?? "")
    }

    /// All forms of a group in the word order of a clause (empty: a group the verb lacks).
    public func forms(_ group: Conjugationgroup, clause: Clause) -> [Form] {
        guard clause == .subordinate else { return forms(group) }
        if !hasGroup(group) { return [] }
        return group.persons.map { form(group, $0, clause: clause) }
    }

    /// The groups whose finite verb moves in a subordinate clause: all finite ones but
    /// the Imperativ.
    static func movesFiniteVerb(_ group: Conjugationgroup) -> Bool {
        group.isFinite && group != .imperativ
    }

    /// A main-clause form in subordinate order: "komme an" → "ankomme", "baue wieder auf"
    /// → "wiederaufbaue", "freue mich" → "mich freue", "bin angekommen" → "angekommen
    /// bin", "wird gesungen worden sein" → "gesungen worden sein wird".
    func subordinateOrder(_ group: Conjugationgroup, _ person: Person?, _ main: String) -> String {
        guard let space = main.firstIndex(of: " ") else { return main }
        let finite = main[..<space]
        if group.isCompound {
            return main[main.index(after: space)...] + " " + finite
        }
        let pronoun = isReflexive ? pronouns[(person ?? .ich).finiteIndex] + " " : ""
        return pronoun + joinedParticles + finite
    }

    // MARK: Verbs that govern an infinitive

    /// How a verb stands in the perfect tenses when it governs a bare infinitive.
    enum DoubleInfinitive {
        /// The infinitive replaces the participle: habe singen können (modal verbs, lassen).
        case required
        /// The infinitive is preferred, the participle correct too: habe ihn kommen
        /// sehen / gesehen (sehen, hören, fühlen, spüren, helfen).
        case preferred
        /// The participle: bin schwimmen gegangen.
        case never
    }

    var doubleInfinitive: DoubleInfinitive {
        guard structure.separable.isEmpty, structure.inseparable == nil else { return .never }
        if BuiltIn.modals.contains(structure.base) || structure.base == "lassen" { return .required }
        if Verb.perceptionVerbs.contains(structure.base) { return .preferred }
        return .never
    }

    static let perceptionVerbs: Set<String> = ["sehen", "hören", "fühlen", "spüren", "helfen"]

    /// Whether the verb takes the double infinitive (Ersatzinfinitiv) in its perfect
    /// tenses when it governs an infinitive: "ich habe singen können", not *"habe singen
    /// gekonnt". True for the modal verbs and lassen, and for sehen, hören, fühlen,
    /// spüren and helfen, where the participle is accepted as well.
    public var takesDoubleInfinitive: Bool { doubleInfinitive != .never }

    /// Whether the verb governs a bare infinitive, so that `form(_:_:governing:)` makes
    /// sense for it: the modal verbs, lassen, sehen, hören, fühlen, spüren, helfen, and
    /// gehen and bleiben ("geht schwimmen", "bleibt sitzen"). Not singen: *"singe können".
    public var governsBareInfinitive: Bool {
        guard structure.separable.isEmpty, structure.inseparable == nil else { return false }
        return doubleInfinitive != .never || structure.base == "gehen" || structure.base == "bleiben"
    }

    /// A form of this verb together with an infinitive it governs: the modal verbs,
    /// lassen, the verbs of perception, gehen or bleiben with a bare infinitive.
    ///
    /// The rule of the double infinitive: in the perfect tenses a modal verb or lassen
    /// stands as an infinitive after the governed one ("singen können", not *"singen
    /// gekonnt"). In a subordinate clause the finite auxiliary then does not go last but
    /// before the whole verb cluster: "dass ich habe singen können", "dass er es wird
    /// haben tun müssen". In the Futur I of such a verb the auxiliary goes first too,
    /// and the verb-final order is accepted as a variant ("dass ich werde singen
    /// können", "dass ich singen können werde"). Verbs without the double infinitive
    /// keep their participle and the usual order ("dass ich schwimmen gegangen bin").
    ///
    /// ```
    /// let können = try conjugator.verb("können"), singen = try conjugator.verb("singen")
    /// können.form(.präsensIndikativ, .ich, governing: singen).text                        // "kann singen"
    /// können.form(.präsensIndikativ, .ich, governing: singen, clause: .subordinate).text  // "singen kann"
    /// können.form(.perfektIndikativ, .ich, governing: singen).text                        // "habe singen können"
    /// können.form(.perfektIndikativ, .ich, governing: singen, clause: .subordinate).text  // "habe singen können"
    /// ```
    ///
    /// The infinitives take the governed verb before them: "singen zu können", "singen
    /// können", "haben singen können" (the perfect infinitive with the double infinitive,
    /// "schwimmen gegangen sein" without it). A modal verb governs the passive infinitive
    /// too, which gives the modal passive in the Vorgangspassiv groups and the passive
    /// infinitive: "es kann gesungen werden", "konnte gesungen werden", "hat gesungen
    /// werden können" (subordinate: "gesungen werden kann", "hat gesungen werden
    /// können"), "gesungen werden können"; tanzen only with es ("es darf getanzt
    /// werden"), haben none.
    ///
    /// The Imperativ, the participles, the Zustandspassiv and the passive of a verb that
    /// is not a modal verb have no such form (`exists` is false). A reflexive infinitive
    /// brings its pronoun: "lasse mich waschen", "mich habe waschen lassen".
    public func form(_ group: Conjugationgroup, _ person: Person?, governing dependent: Verb,
                     clause: Clause = .main) -> Form {
        let variants = governingVariants(group, person, dependent, clause)
        guard let text = variants.first else { return Form(text: "", variants: [], irregularOffsets: []) }
        // The modal passive is the active of the modal verb with a passive infinitive.
        let ownGroup = group.voice == .vorgangspassiv ? group.activeCounterpart ?? group : group
        let offsets: [[Int]]
        if ownGroup.persons == [nil] {
            offsets = variants.map { _ in [] }
        } else if ownGroup.isCompound {
            offsets = variants.map { irregularity(.perfektIndikativ, person, $0) }
        } else {
            // The finite word carries the marks of the verb's own form: first in a main
            // clause ("kAnn singen"), last in a subordinate one ("singen kAnn"). A variant
            // of the cluster is a variant of that word (dürfte singen, dörfte singen).
            let own = form(ownGroup, person)
            offsets = variants.enumerated().map { k, variant in
                guard k < own.variants.count else { return [] }
                let shift = clause == .main ? 0 : variant.count - own.variants[k].prefix { $0 != " " }.count
                return own.variantOffsets[k].map { $0 + shift }
            }
        }
        return Form(text: text, variants: variants, irregularOffsets: offsets[0], variantOffsets: offsets)
    }

    private func governingVariants(_ group: Conjugationgroup, _ person: Person?, _ dependent: Verb,
                                   _ clause: Clause) -> [String] {
        let i = (person ?? .ich).finiteIndex
        var group = group
        var pronoun = dependent.isReflexive ? dependent.pronouns[i] + " " : isReflexive ? pronouns[i] + " " : ""
        var infinitive = dependent.joinedInfinitive
        if group.voice == .vorgangspassiv || group == .passivInfinitiv {
            // Only a modal verb governs a passive infinitive: "kann gesungen werden"; the
            // passive of the governed verb decides the persons (es darf getanzt werden).
            guard BuiltIn.modals.contains(structure.base), structure.separable.isEmpty, structure.inseparable == nil
            else { return [] }
            switch dependent.passive {
            case .unavailable: return []
            case .impersonal: if group != .passivInfinitiv && i != Person.erSieEs.rawValue { return [] }
            case .personal: break
            }
            infinitive = dependent.extendedText(.passivInfinitiv, nil)
            pronoun = ""
            if group == .passivInfinitiv { return [infinitive + " " + joinedInfinitive] }
            guard let active = group.activeCounterpart else { return [] }
            group = active
        }
        // The infinitives: the pronoun is sich ("sich waschen zu lassen").
        let sich = dependent.isReflexive || isReflexive ? "sich " : ""
        let own = joinedInfinitive
        let participles = simple.perfektpartizip.map { joinedParticles + $0 }
        let sub = clause == .subordinate
        let rule = doubleInfinitive
        let perfectAuxiliary = auxiliaries[0] == .sein ? Verb.sein : Verb.haben

        func simpleTense(_ words: [String]) -> [String] {
            words.map { w in
                sub ? pronoun + infinitive + " " + joinedParticles + w
                    : w + " " + pronoun + infinitive + (particle.isEmpty ? "" : " " + particle)
            }
        }
        func perfect(_ tense: KeyPath<SimpleForms, [[String]]>) -> [String] {
            let a = perfectAuxiliary[keyPath: tense][i][0]
            var out: [String] = []
            if rule != .never {
                out.append(sub ? pronoun + a + " " + infinitive + " " + own : a + " " + pronoun + infinitive + " " + own)
            }
            if rule != .required {
                for p in participles {
                    out.append(sub ? pronoun + infinitive + " " + p + " " + a : a + " " + pronoun + infinitive + " " + p)
                }
            }
            return out
        }
        func future(_ tense: KeyPath<SimpleForms, [[String]]>) -> [String] {
            let w = Verb.werden[keyPath: tense][i][0]
            let cluster = infinitive + " " + own
            if !sub { return [w + " " + pronoun + cluster] }
            return rule == .never ? [pronoun + cluster + " " + w] : [pronoun + w + " " + cluster, pronoun + cluster + " " + w]
        }
        func futurePerfect(_ tense: KeyPath<SimpleForms, [[String]]>) -> [String] {
            let w = Verb.werden[keyPath: tense][i][0]
            let aux = auxiliaries[0].rawValue
            var out: [String] = []
            if rule != .never {
                // Main and subordinate alike: "wird es haben tun müssen".
                let cluster = aux + " " + infinitive + " " + own
                out.append(sub ? pronoun + w + " " + cluster : w + " " + pronoun + cluster)
            }
            if rule != .required {
                for p in participles {
                    out.append(sub ? pronoun + infinitive + " " + p + " " + aux + " " + w
                                   : w + " " + pronoun + infinitive + " " + p + " " + aux)
                }
            }
            return out
        }

        switch group {
        case .präsensIndikativ: return simpleTense(simple.präsens[i])
        case .präteritumIndikativ: return simpleTense(simple.präteritum[i])
        case .präsensKonjunktivI: return simpleTense(simple.konjunktivI[i])
        case .präteritumKonjunktivII: return simpleTense(simple.konjunktivII[i])
        case .perfektIndikativ: return perfect(\.präsens)
        case .perfektKonjunktivI: return perfect(\.konjunktivI)
        case .plusquamperfektIndikativ: return perfect(\.präteritum)
        case .plusquamperfektKonjunktivII: return perfect(\.konjunktivII)
        case .futurIndikativ: return future(\.präsens)
        case .futurKonjunktivI: return future(\.konjunktivI)
        case .futurKonjunktivII: return future(\.konjunktivII)
        case .futurIIIndikativ: return futurePerfect(\.präsens)
        case .futurIIKonjunktivI: return futurePerfect(\.konjunktivI)
        case .futurIIKonjunktivII: return futurePerfect(\.konjunktivII)
        case .zuInfinitiv: return [sich + infinitive + " " + zuInfinitive]
        case .perfektInfinitiv:
            // "haben singen können" (the double infinitive), "kommen gesehen haben" beside
            // "haben kommen sehen", "schwimmen gegangen sein".
            var out: [String] = []
            let aux = auxiliaries[0].rawValue
            if rule != .never { out.append(sich + aux + " " + infinitive + " " + own) }
            if rule != .required { out += participles.map { sich + infinitive + " " + $0 + " " + aux } }
            return out
        default: return []
        }
    }
}
