/// The word order a finite form takes. In a main clause the finite verb comes second and
/// a separable particle goes to the end ("ich komme an", "ich bin angekommen"); in a
/// subordinate clause (after dass, weil, ob, wenn, a relative pronoun) the finite verb
/// comes last and the particle stays joined ("dass ich ankomme", "dass ich angekommen bin").
public enum Clause: String, CaseIterable, Sendable, Hashable, Codable {
    /// Verb second: (ich) komme an, habe gesungen, werde singen.
    case main
    /// Verb last: (dass ich) ankomme, gesungen habe, singen werde.
    case subordinate
}
