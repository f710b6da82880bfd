// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// `konjugieren open konjugieren://verb/NAME`: the NAME is data. It never reaches the
/// argument parser as an option, is percent-decoded after the link is split, and
/// `--lang` applies to it as to an article link.
struct OpenLinkTests {
    func run(_ arguments: [String], input: String = "") throws -> QuizCLI.Result {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        return try QuizCLI.run(arguments, input: input, home: home)
    }

    /// Names that look like options or like "-" are verb names that are not verbs: a
    /// sentence about the verb, status 1, no help, nothing read from standard input.
    @Test(arguments: ["--help", "-h", "-", "--format=json", "--group=präsens", "--meaning=2", "--", "--version"])
    func aNameThatLooksLikeAnOptionIsAVerbName(_ name: String) throws {
        let result = try run(["open", "konjugieren://verb/\(name)"], input: "singen\n")
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("“\(name)” is not a well-formed German infinitive"), "\(result.stderr)")
        #expect(!result.stderr.contains("USAGE") && !result.stderr.contains("Usage"))
    }

    @Test func anEncodedOptionIsAVerbNameToo() throws {
        let result = try run(["open", "konjugieren://verb/%2D%2Dhelp"])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("“--help” is not a well-formed German infinitive"))
    }

    @Test(arguments: [
        ("konjugieren://verb/sich%20freuen", "freue mich"),
        ("konjugieren://verb/f%C3%BChren", "führte"),
        ("konjugieren://verb/singen", "sang"),
    ])
    func percentEncodedNamesAreDecoded(_ url: String, _ form: String) throws {
        let result = try run(["open", url])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(form))
    }

    /// An encoded slash stays inside the name instead of making a third part.
    @Test func anEncodedSlashIsPartOfTheName() throws {
        let result = try run(["open", "konjugieren://verb/sin%2Fgen"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("“sin/gen”"))
    }

    /// An unknown --lang is a usage error of `open`, for a verb link as for an article link.
    @Test(arguments: ["konjugieren://verb/singen", "konjugieren://info/ablaut-series"])
    func anUnknownLangIsAUsageErrorOfOpen(_ url: String) throws {
        let result = try run(["open", url, "--lang", "fr"])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("Unknown language “fr”: use en or de."))
        #expect(result.stderr.contains("konjugieren open"), "\(result.stderr)")
        #expect(!result.stderr.contains("conjugate"), "\(result.stderr)")
    }

    @Test func langAppliesToAVerbLink() throws {
        let german = try run(["open", "konjugieren://verb/singen", "--lang", "de"])
        #expect(german.status == 0)
        #expect(german.stdout.contains("Hilfsverb: haben"))
        let english = try run(["open", "konjugieren://verb/singen", "--lang", "en"])
        #expect(english.stdout.contains("auxiliary: haben"))
        let error = try run(["open", "konjugieren://verb/haus", "--lang", "de"])
        #expect(error.stderr.contains("„haus“ ist kein Infinitiv"))
    }
}
