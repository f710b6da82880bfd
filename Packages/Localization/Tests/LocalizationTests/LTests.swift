import Foundation
import Testing
import Localization

@Suite("Typed accessors, format arguments and plurals")
struct LTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var language: Language
        var text: @Sendable (L) -> String
        var expected: String
        var testDescription: String { "\(language): \(expected)" }
    }

    @Test(arguments: [
        Row(language: .de, text: { $0.quiz.points(0) }, expected: "0 Punkte"),
        Row(language: .de, text: { $0.quiz.points(1) }, expected: "1 Punkt"),
        Row(language: .de, text: { $0.quiz.points(2) }, expected: "2 Punkte"),
        Row(language: .en, text: { $0.quiz.points(1) }, expected: "1 point"),
        Row(language: .en, text: { $0.quiz.points(30) }, expected: "30 points"),
        Row(language: .de, text: { $0.quiz.seconds(1) }, expected: "1 Sekunde"),
        Row(language: .de, text: { $0.listing.extent(verbs: 250, meanings: 250) }, expected: "250 Verben"),
        Row(language: .de, text: { $0.listing.extent(verbs: 1, meanings: 2) }, expected: "2 Bedeutungen (1 Verb)"),
        Row(language: .en, text: { $0.listing.extent(verbs: 10186, meanings: 10244) }, expected: "10,244 meanings (10,186 verbs)"),
        Row(language: .en, text: { $0.listing.extent(verbs: 1, meanings: 1) }, expected: "1 verb"),
        Row(language: .en, text: { $0.quiz.outOfLives(1) }, expected: "No lives left: the quiz ends at 1 wrong answer."),
        Row(language: .en, text: { $0.quiz.outOfLives(3) }, expected: "No lives left: the quiz ends at 3 wrong answers."),
        Row(language: .de, text: { $0.quiz.outOfLives(1) }, expected: "Keine Leben mehr: Das Quiz endet bei 1 falschen Antwort."),
        Row(language: .de, text: { $0.quiz.outOfLives(3) }, expected: "Keine Leben mehr: Das Quiz endet bei 3 falschen Antworten."),
        Row(language: .en, text: { $0.game.goal(done: 1, target: 0) }, expected: "Today: 1 answer (no daily goal set)"),
        Row(language: .de, text: { $0.game.goal(done: 2, target: 0) }, expected: "Heute: 2 Antworten (kein Tagesziel gesetzt)"),
        Row(language: .en, text: { $0.game.goal(done: 1, target: 1) }, expected: "Today: 1/1 answer: daily goal reached"),
        Row(language: .de, text: { $0.game.goal(done: 1, target: 30) }, expected: "Heute: 1/30 Antworten (Tagesziel)"),
        Row(language: .de, text: { $0.game.goal(done: 0, target: 1) }, expected: "Heute: 0/1 Antwort (Tagesziel)"),
        Row(language: .de, text: { $0.quiz.correctCount(27, of: 30) }, expected: "Richtig: 27/30"),
        Row(language: .en, text: { $0.quiz.correctCount(27, of: 30) }, expected: "Correct: 27/30"),
        Row(language: .de, text: { $0.quiz.score }, expected: "Punktzahl"),
        Row(language: .en, text: { $0.quiz.lastAnswer }, expected: "Your answer"),
        Row(language: .de, text: { $0.quiz.ridiculous }, expected: "Aberwitzig"),
        // Ridiculous has one German name, also where the band setting mentions it.
        Row(language: .de, text: { $0.settings.valueLabel("band", "auto") },
            expected: "auto: Top 500, bei Aberwitzig alle"),
        Row(language: .en, text: { $0.settings.valueLabel("band", "auto") },
            expected: "auto: top 500, all on Ridiculous"),
        Row(language: .en, text: { $0.cli.ablautSeries }, expected: "Ablaut series"),
        Row(language: .de, text: { $0.cli.malformedVerb("sing3n") }, expected: "„sing3n“ ist kein wohlgeformter deutscher Infinitiv."),
        Row(language: .en, text: { $0.cli.badFlag(value: "7", flag: "--difficulty") }, expected: "Invalid value “7” for --difficulty."),
        Row(language: .de, text: { $0.dashboard.screen(.review) }, expected: "Wiederholung"),
        Row(language: .en, text: { $0.dashboard.tooSmall(columns: 40, rows: 10, minimumColumns: 80, minimumRows: 24) },
            expected: "Terminal too small: 40×10, needs at least 80×24."),
        Row(language: .de, text: { $0.settings.pronoun(.sie) }, expected: "sie"),
        Row(language: .en, text: { $0.conjugationgroup.name("präteritumKonjunktivII") }, expected: "Past Subjunctive II"),
        Row(language: .de, text: { $0.conjugationgroup.name("futurIIIndikativ") }, expected: "Futur II Indikativ"),
        Row(language: .en, text: { $0.conjugationgroup.name("präteritumIndikativ", naming: .de) }, expected: "Präteritum Indikativ"),
        Row(language: .de, text: { $0.conjugationgroup.name("präsensIndikativ", naming: .en) }, expected: "Present Indicative"),
        Row(language: .de, text: { $0.conjugationgroup.name("keineGruppe") }, expected: "keineGruppe"),
        Row(language: .de, text: { $0.dashboard.days(1) }, expected: "1 Tag"),
        Row(language: .de, text: { $0.dashboard.days(5) }, expected: "5 Tage"),
        Row(language: .en, text: { $0.dashboard.wrong(3, of: 40) }, expected: "3 of 40 wrong"),
        Row(language: .de, text: { $0.dashboard.noSuchLink(7) }, expected: "Dieser Artikel hat keinen Link 7."),
        Row(language: .de, text: { $0.family.name("strong") }, expected: "stark"),
        Row(language: .en, text: { $0.family.name("ieren") }, expected: "-ieren"),
        Row(language: .de, text: { $0.verb.byRule }, expected: "nicht im Lexikon: nach der Regel konjugiert"),
        Row(language: .de, text: { $0.cli.exclusiveFlags("--resume", "--discard") }, expected: "--resume und --discard schließen einander aus."),
        Row(language: .en, text: { $0.cli.atLeastOne("--limit") }, expected: "--limit must be at least 1."),
        Row(language: .en, text: { $0.history.streak(1) }, expected: "Streak: 1 day"),
        Row(language: .en, text: { $0.history.streak(0) }, expected: "Streak: 0 days"),
        Row(language: .de, text: { $0.history.streak(1) }, expected: "Serie: 1 Tag"),
        Row(language: .de, text: { $0.history.streak(3) }, expected: "Serie: 3 Tage"),
        Row(language: .en, text: { $0.quiz.paused(5, of: 30) }, expected: "Paused at 5/30. Run `konjugieren quiz` to resume."),
        Row(language: .en, text: { $0.quiz.quitSummary(correct: 0, of: 0, score: 0) }, expected: "Quit: Correct: 0/0, Score: 0."),
        Row(language: .de, text: { $0.review.queueSummary(queued: 1, due: 0) }, expected: "1 Form in der Warteschlange, 0 jetzt fällig."),
        Row(language: .de, text: { $0.review.queueSummary(queued: 4, due: 2) }, expected: "4 Formen in der Warteschlange, 2 jetzt fällig."),
        Row(language: .en, text: { $0.review.queueSummary(queued: 4, due: 2) }, expected: "4 in the queue, 2 due now."),
        Row(language: .en, text: { $0.review.promoted(box: 2, due: "2026-11-25 09:00") }, expected: "→ Box 2, 2026-11-25 09:00"),
        Row(language: .de, text: { $0.review.nothingDue(next: "2026-11-25 09:00", queued: 1) },
            expected: "Jetzt ist nichts zu wiederholen. Als Nächstes fällig: 2026-11-25 09:00 (1 Form in der Warteschlange)."),
        Row(language: .de, text: { $0.listing.more(shown: 50, of: "51 Verben") }, expected: "Gezeigt: 50 von 51 Verben; --limit 0 zeigt alle."),
        Row(language: .en, text: { $0.engine.space("sich etwas merken") + " " + $0.engine.suggestion(["sich merken", "merken"]) },
            expected: "“sich etwas merken” is not one verb: a space may stand only after sich, before the infinitive (“sich freuen”). Did you mean “sich merken” or “merken”?"),
        Row(language: .de, text: { $0.engine.suggestion(["merken"]) }, expected: "Meintest du „merken“?"),
        Row(language: .de, text: { $0.dashboard.helpFollowLink(count: 1) }, expected: "1 dem Link folgen"),
        Row(language: .en, text: { $0.dashboard.helpFollowLink(count: 4) }, expected: "1–4 follow a link"),
        Row(language: .en, text: { $0.dashboard.helpFollowLink(count: 12) }, expected: "1–12, Enter follow a link"),
        Row(language: .de, text: { $0.cli.lexiconVersion(verbs: 2, meanings: 3, fingerprint: "abc") },
            expected: "Lexikon: 2 Verben, 3 Bedeutungen (lexicon.tsv, SHA-256 abc…)"),
        Row(language: .en, text: { $0.listing.more(shown: 50, of: $0.listing.extent(verbs: 55, meanings: 57)) },
            expected: "Shown: 50 of 57 meanings (55 verbs); --limit 0 shows all."),
        Row(language: .de, text: { $0.listing.unknownPrefix("xyz", examples: "an, auf", count: 80) },
            expected: "Unbekanntes Präfix „xyz“. Zur Wahl stehen separable, inseparable, none oder eine Partikel bzw. ein Präfix des Lexikons wie an, auf (insgesamt 80)."),
        Row(language: .en, text: { $0.lookup.meaning(1, of: 2) }, expected: "(meaning 1 of 2)"),
        Row(language: .de, text: { $0.lookup.notAForm }, expected: "keine Form eines bekannten Verbs"),
        Row(language: .de, text: { $0.cli.storeInvalidSettingValue("difficulty", value: "hard", allowed: "regular, ridiculous") },
            expected: "difficulty kann nicht hard sein; möglich sind regular, ridiculous"),
    ])
    func accessor(_ row: Row) {
        #expect(row.text(L(row.language)) == row.expected)
    }

    @Test("All 37 conjugationgroups are named in both languages, differently")
    func conjugationgroupNames() {
        #expect(L.Conjugationgroups.slotIDs.count == 37)
        #expect(Set(L.Conjugationgroups.slotIDs).count == 37)
        for slot in L.Conjugationgroups.slotIDs {
            let english = L(.en).conjugationgroup.name(slot)
            let german = L(.de).conjugationgroup.name(slot)
            #expect(english != slot && german != slot, "\(slot) unnamed")
            #expect(english != german || slot == "imperativ", "\(slot): \(english) = \(german)")
        }
    }

    @Test("A missing key shows the key, never a crash")
    func missingKeyShowsKey() {
        let empty = L(.de, catalog: Catalog(entries: [:]))
        #expect(empty.quiz.points(2) == "quiz.points")
    }
}

@Suite("The printf subset of the catalog")
struct FormatTests {
    struct Row: Sendable {
        var template: String
        var arguments: [FormatArgument]
        var expected: String
    }

    @Test(arguments: [
        Row(template: "%@ und %@", arguments: ["singen", "sang"], expected: "singen und sang"),
        Row(template: "%2$@ vor %1$@", arguments: ["a", "b"], expected: "b vor a"),
        Row(template: "%lld%% richtig", arguments: [90], expected: "90% richtig"),
        Row(template: "%d/%ld", arguments: [1, 2], expected: "1/2"),
        Row(template: "fehlt: %@", arguments: [], expected: "fehlt: %@"),
        Row(template: "100 %", arguments: [], expected: "100 %"),
        Row(template: "%", arguments: [], expected: "%"),
        Row(template: "%9$@", arguments: ["x"], expected: "%9$@"),
    ])
    func formats(_ row: Row) {
        #expect(Catalog.format(row.template, row.arguments) == row.expected)
    }

    @Test func placeholdersResolvePositions() {
        let found = Catalog.placeholders(in: "%2$lld von %1$@ (%%)")
        #expect(found == [Placeholder(position: 2, conversion: "d"), Placeholder(position: 1, conversion: "@")])
    }

    @Test func malformedCatalogThrows() {
        #expect(throws: LocalizationError.self) {
            try Catalog(data: Data("{ not json".utf8))
        }
    }
}
