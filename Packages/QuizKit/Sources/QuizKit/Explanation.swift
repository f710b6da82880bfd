// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

/// Why a form is what it is, in one line, after a wrong answer: the rule that made it and
/// the article that covers the rule.
///
/// ```swift
/// let why = Explanation(question, verb: try Conjugator().verb("ankommen"))
/// why.rule      // .separable(verb: "ankommen", particle: "an", example: "komme an")
/// why.article   // "separable-prefixes"
/// ```
public struct Explanation: Sendable, Hashable {
    /// The rule behind the form, with the words a sentence about it needs.
    public enum Rule: Sendable, Hashable {
        /// sich bedanken: the pronoun belongs to every form ("bedanke mich").
        case alwaysReflexive(verb: String, example: String)
        /// ankommen: in a main clause the particle goes to the end ("komme an").
        case separable(verb: String, particle: String, example: String)
        /// ankommen: ge- between particle and stem ("angekommen").
        case separableParticiple(verb: String, particle: String, example: String)
        /// verstehen: an inseparable prefix takes no ge- ("verstanden").
        case inseparable(verb: String, prefix: String, example: String)
        /// studieren: verbs in -ieren take no ge- ("studiert").
        case ieren(verb: String, example: String)
        /// fahren: the perfect with sein ("bin gefahren").
        case auxiliarySein(verb: String, example: String)
        /// singen: a strong verb and its ablaut series ("i – a – u", "sang, gesungen").
        case ablaut(verb: String, series: String, example: String)
        /// bringen: a changed stem with weak endings ("brachte, gebracht").
        case mixed(verb: String, example: String)
        /// sein, haben, werden, the modal verbs: learned by heart ("war, gewesen").
        case irregular(verb: String, example: String)
        /// klingen: a strong (mixed, irregular) verb whose Präsens form keeps the
        /// infinitive's stem, though the verb changes it elsewhere ("klingst"; klang, geklungen).
        case regularPresent(verb: String, elsewhere: String, example: String)
        /// reden, arbeiten, öffnen, atmen: an e before an ending in t or s, because the
        /// stem ends in -d, -t or a consonant + m/n ("redete", "gearbeitet").
        case eInsertion(verb: String, example: String)
        /// reisen, heißen, sitzen: the du form adds only -t to a stem in s, ß, x or z ("reist").
        case sibilantDu(verb: String, example: String)
        /// sammeln, wandern: -n where other verbs have -en, and "ich sammle".
        case elOrEr(verb: String, example: String)
        /// The rule of the group itself, for a regular form of a weak verb.
        case group(Conjugationgroup)
    }

    /// The rule.
    public var rule: Rule
    /// The slug of the article that covers it: "separable-prefixes".
    public var article: String

    /// The explanation for the form `question` asks; `verb` is the verb parsed (nil: the
    /// rule of the group). `given`, the wrong answer, points at the rule it broke where it
    /// tells one: "geverstanden" broke the inseparable prefix's, not the ablaut's.
    public init(_ question: Question, verb: Verb?, given: String = "") {
        let group = question.conjugationgroup
        guard let verb else {
            self.init(rule: .group(group), article: Explanation.article(for: group))
            return
        }
        let name = question.verb.prompt
        let answer = question.expected.text
        let finiteSimple: Set<Conjugationgroup> = [.präsensIndikativ, .präteritumIndikativ, .präsensKonjunktivI,
                                                    .präteritumKonjunktivII, .imperativ]
        let withParticiple: Set<Conjugationgroup> = [.perfektpartizip, .perfektIndikativ, .perfektKonjunktivI,
                                                     .plusquamperfektIndikativ, .plusquamperfektKonjunktivII,
                                                     .futurIIIndikativ]
        let particle = verb.structure.separable.joined()
        let participle = verb.form(.perfektpartizip, nil).text
        let principal = [verb.form(.präteritumIndikativ, .ich).text, participle].joined(separator: ", ")
        let typed = Grading.normalize(given)
        let prefix = verb.structure.inseparable ?? ""
        if withParticiple.contains(group) && !prefix.isEmpty && typed.contains("ge" + Grading.normalize(prefix)) {
            self.init(rule: .inseparable(verb: name, prefix: prefix, example: participle), article: "inseparable-prefixes")
        } else if verb.isAlwaysReflexive && question.person != nil {
            self.init(rule: .alwaysReflexive(verb: name, example: answer), article: Explanation.article(for: group))
        } else if finiteSimple.contains(group) && verb.isSeparable {
            self.init(rule: .separable(verb: name, particle: particle, example: answer), article: "separable-prefixes")
        } else if withParticiple.contains(group) && group != .perfektpartizip && verb.auxiliaries.first == .sein {
            self.init(rule: .auxiliarySein(verb: name, example: answer), article: "haben-or-sein")
        } else if withParticiple.contains(group) && verb.isSeparable {
            self.init(rule: .separableParticiple(verb: name, particle: particle, example: participle),
                      article: "separable-prefixes")
        } else if withParticiple.contains(group) && verb.family == .ieren {
            self.init(rule: .ieren(verb: name, example: participle), article: "past-participle")
        } else if withParticiple.contains(group) && verb.structure.inseparable != nil && verb.family != .strong
                    && (typed.isEmpty || typed.contains("ge")) {
            // Only where the answer says nothing, or has a ge- the prefix forbids: "habe
            // verwandt" for verwendet broke no rule about ge-.
            self.init(rule: .inseparable(verb: name, prefix: verb.structure.inseparable ?? "", example: participle),
                      article: "inseparable-prefixes")
        } else if verb.family == .strong, let series = verb.ablautSeries,
                  question.expected.isIrregular || withParticiple.contains(group) || group == .präteritumIndikativ {
            self.init(rule: .ablaut(verb: name, series: series, example: principal), article: "ablaut-series")
        } else if withParticiple.contains(group) && verb.structure.inseparable != nil && (typed.isEmpty || typed.contains("ge")) {
            self.init(rule: .inseparable(verb: name, prefix: verb.structure.inseparable ?? "", example: participle),
                      article: "inseparable-prefixes")
        } else if verb.family == .mixed {
            self.init(rule: .mixed(verb: name, example: principal), article: "verb-families")
        } else if verb.family == .irregular {
            // haben, sein, werden, wissen, tun and the modals: even a form without a marked
            // letter may break the regular pattern by a letter it lacks (hast, hat; ich
            // soll, kann without ending), so no regular rule is claimed for them.
            self.init(rule: .irregular(verb: name, example: principal), article: "verb-families")
        } else if group == .präsensIndikativ && verb.family != .weak && verb.family != .ieren {
            // The group's own rule speaks of regular verbs: say what is true of this one.
            self.init(rule: .regularPresent(verb: name, elsewhere: principal, example: answer),
                      article: Explanation.article(for: group))
        } else if let shape = Explanation.stemRule(verb, group: group, person: question.person) {
            // The group's rule would teach *redte, *gearbeitt, *du reisst, *wir sammelen:
            // name the rule of the stem, with the verb's own form.
            let example = withParticiple.contains(group) ? participle : answer
            switch shape {
            case .eInsertion: self.init(rule: .eInsertion(verb: name, example: example), article: Explanation.article(for: group))
            case .sibilant: self.init(rule: .sibilantDu(verb: name, example: example), article: Explanation.article(for: group))
            case .elOrEr: self.init(rule: .elOrEr(verb: name, example: example), article: Explanation.article(for: group))
            case .plain: self.init(rule: .group(group), article: Explanation.article(for: group))
            }
        } else {
            self.init(rule: .group(group), article: Explanation.article(for: group))
        }
    }

    /// The stem's rule where it changes a weak verb's form from the group's pattern
    /// (lernte, gelernt, lernst, lernen), nil elsewhere.
    static func stemRule(_ verb: Verb, group: Conjugationgroup, person: Person?) -> Verb.StemShape? {
        guard verb.family == .weak else { return nil }
        let shape = verb.stemShape
        switch shape {
        case .eInsertion:
            // Every form whose ending starts with t or s: Präteritum, Konjunktiv II, the
            // participle, the du, er and ihr Präsens and the ihr Imperativ.
            switch group {
            case .präteritumIndikativ, .präteritumKonjunktivII, .perfektpartizip, .perfektIndikativ,
                 .perfektKonjunktivI, .plusquamperfektIndikativ, .plusquamperfektKonjunktivII, .futurIIIndikativ:
                return shape
            case .präsensIndikativ where person == .du || person == .erSieEs || person == .ihr:
                return shape
            case .imperativ where person == .ihr:
                return shape
            default: return nil
            }
        case .sibilant:
            return group == .präsensIndikativ && person == .du ? shape : nil
        case .elOrEr:
            // -n for -en (wir sammeln) and -le for -ele (ich sammle, sammle!); du sammelst,
            // ihr sammelt follow the group's rule.
            switch group {
            case .präsensIndikativ: return [.ich, .wir, .sie, .formal].contains(person) ? shape : nil
            case .imperativ: return person == .ihr ? nil : shape
            default: return nil
            }
        case .plain: return nil
        }
    }

    /// An explanation from its parts.
    public init(rule: Rule, article: String) {
        self.rule = rule
        self.article = article
    }

    /// The article about a conjugationgroup: "preterite-indicative" for Präteritum Indikativ.
    public static func article(for group: Conjugationgroup) -> String {
        switch group {
        case .präsensIndikativ: return "present-indicative"
        case .präteritumIndikativ: return "preterite-indicative"
        case .präsensKonjunktivI: return "present-subjunctive-i"
        case .präteritumKonjunktivII: return "past-subjunctive-ii"
        case .imperativ: return "imperative"
        case .perfektpartizip: return "past-participle"
        case .präsenspartizip: return "present-participle"
        case .perfektIndikativ: return "perfect-indicative"
        case .perfektKonjunktivI: return "perfect-subjunctive-i"
        case .plusquamperfektIndikativ: return "pluperfect-indicative"
        case .plusquamperfektKonjunktivII: return "pluperfect-subjunctive-ii"
        case .futurIndikativ: return "future-indicative"
        case .futurKonjunktivI: return "future-subjunctive-i"
        case .futurKonjunktivII: return "future-subjunctive-ii"
        case .futurIIIndikativ: return "future-perfect-indicative"
        case .futurIIKonjunktivI: return "future-perfect-subjunctive-i"
        case .futurIIKonjunktivII: return "future-perfect-subjunctive-ii"
        default:
            // The passive groups and the infinitives have one article together.
            return "passive-and-subordinate-clause"
        }
    }
}
