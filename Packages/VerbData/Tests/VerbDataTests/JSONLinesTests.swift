// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Testing
import VerbData

/// The JSON Lines every front end emits, byte for byte, against golden files over the
/// small lexicon in `Golden/fixture.tsv` (first written by the command-line encoder before
/// it moved into this package). A difference is a change of the contract in DESIGN.md.
struct JSONLinesTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func fixture() throws -> Lexicon {
        let tsv = try String(contentsOf: golden.appendingPathComponent("fixture.tsv"), encoding: .utf8)
        let parts = try Lexicon.bundled().principalParts
        return Lexicon(entries: try Lexicon.parse(tsv, principalParts: parts, name: "fixture.tsv"), principalParts: parts)
    }

    static func expectLines(_ actual: JSONLines, _ file: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        // A deliberate change of the contract is recorded with KONJUGIEREN_RECORD_GOLDEN=1
        // (never under CI); the recording run fails, so the new lines are read before they pass.
        let environment = ProcessInfo.processInfo.environment
        if environment["KONJUGIEREN_RECORD_GOLDEN"] == "1" && environment["CI"] == nil {
            try actual.text.write(to: golden.appendingPathComponent(file), atomically: true, encoding: .utf8)
            Issue.record("\(file) recorded; read the diff and run the tests again", sourceLocation: sourceLocation)
            return
        }
        let expected = try String(contentsOf: golden.appendingPathComponent(file), encoding: .utf8)
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let got = actual.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(got.count == want.count, "\(file): \(got.count) lines, golden has \(want.count)", sourceLocation: sourceLocation)
        for (i, (g, w)) in zip(got, want).enumerated() where g != w {
            Issue.record("\(file) line \(i + 1):\n  golden: \(w)\n  actual: \(g)", sourceLocation: sourceLocation)
        }
        #expect(actual.bytes == Array(expected.utf8), sourceLocation: sourceLocation)
    }

    /// Input, meaning and groups (nil: every group) of each line of conjugate.jsonl.
    static let conjugateCases: [(String, Int?, [Conjugationgroup]?)] = [
        ("singen", nil, nil), ("ankommen", nil, nil), ("anerkennen", nil, nil), ("sich freuen", nil, nil),
        ("freuen", nil, nil), ("hängen", nil, nil), ("hängen", 2, nil), ("hängen", 5, nil), ("können", nil, nil),
        ("fahren", nil, nil), ("sammeln", nil, nil), ("googeln", nil, nil), ("studieren", nil, nil),
        ("verstehen", nil, nil), ("singen", nil, [.präsensIndikativ, .imperativ, .perfektpartizip]),
        ("können", nil, [.imperativ]), ("a\"b\\c", nil, nil), ("Singen!", nil, nil), ("", nil, nil), ("x\ty", nil, nil),
    ]

    /// The golden file holds the fifteen groups of the classic table, as the contract began:
    /// asked for them, the encoder writes them byte for byte as it always did.
    @Test func conjugateLinesMatchTheGoldenFile() throws {
        let lexicon = try Self.fixture()
        var json = JSONLines()
        var rejected: [String] = []
        for (input, meaning, groups) in Self.conjugateCases {
            if !json.conjugate(input, in: lexicon, meaning: meaning, groups: groups ?? Conjugationgroup.core) {
                rejected.append(input)
            }
        }
        #expect(rejected == ["a\"b\\c", "Singen!", "", "x\ty"])
        try Self.expectLines(json, "conjugate.jsonl")
    }

    /// The default line (every group) is the golden line with the new keys added at the end
    /// of each forms object: a script reading the classic keys sees the same bytes, and the
    /// passive, the infinitives and Futur II Konjunktiv follow in `Conjugationgroup` order.
    @Test func theDefaultLineAddsTheNewKeysAfterTheClassicOnes() throws {
        let lexicon = try Self.fixture()
        let expected = try String(contentsOf: Self.golden.appendingPathComponent("conjugate.jsonl"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let newKeys = Conjugationgroup.allCases.filter { !Conjugationgroup.core.contains($0) }
        let firstNew = ",\"" + newKeys[0].rawValue + "\":"
        var checked = 0
        for ((input, meaning, groups), golden) in zip(Self.conjugateCases, expected) where groups == nil {
            var json = JSONLines()
            json.conjugate(input, in: lexicon, meaning: meaning)
            var line = json.text
            #expect(line.last == "\n")
            line.removeLast()
            if golden.contains("\"error\"") {
                #expect(line == golden, "\(input)")
                continue
            }
            // Cut every new key out of every forms object; the values are arrays of forms,
            // strings or null, so the object ends at the first closing brace.
            var stripped = ""
            var rest = Substring(line)
            while let start = rest.range(of: firstNew) {
                stripped += rest[..<start.lowerBound]
                let tail = rest[start.lowerBound...]
                let end = try #require(tail.firstIndex(of: "}"), "\(input)")
                let cut = tail[..<end]
                // In order, each once.
                var at = cut.startIndex
                for key in newKeys {
                    let found = try #require(cut[at...].range(of: "\"" + key.rawValue + "\":"), "\(input): \(key)")
                    at = found.upperBound
                }
                rest = tail[end...]
            }
            stripped += rest
            #expect(stripped == golden, "\(input)")
            checked += 1
        }
        #expect(checked == 14)
    }

    @Test func listingLinesMatchTheGoldenFile() throws {
        let lexicon = try Self.fixture()
        var json = JSONLines()
        for l in lexicon.verbs(.all, sortedBy: .alphabet) {
            json.listing(l, ablautSeries: lexicon.ablautSeries(of: l.entry, meaning: l.meaning))
        }
        try Self.expectLines(json, "listing.jsonl")
    }

    @Test func lookupLinesMatchTheGoldenFile() throws {
        let lexicon = try Self.fixture()
        let index = lexicon.formIndex()
        var json = JSONLines()
        for query in ["sang", "kam an", "hing", "hängte", "angekommen", "habe mich gefreut", "xyz"] {
            let matches = index.lookup(query)
            if matches.isEmpty { json.formMiss(query: query, message: "not a form of any known verb") }
            for m in matches { json.formMatch(m, query: query) }
        }
        try Self.expectLines(json, "lookup.jsonl")
    }

    @Test func removeAllEmptiesTheBuffer() throws {
        var json = JSONLines()
        json.error(input: "x", message: "y")
        #expect(json.text == "{\"infinitive\":\"x\",\"error\":\"y\"}\n")
        json.removeAll()
        #expect(json.bytes.isEmpty)
    }

    @Test(arguments: [("\u{1}", "\\u0001"), ("\u{7F}", "\\u007f"), ("\r", "\\r"), ("ä\"", "ä\\\"")])
    func controlCharactersAreEscaped(input: String, escaped: String) {
        var json = JSONLines()
        json.error(input: input, message: "")
        #expect(json.text == "{\"infinitive\":\"\(escaped)\",\"error\":\"\"}\n")
    }
}

/// `marked` is `forms` with the irregular letters in capitals: the same slots, persons and
/// variants in the same order, so a front end can highlight without the engine.
struct MarkedFormsTests {
    @Test(arguments: ["singen", "ankommen", "saugen", "können", "bedanken", "sich freuen", "hängen", "googeln"])
    func markedHasTheShapeOfForms(input: String) throws {
        var json = JSONLines()
        #expect(json.conjugate(input, in: try Lexicon.bundled()))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any])
        let forms = try #require(object["forms"] as? [String: Any])
        let marked = try #require(object["marked"] as? [String: Any])
        #expect(Set(forms.keys) == Set(marked.keys))
        func lowered(_ value: Any) -> String {
            switch value {
            case let s as String: return s.lowercased()
            case let list as [Any]: return "[" + list.map(lowered).joined(separator: ",") + "]"
            default: return "null"
            }
        }
        for (slot, value) in forms {
            #expect(lowered(value) == lowered(marked[slot] ?? NSNull()).replacingOccurrences(of: "ß", with: "ß"), "\(input) \(slot)")
        }
        // The key order of the contract: forms, then marked.
        let text = json.text
        let formsAt = try #require(text.range(of: "\"forms\":"))
        let markedAt = try #require(text.range(of: "\"marked\":"))
        #expect(formsAt.lowerBound < markedAt.lowerBound)
    }

    @Test func singenIsMarkedAsTheArticlesMarkIt() throws {
        var json = JSONLines()
        json.conjugate("singen", in: try Lexicon.bundled(), groups: [.präteritumIndikativ, .perfektpartizip])
        #expect(json.text.contains("\"marked\":{\"präteritumIndikativ\":[\"sAng\",\"sAngst\",\"sAng\",\"sAngen\",\"sAngt\",\"sAngen\"],\"perfektpartizip\":[\"gesUngen\"]}"))
    }
}
