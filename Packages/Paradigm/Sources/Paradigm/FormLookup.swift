// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import VerbData

/// What a lookup found for one query, grouped as a reader takes it in: by verb (an
/// infinitive in one meaning), then by slot, with the persons and the forms of each slot.
///
/// ```swift
/// let found = FormLookup("ging", index.lookup("ging"))
/// // found.verbs[0].infinitive == "gehen", found.verbs[0].slots[0].persons == [.ich, .erSieEs]
/// ```
public struct FormLookup: Sendable, Hashable {
    /// One verb in one meaning and the slots the form fills in it.
    public struct Verb: Sendable, Hashable {
        public var infinitive: String
        /// Nil for a verb the lexicon lacks, recognised from its parts.
        public var entry: Lexicon.Entry?
        public var meaning: Int
        public var meanings: Int
        public var slots: [SlotMatch]
    }

    /// One slot (Präteritum Indikativ) with the persons the form is in it, in the order
    /// found (none for participles and infinitives), and its forms as the engine writes
    /// them, each once.
    public struct SlotMatch: Sendable, Hashable {
        public var slot: Lexicon.Slot
        public var persons: [Person]
        public var forms: [String]
    }

    /// The query as typed, its runs of whitespace one space.
    public var query: String
    /// The verbs in the order of the matches: the lexicon's first, the most frequent first.
    public var verbs: [Verb]

    /// Groups `matches` (as `Lexicon.FormIndex.lookup` returns them) of `query`: matches in
    /// a row of the same infinitive, meaning and provenance make one verb, and those in a
    /// row of one slot make one slot.
    public init(_ query: String, _ matches: [Lexicon.FormMatch]) {
        self.query = query.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        verbs = []
        var i = 0
        while i < matches.count {
            let head = matches[i]
            var verb = Verb(infinitive: head.infinitive, entry: head.entry, meaning: head.meaning, meanings: head.meanings, slots: [])
            while i < matches.count && matches[i].infinitive == head.infinitive && matches[i].meaning == head.meaning
                    && matches[i].isKnown == head.isKnown {
                let m = matches[i]
                if verb.slots.last?.slot != m.slot { verb.slots.append(SlotMatch(slot: m.slot, persons: [], forms: [])) }
                if let person = m.person { verb.slots[verb.slots.count - 1].persons.append(person) }
                if !verb.slots[verb.slots.count - 1].forms.contains(m.form) { verb.slots[verb.slots.count - 1].forms.append(m.form) }
                i += 1
            }
            verbs.append(verb)
        }
    }

    /// Whether the query is a form of no known verb.
    public var isMiss: Bool { verbs.isEmpty }
}
