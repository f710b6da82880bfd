// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// `konjugieren conjugate` as a user and a script see it.
struct ConjugateCommandTests {
    func run(_ arguments: [String], input: String = "") throws -> QuizCLI.Result {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        return try QuizCLI.run(arguments, input: input, home: home)
    }

    @Test func tableShowsGlossFamilyAuxiliaryAndEveryGroup() throws {
        let result = try run(["conjugate", "singen"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("singen — to sing") == true)
        #expect(result.stdout.contains("family: strong i-a-u"))
        #expect(result.stdout.contains("auxiliary: haben"))
        for heading in ["Präsens Indikativ", "Präteritum Konjunktiv II", "Imperativ", "Futur II Indikativ"] {
            #expect(result.stdout.contains(heading))
        }
        // Without colour the irregular letters are capitals.
        #expect(result.stdout.contains("er/sie/es sAng"))
        #expect(result.stdout.contains("gesUngen"))
        // Not a terminal and NO_COLOR set: no escape sequences.
        #expect(!result.stdout.contains("\u{1B}["))
    }

    @Test func groupOptionTakesGermanAndEnglishNames() throws {
        let result = try run(["conjugate", "ankommen", "--group", "präteritum", "-g", "Past Participle"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Präteritum Indikativ"))
        #expect(result.stdout.contains("kAm an"))
        #expect(result.stdout.contains("angekommen"))
        #expect(!result.stdout.contains("Futur"))
    }

    @Test func jsonFollowsTheContract() throws {
        let result = try run(["conjugate", "--format", "json", "fahren"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["infinitive"] as? String == "fahren")
        #expect(object["auxiliary"] as? String == "sein")
        #expect(object["known"] as? Bool == true)
        let forms = try #require(object["forms"] as? [String: Any])
        // The fifteen groups of the contract, then Futur II Konjunktiv, the infinitives
        // and the passive.
        #expect(forms.count == 37)
        let präsens = try #require(forms["präsensIndikativ"] as? [Any])
        #expect(präsens.count == 6)
        #expect(präsens[1] as? String == "fährst")
        let imperativ = try #require(forms["imperativ"] as? [Any])
        #expect(imperativ.count == 4)
        // Dual auxiliary: a list of variants, the preferred one first.
        let perfekt = try #require(forms["perfektIndikativ"] as? [Any])
        #expect((perfekt[0] as? [String])?.first == "bin gefahren")
    }

    @Test func stdinBatchAnswersEveryLineInOrder() throws {
        let input = "singen\nankommen\n\nsich freuen\n42\nplomfen\n"
        let result = try run(["conjugate", "--format", "json", "-"], input: input)
        #expect(result.status == 1, "one bad verb makes the exit code non-zero")
        let objects = try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["infinitive"] as? String } == ["singen", "ankommen", "sich freuen", "42", "plomfen"])
        #expect(objects[3]["error"] is String)
        #expect(objects[4]["known"] as? Bool == false)
        let freuen = try #require(objects[2]["forms"] as? [String: Any])
        #expect((freuen["präsensIndikativ"] as? [Any])?.first as? String == "freue mich")
    }

    @Test(arguments: [
        (["conjugate", "sing3n"], "cannot appear"),
        (["conjugate", "haus"], "not an infinitive"),
        (["conjugate", "singen", "--group", "nonsense"], "Unknown conjugationgroup"),
        (["conjugate", "--bogus", "singen"], "Unknown option"),
        (["conjugate"], "at least one verb"),
    ])
    func badInputGetsAClearMessageAndNonZeroExit(_ arguments: [String], _ message: String) throws {
        let result = try run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    }

    @Test func meaningsCanBeChosen() throws {
        let first = try run(["conjugate", "hängen", "--group", "präteritum"])
        #expect(first.stdout.contains("hing"))
        #expect(first.stdout.contains("other meanings"))
        let second = try run(["conjugate", "hängen", "--group", "präteritum", "--meaning", "2"])
        #expect(second.stdout.contains("hängte"))
    }
}
