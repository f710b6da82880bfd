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
        /// "„haus“ ist kein Infinitiv: Deutsche Infinitive enden auf -en oder -n"; for an input
        /// that ends in -n but has no stem before it ("n", "en"): "… hat vor -en oder -n einen Stamm …"
        public func notAnInfinitive(_ input: String) -> String {
            l.string(input.hasSuffix("n") ? .engineNotAnInfinitiveStem : .engineNotAnInfinitive, .string(input))
        }
        /// "Ein Tabulatorzeichen kann in einem deutschen Infinitiv nicht vorkommen" (lower-case
        /// start, as a clause): a character named rather than shown (see `characterName(_:)`).
        public func invalidCharacter(named name: String) -> String { l.string(.engineInvalidCharacterNamed, .string(name)) }
        /// A character that is invisible or would act on the terminal, named: "ein
        /// Tabulatorzeichen", "ein Escape-Zeichen", "ein Steuerzeichen (U+0007)"; nil for a
        /// character that can be shown as it is.
        public func characterName(_ character: Character) -> String? {
            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
                return character == "\r\n" ? l[.engineCharacterLineBreak] : nil
            }
            switch scalar.value {
            case 0x09: return l[.engineCharacterTab]
            case 0x1B: return l[.engineCharacterEscape]
            case 0x0A, 0x0D, 0x2028, 0x2029: return l[.engineCharacterLineBreak]
            case 0xA0, 0x202F: return l[.engineCharacterNoBreakSpace]
            case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x202A...0x202E, 0x2066...0x2069:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return l.string(.engineCharacterControl, .string("U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex))
            default: return nil
            }
        }
        /// "„sein“ ist nie reflexiv: „sich sein“ ist kein deutsches Verb"
        public func notReflexive(_ infinitive: String) -> String { l.string(.engineNotReflexive, .string(infinitive)) }
        /// A whole sentence for an input with a space where none may stand:
        /// "„sich etwas merken“ ist kein einzelnes Verb: Ein Leerzeichen darf nur zwischen sich und dem Infinitiv stehen („sich freuen“)."
        public func space(_ input: String) -> String { l.string(.engineSpace, .string(input)) }
        /// "Es enthält die Verben „singen“ und „laufen“: Gib ein Verb nach dem anderen an."
        public func severalVerbs(_ verbs: [String]) -> String {
            let quoted = verbs.map { l.language == .de ? "„\($0)“" : "“\($0)”" }
            let and = l.language == .de ? " und " : " and "
            let list = quoted.count > 1 ? quoted.dropLast().joined(separator: ", ") + and + (quoted.last ?? "") : quoted.joined()
            return l.string(.engineSeveralVerbs, .string(list))
        }
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
    /// "dort gibt es noch keine Speicherdatei" (opened read-only, no file yet)
    public var storeNoFileYet: String { l[.cliStoreOpenNoFileYet] }
    /// "in sein Verzeichnis kann nicht geschrieben werden"
    public var storeDirectoryNotWritable: String { l[.cliStoreOpenDirectoryNotWritable] }
    /// "das Verzeichnis /dev/null kann nicht angelegt werden: /dev/null ist kein Verzeichnis"
    public func storeDirectoryBlockedByFile(_ directory: String, blocking: String) -> String {
        l.string(.cliStoreOpenDirectoryBlockedByFile, .string(directory), .string(blocking))
    }
    /// "das Verzeichnis /ro/k kann nicht angelegt werden: in /ro kann nicht geschrieben werden"
    public func storeDirectoryInReadOnlyPlace(_ directory: String, existing: String) -> String {
        l.string(.cliStoreOpenDirectoryInReadOnlyPlace, .string(directory), .string(existing))
    }
    /// "das Verzeichnis /x/k kann nicht angelegt werden"
    public func storeDirectoryNotCreated(_ directory: String) -> String {
        l.string(.cliStoreOpenDirectoryNotCreated, .string(directory))
    }
    /// "die Datei kann nicht gelesen werden"
    public var storeUnreadable: String { l[.cliStoreOpenUnreadable] }
    /// "SQLite kann die Datei nicht öffnen"
    public var storeSqliteCannotOpen: String { l[.cliStoreOpenSqliteCannotOpen] }
    /// "der Zugriff wird verweigert"
    public var storePermissionDenied: String { l[.cliStoreOpenPermissionDenied] }
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
