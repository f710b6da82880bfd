// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation

extension Lexicon {
    /// The lexicon's verbs as the engine makes them, kept once made: a verb asked for
    /// again (a batch names each verb many times, a server is asked for the same few) is
    /// not analysed again, and the writer of its forms for JSON is made once. Every line
    /// is still written anew from them.
    ///
    /// At most as many verbs are kept as the lexicon has entries (and 64): a verb asked
    /// with and without "sich" counts twice, and when the memo is full, everything is
    /// forgotten at once and kept anew. Of the verbs the rules make (verschwurbeln,
    /// zersingen, an old spelling) at most `othersLimit` are among them. So its memory is
    /// bounded by the lexicon's size (about 120 MiB), whatever and however much is asked,
    /// and a batch that names the lexicon's verbs in turn keeps them all.
    final class VerbMemo: @unchecked Sendable {
        struct Key: Hashable {
            var infinitive: String
            var reflexive: Bool
        }

        /// The meanings of one infinitive as `conjugation` hands them out: the verbs, and
        /// the lexicon entries of those meanings, in the same order.
        struct Meanings {
            var verbs: [Verb]
            var entries: [Entry]
            /// A lexicon infinitive as typed, not a verb the rules made.
            var isLexicon: Bool
            /// Made when a meaning is first written (as JSON, or compared in a lookup).
            var writers: [Writers?]
        }

        /// The writers of one meaning's `forms` and, for an always-reflexive verb asked
        /// for bare, of its `reflexiveForms`; a class, so that handing them out is one
        /// reference, not a copy of every array they hold.
        final class Writers: Sendable {
            let shown: Verb.FormWriter
            let reflexive: Verb.FormWriter?

            init(shown: Verb.FormWriter, reflexive: Verb.FormWriter?) {
                self.shown = shown
                self.reflexive = reflexive
            }

            /// The writers of `verb` as an input with or without "sich" asks for it: for
            /// an always-reflexive verb asked bare, its forms without the pronoun and,
            /// apart, with it.
            static func make(_ verb: Verb, askedReflexive: Bool) -> Writers {
                let bare = verb.isAlwaysReflexive && !askedReflexive
                return Writers(shown: (bare ? verb.reflexive(false) : verb).formWriter(),
                               reflexive: bare ? verb.formWriter() : nil)
            }
        }

        private var table: [Key: Meanings] = [:]
        private var others = 0
        private let lock = NSLock()
        /// More keys than this means something other than the lexicon's infinitives got
        /// in; everything is then forgotten at once.
        private let limit: Int
        /// How many verbs the rules made are kept.
        static let othersLimit = 1024

        init(limit: Int) { self.limit = limit }

        func meanings(_ key: Key) -> Meanings? {
            lock.lock()
            defer { lock.unlock() }
            return table[key]
        }

        func store(_ key: Key, verbs: [Verb], entries: [Entry], isLexicon: Bool) {
            lock.lock()
            defer { lock.unlock() }
            guard table[key] == nil else { return }
            if table.count >= limit {
                table.removeAll(keepingCapacity: true)
                others = 0
            }
            if !isLexicon {
                if others >= VerbMemo.othersLimit {
                    table = table.filter { $0.value.isLexicon }
                    others = 0
                }
                others += 1
            }
            table[key] = Meanings(verbs: verbs, entries: entries, isLexicon: isLexicon,
                                  writers: Array(repeating: nil, count: verbs.count))
        }

        /// The writers of meaning `index`, made by `make` the first time.
        func writers(_ key: Key, _ index: Int, make: () -> Writers) -> Writers {
            lock.lock()
            if let made = table[key]?.writers[index] {
                lock.unlock()
                return made
            }
            lock.unlock()
            let made = make()
            lock.lock()
            if table[key] != nil { table[key]?.writers[index] = made }
            lock.unlock()
            return made
        }

        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return table.count
        }
    }

    /// Where a conjugation's verb came from in the memo, so that its writers are kept.
    struct MemoSlot: Sendable {
        var memo: VerbMemo
        var key: VerbMemo.Key
        var index: Int
    }
}
