// SPDX-License-Identifier: GPL-3.0-or-later

extension L {
    /// Text of the web pages and the JSON API's error messages (`konjugieren-server`).
    public var web: Web { Web(l: self) }

    /// Text of the web front end, English and German.
    public struct Web: Sendable {
        let l: L
        /// "Konjugieren"
        public var title: String { l[.webTitle] }
        /// "Deutsche Verben, konjugiert und geübt."
        public var tagline: String { l[.webTagline] }
        /// "English"
        public var language: String { l[.webLanguage] }
        /// "Start"
        public var navHome: String { l[.webNavHome] }
        /// "Quiz"
        public var navQuiz: String { l[.webNavQuiz] }
        /// "Artikel"
        public var navArticles: String { l[.webNavArticles] }
        /// "Bestenliste"
        public var navLeaderboard: String { l[.webNavLeaderboard] }
        /// "Verb suchen (Umlaute auch als ae, oe, ue)"
        public var searchLabel: String { l[.webSearchLabel] }
        /// "Suchen"
        public var searchButton: String { l[.webSearchButton] }
        /// "Verben zu „%@“"
        public func searchResults(_ query: String) -> String { l.string(.webSearchResults, .string(query)) }
        /// "Kein Verb passt zu „%@“."
        public func searchNone(_ query: String) -> String { l.string(.webSearchNone, .string(query)) }
        /// "Wessen Form ist das? (ging, gesungen)"
        public var lookupLabel: String { l[.webLookupLabel] }
        /// "Nachschlagen"
        public var lookupButton: String { l[.webLookupButton] }
        /// "„%@“ ist"
        public func lookupResults(_ form: String) -> String { l.string(.webLookupResults, .string(form)) }
        /// "„%@“ ist keine Form eines hier bekannten Verbs."
        public func lookupNone(_ form: String) -> String { l.string(.webLookupNone, .string(form)) }
        /// "Häufige Verben"
        public var common: String { l[.webCommon] }
        /// "Bedeutung %1$lld von %2$lld"
        public func verbMeaning(_ meaning: Int, _ meanings: Int) -> String { l.string(.webVerbMeaning, .int(meaning), .int(meanings)) }
        /// "Andere Bedeutungen"
        public var verbOtherMeaning: String { l[.webVerbOtherMeaning] }
        /// "Hilfsverb"
        public var verbAuxiliary: String { l[.webVerbAuxiliary] }
        /// "Englisch"
        public var verbGloss: String { l[.webVerbGloss] }
        /// "Markierte Buchstaben sind unregelmäßig."
        public var verbMarked: String { l[.webVerbMarked] }
        /// "„%@“ steht nicht im Lexikon: Die Formen folgen den Regeln der schwachen Verben."
        public func verbByRule(_ verb: String) -> String { l.string(.webVerbByRule, .string(verb)) }
        /// "Aktiv"
        public var verbActive: String { l[.webVerbActive] }
        /// "Passiv"
        public var verbPassive: String { l[.webVerbPassive] }
        /// "Infinitive und Partizipien"
        public var verbNonFinite: String { l[.webVerbNonFinite] }
        /// "gibt es nicht"
        public var verbNoForm: String { l[.webVerbNoForm] }
        /// "JSON"
        public var verbJson: String { l[.webVerbJson] }
        /// "Zeigen": the button of the verb page's choices.
        public var verbChoose: String { l[.webVerbChoose] }
        /// "Wortstellung"
        public var verbClause: String { l[.webVerbClause] }
        /// "Hauptsatz (komme an)"
        public var verbClauseMain: String { l[.webVerbClauseMain] }
        /// "nach dass, Verb am Ende (ankomme)"
        public var verbClauseSubordinate: String { l[.webVerbClauseSubordinate] }
        /// "Konjugationsgruppen (präsens, perfekt …)"
        public var verbGroups: String { l[.webVerbGroups] }
        /// "Genus Verbi"
        public var verbVoice: String { l[.webVerbVoice] }
        /// "Aktiv und Passiv"
        public var verbVoiceAll: String { l[.webVerbVoiceAll] }
        /// "alle Gruppen oder die genannten": no voice chosen, as `conjugate` without --voice.
        public var verbVoiceNamed: String { l[.webVerbVoiceNamed] }
        /// "Quiz"
        public var quizTitle: String { l[.webQuizTitle] }
        /// "Der Server wählt die Fragen und bewertet die Antworten. Ein beendetes Quiz mit Namen kommt auf die Bestenliste."
        public var quizIntro: String { l[.webQuizIntro] }
        /// "Dein Name (freiwillig, für die Bestenliste)"
        public var quizPlayer: String { l[.webQuizPlayer] }
        /// "Schwierigkeit"
        public var quizDifficulty: String { l[.webQuizDifficulty] }
        /// "Fragen"
        public var quizLength: String { l[.webQuizLength] }
        /// "Beginnen"
        public var quizStart: String { l[.webQuizStart] }
        /// "Frage %1$lld von %2$lld"
        public func quizQuestion(_ number: Int, _ total: Int) -> String { l.string(.webQuizQuestion, .int(number), .int(total)) }
        /// "Deine Antwort"
        public var quizAnswer: String { l[.webQuizAnswer] }
        /// "Antworten"
        public var quizSend: String { l[.webQuizSend] }
        /// "Richtig."
        public var quizRight: String { l[.webQuizRight] }
        /// "Nicht ganz: „%@“."
        public func quizWrong(_ expected: String) -> String { l.string(.webQuizWrong, .string(expected)) }
        /// "Ergebnis"
        public var quizResults: String { l[.webQuizResults] }
        /// "Punkte: %lld"
        public func quizScore(_ score: Int) -> String { l.string(.webQuizScore, .int(score)) }
        /// "%1$lld von %2$lld richtig"
        public func quizCorrectCount(_ correct: Int, _ total: Int) -> String { l.string(.webQuizCorrectCount, .int(correct), .int(total)) }
        /// "Noch einmal"
        public var quizAgain: String { l[.webQuizAgain] }
        /// "Richtige Antwort"
        public var quizExpected: String { l[.webQuizExpected] }
        /// "Frage"
        public var quizPrompt: String { l[.webQuizPrompt] }
        /// "Bestenliste"
        public var leaderboardTitle: String { l[.webLeaderboardTitle] }
        /// "Spieler"
        public var leaderboardPlayer: String { l[.webLeaderboardPlayer] }
        /// "Punkte"
        public var leaderboardScore: String { l[.webLeaderboardScore] }
        /// "Schwierigkeit"
        public var leaderboardDifficulty: String { l[.webLeaderboardDifficulty] }
        /// "Beendet"
        public var leaderboardFinished: String { l[.webLeaderboardFinished] }
        /// "Noch keine Ergebnisse."
        public var leaderboardEmpty: String { l[.webLeaderboardEmpty] }
        /// "Artikel"
        public var infoTitle: String { l[.webInfoTitle] }
        /// "Fehler"
        public var errorTitle: String { l[.webErrorTitle] }
        /// "Nicht gefunden."
        public var errorNotFound: String { l[.webErrorNotFound] }
        /// "Die Anfrage ist ungültig."
        public var errorBadRequest: String { l[.webErrorBadRequest] }
        /// "Die Anfrage ist zu groß."
        public var errorTooLarge: String { l[.webErrorTooLarge] }
        /// "Zu viele Anfragen; bitte gleich noch einmal."
        public var errorRateLimited: String { l[.webErrorRateLimited] }
        /// "Auf dem Server ist etwas schiefgegangen."
        public var errorInternal: String { l[.webErrorInternal] }
        /// A 503: the shared database does not answer in time.
        public var errorUnavailable: String { l[.webErrorUnavailable] }
        /// "Diese Adresse nimmt diese Methode nicht an."
        public var errorMethodNotAllowed: String { l[.webErrorMethodNotAllowed] }
        /// "Der Name „%@“ ist vergeben."
        public func errorNameTaken(_ name: String) -> String { l.string(.webErrorNameTaken, .string(name)) }
        /// "Das ist nicht das Token von „%@“."
        public func errorBadToken(_ name: String) -> String { l.string(.webErrorBadToken, .string(name)) }
        /// "Ein Name hat 1 bis 32 Buchstaben, Ziffern, Leerzeichen, Punkte, Binde- oder Unterstriche."
        public var errorBadName: String { l[.webErrorBadName] }
        /// "Dieses Quiz gibt es nicht."
        public var errorNoQuiz: String { l[.webErrorNoQuiz] }
        /// "Dieses Quiz ist vorbei."
        public var errorQuizOver: String { l[.webErrorQuizOver] }
        /// "Eine Antwort hat höchstens %lld Zeichen."
        public func errorAnswerTooLong(_ limit: Int) -> String { l.string(.webErrorAnswerTooLong, .int(limit)) }
        /// "Das Formular ist abgelaufen; bitte noch einmal senden."
        public var errorCsrf: String { l[.webErrorCsrf] }
        /// "Die Schwierigkeit ist regular oder ridiculous."
        public var errorBadDifficulty: String { l[.webErrorBadDifficulty] }
        /// "Ein Quiz hat 1 bis %lld Fragen."
        public func errorBadLength(_ limit: Int) -> String { l.string(.webErrorBadLength, .int(limit)) }
        /// "Ein Quiz mit Startwert ist Übung und kommt nicht in die Bestenliste: …"
        public var errorSeededRanked: String { l[.webErrorSeededRanked] }
        /// "„%@“ fehlt."
        public func errorMissing(_ name: String) -> String { l.string(.webErrorMissing, .string(name)) }
        /// "„relative“ ist kein Wert von clause: Wähle main oder subordinate."
        public func errorBadChoice(_ name: String, value: String, choices: String) -> String {
            l.string(.webErrorBadChoice, .string(name), .string(value), .string(choices))
        }
        /// "Das Genus Verbi Aktiv widerspricht den genannten Gruppen: Sie gehören alle zum Passiv. …"
        public func errorVoiceContradiction(_ voice: String, groupsVoice: String) -> String {
            l.string(.webErrorVoiceContradiction, .string(voice), .string(groupsVoice))
        }
        /// "„%@“ ist keine Serveradresse: erwartet wird http://HOST[:PORT] oder https://HOST[:PORT]."
        public func serverBadAddress(_ url: String) -> String { l.string(.webServerBadAddress, .string(url)) }
        /// "Der Server unter %1$@ ist nicht erreichbar (%2$@)."
        public func serverUnreachable(_ url: String, _ reason: String) -> String { l.string(.webServerUnreachable, .string(url), .string(reason)) }
        /// "Der Server unter %1$@ antwortete: %2$@"
        public func serverAnswered(_ url: String, _ message: String) -> String { l.string(.webServerAnswered, .string(url), .string(message)) }
        /// "Der Server unter %@ schickte eine Antwort, die diese Version nicht lesen kann."
        public func serverUnreadable(_ url: String) -> String { l.string(.webServerUnreadable, .string(url)) }
        /// "konjugieren-fetch, das die Anfragen an Server stellt, fehlt in %@: Es gehört neben konjugieren."
        public func serverHelperMissing(_ directory: String) -> String { l.string(.webServerHelperMissing, .string(directory)) }
    }
}
