extension Verb {
    /// The Imperativ as it is said: with wir and Sie after the verb, the reflexive
    /// pronoun and the separable particle in their places, and an exclamation mark.
    ///
    /// The stored form (`form(.imperativ, person)`) carries no personal pronoun, as every
    /// slot does ("singen" for wir and Sie); this is the sentence a learner says:
    ///
    /// ```
    /// let waschen = try Conjugator().verb("sich waschen")
    /// waschen.spokenImperative(.du).text       // "wasche dich!" (variant "wasch dich!")
    /// waschen.spokenImperative(.wir).text      // "waschen wir uns!"
    /// waschen.spokenImperative(.formal).text   // "waschen Sie sich!"
    /// try Conjugator().verb("ankommen").spokenImperative(.formal).text   // "kommen Sie an!"
    /// ```
    ///
    /// Absent (`exists` false) where the verb has no such Imperativ (the modal verbs) and
    /// for the persons without one (ich, er/sie/es, sie).
    public func spokenImperative(_ person: Person) -> Form {
        let k: Int
        switch person {
        case .du: k = 0
        case .wir: k = 1
        case .ihr: k = 2
        case .formal: k = 3
        case .ich, .erSieEs, .sie: return Form(text: "", variants: [], irregularOffsets: [])
        }
        let stored = form(.imperativ, person)
        guard stored.exists else { return stored }
        let variants = simple.imperativ[k].map { word -> String in
            var s = word
            if person == .wir { s += " wir" }
            if person == .formal { s += " Sie" }
            if isReflexive { s += " " + imperativePronouns[k] }
            if !particle.isEmpty { s += " " + particle }
            return s + "!"
        }
        // The verb comes first in both, so the marks of its letters stay where they are.
        return Form(text: variants[0], variants: variants, irregularOffsets: stored.irregularOffsets,
                    variantOffsets: stored.variantOffsets)
    }
}
