import ConjugationEngine
import Localization
import RichText
import Terminal
import VerbData

/// Renders a verb's paradigm as a readable table: gloss, family and auxiliary on top,
/// then each conjugationgroup with its persons, irregular letters highlighted.
struct VerbView {
    var color: Bool
    var width: Int
    var englishNames: Bool = false
    var thirdPerson: String = "er/sie/es"
    var clause: Clause = .main
    /// A verb this one governs as a bare infinitive (können with singen: "kann singen",
    /// "habe singen können"); its forms then show the whole verb cluster.
    var governed: Verb?
    var l = L(.en)

    func render(_ verb: Verb, entry: Lexicon.Entry?, otherMeanings: [Lexicon.Entry] = [],
                groups: [Conjugationgroup] = Conjugationgroup.active) -> String {
        var lines: [String] = []
        var title = (verb.isReflexive ? "sich " : "") + verb.infinitive
        if let governed { title = (governed.isReflexive ? "sich " : "") + governed.infinitive + " " + verb.infinitive }
        var head = bold(title)
        if let gloss = entry?.gloss { head += " — " + gloss }
        lines.append(head)
        var facts: [String] = []
        var family = l.verb.family + ": " + l.family.name(verb.family.rawValue)
        // "strong i-a-u", as `verbs` lists it.
        if let series = verb.ablautSeries { family += " " + series.replacingOccurrences(of: " – ", with: "-") }
        facts.append(family)
        facts.append(l.verb.auxiliary + ": " + verb.auxiliaries.map(\.rawValue).joined(separator: "/"))
        if verb.isSeparable || verb.structure.inseparable != nil { facts.append(l.verb.structure + ": " + verb.structure.notation) }
        if let rank = entry?.rank { facts.append(l.verb.frequencyRank + ": " + l.grouped(rank)) }
        if !verb.isKnown { facts.append(l.verb.byRule) }
        // On two lines when one does not fit (ankommen: family, auxiliary, structure, rank).
        lines += DisplayWidth.joinFitting(facts, width: width, separator: "   ").map(dim)
        if !otherMeanings.isEmpty {
            let others = otherMeanings.enumerated().map {
                "\($0.offset + 2). \($0.element.gloss) (\(l.family.name($0.element.family.rawValue)))"
            }
            lines.append(dim(l.verb.otherMeanings + ": " + others.joined(separator: "; ") + " — " + l.verb.chooseMeaning))
        }
        lines.append("")

        let blocks: [[String]] = groups.compactMap { block(verb, $0) }
        // regnen --voice passive or all: say once why the passive groups are absent. With
        // --with, the governed verb decides (kommen können: kommen has none, not können).
        var noPassive: String?
        if groups.contains(where: { $0.voice != .active }) {
            let decider = governed ?? verb
            if let reason = decider.passiveAbsence {
                noPassive = l.verb.noPassive((decider.isReflexive ? "sich " : "") + decider.infinitive,
                                             reason: reason.rawValue,
                                             participle: decider.form(.perfektpartizip, nil).text)
                    .map { WordWrap.block($0, width: width) }
            }
        }
        if blocks.isEmpty {
            lines.append(noPassive ?? l.verb.noForms(title))
            return lines.joined(separator: "\n")
        }
        let blockWidth = blocks.flatMap { $0 }.map(DisplayWidth.of).max() ?? 20
        let columns = max(1, min(3, (width + 2) / (blockWidth + 3)))
        lines += BlockGrid.lay(blocks, perRow: columns) { cell, last in
            last ? cell : cell + String(repeating: " ", count: blockWidth + 3 - DisplayWidth.of(cell))
        }
        while lines.last == "" { lines.removeLast() }
        if let noPassive { lines += ["", noPassive] }
        return lines.joined(separator: "\n")
    }

    private func block(_ verb: Verb, _ group: Conjugationgroup) -> [String]? {
        let persons = group.persons
        // The Imperativ as it is said (waschen wir uns!); the rest in the clause's order.
        let forms: [Form]
        if let governed {
            // Only the finite active groups form a verb cluster (kann singen, habe singen können).
            forms = persons.map { verb.form(group, $0, governing: governed, clause: clause) }
            guard forms.contains(where: \.exists) else { return nil }
        } else {
            forms = group == .imperativ
                ? (verb.hasImperativ ? persons.map { verb.spokenImperative($0 ?? .du) } : [])
                : verb.forms(group, clause: clause)
        }
        guard !forms.isEmpty else { return nil }
        var out = [bold(l.conjugationgroup.name(group.rawValue, naming: englishNames ? .en : .de))]
        // The impersonal passive has no subject but es: "es wird getanzt" ("dass getanzt wird").
        let third = Person.impersonalLabel(group, forms, clause: clause) ?? thirdPerson
        let labelWidth = zip(persons, forms).compactMap { p, f in f.exists ? p?.pronoun(thirdPerson: third).count : nil }.max() ?? 0
        for (person, form) in zip(persons, forms) where form.exists {
            var line = ""
            // No label and no indent where the impersonal passive has no subject ("(dass)
            // getanzt wird").
            if let person, case let p = person.pronoun(thirdPerson: third), !p.isEmpty {
                // "kommen wir an!" says its pronoun: an empty label keeps the forms in line.
                let said = group == .imperativ && governed == nil && person.isNamedInSpokenImperative
                line += (said ? "" : p) + String(repeating: " ", count: labelWidth - (said ? 0 : p.count) + 1)
            }
            line += highlighted(form)
            if form.variants.count > 1 {
                // Each variant with its own marks: "backte (bUk)", "wärest (wÄrst)".
                line += dim(" (") + form.otherVariants.map(dimHighlighted).joined(separator: dim(", ")) + dim(")")
            }
            out.append(line)
        }
        return out
    }

    /// The form with its irregular letters in bold red, or in capitals without colour
    /// ("sAng"), so that the marks survive a pipe and --no-color.
    func highlighted(_ form: Form) -> String {
        guard color else { return form.marked }
        var s = ""
        for run in form.runs {
            s += run.irregular ? ANSI.boldRed + run.text + ANSI.reset : String(run.text)
        }
        return s
    }

    /// A variant beside the preferred form: dim, its irregular letters still bold red
    /// ("bUk" in capitals without colour).
    func dimHighlighted(_ form: Form) -> String {
        guard color else { return form.marked }
        var s = ""
        for run in form.runs {
            s += (run.irregular ? ANSI.boldRed : ANSI.dim) + run.text + ANSI.reset
        }
        return s
    }

    private func bold(_ s: String) -> String { color ? ANSI.bold + s + ANSI.reset : s }
    private func dim(_ s: String) -> String { color ? ANSI.dim + s + ANSI.reset : s }
}
