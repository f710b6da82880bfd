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

    /// Several verbs typed as one are each named; an empty verb is a usage error.
    @Test func severalVerbsInOneArgumentAreEachNamed() throws {
        let two = try run(["conjugate", "singen laufen"])
        #expect(two.status == 1)
        #expect(two.stderr.contains("It holds the verbs “singen” and “laufen”: give one verb at a time."), "\(two.stderr)")
        let german = try run(["conjugate", "singen laufen gehen", "--lang", "de"])
        #expect(german.stderr.contains("Es enthält die Verben „singen“, „laufen“ und „gehen“"), "\(german.stderr)")
        // One verb in a phrase is still suggested as before.
        #expect(try run(["conjugate", "sich etwas merken"]).stderr.contains("Did you mean “sich merken” or “merken”?"))
        let empty = try run(["conjugate", ""])
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("No verb given."), "\(empty.stderr)")
        // A blank line of standard input is passed over, as before.
        let batch = try run(["conjugate", "-"], input: "singen\n\n")
        #expect(batch.status == 0, "\(batch.stderr)")
    }

    /// With the pronoun setting sie, lookup tells the third persons apart as the quiz does.
    @Test func lookupTellsTheThirdPersonsApartUnderSie() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("s.sqlite").path
        #expect(try QuizCLI.run(["settings", "pronoun", "sie", "--store", store], home: home).status == 0)
        let singt = try QuizCLI.run(["lookup", "singt", "--store", store], home: home)
        #expect(singt.stdout.contains("Präsens Indikativ: sie (Sg.), ihr"), "\(singt.stdout)")
        let sind = try QuizCLI.run(["lookup", "sind", "--store", store], home: home)
        #expect(sind.stdout.contains("Präsens Indikativ: wir, sie (Pl.)"), "\(sind.stdout)")
        // The default setting names er/sie/es, as before.
        let plain = try QuizCLI.run(["lookup", "singt", "--store", home.appendingPathComponent("t.sqlite").path], home: home)
        #expect(plain.stdout.contains("Präsens Indikativ: er/sie/es, ihr"), "\(plain.stdout)")
    }

    /// A variant beside the preferred form shows its own marks, as JSON's `marked` does.
    @Test(arguments: [
        (["backen", "-g", "präteritum"], ["ich       backte (bUk)", "wir       backten (bUken)"]),
        (["sein", "-g", "konjunktiv-ii"], ["du        WÄRest (WÄRst)"]),
        (["stehen", "-g", "konjunktiv-ii"], ["ich       stÜnde (stÄnde)"]),
        (["sehen", "-g", "imperativ"], ["du  sIEh! (sIEhe!)"]),
        (["sein", "-g", "präsens"], ["ich       BIN", "du        BIST", "er/sie/es IST", "wir       SIND", "ihr       seid"]),
    ])
    func variantsShowTheirMarks(_ arguments: [String], _ lines: [String]) throws {
        let result = try run(["conjugate", "--no-color"] + arguments)
        #expect(result.status == 0)
        for line in lines { #expect(result.stdout.contains(line + "\n"), "\(line) in \(result.stdout)") }
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
        // The option typed wrong is named first, before the missing verb.
        (["conjugate", "--bogus"], "konjugieren: Unknown option “--bogus”"),
        (["conjugate", "--lang", "en", "--frob"], "konjugieren: Unknown option “--frob”"),
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
