/// Separable particles (stressed, split off in main clauses: "ich komme an").
/// Compound particles (heraus, voran, zurück) are one particle: "ich finde heraus".
let separableParticles: [String] = [
    "ab", "an", "auf", "aus", "bei", "da", "dabei", "dafür", "dagegen", "daher", "dahin", "daneben",
    "dar", "daran", "darauf", "davon", "dazu", "dazwischen", "drauf", "drein", "durch", "ein", "einher",
    "empor", "entgegen", "entlang", "entzwei", "fest", "fort", "frei", "heim", "her", "herab", "heran",
    "herauf", "heraus", "herbei", "herein", "hernieder", "herüber", "herum", "herunter", "hervor", "herzu",
    "hin", "hinab", "hinan", "hinauf", "hinaus", "hinein", "hinterher", "hinüber", "hinunter", "hinweg",
    "hinzu", "hoch", "los", "mit", "nach", "nieder", "rauf", "raus", "rein", "rüber", "rum", "runter",
    "umher", "umhin", "vor", "voran", "voraus", "vorbei", "vorher", "vorüber", "vorweg", "weg", "weiter",
    "zu", "zurecht", "zurück", "zusammen", "zuvor", "auseinander", "überein", "gegenüber", "daheim",
    "abwärts", "aufwärts", "vorwärts", "rückwärts", "seitwärts", "heimwärts", "zugute", "drum",
    "drumherum", "vornüber", "obendrauf", "obenauf", "hintenüber",
    "aneinander", "aufeinander", "beieinander", "durcheinander", "gegeneinander", "hintereinander",
    "ineinander", "miteinander", "nebeneinander", "übereinander", "untereinander", "voneinander",
    "zueinander",
]

/// Adjectives, nouns and adverbs that act as separable particles of some verbs
/// (bereithalten, stillstehen, teilnehmen, kennenlernen). Recognised only in front of a
/// verb the engine knows: as a guess they would split too many simple verbs (reinigen).
let lexicalParticles: [String] = [
    "abhanden", "acht", "allein", "beiseite", "bekannt", "bereit", "blank", "bloß", "brach", "breit",
    "dicht", "drauflos", "drin", "drüber", "drunter", "eis", "fehl", "feil", "fein", "fern", "fertig",
    "flach", "fremd", "gefangen", "gering", "gern", "gesund", "glatt", "gleich", "groß", "gut", "hart",
    "haus", "heilig", "hinterein", "hohn", "inne", "irre", "kalt", "kaputt", "kennen", "klar", "klein",
    "knapp", "kopf", "krank", "kund", "kurz", "lahm", "lang", "leer", "leicht", "leid", "lieb", "maß",
    "nahe", "neu", "not", "offen", "platt", "preis", "probe", "quer", "rad", "recht", "richtig", "rot",
    "ruhig", "satt", "sauber", "scharf", "schief", "schlapp", "schlecht", "schön", "schwach", "schwarz",
    "schwer", "selig", "sicher", "ski", "spazieren", "stand", "stark", "statt", "steif", "still", "stramm",
    "teil", "tief", "tot", "trocken", "übel", "übrig", "wach", "wahr", "warm", "weich", "weis", "weit",
    "wett", "wohl", "wund", "wunder", "zufrieden", "zunichte", "zwischen", "neben",
    "ernst", "geheim", "heiß", "weiß", "kahl", "pleite", "gerade", "locker", "hops",
    // Resultative adjectives and adverbs before a known verb: blau|machen, kehrt|machen,
    // dran|bleiben, hintan|stellen, besser|stellen.
    "blau", "kehrt", "dran", "ran", "hintan", "besser", "wichtig", "falsch", "madig", "mies",
    "rund", "matt", "nackt", "dünn", "dick", "nass", "grün", "hinterher", "zugrunde", "zustande",
    "instand", "vonstatten", "mal", "frisch", "sein", "stiften", "schlafen", "lernen", "irr",
    // Infinitives that act as particles: stehen|bleiben, fallen|lassen, spazieren|gehen.
    "stehen", "liegen", "hängen", "stecken", "sitzen", "kleben", "hocken", "haften", "bleiben",
    "fallen", "gehen", "laufen", "sausen", "ruhen", "blicken", "lieben",
]

/// Inseparable prefixes (unstressed, never split, no ge- in the participle: "verstanden").
let inseparablePrefixes: [String] = ["be", "emp", "ent", "er", "ge", "miss", "ver", "zer"]

/// Particles that are separable in some verbs and inseparable in others
/// (übersetzen: "setze über" / "übersetze"). Without a lexicon entry the engine uses
/// the reading that is more common for the particle.
let ambiguousDefaultInseparable: Set<String> = ["über", "unter", "hinter", "wider"]
/// voll is inseparable only in a few old verbs the lexicon lists (vollenden, vollziehen,
/// vollbringen); new ones are separable: volllaufen, vollmachen, vollpumpen.
let ambiguousDefaultSeparable: Set<String> = ["um", "durch", "wieder", "voll"]

/// The particles recognised in unknown verbs, longest first so that "heraus" wins over "her".
let particlesLongestFirst: [String] = longestFirst(Set(separableParticles)
    .union(ambiguousDefaultInseparable).union(ambiguousDefaultSeparable))

/// Adjectives, adverbs and infinitives that, as the first part of a verb no list
/// contains, are particles before any plausible verb, not only a known one: they begin
/// no simple verb (hintan|stellen, blau|machen, kehrt|machen, kaputt|gehen).
let analysisHeads: [String] = [
    "hintan", "kehrt", "blau", "dran", "drin", "irre", "wichtig", "falsch", "besser", "schlecht",
    "sauber", "gesund", "kaputt", "fertig", "bereit", "zugrunde", "zustande", "instand", "vonstatten",
    "abhanden", "beiseite", "spazieren", "kennen", "stehen", "liegen", "hängen", "stecken", "sitzen",
    "bleiben", "fallen", "platt", "klein", "flach",
]

/// The particles stripped from a verb no list contains, longest first.
let analysisParticlesLongestFirst: [String] = longestFirst(Set(particlesLongestFirst).union(analysisHeads))

/// Every particle, for the part in front of a known verb.
let headParticlesLongestFirst: [String] = longestFirst(Set(particlesLongestFirst).union(lexicalParticles))

private func longestFirst(_ set: Set<String>) -> [String] {
    set.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
}

/// A particle as UTF-8 bytes, for the linear head parser.
struct ParticleBytes: Sendable {
    let text: String
    let bytes: [UInt8]
    let ambiguousInseparable: Bool

    init(_ text: String) {
        self.text = text
        self.bytes = Array(text.utf8)
        self.ambiguousInseparable = ambiguousDefaultInseparable.contains(text)
    }
}

let particleBytes: [ParticleBytes] = particlesLongestFirst.map(ParticleBytes.init)
let headParticleBytes: [ParticleBytes] = headParticlesLongestFirst.map(ParticleBytes.init)
let inseparablePrefixBytes: [[UInt8]] = inseparablePrefixes.map { Array($0.utf8) }
