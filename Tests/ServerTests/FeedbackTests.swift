// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Hummingbird
import HummingbirdTesting
import Localization
import Persistence
import Practice
import RichText
import Testing
import Wire
@testable import konjugieren_server

/// After a wrong answer the web and the API say why, in the words the CLI prints: the
/// rule's sentence and the article that covers it.
@Suite("Feedback after a wrong answer")
struct FeedbackTests {
    /// The sentence the CLI prints after `given` to the quiz's current question.
    static func cliSentence(_ site: Site, id: String, given: String, _ language: Language) async throws -> (String, String) {
        let loaded = try await site.loadQuiz(id)
        let question = try #require(loaded.session.current)
        let practice = Practice(store: try Store.inMemory(), source: site.source)
        let why = practice.explanation(question, given: given)
        return (why.sentence(L(language)), why.article)
    }

    @Test(arguments: [Language.en, .de])
    func theWebSaysWhyAsTheCLIDoes(_ language: Language) async throws {
        try await withApp { client, site in
            let start = try await client.execute(uri: "/quiz", method: .get)
            let csrf = try #require(cookie("csrf", start))
            let headers: HTTPFields = [.cookie: "csrf=" + csrf, .contentType: "application/x-www-form-urlencoded"]
            let created = try await client.execute(uri: "/quiz?lang=\(language.rawValue)", method: .post, headers: headers,
                                                   body: ByteBuffer(string: "csrf=\(csrf)&difficulty=regular&length=2"))
            let location = try #require(created.headers[.location])
            let id = String(location.dropFirst("/quiz/".count).prefix(32))
            let (sentence, article) = try await Self.cliSentence(site, id: id, given: "falsch", language)
            let answered = try await client.execute(uri: location, method: .post, headers: headers,
                                                    body: ByteBuffer(string: "csrf=\(csrf)&number=1&answer=falsch"))
            #expect(answered.status == .seeOther)
            let page = try await client.execute(uri: location, method: .get, headers: headers)
            let why = L(language).quiz.why
            #expect(page.text.contains("id=\"why\""))
            #expect(page.text.contains(HTML.escaped(why + ": " + sentence)), "\(page.text)")
            #expect(page.text.contains("href=\"/info/\(article)?lang=\(language.rawValue)\""))
        }
    }

    @Test func theAPIAnswerCarriesTheExplanation() async throws {
        try await withApp { client, site in
            let start = try await client.execute(uri: "/api/v1/quizzes?lang=de", method: .post, body: ByteBuffer(json: #"{"length":2}"#))
            let id = try #require(start.object["id"] as? String)
            let (sentence, article) = try await Self.cliSentence(site, id: id, given: "falsch", .de)
            let wrong = try await client.execute(uri: "/api/v1/quizzes/\(id)/answers?lang=de", method: .post,
                                                 body: ByteBuffer(json: #"{"answer":"falsch"}"#))
            let explanation = try #require(wrong.object["explanation"] as? [String: Any])
            #expect(explanation["sentence"] as? String == sentence)
            #expect(explanation["article"] as? String == article)
            #expect((explanation["title"] as? String)?.isEmpty == false)
            // A right answer needs no why.
            let right = try await client.execute(uri: "/api/v1/quizzes/\(id)/answers", method: .post,
                                                 body: ByteBuffer(json: #"{"answer":"\#(try await expectedAnswer(site, id: id))"}"#))
            #expect(right.object["correct"] as? Bool == true)
            #expect(right.object["explanation"] == nil)
        }
    }
}
