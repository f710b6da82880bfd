/// One conjugated form with its accepted variants and the letters that differ from the
/// regular pattern.
///
/// ```
/// let form = try Conjugator().verb("singen").form(.präteritumIndikativ, .ich)
/// form.text      // "sang"
/// form.marked    // "sAng"
/// ```
public struct Form: Sendable, Hashable, CustomStringConvertible {
    /// The preferred form.
    public let text: String
    /// Every accepted form, the preferred one first (sammle, sammele).
    public let variants: [String]
    /// Character offsets into `text` of the irregular letters (ablaut, umlaut, consonant change).
    public let irregularOffsets: [Int]

    /// The irregular letters of each variant, in the order of `variants`: backte has none,
    /// its variant buk the u. The first is `irregularOffsets` when the first variant is
    /// `text`; a variant whose marks were not given has none.
    public let variantOffsets: [[Int]]

    public init(text: String, variants: [String], irregularOffsets: [Int], variantOffsets: [[Int]]? = nil) {
        self.text = text
        let variants = variants.isEmpty && !text.isEmpty ? [text] : variants
        self.variants = variants
        self.irregularOffsets = irregularOffsets
        self.variantOffsets = variants.indices.map { i in
            if let given = variantOffsets, i < given.count { return given[i] }
            return variants[i] == text ? irregularOffsets : []
        }
    }

    /// The form with its irregular letters in upper case, as learners write them: "gesUngen".
    public var marked: String { Form.marked(text, irregularOffsets) }

    /// Every variant with its irregular letters in upper case, the preferred first:
    /// ["backte", "bUk"].
    public var markedVariants: [String] {
        zip(variants, variantOffsets).map { Form.marked($0, $1) }
    }

    /// The variants after the preferred one, each as a form of its own with its marks
    /// ("bUk" beside "backte"), for front ends that show them next to it.
    public var otherVariants: [Form] {
        zip(variants, variantOffsets).dropFirst().map { Form(text: $0, variants: [$0], irregularOffsets: $1) }
    }

    static func marked(_ text: String, _ offsets: [Int]) -> String {
        var out = ""
        var k = 0
        var next = 0
        for ch in text {
            if next < offsets.count && offsets[next] == k {
                out += ch == "ß" ? "ß" : ch.uppercased()
                next += 1
            } else {
                out.append(ch)
            }
            k += 1
        }
        return out
    }

    /// False for a form the verb does not have (the du-Imperativ of a modal verb).
    public var exists: Bool { !text.isEmpty }

    /// Whether any letter of the form is irregular.
    public var isIrregular: Bool { !irregularOffsets.isEmpty }

    /// Splits the text into runs of regular and irregular letters, for front ends that
    /// colour the irregular ones: [("s", false), ("a", true), ("ng", false)].
    public var runs: [(text: Substring, irregular: Bool)] {
        var result: [(Substring, Bool)] = []
        var start = text.startIndex
        var current: Bool? = nil
        var k = 0
        var next = 0
        var i = text.startIndex
        while i < text.endIndex {
            let irregular = next < irregularOffsets.count && irregularOffsets[next] == k
            if irregular { next += 1 }
            if let c = current, c != irregular {
                result.append((text[start..<i], c))
                start = i
            }
            current = irregular
            i = text.index(after: i)
            k += 1
        }
        if let c = current { result.append((text[start..<text.endIndex], c)) }
        return result
    }

    public var description: String { text }
}

/// The letters of `actual` to mark as irregular, measured against the regular (weak) form
/// of the same slot: sang vs. singte → the a, schrieb vs. schreibte → ie.
///
/// One rule for every verb and every front end, whole vowel groups only:
///
/// 1. The form is aligned letter by letter with the regular form (an edit alignment in
///    which the regular form's longer endings, -te and -et, absorb the difference).
/// 2. A vowel group of the form (a run of vowel letters; the u of qu is a consonant) is
///    marked whole when it is not the vowel group of the regular form it lines up with,
///    or lines up with none: blIEb (bleibte), lÄUft (lauft), hÄlt (haltet), sAng, gIbt,
///    kAnn (könne), mOchte (mögte), wUrde (werdete), gIng (gehte), stAnd (stehte). An
///    ending's e after a vowel is not part of the change (seien, measured against sein).
/// 3. Consonants are never marked on their own: a changed consonant comes with the vowel
///    change it belongs to, and the vowel group carries the mark (geschnItten, gelItten,
///    gerItten, begrIffen, genOmmen, getrOffen, gezOgen, gesEssen, brAchte, gebrAcht,
///    dAchte, gedAcht). A form whose only difference is a consonant is not marked (hatte,
///    seid); a letter that is missing (hat for habt) cannot be shown.
/// 4. A replaced stem is marked whole. The stem is replaced when the consonants that open
///    the form's stem (after a shared ge-) all differ from the regular form's, which opens
///    with a consonant too: sein → WAR, WARst, WÄRe, geWESen; then every letter from the
///    start of the stem to the last letter that differs is marked, consonants included,
///    and a regular ending is not (WARen). Where the opening consonants are kept (sei,
///    ging, stand, brachte), rules 2 and 3 apply. The stem's letters run at least to the
///    end of its first vowel group.
/// 5. A suppletive form, which shares no stem with its infinitive and is learned whole,
///    is marked whole: sein's Präsens Indikativ BIN, BIST, IST, SIND (seid keeps sei-).
///    The verb decides this, not the letters (`BuiltIn.suppletive`).
func irregularOffsets<L: Letter>(actual: [L], regular: [L], offset: Int) -> [Int] {
    let n = actual.count
    // A stem that begins with ge- takes no second ge- (gediehen, gewonnen, gehört), where
    // the regular participle of a simple verb would (gegedeiht).
    var dropped = 0
    if regular.count >= 4 && regular[0] == L.g && regular[1] == L.e && regular[2] == L.g && regular[3] == L.e
        && n > 2 && actual[0] == L.g && actual[1] == L.e && actual[2] != L.g {
        dropped = 2
    }
    let m = regular.count - dropped
    if n == 0 { return [] }
    if m == 0 { return Array(offset..<(offset + n)) }
    if n == m && (0..<n).allSatisfy({ actual[$0] == regular[dropped + $0] }) { return [] }
    // One block for the alignment's numbers, on the stack for words of ordinary length.
    let w = m + 1
    return actual.withUnsafeBufferPointer { actual in
        regular.withUnsafeBufferPointer { whole in
            let regular = UnsafeBufferPointer(rebasing: whole[dropped...])
            return withUnsafeTemporaryAllocation(of: Int.self, capacity: (n + 1) * w + 3 * n + m) { block in
                alignedOffsets(actual, regular, offset: offset, block: block)
            }
        }
    }
}

/// The body of `irregularOffsets` over the letters' buffers; `block` holds the edit
/// costs, then each letter's partner, whether it differs, whether each regular letter
/// is kept, and whether each letter is marked.
private func alignedOffsets<L: Letter>(_ actual: UnsafeBufferPointer<L>, _ regular: UnsafeBufferPointer<L>, offset: Int,
                                       block: UnsafeMutableBufferPointer<Int>) -> [Int] {
    let n = actual.count, m = regular.count, w = m + 1
    guard let base = block.baseAddress else { return [] }
    let cost = base
    // The letter of the regular form each letter of `actual` stands for (matched or
    // substituted); -1 for an inserted letter.
    let partner = base + (n + 1) * w
    // Letters of `actual` that the alignment does not match (substituted or inserted).
    let differs = partner + n
    // Whether each letter of the regular form is kept (matched) in `actual`.
    let kept = differs + n
    let marked = kept + m
    for i in 0...n { cost[i * w] = i }
    for j in 0...m { cost[j] = j }
    for i in 1...n {
        for j in 1...m {
            let diagonal = cost[(i - 1) * w + j - 1] + (actual[i - 1] == regular[j - 1] ? 0 : 1)
            cost[i * w + j] = min(diagonal, cost[(i - 1) * w + j] + 1, cost[i * w + j - 1] + 1)
        }
    }
    for k in 0..<n { partner[k] = -1; differs[k] = 0; marked[k] = 0 }
    for k in 0..<m { kept[k] = 0 }
    var i = n, j = m
    // Walking back from the end, letters of the regular form are dropped first, so that
    // its longer endings (-te, -et) absorb the difference rather than the stem.
    while i > 0 {
        if j > 0 {
            let same = actual[i - 1] == regular[j - 1]
            if same && cost[(i - 1) * w + j - 1] == cost[i * w + j] {
                partner[i - 1] = j - 1
                kept[j - 1] = 1
                i -= 1; j -= 1
                continue
            }
            if cost[i * w + j - 1] + 1 == cost[i * w + j] {
                j -= 1
                continue
            }
            if cost[(i - 1) * w + j - 1] + 1 == cost[i * w + j] {
                differs[i - 1] = 1
                partner[i - 1] = j - 1
                i -= 1; j -= 1
                continue
            }
        }
        differs[i - 1] = 1
        i -= 1
    }
    // Rule 4: a replaced stem. Its start is after a ge- both forms share (geWESen).
    let shared = n >= 2 && actual[0] == L.g && actual[1] == L.e && regular[0] == L.g && regular[1] == L.e && m > 3 ? 2 : 0
    var onset = shared
    while onset < m && !isVowelLetter(regular, onset) { onset += 1 }
    var opening = shared
    while opening < n && !isVowelLetter(actual, opening) { opening += 1 }
    // Whether one of the consonants that open the form's stem is one of the regular form's
    // letters, kept in place (gewonnen keeps its w, also against a regular gegewinnen).
    let keepsOnset = (shared..<opening).contains { differs[$0] == 0 }
    if onset > shared && opening > shared && !keepsOnset {
        var last = -1
        for k in 0..<n where differs[k] != 0 { last = k }
        // The end of the first vowel group that begins at or after the stem.
        var k = 0
        while k < n {
            guard isVowelLetter(actual, k) else { k += 1; continue }
            var end = k
            while end + 1 < n && isVowelLetter(actual, end + 1) { end += 1 }
            if k >= shared {
                if end > last { last = end }
                break
            }
            k = end + 1
        }
        return last >= shared ? Array((shared + offset)...(last + offset)) : []
    }
    // Rule 2: whole vowel groups, each a run lo..<hi of vowel letters.
    var lo = 0
    while lo < n {
        guard isVowelLetter(actual, lo) else { lo += 1; continue }
        var hi = lo + 1
        while hi < n && isVowelLetter(actual, hi) { hi += 1 }
        defer { lo = hi }
        // The regular vowel group this one lines up with: the one holding a partner letter.
        var anchor = -1
        for k in lo..<hi where partner[k] >= 0 && isVowelLetter(regular, partner[k]) {
            anchor = partner[k]
            break
        }
        guard anchor >= 0 else {
            for k in lo..<hi { marked[k] = 1 }
            continue
        }
        // The shared ge- is a syllable of its own: geessen's ee is two groups (gegEssen
        // lines up with ge-essen, not with an ee).
        let floor = anchor < shared ? 0 : shared
        let ceiling = anchor < shared ? shared : m
        var start = anchor
        while start > floor && isVowelLetter(regular, start - 1) { start -= 1 }
        var end = anchor
        while end < ceiling && isVowelLetter(regular, end) { end += 1 }
        // An ending's e after the stem's vowel group is no change of the vowel (seien,
        // measured against sein): the group is the regular one plus that e.
        var count = hi - lo
        if count == end - start + 1 && actual[hi - 1] == L.e && differs[hi - 1] != 0 { count -= 1 }
        // A regular group that goes on into the ending is matched by its beginning when the
        // rest is dropped (sei, measured against seie).
        let same = count <= end - start
            && (0..<count).allSatisfy { actual[lo + $0] == regular[start + $0] }
            && !(start + count..<end).contains { kept[$0] != 0 }
        if !same {
            for k in lo..<hi { marked[k] = 1 }
        }
    }
    var out: [Int] = []
    for k in 0..<n where marked[k] != 0 { out.append(k + offset) }
    return out
}

/// `irregularOffsets` of two words given as text: compared scalar by scalar where every
/// letter of both is one scalar (as in every German form), else Character by Character.
func irregularOffsets<A: StringProtocol, R: StringProtocol>(actualText: A, regularText: R, offset: Int) -> [Int] {
    if let actual = ScalarLetter.letters(actualText.unicodeScalars),
       let regular = ScalarLetter.letters(regularText.unicodeScalars) {
        return irregularOffsets(actual: actual, regular: regular, offset: offset)
    }
    return irregularOffsets(actual: Array(actualText), regular: Array(regularText), offset: offset)
}

/// Whether the letter at `index` is a vowel; the u of qu is a consonant (quoll: o).
func isVowelLetter<L: Letter>(_ letters: UnsafeBufferPointer<L>, _ index: Int) -> Bool {
    let c = letters[index]
    if c == L.u && index > 0 && letters[index - 1] == L.q { return false }
    return c.isVowel
}

/// A letter as `irregularOffsets` compares it: a Character, or one Unicode scalar where
/// every letter of both words is one (German forms are composed: ä is one scalar), which
/// compares as a number rather than as text.
protocol Letter: Equatable {
    static var g: Self { get }
    static var e: Self { get }
    static var q: Self { get }
    static var u: Self { get }
    var isVowel: Bool { get }
}

extension Character: Letter {
    static var g: Character { "g" }
    static var e: Character { "e" }
    static var q: Character { "q" }
    static var u: Character { "u" }
    var isVowel: Bool { Stem.isVowel(self) }
}

/// A Unicode scalar below U+0300, where no combining mark begins: such a scalar is a
/// Character of its own, and two are the same letter exactly when they are equal.
struct ScalarLetter: Letter {
    let value: UInt32
    static var g: ScalarLetter { ScalarLetter(value: 0x67) }
    static var e: ScalarLetter { ScalarLetter(value: 0x65) }
    static var q: ScalarLetter { ScalarLetter(value: 0x71) }
    static var u: ScalarLetter { ScalarLetter(value: 0x75) }
    var isVowel: Bool {
        switch value {
        case 0x61, 0x65, 0x69, 0x6F, 0x75, 0xE4, 0xF6, 0xFC, 0x79: return true   // a e i o u ä ö ü y
        default: return false
        }
    }

    /// The letters of `text`, nil where one of them is not a single scalar below U+0300
    /// (or is a CR, which joins a following LF into one Character).
    static func letters<S: Sequence>(_ text: S) -> [ScalarLetter]? where S.Element == Unicode.Scalar {
        var out: [ScalarLetter] = []
        for scalar in text {
            guard scalar.value < 0x300, scalar.value != 0x0D else { return nil }
            out.append(ScalarLetter(value: scalar.value))
        }
        return out
    }
}
