// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// Input at and past the limits gets a clear error, never a quiet guess: an empty
/// --group, a meaning that does not exist, --resume with nothing to resume, a pasted page
/// as a quiz answer, and control characters that would drive the terminal if echoed.
struct LimitsTests {
    func run(_ arguments: [String], input: String = "") throws -> QuizCLI.Result {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        return try QuizCLI.run(arguments, input: input, home: home)
    }

    @Test(arguments: [[""], [","], ["", "präsens"]])
    func anEmptyGroupIsAUsageError(_ groups: [String]) throws {
        let result = try run(["conjugate", "singen"] + groups.flatMap { ["--group", $0] })
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.contains("--group needs the name of a conjugationgroup"))
    }

    @Test(arguments: [
        (["conjugate", "hängen", "--meaning", "99"], "“hängen” has only 2 meanings: there is no --meaning 99."),
        (["conjugate", "singen", "--meaning", "2"], "“singen” has only 1 meaning: there is no --meaning 2."),
        (["conjugate", "hängen", "--meaning", "3", "--lang", "de"], "„hängen“ hat nur 2 Bedeutungen: --meaning 3 gibt es nicht."),
    ])
    func aMeaningPastTheLastIsAnError(_ arguments: [String], _ message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "konjugieren: \(message)\n")
    }

    /// In a batch the verb without that meaning gets an error object; the others their forms.
    @Test func aMeaningPastTheLastInABatchIsAnErrorObject() throws {
        let result = try run(["conjugate", "--format", "json", "--meaning", "2", "-"], input: "hängen\nsingen\n")
        let objects = try BatchContractTests.objects(result.stdout)
        #expect(objects.count == 2)
        #expect(objects[0]["error"] == nil)
        #expect(objects[1]["error"] as? String == "“singen” has only 1 meaning: there is no --meaning 2.")
        #expect(result.status == 1)
    }

    /// Standard input is read as lines the way a person writes them (\r\n, a last line
    /// without newline), and a line past 64 KiB is cut there: rejected as too long, with
    /// the lines after it answered in order, instead of being held whole in memory.
    @Test(arguments: [
        ("singen\r\ngehen", ["singen", "gehen"], [nil, nil]),
        (String(repeating: "a", count: 200_000) + "\nsingen\n", [String(repeating: "a", count: 65_536), "singen"],
         ["an input of 65536 characters is too long for a German verb", nil]),
        ("  \n\nsich freuen\n\n", ["sich freuen"], [nil]),
    ])
    func linesAreReadAsWrittenAndCutPast64KiB(_ input: String, _ infinitives: [String], _ errors: [String?]) throws {
        let result = try run(["conjugate", "--format", "json", "-"], input: input)
        let objects = try BatchContractTests.objects(result.stdout)
        #expect(objects.map { $0["infinitive"] as? String } == infinitives)
        #expect(objects.map { $0["error"] as? String } == errors)
    }

    @Test func resumeWithNothingToResumeIsAnError() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("k.sqlite").path
        let result = try QuizCLI.run(["quiz", "--resume", "--store", store], input: "x\n", home: home)
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "konjugieren: There is no unfinished quiz to resume; konjugieren quiz starts a new one.\n")
        // Nothing was started either.
        #expect(try QuizCLI.run(["history", "--store", store], home: home).stdout.contains("No quizzes yet."))
    }

    /// A pasted page is cut to what the store keeps (200 characters) before it is graded
    /// and shown, so the screen repeats no 100,000 characters either.
    @Test func aVeryLongAnswerIsCapped() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("k.sqlite").path
        let page = String(repeating: "x", count: 100_000)
        let result = try QuizCLI.run(["quiz", "--store", store, "--seed", "5"], input: page + "\n:q\n", home: home)
        #expect(result.status == 0)
        let shown = result.stdout.split(separator: "\n").first { $0.contains("✗ Your answer:") } ?? ""
        #expect(shown.contains(String(repeating: "x", count: 199) + "… · Correct answer: "), "\(shown.prefix(80))")
        #expect(!result.stdout.contains(String(repeating: "x", count: 201)))
    }

    /// Echoed input cannot clear the screen or recolour it: its control characters are
    /// written as escapes, on standard output and on standard error.
    @Test(arguments: [
        ["lookup", "\u{1B}[2Jging"], ["conjugate", "\u{1B}[2Jging"], ["conjugate", "x\u{9B}31men"],
        ["info", "\u{1B}]0;title\u{7}"], ["settings", "\u{1B}[31mfarbe"], ["open", "konjugieren://verb/%1B%5B2Jging"],
        ["search", "\u{1B}[2J"], ["conjugate", "singen", "--group", "\u{1B}[2J"],
    ])
    func controlCharactersAreNeverEchoedRaw(_ arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status != 0)
        for text in [result.stdout, result.stderr] {
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 },
                    "raw control character in \(text.debugDescription)")
        }
        #expect((result.stdout + result.stderr).contains("␛") || (result.stdout + result.stderr).contains("<U+009B>"))
        #expect(!(result.stdout + result.stderr).contains("\\u{"))
    }

    /// The dashboard's own messages (a mistaken option, before it has the screen) quote
    /// what was typed with its control characters escaped, as the CLI's do.
    @Test(arguments: [["--\u{1B}[2J"], ["--seed", "\u{1B}]0;title\u{7}"], ["--lang", "\u{9B}31m"]])
    func theDashboardNeverEchoesControlCharactersRaw(_ arguments: [String]) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let quoted = arguments.map { "'" + $0 + "'" }.joined(separator: " ")
        let result = try Shell.run("\"$D\" \(quoted)", home: home)
        #expect(result.status == 2)
        #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07 },
                "raw control character in \(result.stderr.debugDescription)")
        #expect(result.stderr.contains("␛") || result.stderr.contains("<U+009B>"))
        #expect(!result.stderr.contains("\\u{"))
    }

    /// An answer is shown again after it was wrong, in the quiz, in its summary and in a
    /// review drill: a pasted "\u{9B}31m" is shown escaped, never sent to the terminal. (A
    /// line with an escape, "\u{1B}[2J", is an arrow or special key: asked again, not graded.)
    @Test func aWrongAnswerIsEchoedEscaped() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("k.sqlite").path
        let answers = String(repeating: "x\u{9B}31my\n", count: 30)
        let quiz = try QuizCLI.run(["quiz", "--store", store, "--seed", "5"], input: answers, home: home)
        let review = try QuizCLI.run(["review", "--all", "--limit", "1", "--store", store], input: "x\u{9B}31my\n", home: home)
        for result in [quiz, review] {
            #expect(result.status == 0)
            #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B },
                    "raw control character in \(result.stdout.suffix(300).debugDescription)")
            #expect(result.stdout.contains("x<U+009B>31my"))
            #expect(!result.stdout.contains("\\u{"))
        }
    }

    @Test func lookupShowsTheEscapedQuery() throws {
        let result = try run(["lookup", "\u{1B}[2Jging"])
        #expect(result.stdout == "␛[2Jging: not a form of any known verb\n")
    }

    /// The German interface says why a word is not a verb in German, on the terminal and in JSON.
    @Test func engineErrorsSpeakGerman() throws {
        let table = try run(["conjugate", "haus", "--lang", "de"])
        // Said once: the reason names the word already.
        #expect(table.stderr == "konjugieren: „haus“ ist kein Infinitiv: Deutsche Infinitive enden auf -en oder -n.\n")
        let json = try run(["conjugate", "--format", "json", "--lang", "de", "sing3n"])
        #expect(json.stdout == "{\"infinitive\":\"sing3n\",\"error\":\"„3“ kann in einem deutschen Infinitiv nicht vorkommen\"}\n")
    }
}
