// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import VerbData

/// The search index folds and splits every gloss on bytes, straight into its arena; these
/// check that the byte paths say what the String paths say, over the whole lexicon.
struct SearchIndexBuildTests {
    @Test func namesWrittenIntoTheArenaAreTheNamesOfTheGloss() throws {
        var glosses = try Lexicon.bundled().entries.map(\.gloss)
        glosses += ["to go, to walk", "to", "to ", " , ,;", "(to sing) along", "a  b\tc", "", "to  go", "tot"]
        for gloss in glosses {
            let folded = Array(Lexicon.foldForSearch(gloss).utf8)
            guard !folded.contains(where: { $0 >= 0x80 }) else { continue }
            var arena: [UInt8] = []
            var spans: [Lexicon.SearchIndex.Span] = []
            Lexicon.SearchIndex.appendNames(ofASCII: folded, to: &arena, spans: &spans)
            let written = spans.map { Array(arena[Int($0.start)..<Int($0.start + $0.count)]) }
            #expect(written == Lexicon.SearchIndex.names(folded), "\(gloss)")
        }
    }

    @Test(arguments: ["Hängen", "schließen", "ABC", "Ärger", "a\u{308}rgern", "Straße", "ÉLAN", "to go (with)", "İ"])
    func foldingOnBytesIsFoldingOnScalars(_ text: String) {
        var bytes: [UInt8] = []
        Lexicon.appendFolded(text, to: &bytes)
        var expected: [UInt8] = []
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A: expected.append(UInt8(scalar.value) + 0x20)
            case 0..<0x80: expected.append(UInt8(scalar.value))
            case 0xE4, 0xC4: expected.append(UInt8(ascii: "a"))
            case 0xF6, 0xD6: expected.append(UInt8(ascii: "o"))
            case 0xFC, 0xDC: expected.append(UInt8(ascii: "u"))
            case 0xC9: expected.append(UInt8(ascii: "e"))
            case 0xDF: expected += Array("ss".utf8)
            case 0x308: continue
            default: expected += Array(String(Character(scalar)).lowercased().utf8)
            }
        }
        #expect(bytes == expected)
        #expect(Lexicon.foldForSearch(text) == String(decoding: expected, as: UTF8.self))
    }
}
