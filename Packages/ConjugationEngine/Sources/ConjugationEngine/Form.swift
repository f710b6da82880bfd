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
    var result: [Int] = []
    var i = n, j = m
    // Walking back from the end, letters of the regular form are dropped first, so that
    // its longer endings (-te, -et) absorb the difference rather than the stem.
    while i > 0 {
        if j > 0 {
            let same = actual[i - 1] == regular[j - 1]
            if same && cost[(i - 1) * w + j - 1] == cost[i * w + j] {
                i -= 1; j -= 1
                continue
            }
            if cost[i * w + j - 1] + 1 == cost[i * w + j] {
                j -= 1
                continue
            }
            if cost[(i - 1) * w + j - 1] + 1 == cost[i * w + j] {
                result.append(offset + i - 1)
                i -= 1; j -= 1
                continue
            }
        }
        result.append(offset + i - 1)
        i -= 1
    }
    if result.count == n { return Array(offset..<(offset + n)) }
    return result.reversed()
}
