extension L {
    /// Text of `konjugieren review`.
    public var review: Review { Review(l: self) }
    /// Text of the lexicon listings: `konjugieren verbs` and `konjugieren search`.
    public var listing: Listing { Listing(l: self) }
    /// Text of `konjugieren lookup`.
    public var lookup: Lookup { Lookup(l: self) }

    /// Text of the review drill and the review queue.
    public struct Review: Sendable {
        let l: L
        /// "Jetzt ist nichts zu wiederholen. Als Nächstes fällig: 2026-11-24 09:00 (3 Formen in der Warteschlange)."
        public func nothingDue(next: String, queued: Int) -> String {
            l.string(.reviewNothingDue, .string(next), .count(queued))
        }
        /// "Nichts zu wiederholen: Die Warteschlange ist leer. Falsche Quizantworten landen hier."
        public var empty: String { l[.reviewEmpty] }
        /// "Fach" (a Leitner box, the label of a review screen row)
        public var box: String { l[.reviewBox] }
        /// "→ Fach 2, fällig am 2026-11-25 09:00"
        public func promoted(box: Int, due: String) -> String { l.string(.reviewPromoted, .int(box), .string(due)) }
        /// "Gelernt: Die Form verlässt die Warteschlange."
        public var learned: String { l[.reviewLearned] }
        /// "Wiederholung: 3 von 5 richtig"
        public func result(right: Int, of answered: Int) -> String { l.string(.reviewResult, .int(right), .int(answered)) }
        /// "Deine Wiederholung läuft gerade in einem anderen konjugieren (Prozess 4242): …"
        public func drilledElsewhere(pid: Int) -> String { l.string(.reviewDrilledElsewhere, .int(pid)) }
        /// "Die Warteschlange zum Wiederholen ist leer."
        public var queueEmpty: String { l[.reviewQueueEmpty] }
        /// "1 Form in der Warteschlange, 0 jetzt fällig.", "4 Formen in der Warteschlange, 2 jetzt fällig."
        public func queueSummary(queued: Int, due: Int) -> String {
            l.string(.reviewQueueSummary, .count(queued), .count(due))
        }
        /// "Fach 1  2026-11-24 09:00  singen · Präteritum Indikativ · ich"
        public func queueRow(box: Int, due: String, question: String) -> String {
            l.string(.reviewQueueRow, .int(box), .string(due), .string(question))
        }
    }

    /// Column headers and messages of the verb listings.
    public struct Listing: Sendable {
        let l: L
        /// "Rang"
        public var rank: String { l[.listingHeaderRank] }
        /// "Verb"
        public var verb: String { l[.listingHeaderVerb] }
        /// "Familie"
        public var family: String { l[.listingHeaderFamily] }
        /// "Hilfsverb"
        public var auxiliary: String { l[.listingHeaderAuxiliary] }
        /// "Bedeutung" (the English gloss)
        public var gloss: String { l[.listingHeaderGloss] }
        /// "Gezeigt: 50 von 10244 Bedeutungen (10186 Verben); --limit 0 zeigt alle." (`extent`
        /// is `extent(verbs:meanings:)` of everything that matched)
        public func more(shown: Int, of extent: String) -> String { l.string(.listingMore, .count(shown), .string(extent)) }
        /// How much a list holds, saying which count is which: "12 Verben" when every verb has
        /// one meaning, else "10244 Bedeutungen (10186 Verben)" (hängen counts once as a verb,
        /// twice as a meaning).
        public func extent(verbs: Int, meanings: Int) -> String {
            let v = l.string(.listingCountVerbs, .count(verbs))
            return verbs == meanings ? v : l.string(.listingCountMeanings, .count(meanings)) + " (" + v + ")"
        }
        /// "kein Verb des Lexikons erfüllt diese Filter."
        public var noneMatch: String { l[.listingNoneMatch] }
        /// "kein Verb passt zu „xyz“."
        public func noMatch(_ query: String) -> String { l.string(.listingNoMatch, .string(query)) }
        /// "Gib einen Suchtext an, z. B. konjugieren search wiegen."
        public var noSearchText: String { l[.listingNoSearchText] }
        /// "--limit muss 0 (alle) oder eine positive Zahl sein."
        public func limitNonNegative(_ flag: String) -> String { l.string(.listingLimitNonNegative, .string(flag)) }
        /// "Unbekannte Familie „fancy“. Zur Wahl stehen: weak, strong, …."
        public func unknownFamily(_ value: String, choices: String) -> String {
            l.string(.listingUnknownFamily, .string(value), .string(choices))
        }
        /// "Unbekanntes Hilfsverb „werden“. Zur Wahl stehen: haben, sein."
        public func unknownAuxiliary(_ value: String, choices: String) -> String {
            l.string(.listingUnknownAuxiliary, .string(value), .string(choices))
        }
        /// "Unbekannte Sortierung „random“. Zur Wahl stehen: frequency, alphabet."
        public func unknownSortOrder(_ value: String, choices: String) -> String {
            l.string(.listingUnknownSortOrder, .string(value), .string(choices))
        }
        /// "Unbekanntes Präfix „xyz“. Zur Wahl stehen separable, … wie an, auf (insgesamt 80)."
        public func unknownPrefix(_ value: String, examples: String, count: Int) -> String {
            l.string(.listingUnknownPrefix, .string(value), .string(examples), .int(count))
        }
        /// "Unbekannte Ablautreihe „x-y-z“. Reihen im Lexikon, die häufigsten zuerst: ei-ie-ie, …."
        public func unknownAblaut(_ value: String, known: String) -> String {
            l.string(.listingUnknownAblaut, .string(value), .string(known))
        }
    }

    /// Text of a form lookup.
    public struct Lookup: Sendable {
        let l: L
        /// "keine Form eines bekannten Verbs" (also the JSON `error` field)
        public var notAForm: String { l[.lookupNotAForm] }
        /// "Gib eine Form zum Nachschlagen an, z. B. konjugieren lookup ging, oder - für die Standardeingabe."
        public var noForm: String { l[.lookupNoForm] }
        /// "(Bedeutung 1 von 2)"
        public func meaning(_ meaning: Int, of meanings: Int) -> String {
            l.string(.lookupMeaningOf, .int(meaning), .int(meanings))
        }
        /// "Rang 79"
        public func rank(_ rank: Int) -> String { l.string(.lookupRank, .count(rank)) }
        /// "mit --meaning 2 konjugieren"
        public func conjugateWith(meaning: Int) -> String { l.string(.lookupConjugateWith, .int(meaning)) }
        /// "nicht im Lexikon; aus seinen Bestandteilen erkannt"
        public var recognised: String { l[.lookupRecognised] }
    }
}

extension L.CLI {
    /// "Die Hilfe zu den Befehlen ist englisch; …": over --help in German, whose
    /// command descriptions the argument parser shows as written, in English.
    public var helpInEnglish: String { l[.cliHelpInEnglish] }
    /// "konjugieren: …" (a usage error reported by the command itself)
    public func error(_ message: String) -> String { l.string(.cliErrorPrefix, .string(message)) }
    /// "Mehr dazu: 'konjugieren quiz --help'." under a usage error.
    public func seeHelp(_ command: String) -> String { l.string(.cliParserSeeHelp, .string(command)) }
    /// "Das Verzeichnis /tmp/tpyo für den Speicher /tmp/tpyo/k.db gibt es nicht: …"
    public func storeDirectoryMissing(_ directory: String, store: String) -> String {
        l.string(.cliErrorStoreDirectoryMissing, .string(directory), .string(store))
    }
    /// "Der Speicher unter /x.sqlite war nicht verwendbar: … Er wurde als /x.sqlite.corrupt-… aufbewahrt, …"
    public func storeMovedAside(_ path: String, reason: String, keptAs: String) -> String {
        l.string(.cliStoreMovedAside, .string(path), .string(reason), .string(keptAs))
    }
    /// "er ist keine Datenbank von konjugieren oder ist beschädigt"
    public var storeNotADatabase: String { l[.cliStoreNotADatabase] }
    /// "er ist beschädigt (…)"
    public func storeDamaged(_ detail: String) -> String { l.string(.cliStoreDamaged, .string(detail)) }
    /// "er gehört zu einem anderen Programm"
    public var storeForeign: String { l[.cliStoreForeign] }
    /// "er wurde von einer neueren Version von konjugieren geschrieben"
    public var storeNewerSchema: String { l[.cliStoreNewerSchema] }
    /// "unbekannte Einstellung colour"
    public func storeUnknownSetting(_ name: String) -> String { l.string(.cliStoreUnknownSetting, .string(name)) }
    /// "difficulty kann nicht hard sein; möglich sind regular, ridiculous"
    public func storeInvalidSettingValue(_ name: String, value: String, allowed: String) -> String {
        l.string(.cliStoreInvalidSettingValue, .string(name), .string(value), .string(allowed))
    }
    /// "kein Quiz 7"
    public func storeQuizNotFound(_ id: Int) -> String { l.string(.cliStoreQuizNotFound, .int(id)) }
    /// "Quiz 7 ist noch nicht beendet: Beende oder verwirf es zuerst"
    public func storeUnfinishedQuizExists(_ id: Int) -> String { l.string(.cliStoreUnfinishedQuizExists, .int(id)) }
    /// "er enthält eine Schwierigkeit „banana“, die diese Version von konjugieren nicht kennt";
    /// `kind` is one of `storeValueDifficulty` …
    public func storeUnknownValue(_ kind: String, value: String) -> String {
        l.string(.cliStoreUnknownValue, .string(kind), .string(value))
    }
    /// "sein Quiz 7 enthält eine Konjugationsgruppe „notAGroup“, die diese Version von konjugieren nicht kennt"
    public func storeUnreadableQuiz(_ id: Int, _ kind: String, value: String) -> String {
        l.string(.cliStoreUnreadableQuiz, .int(id), .string(kind), .string(value))
    }

    /// "its setting difficulty holds “banana”, which this version of konjugieren does not
    /// know; set it again with konjugieren settings difficulty VALUE (regular, ridiculous)".
    public func storeUnreadableSetting(_ name: String, value: String, allowed: String) -> String {
        l.string(.cliStoreUnreadableSetting, .string(name), .string(value), .string(allowed))
    }
    /// "eine Schwierigkeit"
    public var storeValueDifficulty: String { l[.cliStoreValueDifficulty] }
    /// "eine Konjugationsgruppe"
    public var storeValueConjugationgroup: String { l[.cliStoreValueConjugationgroup] }
    /// "eine Person"
    public var storeValuePerson: String { l[.cliStoreValuePerson] }
    /// "eine er/sie/es-Angabe"
    public var storeValueThirdPerson: String { l[.cliStoreValueThirdPerson] }
}

extension L.Quiz {
    /// "Angehalten bei 5/30. Weiter geht es mit `konjugieren quiz`."
    public func paused(_ answered: Int, of total: Int) -> String { l.string(.quizPaused, .int(answered), .int(total)) }
    /// "Keine Wahl getroffen: Das unvollendete Quiz bleibt erhalten."
    public var nothingChosen: String { l[.quizNothingChosen] }
    /// "Quiz beendet. Richtig: 3/4, Punktzahl: 30."
    public func quitSummary(correct: Int, of answered: Int, score: Int) -> String {
        l.string(.quizQuitSummary, .int(correct), .int(answered), .int(score))
    }
}

extension L.History {
    /// "Punktzahlen: ▁▃▇"
    public func scores(_ sparkline: String) -> String { l.string(.historyScores, .string(sparkline)) }
    /// "Beste: 150"
    public func best(_ score: Int) -> String { l.string(.historyBest, .count(score)) }
    /// "Serie: 1 Tag", "Serie: 5 Tage"
    public func streak(_ days: Int) -> String { l.string(.historyStreak, .int(days)) }
}

extension L.Settings {
    /// "„laut“ ist kein Wert für sound (Ton); möglich sind on, off." The setting as the user
    /// typed it, its label in parentheses with a space before (" (Ton)"), or "" where the
    /// label says no more than the name, and the values it takes.
    public func invalidValue(_ typed: String, value: String, label: String, allowed: String) -> String {
        l.string(.settingsInvalidValue, .string(typed), .string(value), .string(label), .string(allowed))
    }
    /// "Bekannte Einstellungen: language, pronoun, difficulty, sound."
    public func knownNames(_ names: String) -> String { l.string(.settingsKnownNames, .string(names)) }
}
