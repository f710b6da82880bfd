// SPDX-License-Identifier: GPL-3.0-or-later
import Dashboard
import Localization
import Persistence
import Foundation
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

    /// The family column is as wide as its widest name in the language: "unregelmäßig"
    /// keeps two spaces before the auxiliary.
    @Test(arguments: [(Language.en, "irregular"), (.de, "unregelmäßig")])
    func verbListColumnsFitTheirWidestValue(language: Language, irregular: String) throws {
        let (state, _) = try Fixture.state(language: language)
        let lines = render(state.state, size: state.size)
        let rows = lines.filter { $0.contains(irregular) }
        #expect(!rows.isEmpty)
        for row in rows { #expect(row.contains(irregular + "  haben") || row.contains(irregular + "  sein"), "\(row)") }
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

/// The help screen lists what the help lines show, from the same keys, so the two cannot
/// drift apart: every key a screen's help line offers is in the help, worded alike.
struct KeyHelpTests {
    /// The whole help, on a screen tall enough to show it without scrolling.
    static func helpText(_ language: Language) throws -> String {
        let (state, _) = try Fixture.state(size: Size(columns: 80, rows: 80), language: language)
        return screenText(send(state, "?"))
    }

    @Test(arguments: [Language.en, .de])
    func everyKeyOfEveryHelpLineIsInTheHelp(language: Language) throws {
        // Numbers stand for any number: the help names the article keys as they work with
        // nine links and with ten, a footer with the article's own count ("1–3 follow a link").
        func numbersAsN(_ text: String) -> String { text.replacingOccurrences(of: "[0-9]+", with: "N", options: .regularExpression) }
        let help = numbersAsN(try Self.helpText(language).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "))
        let d = L(language).dashboard
        let global = Set([d.helpTab, d.helpKey, d.helpQuit])
        var checked = 0
        for (name, state) in sampleStates(Fixture.environment(language: language), runtime: Fixture.runtime(try Store.inMemory()),
                                          size: Size(columns: 200, rows: 40)) where !state.showsHelp {
            let footer = render(state, size: state.size).last ?? ""
            for item in footer.components(separatedBy: " · ") where !global.contains(item) {
                #expect(help.contains(numbersAsN(item)), "\(name): the help lacks \"\(item)\"")
                checked += 1
            }
        }
        #expect(checked >= 20)
        // What the review found missing: marking verbs, the progress keys, the quiz's Esc.
        for item in [d.markKey, d.helpProgressOverview, d.leaderboardKey] + d.helpProgressHistory.components(separatedBy: " · ")
            + d.helpQuiz.components(separatedBy: " · ") {
            #expect(help.contains(numbersAsN(item)), "the help lacks \"\(item)\"")
        }
    }

    /// At 80×24 the help is taller than the screen: ↑/↓ scroll it, the footer says so,
    /// and any other key closes it.
    @Test func aLongHelpScrollsAndAnyOtherKeyClosesIt() throws {
        let (state, _) = try Fixture.state(language: .de)
        let help = send(state, "?")
        let top = render(help.state, size: help.size)
        #expect(top.last == L(.de).dashboard.helpCloseOrScroll)
        let scrolled = send(help, .down, .down)
        #expect(scrolled.showsHelp)
        #expect(render(scrolled.state, size: scrolled.size)[2] == top[4])
        let bottom = send(help, .key(.end))
        let end = render(bottom.state, size: bottom.size)
        #expect(end.contains { $0.contains(L(.de).dashboard.screen(.settings)) && $0.hasPrefix("  ") })
        #expect(!send(bottom, "x").showsHelp)
    }
}
