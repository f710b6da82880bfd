// Text of the quiz options, the game mechanics (XP, levels, badges, streaks, goals,
// rating), the explanations after a wrong answer, history details and spelling help.

extension L.CLI {
    /// "„hoeren“ steht nicht im Lexikon. Meintest du „hören“?"
    public func didYouMean(_ input: String, _ suggestion: String) -> String {
        l.string(.cliErrorDidYouMean, .string(input), .string(suggestion))
    }
    /// "„sigen“ steht nicht im Lexikon und wird nach der Regel konjugiert. Meintest du „sagen“, „singen“?"
    /// (the list is quoted and joined by the caller)
    public func closeSpellings(_ input: String, _ list: String) -> String {
        l.string(.cliNoteCloseSpellings, .string(input), .string(list))
    }
}

extension L {
    /// The game mechanics: XP and levels, streaks, the daily goal, the rating, badges and
    /// the progress pictures: `l.game.level(3, experience: 340, toNext: 60)`.
    public var game: Game { Game(l: self) }

    /// A percentage in the language's style: "80 %" in German, "80%" in English.
    public func percent(_ value: Int) -> String { string(.formatPercent, .int(value)) }
    /// The one-line explanations after a wrong answer: `l.explain.see("Die Ablautreihen", slug: "ablaut-series")`.
    public var explain: Explain { Explain(l: self) }

    /// XP, levels, streaks, goals, rating, badges and the progress pictures.
    public struct Game: Sendable {
        let l: L
        /// "XP"
        public var experience: String { l[.gameExperience] }
        /// "Stufe 3 · 340 XP · noch 60 XP bis Stufe 4"
        public func level(_ level: Int, experience: Int, toNext: Int) -> String {
            l.string(.gameLevel, .int(level), .count(experience), .count(toNext), .int(level + 1))
        }
        /// "+15 XP"
        public func experienceEarned(_ xp: Int) -> String { l.string(.gameExperienceEarned, .count(xp)) }
        /// "Längste Serie: 9 Tage" (the day count comes from `dashboard.days(_:)`)
        public func longestStreak(_ days: String) -> String { l.string(.gameLongestStreak, .string(days)) }
        /// "Heute: 12/30 Antworten (Tagesziel)", "… Tagesziel erreicht", or without a goal "Heute: 12 Antworten …"
        public func goal(done: Int, target: Int) -> String {
            if target <= 0 { return l.string(.gameGoalOff, .count(done)) }
            // The target comes first: the noun agrees with it ("1/1 answer", "1/30 answers").
            return l.string(done >= target ? .gameGoalMet : .gameGoal, .count(target), .count(done))
        }
        /// "Wertung: 72,4 (gleitender Durchschnitt deiner Quizprozente, α = 0,2)"
        public func rating(_ value: Double) -> String { l.string(.gameRating, .string(decimal(value))) }
        /// "Besser als 63 % deiner früheren Quiz"; for the first quiz "Dein erstes Quiz: …"
        public func percentile(_ value: Int?) -> String {
            guard let value else { return l[.gameFirstQuiz] }
            return l.string(.gamePercentile, .int(value))
        }
        /// "Abzeichen erhalten: Null Fehler (ein Quiz mit 30 Fragen ohne Fehler)"
        public func badgeEarned(_ id: String) -> String {
            l.string(.gameBadgeEarned, .string(badgeName(id)), .string(badgeAbout(id)))
        }
        /// "Abzeichen"
        public var badgesTitle: String { l[.gameBadgesTitle] }
        /// "2 von 4 erhalten"
        public func badgesCount(_ earned: Int, of total: Int) -> String { l.string(.gameBadgesCount, .int(earned), .int(total)) }
        /// "erhalten am 2026-11-23 10:00"
        public func earnedOn(_ date: String) -> String { l.string(.gameBadgesEarnedOn, .string(date)) }
        /// "noch nicht", or with a count "noch nicht: 3/7"
        public func notYet(_ progress: (now: Int, needed: Int)?) -> String {
            guard let progress else { return l[.gameBadgesNotYet] }
            return l.string(.gameBadgesProgress, .string(l.grouped(progress.now)), .string(l.grouped(progress.needed)))
        }
        /// "Sieben-Tage-Serie" for "week-streak"; an unknown id as it is.
        public func badgeName(_ id: String) -> String {
            switch id {
            case "week-streak": return l[.gameBadgeWeekStreakName]
            case "perfect-quiz": return l[.gameBadgePerfectQuizName]
            case "all-groups": return l[.gameBadgeAllGroupsName]
            case "thousand-forms": return l[.gameBadgeThousandFormsName]
            default: return id
            }
        }
        /// "7 Tage in Folge jeden Tag ein Quiz beendet" for "week-streak"; "" for an unknown id.
        public func badgeAbout(_ id: String) -> String {
            switch id {
            case "week-streak": return l[.gameBadgeWeekStreakAbout]
            case "perfect-quiz": return l[.gameBadgePerfectQuizAbout]
            case "all-groups": return l[.gameBadgeAllGroupsAbout]
            case "thousand-forms": return l[.gameBadgeThousandFormsAbout]
            default: return ""
            }
        }
        /// "Trefferquote je Konjugationsgruppe"
        public var accuracyTitle: String { l[.gameAccuracyTitle] }
        /// Column labels of the accuracy table: "Konjugationsgruppe", "Richtig" (over the
        /// percentage), "Antworten" (over right/answered, "9/20", which the legend explains).
        public var accuracyColumns: (group: String, right: String, answered: String) {
            (l[.gameAccuracyGroup], l[.gameAccuracyRight], l[.gameAccuracyAnswered])
        }
        /// "█ ab 80 % · ▒ unter 80 % · 9/20: 9 von 20 richtig"
        public var accuracyLegend: String { l[.gameAccuracyLegend] }
        /// "Punkte je Quiz, ältestes zuerst (0 bis 300)"
        public func scoresTitle(low: Int, high: Int) -> String { l.string(.gameScoresTitle, .int(low), .int(high)) }
        /// "Prozent richtig je Quiz, ältestes zuerst"
        public var percentTitle: String { l[.gameScoresPercentTitle] }

        /// 72.4 as "72.4" in English, "72,4" in German.
        public func decimal(_ value: Double) -> String {
            let tenths = Int((value * 10).rounded())
            let text = "\(tenths / 10)" + (l.language == .de ? "," : ".") + "\(abs(tenths % 10))"
            return tenths < 0 && tenths / 10 == 0 ? "-" + text : text
        }
    }

    /// The one-line explanations after a wrong answer.
    public struct Explain: Sendable {
        let l: L
        /// "sich bedanken ist immer reflexiv: Das Pronomen gehört zu jeder Form (bedanke mich)."
        public func alwaysReflexive(_ verb: String, example: String) -> String {
            l.string(.explainAlwaysReflexive, .string(verb), .string(example))
        }
        /// "ankommen ist trennbar: Im Hauptsatz steht die Partikel an am Ende (komme an)."
        public func separable(_ verb: String, particle: String, example: String) -> String {
            l.string(.explainSeparable, .string(verb), .string(particle), .string(example))
        }
        /// "ankommen ist trennbar: ge- steht zwischen an und dem Stamm (angekommen)."
        public func separableParticiple(_ verb: String, particle: String, example: String) -> String {
            l.string(.explainSeparableParticiple, .string(verb), .string(particle), .string(example))
        }
        /// "erzählen hat das untrennbare Präfix er-: Sein Partizip hat kein ge- (erzählt)."
        public func inseparable(_ verb: String, prefix: String, example: String) -> String {
            l.string(.explainInseparable, .string(verb), .string(prefix), .string(example))
        }
        /// "studieren endet auf -ieren: Sein Partizip hat kein ge- (studiert)."
        public func ieren(_ verb: String, example: String) -> String { l.string(.explainIeren, .string(verb), .string(example)) }
        /// "Der Stamm von reden endet auf -d, -t oder Konsonant + m/n: Vor einer Endung mit t oder s steht ein e (redete)."
        public func eInsertion(_ verb: String, example: String) -> String {
            l.string(.explainEInsertion, .string(verb), .string(example))
        }
        /// "Der Stamm von reisen endet auf s, ß, x oder z: Die du-Form hängt nur -t an (reist)."
        public func sibilantDu(_ verb: String, example: String) -> String {
            l.string(.explainSibilantDu, .string(verb), .string(example))
        }
        /// "sammeln endet auf -eln oder -ern: …"
        public func elOrEr(_ verb: String, example: String) -> String {
            l.string(.explainElOrEr, .string(verb), .string(example))
        }
        /// "fahren bildet das Perfekt mit sein (bin gefahren)."
        public func auxiliarySein(_ verb: String, example: String) -> String {
            l.string(.explainAuxiliarySein, .string(verb), .string(example))
        }
        /// "singen ist stark, Ablautreihe i – a – u (sang, gesungen)."
        public func ablaut(_ verb: String, series: String, example: String) -> String {
            l.string(.explainAblaut, .string(verb), .string(series), .string(example))
        }
        /// "bringen ist gemischt: geänderter Stamm, schwache Endungen (brachte, gebracht)."
        public func mixed(_ verb: String, example: String) -> String { l.string(.explainMixed, .string(verb), .string(example)) }
        /// "sein ist unregelmäßig: Seine Formen lernt man auswendig (war, gewesen)."
        public func irregular(_ verb: String, example: String) -> String {
            l.string(.explainIrregular, .string(verb), .string(example))
        }
        /// "klingen behält in dieser Präsensform den Stamm des Infinitivs, auch wenn es ihn
        /// anderswo ändert (klang, geklungen): Stamm + regelmäßige Endung (klingst)."
        public func regularPresent(_ verb: String, elsewhere: String, example: String) -> String {
            l.string(.explainRegularPresent, .string(verb), .string(elsewhere), .string(example))
        }
        /// The rule of a conjugationgroup for a regular verb: "Futur: Präsens von werden + Infinitiv (werde lernen)."
        public func group(_ slotID: String) -> String {
            guard let key = Key(rawValue: ["explain", "group", slotID].joined(separator: ".")) else { return l.conjugationgroup.name(slotID) }
            return l[key]
        }
        /// "Präsens Indikativ Vorgangspassiv: Vorgangspassiv, werden in dieser Zeit … + Perfektpartizip …"
        public func vorgangspassiv(_ group: String) -> String { l.string(.explainVorgangspassiv, .string(group)) }
        /// "Präsens Indikativ Zustandspassiv: Zustandspassiv, sein in dieser Zeit + Perfektpartizip …"
        public func zustandspassiv(_ group: String) -> String { l.string(.explainZustandspassiv, .string(group)) }
        /// "Mehr dazu: „Die Ablautreihen“ (konjugieren info ablaut-series)."
        public func see(_ title: String, slug: String) -> String { l.string(.explainSee, .string(title), .string(slug)) }
    }
}

extension L.Quiz {
    /// "Leben"
    public var lives: String { l[.quizLives] }
    /// "2 von 3"
    public func livesLeft(_ left: Int, of lives: Int) -> String { l.string(.quizLivesLeft, .int(left), .int(lives)) }
    /// "Keine Leben mehr: Das Quiz endet bei 3 falschen Antworten."
    public func outOfLives(_ lives: Int) -> String { l.string(.quizOutOfLives, .int(lives)) }
    /// "Auswahl" (the options of a multiple-choice question)
    public var options: String { l[.quizOptions] }
    /// "Nummer oder Form eintippen"
    public var optionsHint: String { l[.quizOptionsHint] }
    /// "Behauptung" (the form a true/false question shows)
    public var claim: String { l[.quizClaim] }
    /// "„gesingt“: richtig oder falsch? (j/n)"
    public func claimValue(_ claim: String) -> String { l.string(.quizClaimValue, .string(claim)) }
    /// "„gesingt“ ist falsch"
    public func claimWas(_ claim: String, right: Bool) -> String {
        l.string(.quizClaimWas, .string(claim), .string(right ? l[.quizRight] : l[.quizWrong]))
    }
    /// "Dieses Quiz aufgeben? Es bleiben: die XP deiner 5 Antworten, ihr Beitrag zum Tagesziel
    /// und die Wiederholung der falschen. Verloren gehen: die Punktzahl des Quiz, sein Platz in
    /// Verlauf und Bestenliste und das Fortsetzen. (j/n)": what giving up keeps and what it loses.
    public func confirmQuit(answers: Int) -> String { l.string(.quizConfirmQuit, .int(answers)) }
    /// "Bitte mit ja oder nein antworten: j, ja, y, yes, …" (a true/false question answered with neither)
    public var notYesOrNo: String { l[.quizNotYesOrNo] }
    /// A multiple-choice answer that is none of the options: "Please choose one of the options: its number (1–4) …".
    public func notAChoice(options: Int) -> String { l.string(.quizNotAChoice, .int(options)) }
    /// An arrow or other special key typed into an answer: "Arrow and other special keys are no answer …".
    public var specialKeys: String { l[.quizSpecialKeys] }
    /// A verb of the learner's list spelled as the lexicon does not, and the verb asked instead:
    /// "„hoeren“ steht nicht im Lexikon: abgefragt wird „hören“."
    public func respelledVerb(_ typed: String, _ asked: String) -> String {
        l.string(.quizRespelledVerb, .string(typed), .string(asked))
    }
    /// "Nur 18 der 30 gewünschten Fragen: die gewählten Verben und Gruppen geben nicht mehr
    /// verschiedene Fragen her."
    public func fewerQuestions(_ count: Int, of asked: Int) -> String {
        l.string(.quizFewerQuestions, .int(count), .int(asked))
    }
    /// "Dein unfertiges Quiz läuft gerade in einem anderen konjugieren (Prozess 4242): …"
    public func playedElsewhere(pid: Int) -> String { l.string(.quizPlayedElsewhere, .int(pid)) }
    /// "„blorfen“ steht nicht im Lexikon, das Quiz kann seine Formen also nicht prüfen; …"
    public func unknownVerb(_ verb: String) -> String { l.string(.quizUnknownVerb, .string(verb)) }
    /// "„siengen“ steht nicht im Lexikon, … Meintest du „singen“, „siegen“?" (the list is
    /// quoted and joined by the caller)
    public func unknownVerb(_ verb: String, near list: String) -> String {
        l.string(.quizUnknownVerbNear, .string(verb), .string(list))
    }
    /// "Das Quiz geht weiter."
    public var goesOn: String { l[.quizGoesOn] }
    /// "Warum" (the label of the explanation after a wrong answer)
    public var why: String { l[.quizWhy] }
    /// "Bestenliste: Platz 2 von 10"
    public func leaderboardPlace(_ place: Int, of total: Int) -> String {
        l.string(.quizLeaderboardPlace, .int(place), .int(total))
    }
    /// "nicht gefragt: keine Leben mehr"
    public var notAsked: String { l[.quizNotAsked] }
    /// "--questions darf höchstens 200 sein."
    public func atMost(_ flag: String, _ maximum: Int) -> String { l.string(.quizErrorAtMost, .string(flag), .int(maximum)) }
    /// "Die Verbliste verben.txt lässt sich nicht lesen: …"
    public func verbFileUnreadable(_ path: String, reason: String) -> String {
        l.string(.quizErrorVerbFile, .string(path), .string(reason))
    }
    /// "keine Textdatei (sie enthält ein Nullbyte)": why a binary verb list is refused.
    public var verbFileNotText: String { l[.quizErrorVerbFileNotText] }
    /// "Die Verbliste verben.txt gibt es nicht."
    public func verbFileMissing(_ path: String) -> String { l.string(.quizErrorVerbFileMissing, .string(path)) }
    /// "Die Verbliste ist leer."
    public var emptyVerbList: String { l[.quizErrorEmptyVerbList] }
    /// "Unbekannter Häufigkeitsbereich „300“: verwende 500, 2000 oder all."
    public func unknownBand(_ value: String) -> String { l.string(.quizErrorUnknownBand, .string(value)) }
}

extension L.History {
    /// "Nr."
    public var number: String { l[.historyNumber] }
    /// "Besser als" (the percentile column)
    public var betterThan: String { l[.historyBetterThan] }
    /// "Quiz 12, 2026-11-23 10:00"
    public func showTitle(_ id: Int, date: String) -> String { l.string(.historyShowTitle, .int(id), .string(date)) }
    /// "Ein Quiz ansehen: konjugieren history show N · …"
    public var showHint: String { l[.historyShowHint] }
    /// "Quiz 12 gelöscht."
    public func deleted(_ id: Int) -> String { l.string(.historyDeleted, .int(id)) }
    /// "12 Quiz aus Verlauf und Bestenliste löschen? … Zum Bestätigen ja eingeben: "
    public func resetConfirm(_ count: Int) -> String { l.string(.historyResetConfirm, .count(count)) }
    /// "12 Quiz gelöscht."
    public func resetDone(_ count: Int) -> String { l.string(.historyResetDone, .count(count)) }
    /// "Nichts gelöscht."
    public var nothingDeleted: String { l[.historyNothingDeleted] }
    /// "Quiz 12 (2026-11-23 10:00) aus Verlauf und Bestenliste löschen? … Zum Bestätigen ja eingeben: "
    public func deleteConfirm(_ id: Int, date: String) -> String { l.string(.historyDeleteConfirm, .int(id), .string(date)) }
    /// "history delete fragt vorher nach; ohne Terminal bitte --yes angeben."
    public func needsYes(_ command: String) -> String { l.string(.historyNeedsYes, .string(command)) }
    /// "Auswahl"
    public var kindChoice: String { l[.historyKindChoice] }
    /// "richtig oder falsch: „gesingt“"
    public func kindTrueFalse(_ claim: String) -> String { l.string(.historyKindTrueFalse, .string(claim)) }
}

extension L.Settings {
    /// The label of a setting by its name on the command line: "Fragen pro Quiz" for "questions".
    public func label(_ name: String) -> String {
        switch name {
        case "language": return conjugationgroupLanguage
        case "pronoun": return thirdPersonPronoun
        case "difficulty": return quizDifficulty
        case "sound": return sound
        case "questions": return l[.settingsQuizLength]
        case "band": return l[.settingsBand]
        case "question-types": return l[.settingsQuestionTypes]
        case "goal": return l[.settingsGoal]
        case "history-limit": return l[.settingsHistoryLimit]
        default: return name
        }
    }

    /// A stored value as the settings screen shows it: "die 500 häufigsten" for band "500",
    /// "Aus" for goal "off"; numbers as they are.
    public func valueLabel(_ name: String, _ value: String) -> String {
        switch (name, value) {
        // The difficulties by the names the quiz gives them, from their own keys, so that
        // Ridiculous has one German name everywhere.
        // "auto: top 500, all on Ridiculous": short enough for the settings row at 80
        // columns; the other difficulty, Regular, is the one of the top 500.
        case ("band", "auto"): return l.string(.settingsBandAuto, .string(l[.quizDifficultyRidiculous]))
        case ("band", "500"): return l[.settingsBandFiveHundred]
        case ("band", "2000"): return l[.settingsBandTwoThousand]
        case ("band", "all"): return l[.settingsBandAll]
        case ("question-types", "typed"): return l[.settingsQuestionTypesTyped]
        case ("question-types", "mixed"): return l[.settingsQuestionTypesMixed]
        case ("history-limit", "all"): return l[.settingsAll]
        case ("difficulty", "regular"): return l[.quizDifficultyRegular]
        case ("difficulty", "ridiculous"): return l[.quizDifficultyRidiculous]
        case (_, "on"): return on
        case (_, "off"): return off
        case ("language", "german"): return german
        case ("language", "english"): return english
        default: return value
        }
    }
}

extension L.Dashboard {
    /// "3 Verben für dein Quiz markiert (Quiz-Bildschirm, Zeile Verben)."
    public func markedVerbs(_ count: Int) -> String { l.string(.dashboardMarkedVerbs, .count(count)) }
    /// "Verben" (a row of the quiz screen)
    public var setupVerbs: String { l[.dashboardSetupVerbs] }
    /// "die 3 in der Liste markierten"
    public func setupMarked(_ count: Int) -> String { l.string(.dashboardSetupMarked, .int(count)) }
    /// "Gruppen" (a row of the quiz screen)
    public var setupGroups: String { l[.dashboardSetupGroups] }
    /// "passend zur Schwierigkeit"
    public var setupGroupsDefault: String { l[.dashboardSetupGroupsDefault] }
    /// "4 gewählt"
    public func setupGroupsChosen(_ count: Int) -> String { l.string(.dashboardSetupGroupsChosen, .int(count)) }
    /// "↑/↓ Zeile wählen · ←/→ ändern · Enter startet das Quiz"
    public var setupHint: String { l[.dashboardSetupHint] }
    /// "↑/↓ wählen · Leertaste an/aus · a passend zur Schwierigkeit · Enter fertig"
    public var setupGroupsHint: String { l[.dashboardSetupGroupsHint] }
    /// "Markiere Verben mit m in der Verbliste, um sie abfragen zu lassen."
    public var setupMarkHint: String { l[.dashboardSetupMarkHint] }
    /// "l Bestenliste"
    public var leaderboardKey: String { l[.dashboardLeaderboardKey] }
    /// "h Verlauf deiner Quiz"
    public var helpProgressOverview: String { l[.dashboardHelpProgressOverview] }
    /// "↑/↓ wählen · Enter ansehen · x löschen · R alle löschen · Esc zurück"
    public var helpProgressHistory: String { l[.dashboardHelpProgressHistory] }
    /// "↑/↓ blättern · x löschen · Esc zurück"
    public var helpProgressDetails: String { l[.dashboardHelpProgressDetails] }
    /// "Quiz 12 aus Verlauf und Bestenliste löschen? (j/n)"
    public func confirmDelete(_ id: Int) -> String { l.string(.dashboardConfirmDelete, .int(id)) }
    /// "12 Quiz aus Verlauf und Bestenliste löschen? … (j/n)"
    public func confirmReset(_ count: Int) -> String { l.string(.dashboardConfirmReset, .count(count)) }
}

extension L.Dashboard {
    /// "m für dein Quiz markieren"
    public var markKey: String { l[.dashboardHelpMarkKey] }
}
