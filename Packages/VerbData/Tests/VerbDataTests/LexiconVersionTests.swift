// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import VerbData

/// The lexicon's version: its counts and a fingerprint anyone can check with sha256sum.
struct LexiconVersionTests {
    /// The test vectors of FIPS 180-4, one that needs a second block among them.
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func sha256MatchesTheStandard(_ text: String, _ digest: String) {
        #expect(SHA256.hex(Array(text.utf8)) == digest)
        #expect(Lexicon.fingerprint(of: Array(text.utf8)) == String(digest.prefix(12)))
    }

    @Test func bundledVersionCountsVerbsAndMeaningsOfTheShippedFile() throws {
        let lexicon = try Lexicon.bundled()
        let version = try Lexicon.bundledVersion()
        #expect(version.meanings == lexicon.entries.count)
        #expect(version.verbs == lexicon.verbCount)
        // hängen (hing / hängte) is one verb with two meanings.
        #expect(lexicon.entries(for: "hängen").count == 2)
        #expect(version.verbs < version.meanings)
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/VerbData/Resources/lexicon.tsv")
        let bytes = [UInt8](try Data(contentsOf: file))
        #expect(version.fingerprint == Lexicon.fingerprint(of: bytes))
        #expect(version.fingerprint.count == 12)
        #expect(version.fingerprint.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    }
}
