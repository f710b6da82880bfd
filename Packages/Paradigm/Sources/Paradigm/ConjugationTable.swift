// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization

/// Everything a front end shows for a verb, built once from the engine, the lexicon and
/// the reader's choices, worded in one language; the renderers only lay it out.
///
/// ```swift
/// let table = ConjugationTable(try lexicon.conjugation("singen"), l: L(.de))
/// table.title                                   // "singen"
/// table.sections[1].rows[0].form.marked         // "sAng"
/// ```
public struct ConjugationTable: Sendable {
    /// The verb as a reader names it: "singen", "sich freuen", with a governed verb the
    /// whole cluster ("singen können").
    public var title: String
    /// The infinitive conjugated, without "sich": "freuen".
    public var infinitive: String
    /// The English gloss of the meaning shown: "to sing"; nil for a verb conjugated by rule.
    public var gloss: String?
    /// What is known about the verb: family, ablaut series, auxiliaries, structure, rank.
    public var facts: Facts
    /// The meaning shown, counted from 1 (hängen 2: hängte).
    public var meaning: Int
    /// How many meanings the infinitive has (hängen: 2).
    public var meanings: Int
    /// The other meanings, with their numbers, in lexicon order.
    public var otherMeanings: [Meaning]
    /// One section per conjugationgroup the verb has among those chosen, in the order of
    /// the groups.
    public var sections: [Section]
    /// What the reader should know about the groups not shown: "regnen has no passive: …".
    public var notes: [Note]
    /// The choices the table was built with.
    public var choices: Choices

    /// The facts of a verb, typed, and worded as `text` lists them.
    public struct Facts: Sendable, Equatable {
        /// strong for singen.
        public var family: Family
        /// The stem vowels of infinitive, Präteritum and participle: ["i", "a", "u"];
        /// empty for a verb without an ablaut series (a weak verb).
        public var ablautSeries: [String]
        /// haben, sein, or both (schwimmen: haben/sein).
        public var auxiliaries: [Auxiliary]
        /// The lexicon's notation of particles and prefixes ("an|kommen", "ver+stehen");
        /// nil for a simple verb.
        public var structure: String?
        /// The frequency rank; nil for a verb conjugated by rule.
        public var rank: Int?
        /// Whether the lexicon lacks the verb and the engine's rules made its forms.
        public var isByRule: Bool
        /// Each fact as one phrase, in the order a table shows them: "Familie: stark i-a-u",
        /// "Hilfsverb: haben", "Struktur: an|kommen", "Häufigkeitsrang: 283".
        public var text: [String]
    }

    /// Another meaning of the same infinitive.
    public struct Meaning: Sendable, Equatable {
        /// Its number, as `--meaning` and `?meaning=` take it: 2 for hängen "to hang (sth.)".
        public var number: Int
        public var gloss: String
        public var family: Family
        /// "2. to hang (sth.) (weak)", the family named in the table's language.
        public var text: String
    }

    /// One conjugationgroup: its name and one row per person.
    public struct Section: Sendable {
        public var group: Conjugationgroup
        /// The group's name in the naming chosen: "Präteritum Indikativ" or "Preterite Indicative".
        public var name: String
        /// One row per person of the group, those the verb lacks included (`form.exists`
        /// is false: the du-Imperativ of a modal verb).
        public var rows: [Row]
        /// The impersonal passive, whose only person is es: "es wird getanzt".
        public var isImpersonal: Bool
    }

    /// One person's form.
    public struct Row: Sendable {
        /// Nil for a group of one form (Perfektpartizip, zu-Infinitiv).
        public var person: Person?
        /// The person as a pronoun, with the third person as chosen ("er", "er/sie/es"),
        /// es in the impersonal passive, empty after dass there and for a group of one form.
        public var pronoun: String
        /// Whether the form says its pronoun itself, as the Imperativ is said ("kommen wir
        /// an!", "kommen Sie an!"): its label stays empty.
        public var saysPronoun: Bool
        /// The form with its irregular letters and variants; `exists` is false where the
        /// verb lacks it.
        public var form: Form

        /// The label a table shows beside the form: the pronoun, or nothing where the form
        /// says it.
        public var label: String { saysPronoun ? "" : pronoun }
    }

    /// A sentence about what the table does not show.
    public struct Note: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// The passive was asked for and the verb has none: "regnen has no passive: …".
            case noPassive
            /// None of the groups asked for has a form.
            case noForms
        }
        public var kind: Kind
        public var text: String
    }
}
