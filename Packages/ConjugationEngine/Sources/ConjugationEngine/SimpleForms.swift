/// The simple (one-word) forms of a verb without its separable particles: the four
/// finite tenses, the Imperativ, both participles and the infinitive. Every slot is a
/// list of accepted variants, preferred first. Compound tenses and particles are
/// added by `Verb`.
struct SimpleForms: Sendable, Hashable {
    var präsens: [[String]]
    var präteritum: [[String]]
    var konjunktivI: [[String]]
    var konjunktivII: [[String]]
    /// du, wir, ihr, Sie; empty for verbs without an Imperativ (the modals).
    var imperativ: [[String]]
    var perfektpartizip: [String]
    var präsenspartizip: String
    var infinitive: String

    /// Prepends an inseparable prefix to every form (ver + stehen → verstehe, verstanden).
    /// The participle loses its ge-: gestanden → verstanden.
    func prefixed(_ prefix: String, baseInfinitive: String) -> SimpleForms {
        func p(_ rows: [[String]]) -> [[String]] { rows.map { $0.map { prefix + $0 } } }
        var imperativ = p(imperativ)
        // The short Imperativ (komm) belongs to the bare verb; with a prefix the -e form
        // leads: bekomme, verlasse.
        if let du = imperativ.first, du.count == 2, du[1] == du[0] + "e" {
            imperativ[0] = [du[1], du[0]]
        }
        return SimpleForms(
            präsens: p(präsens), präteritum: p(präteritum), konjunktivI: p(konjunktivI),
            konjunktivII: p(konjunktivII), imperativ: imperativ,
            perfektpartizip: perfektpartizip.map { prefix + SimpleForms.droppingGe($0, of: baseInfinitive) },
            präsenspartizip: prefix + präsenspartizip, infinitive: prefix + infinitive)
    }

    /// Writes a fused head in front of every form, the participle keeping its ge-
    /// behind it: not + landete → notlandete, not + gelandet → notgelandet.
    func fused(_ head: String) -> SimpleForms {
        func p(_ rows: [[String]]) -> [[String]] { rows.map { $0.map { head + $0 } } }
        return SimpleForms(
            präsens: p(präsens), präteritum: p(präteritum), konjunktivI: p(konjunktivI),
            konjunktivII: p(konjunktivII), imperativ: p(imperativ),
            perfektpartizip: perfektpartizip.map { head + $0 },
            präsenspartizip: head + präsenspartizip, infinitive: head + infinitive)
    }

    /// gegangen → gangen, gefallen → fallen; but genesen (from genesen) keeps its ge-:
    /// where the infinitive begins with ge- and the participle is no longer than it, that
    /// ge- is the verb's own prefix (genesen, gewonnen, geschehen).
    static func droppingGe(_ participle: String, of infinitive: String) -> String {
        guard participle.hasPrefix("ge") else { return participle }
        if infinitive.hasPrefix("ge") && participle.count <= infinitive.count { return participle }
        // gegessen: essen's ge- brings a g of its own (überessen, not übergessen).
        if participle.hasPrefix("geg") && !infinitive.hasPrefix("g") { return String(participle.dropFirst(3)) }
        return String(participle.dropFirst(2))
    }
}

/// The shape of a stem, which decides the endings (all rules of the regular paradigm).
struct Stem: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case en, n, eln, ern }
    let infinitive: String
    /// The infinitive without -en/-n: sing, wander, sammel, tu.
    let stem: String
    let kind: Kind
    /// e between stem and ending: after -t/-d (arbeitest) and after a consonant + m/n
    /// (atmest, rechnest), but not after l, r, h or a double m/n (lernst, filmst, wohnst, kämmst).
    let eInsertion: Bool
    /// Stems in s, ß, x, z: du reist, heißt, boxt, sitzt (no second s).
    let sibilant: Bool

    init(_ infinitive: String) {
        self.infinitive = infinitive
        // The last six letters, newest first (c[0] is the final n); input is composed, so a
        // letter is one scalar.
        var c: [Character] = []
        c.reserveCapacity(6)
        for scalar in infinitive.unicodeScalars.reversed() {
            c.append(Character(scalar))
            if c.count == 6 { break }
        }
        while c.count < 6 { c.append(" ") }
        let n = infinitive.unicodeScalars.count
        let drop: Int
        if n > 4 && c[0] == "n" && c[1] == "l" && c[2] == "e" && !Stem.isVowel(c[3]) {
            kind = .eln
            drop = 1
        } else if n > 4 && c[0] == "n" && c[1] == "r" && c[2] == "e" && !Stem.isVowel(c[3]) {
            kind = .ern
            drop = 1
        } else if n >= 4 && c[0] == "n" && c[1] == "e" && c[2] == "i" && !Stem.isVowel(c[3]) {
            // knien is knie + n: ich knie, du kniest, gekniet; but schanghaien and
            // prophezeien end in a diphthong + en (schanghait).
            kind = .n
            drop = 1
        } else if n >= 3 && c[0] == "n" && c[1] == "e" {
            kind = .en
            drop = 2
        } else {
            kind = .n
            drop = n > 0 ? 1 : 0
        }
        // The dropped letters are ASCII, so the stem ends `drop` bytes earlier.
        let utf8 = infinitive.utf8
        stem = String(infinitive[..<utf8.index(utf8.endIndex, offsetBy: -drop)])
        let stemCount = n - drop
        var insert = false
        var sib = false
        if (kind == .en || kind == .n) && stemCount > 0 {
            let last = c[drop]
            if last == "t" || last == "d" {
                insert = true
            } else if (last == "m" || last == "n") && stemCount >= 2 {
                let prev = c[drop + 1]
                // A double m/n (kämmst, nennst) takes no e; m before n does (vervollkommnest).
                if Stem.isVowel(prev) || prev == "l" || prev == "r" || prev == last {
                    insert = false
                } else if prev == "h" {
                    insert = stemCount >= 3 && c[drop + 2] == "c"
                } else {
                    insert = true
                }
            }
            sib = last == "s" || last == "ß" || last == "x" || last == "z"
        }
        eInsertion = insert
        sibilant = sib
    }

    /// One vowel, then a doubled consonant: komm, lass, schwimm.
    var isShortMonosyllable: Bool {
        let chars = Array(stem)
        guard chars.count >= 3 else { return false }
        let vowels = chars.indices.filter { Stem.isVowel(chars[$0]) }
        guard let v = vowels.first, vowels.count == 1 else { return false }
        let n = chars.count
        return v == n - 3 && chars[n - 1] == chars[n - 2]
    }

    static func isVowel(_ c: Character) -> Bool {
        switch c {
        case "a", "e", "i", "o", "u", "ä", "ö", "ü", "y": return true
        default: return false
        }
    }

    /// The ending after this stem for an ending that begins with s or t.
    func st() -> String { eInsertion ? "est" : (sibilant ? "t" : "st") }
    func t() -> String { eInsertion ? "et" : "t" }
    func te() -> String { eInsertion ? "ete" : "te" }
    /// The form the infinitive, wir and sie share: singen, wandern, tun.
    var plural: String { infinitive }
}

extension SimpleForms {
    /// The regular (weak) paradigm: lernen, lernte, gelernt.
    static func weak(_ s: Stem, ge: Bool) -> SimpleForms {
        let st = s.stem
        let präsens: [[String]]
        let konjI: [[String]]
        let imperativDu: [String]
        switch s.kind {
        case .eln:
            // sammeln: ich sammle (sammele), Imperativ sammle
            let short = String(st.dropLast(2)) + "l"
            präsens = [[short + "e", st + "e"], [st + "st"], [st + "t"], [s.plural], [st + "t"], [s.plural]]
            konjI = [[short + "e", st + "e"], [st + "st", short + "est"], [short + "e", st + "e"], [s.plural], [st + "t", short + "et"], [s.plural]]
            imperativDu = [short + "e", st + "e", st]
        case .ern:
            // wandern: ich wandere (wandre)
            let short = String(st.dropLast(2)) + "r"
            präsens = [[st + "e", short + "e"], [st + "st"], [st + "t"], [s.plural], [st + "t"], [s.plural]]
            konjI = [[st + "e", short + "e"], [st + "st", st + "est"], [st + "e", short + "e"], [s.plural], [st + "t", st + "et"], [s.plural]]
            imperativDu = [st + "e", short + "e", st]
        case .en, .n:
            // A stem ending in e (knie) takes no second e: ich knie, du kniest (Konjunktiv I).
            let e = st.hasSuffix("e") ? "" : "e"
            präsens = [[st + e], [st + s.st()], [st + s.t()], [s.plural], [st + s.t()], [s.plural]]
            konjI = [[st + e], [st + e + "st"], [st + e], [s.plural], [st + e + "t"], [s.plural]]
            // The du-Imperativ keeps its -e where the stem needs it (arbeite, atme) and
            // prefers it elsewhere (zeige, informiere), with the short form as a variant.
            imperativDu = s.eInsertion || e.isEmpty ? [st + e] : [st + "e", st]
        }
        let te = st + s.te()
        let präteritum: [[String]] = [[te], [te + "st"], [te], [te + "n"], [te + "t"], [te + "n"]]
        // A hyphenated stem keeps its hyphen after ge- too: ge-e-mailt.
        let partizip = (ge ? (st.contains("-") ? "ge-" : "ge") : "") + st + s.t()
        return SimpleForms(
            präsens: präsens, präteritum: präteritum, konjunktivI: konjI, konjunktivII: präteritum,
            imperativ: [imperativDu, [s.plural], präsens[4], [s.plural]],
            perfektpartizip: [partizip], präsenspartizip: s.infinitive + "d", infinitive: s.infinitive)
    }

    /// A strong or mixed verb from its principal parts: the Präsens, Konjunktiv I and
    /// Imperativ plural follow the regular rules; the rest comes from the parts.
    static func fromPrincipalParts(_ p: PrincipalParts) -> SimpleForms {
        let s = Stem(p.infinitive)
        let regular = weak(s, ge: true)
        var präsens = regular.präsens
        if !p.präsens.isEmpty {
            // An empty alternative stands for the regular form (backen: backst, bäckst).
            präsens[1] = unique(p.präsens.map { $0.du.isEmpty ? regular.präsens[1][0] : $0.du })
            präsens[2] = unique(p.präsens.map { $0.er.isEmpty ? regular.präsens[2][0] : $0.er })
        }
        var präteritum: [[String]] = Array(repeating: [], count: 6)
        for form in p.präteritum {
            let rows = finitePast(form)
            for i in 0..<6 { präteritum[i].append(contentsOf: rows[i]) }
        }
        var konjII: [[String]] = Array(repeating: [], count: 6)
        for form in p.konjunktivII {
            let base = form.hasSuffix("e") ? String(form.dropLast()) : form
            let rows = [[base + "e"], [base + "est"], [base + "e"], [base + "en"], [base + "et"], [base + "en"]]
            for i in 0..<6 { konjII[i].append(contentsOf: rows[i]) }
        }
        präteritum = präteritum.map(unique)
        konjII = konjII.map(unique)
        var imperativ = regular.imperativ
        if !p.imperativ.isEmpty {
            imperativ[0] = unique(p.imperativ.flatMap { $0.isEmpty ? regular.imperativ[0] : [$0] })
        } else if !s.eInsertion && s.kind == .en && s.isShortMonosyllable {
            // komm, lass, schwimm: a short stem vowel before a double consonant drops the -e.
            imperativ[0] = [s.stem, s.stem + "e"]
        }
        return SimpleForms(
            präsens: präsens, präteritum: präteritum, konjunktivI: regular.konjunktivI,
            konjunktivII: konjII, imperativ: imperativ, perfektpartizip: p.perfektpartizip,
            präsenspartizip: regular.präsenspartizip, infinitive: p.infinitive)
    }

    /// Präteritum rows from the 1st/3rd singular: "sang" (strong endings) or "brachte" (weak endings).
    static func finitePast(_ form: String) -> [[String]] {
        if form.hasSuffix("te") {
            return [[form], [form + "st"], [form], [form + "n"], [form + "t"], [form + "n"]]
        }
        let last = form.last ?? "a"
        let dental = last == "t" || last == "d"
        let sibilant = last == "s" || last == "ß" || last == "x" || last == "z"
        let du: String = dental || sibilant ? form + "est" : form + "st"
        let ihr: String = dental ? form + "et" : form + "t"
        let plural: String = form.hasSuffix("e") ? form + "n" : form + "en"
        // Stems ending in a vowel + e (schrie) take -n: schrien.
        return [[form], [du], [form], [plural], [ihr], [plural]]
    }
}

func unique(_ xs: [String]) -> [String] {
    var out: [String] = []
    out.reserveCapacity(xs.count)
    for x in xs where !out.contains(x) { out.append(x) }
    return out
}
