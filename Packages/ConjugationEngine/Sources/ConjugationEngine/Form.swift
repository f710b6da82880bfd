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
                out += ch == "ß" ? "ẞ" : ch.uppercased()
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

/// The letters of `actual` that are not part of a longest common subsequence with the
/// regular form (sang vs. singte → the a). Where little is shared the whole word is
/// irregular (bin vs. seie).
func irregularOffsets(actual: [Character], regular: [Character], offset: Int) -> [Int] {
    let n = actual.count, m = regular.count
    if n == 0 { return [] }
    if m == 0 { return Array(offset..<(offset + n)) }
    var table = [Int](repeating: 0, count: (n + 1) * (m + 1))
    let w = m + 1
    for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
            table[i * w + j] = actual[i] == regular[j]
                ? table[(i + 1) * w + j + 1] + 1
                : max(table[(i + 1) * w + j], table[i * w + j + 1])
        }
    }
    let common = table[0]
    if common * 2 < n { return Array(offset..<(offset + n)) }
    var result: [Int] = []
    var i = 0, j = 0
    while i < n {
        if j < m && actual[i] == regular[j] {
            i += 1; j += 1
        } else if j < m && table[i * w + j + 1] >= table[(i + 1) * w + j] {
            j += 1
        } else {
            result.append(offset + i)
            i += 1
        }
    }
    return result
}
