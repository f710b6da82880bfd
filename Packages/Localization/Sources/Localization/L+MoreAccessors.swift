extension L {
    /// Labels of a verb's head in the conjugate table and the dashboard's Verb screen.
    public var verb: Verb { Verb(l: self) }
    /// Names of the verb families.
    public var family: Families { Families(l: self) }

    /// Labels of the facts about a verb: "Familie: stark (3a)", "Hilfsverb: haben oder sein".
    public struct Verb: Sendable {
        let l: L
        /// "Familie"
        public var family: String { l[.cliVerbFamily] }
        /// "Hilfsverb"
        public var auxiliary: String { l[.cliVerbAuxiliary] }
        /// "Aufbau" (of a prefixed verb: an|kommen)
        public var structure: String { l[.cliVerbStructure] }
        /// "Häufigkeitsrang"
        public var frequencyRank: String { l[.cliVerbFrequencyRank] }
        /// "nicht im Lexikon: nach der Regel konjugiert"
        public var byRule: String { l[.cliVerbByRule] }
        /// "weitere Bedeutungen"
        public var otherMeanings: String { l[.cliVerbOtherMeanings] }
        /// "haben hat keine Formen in diesen Konjugationsgruppen (… kein Passiv)."
        public func noForms(_ verb: String) -> String { l.string(.cliVerbNoForms, .string(verb)) }
        /// "regnen hat kein Passiv: ein Witterungsverb hat keinen Handelnden, … (nicht *es
        /// wird geregnet)" for the raw value of the verb's reason (`PassiveAbsence.rawValue`
        /// in ConjugationEngine: "weather", "seinPerfect", "noDoer" …) and the verb's own
        /// Perfektpartizip, which the reason's example uses; nil for an unknown raw value.
        public func noPassive(_ verb: String, reason rawValue: String, participle: String) -> String? {
            let reason: L.Key
            switch rawValue {
            case "auxiliary": reason = .passiveAbsenceAuxiliary
            case "modal": reason = .passiveAbsenceModal
            case "noDoer": reason = .passiveAbsenceNoDoer
            case "possession": reason = .passiveAbsencePossession
            case "receiving": reason = .passiveAbsenceReceiving
            case "reflexive": reason = .passiveAbsenceReflexive
            case "seinPerfect": reason = .passiveAbsenceSeinPerfect
            case "weather": reason = .passiveAbsenceWeather
            default: return nil
            }
            return l.string(.cliVerbNoPassive, .string(verb), .string(l.string(reason, .string(participle))))
        }
        /// "wähle mit --meaning N"
        public var chooseMeaning: String { l[.cliVerbChooseMeaning] }
        /// "oder", as in "haben oder sein"
        public var or: String { l[.cliVerbOr] }
    }

    /// Verb family names by the family's raw value (`Family.rawValue` in ConjugationEngine:
    /// "weak", "strong", "mixed", "ieren", "irregular").
    public struct Families: Sendable {
        let l: L
        /// "stark" for `"strong"`; an unknown raw value is returned unchanged.
        public func name(_ rawValue: String) -> String {
            switch rawValue {
            case "weak": return l[.familyWeak]
            case "strong": return l[.familyStrong]
            case "mixed": return l[.familyMixed]
            case "ieren": return l[.familyIeren]
            case "irregular": return l[.familyIrregular]
            default: return rawValue
            }
        }
    }
}

extension L.CLI {
    /// "Gib mindestens ein Verb an oder - für Verben von der Standardeingabe."
    public var noVerbs: String { l[.cliErrorNoVerbs] }
    /// "--meaning zählt ab 1."
    public var meaningFromOne: String { l[.cliErrorMeaningFromOne] }
    /// "--threads nimmt 1 bis 64."
    public var threadsRange: String { l[.cliErrorThreadsRange] }
    /// "Unbekannte Konjugationsgruppe „präsans“. Nenne eine auf Deutsch oder Englisch, …:"
    /// and, on the lines after it, `known`: the names a user may type.
    public func unknownConjugationgroup(_ name: String, known: String) -> String {
        l.string(.cliErrorUnknownConjugationgroup, .string(name), .string(known))
    }
    /// "Das Lexikon lässt sich nicht laden: …"
    public func lexiconUnavailable(_ reason: String) -> String { l.string(.cliErrorLexiconUnavailable, .string(reason)) }
    /// The second line of `konjugieren --version`:
    /// "Lexikon: 10186 Verben, 10244 Bedeutungen (lexicon.tsv, SHA-256 3f0c5a9e1b2d…)".
    public func lexiconVersion(verbs: Int, meanings: Int, fingerprint: String) -> String {
        l.string(.cliVersionLexicon, .count(verbs), .count(meanings), .string(fingerprint))
    }
    /// "--limit muss mindestens 1 sein."
    public func atLeastOne(_ flag: String) -> String { l.string(.cliErrorAtLeastOne, .string(flag)) }
    /// "--resume und --discard schließen einander aus."
    public func exclusiveFlags(_ first: String, _ second: String) -> String {
        l.string(.cliErrorExclusiveFlags, .string(first), .string(second))
    }
    /// "Keine Verben zum Abfragen."
    public var noQuizVerbs: String { l[.cliErrorNoQuizVerbs] }
    /// "Das unvollendete Quiz lässt sich nicht lesen; es wird verworfen."
    public var unfinishedUnreadable: String { l[.cliErrorUnfinishedUnreadable] }
    /// "Kein Ort für den Speicher: …"
    public var noStoreLocation: String { l[.cliErrorNoStoreLocation] }
}

extension L.Dashboard {
    /// How the verb list is sorted.
    public enum Order: String, Sendable, CaseIterable {
        case frequency, alphabet
        /// The best matches of a search first.
        case relevance
    }

    /// "Nichts zu wiederholen: Die Warteschlange ist leer. …"
    public var reviewEmpty: String { l[.dashboardReviewEmpty] }
    /// "Jetzt ist nichts fällig. …"
    public var nothingDue: String { l[.dashboardNothingDue] }
    /// "Dieser Artikel hat keinen Link 7."
    public func noSuchLink(_ number: Int) -> String { l.string(.dashboardNoSuchLink, .int(number)) }
    /// "Im Browser öffnen: https://…"
    public func openInBrowser(_ url: String) -> String { l.string(.dashboardOpenInBrowser, .string(url)) }
    /// "/ suchen"
    public var searchHint: String { l[.dashboardSearchHint] }
    /// "häufigste zuerst", "alphabetisch", "beste Treffer zuerst"
    public func order(_ order: Order) -> String {
        switch order {
        case .frequency: return l[.dashboardOrderFrequency]
        case .alphabet: return l[.dashboardOrderAlphabet]
        case .relevance: return l[.dashboardOrderRelevance]
        }
    }
    /// "Familie"
    public var familyLabel: String { l[.dashboardFamilyLabel] }
    /// "alle"
    public var all: String { l[.dashboardAll] }
    /// "Rang"
    public var rank: String { l[.dashboardRank] }
    /// "Hilfsv."
    public var auxiliaryShort: String { l[.dashboardAuxiliaryShort] }
    /// "Gruppen 1–4 von 13 · ↑/↓ blättern", under an accuracy table that does not show every group.
    public func accuracyShown(from first: Int, to last: Int, of total: Int) -> String {
        l.string(.dashboardAccuracyShown, .int(first), .int(last), .int(total))
    }
    /// "Weitere Bedeutungen"
    public var otherMeanings: String { l[.dashboardOtherMeanings] }
    /// "Partizipien"
    public var participles: String { l[.dashboardParticiples] }
    /// "Infinitive" (zu singen, gesungen haben, gesungen werden)
    public var infinitives: String { l[.dashboardInfinitives] }
    /// "Tippen zum Suchen · ↑/↓ bewegen · Enter öffnen · Esc abbrechen"
    public var helpSearch: String { l[.dashboardHelpSearch] }
    /// "↑/↓ bewegen · Enter öffnen · / suchen · s sortieren · f Familie"
    public var helpVerbs: String { l[.dashboardHelpVerbs] }
    /// "↑/↓ blättern · w Quiz zu den Schwächen bei diesem Verb · Esc zurück"
    public var helpVerb: String { l[.dashboardHelpVerb] }
    /// "Enter neues Quiz"
    public var helpQuizIdle: String { l[.dashboardHelpQuizIdle] }
    /// "r fortsetzen · d verwerfen"
    public var helpQuizUnfinished: String { l[.dashboardHelpQuizUnfinished] }
    /// "↑/↓ blättern · Enter neues Quiz · Esc schließen"
    public var helpResults: String { l[.dashboardHelpResults] }
    /// "Enter fällige Formen wiederholen · a alle wiederholen"
    public var helpReviewIdle: String { l[.dashboardHelpReviewIdle] }
    /// "↑/↓ blättern · Enter oder Esc schließen"
    public var helpReviewDone: String { l[.dashboardHelpReviewDone] }
    /// "↑/↓ wählen · Enter öffnen"
    public var helpInfoList: String { l[.dashboardHelpInfoList] }
    /// "Esc zurück"
    public var helpBack: String { l[.dashboardHelpBack] }
    /// "Eine beliebige Taste schließt diese Hilfe."
    public var helpClose: String { l[.dashboardHelpClose] }
    /// "Tasten"
    public var keys: String { l[.dashboardHelpKeys] }
    /// "↑/↓ blättern · jede andere Taste schließt diese Hilfe", under a help taller than the screen.
    public var helpCloseOrScroll: String { l[.dashboardHelpCloseOrScroll] }
    /// The rows of the help screen for the keys that work everywhere: a key and what it
    /// does (the dashboard adds each screen's keys from its help lines).
    public var helpRows: [(key: String, action: String)] {
        [
            ("Tab / Shift-Tab", l[.dashboardHelpRowScreens]),
            ("/", l[.dashboardHelpRowSearch]),
            ("Esc", l[.dashboardHelpRowEscape]),
            ("?", l[.dashboardHelpRowHelp]),
            ("q", l[.dashboardHelpRowQuit]),
            (l[.dashboardHelpInterruptKey], l[.dashboardHelpRowInterrupt]),
        ]
    }
    /// "Enter startet ein neues Quiz mit 30 Fragen."
    public var newQuizHint: String { l[.dashboardNewQuizHint] }
    /// "(änderbar unter Einstellungen)"
    public var difficultyHint: String { l[.dashboardDifficultyHint] }
    /// "in der Warteschlange"
    public var inQueue: String { l[.dashboardInQueue] }
    /// "Fach" (a box of the review queue)
    public var box: String { l[.dashboardBox] }
    /// "fällig"
    public var due: String { l[.dashboardDue] }
    /// "Quiz"
    public var quizzes: String { l[.dashboardQuizzes] }
    /// "Serie"
    public var streak: String { l[.dashboardStreak] }
    /// "1 Tag", "5 Tage"
    public func days(_ count: Int) -> String { l.string(.dashboardDays, .int(count)) }
    /// "Beste"
    public var best: String { l[.dashboardBest] }
    /// "Beste Ergebnisse"
    public var bestScores: String { l[.dashboardBestScores] }
    /// "Schwächste Konjugationsgruppen"
    public var weakest: String { l[.dashboardWeakest] }
    /// "Noch keine Antworten."
    public var noAnswers: String { l[.dashboardNoAnswers] }
    /// "3 von 40 falsch"
    public func wrong(_ wrong: Int, of answered: Int) -> String {
        l.string(.dashboardWrong, .int(wrong), .int(answered))
    }
    /// "Punktzahlen, die ältesten zuerst"
    public var scoreHistory: String { l[.dashboardScoreHistory] }
    /// "Jede Änderung wird sofort gespeichert."
    public var savedAtOnce: String { l[.dashboardSavedAtOnce] }
    /// "Links"
    public var links: String { l[.dashboardLinks] }
    /// "mehr ↓"
    public var more: String { l[.dashboardMore] }
    /// "? Hilfe"
    public var helpKey: String { l[.dashboardHelpHelpKey] }

    /// "Der Speicher hat versagt: disk I/O error"
    public func storeFailed(_ reason: String) -> String { l.string(.dashboardErrorStore, .string(reason)) }
    /// "Der Artikel history lässt sich nicht zeigen: …"
    public func articleUnavailable(_ slug: String, reason: String) -> String {
        l.string(.dashboardErrorArticle, .string(slug), .string(reason))
    }
    /// "Die Artikel fehlen in dieser Installation."
    public var noArticles: String { l[.dashboardErrorNoArticles] }
    /// "„xyz1“ lässt sich nicht konjugieren: …"
    public func cannotConjugate(_ infinitive: String, reason: String) -> String {
        l.string(.dashboardErrorCannotConjugate, .string(infinitive), .string(reason))
    }

    /// The usage text of `konjugieren-dashboard --help`.
    public var usage: String { l[.dashboardCliUsage] }
    /// "braucht ein Terminal; für Skripte gibt es den Befehl konjugieren."
    public var needsTerminal: String { l[.dashboardCliNeedsTerminal] }
    /// "das Terminal lässt sich nicht in den Rohmodus schalten: …"
    public func rawModeFailed(_ reason: String) -> String { l.string(.dashboardCliRawMode, .string(reason)) }
    /// "--store braucht einen Wert."
    public func missingValue(_ option: String) -> String { l.string(.dashboardCliMissingValue, .string(option)) }
    /// "--seed nimmt eine ganze Zahl von 0 bis …, nicht „x“."
    public func badSeed(_ value: String) -> String { l.string(.dashboardCliBadSeed, .string(value)) }
    /// "Unbekannte Option --farbe."
    public func unknownOption(_ option: String) -> String { l.string(.dashboardCliUnknownOption, .string(option)) }
}

extension L.CLI {
    /// The name of a value in a usage line, in the language: "Optionen" for `<options>`,
    /// "Pfad" for `--store <path>`; nil for a name the catalog does not know.
    ///
    /// ```swift
    /// L(.de).cli.placeholder("options")  // "Optionen"
    /// ```
    public func placeholder(_ name: String) -> String? {
        L.CLI.placeholderKeys[name].map { l[$0] }
    }

    /// The value names of the usage lines, as the argument parser writes them.
    static let placeholderKeys: [String: L.Key] = [
        "ablaut": .cliPlaceholderAblaut,
        "auxiliary": .cliPlaceholderAuxiliary,
        "band": .cliPlaceholderBand,
        "clause": .cliPlaceholderClause,
        "difficulty": .cliPlaceholderDifficulty,
        "family": .cliPlaceholderFamily,
        "form": .cliPlaceholderForm,
        "format": .cliPlaceholderFormat,
        "group": .cliPlaceholderGroup,
        "lang": .cliPlaceholderLang,
        "limit": .cliPlaceholderLimit,
        "lives": .cliPlaceholderLives,
        "meaning": .cliPlaceholderMeaning,
        "name": .cliPlaceholderName,
        "number": .cliPlaceholderNumber,
        "options": .cliPlaceholderOptions,
        "path": .cliPlaceholderPath,
        "prefix": .cliPlaceholderPrefix,
        "questions": .cliPlaceholderQuestions,
        "seed": .cliPlaceholderSeed,
        "slug": .cliPlaceholderSlug,
        "sort": .cliPlaceholderSort,
        "starts-with": .cliPlaceholderStartsWith,
        "subcommand": .cliPlaceholderSubcommand,
        "text": .cliPlaceholderText,
        "threads": .cliPlaceholderThreads,
        "url": .cliPlaceholderUrl,
        "value": .cliPlaceholderValue,
        "verbs": .cliPlaceholderVerbs,
        "voice": .cliPlaceholderVoice,
        "with": .cliPlaceholderWith,
    ]
}
