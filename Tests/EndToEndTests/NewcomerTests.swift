// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// What a newcomer reads: one name per difficulty, wording, widths, echoed input.
struct NewcomerTests {
    static func run(_ arguments: [String], input: String = "", home: URL, columns: Int = 80) throws -> QuizCLI.Result {
        try QuizCLI.run(arguments, input: input, home: home, environment: ["COLUMNS": String(columns)])
    }

    /// The German difficulty names are taken wherever a difficulty is typed; German
    /// settings show them, the stored value stays English.
    @Test func theGermanDifficultyNamesAreAliases() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("s.db").path
        let set = try Self.run(["settings", "difficulty", "aberwitzig", "--lang", "de", "--store", store], home: home)
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout.hasPrefix("difficulty: aberwitzig\n"))
        let english = try Self.run(["settings", "difficulty", "--store", store], home: home)
        #expect(english.stdout.hasPrefix("difficulty: ridiculous"))
        let all = try Self.run(["settings", "--lang", "de", "--store", store], home: home)
        #expect(all.stdout.contains("difficulty:     aberwitzig  (Quiz-Schwierigkeit)"), "\(all.stdout)")
        #expect(try Self.run(["settings", "difficulty", "Normal", "--store", store], home: home).status == 0)
        for name in ["aberwitzig", "normal", "ridiculous"] {
            let quiz = try Self.run(["quiz", "--difficulty", name, "--seed", "1", "--store", store], input: "", home: home)
            #expect(quiz.status == 0, "\(name): \(quiz.stderr)")
        }
    }

    /// The outputs that used to wrap raggedly fit 80 columns in both languages: glosses
    /// cut with "…", headers and long lines wrapped.
    @Test(arguments: ["en", "de"])
    func outputsFitEightyColumns(lang: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("s.db").path
        // Long group names and long wrong answers: the widest history and review lines.
        let quiz = try Self.run(["quiz", "--seed", "7", "--difficulty", "ridiculous", "--store", store],
                                input: String(repeating: String(repeating: "x", count: 43) + "\n", count: 30), home: home)
        #expect(quiz.status == 0, "\(quiz.stderr)")
        let commands: [[String]] = [["badges", "--store", store], ["search", "to", "--limit", "40"],
                                    ["history", "show", "1", "--store", store], ["verbs", "--limit", "60"],
                                    ["conjugate", "ankommen"], ["review", "--list", "--store", store]]
        for command in commands {
            let result = try Self.run(command + ["--lang", lang], home: home)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            let widest = result.stdout.split(separator: "\n").max { $0.count < $1.count } ?? ""
            #expect(widest.count <= 80, "\(command) \(lang): \(widest.count): \(widest)")
        }
        let ankommen = try Self.run(["conjugate", "ankommen", "--lang", lang], home: home).stdout
        #expect(ankommen.split(separator: "\n")[2].contains(lang == "de" ? "Häufigkeitsrang: 299" : "frequency rank: 299"))
    }

    /// An unearned Perfect badge is not "30/30": it counts 0/1, in the CLI and the dashboard alike.
    @Test(arguments: [("en", "○  Perfect quiz", "not yet: 0/1", "not yet: 1/1,000"),
                      ("de", "○  Null Fehler", "noch nicht: 0/1", "noch nicht: 1/1.000")])
    func anUnearnedBadgeReadsAsNotYetEarned(lang: String, name: String, progress: String, thousand: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("s.db").path
        _ = try Self.run(["quiz", "--seed", "7", "--store", store], input: "x\n", home: home)
        let badges = try Self.run(["badges", "--store", store, "--lang", lang], home: home)
        let line = try #require(badges.stdout.split(separator: "\n").first { $0.hasPrefix(name) }, "\(badges.stdout)")
        #expect(line.hasSuffix(progress))
        #expect(badges.stdout.contains(thousand))
        #expect(!badges.stdout.contains("30/30"))
    }

    /// German wording a reader stumbled over: each case says what must read and what must not.
    @Test(arguments: [
        (["info", "haben-or-sein", "--lang", "de"], "; die Pilotin", "und eine kleine, geschlossene Gruppe"),
        (["info", "future-perfect-indicative", "--lang", "de"], "In der gesprochenen Sprache", "Gesprochenen"),
        (["info", "future-perfect-subjunctive-i", "--lang", "de"], "In der gesprochenen Sprache", "Gesprochenen"),
        (["info", "haben-or-sein"], "; die Pilotin", "and a small closed group:"),
        (["settings", "--lang", "de"], "(Quiz im Verlauf)", "Quizze"),
        (["history", "--lang", "de"], "Noch keine Quiz.", "Quizze"),
        (["info", "tense-mood-voice", "--lang", "de"], "im Plusquamperfekt[10], im Futur[11]", "Plusquamperfekt[10] im"),
        (["info", "tense-mood-voice"], "the Plusquamperfekt[10], the Futur[11]", "Plusquamperfekt[10] the"),
    ])
    func germanWordingReadsWell(arguments: [String], reads: String, never: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = arguments[0] == "info" ? [] : ["--store", home.appendingPathComponent("s.db").path]
        let result = try Self.run(arguments + store, home: home, columns: 400)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(reads), "\(result.stdout)")
        #expect(!result.stdout.contains(never))
    }

    /// The accuracy table's rate and counts have two labels that read as two.
    @Test(arguments: [("en", "Rate  Right/all"), ("de", "Quote  Richtig/alle")])
    func theAccuracyColumnsHaveSeparateLabels(lang: String, labels: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("s.db").path
        _ = try Self.run(["quiz", "--seed", "7", "--store", store], input: String(repeating: "x\n", count: 30), home: home)
        let history = try Self.run(["history", "--store", store, "--lang", lang], home: home)
        #expect(history.stdout.contains(labels), "\(history.stdout)")
    }

    /// The dashboard's German help says what the store defaults to.
    @Test func theDashboardsGermanHelpNamesTheDefault() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let help = try Shell.run(DashboardPane.binary, ["--help", "--lang", "de"], environment: QuizCLI.environment(home: home), in: home)
        #expect(help.stdout.contains("die Speicherdatei (Standard: $KONJUGIEREN_STORE, sonst"), "\(help.stdout)")
    }

    /// Every command that takes --store refuses one in a directory that does not exist,
    /// with status 2 (README, "Exit status"), conjugate and lookup included.
    @Test(arguments: [["conjugate", "singen"], ["conjugate", "singen", "--format", "json"], ["lookup", "sang"],
                      ["history"], ["settings"], ["badges"], ["leaderboard"], ["review", "--list"], ["quiz"]])
    func aStoreInAMissingDirectoryIsAUsageError(command: [String]) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("nonexist/dir/x.db").path
        let result = try Self.run(command + ["--store", store], home: home)
        #expect(result.status == 2, "\(command): \(result.stderr)")
        // At 80 columns the sentence wraps before the long path.
        #expect(result.stderr.replacingOccurrences(of: "\n", with: " ").hasPrefix("konjugieren: There is no directory "),
                "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// One way to write each thing: capitalised table headers in both languages, the
    /// ablaut series as `verbs` writes it, footers naming the whole command.
    @Test(arguments: [("en", "Rank  Verb", "Delete one: konjugieren history delete N"),
                      ("de", "Rang  Verb", "Eines löschen: konjugieren history delete N")])
    func oneWayToWriteEachThing(lang: String, header: String, footer: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("s.db").path
        #expect(try Self.run(["verbs", "--limit", "1", "--lang", lang], home: home).stdout.hasPrefix(header))
        let singen = try Self.run(["conjugate", "singen", "--lang", lang], home: home).stdout
        #expect(singen.contains(" i-a-u") && !singen.contains("(i – a – u)"))
        let verbs = try Self.run(["verbs", "--starts-with", "singen", "--lang", lang], home: home).stdout
        #expect(verbs.contains(" i-a-u"))
        _ = try Self.run(["quiz", "--seed", "7", "--store", store], input: String(repeating: "x\n", count: 30), home: home)
        let history = try Self.run(["history", "--store", store, "--lang", lang], home: home, columns: 200).stdout
        #expect(history.contains(footer), "\(history)")
    }

    /// In German the help says first that its descriptions are English; in English it starts as the parser writes it.
    @Test(arguments: [(["--help", "--lang", "de"], true), (["quiz", "--help", "--lang", "de"], true), (["--help"], false)])
    func theGermanHelpSaysItIsEnglish(arguments: [String], german: Bool) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let help = try Self.run(arguments, home: home)
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("Die Hilfe zu den Befehlen ist englisch") == german, "\(help.stdout.prefix(200))")
        #expect(help.stdout.contains("OVERVIEW:") || help.stdout.contains("USAGE:"))
    }
}
