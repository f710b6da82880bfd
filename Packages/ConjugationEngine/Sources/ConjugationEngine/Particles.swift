/// Separable particles (stressed, split off in main clauses: "ich komme an").
/// Compound particles (heraus, voran, zurück) are one particle: "ich finde heraus".
let separableParticles: [String] = [
    "ab", "an", "auf", "aus", "bei", "da", "dabei", "dafür", "dagegen", "daher", "dahin", "daneben",
    "dar", "daran", "darauf", "davon", "dazu", "dazwischen", "drauf", "drein", "durch", "ein", "einher",
    "empor", "entgegen", "entlang", "entzwei", "fehl", "fern", "fest", "fort", "frei", "gegenüber",
    "gleich", "heim", "her", "herab", "heran", "herauf", "heraus", "herbei", "herein", "hernieder",
    "herüber", "herum", "herunter", "hervor", "herzu", "hin", "hinab", "hinan", "hinauf", "hinaus",
    "hinein", "hinter", "hinterher", "hinüber", "hinunter", "hinweg", "hinzu", "hoch", "inne", "kaputt",
    "kennen", "klar", "kund", "los", "mit", "nach", "nahe", "neben", "nieder", "offen", "preis",
    "rauf", "raus", "rein", "rüber", "rum", "runter", "satt", "schief", "statt", "teil", "tot", "um",
    "umher", "umhin", "unter", "voll", "vor", "voran", "voraus", "vorbei", "vorher", "vorüber", "vorweg",
    "weg", "weiter", "wieder", "zu", "zurecht", "zurück", "zusammen", "zuvor", "zwischen",
    "auseinander", "beiseite", "daheim", "hintan", "überein", "übrig", "wach", "warm", "gut", "schwarz",
    "gern", "lieb", "krank", "bekannt", "sicher", "hinterein", "abhanden", "allein", "zunichte",
]

/// Inseparable prefixes (unstressed, never split, no ge- in the participle: "verstanden").
let inseparablePrefixes: [String] = ["be", "emp", "ent", "er", "ge", "miss", "ver", "zer"]

/// Particles that are separable in some verbs and inseparable in others
/// (übersetzen: "setze über" / "übersetze"). Without a lexicon entry the engine uses
/// the reading that is more common for the particle.
let ambiguousDefaultInseparable: Set<String> = ["über", "unter", "hinter", "wider", "voll"]
let ambiguousDefaultSeparable: Set<String> = ["um", "durch", "wieder"]

/// Sorted longest first so that "heraus" wins over "her".
let particlesLongestFirst: [String] = {
    var all = Set(separableParticles)
    all.formUnion(ambiguousDefaultInseparable)
    all.formUnion(ambiguousDefaultSeparable)
    all.insert("wider")
    return all.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
}()
