// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import QuizKit

extension Explained {
    /// Practice's explanation of a wrong answer in the language of `l`, with the title of
    /// the article that covers its rule (the front end knows the titles).
    public init(_ explanation: Explanation, _ l: L, title: String) {
        self.init(sentence: explanation.sentence(l), article: explanation.article, title: title)
    }

    /// The line a terminal prints: the sentence and its pointer to the article, "See
    /// “Separable verbs” (konjugieren info separable-prefixes)."
    public func line(_ l: L) -> String {
        sentence + " " + l.explain.see(title, slug: article)
    }
}

extension Explanation {
    /// The rule as one sentence in the language of `l`: "ankommen is separable: in a main
    /// clause the particle an goes to the end (komme an)." The article is named by the
    /// front end, which knows the titles (`Explained.line(_:)`).
    public func sentence(_ l: L) -> String {
        let e = l.explain
        switch rule {
        case .alwaysReflexive(let verb, let example): return e.alwaysReflexive(verb, example: example)
        case .separable(let verb, let particle, let example): return e.separable(verb, particle: particle, example: example)
        case .separableParticiple(let verb, let particle, let example):
            return e.separableParticiple(verb, particle: particle, example: example)
        case .inseparable(let verb, let prefix, let example): return e.inseparable(verb, prefix: prefix, example: example)
        case .ieren(let verb, let example): return e.ieren(verb, example: example)
        case .auxiliarySein(let verb, let example): return e.auxiliarySein(verb, example: example)
        case .ablaut(let verb, let series, let example): return e.ablaut(verb, series: series, example: example)
        case .mixed(let verb, let example): return e.mixed(verb, example: example)
        case .irregular(let verb, let example): return e.irregular(verb, example: example)
        case .regularPresent(let verb, let elsewhere, let example):
            return e.regularPresent(verb, elsewhere: elsewhere, example: example)
        case .eInsertion(let verb, let example): return e.eInsertion(verb, example: example)
        case .sibilantDu(let verb, let example): return e.sibilantDu(verb, example: example)
        case .elOrEr(let verb, let example): return e.elOrEr(verb, example: example)
        case .group(let group) where group.rawValue.hasSuffix("Vorgangspassiv"):
            return e.vorgangspassiv(l.conjugationgroup.name(group.rawValue))
        case .group(let group) where group.rawValue.hasSuffix("Zustandspassiv"):
            return e.zustandspassiv(l.conjugationgroup.name(group.rawValue))
        case .group(let group): return e.group(group.rawValue)
        }
    }
}
