// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import QuizKit

// The store keeps the engine's groups and persons, QuizKit's difficulty and the er/sie/es
// setting as their ids, and reads back only the ids it knows: anything else
// ("banana", "notAGroup") is `PersistenceError.unknownValue`, never a default.

extension Difficulty {
    /// The difficulty of a stored id: `try Difficulty(stored: "ridiculous")` is `.ridiculous`;
    /// "banana" throws `PersistenceError.unknownValue(kind: .difficulty, value: "banana")`.
    public init(stored id: String) throws(PersistenceError) {
        guard let value = Difficulty(rawValue: id) else { throw .unknownValue(kind: .difficulty, value: id) }
        self = value
    }
}

extension Conjugationgroup {
    /// The group of a stored slot id: `try Conjugationgroup(stored: "präteritumIndikativ")`;
    /// "notAGroup" throws `PersistenceError.unknownValue(kind: .conjugationgroup, value: "notAGroup")`.
    public init(stored id: String) throws(PersistenceError) {
        guard let value = Conjugationgroup(rawValue: id) else { throw .unknownValue(kind: .conjugationgroup, value: id) }
        self = value
    }
}

extension Person {
    /// The person of a stored id (`Person.id`): `try Person(stored: "erSieEs")` is `.erSieEs`.
    public init(stored id: String) throws(PersistenceError) {
        guard let value = Person(id: id) else { throw .unknownValue(kind: .person, value: id) }
        self = value
    }
}

extension Settings.ThirdPerson {
    /// The er/sie/es label of a stored quiz: `try Settings.ThirdPerson(stored: "sie")` is `.sie`.
    public init(stored id: String) throws(PersistenceError) {
        guard let value = Settings.ThirdPerson(rawValue: id) else { throw .unknownValue(kind: .thirdPerson, value: id) }
        self = value
    }
}

extension Store {
    /// A stored person column: NULL, or "" in the review queue, is no person (a participle).
    static func person(_ id: String?) throws(PersistenceError) -> Person? {
        guard let id, !id.isEmpty else { return nil }
        return try Person(stored: id)
    }
}
