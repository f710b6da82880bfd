// SPDX-License-Identifier: GPL-3.0-or-later
import Localization
import QuizKit
import VerbData

/// A `FormLookup` as terminal text, what `konjugieren lookup` prints for one query:
///
///     ging
///       gehen — to go, to walk  (rank 79)
///         Präteritum Indikativ: ich, er/sie/es
///
/// A verb with several meanings names its meaning and how to conjugate it; a slot shows the
/// forms that differ from the query (hing → "hängen" shows nothing, "kam an" for ankam).
/// A miss is one line: the query cut short, then why.
public struct LookupTextRenderer: Sendable {
    public var color: Bool
    /// Conjugationgroups by their English names (Simple Past Indicative) instead of the German.
    public var englishNames: Bool
    /// The er/sie/es setting: with "sie", "sie (Sg.)" and "sie (Pl.)" as the quiz says them.
    public var thirdPerson: String
    public var l: L
    /// The query as shown at the head of the matches: a front end writing to a terminal
    /// escapes its control characters, so that echoing input cannot clear the screen.
    public var shown: @Sendable (String) -> String
    /// The query as a miss names it: escaped and cut short, since a 30 KB line is no form,
    /// and echoing it whole would bury the answer.
    public var echoed: @Sendable (String) -> String

    public init(color: Bool, englishNames: Bool, thirdPerson: String, l: L,
                shown: @escaping @Sendable (String) -> String, echoed: @escaping @Sendable (String) -> String) {
        self.color = color
        self.englishNames = englishNames
        self.thirdPerson = thirdPerson
        self.l = l
        self.shown = shown
        self.echoed = echoed
    }

    public func render(_ lookup: FormLookup) -> String {
        guard !lookup.isMiss else { return echoed(lookup.query) + ": " + l.lookup.notAForm }
        let shownQuery = shown(lookup.query)
        var lines = [bold(shownQuery)]
        for verb in lookup.verbs {
            var title = "  " + bold(verb.infinitive)
            if verb.meanings > 1 { title += " " + l.lookup.meaning(verb.meaning, of: verb.meanings) }
            if let entry = verb.entry {
                title += " — " + entry.gloss
                var facts = [l.lookup.rank(entry.rank)]
                if verb.meanings > 1 { facts.append(l.lookup.conjugateWith(meaning: verb.meaning)) }
                title += "  " + dim("(" + facts.joined(separator: "; ") + ")")
            } else {
                title += " — " + dim(l.lookup.recognised)
            }
            lines.append(title)
            for match in verb.slots {
                var line = "    " + (englishNames ? match.slot.englishName : match.slot.germanName)
                if !match.persons.isEmpty { line += ": " + match.persons.map { $0.label(thirdPerson: thirdPerson) }.joined(separator: ", ") }
                let differing = match.forms.filter { $0 != shownQuery.lowercased() }
                if !differing.isEmpty { line += " " + dim("(" + differing.joined(separator: ", ") + ")") }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    func bold(_ s: String) -> String { color ? TableTextRenderer.bold + s + TableTextRenderer.reset : s }
    func dim(_ s: String) -> String { color ? TableTextRenderer.dim + s + TableTextRenderer.reset : s }
}
