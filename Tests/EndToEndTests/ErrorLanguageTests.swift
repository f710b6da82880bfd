// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing

/// Errors as a German-speaking user meets them: in German from the first word, naming
/// what the user typed; `--lang` wherever it is given; a mistyped `--store` refused.
struct ErrorLanguageTests {
    static func run(_ arguments: [String], language: String = "C", store: String? = nil,
                    home: URL) throws -> QuizCLI.Result {
        var environment = QuizCLI.environment(home: home)
        environment["LC_ALL"] = language
        if let store { environment["KONJUGIEREN_STORE"] = store }
        return try Shell.run(QuizCLI.binary, arguments, environment: environment, in: home)
    }

    /// The parser's own errors and ours alike start with "konjugieren:", as every other
    /// error does, quote with the language's quotes, and close
    /// with a German pointer to the help; in English as the parser writes them.
    @Test(arguments: [
        (["quiz", "--frobnicate"], "de_DE.UTF-8", "konjugieren: ", "Mehr dazu: „konjugieren quiz --help“."),
        (["conjugate", "singen", "-g", "foo", "--lang", "de"], "C", "konjugieren: Unbekannte Konjugationsgruppe",
         "Mehr dazu: „konjugieren conjugate --help“."),
        (["--lang", "de", "verbs", "--limit", "x"], "C", "konjugieren: ", "Mehr dazu: „konjugieren verbs --help“."),
        (["quiz", "--frobnicate"], "C", "konjugieren: ", "See “konjugieren quiz --help” for more information."),
    ])
    func usageErrorsSpeakTheUsersLanguage(arguments: [String], language: String, starts: String, closes: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try Self.run(arguments, language: language, home: home)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(starts), "\(result.stderr)")
        #expect(result.stderr.contains(closes), "\(result.stderr)")
        #expect(!result.stderr.contains("Error:") && !result.stderr.contains("Fehler:"))
        #expect(!result.stderr.contains("'"), "straight quotes in \(result.stderr)")
    }

    /// The parser's own sentences are German too, every kind it writes: no English word
    /// from "Unknown option" to "Usage:" and the option's English help left out.
    @Test(arguments: [
        (["conjugate", "--format", "xml", "singen"], "konjugieren: Der Wert „xml“ ist für „--format <Format>“ ungültig. Möglich sind „table“ oder „json“.\n"),
        (["conjugate", "--voice", "x", "singen"], "konjugieren: Der Wert „x“ ist für „--voice <Genus>“ ungültig. Möglich sind „active“, „passive“ oder „all“.\n"),
        (["conjugate", "--bogus", "singen"], "konjugieren: Unbekannte Option „--bogus“.\n"),
        (["conjugate", "--bogus"], "konjugieren: Unbekannte Option „--bogus“.\n"),
        (["conjugate", "--formt", "json", "singen"], "konjugieren: Unbekannte Option „--formt“. Meintest du „--format“?\n"),
        (["conjugate", "singen", "--format"], "konjugieren: Für „--format <Format>“ fehlt ein Wert.\n"),
        (["quiz", "extra"], "konjugieren: Unerwartetes Argument „extra“.\n"),
        (["history", "show"], "konjugieren: Das Argument „<Nummer>“ fehlt.\n"),
        (["bogus"], "konjugieren: Unerwartetes Argument „bogus“.\n"),
    ])
    func theParsersSentencesAreGerman(arguments: [String], starts: String) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try Self.run(arguments + ["--lang", "de"], home: home)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(starts + "Aufruf: konjugieren "), "\(result.stderr)")
        for english in ["Error", "Usage", "Help:", "Unknown", "Unexpected", "Missing", "invalid", "Please", "Did you"] {
            #expect(!result.stderr.contains(english), "\(english) in \(result.stderr)")
        }
    }

    /// A store that cannot be opened is explained in German from the first word to the
    /// reason: the reason Persistence reports is a case, worded from the catalog.
    @Test func aStoreThatCannotBeMadeIsExplainedInGerman() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let german = try Self.run(["settings", "--store", "/dev/null/x.sqlite", "--lang", "de"], home: home)
        #expect(german.status == 3)
        #expect(german.stderr.contains("das Verzeichnis /dev/null kann nicht angelegt werden: /dev/null ist kein Verzeichnis"),
                "\(german.stderr)")
        #expect(!german.stderr.contains("cannot") && !german.stderr.contains("directory"), "\(german.stderr)")
        let english = try Self.run(["settings", "--store", "/dev/null/x.sqlite"], home: home)
        #expect(english.stderr.contains("the store directory /dev/null cannot be created: /dev/null is not a directory"),
                "\(english.stderr)")
    }

    /// The dashboard's argument errors follow `--lang` wherever it stands, as they follow LANG.
    @Test(arguments: [["--lang", "de", "--bogus"], ["--bogus", "--lang", "de"], ["--lang=de", "--seed", "abc"],
                      ["--lang", "de", "--open", "bogus"]])
    func theDashboardsArgumentErrorsFollowLang(arguments: [String]) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let flagged = try Shell.run(DashboardPane.binary, arguments, environment: QuizCLI.environment(home: home), in: home)
        var environment = QuizCLI.environment(home: home)
        environment["LC_ALL"] = "de_DE.UTF-8"
        let unflagged = arguments.filter { $0 != "--lang" && $0 != "de" && $0 != "--lang=de" }
        let german = try Shell.run(DashboardPane.binary, unflagged, environment: environment, in: home)
        #expect(flagged.status == 2)
        #expect(flagged.stderr == german.stderr, "\(flagged.stderr)")
        #expect(flagged.stderr.contains("Aufruf") || flagged.stderr.contains("Unbekannt"), "\(flagged.stderr)")
        #expect(!flagged.stderr.contains("Usage"), "\(flagged.stderr)")
    }

    /// A value a setting does not take names the setting as typed, with its German name.
    @Test func aSettingsErrorNamesTheSettingAsTyped() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let store = home.appendingPathComponent("k.db").path
        let german = try Self.run(["settings", "Sound", "laut", "--lang", "de", "--store", store], home: home)
        #expect(german.status == 2)
        #expect(german.stderr == "konjugieren: „laut“ ist kein Wert für Sound (Ton); möglich sind on oder off.\n")
        let english = try Self.run(["settings", "sound", "loud", "--store", store], home: home)
        #expect(english.stderr == "konjugieren: “loud” is not a value of sound; choose on or off.\n")
    }

    /// `--lang` before the command counts as after it.
    @Test(arguments: [["--lang", "de", "history"], ["--lang=de", "history"], ["history", "--lang", "de"],
                      ["--lang", "de", "history", "list", "--limit", "3"]])
    func theLanguageMayComeBeforeTheCommand(arguments: [String]) throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try Self.run(arguments + ["--store", home.appendingPathComponent("k.db").path], home: home)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Verlauf\n"), "\(result.stdout)")
    }

    @Test func conjugateTakesTheLanguageBeforeTheCommand() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let before = try Self.run(["--lang", "de", "conjugate", "singen"], home: home)
        let after = try Self.run(["conjugate", "singen", "--lang", "de"], home: home)
        #expect(before.status == 0, "\(before.stderr)")
        #expect(before.stdout == after.stdout)
    }

    /// A store the user names (--store or KONJUGIEREN_STORE) in a directory that does not
    /// exist is refused with status 2 and nothing created; the default location's
    /// directory is made as before.
    @Test func aStorePathInAMissingDirectoryIsRefused() throws {
        let home = try QuizCLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let typo = home.appendingPathComponent("tpyo/deeper/k.db").path
        let flagged = try Self.run(["history", "--store", typo], home: home)
        #expect(flagged.status == 2)
        #expect(flagged.stderr.contains("There is no directory \(home.path)/tpyo/deeper for the store \(typo)"), "\(flagged.stderr)")
        let fromEnvironment = try Self.run(["quiz", "--lang", "de"], store: typo, home: home)
        #expect(fromEnvironment.status == 2)
        #expect(fromEnvironment.stderr.contains("Das Verzeichnis \(home.path)/tpyo/deeper für den Speicher"), "\(fromEnvironment.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("tpyo").path))

        let byDefault = try Self.run(["history"], home: home)
        #expect(byDefault.status == 0, "\(byDefault.stderr)")
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/share/konjugieren/konjugieren.sqlite").path))
    }
}
