import Testing
import RichText

/// SplitMix64: a small deterministic generator, so a failure replays exactly.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Never crashes on any string")
struct FuzzTests {
    static let alphabet: [Character] = [
        "`", "~", "$", "%", "|", "\\", "🇩🇪", "\n", "\n", " ", " ", "\t", "\r", "a", "Ä", "ß", "ẞ", "S", "e\u{301}",
        "日", "/", ":", ".", "k", "o", "n", "j", "u", "g", "i", "e", "r", "v", "b", "f", "h", "t", "p", "s",
        "\u{1B}", "[", "m", "\u{200D}", "👩‍👩‍👧",
    ]
    static let fragments = ["konjugieren://verb/", "konjugieren://info/", "https://", "$sAng$", "~x~", "`T`\n",
                             "%konjugieren://verb/singen|", "\n🇩🇪 ", "\n  "]

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomStrings(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        var parsed = 0
        var rejected = 0
        for _ in 0..<400 {
            var source = ""
            for _ in 0..<Int.random(in: 0...80, using: &generator) {
                if Int.random(in: 0..<10, using: &generator) == 0 {
                    source += Self.fragments.randomElement(using: &generator) ?? ""
                } else {
                    source.append(Self.alphabet.randomElement(using: &generator) ?? "a")
                }
            }
            do {
                let document = try Document(parsing: source)
                parsed += 1
                let width = Int.random(in: -2...60, using: &generator)
                let ansi = ANSIRenderer(width: width, color: true).render(document)
                let plain = PlainRenderer(width: width).render(document)
                #expect(ansi.links == plain.links)
                #expect(ansi.links == document.links)
                _ = PlainRenderer(width: nil).render(document)
            } catch {
                rejected += 1
                // Every error points into the source.
                let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
                switch error {
                case .unbalanced(_, let line, let column), .nested(_, _, let line, let column),
                     .empty(_, let line, let column), .misplacedHeading(let line, let column),
                     .invalidLink(_, let line, let column), .emptyLinkText(_, let line, let column):
                    #expect(line >= 1 && line <= lines && column >= 1, "\(error) for \(source.debugDescription)")
                }
            }
        }
        #expect(parsed + rejected == 400)
    }
}
