// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Testing

/// The form writer of the JSON batch writes, slot for slot and spelling for spelling, what
/// `variants` lists, and its marks raise exactly the letters `markedVariants` raises.
struct FormWriterTests {
    /// Each verb with the reason it is here.
    static let verbs: [(String, String)] = [
        ("singen", "strong: marks in the simple forms and the participle"),
        ("fahren", "two auxiliaries: two spellings of every compound form"),
        ("saugen", "two Präteritum spellings: sog, saugte"),
        ("wechseln", "wechsle beside wechsele"),
        ("machen", "weak: mach beside mache, nothing marked"),
        ("studieren", "-ieren, no ge-"),
        ("sich freuen", "reflexive: the pronoun inside the compound forms"),
        ("sich etwas merken", "rejected here; merken is checked below"),
        ("ankommen", "separable, sein, no passive"),
        ("können", "modal: no Imperativ, no passive"),
        ("sein", "replaced stem: BIN, WAR, geWESen"),
        ("tanzen", "impersonal passive: only es wird getanzt"),
        ("verstehen", "inseparable prefix"),
        ("googeln", "unknown, by rule"),
    ]

    static func written(_ verb: Verb) -> [Conjugationgroup: [[(text: String, marked: String)]]] {
        let writer = verb.formWriter()
        var out: [Conjugationgroup: [[(String, String)]]] = [:]
        writer.withBytes { forms in
            for group in Conjugationgroup.allCases where forms.hasGroup(group) {
                out[group] = group.persons.map { person in
                    (0..<forms.count(group, person)).map { v in
                        var bytes = [UInt8](repeating: 0, count: writer.formBound)
                        var marks: [Int] = []
                        let n = bytes.withUnsafeMutableBufferPointer {
                            forms.write(group, person, variant: v, to: $0.baseAddress!, marks: &marks, at: 0)
                        }
                        let text = String(decoding: bytes[..<n], as: UTF8.self)
                        for m in marks { bytes[m] -= 0x20 }
                        return (text, String(decoding: bytes[..<n], as: UTF8.self))
                    }
                }
            }
        }
        return out
    }

    @Test(arguments: verbs)
    func everySpellingAndMarkIsTheEngines(_ input: String, _ why: String) throws {
        guard let verb = try? Conjugator().verb(input) else {
            #expect(input == "sich etwas merken", "\(input) should be a verb")
            return
        }
        let writer = verb.formWriter()
        #expect(writer.marksAreBytes, "\(input)")
        #expect(!writer.needsEscaping, "\(input)")
        let written = Self.written(verb)
        for group in Conjugationgroup.allCases {
            #expect((written[group] != nil) == verb.hasGroup(group), "\(input) \(group)")
            guard let persons = written[group] else { continue }
            let marked = verb.markedVariants(group)
            for (k, person) in group.persons.enumerated() {
                #expect(persons[k].map(\.text) == verb.variants(group, person), "\(input) \(group) \(k)")
                #expect(persons[k].map(\.marked) == marked[k], "\(input) \(group) \(k)")
            }
        }
    }

    /// As a learner checks them: the irregular letters of a few forms in capitals.
    @Test(arguments: [
        ("singen", Conjugationgroup.präteritumIndikativVorgangspassiv, Person.ich, "wurde gesUngen"),
        ("fahren", .perfektIndikativ, .wir, "sind gefahren"),
        ("sein", .präsensIndikativ, .ich, "BIN"),
        ("saugen", .präteritumIndikativ, .erSieEs, "sOg"),
        ("ankommen", .futurIIKonjunktivII, .du, "würdest angekommen sein"),
        ("werfen", .futurIIIndikativVorgangspassiv, .sie, "werden gewOrfen worden sein"),
    ])
    func preferredFormsAreMarkedAsALearnerWritesThem(_ input: String, _ group: Conjugationgroup, _ person: Person,
                                                    _ expected: String) throws {
        let verb = try Conjugator().verb(input)
        let written = try #require(Self.written(verb)[group])
        let k = try #require(group.persons.firstIndex(of: person))
        #expect(written[k].first?.marked == expected)
    }

    /// A group written at once, with its marks (raised, as `marked`), or nil.
    static func list(_ verb: Verb, _ group: Conjugationgroup) -> (text: String, marked: String)? {
        let writer = verb.formWriter()
        return writer.withBytes { forms in
            var bytes = [UInt8](repeating: 0, count: 8 * (writer.formBound + 3))
            var marks: [Int] = []
            // Written after a few bytes already there, as in a line: marks count from the start.
            guard let n = bytes.withUnsafeMutableBufferPointer({
                forms.writeQuotedList(group, to: $0.baseAddress! + 5, marks: &marks, at: 5)
            }) else { return nil }
            let text = String(decoding: bytes[5..<(5 + n)], as: UTF8.self)
            for m in marks { bytes[m] -= 0x20 }
            return (text, String(decoding: bytes[5..<(5 + n)], as: UTF8.self))
        }
    }

    /// A whole group written at once is its forms written one by one, quoted and joined by
    /// commas, marks included; it declines exactly the groups with a person of no spelling
    /// or of several, and the groups of one form.
    @Test(arguments: verbs + [("sich etwas vorstellen", "dative reflexive"), ("regnen", "weather verb"),
                              ("hängen", "two verbs, one spelling"), ("backen", "buk beside backte")])
    func aWholeGroupIsItsFormsOneByOne(_ input: String, _ why: String) throws {
        guard let verb = try? Conjugator().verb(input) else {
            #expect(input == "sich etwas merken" || input == "sich etwas vorstellen", "\(input) should be a verb")
            return
        }
        let written = Self.written(verb)
        for group in Conjugationgroup.allCases {
            let list = Self.list(verb, group)
            let persons = written[group] ?? []
            let single = !persons.isEmpty && group.persons.count > 1 && persons.allSatisfy { $0.count == 1 }
            #expect((list != nil) == single, "\(input) \(group)")
            guard let list else { continue }
            #expect(list.text == persons.map { "\"" + $0[0].text + "\"" }.joined(separator: ","), "\(input) \(group)")
            #expect(list.marked == persons.map { "\"" + $0[0].marked + "\"" }.joined(separator: ","), "\(input) \(group)")
        }
    }

    @Test(arguments: [
        ("singen", Conjugationgroup.präsensIndikativ, #""singe","singst","singt","singen","singt","singen""#),
        ("singen", .präteritumIndikativ, #""sAng","sAngst","sAng","sAngen","sAngt","sAngen""#),
        ("werfen", .perfektIndikativVorgangspassiv,
         #""bin gewOrfen worden","bist gewOrfen worden","ist gewOrfen worden","sind gewOrfen worden","seid gewOrfen worden","sind gewOrfen worden""#),
        ("sich freuen", .futurIIKonjunktivII,
         #""würde mich gefreut haben","würdest dich gefreut haben","würde sich gefreut haben","würden uns gefreut haben","würdet euch gefreut haben","würden sich gefreut haben""#),
        ("geben", .imperativ, #""gIb","geben","gebt","geben""#),
        ("sein", .präsensIndikativ, #""BIN","BIST","IST","SIND","seid","SIND""#),
    ])
    func aWholeGroupAsALearnerReadsIt(_ input: String, _ group: Conjugationgroup, _ expected: String) throws {
        let verb = try Conjugator().verb(input)
        #expect(Self.list(verb, group)?.marked == expected)
    }
}
