// SPDX-License-Identifier: GPL-3.0-or-later

// The lexicon's lines as a client reads them: `GET /api/v1/search` (and `konjugieren verbs
// --format json`) lists `Listing`s, `GET /api/v1/lookup` (and `lookup --format json`)
// `FormMatch`es or a `FormMiss`, `GET /api/v1/conjugate/{infinitive}` a `VerbError` for an
// input that is no verb. VerbData's `JSONLines` writes them, byte for byte the same in the
// CLI and the server; these types read them, and `JSONWriter` writes them back unchanged.

/// One lexicon meaning: `{"infinitive":"hängen","meaning":1,"meanings":2,"rank":79,…}`.
public struct Listing: Codable, Sendable, Equatable {
    /// Whether a verb is used with sich: `false`, `"optional"` or `"always"` in JSON.
    public enum Reflexive: Codable, Sendable, Equatable {
        case no, optional, always

        public init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let flag = try? c.decode(Bool.self), !flag {
                self = .no
                return
            }
            switch try c.decode(String.self) {
            case "optional": self = .optional
            case "always": self = .always
            default: throw DecodingError.dataCorruptedError(in: c, debugDescription: "reflexive is false, \"optional\" or \"always\"")
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.singleValueContainer()
            switch self {
            case .no: try c.encode(false)
            case .optional: try c.encode("optional")
            case .always: try c.encode("always")
            }
        }
    }

    /// "hängen".
    public var infinitive: String
    /// Which meaning, from 1.
    public var meaning: Int
    /// How many meanings the infinitive has.
    public var meanings: Int
    /// Frequency rank, 1 the most frequent.
    public var rank: Int
    /// "weak", "strong", "mixed", …
    public var family: String
    /// The ablaut series of a strong verb: "ä – i – a".
    public var ablaut: String?
    /// "haben", "sein".
    public var auxiliaries: [String]
    /// The prefix structure: "an|kommen".
    public var structure: String
    /// Whether it is used with sich.
    public var reflexive: Reflexive
    /// The English gloss.
    public var gloss: String
}

/// One match of a lookup: `{"query":"ging","infinitive":"gehen",…,"slot":"präteritumIndikativ","person":"ich","form":"ging"}`.
public struct FormMatch: Codable, Sendable, Equatable {
    /// The form looked up, as typed.
    public var query: String
    /// The verb it is a form of.
    public var infinitive: String
    /// Which meaning, from 1.
    public var meaning: Int
    /// How many meanings the infinitive has.
    public var meanings: Int
    /// Whether the verb is in the lexicon.
    public var known: Bool
    /// The slot id.
    public var slot: String
    /// The person, null for the participles and infinitives.
    public var person: String?
    /// The form as the verb spells it.
    public var form: String
    /// The verb's frequency rank, when it is in the lexicon.
    public var rank: Int?
    /// The verb's gloss, when it is in the lexicon.
    public var gloss: String?

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(query, forKey: .query)
        try c.encode(infinitive, forKey: .infinitive)
        try c.encode(meaning, forKey: .meaning)
        try c.encode(meanings, forKey: .meanings)
        try c.encode(known, forKey: .known)
        try c.encode(slot, forKey: .slot)
        try c.encode(person, forKey: .person)
        try c.encode(form, forKey: .form)
        try c.encodeIfPresent(rank, forKey: .rank)
        try c.encodeIfPresent(gloss, forKey: .gloss)
    }
}

/// A lookup that found nothing: `{"query":"xyz","error":"…"}`.
public struct FormMiss: Codable, Sendable, Equatable {
    /// The form looked up.
    public var query: String
    /// Why nothing was found, in the request's language.
    public var error: String
}

/// An input that is no verb: `{"infinitive":"Singen!","error":"…"}`.
public struct VerbError: Codable, Sendable, Equatable {
    /// The input as given.
    public var infinitive: String
    /// Why it is no verb, in the request's language.
    public var error: String
}
