// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine

/// The JSON Lines contract of DESIGN.md, written as bytes: one object per line, forms keyed
/// by slot id, a person-slot being a string or a list of variants (preferred first), a form
/// that does not exist being `null`.
///
/// Every front end that speaks JSON (the CLI, a web server) writes through this type, so
/// they emit the same bytes. It only fills a buffer; writing it out is the caller's.
///
/// ```swift
/// var json = JSONLines()
/// json.conjugate("singen", in: lexicon, groups: [.präteritumIndikativ])
/// json.text
/// // {"infinitive":"singen","auxiliary":"haben",…,"forms":{"präteritumIndikativ":["sang","sangst",…]}}
/// ```
public struct JSONLines: Sendable {
    /// The lines written so far, UTF-8, each ending in a newline.
    public internal(set) var bytes: [UInt8] = []
    /// Where each form of the `forms` object being written stands in `bytes`, kept while
    /// `recording`, so that `marked` can be written as a marked copy of those bytes.
    private var spans: [FormSpan] = []
    private var recording = false
    /// Set when a recorded form needed escaping: its bytes are no longer the form's.
    private var spanEscaped = false
    /// Where `directForms` writes a line's forms.
    var scratch = Scratch()

    private struct FormSpan {
        var start: Int
        var end: Int
        var group: Conjugationgroup
        var person: Person?
    }

    /// An empty buffer.
    public init() { bytes.reserveCapacity(8192) }

    /// The buffered lines as text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Empties the buffer (after the caller has written it out), keeping its capacity.
    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    /// The line of `conjugate --format json` for one input: the verb in `groups`, or
    /// `{"infinitive":"…","error":"…"}` when the input is not a verb.
    ///
    /// - Parameter meaning: which meaning of an infinitive with several (hängen: 1 hing,
    ///   2 hängte); a number past the last means the last.
    /// - Returns: false when an error line was written.
    @discardableResult
    public mutating func conjugate(_ input: String, in lexicon: Lexicon, meaning: Int? = nil,
                                   groups: [Conjugationgroup] = Conjugationgroup.allCases,
                                   conjugator: Conjugator? = nil) -> Bool {
        do {
            let conjugation = try lexicon.conjugation(input, meaning: meaning, conjugator: conjugator)
            let asked = (try? Conjugator.validate(input))?.reflexive ?? false
            verb(conjugation, groups: groups, askedReflexive: asked)
            return true
        } catch {
            self.error(input: input, message: error.description)
            return false
        }
    }

    /// One verb: `{"infinitive":"singen","auxiliary":"haben",…,"forms":{…}}`. The gloss and
    /// rank come from `entry`; `meanings` above 1 is written as `"meanings":N`.
    /// `askedReflexive` says whether the input said "sich": the forms of an always-reflexive
    /// verb asked for bare (bedanken) stay pronoun-free, as the contract keys them, and its
    /// forms with the pronoun follow under `reflexiveForms`; `"reflexive"` says `always` or
    /// `optional`. A group the verb lacks (the modal verbs' Imperativ, haben's passive) is
    /// `null`. `marked` follows `forms`, slot for slot, with the irregular letters in upper
    /// case (in main-clause order, and only for a verb on its own). `clause` picks the word
    /// order of the finite forms: `.subordinate` writes them verb-last, as after "dass"
    /// (ankomme, angekommen bin). `governing` is a verb this one governs as a bare
    /// infinitive: the forms are then the verb cluster (können with singen: "kann singen",
    /// "habe singen können"), the groups without one `null`.
    public mutating func verb(_ verb: Verb, entry: Lexicon.Entry?, meanings: Int, groups: [Conjugationgroup],
                              askedReflexive: Bool = false, clause: Clause = .main, governing: Verb? = nil) {
        self.verb(verb, entry: entry, meanings: meanings, groups: groups, askedReflexive: askedReflexive,
                  clause: clause, governing: governing, memoSlot: nil)
    }

    /// The line of a conjugation (`Lexicon.conjugation`): as `verb(_:entry:meanings:…)`
    /// with its verb, entry and number of meanings; a lexicon verb's writer of forms is
    /// made once and kept with it.
    public mutating func verb(_ conjugation: Lexicon.Conjugation, groups: [Conjugationgroup],
                              askedReflexive: Bool = false, clause: Clause = .main) {
        verb(conjugation.verb, entry: conjugation.entry, meanings: conjugation.meanings, groups: groups,
             askedReflexive: askedReflexive, clause: clause, governing: nil, memoSlot: conjugation.memoSlot)
    }

    private mutating func verb(_ verb: Verb, entry: Lexicon.Entry?, meanings: Int, groups: [Conjugationgroup],
                               askedReflexive: Bool, clause: Clause, governing: Verb?, memoSlot: Lexicon.MemoSlot?) {
        raw("{\"infinitive\":")
        quote(askedReflexive ? "sich " + verb.infinitive : verb.infinitive)
        raw(",\"auxiliary\":")
        quote(verb.auxiliaries[0].rawValue)
        raw(",\"auxiliaries\":[")
        for (k, a) in verb.auxiliaries.enumerated() {
            if k > 0 { raw(",") }
            quote(a.rawValue)
        }
        raw(verb.isKnown ? "],\"known\":true,\"family\":" : "],\"known\":false,\"family\":")
        quote(verb.family.rawValue)
        raw(",\"structure\":")
        quote(verb.structure.notation)
        if let entry {
            raw(",\"gloss\":")
            quote(entry.gloss)
            raw(",\"rank\":")
            raw(String(entry.rank))
        }
        if meanings > 1 {
            raw(",\"meanings\":")
            raw(String(meanings))
        }
        if verb.isAlwaysReflexive {
            raw(",\"reflexive\":\"always\"")
        } else if entry?.isReflexive == true {
            raw(",\"reflexive\":\"optional\"")
        }
        let bare = verb.isAlwaysReflexive && !askedReflexive
        let shown = bare ? verb.reflexive(false) : verb
        // Main-clause forms of a verb on its own, the line of the batch: written from the
        // verb's bytes, and `marked` as a copy of them with the irregular letters raised.
        if clause == .main && governing == nil {
            let make = { Lexicon.VerbMemo.Writers.make(verb, askedReflexive: askedReflexive) }
            // Kept writers are those of the verb as its input asked for it (with or without sich).
            let slot = memoSlot.flatMap { $0.key.reflexive == askedReflexive ? $0 : nil }
            let writers = slot.map { $0.memo.writers($0.key, $0.index, make: make) } ?? make()
            if directForms(writers, groups: groups) {
                raw("}\n")
                return
            }
        }
        raw(",\"forms\":")
        let withMarks = clause == .main && governing == nil
        let formsStart = bytes.count
        recording = withMarks
        spans.removeAll(keepingCapacity: true)
        spanEscaped = false
        forms(shown, groups: groups, clause: clause, governing: governing)
        recording = false
        let formsEnd = bytes.count
        if withMarks {
            raw(",\"marked\":")
            markedCopy(shown, groups: groups, of: formsStart..<formsEnd)
        }
        if bare {
            raw(",\"reflexiveForms\":")
            forms(verb, groups: groups, clause: clause, governing: governing)
        }
        raw("}\n")
    }

    /// The forms object: slot id to person-slots; `null` for a form or a whole group the
    /// verb lacks (the modal verbs have no Imperativ, haben no passive).
    private mutating func forms(_ verb: Verb, groups: [Conjugationgroup], clause: Clause, governing: Verb?) {
        raw("{")
        var first = true
        for group in groups {
            if !first { raw(",") }
            first = false
            quote(group.rawValue)
            let present: Bool
            if let governing {
                present = group.persons.contains { verb.form(group, $0, governing: governing, clause: clause).exists }
            } else {
                present = verb.hasGroup(group)
            }
            guard present else {
                raw(":null")
                continue
            }
            raw(":[")
            for (k, person) in group.persons.enumerated() {
                if k > 0 { raw(",") }
                // Most forms have one spelling: copied as bytes, with no String built (the
                // classic groups in main-clause order; the rest is built as text).
                if governing == nil, clause == .main, verb.variantCount(group, person) == 1 {
                    verb.withPreferredBytes(group, person) { quoteForm($0, group, person) }
                    continue
                }
                let variants = governing.map { verb.form(group, person, governing: $0, clause: clause).variants }
                    ?? verb.variants(group, person, clause: clause)
                if variants.isEmpty {
                    raw("null")
                } else if variants.count == 1 {
                    quoteForm(variants[0], group, person)
                } else {
                    raw("[")
                    for (v, text) in variants.enumerated() {
                        if v > 0 { raw(",") }
                        quoteForm(text, group, person)
                    }
                    raw("]")
                }
            }
            raw("]")
        }
        raw("}")
    }

    /// A form of the `forms` object, its place recorded for `markedCopy`.
    private mutating func quoteForm(_ text: UnsafeBufferPointer<UInt8>, _ group: Conjugationgroup, _ person: Person?) {
        let start = bytes.count + 1
        quote(text)
        guard recording else { return }
        if bytes.count - 1 - start != text.count { spanEscaped = true }
        spans.append(FormSpan(start: start, end: bytes.count - 1, group: group, person: person))
    }

    private mutating func quoteForm(_ text: String, _ group: Conjugationgroup, _ person: Person?) {
        var text = text
        text.withUTF8 { quoteForm($0, group, person) }
    }

    /// The `marked` object as a copy of the `forms` object just written (`range`), each
    /// recorded form marked in place; the same bytes as `marked`, which it falls back to
    /// where a form was escaped or a capital would change a letter's length.
    private mutating func markedCopy(_ verb: Verb, groups: [Conjugationgroup], of range: Range<Int>) {
        let copy = bytes.count
        guard !spanEscaped else { return marked(verb, groups: groups) }
        bytes.append(contentsOf: repeatElement(0, count: range.count))
        var marker = verb.byteMarker()
        let shift = copy - range.lowerBound
        let done = bytes.withUnsafeMutableBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            (base + copy).update(from: base + range.lowerBound, count: range.count)
            for span in spans {
                let text = UnsafeMutableBufferPointer(start: base + span.start + shift, count: span.end - span.start)
                if !marker.mark(text, span.group, span.person) { return false }
            }
            return true
        }
        if !done {
            bytes.removeSubrange(copy...)
            marked(verb, groups: groups)
        }
    }

    /// The `marked` object: the same shape as `forms`, each spelling with its irregular
    /// letters in upper case ("sAng", ["sOg", "saugte"]), so any front end can highlight.
    private mutating func marked(_ verb: Verb, groups: [Conjugationgroup]) {
        raw("{")
        var first = true
        // Every group measured against one regular paradigm, built once for the verb.
        let present = groups.filter { verb.hasGroup($0) }
        let all = verb.markedVariants(present)
        var next = 0
        for group in groups {
            if !first { raw(",") }
            first = false
            quote(group.rawValue)
            var persons: [[String]] = []
            if next < present.count && present[next] == group {
                persons = all[next]
                next += 1
            }
            guard !persons.isEmpty else {
                raw(":null")
                continue
            }
            raw(":[")
            for (k, variants) in persons.enumerated() {
                if k > 0 { raw(",") }
                if variants.isEmpty {
                    raw("null")
                } else if variants.count == 1 {
                    quote(variants[0])
                } else {
                    raw("[")
                    for (v, text) in variants.enumerated() {
                        if v > 0 { raw(",") }
                        quote(text)
                    }
                    raw("]")
                }
            }
            raw("]")
        }
        raw("}")
    }

    /// A rejected input: `{"infinitive":"Singen!","error":"'!' cannot appear in a German infinitive"}`.
    public mutating func error(input: String, message: String) {
        raw("{\"infinitive\":")
        quote(input)
        raw(",\"error\":")
        quote(message)
        raw("}\n")
    }

    /// One lexicon meaning, as `verbs` and `search` list it:
    /// `{"infinitive":"hängen","meaning":1,"meanings":2,"rank":79,"family":"strong","ablaut":"ä – i – a",…}`.
    public mutating func listing(_ l: Lexicon.Listing, ablautSeries: String?) {
        raw("{\"infinitive\":")
        quote(l.entry.infinitive)
        raw(",\"meaning\":\(l.meaning),\"meanings\":\(l.meanings),\"rank\":\(l.entry.rank),\"family\":")
        quote(l.entry.family.rawValue)
        if let ablautSeries {
            raw(",\"ablaut\":")
            quote(ablautSeries)
        }
        raw(",\"auxiliaries\":[")
        for (k, a) in l.entry.auxiliaries.enumerated() {
            if k > 0 { raw(",") }
            quote(a.rawValue)
        }
        raw("],\"structure\":")
        quote(l.entry.structureNotation)
        raw(l.entry.isAlwaysReflexive ? ",\"reflexive\":\"always\",\"gloss\":"
            : l.entry.isReflexive ? ",\"reflexive\":\"optional\",\"gloss\":" : ",\"reflexive\":false,\"gloss\":")
        quote(l.entry.gloss)
        raw("}\n")
    }

    /// One match of a lookup:
    /// `{"query":"ging","infinitive":"gehen","meaning":1,"meanings":1,"known":true,"slot":"präteritumIndikativ","person":"ich",…}`.
    public mutating func formMatch(_ m: Lexicon.FormMatch, query: String) {
        raw("{\"query\":")
        quote(query)
        raw(",\"infinitive\":")
        quote(m.infinitive)
        raw(",\"meaning\":\(m.meaning),\"meanings\":\(m.meanings),\"known\":\(m.isKnown),\"slot\":")
        quote(m.slot.id)
        raw(",\"person\":")
        if let p = m.person { quote(String(describing: p)) } else { raw("null") }
        raw(",\"form\":")
        quote(m.form)
        if let entry = m.entry {
            raw(",\"rank\":\(entry.rank),\"gloss\":")
            quote(entry.gloss)
        }
        raw("}\n")
    }

    /// A lookup that found nothing: `{"query":"xyz","error":"not a form of any known verb"}`.
    public mutating func formMiss(query: String, message: String) {
        raw("{\"query\":")
        quote(query)
        raw(",\"error\":")
        quote(message)
        raw("}\n")
    }

    /// Appends JSON text as is: punctuation, numbers, literals.
    mutating func raw(_ s: String) {
        bytes.append(contentsOf: s.utf8)
    }

    /// A JSON string: quotes, backslashes and control characters escaped, UTF-8 kept.
    mutating func quote(_ s: String) {
        var s = s
        s.withUTF8 { quote($0) }
    }

    /// The same for UTF-8 bytes; text with nothing to escape (every form) is one copy.
    mutating func quote(_ text: UnsafeBufferPointer<UInt8>) {
        JSONLines.quote(text, into: &bytes)
    }

    /// Appends `text` to `bytes` as a JSON string: the project's one escaper, which every
    /// JSON it writes goes through (these lines, the quiz protocol, the CLI's scripts).
    /// Quotes, backslashes and the control characters are escaped (`\n`, `\u001b`), UTF-8
    /// is kept as it is: "„sang“" stays "„sang“".
    ///
    /// ```swift
    /// var out: [UInt8] = []
    /// JSONLines.quote("sang\n", into: &out)                          // "sang\n"
    /// JSONLines.quote("<b>", into: &out, escapingMarkup: true)       // "\u003cb>"
    /// ```
    ///
    /// - Parameter escapingMarkup: also writes `<` and the line and paragraph separators
    ///   (U+2028, U+2029) as escapes, so that a reply can stand inside a page's script
    ///   element without closing it (the web server's replies).
    public static func quote(_ text: String, into bytes: inout [UInt8], escapingMarkup: Bool = false) {
        var text = text
        text.withUTF8 { quote($0, into: &bytes, escapingMarkup: escapingMarkup) }
    }

    /// `quote(_:into:escapingMarkup:)` for UTF-8 bytes; text with nothing to escape is one copy.
    public static func quote(_ text: UnsafeBufferPointer<UInt8>, into bytes: inout [UInt8], escapingMarkup: Bool = false) {
        bytes.append(UInt8(ascii: "\""))
        if !text.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F
                                   || (escapingMarkup && ($0 == UInt8(ascii: "<") || $0 == 0xE2)) }) {
            bytes.append(contentsOf: text)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        var i = 0
        while i < text.count {
            let b = text[i]
            switch b {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
            case 0..<0x20, 0x7F:
                bytes.append(contentsOf: JSONLines.unicodeEscape)
                bytes.append(JSONLines.hex[Int(b >> 4)])
                bytes.append(JSONLines.hex[Int(b & 0xF)])
            case UInt8(ascii: "<") where escapingMarkup:
                bytes.append(contentsOf: JSONLines.unicodeEscape)
                bytes.append(contentsOf: "3c".utf8)
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8.
            case 0xE2 where escapingMarkup && i + 2 < text.count && text[i + 1] == 0x80 && (text[i + 2] == 0xA8 || text[i + 2] == 0xA9):
                bytes.append(contentsOf: "\\u202".utf8)
                bytes.append(text[i + 2] == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9"))
                i += 2
            default: bytes.append(b)
            }
            i += 1
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Lines already encoded (by `JSONBatch`), appended as they are.
    mutating func appendEncoded<C: Collection>(_ line: C) where C.Element == UInt8 {
        bytes.append(contentsOf: line)
    }

    private static let unicodeEscape: [UInt8] = Array("\\u00".utf8)
    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)
}

extension Lexicon {
    /// One input conjugated, with the lexicon's facts about the meaning chosen.
    public struct Conjugation: Sendable {
        /// The verb of the chosen meaning.
        public var verb: Verb
        /// The lexicon entry of that meaning; nil for a verb conjugated by rule (googeln).
        public var entry: Entry?
        /// How many meanings the infinitive has (hängen: 2).
        public var meanings: Int
        /// The entries of the other meanings, in lexicon order.
        public var otherEntries: [Entry]
        /// Where the verb is kept in the lexicon's memo, if it is.
        var memoSlot: MemoSlot?
    }

    /// Conjugates `input` ("singen", "sich freuen") in the chosen meaning: `meaning` counts
    /// from 1, nil is the first, and a number past the last is the last.
    ///
    /// ```swift
    /// try lexicon.conjugation("hängen", meaning: 2).verb.form(.präteritumIndikativ, .ich).text  // "hängte"
    /// ```
    ///
    /// - Parameter conjugator: another conjugator to make the verb with (the engine's
    ///   rules alone: `Conjugator()`); glosses and ranks still come from the lexicon.
    public func conjugation(_ input: String, meaning: Int? = nil, conjugator: Conjugator? = nil) throws(ConjugationError) -> Conjugation {
        let (verbs, all, key) = try meanings(input, conjugator: conjugator)
        let index = max(0, min((meaning ?? 1) - 1, verbs.count - 1))
        var entries = all
        let entry = index < entries.count ? entries[index] : nil
        if index < entries.count { entries.remove(at: index) }
        var conjugation = Conjugation(verb: verbs[index], entry: entry, meanings: verbs.count, otherEntries: entries)
        conjugation.memoSlot = key.map { MemoSlot(memo: storage.memo, key: $0, index: index) }
        return conjugation
    }

    /// The verbs of every meaning of `input`, as `conjugator.verbs` makes them, kept in the
    /// memo for a lexicon infinitive: a lookup confirms the same few verbs again and again.
    func verbs(_ input: String) throws(ConjugationError) -> [Verb] {
        try meanings(input, conjugator: nil).verbs
    }

    /// Every meaning of `input` with its lexicon entry (the same order), from the memo
    /// when this lexicon's conjugator made them before; and the memo's key when they are
    /// kept there.
    private func meanings(_ input: String, conjugator: Conjugator?) throws(ConjugationError)
        -> (verbs: [Verb], entries: [Entry], key: VerbMemo.Key?) {
        var key: VerbMemo.Key?
        if conjugator == nil {
            let (infinitive, reflexive) = try Conjugator.validate(input)
            key = VerbMemo.Key(infinitive: infinitive, reflexive: reflexive)
            if let key, let kept = storage.memo.meanings(key) { return (kept.verbs, kept.entries, key) }
        }
        let verbs = try (conjugator ?? self.conjugator).verbs(input)
        let verb = verbs[0]
        var entries = entries(for: verb.infinitive)
        // "sich hängen": the meanings that can be reflexive, in the conjugator's order.
        if verb.isReflexive, (try? Conjugator.validate(input).reflexive) == true {
            entries = Conjugator.reflexiveMeanings(entries.map(\.lexicalEntry)).map { entries[$0] }
        }
        guard let key else { return (verbs, entries, nil) }
        // A lexicon infinitive as typed, or one of a bounded few others (an old spelling, a verb by rule).
        let isLexicon = verb.isKnown && verb.infinitive == key.infinitive && !entries.isEmpty
        storage.memo.store(key, verbs: verbs, entries: entries, isLexicon: isLexicon)
        return (verbs, entries, key)
    }

    /// Every meaning of `infinitive` with the writer of its forms without "sich", the
    /// forms a lookup compares; kept in the memo.
    func bareWriters(_ infinitive: String) throws(ConjugationError) -> [(verb: Verb, writer: Verb.FormWriter)] {
        let (verbs, _, key) = try meanings(infinitive, conjugator: nil)
        return verbs.enumerated().map { k, verb in
            let make = { VerbMemo.Writers.make(verb, askedReflexive: false) }
            guard let key, !key.reflexive else { return (verb, make().shown) }
            return (verb, storage.memo.writers(key, k, make: make).shown)
        }
    }
}
