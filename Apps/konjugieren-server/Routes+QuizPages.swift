// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import HTTPTypes
import Hummingbird
import Localization
import Practice
import QuizKit
import RichText

/// The quiz with plain HTML forms: each answer is a POST graded on the server, then a
/// redirect to the quiz's page, which shows the last grade and the next question or the
/// results. Form posts carry a CSRF value that must equal the page's cookie.
extension Site {
    func quizStart(_ request: Request) -> Response {
        let l = request.l
        let p = page(l.web.quizTitle, request)
        let (csrf, cookie) = csrfValue(request)
        var h = p.start()
        h.element("h1", l.web.quizTitle)
        h.element("p", l.web.quizIntro)
        h.open("form", attributes: ["action": "/quiz?" + lang(request), "method": "post"])
        h.open("input", attributes: ["type": "hidden", "name": "csrf", "value": csrf])
        h.open("label")
        h.text(l.web.quizPlayer)
        h.open("input", attributes: ["name": "player", "value": Cookies(request)["player"] ?? "", "maxlength": "32",
                                     "autocomplete": "nickname"])
        h.close("label")
        h.open("label")
        h.text(l.web.quizDifficulty)
        h.open("select", attributes: ["name": "difficulty"])
        for d in Difficulty.allCases { h.element("option", d.name(l), attributes: ["value": d.rawValue]) }
        h.close("select")
        h.close("label")
        h.open("label")
        h.text(l.web.quizLength)
        h.open("input", attributes: ["name": "length", "type": "number", "min": "1", "max": "\(limits.questions)",
                                     "value": "\(limits.defaultQuestions)"])
        h.close("label")
        h.element("button", l.web.quizStart, attributes: ["type": "submit"])
        h.close("form")
        return p.finish(h, headers: cookie)
    }

    func quizCreate(_ request: Request) async throws -> Response {
        let form = try await formFields(request)
        let difficulty = try Self.difficulty(form["difficulty"])
        let length = try form["length"].map { try Self.bounded($0, 1...limits.questions) } ?? limits.defaultQuestions
        var player: String?
        var headers: HTTPFields = [:]
        if let name = form["player"]?.trimmingCharacters(in: .whitespaces), !name.isEmpty {
            let cookies = Cookies(request)
            if let token = try await authorize(name, token: cookies["token"]) {
                // The new player's token, kept by the browser and sent with every later quiz.
                headers.append(HTTPField(name: .setCookie, value: Cookies.set("token", token, maxAge: 10 * 365 * 86400)))
            }
            headers.append(HTTPField(name: .setCookie, value: Cookies.set("player", name, maxAge: 10 * 365 * 86400)))
            player = name
        }
        let loaded = try await startQuiz(player: player, difficulty: difficulty, length: length)
        headers[.location] = "/quiz/" + loaded.stored.id + "?" + lang(request)
        return Response(status: .seeOther, headers: headers)
    }

    func quizPage(_ request: Request, _ id: String) async throws -> Response {
        let l = request.l
        let loaded = try await loadQuiz(id)
        let session = loaded.session
        let (csrf, cookie) = csrfValue(request)
        let p = page(session.isFinished ? l.web.quizResults : l.web.quizTitle, request)
        var h = p.start()
        // The grade of the last answer given.
        if let last = session.answers.keys.max(), let answer = session.answers[last], !session.isFinished {
            let q = session.quiz.questions[last]
            if answer.isCorrect {
                h.element("p", l.web.quizRight, attributes: ["class": "right", "id": "verdict"])
            } else {
                h.element("p", l.web.quizWrong(q.acceptedAnswers.first ?? q.expected.text), attributes: ["class": "wrong", "id": "verdict"])
            }
        }
        if let index = session.currentIndex {
            let q = session.quiz.questions[index]
            h.element("h1", l.web.quizQuestion(index + 1, session.quiz.questions.count))
            h.open("p", attributes: ["id": "question"])
            h.element("strong", q.verb.prompt)
            if !q.verb.gloss.isEmpty { h.element("span", " (" + q.verb.gloss + ")", attributes: ["class": "muted"]) }
            h.text(" · " + l.conjugationgroup.name(q.conjugationgroup.rawValue, naming: .de))
            let pronoun = q.pronoun(thirdPerson: "er/sie/es")
            if !pronoun.isEmpty { h.text(" · " + pronoun) }
            h.close("p")
            h.open("form", attributes: ["action": "/quiz/" + loaded.stored.id + "?" + lang(request), "method": "post"])
            h.open("input", attributes: ["type": "hidden", "name": "csrf", "value": csrf])
            h.open("input", attributes: ["type": "hidden", "name": "number", "value": "\(index + 1)"])
            h.open("label")
            h.text(l.web.quizAnswer)
            h.open("input", attributes: ["name": "answer", "autofocus": "", "autocomplete": "off", "autocapitalize": "none",
                                         "spellcheck": "false", "maxlength": "\(limits.answer)"])
            h.close("label")
            h.element("button", l.web.quizSend, attributes: ["type": "submit"])
            h.close("form")
            h.element("p", l.web.quizScore(session.score), attributes: ["class": "muted"])
        } else {
            results(&h, loaded, request)
        }
        return p.finish(h, headers: cookie)
    }

    func results(_ h: inout HTML, _ loaded: LoadedQuiz, _ request: Request) {
        let l = request.l
        let session = loaded.session
        h.element("h1", l.web.quizResults)
        h.element("p", l.web.quizScore(session.finalScore), attributes: ["id": "score"])
        h.element("p", l.web.quizCorrectCount(session.correctCount, session.quiz.questions.count))
        h.raw("<div class=\"scroll\"><table><thead><tr><th>#</th>")
        h.element("th", l.web.quizPrompt)
        h.element("th", l.web.quizAnswer)
        h.element("th", l.web.quizExpected)
        h.raw("</tr></thead><tbody>")
        for (i, q) in session.quiz.questions.enumerated() {
            let a = session.answers[i]
            h.open("tr", attributes: ["class": a?.isCorrect == true ? "right" : "wrong"])
            h.element("td", "\(i + 1)")
            var prompt = q.verb.prompt + " · " + l.conjugationgroup.name(q.conjugationgroup.rawValue, naming: .de)
            let pronoun = q.pronoun(thirdPerson: "er/sie/es")
            if !pronoun.isEmpty { prompt += " · " + pronoun }
            h.element("td", prompt)
            h.element("td", (a?.given ?? "") + (a?.isCorrect == true ? " ✓" : " ✗"))
            h.element("td", q.acceptedAnswers.first ?? q.expected.text)
            h.close("tr")
        }
        h.raw("</tbody></table></div><p>")
        h.link("/quiz?" + lang(request), l.web.quizAgain)
        h.text(" · ")
        h.link("/leaderboard?" + lang(request), l.web.navLeaderboard)
        h.raw("</p>")
    }

    func quizAnswer(_ request: Request, _ id: String) async throws -> Response {
        let form = try await formFields(request)
        let text = form["answer"] ?? ""
        // A reload of an old form (its question already answered) changes nothing.
        let loaded = try await loadQuiz(id)
        if let number = form["number"].flatMap(Int.init), number - 1 != loaded.session.currentIndex {
            return Response(status: .seeOther, headers: [.location: "/quiz/" + id + "?" + lang(request)])
        }
        // An empty answer asks the same question again, as in the CLI.
        if !Grading.trimmed(text).isEmpty {
            _ = try await answer(text, quiz: id)
        }
        return Response(status: .seeOther, headers: [.location: "/quiz/" + id + "?" + lang(request)])
    }

    // MARK: Forms and cookies

    /// The fields of a posted form (`application/x-www-form-urlencoded`), at most
    /// `limits.body` bytes, after the CSRF check.
    func formFields(_ request: Request) async throws -> [String: String] {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: limits.body)
        } catch {
            throw Failure.tooLarge
        }
        let fields = FormFields.parse(String(buffer: buffer))
        guard let sent = fields["csrf"], let expected = Cookies(request)["csrf"], !expected.isEmpty,
              sent.utf8.elementsEqual(expected.utf8) else { throw Failure.csrf }
        return fields
    }

    /// The page's CSRF value: the cookie's, or a new one with the header that sets it.
    func csrfValue(_ request: Request) -> (String, HTTPFields) {
        if let value = Cookies(request)["csrf"], value.count == 32, value.allSatisfy(\.isHexDigit) { return (value, [:]) }
        let value = randomHex(bytes: 16)
        return (value, [.setCookie: Cookies.set("csrf", value, maxAge: nil)])
    }
}

/// The cookies of a request.
struct Cookies {
    private var values: [String: String] = [:]

    init(_ request: Request) {
        for header in request.headers[values: .cookie] {
            for pair in header.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let name = parts[0].trimmingCharacters(in: .whitespaces)
                if values[name] == nil { values[name] = String(parts[1]).removingPercentEncoding }
            }
        }
    }

    subscript(name: String) -> String? { values[name] }

    /// A Set-Cookie value: HttpOnly, SameSite=Strict, for the whole site.
    static func set(_ name: String, _ value: String, maxAge: Int?) -> String {
        name + "=" + HTML.component(value) + "; Path=/; HttpOnly; SameSite=Strict" + (maxAge.map { "; Max-Age=\($0)" } ?? "")
    }
}

/// `a=1&b=x+y` → ["a": "1", "b": "x y"]; the first of repeated names counts.
enum FormFields {
    static func parse(_ body: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in body.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ s: Substring) -> String? { s.replacingOccurrences(of: "+", with: " ").removingPercentEncoding }
            guard let name = parts.first.flatMap(decode) else { continue }
            let value = parts.count > 1 ? decode(parts[1]) ?? "" : ""
            if fields[name] == nil { fields[name] = value }
        }
        return fields
    }
}
