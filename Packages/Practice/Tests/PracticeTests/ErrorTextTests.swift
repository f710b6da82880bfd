// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import Persistence
import Practice
import Testing

/// Every error a learner can meet is a sentence of the catalog, in English and German:
/// the German interface shows no English engine or store text, and nothing of SQLite's
/// or GRDB's internals.
struct ErrorTextTests {
    @Test(arguments: [
        (ConjugationError.empty, "kein Verb angegeben", "no verb given"),
        (.tooLong(length: 80), "eine Eingabe von 80 Zeichen ist zu lang für ein deutsches Verb",
         "an input of 80 characters is too long for a German verb"),
        (.invalidCharacter("3"), "„3“ kann in einem deutschen Infinitiv nicht vorkommen",
         "“3” cannot appear in a German infinitive"),
        // An invisible character, or one that acts on a terminal, is named, not shown.
        (.invalidCharacter("\u{1B}"), "ein Escape-Zeichen kann in einem deutschen Infinitiv nicht vorkommen",
         "an escape character cannot appear in a German infinitive"),
        (.invalidCharacter("\t"), "ein Tabulatorzeichen kann in einem deutschen Infinitiv nicht vorkommen",
         "a tab cannot appear in a German infinitive"),
        (.invalidCharacter("\u{A0}"), "ein geschütztes Leerzeichen kann in einem deutschen Infinitiv nicht vorkommen",
         "a no-break space cannot appear in a German infinitive"),
        (.invalidCharacter("\u{7}"), "ein Steuerzeichen (U+0007) kann in einem deutschen Infinitiv nicht vorkommen",
         "a control character (U+0007) cannot appear in a German infinitive"),
        (.notAnInfinitive("haus"), "„haus“ ist kein Infinitiv: Deutsche Infinitive enden auf -en oder -n",
         "“haus” is not an infinitive: German infinitives end in -en or -n"),
        // An input that does end in -n lacks the stem, not the ending.
        (.notAnInfinitive("n"), "„n“ ist kein Infinitiv: Ein deutscher Infinitiv hat vor -en oder -n einen Stamm (singen, wandern)",
         "“n” is not an infinitive: a German infinitive has a stem before its -en or -n (singen, wandern)"),
        (.notReflexive("sein"), "„sein“ ist nie reflexiv: „sich sein“ ist kein deutsches Verb",
         "“sein” is never reflexive: “sich sein” is not a German verb"),
    ])
    func engineErrorsSpeakTheLearnersLanguage(_ error: ConjugationError, german: String, english: String) {
        #expect(error.sentence(L(.de)) == german)
        #expect(error.sentence(L(.en)) == english)
    }

    /// What the engine echoes from the input cannot drive the terminal.
    @Test func echoedInputHasItsControlCharactersEscaped() {
        let sentence = ConjugationError.notAnInfinitive("\u{1B}[2Jging").sentence(L(.en))
        #expect(!sentence.unicodeScalars.contains { $0.value < 0x20 })
        #expect(sentence.contains("␛[2Jging"))
        #expect(!sentence.contains("\\u{"))
    }

    @Test(arguments: [
        ("\u{1B}[2Jging", "␛[2Jging"),
        ("a\u{9B}31mb", "a<U+009B>31mb"),
        ("sin\tgen", "sin\\tgen"),
        ("zwei\nZeilen", "zwei\\nZeilen"),
        ("\u{7}", "␇"),
        ("\u{7F}", "␡"),
        ("rechts\u{202E}links", "rechts<U+202E>links"),
        ("sich freuen", "sich freuen"),
        ("übermäßig", "übermäßig"),
        ("s\u{308}ingen", "s\u{308}ingen"),
    ])
    func controlCharactersAreEscaped(_ text: String, _ shown: String) {
        #expect(text.escapingControls() == shown)
    }

    @Test func newlinesMayBeKept() {
        #expect("Zeile 1\nZeile 2\u{1B}".escapingControls(keepingNewlines: true) == "Zeile 1\nZeile 2␛")
    }

    static let storeErrors: [PersistenceError] = [
        .cannotOpen(path: "/k", reason: "Permission denied"), .cannotOpen(path: "/k", reason: .noFileYet),
        .cannotOpen(path: "/k", reason: .directoryNotWritable),
        .cannotOpen(path: "/k", reason: .directoryBlockedByFile(directory: "/dev/null", blocking: "/dev/null")),
        .cannotOpen(path: "/k", reason: .directoryInReadOnlyPlace(directory: "/ro/x", existing: "/ro")),
        .cannotOpen(path: "/k", reason: .directoryNotCreated(directory: "/x/y")), .cannotOpen(path: "/k", reason: .unreadable),
        .cannotOpen(path: "/k", reason: .sqliteCannotOpen), .cannotOpen(path: "/k", reason: .permissionDenied),
        .notARegularFile(path: "/k"), .newerSchema(path: "/k"),
        .readOnly(path: "/k"), .diskFull(path: "/k"), .busy(path: "/k"), .corrupt(path: "/k"), .notAStore(path: "/k"),
        .ioError(path: "/k"), .unknownSetting(name: "farbe"),
        .invalidSettingValue(name: "sound", value: "laut", allowed: ["on", "off"]), .quizNotFound(id: 7),
        .database(message: "no such table: quiz"),
    ]

    /// Each case has its own sentence in each language; the German one is not the English
    /// one, and none names the path (the front end says where the store is).
    @Test(arguments: storeErrors)
    func storeErrorsSpeakTheLearnersLanguage(_ error: PersistenceError) {
        let german = error.sentence(L(.de))
        let english = error.sentence(L(.en))
        #expect(german != english)
        #expect(!german.isEmpty && !english.isEmpty)
        #expect(!german.contains("/k") && !english.contains("/k"))
        #expect(!german.lowercased().contains("grdb") && !english.lowercased().contains("grdb"))
        #expect(!german.hasSuffix(".") && !english.hasSuffix("."))
    }

    @Test func theSentencesSayWhatHappened() {
        #expect(PersistenceError.diskFull(path: "/k").sentence(L(.de))
                == "der Datenträger ist voll, daher wurde die letzte Änderung nicht gespeichert")
        #expect(PersistenceError.readOnly(path: "/k").sentence(L(.de))
                == "er ist schreibgeschützt: Er lässt sich lesen, aber nichts darin speichern")
        #expect(PersistenceError.busy(path: "/k").sentence(L(.en)).hasPrefix("another konjugieren process kept it locked"))
        // `settings --store /dev/null/x.sqlite` in German: the reason in German too.
        let blocked = PersistenceError.cannotOpen(path: "/dev/null/x.sqlite",
                                                  reason: .directoryBlockedByFile(directory: "/dev/null", blocking: "/dev/null"))
        #expect(blocked.sentence(L(.de)) == "das Verzeichnis /dev/null kann nicht angelegt werden: /dev/null ist kein Verzeichnis")
        #expect(blocked.sentence(L(.en)) == "the store directory /dev/null cannot be created: /dev/null is not a directory")
    }
}

/// The order of the Progress screen's and `history`'s accuracy bars.
struct WeakestFirstTests {
    static func tally(_ group: Conjugationgroup, right: Int, of answered: Int) -> GroupTally {
        GroupTally(conjugationgroup: group, answered: answered, wrong: answered - right)
    }

    @Test func theLowestShareComesFirstAndMoreEvidenceBreaksATie() {
        let tallies = [
            Self.tally(.präsensIndikativ, right: 12, of: 12),
            Self.tally(.imperativ, right: 1, of: 3),
            Self.tally(.perfektIndikativ, right: 2, of: 6),
            Self.tally(.futurIndikativ, right: 0, of: 0),
            Self.tally(.präteritumIndikativ, right: 3, of: 4),
        ]
        #expect(GroupTally.weakestFirst(tallies).map(\.conjugationgroup)
                == [.perfektIndikativ, .imperativ, .präteritumIndikativ, .präsensIndikativ])
        #expect(GroupTally.weakestFirst(tallies).map(\.right) == [2, 1, 3, 12])
    }
}
