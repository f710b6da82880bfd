// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// `conjugate --format json -`: only truly blank lines (empty, or ASCII spaces and tabs)
/// are skipped; every other line gets exactly one object, in input order.
struct BatchContractTests {
    /// The objects of JSON Lines output, one per line; a line that is no object fails.
    static func objects(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "not an object: \($0)")
        }
    }

    @Test func blankLinesAreSkippedAndEveryOtherLineAnswered() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let lines = ["singen", "", "   ", "\t \t", " \u{301}", "\u{301}", "\u{A0}", "\u{3000}", "\u{200B}", "kommen", "\u{B}"]
        let result = try QuizCLI.run(["conjugate", "--format", "json", "-"], input: lines.joined(separator: "\n") + "\n",
                                     home: home)
        let objects = try Self.objects(result.stdout)
        #expect(objects.map { $0["infinitive"] as? String }
                == ["singen", " \u{301}", "\u{301}", "\u{A0}", "\u{3000}", "\u{200B}", "kommen", "\u{B}"])
        #expect(objects.map { $0["error"] != nil } == [false, true, true, true, true, true, false, true])
        #expect(result.status == 1)
    }

    @Test func theHelpSaysWhichLinesAreSkipped() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let help = try QuizCLI.run(["conjugate", "--help"], home: home).stdout
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("only blank lines are skipped: empty ones and those of nothing but spaces and tabs"))
        #expect(help.contains("Every other line gets exactly one answer, in input order"))
    }

    /// Seeded random lines: letters, umlauts, control characters, combining marks,
    /// whitespace of every kind, very long lines and stacked particles (which once cost
    /// exponential time). Each non-blank line gives one object, in order; a verb echoes
    /// its line normalised, an error object the line itself. The time limit bounds the
    /// whole batch generously (well over 10 ms per line in a debug build).
    @Test(.timeLimit(.minutes(1)), arguments: [1, 2, 3] as [UInt64])
    func fuzzedLinesAnswerOneObjectEachInOrder(seed: UInt64) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        var random = Fuzz(seed: seed)
        let lines = (0..<1500).map { _ in random.line() }
        let result = try QuizCLI.run(["conjugate", "--format", "json", "-"],
                                     input: lines.joined(separator: "\n") + "\n", home: home)
        let answered = lines.filter { !$0.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 } }
        let objects = try Self.objects(result.stdout)
        try #require(objects.count == answered.count, "seed \(seed): \(objects.count) objects for \(answered.count) lines")
        for (line, object) in zip(answered, objects) {
            let infinitive = try #require(object["infinitive"] as? String)
            if object["error"] != nil {
                #expect(Fuzz.withoutBOM(infinitive) == Fuzz.withoutBOM(line), "seed \(seed)")
            } else {
                #expect(Fuzz.withoutBOM(Fuzz.folded(infinitive)) == Fuzz.withoutBOM(Fuzz.normalised(line)),
                        "seed \(seed): \(line.debugDescription)")
                #expect(object["forms"] is [String: Any])
            }
        }
        #expect(result.stderr == "")
    }
}

/// The seeded generator of the fuzz test (SplitMix64, as QuizKit's).
struct Fuzz {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    static let letters = Array("abcdefghijklmnopqrstuvwxyzäöüß")
    static let particles = ["an", "auf", "ab", "aus", "ein", "mit", "zu", "vor", "nach", "zurück", "über", "um"]
    static let verbs = ["kommen", "singen", "machen", "fahren", "laufen", "stellen", "geben", "nehmen"]
    static let oddities: [Unicode.Scalar] = [
        "\u{0}", "\u{1}", "\u{7}", "\u{8}", "\u{9}", "\u{B}", "\u{C}", "\u{D}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}",
        "\u{A0}", "\u{300}", "\u{301}", "\u{308}", "\u{327}", "\u{200B}", "\u{200D}", "\u{202E}", "\u{2028}", "\u{3000}",
        "\u{FEFF}", "\u{FFFD}", "\u{1F600}", " ", "-", "'", "\"", "\\",
    ]

    /// One input line (never containing a newline).
    mutating func line() -> String {
        switch below(10) {
        case 0: return ""
        case 1: return String(repeating: pick([" ", "\t"]), count: below(4) + 1)
        case 2, 3:
            // Stacked particles, up to far beyond the length limit.
            let count = below(40)
            return (0..<count).map { _ in pick(Fuzz.particles) }.joined() + pick(Fuzz.verbs)
        case 4:
            // Very long: past the engine's length limit.
            return String((0..<(200 + below(3000))).map { _ in pick(Fuzz.letters) })
        case 5:
            return (below(2) == 0 ? "sich " : "") + pick(Fuzz.verbs)
        default:
            var scalars = String.UnicodeScalarView()
            for _ in 0..<(1 + below(24)) {
                if below(4) == 0 {
                    scalars.append(pick(Fuzz.oddities))
                } else {
                    scalars.append(contentsOf: String(pick(Fuzz.letters)).unicodeScalars)
                }
            }
            if below(3) == 0 { scalars.append(contentsOf: "en".unicodeScalars) }
            // A carriage return at the end would be read as part of a CRLF line ending.
            if scalars.last == "\r" { scalars.append("x") }
            return String(scalars)
        }
    }

    /// How a verb echoes the line it was given: lower case, words one space apart (any
    /// whitespace between and around them), and
    /// ß and ss alike (an unlisted verb is read in today's spelling: mißbilligen).
    /// Swift compares strings by canonical equivalence, so "a\u{308}" is "ä".
    static func normalised(_ line: String) -> String {
        folded(line.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    static func folded(_ text: String) -> String { text.replacingOccurrences(of: "ß", with: "ss") }

    /// Foundation's JSON parser on Linux drops some U+FEFF inside strings (the bytes
    /// written keep them all), so the comparison leaves them out.
    static func withoutBOM(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{FEFF}" }))
    }
}
