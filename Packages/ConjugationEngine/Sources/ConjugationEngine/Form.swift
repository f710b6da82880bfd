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

    public init(text: String, variants: [String], irregularOffsets: [Int]) {
        self.text = text
        self.variants = variants.isEmpty && !text.isEmpty ? [text] : variants
        self.irregularOffsets = irregularOffsets
    }

    /// The form with its irregular letters in upper case, as learners write them: "gesUngen".
    public var marked: String {
        var out = ""
        var k = 0
        var next = 0
        for ch in text {
            if next < irregularOffsets.count && irregularOffsets[next] == k {
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

/// The letters of `actual` that an edit alignment with the regular form does not match:
/// sang vs. singte → the a, schrieb vs. schreibte → ie, hält vs. haltet → ä. Substituted
/// and inserted letters are irregular; missing letters cannot be shown.
///
/// One convention for every front end: the whole changed vowel group is marked. A vowel
/// group of `actual` is compared letter by letter with the vowel group of the regular form
/// it lines up with, and every letter that differs is marked, so that "blieb" (bleibte)
/// is blIEb although an alignment could match its e, and "läuft" (lauft) is lÄuft: the u
/// of äu did not change.
func irregularOffsets(actual: [Character], regular: [Character], offset: Int) -> [Int] {
    let n = actual.count, m = regular.count
    if n == 0 { return [] }
    if m == 0 { return Array(offset..<(offset + n)) }
    let w = m + 1
    var cost = [Int](repeating: 0, count: (n + 1) * w)
    for i in 0...n { cost[i * w] = i }
    for j in 0...m { cost[j] = j }
    for i in 1...n {
        for j in 1...m {
            let diagonal = cost[(i - 1) * w + j - 1] + (actual[i - 1] == regular[j - 1] ? 0 : 1)
            cost[i * w + j] = min(diagonal, cost[(i - 1) * w + j] + 1, cost[i * w + j - 1] + 1)
        }
    }
    var marked = [Bool](repeating: false, count: n)
    // The letter of the regular form each letter of `actual` stands for (matched or
    // substituted); -1 for an inserted letter.
    var partner = [Int](repeating: -1, count: n)
    var i = n, j = m
    // Walking back from the end, letters of the regular form are dropped first, so that
    // its longer endings (-te, -et) absorb the difference rather than the stem.
    while i > 0 {
        if j > 0 {
            let same = actual[i - 1] == regular[j - 1]
            if same && cost[(i - 1) * w + j - 1] == cost[i * w + j] {
                partner[i - 1] = j - 1
                i -= 1; j -= 1
                continue
            }
            if cost[i * w + j - 1] + 1 == cost[i * w + j] {
                j -= 1
                continue
            }
            if cost[(i - 1) * w + j - 1] + 1 == cost[i * w + j] {
                marked[i - 1] = true
                partner[i - 1] = j - 1
                i -= 1; j -= 1
                continue
            }
        }
        marked[i - 1] = true
        i -= 1
    }
    if !marked.contains(false) { return Array(offset..<(offset + n)) }
    for group in vowelGroups(actual) {
        // The regular vowel group this one lines up with: the one holding a partner letter.
        guard let anchor = group.lazy.map({ partner[$0] }).first(where: { $0 >= 0 && isVowelLetter(regular, $0) }) else {
            continue
        }
        var start = anchor
        while start > 0 && isVowelLetter(regular, start - 1) { start -= 1 }
        var end = anchor
        while end < m && isVowelLetter(regular, end) { end += 1 }
        for (k, index) in group.enumerated() where start + k >= end || actual[index] != regular[start + k] {
            marked[index] = true
        }
    }
    // A doubled consonant is one consonant for the convention: a changed one is marked
    // whole (schneiden, schnITT: d became tt), one only doubled after a shortened vowel is
    // spelling (reiten, gerItten). ß written ss is spelling too (beißen, bIss).
    var k = 0
    while k < n {
        var end = k + 1
        while end < n && actual[end] == actual[k] { end += 1 }
        if end - k > 1 && !isVowelLetter(actual, k) {
            // ss standing for the regular form's ß is the ß respelled after a shortened
            // vowel, whatever the alignment pairs its second s with (biss: beißte).
            let respelled = actual[k] == "s" && (k..<end).contains { partner[$0] >= 0 && regular[partner[$0]] == "ß" }
            let changed = !respelled && (k..<end).contains { index in
                let p = partner[index]
                return p >= 0 && regular[p] != actual[index] && !Stem.isVowel(regular[p])
                    && !(actual[index] == "s" && regular[p] == "ß")
            }
            for index in k..<end { marked[index] = changed }
        }
        k = end
    }
    return marked.indices.filter { marked[$0] }.map { $0 + offset }
}

/// The runs of vowel letters in `letters`, as index lists: "blieb" → [[2, 3]]. The u of qu
/// is a consonant (quoll: o).
func vowelGroups(_ letters: [Character]) -> [[Int]] {
    var groups: [[Int]] = []
    var current: [Int] = []
    for index in letters.indices {
        if isVowelLetter(letters, index) {
            current.append(index)
        } else if !current.isEmpty {
            groups.append(current)
            current = []
        }
    }
    if !current.isEmpty { groups.append(current) }
    return groups
}

func isVowelLetter(_ letters: [Character], _ index: Int) -> Bool {
    let c = letters[index]
    if c == "u" && index > 0 && letters[index - 1] == "q" { return false }
    return Stem.isVowel(c)
}
