// SPDX-License-Identifier: GPL-3.0-or-later
import Dashboard
import Localization
import Persistence
import RichText
import Testing

/// What the screens say, checked where a snapshot would not tell why.
struct ScreenTextTests {
    /// The help line says what the digit keys do: with fewer than ten links a digit
    /// follows its link at once; from ten on, digits build the number and Enter follows it.
    @Test(arguments: [(1, "1 follow the link"), (3, "1–3 follow a link"), (12, "1–12, Enter follow a link")])
    func articleFooterSaysWhatTheDigitsDo(links: Int, hint: String) throws {
        let markup = "`Links`\n\n" + (1...links).map { "%konjugieren://verb/v\($0)en%" }.joined(separator: " ")
        var environment = Fixture.environment()
        environment.articles = ArticleClient(
            entries: { [ArticleClient.Entry(slug: "links", title: "Links")] },
            document: { _ in Result { try Document(parsing: markup) }.mapError { .article(slug: "links", reason: "\($0)") } })
        let state = send(Session(environment, store: try Store.inMemory(), size: Size(columns: 80, rows: 24)),
                         .tab, .tab, .tab, .enter)
        #expect(state.info.open != nil)
        let footer = render(state.state, size: state.size).last ?? ""
        #expect(footer.contains(hint), "\(footer)")
        #expect(footer.contains("Esc back"))
        // What the footer promises is what the key does.
        let pressed = send(state, "1")
        if links < 10 {
            #expect(pressed.screen == .verb)
        } else {
            #expect(pressed.screen == .info)
            #expect(pressed.info.linkNumber == "1")
            #expect(send(pressed, .enter).screen == .verb)
        }
    }

    /// A row is a meaning; umfahren has two, so the fixture's 13 rows are 12 verbs.
    @Test(arguments: [(Language.en, "13 meanings (12 verbs)"), (.de, "13 Bedeutungen (12 Verben)")])
    func verbListCountsMeaningsAndVerbs(language: Language, count: String) throws {
        let (state, _) = try Fixture.state(language: language)
        #expect(render(state.state, size: state.size)[2].hasSuffix(count))
        // A search that finds one meaning of each verb names only verbs.
        let searched = send(state, "/sing")
        #expect(render(searched.state, size: searched.size)[2].hasSuffix(language == .en ? "1 verb" : "1 Verb"))
    }

    /// After a wrong answer the two answers stand in one column, in quiz and review alike.
    @Test(arguments: [Language.en, .de])
    func wrongAnswerLinesUp(language: Language) throws {
        let (session, _) = try Fixture.state(language: language)
        let answered = send(session, .tab, .enter, "falsch", .enter)
        let q = L(language).quiz
        let lines = render(answered.state, size: answered.size)
        let given = try #require(lines.first { $0.contains(q.yourAnswer + ":") })
        let correct = try #require(lines.first { $0.contains(q.correctAnswer + ":") })
        func valueColumn(_ line: String, _ label: String) -> Int {
            let after = line.range(of: label + ":").map { line[$0.upperBound...] } ?? ""
            return line.count - after.count + (after.prefix { $0 == " " }.count)
        }
        #expect(valueColumn(given, q.yourAnswer) == valueColumn(correct, q.correctAnswer), "\(given) / \(correct)")
        #expect(given.hasSuffix("falsch"))
    }
}
