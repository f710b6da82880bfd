// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Hummingbird
import Localization
import Paradigm
import Persistence
import RichText
import VerbData

/// A verb's page: the choices of `konjugieren conjugate` read from the query
/// (`clause`, `voice`, `group` repeated, `meaning`, `pronoun`), the table built by
/// Paradigm and rendered as HTML, and a form that asks for the choices again.
extension Site {
    func verbPage(_ request: Request, _ input: String) throws -> ResponseCache.Entry {
        let l = request.l
        guard input.count <= 200 else { throw Failure.tooLarge }
        let choices = try Self.verbChoices(request)
        if let respelled = lexicon.respelling(of: input) {
            let p = page(input, request)
            var h = p.start()
            h.open("p", attributes: ["class": "error"])
            h.text(l.cli.didYouMean(input, respelled) + " ")
            h.link(verbHref(respelled, request), respelled)
            h.close("p")
            return p.finished(h, status: .notFound)
        }
        let conjugation: Lexicon.Conjugation
        do throws(ConjugationError) {
            conjugation = try lexicon.conjugation(input, meaning: choices.meaning)
        } catch {
            throw Failure.sentence(.notFound) { error.sentence($0) }
        }
        if let meaning = choices.meaning, meaning > conjugation.meanings {
            let verb = conjugation.verb.infinitive, meanings = conjugation.meanings
            throw Failure.sentence(.notFound) { $0.cli.noSuchMeaning(verb, meanings: meanings, asked: meaning) }
        }
        let table = ConjugationTable(conjugation, choices: choices, l: l)
        let path = request.uri.path
        let kept = request.form.filter { $0.key != "meaning" && $0.key != "lang" }
            .map { HTML.component(String($0.key)) + "=" + HTML.component(String($0.value)) }
        let language = lang(request)
        let renderer = TableHTMLRenderer(l: l) { meaning in
            path + "?" + (kept + ["meaning=\(meaning)", language]).joined(separator: "&")
        }
        let p = page(table.title, request)
        var h = p.start()
        renderer.head(table, into: &h)
        choiceForm(&h, request, choices)
        renderer.body(table, into: &h)
        h.open("p")
        h.link("/api/v1/conjugate/" + HTML.component(input) + (choices.meaning.map { "?meaning=\($0)" } ?? ""), l.web.verbJson)
        h.close("p")
        return p.finished(h)
    }

    /// The choices of the query; a value none of them takes is a 400 that names it. Without
    /// `voice` or `group` the page shows every group, the passive too.
    static func verbChoices(_ request: Request) throws -> ConjugationTable.Choices {
        let query = request.form
        var choices = ConjugationTable.Choices()
        choices.thirdPerson = try choice(query, "pronoun", Persistence.Settings.ThirdPerson.self)?.rawValue ?? choices.thirdPerson
        choices.clause = try choice(query, "clause", Clause.self) ?? .main
        choices.meaning = try query.get("meaning").map(meaning)
        // The form's "no voice" is empty: the groups named, or every group.
        let voice = query.get("voice") == "" ? nil : try choice(query, "voice", VoiceChoice.self)
        // The form's empty field names no group.
        let names = query.getAll("group").filter { !$0.allSatisfy { $0 == " " || $0 == "," } }
        guard names.joined().count <= 200 else { throw Failure.tooLarge }
        do throws(ParadigmError) {
            choices.groups = try VoiceChoice.groups(named: names, voice: voice, unnamed: .all)
        } catch {
            switch error {
            case .emptyGroupName: throw Failure.badRequest
            case .unknownGroupName(let name):
                let known = VoiceChoice.shortGroupNameLines(width: 80)
                throw Failure.sentence(.badRequest) { $0.cli.unknownConjugationgroup(name, known: known) }
            case .voiceContradictsGroups(let voice):
                throw Failure.sentence(.badRequest) {
                    $0.web.errorVoiceContradiction(voice.rawValue, groupsVoice: voice.contradictingVoiceName($0.language))
                }
            }
        }
        return choices
    }

    /// The value of `name` as one of `T`'s cases, nil when absent; a 400 naming the cases
    /// for any other value.
    static func choice<T: RawRepresentable & CaseIterable>(_ query: Parameters, _ name: String, _: T.Type) throws -> T?
    where T.RawValue == String {
        guard let value = query.get(name) else { return nil }
        guard let chosen = T(rawValue: value) else {
            let cases = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw Failure.sentence(.badRequest) { $0.web.errorBadChoice(name, value: value, choices: cases) }
        }
        return chosen
    }

    /// The choices as a form that asks for the same page again: no script, a GET to this URL.
    func choiceForm(_ h: inout HTML, _ request: Request, _ choices: ConjugationTable.Choices) {
        let l = request.l
        let query = request.form
        h.open("form", attributes: ["action": request.uri.path, "method": "get"])
        h.open("input", attributes: ["type": "hidden", "name": "lang", "value": l.language.rawValue])
        if let meaning = choices.meaning { h.open("input", attributes: ["type": "hidden", "name": "meaning", "value": "\(meaning)"]) }
        select(&h, l.web.verbClause, "clause", query.get("clause") ?? Clause.main.rawValue,
               [(Clause.main.rawValue, l.web.verbClauseMain), (Clause.subordinate.rawValue, l.web.verbClauseSubordinate)])
        select(&h, l.web.verbVoice, "voice", query.get("voice") ?? "",
               [("", l.web.verbVoiceNamed), (VoiceChoice.all.rawValue, l.web.verbVoiceAll),
                (VoiceChoice.active.rawValue, l.web.verbActive), (VoiceChoice.passive.rawValue, l.web.verbPassive)])
        h.open("label")
        h.text(l.web.verbGroups)
        h.open("input", attributes: ["name": "group", "value": query.getAll("group").joined(separator: ", "), "type": "text",
                                     "autocapitalize": "none", "maxlength": "200"])
        h.close("label")
        select(&h, l.settings.thirdPersonPronoun, "pronoun", choices.thirdPerson,
               Persistence.Settings.ThirdPerson.allCases.map { ($0.rawValue, $0.rawValue) })
        h.element("button", l.web.verbChoose, attributes: ["type": "submit"])
        h.close("form")
    }

    /// `<label>title<select name=…>` with the option `chosen` selected.
    func select(_ h: inout HTML, _ title: String, _ name: String, _ chosen: String, _ options: [(value: String, text: String)]) {
        h.open("label")
        h.text(title)
        h.open("select", attributes: ["name": name])
        for option in options {
            if option.value == chosen {
                h.open("option", attributes: ["value": option.value, "selected": "selected"])
            } else {
                h.open("option", attributes: ["value": option.value])
            }
            h.text(option.text)
            h.close("option")
        }
        h.close("select")
        h.close("label")
    }
}
