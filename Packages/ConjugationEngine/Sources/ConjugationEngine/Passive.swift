/// Which passive a verb forms. German builds the passive from the accusative object:
/// it becomes the subject (man singt das Lied → das Lied wird gesungen). A verb without
/// one keeps the passive of the action alone, with no subject (man tanzt → es wird
/// getanzt, "heute wird getanzt"). Some verbs have no passive at all.
///
/// ```
/// try Conjugator().verb("singen").passive    // .personal: ich werde gesungen … sie werden gesungen
/// ```
public enum Passive: String, CaseIterable, Sendable, Hashable, Codable {
    /// Every person: ich werde gefragt, du wirst gefragt, er wird gefragt.
    case personal
    /// The impersonal third person singular only: es wird getanzt, ihm wird geholfen.
    /// The other persons are absent, and so is the Zustandspassiv.
    case impersonal
    /// No passive: haben, sein, werden, the modal verbs, bekommen and kriegen, the
    /// reflexive verbs, the weather verbs, the verbs whose perfect takes sein only, and
    /// the verbs of possession the lexicon names (besitzen, enthalten).
    case unavailable

    /// Decides the passive from what the lexicon says and the verb's shape.
    ///
    /// - haben, sein, werden and the modal verbs (with any particle or prefix: anhaben,
    ///   loswerden, vermögen) have none; neither do bekommen and kriegen, which make a
    ///   passive of their own (er bekommt geholfen) but none of themselves.
    /// - A reflexive verb has none: its object is the subject already (sich beeilen).
    ///   Nor has the bare use of a verb mostly used with sich where that use takes no
    ///   accusative object (freuen: *es wird gefreut; nähern: *es wird genähert).
    /// - The weather verbs have no doer to leave out (es regnet: *es wird geregnet).
    /// - A verb whose perfect takes sein only, as verbs of moving, changing and staying
    ///   do (gehen, ankommen, einschlafen, bleiben), has no passive (*es wird
    ///   angekommen); one whose perfect takes haben as well has the impersonal passive
    ///   of that reading (heute wird geschwommen). The few with an accusative object
    ///   all the same are listed (ein Risiko wird eingegangen); those whose subject is a
    ///   doer acting on a dative object have the impersonal passive
    ///   (`PassiveMeaning.dativeAction`: dem Rat wird gefolgt, dem Problem wird
    ///   ausgewichen).
    /// - Otherwise a verb with an accusative object has the personal passive, one
    ///   without it the impersonal one. Where nothing says (a verb no list contains),
    ///   it has an object unless its auxiliary is sein.
    /// - A verb of possession, containing or receiving has none (besitzen, enthalten:
    ///   *ein Haus wird besessen), as the lexicon says from the verb's meaning.
    init(infinitive: String, structure: LexicalEntry.Structure, auxiliaries: [Auxiliary],
         isReflexive: Bool, hasAccusativeObject: Bool?, passiveMeaning: PassiveMeaning = .action) {
        if PassiveAbsence(infinitive: infinitive, structure: structure, auxiliaries: auxiliaries,
                          isReflexive: isReflexive, hasAccusativeObject: hasAccusativeObject,
                          passiveMeaning: passiveMeaning) != nil {
            self = .unavailable
            return
        }
        if !auxiliaries.contains(.haben) {
            // A sein verb with a doer and a dative object (dem Rat wird gefolgt), else
            // one with an accusative object (isSeinVerbWithObject).
            self = passiveMeaning == .dativeAction ? .impersonal : .personal
            return
        }
        let transitive = hasAccusativeObject ?? (auxiliaries.first != .sein)
        self = transitive ? .personal : .impersonal
    }

    // The lists below (and those of `PassiveAbsence`) are switches, not sets: comparing
    // a few short strings is cheaper than hashing one.

    /// Verbs of weather and the other verbs said of things only (`Conjugator.thirdPersonOnly`)
    /// that take haben, with no doer: es regnet, es schneit, es dämmert, es ziemt sich nicht.
    /// (Not mangeln: es mangelt an Zeit has none, but die Wäsche wird gemangelt.)
    static func isWeatherVerb(_ infinitive: String) -> Bool {
        switch infinitive {
        case "regnen", "schneien", "hageln", "nieseln", "graupeln", "gewittern",
             "dämmern", "frommen", "ziemen", "geziemen": return true
        default: return false
        }
    }

    /// Verbs whose perfect takes sein that have an accusative object nonetheless:
    /// ich bin das Problem angegangen → das Problem wird angegangen.
    static func isSeinVerbWithObject(_ infinitive: String) -> Bool {
        switch infinitive {
        case "angehen", "eingehen", "durchgehen": return true
        default: return false
        }
    }
}

/// What a verb's meaning allows of the passive, as the lexicon records it from the
/// verb's English senses (`Scripts/build_lexicon.py`, flags `stat` and `poss`) and its
/// hand-checked tables (`Scripts/overrides.tsv`, flag `dpas`).
///
/// ```
/// try lexicon.conjugator.verb("kennen").hasZustandspassiv   // false: *das Wort ist gekannt
/// ```
public enum PassiveMeaning: String, CaseIterable, Sendable, Hashable, Codable {
    /// An action on the object: das Lied wird gesungen, das Lied ist gesungen.
    case action
    /// A state, perception, feeling, knowing or needing (kennen, brauchen, sehen): the
    /// Vorgangspassiv exists (er wird von allen gekannt), the Zustandspassiv does not,
    /// since the action leaves no state on its object.
    case state
    /// Having, containing or receiving (besitzen, enthalten, bekommen): no passive at
    /// all (*ein Haus wird besessen, *Zucker wird enthalten).
    case possession
    /// A doer's action on a dative object by a verb whose perfect takes sein (folgen,
    /// begegnen, ausweichen, nachgehen: ich bin dem Rat gefolgt): the impersonal passive
    /// exists (dem Rat wurde gefolgt, der Sache wird nachgegangen), no personal one and
    /// no Zustandspassiv.
    case dativeAction
}

/// Why a verb has no passive (`Verb.passiveAbsence`), so that a table without one can
/// say this verb's reason rather than every reason there is.
///
/// ```
/// try Conjugator().verb("regnen").passiveAbsence   // .weather: es regnet, *es wird geregnet
/// ```
public enum PassiveAbsence: String, CaseIterable, Sendable, Hashable, Codable {
    /// sein, werden and their compounds (dasein, loswerden): they help to build the
    /// passive and have none of their own. (haben, which means having, is `possession`.)
    case auxiliary
    /// A modal verb (können, müssen, vermögen): *es wird gekonnt.
    case modal
    /// bekommen and kriegen: they make a passive of their own (er bekommt geholfen) but
    /// none of themselves.
    case receiving
    /// A reflexive verb (sich beeilen, sich freuen): its object is the subject already.
    case reflexive
    /// A weather verb or another verb said of things only (es regnet, es ziemt sich):
    /// there is no doer to leave out.
    case weather
    /// A verb whose perfect takes sein only, as the verbs of moving, changing and
    /// staying do (gehen, laufen, ankommen, einschlafen, bleiben): *es wird angekommen.
    /// Not the few whose subject acts on a dative object (dem Rat wird gefolgt). A verb
    /// of motion whose perfect also takes haben has that reading as an activity (ich
    /// habe zwei Stunden geschwommen), and with it the impersonal passive (heute wird
    /// geschwommen, es wird getanzt): the auxiliary the lexicon records decides, for
    /// schwimmen, reiten and joggen as for laufen and wandern, which take sein only.
    case seinPerfect
    /// Having, containing, receiving or being (besitzen, enthalten, heißen): *ein Haus
    /// wird besessen.
    case possession
    /// A meaning without a doer, said of the subject's state or relation or of a process
    /// it undergoes (gehören, gefallen, heißen, liegen, gären, nachlassen): *es wird gehört.
    case noDoer

    /// The reason a verb has no passive, or nil where it has one; the rules of
    /// `Passive`, in the order they apply.
    init?(infinitive: String, structure: LexicalEntry.Structure, auxiliaries: [Auxiliary],
          isReflexive: Bool, hasAccusativeObject: Bool?, passiveMeaning: PassiveMeaning) {
        switch structure.base {
        // haben is having (*es wird gehabt); sein and werden build the passive of others.
        case "haben": self = .possession; return
        case "sein", "werden": self = .auxiliary; return
        case "können", "dürfen", "mögen", "müssen", "sollen", "wollen", "möchten": self = .modal; return
        case "kommen" where structure.inseparable == "be", "kriegen" where structure.inseparable == nil:
            self = .receiving; return
        default: break
        }
        if isReflexive { self = .reflexive; return }
        if Passive.isWeatherVerb(infinitive) { self = .weather; return }
        if passiveMeaning == .possession {
            // The lexicon's poss flag on a verb without an accusative object is a meaning
            // without a doer (gehören, gefallen); on one with an object it is having.
            self = hasAccusativeObject == false ? .noDoer : .possession
            return
        }
        if !auxiliaries.contains(.haben) && !Passive.isSeinVerbWithObject(infinitive)
            && passiveMeaning != .dativeAction {
            self = .seinPerfect
            return
        }
        return nil
    }
}
