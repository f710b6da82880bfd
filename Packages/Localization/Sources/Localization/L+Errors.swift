extension L {
    /// Why an input is not a verb, in the user's language: `l.engine.notAnInfinitive("haus")`.
    public var engine: Engine { Engine(l: self) }

    /// The sentences of the conjugation engine's errors, so that a German interface never
    /// shows the engine's English description.
    public struct Engine: Sendable {
        let l: L
        /// "kein Verb angegeben"
        public var empty: String { l[.engineEmpty] }
        /// "eine Eingabe von 80 Zeichen ist zu lang für ein deutsches Verb"
        public func tooLong(_ length: Int) -> String { l.string(.engineTooLong, .int(length)) }
        /// "„3“ kann in einem deutschen Infinitiv nicht vorkommen" (the character as shown,
        /// a control character escaped: `\u{1B}`)
        public func invalidCharacter(_ shown: String) -> String { l.string(.engineInvalidCharacter, .string(shown)) }
        /// "„haus“ ist kein Infinitiv: Deutsche Infinitive enden auf -en oder -n"
        public func notAnInfinitive(_ input: String) -> String { l.string(.engineNotAnInfinitive, .string(input)) }
        /// "„sein“ ist nie reflexiv: „sich sein“ ist kein deutsches Verb"
        public func notReflexive(_ infinitive: String) -> String { l.string(.engineNotReflexive, .string(infinitive)) }
        /// A whole sentence for an input with a space where none may stand:
        /// "„sich etwas merken“ ist nicht ein Verb: Ein Leerzeichen darf nur nach sich vor dem Infinitiv stehen („sich freuen“)."
        public func space(_ input: String) -> String { l.string(.engineSpace, .string(input)) }
        /// "Meintest du „merken“?", "Meintest du „sich merken“ oder „merken“?" (the first two
        /// of `verbs`; empty when there are none)
        public func suggestion(_ verbs: [String]) -> String {
            switch verbs.count {
            case 0: return ""
            case 1: return l.string(.engineSuggestion, .string(verbs[0]))
            default: return l.string(.engineSuggestions, .string(verbs[0]), .string(verbs[1]))
            }
        }
    }
}

extension L.CLI {
    /// "--group braucht den Namen einer Konjugationsgruppe, etwa präsens oder „Perfekt Indikativ“."
    public var emptyGroup: String { l[.cliErrorEmptyGroup] }
    /// "„singen“ hat nur 1 Bedeutung: --meaning 2 gibt es nicht."
    public func noSuchMeaning(_ infinitive: String, meanings: Int, asked: Int) -> String {
        l.string(.cliErrorNoSuchMeaning, .string(infinitive), .int(meanings), .int(asked))
    }
    /// "„singen“ regiert keinen bloßen Infinitiv: --with gehört zu einem Modalverb …, z. B.
    /// konjugieren conjugate können --with singen."
    public func notGoverning(_ infinitive: String) -> String {
        l.string(.cliErrorNotGoverning, .string(infinitive), .string(infinitive))
    }
    /// "--voice active widerspricht --group: die genannten Gruppen gehören alle zum
    /// Passiv. …" (`voiceName`: "Passiv" / "passive", "Aktiv" / "active").
    public func voiceContradiction(_ voice: String, groupsVoice voiceName: String) -> String {
        l.string(.cliErrorVoiceContradiction, .string(voice), .string(voiceName))
    }
    /// "Es gibt kein unvollendetes Quiz zum Fortsetzen; konjugieren quiz beginnt ein neues."
    public var nothingToResume: String { l[.cliErrorNothingToResume] }
    /// "Der Speicher unter /tmp/k.sqlite hat versagt: der Datenträger ist voll, …." (a failure
    /// after the store was opened; `reason` is one of the store clauses below)
    public func storeFailed(_ path: String, reason: String) -> String {
        l.string(.cliErrorStoreFailed, .string(path), .string(reason))
    }
    /// "Die Ausgabe lässt sich nicht schreiben: der Datenträger ist voll."
    public func writeFailed(_ reason: String) -> String { l.string(.cliErrorWriteFailed, .string(reason)) }
    /// "die Standardausgabe ist geschlossen"
    public var writeClosed: String { l[.cliErrorWriteClosed] }
    /// "der Datenträger ist voll"
    public var writeDiskFull: String { l[.cliErrorWriteDiskFull] }

    /// "warte, bis ein anderer konjugieren-Prozess den Speicher freigibt …"
    public var storeWaiting: String { l[.cliStoreWaiting] }
    /// "ein anderer konjugieren-Prozess hielt ihn zu lange gesperrt, daher wurde nichts geändert; …"
    public var storeBusy: String { l[.cliStoreBusy] }
    /// "das System konnte ihn nicht öffnen: Permission denied"
    public func storeCannotOpen(_ reason: String) -> String { l.string(.cliStoreCannotOpen, .string(reason)) }
    /// "er ist beschädigt"
    public var storeCorrupt: String { l[.cliStoreCorrupt] }
    /// "die Datenbank meldete einen Fehler: no such table: quiz"
    public func storeDatabase(_ message: String) -> String { l.string(.cliStoreDatabase, .string(message)) }
    /// "der Datenträger ist voll, daher wurde die letzte Änderung nicht gespeichert"
    public var storeDiskFull: String { l[.cliStoreDiskFull] }
    /// "das System konnte ihn nicht lesen oder schreiben (Ein-/Ausgabefehler)"
    public var storeIOError: String { l[.cliStoreIoError] }
    /// "er ist keine gewöhnliche Datei, sondern ein Verzeichnis, ein Gerät oder eine Pipe, …"
    public var storeNotARegularFile: String { l[.cliStoreNotARegularFile] }
    /// "er ist schreibgeschützt: Er lässt sich lesen, aber nichts darin speichern"
    public var storeReadOnly: String { l[.cliStoreReadOnly] }
}
