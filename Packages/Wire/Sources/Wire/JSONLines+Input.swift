// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import VerbData

extension JSONLines {
    /// The line `konjugieren conjugate --format json -` writes for one input line, in the
    /// language of `l`: the verb in `groups`, or `{"infinitive":"…","error":"…"}` with the
    /// reason as the CLI words it. The CLI's batch and the web server's
    /// `/api/v1/conjugate/{infinitive}` both write through this, so they give the same bytes.
    ///
    /// ```swift
    /// var json = JSONLines()
    /// json.line("hoeren", in: lexicon, l: L(.de))  // {"infinitive":"hoeren","error":"… „hören“?"}
    /// ```
    ///
    /// - Parameters:
    ///   - meaning: which meaning of a verb with several (hängen: 1 hing, 2 hängte); a
    ///     number past the last is an error line.
    ///   - rulesOnly: the engine's rules alone, as for a verb no list contains; then an
    ///     umlaut-less spelling ("hoeren") is conjugated as typed.
    /// - Returns: false when an error line was written.
    @discardableResult
    public mutating func line(_ input: String, in lexicon: Lexicon, l: L, meaning: Int? = nil,
                              groups: [Conjugationgroup] = Conjugationgroup.allCases, clause: Clause = .main,
                              rulesOnly: Bool = false) -> Bool {
        // "hoeren" is not a verb of its own but "hören" typed without umlauts.
        if !rulesOnly, let respelled = lexicon.respelling(of: input) {
            error(input: input, message: l.cli.didYouMean(input, respelled))
            return false
        }
        let conjugation: Lexicon.Conjugation
        do throws(ConjugationError) {
            conjugation = try lexicon.conjugation(input, meaning: meaning, conjugator: rulesOnly ? Conjugator() : nil)
        } catch {
            self.error(input: input, message: error.sentence(l))
            return false
        }
        if let meaning, meaning > conjugation.meanings {
            error(input: input, message: l.cli.noSuchMeaning(conjugation.verb.infinitive,
                                                              meanings: conjugation.meanings, asked: meaning))
            return false
        }
        let asked = (try? Conjugator.validate(input))?.reflexive ?? false
        verb(conjugation, groups: groups, askedReflexive: asked, clause: clause)
        return true
    }
}
