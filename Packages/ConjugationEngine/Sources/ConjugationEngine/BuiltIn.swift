/// The verbs whose paradigms no rule predicts, built into the engine because every
/// compound tense needs them (sein, haben, werden) or because they are a closed class
/// (the modals, wissen, tun).
enum BuiltIn {
    static func forms(_ infinitive: String) -> SimpleForms? {
        switch infinitive {
        case "sein":
            return SimpleForms(
                präsens: rows("bin bist ist sind seid sind"),
                präteritum: rows("war warst war waren wart waren"),
                konjunktivI: [["sei"], ["seist", "seiest"], ["sei"], ["seien"], ["seiet"], ["seien"]],
                konjunktivII: [["wäre"], ["wärest", "wärst"], ["wäre"], ["wären"], ["wäret", "wärt"], ["wären"]],
                imperativ: rows("sei seien seid seien"),
                perfektpartizip: ["gewesen"], präsenspartizip: "seiend", infinitive: "sein")
        case "haben":
            return SimpleForms(
                präsens: rows("habe hast hat haben habt haben"),
                präteritum: rows("hatte hattest hatte hatten hattet hatten"),
                konjunktivI: rows("habe habest habe haben habet haben"),
                konjunktivII: rows("hätte hättest hätte hätten hättet hätten"),
                imperativ: [["hab", "habe"], ["haben"], ["habt"], ["haben"]],
                perfektpartizip: ["gehabt"], präsenspartizip: "habend", infinitive: "haben")
        case "werden":
            return SimpleForms(
                präsens: rows("werde wirst wird werden werdet werden"),
                präteritum: [["wurde", "ward"], ["wurdest"], ["wurde", "ward"], ["wurden"], ["wurdet"], ["wurden"]],
                konjunktivI: rows("werde werdest werde werden werdet werden"),
                konjunktivII: rows("würde würdest würde würden würdet würden"),
                imperativ: rows("werde werden werdet werden"),
                perfektpartizip: ["geworden"], präsenspartizip: "werdend", infinitive: "werden")
        case "tun":
            return SimpleForms(
                präsens: rows("tue tust tut tun tut tun"),
                präteritum: rows("tat tatest tat taten tatet taten"),
                konjunktivI: rows("tue tuest tue tuen tuet tuen"),
                konjunktivII: rows("täte tätest täte täten tätet täten"),
                imperativ: [["tu", "tue"], ["tun"], ["tut"], ["tun"]],
                perfektpartizip: ["getan"], präsenspartizip: "tuend", infinitive: "tun")
        case "wissen":
            return SimpleForms(
                präsens: rows("weiß weißt weiß wissen wisst wissen"),
                präteritum: pastRows("wusste"),
                konjunktivI: rows("wisse wissest wisse wissen wisset wissen"),
                konjunktivII: pastRows("wüsste"),
                imperativ: rows("wisse wissen wisst wissen"),
                perfektpartizip: ["gewusst"], präsenspartizip: "wissend", infinitive: "wissen")
        case "können": return modal("können", singular: "kann", past: "konnte", konjII: "könnte", participle: "gekonnt")
        case "dürfen": return modal("dürfen", singular: "darf", past: "durfte", konjII: "dürfte", participle: "gedurft")
        case "mögen": return modal("mögen", singular: "mag", past: "mochte", konjII: "möchte", participle: "gemocht")
        case "müssen": return modal("müssen", singular: "muss", past: "musste", konjII: "müsste", participle: "gemusst")
        case "sollen": return modal("sollen", singular: "soll", past: "sollte", konjII: "sollte", participle: "gesollt")
        case "wollen": return modal("wollen", singular: "will", past: "wollte", konjII: "wollte", participle: "gewollt")
        case "möchten":
            // möchten is mögen's Konjunktiv II used as a verb of its own: ich möchte, er
            // möchte (no -t); its past is mögen's (mochte), its participle gemocht.
            let möchte = pastRows("möchte")
            return SimpleForms(
                präsens: möchte, präteritum: pastRows("mochte"), konjunktivI: möchte, konjunktivII: möchte,
                imperativ: [[], [], [], []], perfektpartizip: ["gemocht"], präsenspartizip: "möchtend",
                infinitive: "möchten")
        default: return nil
        }
    }

    /// The forms whose every letter is marked: sein's Präsens Indikativ outside the ihr
    /// form shares no stem with its infinitive's sei- (bin and bist come from another root,
    /// that of English "be"; ist and sind from older forms of sein's own), so no part of
    /// them follows a pattern a learner could apply: BIN, BIST, IST, SIND, learned by heart.
    /// seid keeps sei- and is marked by the vowel rule (not at all); war-, wär- and wes- are
    /// replaced stems with regular endings (WARst, WÄRe, geWESen).
    static func suppletive(_ base: String, _ group: Conjugationgroup) -> Set<String> {
        base == "sein" && group == .präsensIndikativ ? ["bin", "bist", "ist", "sind"] : []
    }

    static let names: Set<String> = ["sein", "haben", "werden", "tun", "wissen", "können", "dürfen", "mögen", "müssen", "sollen", "wollen", "möchten"]
    static let modals: Set<String> = ["können", "dürfen", "mögen", "müssen", "sollen", "wollen", "möchten"]

    static func auxiliary(_ infinitive: String) -> Auxiliary {
        infinitive == "sein" || infinitive == "werden" ? .sein : .haben
    }

    private static func rows(_ s: String) -> [[String]] {
        s.split(separator: " ").map { [String($0)] }
    }

    private static func pastRows(_ form: String) -> [[String]] {
        [[form], [form + "st"], [form], [form + "n"], [form + "t"], [form + "n"]]
    }

    /// Modal verbs: ich kann, du kannst, er kann (no -t), Plural from the infinitive stem.
    private static func modal(_ inf: String, singular: String, past: String, konjII: String, participle: String) -> SimpleForms {
        let stem = String(inf.dropLast(2))
        let du = singular.hasSuffix("ss") ? singular + "t" : singular + "st"
        return SimpleForms(
            präsens: [[singular], [du], [singular], [inf], [stem + "t"], [inf]],
            präteritum: pastRows(past),
            konjunktivI: [[stem + "e"], [stem + "est"], [stem + "e"], [inf], [stem + "et"], [inf]],
            konjunktivII: pastRows(konjII),
            // Modal verbs have no Imperativ: one cannot order someone to be able to.
            imperativ: [[], [], [], []],
            perfektpartizip: [participle], präsenspartizip: inf + "d", infinitive: inf)
    }
}
