// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

extension Question {
    /// Whether `answer` answers this question rightly, whatever its kind: the form typed
    /// (`acceptsForm`), an option chosen by its number or typed out, or yes/no to a claim.
    ///
    /// ```swift
    /// sang.accepts("sAng")     // true
    /// choice.accepts("2")      // true when option 2 is "sang"
    /// claim.accepts("nein")    // true when the claim was "singte"
    /// ```
    public func accepts(_ answer: String) -> Bool {
        switch kind {
        case .typed:
            return acceptsForm(answer)
        case .choice(let options):
            if let number = Grading.choiceNumber(answer) {
                return options.indices.contains(number - 1) && acceptsForm(options[number - 1])
            }
            return acceptsForm(Grading.trimmed(answer))
        case .trueFalse(let claim):
            guard let said = Grading.truth(answer) else { return false }
            return said == acceptsForm(claim)
        }
    }

    /// Whether `answer` names one of the options of a multiple-choice question: by its
    /// number ("2", "2)", "2."), by an option's form, or by another correct form. Anything
    /// else ("5", "vielleicht") is no choice: it is asked again, not graded. True for the
    /// other kinds of question.
    public func isChoice(_ answer: String) -> Bool {
        guard case .choice(let options) = kind else { return true }
        if let number = Grading.choiceNumber(answer) { return options.indices.contains(number - 1) }
        let given = Grading.plain(answer)
        return options.contains { Grading.spells(given, Grading.plain($0)) } || acceptsForm(answer)
    }

    /// Whether `answer` is a correct form for this question.
    ///
    /// Spaces around and between words, letter case and a closing "!" or "." are ignored;
    /// ä, ö, ü may be typed ae, oe, ue and ß as ss ("loese ab", "liess"); every variant the
    /// engine knows is accepted ("sammle", "sammele", "sog", "saugte"), and so is other
    /// correct German the source names (`alsoAccepted`: "freue mich" for freuen). For
    /// separable verbs in the simple finite groups, the subordinate-clause order with the
    /// particle joined is accepted too: "komme an" and "ankomme" ("…, dass ich ankomme").
    /// The Imperativ has no subordinate clause, so "komm an" is not joined, but its wir and
    /// Sie forms may carry their pronoun ("singen Sie!", "kommen Sie an"), and must when
    /// they are reflexive: "waschen wir uns", never "waschen uns". A leading pronoun
    /// matching the question ("ich singe") is tolerated.
    ///
    /// The spelling help goes one way only: ae, oe, ue and ss stand for ä, ö, ü and ß
    /// where the right form has them, and nowhere else, so "laße" for lasse, "baün" for
    /// bauen and the pre-1996 "muß" are wrong.
    public func acceptsForm(_ answer: String) -> Bool {
        let given = Grading.plain(answer)
        guard !given.isEmpty else { return false }
        let candidates = Grading.acceptedAnswers(for: self, plain: true)
        if candidates.contains(where: { Grading.spells(given, $0) }) { return true }
        for pronoun in Grading.pronouns(for: person) where given.hasPrefix(pronoun + " ") {
            let rest = String(given.dropFirst(pronoun.count + 1))
            if candidates.contains(where: { Grading.spells(rest, $0) }) { return true }
        }
        return false
    }

    /// What a right answer could be, for scripts (`quiz --format json`): the forms for a
    /// typed question, the number and the form for a choice, yes or no for a claim.
    public var acceptedAnswers: [String] {
        switch kind {
        case .typed:
            var all: [String] = []
            // The form as said first ("waschen Sie sich"), then every spelling accepted.
            let said = spokenExpected
            for form in [said.text] + expected.variants + [expected.text] + alsoAccepted
            where !all.contains(form) && acceptsForm(form) { all.append(form) }
            return all
        case .choice(let options):
            guard let right = options.firstIndex(where: acceptsForm) else { return [] }
            return [String(right + 1), options[right]]
        case .trueFalse:
            return claimIsTrue == true ? ["yes", "ja"] : ["no", "nein"]
        }
    }
}

/// The normalisation behind `Question.accepts`.
public enum Grading {
    /// Lower case, ß → ss, ä/ö/ü → ae/oe/ue, words separated by single spaces, a closing
    /// "!" or "." dropped: "  Ließ  AN! " → "liess an", "Lösen" → "loesen".
    public static func normalize(_ text: String) -> String {
        fold(text, transliterating: true)
    }

    /// `normalize` with ä, ö, ü and ß kept: what `spells` compares.
    static func plain(_ text: String) -> String {
        fold(text, transliterating: false)
    }

    private static func fold(_ text: String, transliterating: Bool) -> String {
        var out = ""
        var pendingSpace = false
        for ch in text.lowercased() {
            if ch.isWhitespace {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(" "); pendingSpace = false }
            switch ch {
            case "ß" where transliterating: out += "ss"
            case "ä" where transliterating: out += "ae"
            case "ö" where transliterating: out += "oe"
            case "ü" where transliterating: out += "ue"
            default: out.append(ch)
            }
        }
        while let last = out.last, last == "!" || last == "." || last == " " { out.removeLast() }
        return out
    }

    /// Whether `given` (folded by `plain`) spells `form` (folded the same way), each ä, ö,
    /// ü and ß of the form typed as itself or as ae, oe, ue, ss; every other letter as it
    /// is: "loese ab" spells "löse ab", "laße" does not spell "lasse".
    static func spells(_ given: String, _ form: String) -> Bool {
        let g = Array(given), f = Array(form)
        var i = 0
        for c in f {
            if i < g.count && g[i] == c {
                i += 1
                continue
            }
            let pair: (Character, Character)
            switch c {
            case "ä": pair = ("a", "e")
            case "ö": pair = ("o", "e")
            case "ü": pair = ("u", "e")
            case "ß": pair = ("s", "s")
            default: return false
            }
            guard i + 1 < g.count, g[i] == pair.0, g[i + 1] == pair.1 else { return false }
            i += 2
        }
        return i == g.count
    }

    /// The number of a multiple-choice option as typed: "4", "4)" and "4." are 4; nil for
    /// anything that is not a number.
    public static func choiceNumber(_ text: String) -> Int? {
        var given = trimmed(text)
        if given.hasSuffix(")") || given.hasSuffix(".") { given.removeLast() }
        guard !given.isEmpty, given.allSatisfy(\.isASCII) else { return nil }
        return Int(given)
    }

    /// Yes or no, as a learner types it in English or German: "j", "ja", "y", "yes",
    /// "wahr", "richtig", "true" → true; "n", "nein", "no", "falsch", "false" → false; nil
    /// for anything else.
    public static func truth(_ text: String) -> Bool? {
        switch normalize(text) {
        case "y", "yes", "j", "ja", "t", "true", "w", "wahr", "richtig", "stimmt", "1": return true
        case "n", "no", "nein", "f", "false", "falsch", "0": return false
        default: return nil
        }
    }

    /// Every normalised answer accepted for `question`.
    /// With `plain`, folded by `plain` (ä, ö, ü, ß kept) rather than `normalize`.
    static func acceptedAnswers(for question: Question, plain keepUmlauts: Bool = false) -> Set<String> {
        var accepted = Set<String>()
        let joinable = joinsSeparableParticle(question.conjugationgroup)
        func fold(_ text: String) -> String { keepUmlauts ? Grading.plain(text) : Grading.normalize(text) }
        // A verb asked with its pronoun ("sich anziehen") keeps its particle at the front
        // of the verb itself: "anziehen".
        var infinitive = fold(question.verb.infinitive)
        if infinitive.hasPrefix("sich ") { infinitive.removeFirst(5) }
        for variant in question.expected.variants + [question.expected.text] + question.alsoAccepted {
            let v = fold(variant)
            if let spoken = imperativWithPronoun(v, question) {
                accepted.insert(spoken)
                // "waschen sich" is not German: a reflexive wir or Sie imperative needs its
                // pronoun ("waschen Sie sich", "waschen wir uns").
                if isReflexiveImperativ(v, question) { continue }
            }
            accepted.insert(v)
            if joinable, let joined = subordinateOrder(v, infinitive: infinitive) {
                accepted.insert(joined)
            }
        }
        // A compound form's auxiliary in any spelling the engine lists for it: "wärst
        // gesungen worden" as well as "wärest gesungen worden", "seist gekommen" as well
        // as "seiest gekommen".
        if question.conjugationgroup.isCompound {
            for candidate in accepted {
                guard let space = candidate.firstIndex(of: " ") else { continue }
                let rest = candidate[space...]
                for other in auxiliarySpellings[String(candidate[..<space])] ?? [] {
                    accepted.insert(fold(other) + rest)
                }
            }
        }
        return accepted
    }

    /// Each finite form of sein, haben and werden with its other spellings, where the
    /// engine lists more than one (wärest: wärst, wäret: wärt, seiest: seist).
    static let auxiliarySpellings: [String: [String]] = {
        var table: [String: [String]] = [:]
        let conjugator = Conjugator()
        for infinitive in ["sein", "haben", "werden"] {
            guard let verb = try? conjugator.verb(infinitive) else { continue }
            for group in [Conjugationgroup.präsensIndikativ, .präteritumIndikativ, .präsensKonjunktivI, .präteritumKonjunktivII] {
                for person in group.persons {
                    let forms = verb.variants(group, person)
                    guard forms.count > 1 else { continue }
                    for form in forms {
                        for other in forms where other != form && !(table[form] ?? []).contains(other) {
                            table[form, default: []].append(other)
                        }
                    }
                }
            }
        }
        return table
    }()

    /// Groups whose finite verb moves to the end of a subordinate clause with its
    /// particle attached: "ich komme an" / "…, weil ich ankomme". The compound tenses
    /// already keep the particle joined in the participle or infinitive ("bin
    /// angekommen", "werde ankommen").
    static func joinsSeparableParticle(_ group: Conjugationgroup) -> Bool {
        switch group {
        case .präsensIndikativ, .präteritumIndikativ, .präsensKonjunktivI, .präteritumKonjunktivII:
            return true
        default:
            return false
        }
    }

    /// "kommst an" → "ankommst" when "an" is the verb's particle ("ankommen"), "freue mich
    /// an" → "mich anfreue"; nil for forms that are not split.
    static func subordinateOrder(_ form: String, infinitive: String) -> String? {
        let words = form.split(separator: " ").map(String.init)
        guard words.count == 2 || words.count == 3, let particle = words.last else { return nil }
        // The last word must be the particle the infinitive starts with, and more must follow it.
        guard infinitive.hasPrefix(particle), infinitive.count > particle.count else { return nil }
        // A reflexive pronoun stays before the verb: "…, dass ich mich anziehe".
        return words.count == 3 ? words[1] + " " + particle + words[0] : particle + words[0]
    }

    /// The wir and Sie forms of the Imperativ are said with their pronoun after the
    /// verb: "singen wir!", "kommen Sie an!", "waschen Sie sich!". The du and ihr forms
    /// may carry it too, for emphasis, in the same place: "bleib du!", "brecht ihr
    /// durch!", "wasch du dich!". The engine gives the bare form; the spoken one is
    /// accepted too.
    static func imperativWithPronoun(_ form: String, _ question: Question) -> String? {
        guard question.conjugationgroup == .imperativ else { return nil }
        let pronoun: String
        switch question.person {
        case .wir?: pronoun = "wir"
        case .formal?: pronoun = "sie"
        case .du?: pronoun = "du"
        case .ihr?: pronoun = "ihr"
        default: return nil
        }
        var words = form.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        words.insert(pronoun, at: 1)
        return words.joined(separator: " ")
    }

    /// Whether a wir or Sie Imperativ form carries its reflexive pronoun ("waschen uns",
    /// "ziehen sich an"), so that it is German only with the subject pronoun before it.
    static func isReflexiveImperativ(_ form: String, _ question: Question) -> Bool {
        guard question.conjugationgroup == .imperativ else { return false }
        let reflexive: String
        switch question.person {
        case .wir?: reflexive = "uns"
        case .formal?: reflexive = "sich"
        default: return false
        }
        return form.split(separator: " ").dropFirst().contains { $0.lowercased() == reflexive }
    }

    /// Pronouns a learner might type before the form.
    static func pronouns(for person: Person?) -> [String] {
        switch person {
        case nil: return []
        case .erSieEs?: return ["er/sie/es", "er", "sie", "es"]
        case .formal?: return ["sie"]
        case let p?: return [normalize(p.pronoun())]
        }
    }
}

extension Question {
    /// The right answer as it is said, for showing: the wir and Sie forms of the Imperativ
    /// with their pronoun after the verb ("waschen Sie sich", "kommen wir an"), every other
    /// form as the engine gives it. The marks follow their letters.
    ///
    /// ```swift
    /// waschenSie.spokenExpected.text   // "waschen Sie sich" (expected.text: "waschen sich")
    /// ```
    public var spokenExpected: Form {
        guard conjugationgroup == .imperativ, person == .wir || person == .formal,
              !expected.text.isEmpty else { return expected }
        let pronoun = person == .wir ? "wir" : "Sie"
        func spoken(_ form: String) -> String { Question.spoken(form, conjugationgroup, person) }
        // The pronoun goes after the verb: marks behind it move by its length.
        func moved(_ text: String, _ offsets: [Int]) -> [Int] {
            let verbLength = text.prefix { $0 != " " }.count
            return offsets.map { $0 < verbLength ? $0 : $0 + pronoun.count + 1 }
        }
        return Form(text: spoken(expected.text), variants: expected.variants.map(spoken),
                    irregularOffsets: moved(expected.text, expected.irregularOffsets),
                    variantOffsets: zip(expected.variants, expected.variantOffsets).map(moved))
    }

    /// A form of `group` and `person` as it is said: the wir and Sie forms of the
    /// Imperativ with their pronoun after the verb ("gelten Sie", "waschen wir uns"),
    /// every other form as it is.
    ///
    /// ```swift
    /// Question.spoken("waschen sich", .imperativ, .formal)   // "waschen Sie sich"
    /// ```
    public static func spoken(_ form: String, _ group: Conjugationgroup, _ person: Person?) -> String {
        guard group == .imperativ, person == .wir || person == .formal, !form.isEmpty else { return form }
        let pronoun = person == .wir ? "wir" : "Sie"
        guard let space = form.firstIndex(of: " ") else { return form + " " + pronoun }
        return String(form[..<space]) + " " + pronoun + String(form[space...])
    }
}
