// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation

extension Lexicon {
    /// Where a form sits in a paradigm: a person of a conjugationgroup, or an infinitive.
    public enum Slot: Sendable, Hashable, Comparable {
        case infinitive
        case zuInfinitive
        case group(Conjugationgroup)

        /// The id used in JSON: the group's slot id ("perfektPassivInfinitiv"), "infinitiv"
        /// or "zuInfinitiv".
        public var id: String {
            switch self {
            case .infinitive: return "infinitiv"
            case .zuInfinitive: return "zuInfinitiv"
            case .group(let g): return g.rawValue
            }
        }

        /// "Infinitiv", "zu-Infinitiv", "Präteritum Indikativ".
        public var germanName: String {
            switch self {
            case .infinitive: return "Infinitiv"
            case .zuInfinitive: return "zu-Infinitiv"
            case .group(let g): return g.germanName
            }
        }

        /// "Infinitive", "zu-Infinitive", "Preterite Indicative".
        public var englishName: String {
            switch self {
            case .infinitive: return "Infinitive"
            case .zuInfinitive: return "zu-Infinitive"
            case .group(let g): return g.englishName
            }
        }

        var order: Int {
            switch self {
            case .group(let g): return Conjugationgroup.allCases.firstIndex(of: g) ?? 0
            case .infinitive: return 100
            case .zuInfinitive: return 101
            }
        }

        /// Paradigm order: the groups of DESIGN.md, then the infinitives.
        public static func < (a: Slot, b: Slot) -> Bool { a.order < b.order }
    }

    /// One answer to "which verb is this form of?": ging → gehen, Präteritum Indikativ, ich.
    public struct FormMatch: Sendable, Hashable {
        /// The verb the form belongs to: "gehen".
        public var infinitive: String
        /// The lexicon entry; nil for a verb the lexicon lacks, recognised as a particle or
        /// prefix on a lexicon verb and confirmed by the engine (zurückschwimmen).
        public var entry: Entry?
        /// 1-based meaning among the infinitive's meanings (hing → hängen 1, hängte → hängen 2).
        public var meaning: Int
        /// How many meanings the infinitive has.
        public var meanings: Int
        /// The slot of the form: Präteritum Indikativ.
        public var slot: Slot
        /// Nil for the participles and infinitives.
        public var person: Person?
        /// The form as the engine writes it ("kam an" for "ankam" or "er kam an").
        public var form: String

        /// True for lexicon verbs, false for the engine's analogies.
        public var isKnown: Bool { entry != nil }

        /// Hashes what tells matches apart without the entry's gloss: equal matches still
        /// hash alike, and a lookup's set of matches hashes no long text.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(infinitive)
            hasher.combine(meaning)
            hasher.combine(slot)
            hasher.combine(person)
            hasher.combine(form)
        }
    }

    /// Builds the reverse index of every simple form of every lexicon verb: the four simple
    /// tenses, the Imperativ, both participles, the infinitive and the zu-infinitive, each
    /// with all its variants. Compound forms ("habe gesungen") are recognised from their
    /// participle or infinitive and confirmed by the engine, so the index stays small.
    /// Build it once and keep it; a lookup then takes microseconds. The shipped lexicon
    /// comes with its index prebuilt (`form-index.tsv`, checked against the lexicon's
    /// digest), so this costs a file read; any other lexicon conjugates every verb.
    ///
    /// ```
    /// let index = lexicon.formIndex()
    /// index.lookup("ging").map { "\($0.infinitive) \($0.slot.germanName) \($0.person?.pronoun() ?? "")" }
    /// // ["gehen Präteritum Indikativ ich", "gehen Präteritum Indikativ er/sie/es"]
    /// ```
    public func formIndex() -> FormIndex { FormIndex(self, shipped: ShippedForms.load(for: self)) }

    /// The reverse index of `formIndex()`.
    public struct FormIndex: Sendable {
        struct Hit {
            var entry: Int32
            var slot: UInt8
            var person: UInt8
            var next: Int32
        }

        static let simpleGroups: [Conjugationgroup] = [
            .präsensIndikativ, .präteritumIndikativ, .präsensKonjunktivI, .präteritumKonjunktivII,
            .imperativ, .perfektpartizip, .präsenspartizip,
        ]
        static let infinitiveCode: UInt8 = 200
        static let zuInfinitiveCode: UInt8 = 201
        static let noPerson: UInt8 = 255

        /// The lexicon indexed.
        public let lexicon: Lexicon
        private let heads: [String: Int32]
        private let hits: [Hit]
        /// The prebuilt index of the shipped lexicon, searched in place; nil when built here.
        private let shipped: ShippedForms?
        private let meaning: [Int16]
        private let meanings: [Int16]
        /// Finite forms of haben, sein and werden: the first word of a compound form.
        private let auxiliaryWords: Set<String>
        /// Separable particles and inseparable prefixes of the lexicon, longest first.
        private let separableParticles: [String]
        private let inseparablePrefixes: [String]
        /// The same as UTF-8, to compare a word's first bytes with.
        private let separableParticleBytes: [[UInt8]]
        private let inseparablePrefixBytes: [[UInt8]]

        /// Distinct form spellings in the index.
        public var formCount: Int { shipped?.formCount ?? heads.count }
        /// (form, verb, slot, person) entries in the index.
        public var entryCount: Int { shipped?.hitCount ?? hits.count }
        /// Whether the index was read from the prebuilt file rather than built here.
        public var isPrebuilt: Bool { shipped != nil }

        init(_ lexicon: Lexicon, shipped: ShippedForms? = nil) {
            self.lexicon = lexicon
            // The prebuilt index needs no entry made; one built here conjugates them all.
            let outline = lexicon.outline
            let meaning = outline.meaning, meanings = outline.meanings
            let separable = outline.separable, inseparable = outline.inseparable

            self.shipped = shipped
            if shipped != nil {
                self.heads = [:]
                self.hits = []
            } else {
                let entries = lexicon.entries
                // Conjugating every verb is most of the work: split it over the cores, then link
                // the forms into one table in entry order, so the result is the same on any machine.
                let chunks = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount, entries.count / 1000))
                let parts = FormIndex.Parts(count: chunks)
                let meaningOf = meaning
                DispatchQueue.concurrentPerform(iterations: chunks) { c in
                    let range = (entries.count * c / chunks)..<(entries.count * (c + 1) / chunks)
                    var forms: [(String, Hit)] = []
                    forms.reserveCapacity(range.count * 40)
                    var verbs: [Verb] = []
                    var verbsOf = ""
                    for i in range {
                        let entry = entries[i]
                        if verbsOf != entry.infinitive || verbs.isEmpty {
                            verbs = (try? lexicon.conjugator.verbs(entry.infinitive)) ?? []
                            verbsOf = entry.infinitive
                        }
                        let k = Int(meaningOf[i]) - 1
                        guard k < verbs.count else { continue }
                        // The index holds forms without a reflexive pronoun; a query drops its
                        // own (entledige mich → entledige).
                        let verb = verbs[k].reflexive(false)
                        func add(_ key: String, _ slot: UInt8, _ person: UInt8) {
                            if !key.isEmpty { forms.append((key, Hit(entry: Int32(i), slot: slot, person: person, next: -1))) }
                        }
                        for (g, group) in Conjugationgroup.allCases.enumerated() where FormIndex.simpleGroups.contains(group) {
                            for person in group.persons {
                                let code = person.map { UInt8($0.rawValue) } ?? FormIndex.noPerson
                                for v in verb.variants(group, person) { add(v, UInt8(g), code) }
                            }
                        }
                        add(entry.infinitive, FormIndex.infinitiveCode, FormIndex.noPerson)
                        add(verb.zuInfinitive, FormIndex.zuInfinitiveCode, FormIndex.noPerson)
                    }
                    parts.store(forms, at: c)
                }
                var heads: [String: Int32] = [:]
                heads.reserveCapacity(entries.count * 16)
                var hits: [Hit] = []
                hits.reserveCapacity(entries.count * 36)
                for c in 0..<chunks {
                    for (key, hit) in parts.take(c) {
                        var h = hit
                        h.next = heads[key] ?? -1
                        heads[key] = Int32(hits.count)
                        hits.append(h)
                    }
                }
                self.heads = heads
                self.hits = hits
            }
            var auxiliaryWords = Set<String>()
            for aux in ["haben", "sein", "werden"] {
                guard let verb = try? lexicon.conjugator.verb(aux) else { continue }
                for group in [Conjugationgroup.präsensIndikativ, .präteritumIndikativ, .präsensKonjunktivI, .präteritumKonjunktivII] {
                    for person in group.persons { auxiliaryWords.formUnion(verb.variants(group, person)) }
                }
            }
            func longestFirst(_ s: Set<String>) -> [String] {
                s.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
            }
            self.meaning = meaning
            self.meanings = meanings
            self.auxiliaryWords = auxiliaryWords
            self.separableParticles = longestFirst(separable)
            self.inseparablePrefixes = longestFirst(inseparable)
            separableParticleBytes = separableParticles.map { Array($0.utf8) }
            inseparablePrefixBytes = inseparablePrefixes.map { Array($0.utf8) }
        }

        /// Every verb the text is a form of, lexicon verbs first (most frequent first), then
        /// verbs the engine recognises as a particle or prefix on a lexicon verb. Case and
        /// spacing are ignored; a personal pronoun narrows the persons ("er ging"), a
        /// reflexive one is allowed ("freue mich", in subordinate order "mich freue", "sich
        /// freut"). Empty when the text is not a form of any
        /// known verb ("gingte"). Also understood: the auxiliary last as in a subordinate
        /// clause ("gesungen habe"), after a leading "dass" ("dass ich mich freue"), and
        /// ae/oe/ue/ss for ä/ö/ü/ß when nothing else matches.
        ///
        /// ```
        /// index.lookup("kam an")          // ankommen: Präteritum ich, er/sie/es
        /// index.lookup("habe gesungen")   // singen: Perfekt Indikativ ich, Perfekt Konjunktiv I ich, er/sie/es
        /// index.lookup("anzukommen")      // ankommen: zu-Infinitiv
        /// index.lookup("dass er angekommen ist")  // ankommen: Perfekt Indikativ er/sie/es
        /// ```
        public func lookup(_ text: String) -> [FormMatch] {
            guard text.utf8.count <= 512 else { return [] }
            // The index holds composed letters: "hörte" typed as o + combining diaeresis
            // is the same word.
            // (Text of ASCII and Latin-1 letters, U+0000…U+00FF, is composed already: most queries.)
            let composed = text.utf8.allSatisfy { $0 < 0xC4 }
            let text = composed ? text : text.precomposedStringWithCanonicalMapping
            let words = text.lowercased().split(whereSeparator: \.isWhitespace).compactMap { word -> String? in
                guard let first = word.firstIndex(where: { !FormIndex.punctuation.contains($0) }),
                      let last = word.lastIndex(where: { !FormIndex.punctuation.contains($0) }) else { return nil }
                return String(word[first...last])
            }
            guard !words.isEmpty, words.count <= 8 else { return [] }
            // A clause typed with its conjunction: "dass ich mich freue", "dass er
            // angekommen ist" are the forms of "ich mich freue", "er angekommen ist" (daß is
            // the spelling before the 1996 reform).
            if words.count >= 2 && (words[0] == "dass" || words[0] == "daß") {
                return lookup(words.dropFirst().joined(separator: " "))
            }
            let found = matches(words)
            // Subordinate-clause order puts the auxiliary last: "gesungen habe", "angekommen sein wird".
            // "gesungen haben" is both the perfect infinitive and "(dass wir) gesungen haben".
            if words.count >= 2, let last = words.last, auxiliaryWords.contains(last) {
                // Shown as typed: "(dass sie) sich gefreut haben", not "haben gefreut".
                let typed = words.joined(separator: " ")
                let rotated = matches([last] + words.dropLast()).map { m -> FormMatch in
                    var m = m
                    m.form = typed
                    return m
                }
                if !rotated.isEmpty {
                    if found.isEmpty { return rotated }
                    let seen = Set(found)
                    return found + rotated.filter { !seen.contains($0) }
                }
            }
            if !found.isEmpty { return found }
            // A verb cluster: a modal verb, lassen or a verb of perception with the
            // infinitive it governs ("habe singen können", "kann singen", "singen kann").
            let cluster = clusterMatches(words)
            if !cluster.isEmpty { return cluster }
            // The impersonal passive with a dative instead of es: "mir wird geholfen",
            // "wird ihm geantwortet", "(dass) uns gedankt wird" are es wird geholfen …
            if words.count >= 3, let d = words.firstIndex(where: { FormIndex.dativePronouns.contains($0) }) {
                var rest = words
                rest.remove(at: d)
                let impersonal = lookup(rest.joined(separator: " ")).filter { m in
                    guard case .group(let group) = m.slot else { return false }
                    return group.voice == .vorgangspassiv && m.person == .erSieEs
                }
                if !impersonal.isEmpty { return impersonal }
            }
            // A keyboard without umlauts or ß: "haengte" → hängte, "schliesst" → schließt.
            let joined = words.joined(separator: " ")
            let umlauts = joined.replacingEvery("ae", with: "ä").replacingEvery("oe", with: "ö").replacingEvery("ue", with: "ü")
            // The spelling before the 1996 reform: "mißverstand", "numerierte", "plaziert".
            var reformed = joined.replacingEvery("miß", with: "miss")
            for (old, new) in [("numerier", "nummerier"), ("plazier", "platzier"), ("schneuz", "schnäuz"), ("bleu", "bläu")] {
                reformed = reformed.replacingEvery(old, with: new)
            }
            for spelling in [umlauts, joined.replacingEvery("ss", with: "ß"), umlauts.replacingEvery("ss", with: "ß"), reformed]
            where spelling != joined {
                let respelled = matches(spelling.split(separator: " ").map(String.init))
                if !respelled.isEmpty { return respelled }
            }
            return []
        }

        static let infinitiveAuxiliaries: Set<String> = ["haben", "sein", "werden"]

        static let punctuation: Set<Character> = [".", ",", ";", ":", "!", "?", "\"", "'", "„", "“", "”", "‚", "‘", "’", "(", ")", "«", "»"]

        private func matches(_ words: [String]) -> [FormMatch] {
            var words = words
            var persons = Set(Person.allCases)
            var personal = false
            var sichFirst = false
            // "sich freuen": the reflexive infinitive; "(dass er) sich freut": a third person
            // in subordinate order.
            if words.count >= 2 && words[0] == "sich" {
                words.removeFirst()
                sichFirst = true
            } else if words.count >= 2, let p = FormIndex.personalPronouns[words[0]] {
                words.removeFirst()
                persons.formIntersection(p)
                personal = true
            } else if words.count >= 2, let p = FormIndex.personalPronouns[words[1]] {
                // Inverted order and the spoken Imperativ: "kommst du an", "singen Sie".
                words.remove(at: 1)
                persons.formIntersection(p)
                personal = true
            }
            // The reflexive pronoun after the verb ("freue mich") or, in subordinate order,
            // before it ("(dass ich) mich freue", "ich mich freue").
            if !sichFirst, words.count >= 2, let r = words.indices.first(where: { FormIndex.reflexivePronouns[words[$0]] != nil }),
               let p = FormIndex.reflexivePronouns[words[r]] {
                words.remove(at: r)
                persons.formIntersection(p)
                personal = true
            }
            let query = words.joined(separator: " ")
            // Every compound form starts with a form of haben, sein or werden: a query
            // that does not is no compound form, and those groups need not be built.
            let auxiliaryFirst = auxiliaryWords.contains(String(query.prefix { $0 != " " }))
            var found = Set<FormMatch>()
            func accept(_ m: FormMatch) {
                // "sich freuen", "sich zu freuen", "sich gefreut haben": shown with sich, as typed.
                if sichFirst {
                    let infinitive = m.slot == .infinitive || m.slot == .zuInfinitive || m.slot == .group(.perfektInfinitiv)
                    guard infinitive || m.person.map({ FormIndex.reflexivePronouns["sich", default: []].contains($0) }) == true
                    else { return }
                    var m = m
                    m.form = "sich " + m.form
                    found.insert(m)
                    return
                }
                if personal {
                    guard let person = m.person, persons.contains(person) else { return }
                }
                found.insert(m)
            }

            // Simple forms: straight from the index.
            var checked = Set<String>()
            for hit in chain(query) {
                accept(match(hit, form: query))
            }

            // Candidate infinitives to confirm with the engine.
            var candidates: [String] = []
            func candidate(_ infinitive: String) {
                if !checked.contains(infinitive) { checked.insert(infinitive); candidates.append(infinitive) }
            }
            var content = words
            if words.count >= 2 && auxiliaryWords.contains(words[0]) {
                // Compound forms: auxiliary + participle or infinitive (+ haben/sein in the Futur II).
                content.removeFirst()
                if content.count >= 2, let last = content.last, last == "haben" || last == "sein" { content.removeLast() }
                // The passive: "wird gesungen werden", "ist gesungen worden".
                if content.count >= 2, let last = content.last, last == "werden" || last == "worden" { content.removeLast() }
                for hit in chain(content.joined(separator: " ")) {
                    candidate(lexicon.entry(at: Int(hit.entry)).infinitive)
                }
            } else if words.count >= 2, let last = words.last, FormIndex.infinitiveAuxiliaries.contains(last) {
                // The perfect and passive infinitives: "gesungen haben", "angekommen sein",
                // "gesungen werden", "gesungen worden sein".
                content.removeLast()
                if content.count >= 2, content.last == "worden" { content.removeLast() }
                for hit in chain(content.joined(separator: " ")) {
                    candidate(lexicon.entry(at: Int(hit.entry)).infinitive)
                }
            }
            // Particles written apart from a finite form: "schwamm zurück" → zurückschwimmen,
            // "baue wieder auf" → wiederaufbauen.
            var particles = ""
            for k in stride(from: content.count - 1, through: 1, by: -1) {
                guard separableParticles.contains(content[k]) else { break }
                particles = content[k] + particles
                for hit in chain(content[..<k].joined(separator: " ")) where hit.slot < 5 {
                    candidate(particles + lexicon.entry(at: Int(hit.entry)).infinitive)
                }
            }
            // A particle or prefix joined to a form: "ankam", "zurückgeschwommen", "zerging".
            if content.count == 1, let word = content.first {
                // Bytes first: hasPrefix and count walk characters, and most particles fail
                // at their first byte.
                let length = word.count
                let bytes = Array(word.utf8)
                func begins(_ p: String, _ prefix: [UInt8]) -> Bool {
                    guard prefix.count < bytes.count else { return false }
                    for k in prefix.indices where bytes[k] != prefix[k] { return false }
                    return word.hasPrefix(p)
                }
                for (p, prefix) in zip(separableParticles, separableParticleBytes) where begins(p, prefix) && length > p.count + 2 {
                    let rest = String(word.dropFirst(p.count))
                    // "zurückzuschwimmen" is the zu-infinitive of zurückschwimmen, not a verb zurück|zuschwimmen.
                    var hits = rest.hasPrefix("zu") ? chain(String(rest.dropFirst(2))) : []
                    if hits.isEmpty { hits = chain(rest) }
                    for hit in hits { candidate(p + lexicon.entry(at: Int(hit.entry)).infinitive) }
                }
                // ge- makes no new verbs from forms: "gesungen" is not a form of a verb "gesingen".
                for (p, prefix) in zip(inseparablePrefixes, inseparablePrefixBytes) where p != "ge" && begins(p, prefix)
                    && length > p.count + 2 {
                    let rest = String(word.dropFirst(p.count))
                    for hit in chain(rest) + chain("ge" + rest) {
                        let base = lexicon.entry(at: Int(hit.entry))
                        guard base.structure.inseparable == nil else { continue }
                        candidate(p + base.infinitive)
                    }
                }
            }
            // Lexicon verbs first; a verb the lexicon lacks only when no lexicon verb has the form,
            // so that a real form is never explained by an invented verb.
            let known = candidates.filter { !lexicon.entries(for: $0).isEmpty }
            confirm(known)
            if found.isEmpty { confirm(candidates.filter { lexicon.entries(for: $0).isEmpty }) }
            return found.sorted { a, b in
                if a.isKnown != b.isKnown { return a.isKnown }
                let ra = a.entry?.rank ?? Int.max, rb = b.entry?.rank ?? Int.max
                if ra != rb { return ra < rb }
                if a.infinitive != b.infinitive { return a.infinitive < b.infinitive }
                if a.meaning != b.meaning { return a.meaning < b.meaning }
                if a.slot != b.slot { return a.slot < b.slot }
                return (a.person?.rawValue ?? -1) < (b.person?.rawValue ?? -1)
            }

            func confirm(_ infinitives: [String]) {
                for infinitive in infinitives.prefix(64) {
                    guard let verbs = try? lexicon.bareWriters(infinitive) else { continue }
                    let entries = lexicon.entries(for: infinitive)
                    for (k, (verb, writer)) in verbs.enumerated() {
                        let entry = k < entries.count ? entries[k] : nil
                        // the query's own reflexive pronoun is gone, so match the bare forms
                        for (slot, person, form) in FormIndex.slots(of: verb.reflexive(false), writer: writer, matching: query,
                                                                     auxiliaryFirst: auxiliaryFirst) {
                            accept(FormMatch(infinitive: infinitive, entry: entry, meaning: k + 1, meanings: verbs.count,
                                             slot: slot, person: person, form: form))
                        }
                    }
                }
            }
        }

        private func chain(_ key: String) -> [Hit] {
            if let shipped { return shipped.hits(key) }
            guard var i = heads[key] else { return [] }
            var out: [Hit] = []
            while i >= 0 {
                out.append(hits[Int(i)])
                i = hits[Int(i)].next
            }
            return out.reversed()
        }

        /// The index in the format of `form-index.tsv`: a header with the lexicon's digest,
        /// then one line per form in UTF-8 byte order, `form<TAB>entry,slot,person …`.
        func serialized() -> [UInt8] {
            var out = Array("#digest\t\(ShippedForms.hex(lexicon.digest ?? 0))\t\(formCount)\t\(entryCount)\n".utf8)
            let keys = heads.keys.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
            for key in keys {
                out.append(contentsOf: key)
                out.append(0x09)
                for (k, hit) in chain(String(decoding: key, as: UTF8.self)).enumerated() {
                    if k > 0 { out.append(0x20) }
                    out.append(contentsOf: "\(hit.entry),\(hit.slot),\(hit.person)".utf8)
                }
                out.append(0x0A)
            }
            return out
        }

        private func match(_ hit: Hit, form: String) -> FormMatch {
            let i = Int(hit.entry)
            let entry = lexicon.entry(at: i)
            let slot: Slot
            switch hit.slot {
            case FormIndex.infinitiveCode: slot = .infinitive
            case FormIndex.zuInfinitiveCode: slot = .zuInfinitive
            default: slot = .group(Conjugationgroup.allCases[Int(hit.slot)])
            }
            let person = hit.person == FormIndex.noPerson ? nil : Person(rawValue: Int(hit.person))
            return FormMatch(infinitive: entry.infinitive, entry: entry, meaning: Int(meaning[i]),
                             meanings: Int(meanings[i]), slot: slot, person: person, form: form)
        }

        /// Every slot of a verb whose form is the query, also in subordinate-clause order
        /// for a separable verb ("ankam" for "kam an").
        /// `auxiliaryFirst` says whether the query's first word is a form of haben, sein or
        /// werden; when it is not, the compound groups (which all start with one) are skipped,
        /// and a query of one word skips the groups of two words or more. Each form is
        /// written by `writer` (the verb's) into one buffer and compared there: no String is
        /// made but for a form that matches.
        static func slots(of verb: Verb, writer: Verb.FormWriter, matching query: String,
                          auxiliaryFirst: Bool = true) -> [(Slot, Person?, String)] {
            var out: [(Slot, Person?, String)] = []
            let wanted = Array(query.utf8)
            let oneWord = !wanted.contains(0x20)
            let separable = verb.isSeparable
            var buffer = [UInt8](repeating: 0, count: writer.formBound + 1)
            var marks: [Int] = []
            marks.reserveCapacity(16)
            writer.withBytes { forms in
                buffer.withUnsafeMutableBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return }
                    // Every group, the passive too ("wurde gesungen"); the zu-infinitive is its
                    // own slot below.
                    for group in Conjugationgroup.allCases where group != .zuInfinitiv {
                        if group.isCompound && !auxiliaryFirst { continue }
                        // A compound form or a passive is always two words or more.
                        if oneWord && (group.isCompound || group.isPassive || group == .perfektInfinitiv
                                       || group == .passivInfinitiv || group == .perfektPassivInfinitiv) {
                            continue
                        }
                        guard forms.hasGroup(group) else { continue }
                        let finite = !group.isCompound && group != .perfektpartizip && group != .präsenspartizip
                        let joins = finite && separable && group != .imperativ
                        for person in group.persons {
                            for v in 0..<forms.count(group, person) {
                                marks.removeAll(keepingCapacity: true)
                                let n = forms.write(group, person, variant: v, to: base, marks: &marks, at: 0)
                                let form = UnsafeBufferPointer(start: base, count: n)
                                if form.elementsEqual(wanted) {
                                    out.append((.group(group), person, query))
                                } else if joins && FormIndex.joinedEquals(form, wanted) {
                                    out.append((.group(group), person, String(decoding: form, as: UTF8.self)))
                                }
                            }
                        }
                    }
                }
            }
            if verb.infinitive == query { out.append((.infinitive, nil, query)) }
            if verb.zuInfinitive == query { out.append((.zuInfinitive, nil, query)) }
            return out
        }

        /// Whether `form` with its words after the first put before it ("kam an" →
        /// "ankam", as `joined` makes it) is `wanted`.
        static func joinedEquals(_ form: UnsafeBufferPointer<UInt8>, _ wanted: [UInt8]) -> Bool {
            guard let space = form.firstIndex(of: 0x20) else { return form.elementsEqual(wanted) }
            var k = 0
            for b in form[(space + 1)...] where b != 0x20 {
                guard k < wanted.count, wanted[k] == b else { return false }
                k += 1
            }
            for b in form[..<space] {
                guard k < wanted.count, wanted[k] == b else { return false }
                k += 1
            }
            return k == wanted.count
        }

        /// The forms of a verb cluster the words may be: a verb that governs a bare
        /// infinitive (`Verb.governsBareInfinitive`: können, lassen, sehen) in any group
        /// with the infinitive it governs, in main or subordinate order: "habe singen
        /// können", "kann singen", "singen kann", "hat gesungen werden können". The match
        /// names the governing verb; a leading personal pronoun narrows the persons.
        func clusterMatches(_ words: [String]) -> [FormMatch] {
            var words = words
            var persons = Set(Person.allCases)
            if words.count >= 3, let p = FormIndex.personalPronouns[words[0]] {
                words.removeFirst()
                persons.formIntersection(p)
            }
            guard (2...5).contains(words.count) else { return [] }
            let query = words.joined(separator: " ")
            func verbs(_ word: String, where keep: (Hit) -> Bool) -> [(String, Verb)] {
                var seen = Set<String>()
                var out: [(String, Verb)] = []
                for hit in chain(word) where keep(hit) {
                    let infinitive = lexicon.entry(at: Int(hit.entry)).infinitive
                    guard seen.insert(infinitive).inserted, let verb = (try? lexicon.verbs(infinitive))?.first else { continue }
                    out.append((infinitive, verb))
                }
                return out
            }
            let participle = UInt8(Conjugationgroup.allCases.firstIndex(of: .perfektpartizip) ?? 0)
            var found = Set<FormMatch>()
            for (g, word) in words.enumerated() {
                for (infinitive, governing) in verbs(word, where: { _ in true }) where governing.governsBareInfinitive {
                    let entries = lexicon.entries(for: infinitive)
                    for (d, other) in words.enumerated() where d != g {
                        // The governed verb is there as its infinitive, or as its participle
                        // in the modal passive (kann gesungen werden).
                        let dependents = verbs(other) { $0.slot == FormIndex.infinitiveCode || $0.slot == participle }
                        for (_, dependent) in dependents where dependent.infinitive != infinitive {
                            for group in Conjugationgroup.allCases where group.voice != .zustandspassiv {
                                for person in group.persons where person.map(persons.contains) ?? true {
                                    for clause in [Clause.main, .subordinate] {
                                        let form = governing.form(group, person, governing: dependent, clause: clause)
                                        guard form.exists, form.variants.contains(query) else { continue }
                                        found.insert(FormMatch(infinitive: infinitive, entry: entries.first, meaning: 1,
                                                               meanings: max(1, entries.count), slot: .group(group),
                                                               person: person, form: query))
                                    }
                                }
                            }
                        }
                    }
                }
            }
            return found.sorted { a, b in
                if a.infinitive != b.infinitive { return a.infinitive < b.infinitive }
                if a.slot != b.slot { return a.slot < b.slot }
                return (a.person?.rawValue ?? -1) < (b.person?.rawValue ?? -1)
            }
        }

        /// "kam an" → "ankam", "baue wieder auf" → "wiederaufbaue": the finite form of a
        /// separable verb in a subordinate clause.
        static func joined(_ form: String) -> String {
            let words = form.split(separator: " ")
            guard let first = words.first else { return form }
            return words.dropFirst().joined() + first
        }

        /// One slot per worker of the parallel build; each worker writes only its own slot,
        /// and the slots are read after all workers have finished.
        final class Parts: @unchecked Sendable {
            private var slots: [[(String, Hit)]]
            private let lock = NSLock()
            init(count: Int) { slots = Array(repeating: [], count: count) }
            func store(_ forms: [(String, Hit)], at i: Int) { lock.lock(); slots[i] = forms; lock.unlock() }
            func take(_ i: Int) -> [(String, Hit)] { lock.lock(); defer { lock.unlock() }; return slots[i] }
        }

        static let personalPronouns: [String: Set<Person>] = [
            "ich": [.ich], "du": [.du], "er": [.erSieEs], "es": [.erSieEs], "man": [.erSieEs],
            "sie": [.erSieEs, .sie, .formal], "wir": [.wir], "ihr": [.ihr],
        ]
        /// The datives that stand for es in the impersonal passive: mir wird geholfen.
        static let dativePronouns: Set<String> = ["mir", "dir", "ihm", "ihr", "uns", "euch", "ihnen"]
        static let reflexivePronouns: [String: Set<Person>] = [
            "mich": [.ich], "dich": [.du], "mir": [.ich], "dir": [.du], "sich": [.erSieEs, .sie, .formal], "uns": [.wir], "euch": [.ihr],
        ]
    }
}

/// The form index of the shipped lexicon, prebuilt (`form-index.tsv`) and searched in place:
/// the lines are sorted by their form's bytes, so a lookup is a binary search over the
/// file's lines; loading finds where each line starts and reads nothing else.
struct ShippedForms: Sendable {
    static let fileName = "form-index.tsv"
    let data: Data
    /// Where each form line starts, in file order (which is the forms' byte order).
    let lineStarts: [Int32]
    let formCount: Int
    let hitCount: Int
    /// The lexicon's number of entries: a hit beyond it is skipped, never followed.
    let entryLimit: Int

    /// The prebuilt index when it was made from exactly this lexicon's data, else nil
    /// (the index is then built in memory).
    static func load(for lexicon: Lexicon) -> ShippedForms? {
        guard let digest = lexicon.digest, let url = Lexicon.resourceURL(fileName),
              let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return nil }
        return ShippedForms(data: data, digest: digest, entries: lexicon.entryCount)
    }

    init?(data: Data, digest: UInt64, entries: Int) {
        // "#digest<TAB>hex<TAB>forms<TAB>hits\n"
        guard let header = data.prefix(128).split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false).first
        else { return nil }
        let fields = header.split(separator: 0x09).map { String(decoding: $0, as: UTF8.self) }
        guard fields.count == 4, fields[0] == "#digest", fields[1] == ShippedForms.hex(digest),
              let forms = Int(fields[2]), let hits = Int(fields[3]) else { return nil }
        self.data = data
        let bodyStart = header.count + 1
        self.lineStarts = data.withUnsafeBytes { raw -> [Int32] in
            guard let base = raw.baseAddress, raw.count > bodyStart, raw.count < Int(Int32.max) else { return [] }
            var starts: [Int32] = []
            starts.reserveCapacity(forms)
            var at = bodyStart
            while at < raw.count {
                starts.append(Int32(at))
                guard let newline = memchr(base + at, 0x0A, raw.count - at) else { break }
                at = base.distance(to: UnsafeRawPointer(newline)) + 1
            }
            return starts
        }
        guard lineStarts.count == forms else { return nil }
        self.formCount = forms
        self.hitCount = hits
        self.entryLimit = entries
    }

    static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    /// The hits of one form, in the order the in-memory index keeps them.
    func hits(_ key: String) -> [Lexicon.FormIndex.Hit] {
        var key = key
        return key.withUTF8 { key in
            data.withUnsafeBytes { raw -> [Lexicon.FormIndex.Hit] in
                let bytes = raw.bindMemory(to: UInt8.self)
                var low = 0, high = lineStarts.count
                while low < high {
                    let mid = (low + high) / 2
                    let start = Int(lineStarts[mid])
                    var tab = start
                    while tab < bytes.count && bytes[tab] != 0x09 && bytes[tab] != 0x0A { tab += 1 }
                    let order = ShippedForms.compare(bytes, start, tab, key)
                    if order == 0 { return ShippedForms.parseHits(bytes, from: tab).filter { Int($0.entry) < entryLimit } }
                    if order < 0 { low = mid + 1 } else { high = mid }
                }
                return []
            }
        }
    }

    /// The sign of bytes[start..<end] against key, in byte order.
    static func compare(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ key: UnsafeBufferPointer<UInt8>) -> Int {
        let n = min(end - start, key.count)
        var i = 0
        while i < n {
            let a = bytes[start + i], b = key[i]
            if a != b { return a < b ? -1 : 1 }
            i += 1
        }
        return (end - start) - key.count
    }

    /// "12,1,0 40,200,255" after the tab at `tab`.
    static func parseHits(_ bytes: UnsafeBufferPointer<UInt8>, from tab: Int) -> [Lexicon.FormIndex.Hit] {
        var out: [Lexicon.FormIndex.Hit] = []
        var fields = [0, 0, 0]
        var field = 0
        var i = tab + 1
        while i <= bytes.count {
            let b = i < bytes.count ? bytes[i] : 0x0A
            switch b {
            case 0x30...0x39: fields[field] = fields[field] * 10 + Int(b - 0x30)
            case UInt8(ascii: ","): field = min(field + 1, 2)
            default:
                if field == 2 && fields[1] < 256 && fields[2] < 256 {
                    out.append(Lexicon.FormIndex.Hit(entry: Int32(truncatingIfNeeded: fields[0]), slot: UInt8(fields[1]),
                                                     person: UInt8(fields[2]), next: -1))
                }
                fields = [0, 0, 0]
                field = 0
                if b == 0x0A { return out }
            }
            i += 1
        }
        return out
    }
}
