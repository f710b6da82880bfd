// SPDX-License-Identifier: GPL-3.0-or-later
import Hummingbird
import Localization
import NIOCore
import RichText

/// The frame of every page: the language, the title, a style sheet of its own (no external
/// assets), the navigation and a switch to the other language.
struct Page {
    var title: String
    var l: L
    /// The request's path, for the language switch.
    var path: String
    var query: [(String, String)] = []

    func start() -> HTML {
        var h = HTML()
        h.raw("<!DOCTYPE html>\n")
        h.open("html", attributes: ["lang": l.language.rawValue])
        h.raw("<head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        h.element("title", title == l.web.title ? title : title + " · " + l.web.title)
        h.raw("<style>")
        h.raw(Page.style)
        h.raw("</style></head><body><header><nav>")
        let lang = "?lang=" + l.language.rawValue
        h.link("/" + lang, l.web.navHome)
        h.link("/quiz" + lang, l.web.navQuiz)
        h.link("/info" + lang, l.web.navArticles)
        h.link("/leaderboard" + lang, l.web.navLeaderboard)
        let other = l.language == .de ? "en" : "de"
        let q = (query.filter { $0.0 != "lang" } + [("lang", other)]).map { HTML.component($0.0) + "=" + HTML.component($0.1) }.joined(separator: "&")
        h.open("a", attributes: ["href": path + "?" + q, "hreflang": other, "class": "lang"])
        h.text(l.web.language)
        h.close("a")
        h.raw("</nav></header><main>")
        return h
    }

    func finish(_ html: HTML, status: HTTPResponse.Status = .ok, headers extra: HTTPFields = [:]) -> Response {
        finished(html, status: status, headers: extra).response
    }

    /// The page as kept by a `ResponseCache`.
    func finished(_ html: HTML, status: HTTPResponse.Status = .ok, headers extra: HTTPFields = [:]) -> ResponseCache.Entry {
        var h = html
        h.raw("</main></body></html>\n")
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8",
                                   .contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
                                   .init("X-Content-Type-Options")!: "nosniff",
                                   // The language may come from Accept-Language: a shared cache keeps one page per language.
                                   .vary: "Accept-Language"]
        headers.append(contentsOf: extra)
        return ResponseCache.Entry(status: status, headers: headers, body: ByteBuffer(string: h.text))
    }

    /// Readable from 320 pixels up: one column, tables that scroll on their own.
    static let style: StaticString = """
    body{font-family:system-ui,sans-serif;margin:0;line-height:1.45;color:#222;background:#fdfdfb}
    header{background:#243b55}nav{display:flex;flex-wrap:wrap;gap:.2em 1em;padding:.6em 1em;max-width:60em;margin:auto}
    nav a{color:#fff;text-decoration:none}nav a.lang{margin-left:auto}
    main{padding:0 1em 2em;max-width:60em;margin:auto}
    h1{font-size:1.6em}h2{font-size:1.2em;margin-top:1.5em}
    form{display:flex;flex-wrap:wrap;gap:.5em;align-items:end;margin:1em 0}
    label{display:flex;flex-direction:column;gap:.2em;flex:1 1 14em}
    input,select,button{font-size:1em;padding:.4em}
    button{background:#243b55;color:#fff;border:0;border-radius:.3em;padding:.45em 1em}
    .groups{display:grid;grid-template-columns:repeat(auto-fill,minmax(15em,1fr));gap:1em}
    .scroll{overflow-x:auto}
    table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25em .5em;border-bottom:1px solid #ddd;vertical-align:top}
    caption{text-align:left;font-weight:bold;padding:.3em 0}
    mark{background:#ffe08a;color:inherit;padding:0}
    .error{color:#a00}.right{color:#070}.wrong{color:#a00}.muted{color:#666}
    ul.verbs{columns:12em;padding-left:1.2em}
    """
}
