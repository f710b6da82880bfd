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
    /// reflexive verbs, the weather verbs, and the verbs whose perfect takes sein only.
    case unavailable

    /// Decides the passive from what the lexicon says and the verb's shape.
    ///
    /// - haben, sein, werden and the modal verbs (with any particle or prefix: anhaben,
    ///   loswerden, vermögen) have none; neither do bekommen and kriegen, which make a
    ///   passive of their own (er bekommt geholfen) but none of themselves.
    /// - A reflexive verb has none: its object is the subject already (sich beeilen).
    /// - The weather verbs have no doer to leave out (es regnet: *es wird geregnet).
    /// - A verb whose perfect takes sein only tells of something that happens to its
    ///   subject (ankommen, einschlafen, passieren), and such a verb has no passive
    ///   (*es wird angekommen). The few with an accusative object all the same are
    ///   listed (ein Risiko wird eingegangen).
    /// - Otherwise a verb with an accusative object has the personal passive, one
    ///   without it the impersonal one. Where nothing says (a verb no list contains),
    ///   it has an object unless its auxiliary is sein.
    init(infinitive: String, structure: LexicalEntry.Structure, auxiliaries: [Auxiliary],
         isReflexive: Bool, hasAccusativeObject: Bool?) {
        if isReflexive || Passive.noPassiveBases.contains(structure.base)
            || (structure.base == "kommen" && structure.inseparable == "be")
            || (structure.base == "kriegen" && structure.inseparable == nil)
            || Passive.weatherVerbs.contains(infinitive) {
            self = .unavailable
            return
        }
        if !auxiliaries.contains(.haben) {
            self = Passive.seinVerbsWithObject.contains(infinitive) ? .personal : .unavailable
            return
        }
        let transitive = hasAccusativeObject ?? (auxiliaries.first != .sein)
        self = transitive ? .personal : .impersonal
    }

    /// Base verbs without a passive, whatever their particles: the auxiliaries and the
    /// modal verbs.
    static let noPassiveBases: Set<String> = [
        "haben", "sein", "werden", "können", "dürfen", "mögen", "müssen", "sollen", "wollen",
    ]

    /// Verbs of weather, with no doer: es regnet, es schneit.
    static let weatherVerbs: Set<String> = ["regnen", "schneien", "hageln", "nieseln", "graupeln", "gewittern"]

    /// Verbs whose perfect takes sein that have an accusative object nonetheless:
    /// ich bin das Problem angegangen → das Problem wird angegangen.
    static let seinVerbsWithObject: Set<String> = ["angehen", "eingehen", "durchgehen"]
}
