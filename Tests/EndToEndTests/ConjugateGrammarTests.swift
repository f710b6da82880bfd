// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// `konjugieren conjugate` with the passive, the infinitives, subordinate-clause order and
/// the Imperativ as it is said.
struct ConjugateGrammarTests {
    func run(_ arguments: [String], input: String = "") throws -> QuizCLI.Result {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        return try QuizCLI.run(arguments, input: input, home: home)
    }

    func forms(_ arguments: [String]) throws -> [String: Any] {
        let result = try run(arguments)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(object["forms"] as? [String: Any])
    }

    /// The line `conjugate singen --format json` printed before the new groups existed.
    static let singenBefore = "{\"infinitive\":\"singen\",\"auxiliary\":\"haben\",\"auxiliaries\":[\"haben\"],\"known\":true,\"family\":\"strong\",\"structure\":\"singen\",\"gloss\":\"to sing\",\"rank\":283,\"forms\":{\"präsensIndikativ\":[\"singe\",\"singst\",\"singt\",\"singen\",\"singt\",\"singen\"],\"präteritumIndikativ\":[\"sang\",\"sangst\",\"sang\",\"sangen\",\"sangt\",\"sangen\"],\"präsensKonjunktivI\":[\"singe\",\"singest\",\"singe\",\"singen\",\"singet\",\"singen\"],\"präteritumKonjunktivII\":[\"sänge\",\"sängest\",\"sänge\",\"sängen\",\"sänget\",\"sängen\"],\"imperativ\":[[\"singe\",\"sing\"],\"singen\",\"singt\",\"singen\"],\"perfektpartizip\":[\"gesungen\"],\"präsenspartizip\":[\"singend\"],\"perfektIndikativ\":[\"habe gesungen\",\"hast gesungen\",\"hat gesungen\",\"haben gesungen\",\"habt gesungen\",\"haben gesungen\"],\"perfektKonjunktivI\":[\"habe gesungen\",\"habest gesungen\",\"habe gesungen\",\"haben gesungen\",\"habet gesungen\",\"haben gesungen\"],\"plusquamperfektIndikativ\":[\"hatte gesungen\",\"hattest gesungen\",\"hatte gesungen\",\"hatten gesungen\",\"hattet gesungen\",\"hatten gesungen\"],\"plusquamperfektKonjunktivII\":[\"hätte gesungen\",\"hättest gesungen\",\"hätte gesungen\",\"hätten gesungen\",\"hättet gesungen\",\"hätten gesungen\"],\"futurIndikativ\":[\"werde singen\",\"wirst singen\",\"wird singen\",\"werden singen\",\"werdet singen\",\"werden singen\"],\"futurKonjunktivI\":[\"werde singen\",\"werdest singen\",\"werde singen\",\"werden singen\",\"werdet singen\",\"werden singen\"],\"futurKonjunktivII\":[\"würde singen\",\"würdest singen\",\"würde singen\",\"würden singen\",\"würdet singen\",\"würden singen\"],\"futurIIIndikativ\":[\"werde gesungen haben\",\"wirst gesungen haben\",\"wird gesungen haben\",\"werden gesungen haben\",\"werdet gesungen haben\",\"werden gesungen haben\"]}}"

    /// Scripts that read the fifteen classic keys see the same bytes as before: the new
    /// keys come after them.
    @Test func theActiveKeysOfTheDefaultJSONAreByteForByteAsBefore() throws {
        let result = try run(["conjugate", "singen", "--format", "json"])
        #expect(result.status == 0)
        let classic = String(Self.singenBefore.dropLast(2))  // without the closing "}}"
        #expect(result.stdout.hasPrefix(classic + ",\"futurIIKonjunktivI\":["))
        #expect(result.stdout.hasSuffix("]}}\n"))
    }

    @Test func jsonHoldsThePassiveAndTheInfinitives() throws {
        let singen = try forms(["conjugate", "singen", "--format", "json"])
        let passive = try #require(singen["präsensIndikativVorgangspassiv"] as? [Any])
        #expect(passive[2] as? String == "wird gesungen")
        #expect((singen["perfektIndikativVorgangspassiv"] as? [Any])?[2] as? String == "ist gesungen worden")
        #expect((singen["präsensIndikativZustandspassiv"] as? [Any])?[2] as? String == "ist gesungen")
        #expect(singen["passivInfinitiv"] as? [String] == ["gesungen werden"])
        #expect((singen["futurIIKonjunktivII"] as? [Any])?[0] as? String == "würde gesungen haben")
        let ankommen = try forms(["conjugate", "ankommen", "--format", "json"])
        #expect(ankommen["zuInfinitiv"] as? [String] == ["anzukommen"])
        #expect(ankommen["perfektInfinitiv"] as? [String] == ["angekommen sein"])
        // A verb of motion with sein has no passive: the group is null.
        #expect(ankommen["präsensIndikativVorgangspassiv"] is NSNull)
    }

    @Test func theImpersonalPassiveHasTheThirdPersonSingularOnly() throws {
        let tanzen = try forms(["conjugate", "tanzen", "--format", "json", "--voice", "passive"])
        let präsens = try #require(tanzen["präsensIndikativVorgangspassiv"] as? [Any])
        #expect(präsens.count == 6)
        #expect(präsens[2] as? String == "wird getanzt")
        #expect(präsens.enumerated().allSatisfy { $0.offset == 2 || $0.element is NSNull })
        #expect(tanzen["präsensIndikativZustandspassiv"] is NSNull)
        #expect(tanzen["präsensIndikativ"] == nil, "--voice passive leaves out the active groups")
    }

    @Test func subordinateClausePutsTheFiniteVerbLast() throws {
        let ankommen = try forms(["conjugate", "ankommen", "--clause", "subordinate", "--format", "json"])
        #expect((ankommen["präsensIndikativ"] as? [Any])?.first as? String == "ankomme")
        #expect((ankommen["perfektIndikativ"] as? [Any])?.first as? String == "angekommen bin")
        #expect((ankommen["futurIndikativ"] as? [Any])?.first as? String == "ankommen werde")
        let singen = try forms(["conjugate", "singen", "--clause", "subordinate", "--format", "json"])
        #expect((singen["futurIndikativ"] as? [Any])?[2] as? String == "singen wird")
        #expect((singen["perfektIndikativVorgangspassiv"] as? [Any])?[2] as? String == "gesungen worden ist")
    }

    @Test func tablesShowTheActiveVoiceUnlessAskedForMore() throws {
        let plain = try run(["conjugate", "singen"])
        #expect(plain.status == 0)
        #expect(plain.stdout.contains("Futur II Konjunktiv II"))
        #expect(plain.stdout.contains("zu singen"))
        #expect(!plain.stdout.contains("Vorgangspassiv"))
        let passive = try run(["conjugate", "singen", "--group", "passiv"])
        #expect(passive.stdout.contains("Präteritum Indikativ Vorgangspassiv"))
        #expect(passive.stdout.contains("er/sie/es wurde gesungen"))
        #expect(passive.stdout.contains("Präsens Indikativ Zustandspassiv"))
        #expect(!passive.stdout.contains("Präsens Indikativ\n"))
        let english = try run(["conjugate", "singen", "--voice", "passive", "--english-names"])
        #expect(english.stdout.contains("Preterite Indicative Passive"))
        let subordinate = try run(["conjugate", "ankommen", "--clause", "subordinate", "-g", "perfekt"])
        #expect(subordinate.stdout.contains("ich       angekommen bin"))
    }

    @Test func theImperativIsShownAsItIsSaid() throws {
        let result = try run(["conjugate", "sich waschen", "-g", "imperativ"])
        #expect(result.status == 0)
        for said in ["wasch dich!", "waschen wir uns!", "wascht euch!", "waschen Sie sich!"] {
            #expect(result.stdout.contains(said), "\(said) in \(result.stdout)")
        }
        // The JSON keeps the contract's pronoun-free slots.
        let json = try forms(["conjugate", "ankommen", "--format", "json", "-g", "imperativ"])
        #expect((json["imperativ"] as? [Any])?[3] as? String == "kommen an")
    }

    @Test(arguments: [
        (["conjugate", "singen", "--voice", "middle"], "voice"),
        (["conjugate", "singen", "--clause", "relative"], "clause"),
        (["conjugate", "singen", "--group", "passivish"], "Unknown conjugationgroup"),
    ])
    func badGrammarOptionsGetAClearMessage(_ arguments: [String], _ message: String) throws {
        let result = try run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    }
}
