extension L {
    /// Text of the plain-stdout CLI: table headers and error sentences.
    public struct CLI: Sendable {
        let l: L
        /// "Infinitiv"
        public var infinitive: String { l[.cliHeaderInfinitive] }
        /// "Bedeutung" (the English gloss of a verb)
        public var gloss: String { l[.cliHeaderGloss] }
        /// "Familie"
        public var family: String { l[.cliHeaderFamily] }
        /// "Hilfsverb"
        public var auxiliary: String { l[.cliHeaderAuxiliary] }
        /// "Ablautreihe"
        public var ablautSeries: String { l[.cliHeaderAblautSeries] }
        /// "Unregelmäßig"
        public var irregular: String { l[.cliHeaderIrregular] }
        /// "Häufigkeitsrang"
        public var frequencyRank: String { l[.cliHeaderFrequencyRank] }
        /// "ja"
        public var yes: String { l[.cliValueYes] }
        /// "nein"
        public var no: String { l[.cliValueNo] }
        /// "keine"
        public var none: String { l[.cliValueNone] }
        /// "Unbekanntes Verb: „sningen“. Es wird nach der Regel … konjugiert."
        public func unknownVerb(_ infinitive: String) -> String { l.string(.cliErrorUnknownVerb, .string(infinitive)) }
        /// "unbekanntes Verb" (for the JSON `error` field and short columns)
        public var unknownVerbShort: String { l[.cliErrorUnknownVerbShort] }
        /// "Ungültiger Wert „7“ für --difficulty."
        public func badFlag(value: String, flag: String) -> String {
            l.string(.cliErrorBadFlag, .string(value), .string(flag))
        }
        /// "„sing3n“ ist kein wohlgeformter deutscher Infinitiv."
        public func malformedVerb(_ input: String) -> String { l.string(.cliErrorMalformedVerb, .string(input)) }
        /// "Ein Tabulatorzeichen ist kein wohlgeformter deutscher Infinitiv." (`name` from
        /// `l.engine.characterName(_:)`, its first letter made upper case)
        public func malformedVerb(named name: String) -> String {
            l.string(.cliErrorMalformedVerbNamed, .string(name.prefix(1).uppercased() + name.dropFirst()))
        }
        /// "Im Verlauf gibt es kein Quiz 999; konjugieren history listet die Quiz mit ihren Nummern auf."
        public func noSuchQuiz(_ id: Int) -> String { l.string(.cliErrorNoSuchQuiz, .int(id)) }
        /// "Unbekannte Sprache „fr“: verwende en oder de."
        public func unknownLanguage(_ code: String) -> String { l.string(.cliErrorUnknownLanguage, .string(code)) }
        /// "Es gibt keinen Artikel namens „ablaut“. …"
        public func unknownArticle(_ slug: String) -> String { l.string(.cliErrorUnknownArticle, .string(slug)) }
        /// "„konjugieren://x“ lässt sich nicht öffnen: …"
        public func badURL(_ url: String) -> String { l.string(.cliErrorBadURL, .string(url)) }
        /// "Der Artikel „history“ enthält einen Markup-Fehler: …"
        public func articleMarkup(slug: String, reason: String) -> String {
            l.string(.cliErrorArticleMarkup, .string(slug), .string(reason))
        }
        /// "Der Speicher unter /tmp/x.sqlite lässt sich nicht öffnen."
        public func storeUnavailable(_ path: String) -> String { l.string(.cliErrorStoreUnavailable, .string(path)) }
        /// "Artikel" (heading of `konjugieren info`)
        public var infoTitle: String { l[.cliInfoTitle] }
        /// "Einen Artikel lesen: konjugieren info SLUG"
        public var infoHint: String { l[.cliInfoHint] }
        /// "Links" (heading of an article's numbered link list)
        public var infoLinks: String { l[.cliInfoLinks] }
    }

    /// Text of a quiz, in the CLI and the dashboard.
    public struct Quiz: Sendable {
        let l: L
        /// "Quiz"
        public var title: String { l[.quizTitle] }
        /// "Verb"
        public var verb: String { l[.quizVerb] }
        /// "Übersetzung"
        public var translation: String { l[.quizTranslation] }
        /// "Pronomen"
        public var pronoun: String { l[.quizPronoun] }
        /// "Konjugationsgruppe"
        public var conjugationgroup: String { l[.quizConjugationgroup] }
        /// "Fortschritt"
        public var progress: String { l[.quizProgress] }
        /// "7/30"
        public func progressValue(_ answered: Int, of total: Int) -> String {
            l.string(.quizProgressValue, .int(answered), .int(total))
        }
        /// "Verstrichen"
        public var elapsed: String { l[.quizElapsed] }
        /// "Punktzahl"
        public var score: String { l[.quizScore] }
        /// "1 Punkt", "2 Punkte"
        public func points(_ count: Int) -> String { l.string(.quizPoints, .count(count)) }
        /// "1 Sekunde", "90 Sekunden"
        public func seconds(_ count: Int) -> String { l.string(.quizSeconds, .int(count)) }
        /// "Deine Antwort"
        public var lastAnswer: String { l[.quizLastAnswer] }
        /// "Richtige Antwort"
        public var correctAnswer: String { l[.quizCorrectAnswer] }
        /// "Deine Antwort"
        public var yourAnswer: String { l[.quizYourAnswer] }
        /// "Richtig!"
        public var correct: String { l[.quizCorrect] }
        /// "Falsch."
        public var incorrect: String { l[.quizIncorrect] }
        /// "Ergebnisse"
        public var results: String { l[.quizResults] }
        /// "Richtig: 27/30"
        public func correctCount(_ correct: Int, of total: Int) -> String {
            l.string(.quizCorrectCount, .int(correct), .int(total))
        }
        /// "Schwierigkeit"
        public var difficulty: String { l[.quizDifficulty] }
        /// "Normal"
        public var regular: String { l[.quizDifficultyRegular] }
        /// "Aberwitzig"
        public var ridiculous: String { l[.quizDifficultyRidiculous] }
        /// "Es gibt ein unvollendetes Quiz. Fortsetzen oder verwerfen?"
        public var unfinishedPrompt: String { l[.quizUnfinishedPrompt] }
        /// "Fortsetzen"
        public var resume: String { l[.quizUnfinishedResume] }
        /// "Verwerfen"
        public var discard: String { l[.quizUnfinishedDiscard] }
        /// "Beenden"
        public var quit: String { l[.quizQuit] }
        /// "Starten"
        public var start: String { l[.quizStart] }
    }

    /// Text of the quiz history.
    public struct History: Sendable {
        let l: L
        /// "Verlauf"
        public var title: String { l[.historyTitle] }
        /// "Noch keine Quiz."
        public var empty: String { l[.historyEmpty] }
        /// "Datum"
        public var date: String { l[.historyDate] }
        /// "unvollendet"
        public var unfinished: String { l[.historyUnfinished] }
        /// "Richtige Antworten je Konjugationsgruppe, die schwächste zuerst"
        public var groups: String { l[.historyGroups] }
        /// "Gruppe" (the column of conjugationgroup names)
        public var groupColumn: String { l[.historyColumnGroup] }
        /// "Richtig" (the column of a bar and a percentage of right answers)
        public var rightColumn: String { l[.historyColumnRight] }
        /// "Gefragt" (the column of how many answers were given)
        public var askedColumn: String { l[.historyColumnAsked] }
    }

    /// Text of the leaderboard.
    public struct Leaderboard: Sendable {
        let l: L
        /// "Bestenliste"
        public var title: String { l[.leaderboardTitle] }
        /// "Platz"
        public var rank: String { l[.leaderboardRank] }
        /// "Zeit"
        public var time: String { l[.leaderboardTime] }
        /// "Noch keine abgeschlossenen Quiz."
        public var empty: String { l[.leaderboardEmpty] }
    }

    /// Names and values of the settings.
    public struct Settings: Sendable {
        let l: L
        /// "Einstellungen"
        public var title: String { l[.settingsTitle] }
        /// "Sprache" (of the user interface)
        public var language: String { l[.settingsLanguage] }
        /// "Namen der Konjugationsgruppen"
        public var conjugationgroupLanguage: String { l[.settingsConjugationgroupLanguage] }
        /// "Deutsch" (conjugationgroups named Präsens Indikativ …)
        public var german: String { l[.settingsConjugationgroupLanguageGerman] }
        /// "Englisch" (conjugationgroups named Present Indicative …)
        public var english: String { l[.settingsConjugationgroupLanguageEnglish] }
        /// "Pronomen der dritten Person"
        public var thirdPersonPronoun: String { l[.settingsThirdPersonPronoun] }
        /// "er", "sie" or "es": the label of the third person singular.
        public func pronoun(_ pronoun: ThirdPersonPronoun) -> String {
            switch pronoun {
            case .er: return l[.settingsThirdPersonPronounEr]
            case .sie: return l[.settingsThirdPersonPronounSie]
            case .es: return l[.settingsThirdPersonPronounEs]
            }
        }
        /// "Quiz-Schwierigkeit"
        public var quizDifficulty: String { l[.settingsQuizDifficulty] }
        /// "Ton"
        public var sound: String { l[.settingsSound] }
        /// "An"
        public var on: String { l[.settingsOn] }
        /// "Aus"
        public var off: String { l[.settingsOff] }
        /// "Einstellungen gespeichert."
        public var saved: String { l[.settingsSaved] }
        /// "Unbekannte Einstellung „farbe“."
        public func unknownKey(_ key: String) -> String { l.string(.settingsUnknownKey, .string(key)) }
    }

    /// The three choices of the third-person label (a display setting, never part of a form).
    public enum ThirdPersonPronoun: String, Sendable, CaseIterable {
        case er, sie, es
    }

    /// Text of the full-screen dashboard.
    public struct Dashboard: Sendable {
        let l: L
        /// The dashboard's screens, in tab order.
        public enum Screen: String, Sendable, CaseIterable {
            case verbs, verb, quiz, review, info, progress, settings
        }

        /// "Verben", "Wiederholung", …
        public func screen(_ screen: Screen) -> String {
            switch screen {
            case .verbs: return l[.dashboardScreenVerbs]
            case .verb: return l[.dashboardScreenVerb]
            case .quiz: return l[.dashboardScreenQuiz]
            case .review: return l[.dashboardScreenReview]
            case .info: return l[.dashboardScreenInfo]
            case .progress: return l[.dashboardScreenProgress]
            case .settings: return l[.dashboardScreenSettings]
            }
        }
        /// "Tab weiter" (Tab goes to the next main screen)
        public var helpTab: String { l[.dashboardHelpTab] }
        /// "q beenden"
        public var helpQuit: String { l[.dashboardHelpQuit] }
        /// "j ja · jede andere Taste nein": the keys while a yes-or-no question waits.
        public var helpConfirm: String { l[.dashboardHelpConfirm] }
        /// "↑/↓ bewegen · Enter öffnen · / suchen · Esc zurück"
        public var helpList: String { l[.dashboardHelpList] }
        /// "Form eintippen, Enter zum Antworten · Esc Quiz verlassen"
        public var helpQuiz: String { l[.dashboardHelpQuiz] }
        /// "Form eintippen, Enter zum Antworten · Esc Wiederholung beenden"
        public var helpReview: String { l[.dashboardHelpReview] }
        /// "↑/↓ blättern"
        public var helpScroll: String { l[.dashboardHelpScroll] }
        /// The keys that follow a link of an article with `count` links: "1 dem Link folgen",
        /// "1–4 Link folgen"; from ten links on, digits make the number and Enter follows
        /// it: "1–12, Enter Link folgen".
        public func helpFollowLink(count: Int) -> String {
            count < 10 ? l.string(.dashboardHelpFollowLinks, .int(count)) : l.string(.dashboardHelpFollowLinkNumber, .int(count))
        }
        /// What the digits do in any article, for the help screen: "1–9 Link folgen (ab 10 Links: Nummer, dann Enter)"
        public var helpFollowLinkAny: String { l[.dashboardHelpFollowLinkAny] }
        /// "←/→ Wert ändern · ↑/↓ auswählen"
        public var helpSettings: String { l[.dashboardHelpSettings] }
        /// "Suche"
        public var search: String { l[.dashboardSearch] }
        /// "Terminal zu klein: 40×10, nötig sind mindestens 80×24."
        public func tooSmall(columns: Int, rows: Int, minimumColumns: Int, minimumRows: Int) -> String {
            l.string(.dashboardTooSmall, .int(columns), .int(rows), .int(minimumColumns), .int(minimumRows))
        }
        /// "1 Form zur Wiederholung fällig", "3 Formen zur Wiederholung fällig"
        public func reviewDue(_ count: Int) -> String { l.string(.dashboardReviewDue, .count(count)) }
        /// "Kein Verb passt zu „xyz“."
        public func noMatches(_ query: String) -> String { l.string(.dashboardNoMatches, .string(query)) }
    }

    /// Names of the conjugationgroups, by slot id (`"präsensIndikativ"`,
    /// `"präteritumIndikativVorgangspassiv"`).
    ///
    /// Localization depends on no domain module, so it takes the slot id string
    /// (`Conjugationgroup.rawValue` in ConjugationEngine).
    public struct Conjugationgroups: Sendable {
        let l: L

        /// The slot ids this catalog names, in the order of DESIGN.md.
        public static let slotIDs = [
            "präsensIndikativ", "präteritumIndikativ", "präsensKonjunktivI", "präteritumKonjunktivII",
            "imperativ", "perfektpartizip", "präsenspartizip", "perfektIndikativ", "perfektKonjunktivI",
            "plusquamperfektIndikativ", "plusquamperfektKonjunktivII", "futurIndikativ",
            "futurKonjunktivI", "futurKonjunktivII", "futurIIIndikativ",
            "futurIIKonjunktivI", "futurIIKonjunktivII", "zuInfinitiv", "perfektInfinitiv",
        ] + [
            "präsensIndikativ", "präteritumIndikativ", "präsensKonjunktivI", "präteritumKonjunktivII",
            "perfektIndikativ", "perfektKonjunktivI", "plusquamperfektIndikativ", "plusquamperfektKonjunktivII",
            "futurIndikativ", "futurKonjunktivI", "futurKonjunktivII", "futurIIIndikativ",
            "futurIIKonjunktivI", "futurIIKonjunktivII",
        ].map { $0 + "Vorgangspassiv" } + [
            "präsensIndikativZustandspassiv", "präteritumIndikativZustandspassiv", "passivInfinitiv",
            "perfektPassivInfinitiv",
        ]

        /// The name of a conjugationgroup.
        ///
        /// - Parameters:
        ///   - slotID: `"präteritumKonjunktivII"`.
        ///   - naming: the "conjugationgroup language" setting; nil follows the UI language.
        ///     `name("präteritumIndikativ", naming: .de)` is "Präteritum Indikativ" even in
        ///     an English interface; with `.en` it is "Preterite Indicative".
        /// - Returns: the name, or `slotID` itself for an id the catalog does not know.
        public func name(_ slotID: String, naming: Language? = nil) -> String {
            guard let key = Key(rawValue: "conjugationgroup." + slotID) else { return slotID }
            return l.catalog.string(key.rawValue, naming ?? l.language)
        }
    }
}
