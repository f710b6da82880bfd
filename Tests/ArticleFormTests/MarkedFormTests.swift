// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Localization
import RichText
import Testing
import VerbData
import Articles

/// Every form an article cites in `$…$` carries exactly the capitals the engine gives it,
/// so that a mark set by hand (beschrIEben beside an unmarked beschrieb, wUsste beside
/// wusste) cannot drift from what `konjugieren conjugate` shows.
@Suite("Marked forms in the articles agree with the engine")
struct MarkedFormTests {
    /// Words in `$…$` that are no verb form of their own: pronouns and the particles of
    /// separable verbs ($kAm an$).
    static let notForms: Set<String> = [
        "ich", "du", "er", "sie", "es", "wir", "ihr", "man", "mich", "dich", "sich", "uns", "euch",
        "dass", "zu", "an", "auf", "aus", "ab", "ein", "mit", "vor", "zurück", "weg", "nach", "zusammen", "fest",
    ]

    /// The endings of an adjective after a participle: gesungen-e, gebracht-en, kochend-em.
    static let adjectiveEndings = ["em", "en", "er", "es", "e"]

    /// Forms the engine marks wrongly, so the articles keep the right mark (none today).
    /// The known issue fails once the engine is fixed.
    static let engineMarksWrongly: [String: String] = [:]

    /// The engine's marked spelling of every word of every active form of `infinitive`
    /// (an auxiliary is unmarked in a compound form: bin gewOrden beside ich BIN)
    /// (all meanings), keyed by the word as written: "sang" → ["sAng"].
    static func markedWords(of infinitive: String, in lexicon: Lexicon) -> [String: Set<String>] {
        var words: [String: Set<String>] = [:]
        let meanings = (try? lexicon.conjugator.verbs(infinitive)) ?? []
        for verb in meanings {
            for group in Conjugationgroup.allCases where group.isActive {
                // Main-clause order (kommt an) and subordinate order (ankommt).
                let marked = verb.markedVariants(group).flatMap { $0 } + verb.forms(group, clause: .subordinate).map(\.marked)
                for word in marked.flatMap({ $0.split(separator: " ") }) {
                    let form = Conjugation(markup: String(word))
                    words[form.text, default: []].insert(form.markup)
                }
            }
        }
        return words
    }

    /// Every `$…$` word of every article in both languages, with the article it is in.
    static func citedWords(_ library: Library) throws -> [(slug: String, language: Language, markup: String)] {
        var cited: [(String, Language, String)] = []
        for entry in library.entries {
            for language in Language.allCases {
                for block in try library.document(entry.slug, language).blocks {
                    for case .conjugation(let conjugation) in block.inlines {
                        for word in conjugation.markup.split(separator: " ") {
                            let markup = word.trimmingCharacters(in: .punctuationCharacters.union(.symbols))
                            if !markup.isEmpty { cited.append((entry.slug, language, markup)) }
                        }
                    }
                }
            }
        }
        return cited
    }

    @Test func everyCitedFormIsMarkedAsTheEngineMarksIt() throws {
        let library = try Library.bundled()
        let lexicon = try Lexicon.bundled()
        let index = lexicon.formIndex()
        var cache: [String: [String: Set<String>]] = [:]
        var checked = 0
        for (slug, language, markup) in try Self.citedWords(library) {
            let form = Conjugation(markup: markup)
            let text = form.text
            guard !Self.notForms.contains(text) else { continue }
            func marks(_ word: String) -> Set<String> {
                var found: Set<String> = []
                for infinitive in Set(index.lookup(word).map(\.infinitive)) {
                    if cache[infinitive] == nil { cache[infinitive] = Self.markedWords(of: infinitive, in: lexicon) }
                    found.formUnion(cache[infinitive]?[word] ?? [])
                }
                return found
            }
            var expected = marks(text)
            // A participle used as an adjective (die $gesUngene$ Arie, bei $kochendem$
            // Wasser) is marked as the participle, its ending unmarked.
            for ending in Self.adjectiveEndings where expected.isEmpty && text.hasSuffix(ending) {
                expected = Set(marks(String(text.dropLast(ending.count))).map { $0 + ending })
            }
            if let engine = Self.engineMarksWrongly[text] {
                withKnownIssue("the engine marks \(engine) for \(markup)") { #expect(expected.contains(markup)) }
                continue
            }
            #expect(!expected.isEmpty, "\(slug) (\(language)): $\(markup)$ is no form the engine knows")
            guard !expected.isEmpty else { continue }
            checked += 1
            #expect(expected.contains(markup),
                    "\(slug) (\(language)): $\(markup)$ should be \(expected.sorted().joined(separator: " or "))")
        }
        // The articles cite hundreds of forms; a parse that found none would check nothing.
        #expect(checked > 300, "only \(checked) cited forms checked")
    }
}
