// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Hummingbird
import HummingbirdTesting
import RichText
import Testing
@testable import konjugieren_server

@Suite("HTML pages")
struct PageRouteTests {
    @Test(arguments: ["/", "/search?q=sing", "/lookup?form=ging", "/verbs/singen", "/info", "/leaderboard", "/quiz"])
    func pagesAreHTMLInBothLanguages(_ path: String) async throws {
        try await withApp { client, _ in
            for (language, word) in [("en", "Leaderboard"), ("de", "Bestenliste")] {
                let separator = path.contains("?") ? "&" : "?"
                try await client.execute(uri: path + separator + "lang=" + language, method: .get) { r in
                    #expect(r.status == .ok)
                    #expect(r.headers[.contentType] == "text/html; charset=utf-8")
                    #expect(r.text.hasPrefix("<!DOCTYPE html>"))
                    #expect(r.text.contains("<html lang=\"\(language)\">"))
                    #expect(r.text.contains("name=\"viewport\""))
                    #expect(r.text.contains(word))
                    // No external assets: nothing is loaded from another address.
                    #expect(!r.text.contains("src=\"http"))
                    #expect(!r.text.contains("<script"))
                }
            }
        }
    }

    @Test func acceptLanguagePicksGerman() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/", method: .get, headers: [.acceptLanguage: "de-DE,de;q=0.9,en;q=0.8"]) { r in
                #expect(r.text.contains("<html lang=\"de\">"))
                #expect(r.text.contains("Häufige Verben"))
            }
        }
    }

    /// The table a learner reads: irregular letters marked.
    @Test(arguments: [("singen", "s<mark>a</mark>ng"), ("singen", "ges<mark>u</mark>ngen"), ("fahren", "f<mark>ä</mark>hrst"),
                      ("sein", "<mark>bin</mark>")])
    func verbTablesMarkIrregularLetters(_ verb: String, marked: String) async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/verbs/" + verb, method: .get) { r in
                #expect(r.status == .ok)
                #expect(r.text.contains(marked))
            }
        }
    }

    @Test func theSecondMeaningOfHängen() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/verbs/h%C3%A4ngen?meaning=2", method: .get) { r in
                #expect(r.status == .ok)
                #expect(r.text.contains("hängte"))
                #expect(!r.text.contains("h<mark>i</mark>ng"))
            }
            try await client.execute(uri: "/verbs/h%C3%A4ngen", method: .get) { r in
                #expect(r.text.contains("h<mark>i</mark>ng"))
            }
            try await client.execute(uri: "/verbs/h%C3%A4ngen?meaning=9", method: .get) { r in
                #expect(r.status == .notFound)
            }
        }
    }

    @Test func thePassiveIsShownWhenItExists() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/verbs/loben?lang=de", method: .get) { r in
                #expect(r.text.contains("<h2>Passiv</h2>"))
                #expect(r.text.contains("wird gelobt"))
            }
        }
    }

    /// Whatever the path holds is text on the page, never markup.
    @Test(arguments: ["<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "a'b&c"])
    func verbPathsAreInert(_ input: String) async throws {
        try await withApp { client, _ in
            let path = "/verbs/" + (input.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
            try await client.execute(uri: path, method: .get) { r in
                #expect(r.status == .notFound)
                #expect(r.headers[.contentType] == "text/html; charset=utf-8")
                #expect(!r.text.contains("<script>alert"))
                #expect(!r.text.contains("<img"))
                #expect(r.headers[.contentSecurityPolicy]?.contains("default-src 'none'") == true)
            }
            let q = input.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            for page in ["/search?q=", "/lookup?form="] {
                try await client.execute(uri: page + q, method: .get) { r in
                    #expect(!r.text.contains("<script>alert"))
                    #expect(!r.text.contains("<img"))
                    #expect(r.text.contains(HTML.escaped(input)))
                }
            }
        }
    }

    @Test func searchTakesUmlautLessSpellings() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/search?q=hoeren", method: .get) { r in
                #expect(r.text.contains("/verbs/h%C3%B6ren"))
            }
            try await client.execute(uri: "/verbs/hoeren", method: .get) { r in
                #expect(r.status == .notFound)
                #expect(r.text.contains("/verbs/h%C3%B6ren"))
            }
        }
    }

    @Test func articlesLinkToVerbsAndEachOther() async throws {
        try await withApp { client, site in
            let slug = try #require(site.library.entries.first?.slug)
            try await client.execute(uri: "/info/" + slug + "?lang=de", method: .get) { r in
                #expect(r.status == .ok)
                #expect(r.text.contains("<h1>"))
            }
            var linked = false
            for entry in site.library.entries {
                let r = try await client.execute(uri: "/info/" + entry.slug, method: .get)
                #expect(r.status == .ok)
                if r.text.contains("href=\"/verbs/") || r.text.contains("href=\"/info/") { linked = true }
            }
            #expect(linked)
            try await client.execute(uri: "/info/nothing-here", method: .get) { r in
                #expect(r.status == .notFound)
            }
        }
    }

    // MARK: The quiz by forms

    @Test func aQuizPlayedByFormsEndsOnTheResultsPage() async throws {
        try await withApp { client, site in
            let start = try await client.execute(uri: "/quiz", method: .get)
            let csrf = try #require(cookie("csrf", start))
            #expect(start.text.contains("value=\"\(csrf)\""))
            let headers: HTTPFields = [.cookie: "csrf=" + csrf, .contentType: "application/x-www-form-urlencoded"]
            let created = try await client.execute(uri: "/quiz?lang=en", method: .post, headers: headers,
                                                   body: ByteBuffer(string: "csrf=\(csrf)&player=Cleo&difficulty=regular&length=2"))
            #expect(created.status == .seeOther)
            let location = try #require(created.headers[.location])
            #expect(cookie("token", created) != nil)
            let id = String(location.dropFirst("/quiz/".count).prefix(32))
            for k in 1...2 {
                let page = try await client.execute(uri: location, method: .get, headers: headers)
                #expect(page.text.contains("Question \(k) of 2"))
                let given = k == 1 ? try await expectedAnswer(site, id: id) : "falsch"
                let body = "csrf=\(csrf)&number=\(k)&answer=" + (given.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
                let answered = try await client.execute(uri: location, method: .post, headers: headers, body: ByteBuffer(string: body))
                #expect(answered.status == .seeOther)
            }
            let results = try await client.execute(uri: location, method: .get, headers: headers)
            #expect(results.text.contains("Results"))
            #expect(results.text.contains("Score: 10"))
            #expect(results.text.contains("1 of 2 right"))
            let board = try await client.execute(uri: "/leaderboard", method: .get)
            #expect(board.text.contains("<td>Cleo</td>"))
        }
    }

    @Test func formPostsWithoutTheCSRFValueAreRefused() async throws {
        try await withApp { client, _ in
            var r = try await client.execute(uri: "/quiz", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
                                             body: ByteBuffer(string: "player=Mallory&length=1"))
            #expect(r.status == .forbidden)
            r = try await client.execute(uri: "/quiz", method: .post,
                                         headers: [.cookie: "csrf=" + String(repeating: "a", count: 32)],
                                         body: ByteBuffer(string: "csrf=" + String(repeating: "b", count: 32) + "&length=1"))
            #expect(r.status == .forbidden)
            #expect(r.text.contains("expired"))
        }
    }
}

/// The value a response sets for cookie `name`.
func cookie(_ name: String, _ response: TestResponse) -> String? {
    for header in response.headers[values: .setCookie] where header.hasPrefix(name + "=") {
        return header.dropFirst(name.count + 1).split(separator: ";").first.map(String.init)?.removingPercentEncoding
    }
    return nil
}
