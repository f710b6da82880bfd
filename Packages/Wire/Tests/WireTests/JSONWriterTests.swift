// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
import Wire

struct JSONWriterTests {
    /// Keys in declaration order, nulls where a type writes them, optionals left out where not.
    @Test func keysKeepTheirOrder() {
        let prompt = QuestionPrompt(number: 1, total: 2, verb: "gehen", gloss: "to go", group: "perfektpartizip",
                                    groupName: "Perfektpartizip", person: nil, pronoun: "")
        #expect(JSONWriter().text(prompt)
            == #"{"number":1,"total":2,"verb":"gehen","gloss":"to go","group":"perfektpartizip","groupName":"Perfektpartizip","person":null,"pronoun":""}"#)
        let graded = Graded(correct: true, expected: ["sang"], next: nil, score: 10, finished: true)
        #expect(JSONWriter().text(graded) == #"{"correct":true,"expected":["sang"],"next":null,"score":10,"finished":true}"#)
        #expect(JSONWriter().text(QuizStart()) == "{}")
    }

    /// Quotes, backslashes and control characters escaped; with `escapingMarkup` also `<`
    /// and the separators a script element would break at; every other letter kept.
    @Test(arguments: [
        ("„sang“ ü", false, #""„sang“ ü""#),
        ("a\"b\\c\nd\te\u{1B}[2J\u{7F}", false, #""a\"b\\c\nd\te\u001b[2J\u007f""#),
        ("<b>\u{2028}x\u{2029}", false, "\"<b>\u{2028}x\u{2029}\""),
        ("<b>\u{2028}x\u{2029}…", true, #""\u003cb>\u2028x\u2029…""#),
    ])
    func stringsAreEscaped(_ text: String, _ markup: Bool, _ expected: String) {
        #expect(JSONWriter(escapingMarkup: markup).text(AnswerRequest(answer: text)) == #"{"answer":"# + expected + "}")
    }

    /// Whatever a string holds, the writer's output is JSON that reads back as the same string.
    @Test(arguments: ["", "sang", "\u{0}\u{1}\u{1F}", "\\\"\\", "\u{2028}<script>", "🎵 ß", "\u{E2}\u{80}"])
    func everyStringReadsBack(_ text: String) throws {
        for markup in [false, true] {
            let bytes = JSONWriter(escapingMarkup: markup).bytes(AnswerRequest(answer: text))
            #expect(try JSONDecoder().decode(AnswerRequest.self, from: Data(bytes)).answer == text)
        }
    }

    /// What a reply says reads back as the same value, and is written again as the same bytes.
    @Test func repliesRoundTrip() throws {
        let state = QuizState(id: String(repeating: "a", count: 32), player: nil, difficulty: "regular", total: 2,
                              correctCount: 1, score: 10, finished: false,
                              answers: [.init(number: 1, verb: "singen", group: "präteritumIndikativ", person: "ich",
                                              given: "sang", correct: true, expected: ["sang"])],
                              question: QuestionPrompt(number: 2, total: 2, verb: "gehen", gloss: "to go",
                                                       group: "perfektpartizip", groupName: "Perfektpartizip",
                                                       person: nil, pronoun: ""))
        let bytes = JSONWriter().bytes(state)
        let read = try JSONDecoder().decode(QuizState.self, from: Data(bytes))
        #expect(read == state)
        #expect(JSONWriter().bytes(read) == bytes)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix(#"{"id":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","player":null,"#))
        let error = ErrorReply(status: 404, message: "No such quiz.")
        #expect(JSONWriter().text(error) == #"{"error":{"status":404,"message":"No such quiz."}}"#)
    }

    /// The document is JSON, and its quiz length is the protocol's.
    @Test func theOpenAPIDocumentIsJSON() throws {
        let document = try JSONSerialization.jsonObject(with: Data(OpenAPI.document.utf8)) as? [String: Any]
        let paths = try #require(document?["paths"] as? [String: Any])
        #expect(paths["/api/v1/quizzes"] != nil)
        #expect(OpenAPI.document.contains(#""maximum": \#(QuizStart.maximumLength)}"#))
        #expect(OpenAPI.document.contains(#""seed""#))
    }
}
