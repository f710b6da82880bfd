import ConjugationEngine
import VerbData

/// The JSON Lines contract of DESIGN.md, written by hand: one object per verb, forms
/// keyed by slot id, a person-slot being a string or a list of variants (preferred first).
enum JSONLine {
    static func verb(_ verb: Verb, entry: Lexicon.Entry?, meanings: Int, groups: [Conjugationgroup]) -> String {
        var s = "{\"infinitive\":"
        s += quote((verb.isReflexive ? "sich " : "") + verb.infinitive)
        s += ",\"auxiliary\":" + quote(verb.auxiliaries[0].rawValue)
        s += ",\"auxiliaries\":[" + verb.auxiliaries.map { quote($0.rawValue) }.joined(separator: ",") + "]"
        s += ",\"known\":" + (verb.isKnown ? "true" : "false")
        s += ",\"family\":" + quote(verb.family.rawValue)
        s += ",\"structure\":" + quote(verb.structure.notation)
        if let entry {
            s += ",\"gloss\":" + quote(entry.gloss)
            s += ",\"rank\":\(entry.rank)"
        }
        if meanings > 1 { s += ",\"meanings\":\(meanings)" }
        s += ",\"forms\":{"
        var first = true
        for group in groups {
            guard group != .imperativ || verb.hasImperativ else { continue }
            if !first { s += "," }
            first = false
            s += quote(group.rawValue) + ":["
            var firstPerson = true
            for person in group.persons {
                if !firstPerson { s += "," }
                firstPerson = false
                let variants = verb.variants(group, person)
                if variants.isEmpty {
                    s += "null"
                } else if variants.count == 1 {
                    s += quote(variants[0])
                } else {
                    s += "[" + variants.map(quote).joined(separator: ",") + "]"
                }
            }
            s += "]"
        }
        s += "}}"
        return s
    }

    static func error(input: String, message: String) -> String {
        "{\"infinitive\":" + quote(input) + ",\"error\":" + quote(message) + "}"
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 || u.value == 0x7F {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
