// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Hummingbird
import HummingbirdTesting
import RichText
import Testing
@testable import konjugieren_server

/// The verb page takes the choices of `konjugieren conjugate` as query parameters and
/// shows what the CLI's table shows for them.
@Suite("The verb page's choices")
struct VerbPageRouteTests {
    /// A path, a fragment its page must hold and one it must not.
    @Test(arguments: [
        ("/verbs/ankommen?clause=subordinate", "<td>ankomme</td>", "<td>komme an</td>"),
        ("/verbs/ankommen?clause=subordinate", "<td>angekommen bin</td>", "<td>bin angekommen</td>"),
        ("/verbs/ankommen?clause=main", "<td>komme an</td>", "<td>ankomme</td>"),
        ("/verbs/ankommen", "<td>bin angekommen</td>", "<td>angekommen bin</td>"),
        ("/verbs/loben?voice=active", "<td>lobe</td>", "<td>werde gelobt</td>"),
        ("/verbs/loben?voice=passive", "<td>werde gelobt</td>", "<td>lobe</td>"),
        ("/verbs/loben?voice=all", "<td>werde gelobt</td>", "has no passive"),
        ("/verbs/singen?group=pr%C3%A4teritum", "<caption>Präteritum Indikativ</caption>", "<caption>Präsens Indikativ</caption>"),
        ("/verbs/singen?group=pr%C3%A4teritum&group=perfekt", "<caption>Perfekt Indikativ</caption>", "<caption>Futur Indikativ</caption>"),
        ("/verbs/singen?group=pr%C3%A4teritum%2Cperfekt", "<caption>Perfekt Indikativ</caption>", "<caption>Futur Indikativ</caption>"),
        // A browser's GET form sends a space as "+".
        ("/verbs/singen?group=Pr%C3%A4teritum+Indikativ", "<caption>Präteritum Indikativ</caption>", "<caption>Präsens Indikativ</caption>"),
        ("/verbs/singen?group=Pr%C3%A4teritum%20Indikativ", "<caption>Präteritum Indikativ</caption>", "<caption>Präsens Indikativ</caption>"),
        ("/verbs/loben?group=pr%C3%A4teritum&voice=passive", "<td>wurde gelobt</td>", "<td>lobte</td>"),
        ("/verbs/singen?group=", "<caption>Futur Indikativ</caption>", "<caption>Nothing</caption>"),
        // The form's empty voice is no voice: the groups named, without their passive.
        ("/verbs/loben?group=pr%C3%A4teritum&voice=", "<td>lobte</td>", "<td>wurde gelobt</td>"),
        ("/verbs/loben?voice=", "<td>wurde gelobt</td>", "has no passive"),
        ("/verbs/singen?pronoun=sie", "<th scope=\"row\">sie</th><td>s<mark>a</mark>ng</td>", "er/sie/es</th>"),
        ("/verbs/singen?pronoun=er%2Fsie%2Fes", "<th scope=\"row\">er/sie/es</th><td>s<mark>a</mark>ng</td>", "<th scope=\"row\">er</th>"),
        ("/verbs/h%C3%A4ngen?meaning=2&group=pr%C3%A4teritum", "<td>hängte</td>", "h<mark>i</mark>ng"),
        ("/verbs/regnen?voice=all", "regnen has no passive", "<td>wird geregnet</td>"),
        ("/verbs/regnen?voice=passive", "<h2>Passive</h2><p>regnen has no passive", "<h2>Active</h2>"),
        // The ablaut series as the CLI writes it.
        ("/verbs/singen", "family: strong i-a-u", "i – a – u"),
    ])
    func theQueryChoosesWhatIsShown(_ path: String, _ shown: String, _ absent: String) async throws {
        try await withApp { client, _ in
            try await client.execute(uri: path + (path.contains("?") ? "&" : "?") + "lang=en", method: .get) { r in
                #expect(r.status == .ok)
                #expect(r.text.contains(shown), "\(path)")
                #expect(!r.text.contains(absent), "\(path)")
            }
        }
    }

    /// A value none of the choices takes is a 400 page that says what was wrong.
    @Test(arguments: [
        ("/verbs/singen?clause=relative", "“relative” is not a value of clause: choose main, subordinate."),
        ("/verbs/singen?voice=middle", "“middle” is not a value of voice: choose active, passive, all."),
        ("/verbs/singen?pronoun=it", "“it” is not a value of pronoun: choose er, sie, es, er/sie/es."),
        ("/verbs/singen?group=pr%C3%A4senz", "Unknown conjugationgroup “präsenz”."),
        ("/verbs/singen?group=passiv&voice=active", "The voice active contradicts the groups named: they all belong to the passive."),
        ("/verbs/singen?meaning=0", "The request is not valid."),
        ("/verbs/singen?meaning=zwei", "The request is not valid."),
    ])
    func aBadChoiceIsABadRequest(_ path: String, _ message: String) async throws {
        try await withApp { client, _ in
            try await client.execute(uri: path + "&lang=en", method: .get) { r in
                #expect(r.status == .badRequest)
                #expect(r.headers[.contentType] == "text/html; charset=utf-8")
                #expect(r.text.contains(HTML.escaped(message)), "\(r.text)")
            }
        }
    }

    /// The form asks for the same page with the choices shown, by GET and without a script.
    @Test func theFormKeepsTheChoices() async throws {
        try await withApp { client, _ in
            let path = "/verbs/ankommen?clause=subordinate&voice=active&group=perfekt&pronoun=es&lang=de"
            try await client.execute(uri: path, method: .get) { r in
                #expect(r.status == .ok)
                #expect(r.text.contains("<form action=\"/verbs/ankommen\" method=\"get\">"))
                #expect(r.text.contains("<option value=\"subordinate\" selected=\"selected\">"))
                #expect(r.text.contains("<option value=\"active\" selected=\"selected\">"))
                #expect(r.text.contains("<option value=\"es\" selected=\"selected\">"))
                #expect(r.text.contains("name=\"group\" value=\"perfekt\""))
                #expect(r.text.contains("<th scope=\"row\">es</th><td>angekommen ist</td>"))
                #expect(!r.text.contains("<script"))
                #expect(r.headers[.contentSecurityPolicy]?.contains("form-action 'self'") == true)
            }
        }
    }

    /// The search and lookup forms send their words joined by "+": each is a space.
    @Test(arguments: ["/search?q=sich+freuen", "/lookup?form=kam+an", "/lookup?form=habe+gesungen"])
    func aPlusInAFormIsASpace(_ path: String) async throws {
        try await withApp { client, _ in
            try await client.execute(uri: path, method: .get) { r in
                #expect(r.status == .ok, "\(path)")
            }
        }
    }

    /// A link to another meaning keeps the other choices.
    @Test func meaningLinksKeepTheChoices() async throws {
        try await withApp { client, _ in
            try await client.execute(uri: "/verbs/h%C3%A4ngen?clause=subordinate&lang=en", method: .get) { r in
                #expect(r.text.contains("href=\"/verbs/h%C3%A4ngen?clause=subordinate&amp;meaning=2&amp;lang=en\""), "\(r.text)")
            }
        }
    }

    /// Each query is an answer of its own: the cache keys on all of it.
    @Test func eachQueryIsKeptApart() async throws {
        var made = try Shipped.site(try temporarySQLite())
        made.answers = ResponseCache(capacity: 16)
        let site = made
        let app = try await buildApplication(site: site)
        try await app.test(.router) { client in
            for (query, form) in [("", "<td>komme an</td>"), ("?clause=subordinate", "<td>ankomme</td>"),
                                  ("?clause=subordinate&pronoun=er", "<td>ankomme</td>"), ("", "<td>komme an</td>")] {
                try await client.execute(uri: "/verbs/ankommen" + query, method: .get) { r in
                    #expect(r.text.contains(form), "\(query)")
                }
            }
            #expect(site.answers.count == 3)
        }
    }
}
