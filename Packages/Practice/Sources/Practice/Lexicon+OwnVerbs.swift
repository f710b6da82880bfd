// SPDX-License-Identifier: GPL-3.0-or-later
import VerbData

/// The learner's own verbs for a quiz (`quiz --verbs`, `--verb-file`, the dashboard's marked
/// verbs), as the lexicon spells them, and what it could not take.
public struct OwnVerbs: Sendable, Equatable {
    /// An umlaut-less spelling taken as the verb it stands for: "hoeren" for "hören".
    public struct Respelling: Sendable, Equatable {
        public var typed: String
        public var meant: String
    }

    /// A word the lexicon lacks, with the verbs it may be a typo of ("singne": "singen").
    public struct Unknown: Sendable, Equatable {
        public var word: String
        public var close: [String]
    }

    /// The verbs to ask, each once, in the list's order: "hören" for "hoeren"; "sich
    /// waschen" keeps its pronoun.
    public var verbs: [String] = []
    /// The umlaut-less spellings taken, in order.
    public var respelled: [Respelling] = []
    /// Words no list contains: conjugated by rule they would drill forms nobody checked.
    public var unknown: [Unknown] = []
    /// The first word that is no German infinitive at all ("xyz123"); the list is not read
    /// past it.
    public var malformed: String?
}

extension Lexicon {
    /// The verbs of a learner's list: each word trimmed, its inner spaces made one and
    /// lower-cased, read once however often the list repeats it (a list of 200,000 lines
    /// names a few thousand verbs at most).
    public func ownVerbs(_ words: some Sequence<String>) -> OwnVerbs {
        var own = OwnVerbs()
        var seen = Set<String>()
        for raw in words {
            let word = raw.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
            guard !word.isEmpty, seen.insert(word).inserted else { continue }
            if let respelled = respelling(of: word) {
                own.respelled.append(.init(typed: word, meant: respelled))
                own.verbs.append(respelled)
                continue
            }
            guard let conjugation = try? conjugation(word) else {
                own.malformed = word
                return own
            }
            if conjugation.entry == nil && !conjugation.verb.isKnown {
                own.unknown.append(.init(word: word, close: closeSpellings(of: word)))
                continue
            }
            own.verbs.append(word)
        }
        return own
    }

    /// The words of a verb list file: one a line, `#` starting a comment ("singen # sang").
    public static func verbListWords(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map {
            String($0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        }
    }
}
