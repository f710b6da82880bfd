// SPDX-License-Identifier: GPL-3.0-or-later
import Articles
import ConjugationEngine
import Foundation
import Hummingbird
import Localization
import Paradigm
import Practice
import QuizKit
import RichText
import VerbData
import Wire

/// The HTML pages: rendered on the server, no scripts and no external assets, usable at
/// phone width, every text from the catalog in the request's language.
extension Site {
    func addPages(to router: Router<ServerContext>) {
        router.get("/") { request, _ in home(request) }
        router.get("/verbs/:infinitive") { request, context in
            let input = try Request.parameter(context, "infinitive")
            return try answers.response(for: request) { try verbPage(request, input) }
        }
        router.get("/search") { request, _ in try searchPage(request) }
        router.get("/lookup") { request, _ in try lookupPage(request) }
        router.get("/info") { request, _ in infoIndex(request) }
        router.get("/info/:slug") { request, context in try article(request, try Request.parameter(context, "slug")) }
        router.get("/leaderboard") { request, _ in try await leaderboardPage(request) }
        router.get("/quiz") { request, _ in quizStart(request) }
        router.post("/quiz") { request, _ in try await quizCreate(request) }
        router.get("/quiz/:id") { request, context in try await quizPage(request, try Request.parameter(context, "id")) }
        router.post("/quiz/:id") { request, context in try await quizAnswer(request, try Request.parameter(context, "id")) }
    }

    /// The page frame for `request`, keeping its query for the language switch.
    func page(_ title: String, _ request: Request) -> Page {
        let query = request.form.map { (String($0.key), String($0.value)) }
        return Page(title: title, l: request.l, path: request.uri.path, query: query)
    }

    /// "?lang=de": keeps the language chosen on the links of a page.
    func lang(_ request: Request) -> String { "lang=" + request.language.rawValue }

    func verbHref(_ infinitive: String, meaning: Int? = nil, _ request: Request) -> String {
        "/verbs/" + HTML.component(infinitive) + "?" + (meaning.map { "meaning=\($0)&" } ?? "") + lang(request)
    }

    // MARK: Home, search, lookup

    func home(_ request: Request) -> Response {
        let l = request.l
        let p = page(l.web.title, request)
        var h = p.start()
        h.element("h1", l.web.title)
        h.element("p", l.web.tagline)
        searchForms(&h, request)
        h.element("h2", l.web.common)
        h.open("ul", attributes: ["class": "verbs"])
        var seen = Set<String>()
        for item in lexicon.verbs(sortedBy: .frequency) where seen.insert(item.entry.infinitive).inserted {
            h.open("li")
            h.link(verbHref(item.entry.infinitive, request), item.entry.infinitive)
            h.element("span", " " + item.entry.gloss, attributes: ["class": "muted"])
            h.close("li")
            if seen.count == 24 { break }
        }
        h.close("ul")
        return p.finish(h)
    }

    func searchForms(_ h: inout HTML, _ request: Request, query: String = "", form: String = "") {
        let l = request.l
        h.open("form", attributes: ["action": "/search", "method": "get", "role": "search"])
        h.open("label")
        h.text(l.web.searchLabel)
        h.open("input", attributes: ["name": "q", "value": query, "type": "search", "autocapitalize": "none", "maxlength": "200"])
        h.close("label")
        h.open("input", attributes: ["type": "hidden", "name": "lang", "value": l.language.rawValue])
        h.element("button", l.web.searchButton, attributes: ["type": "submit"])
        h.close("form")
        h.open("form", attributes: ["action": "/lookup", "method": "get"])
        h.open("label")
        h.text(l.web.lookupLabel)
        h.open("input", attributes: ["name": "form", "value": form, "type": "search", "autocapitalize": "none", "maxlength": "200"])
        h.close("label")
        h.open("input", attributes: ["type": "hidden", "name": "lang", "value": l.language.rawValue])
        h.element("button", l.web.lookupButton, attributes: ["type": "submit"])
        h.close("form")
    }

    func searchPage(_ request: Request) throws -> Response {
        let l = request.l
        let query = try Self.required(request, "q")
        let found = lexicon.search(query).prefix(limits.rows)
        let p = page(l.web.searchResults(query), request)
        var h = p.start()
        searchForms(&h, request, query: query)
        h.element("h1", l.web.searchResults(query))
        if found.isEmpty {
            h.element("p", l.web.searchNone(query))
            return p.finish(h, status: .notFound)
        }
        ListingHTMLRenderer { verbHref($0, meaning: $1, request) }.render(found, into: &h)
        return p.finish(h)
    }

    func lookupPage(_ request: Request) throws -> Response {
        let l = request.l
        let form = try Self.required(request, "form")
        let matches = forms.lookup(form).prefix(limits.rows)
        let p = page(l.web.lookupResults(form), request)
        var h = p.start()
        searchForms(&h, request, form: form)
        guard !matches.isEmpty else {
            h.element("h1", l.web.lookupNone(form))
            return p.finish(h, status: .notFound)
        }
        h.element("h1", l.web.lookupResults(form))
        LookupHTMLRenderer(l: l) { verbHref($0, meaning: $1, request) }.render(matches, into: &h)
        return p.finish(h)
    }

    // MARK: Articles

    func infoIndex(_ request: Request) -> Response {
        let l = request.l
        let p = page(l.web.infoTitle, request)
        var h = p.start()
        h.element("h1", l.web.infoTitle)
        h.open("ol")
        for entry in library.entries {
            h.open("li")
            h.link("/info/" + HTML.component(entry.slug) + "?" + lang(request), entry.title(l.language))
            h.close("li")
        }
        h.close("ol")
        return p.finish(h)
    }

    func article(_ request: Request, _ slug: String) throws -> Response {
        let l = request.l
        guard let entry = library.entry(slug), entry.slug == slug else { throw Failure.notFound }
        let document: Document
        do {
            document = try library.document(slug, l.language)
        } catch {
            throw Failure.internal
        }
        let query = lang(request)
        let renderer = HTMLRenderer(linkLabel: library.linkLabel(l.language)) { target in
            switch target {
            case .verb(let name, let meaning):
                return "/verbs/" + HTML.component(name) + "?" + (meaning.map { "meaning=\($0)&" } ?? "") + query
            case .info(let name): return library.entry(name).map { "/info/" + HTML.component($0.slug) + "?" + query }
            case .quiz: return "/quiz?" + query
            case .web(let url): return url
            case .family: return nil
            }
        }
        let p = page(entry.title(l.language), request)
        var h = p.start()
        h.element("h1", entry.title(l.language))
        h.trusted(renderer.render(document))
        return p.finish(h)
    }

    // MARK: Leaderboard

    func leaderboardPage(_ request: Request) async throws -> Response {
        let l = request.l
        let entries = try await board.leaderboard(limit: limits.rows)
        let p = page(l.web.leaderboardTitle, request)
        var h = p.start()
        h.element("h1", l.web.leaderboardTitle)
        guard !entries.isEmpty else {
            h.element("p", l.web.leaderboardEmpty)
            return p.finish(h)
        }
        h.raw("<div class=\"scroll\"><table><thead><tr><th>#</th>")
        for title in [l.web.leaderboardPlayer, l.web.leaderboardScore, l.web.leaderboardDifficulty, l.web.leaderboardFinished] {
            h.element("th", title)
        }
        h.raw("</tr></thead><tbody>")
        for (k, e) in entries.enumerated() {
            h.raw("<tr>")
            h.element("td", "\(k + 1)")
            h.element("td", e.player)
            h.element("td", l.grouped(e.score))
            h.element("td", e.difficulty.name(l))
            h.element("td", String(e.finishedAt.prefix(10)))
            h.raw("</tr>")
        }
        h.raw("</tbody></table></div>")
        return p.finish(h)
    }
}
