// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization

/// Dashboard sentences the shared catalog does not have yet, in English and German.
struct DashboardText: Sendable {
    var language: Language

    private func t(_ en: String, _ de: String) -> String { language == .de ? de : en }

    var reviewEmpty: String { t("Nothing to review: the queue is empty. Wrong quiz answers land here.",
                                "Nichts zu wiederholen: die Warteschlange ist leer. Falsche Quizantworten landen hier.") }
    var nothingDue: String { t("Nothing is due now. Press a to review every form in the queue anyway.",
                               "Jetzt ist nichts fällig. Mit a wiederholst du trotzdem alle Formen.") }
    func noSuchLink(_ n: Int) -> String { t("This article has no link \(n).", "Dieser Artikel hat keinen Link \(n).") }
    func openInBrowser(_ url: String) -> String { t("Open in a browser: \(url)", "Im Browser öffnen: \(url)") }
    var searchHint: String { t("/ search", "/ suchen") }
    var sortedBy: String { t("sorted by", "sortiert nach") }
    func order(_ order: VerbOrder) -> String {
        switch order {
        case .frequency: return t("frequency", "Häufigkeit")
        case .alphabet: return t("alphabet", "Alphabet")
        }
    }
    var familyLabel: String { t("family", "Familie") }
    var all: String { t("all", "alle") }
    func family(_ family: Family) -> String {
        switch family {
        case .weak: return t("weak", "schwach")
        case .strong: return t("strong", "stark")
        case .mixed: return t("mixed", "gemischt")
        case .ieren: return "-ieren"
        case .irregular: return t("irregular", "unregelmäßig")
        }
    }
    var rank: String { t("Rank", "Rang") }
    var auxiliaryShort: String { t("Aux.", "Hilfsv.") }
    var otherMeanings: String { t("Other meanings", "Weitere Bedeutungen") }
    var byRule: String { t("not in the lexicon: conjugated by rule", "nicht im Lexikon: nach der Regel konjugiert") }
    var participles: String { t("Participles", "Partizipien") }
    var helpSearch: String { t("Type to search · ↑/↓ move · Enter open · Esc cancel", "Tippen zum Suchen · ↑/↓ bewegen · Enter öffnen · Esc abbrechen") }
    var helpVerbs: String { t("↑/↓ move · Enter open · / search · s sort · f family", "↑/↓ bewegen · Enter öffnen · / suchen · s sortieren · f Familie") }
    var helpVerb: String { t("↑/↓ scroll · w quiz on this verb's weak spots · Esc back", "↑/↓ blättern · w Quiz zu den Schwächen bei diesem Verb · Esc zurück") }
    var helpQuizIdle: String { t("Enter new quiz", "Enter neues Quiz") }
    var helpQuizUnfinished: String { t("r resume · d discard", "r fortsetzen · d verwerfen") }
    var helpResults: String { t("↑/↓ scroll · Enter new quiz · Esc close", "↑/↓ blättern · Enter neues Quiz · Esc schließen") }
    var helpReviewIdle: String { t("Enter review the due forms · a review all", "Enter fällige Formen wiederholen · a alle wiederholen") }
    var helpReviewDone: String { t("↑/↓ scroll · Enter or Esc close", "↑/↓ blättern · Enter oder Esc schließen") }
    var helpInfoList: String { t("↑/↓ choose · Enter open", "↑/↓ wählen · Enter öffnen") }
    var helpBack: String { t("Esc back", "Esc zurück") }
    var helpClose: String { t("Press any key to close this help.", "Eine beliebige Taste schließt diese Hilfe.") }
    var keys: String { t("Keys", "Tasten") }
    var newQuizHint: String { t("Press Enter for a new quiz of 30 questions.", "Enter startet ein neues Quiz mit 30 Fragen.") }
    var difficultyHint: String { t("(change it under Settings)", "(änderbar unter Einstellungen)") }
    var inQueue: String { t("in the queue", "in der Warteschlange") }
    var box: String { t("Box", "Fach") }
    var due: String { t("due", "fällig") }
    var quizzes: String { t("Quizzes", "Quizze") }
    var streak: String { t("Streak", "Serie") }
    func days(_ n: Int) -> String { n == 1 ? t("1 day", "1 Tag") : t("\(n) days", "\(n) Tage") }
    var best: String { t("Best", "Beste") }
    var bestScores: String { t("Best scores", "Beste Ergebnisse") }
    var weakest: String { t("Weakest conjugationgroups", "Schwächste Konjugationsgruppen") }
    var noAnswers: String { t("No answers yet.", "Noch keine Antworten.") }
    var scoreHistory: String { t("Scores, oldest first", "Punktzahlen, die ältesten zuerst") }
    var savedAtOnce: String { t("Every change is saved at once.", "Jede Änderung wird sofort gespeichert.") }
    var links: String { t("Links", "Links") }
    var more: String { t("more ↓", "mehr ↓") }

    /// The rows of the `?` screen: keys and what they do.
    var helpRows: [(String, String)] {
        [
            ("Tab / Shift-Tab", t("next / previous screen", "nächster / vorheriger Bildschirm")),
            ("/", t("search verbs by infinitive or English gloss", "Verben nach Infinitiv oder englischer Bedeutung suchen")),
            ("Esc", t("leave the search, go back, pause a quiz", "Suche verlassen, zurück, Quiz pausieren")),
            ("?", t("this help", "diese Hilfe")),
            ("q", t("quit (from the main screens)", "beenden (auf den Hauptbildschirmen)")),
            ("Ctrl-C", t("quit at once (a quiz is kept)", "sofort beenden (ein Quiz bleibt erhalten)")),
            ("", ""),
            (t("Verbs", "Verben"), t("↑/↓ PgUp/PgDn Home/End move · Enter open · s sort · f family", "↑/↓ Bild↑/↓ Pos1/Ende · Enter öffnen · s sortieren · f Familie")),
            ("Verb", t("↑/↓ scroll · w quiz on this verb's weak spots · Esc back", "↑/↓ blättern · w Quiz zu den Schwächen · Esc zurück")),
            ("Quiz", t("Enter start · r resume · d discard · type, Enter answers · Esc pause", "Enter starten · r fortsetzen · d verwerfen · tippen, Enter antwortet · Esc Pause")),
            (t("Review", "Wiederholung"), t("Enter the due forms · a all forms · Esc stop", "Enter fällige Formen · a alle Formen · Esc aufhören")),
            ("Info", t("Enter open · 1–9 or digits+Enter follow a link · Esc back",
                       "Enter öffnen · 1–9 oder Ziffern+Enter: Link folgen · Esc zurück")),
            (t("Settings", "Einstellungen"), t("↑/↓ choose · ←/→ or Enter change (saved at once)", "↑/↓ wählen · ←/→ oder Enter ändern (sofort gespeichert)")),
        ]
    }
}

extension State {
    var text: DashboardText { DashboardText(language: env.l.language) }
}
