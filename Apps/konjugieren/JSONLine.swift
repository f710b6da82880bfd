#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConjugationEngine
import VerbData

/// The JSON Lines contract of DESIGN.md, written as bytes: one object per verb, forms
/// keyed by slot id, a person-slot being a string or a list of variants (preferred first).
struct JSONLine {
    private(set) var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(8192) }

    /// One verb. `askedReflexive` says whether the input said "sich": the forms of an
    /// always-reflexive verb asked for bare (bedanken) stay pronoun-free, as the contract
    /// keys them, and its forms with the pronoun follow under `reflexiveForms`.
    mutating func verb(_ verb: Verb, entry: Lexicon.Entry?, meanings: Int, groups: [Conjugationgroup],
                       askedReflexive: Bool = false, clause: Clause = .main) {
        raw("{\"infinitive\":")
        quote(askedReflexive ? "sich " + verb.infinitive : verb.infinitive)
        raw(",\"auxiliary\":")
        quote(verb.auxiliaries[0].rawValue)
        raw(",\"auxiliaries\":[")
        for (k, a) in verb.auxiliaries.enumerated() {
            if k > 0 { raw(",") }
            quote(a.rawValue)
        }
        raw(verb.isKnown ? "],\"known\":true,\"family\":" : "],\"known\":false,\"family\":")
        quote(verb.family.rawValue)
        raw(",\"structure\":")
        quote(verb.structure.notation)
        if let entry {
            raw(",\"gloss\":")
            quote(entry.gloss)
            raw(",\"rank\":")
            raw(String(entry.rank))
        }
        if meanings > 1 {
            raw(",\"meanings\":")
            raw(String(meanings))
        }
        if verb.isAlwaysReflexive {
            raw(",\"reflexive\":\"always\"")
        } else if entry?.isReflexive == true {
            raw(",\"reflexive\":\"optional\"")
        }
        let bare = verb.isAlwaysReflexive && !askedReflexive
        raw(",\"forms\":")
        forms(bare ? verb.reflexive(false) : verb, groups: groups, clause: clause)
        if bare {
            raw(",\"reflexiveForms\":")
            forms(verb, groups: groups, clause: clause)
        }
        raw("}\n")
    }

    /// The forms object: slot id to person-slots; `null` for a form or a whole group
    /// the verb lacks (the modal verbs have no Imperativ, haben no passive).
    private mutating func forms(_ verb: Verb, groups: [Conjugationgroup], clause: Clause) {
        raw("{")
        var first = true
        for group in groups {
            if !first { raw(",") }
            first = false
            quote(group.rawValue)
            guard verb.hasGroup(group) else {
                raw(":null")
                continue
            }
            raw(":[")
            for (k, person) in group.persons.enumerated() {
                if k > 0 { raw(",") }
                let variants = verb.variants(group, person, clause: clause)
                if variants.isEmpty {
                    raw("null")
                } else if variants.count == 1 {
                    quote(variants[0])
                } else {
                    raw("[")
                    for (v, text) in variants.enumerated() {
                        if v > 0 { raw(",") }
                        quote(text)
                    }
                    raw("]")
                }
            }
            raw("]")
        }
        raw("}")
    }

    mutating func error(input: String, message: String) {
        raw("{\"infinitive\":")
        quote(input)
        raw(",\"error\":")
        quote(message)
        raw("}\n")
    }

    /// Appends JSON text as is: punctuation, numbers, literals.
    mutating func raw(_ s: String) {
        bytes.append(contentsOf: s.utf8)
    }

    /// A JSON string: quotes, backslashes and control characters escaped, UTF-8 kept.
    mutating func quote(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        for b in s.utf8 {
            switch b {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
            case 0..<0x20, 0x7F:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(hex[Int(b >> 4)])
                bytes.append(hex[Int(b & 0xF)])
            default: bytes.append(b)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes the buffered lines to standard output and empties the buffer.
    mutating func flush() {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { p in
            guard var base = p.baseAddress else { return }
            var left = p.count
            while left > 0 {
                let n = write(STDOUT_FILENO, base, left)
                if n <= 0 { if errno == EINTR { continue } else { return } }
                base += n
                left -= n
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }

    /// One line as a String (for tests and callers that print themselves).
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
