// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Testing
import VerbData

/// The parallel batch writes exactly what one thread writing line after line writes: the
/// same bytes, in input order, whatever the threads and the chunk.
struct JSONBatchTests {
    static func sequential(_ inputs: [String], _ lexicon: Lexicon) -> (JSONLines, Int) {
        var json = JSONLines()
        var failures = 0
        for input in inputs where !json.conjugate(input, in: lexicon) { failures += 1 }
        return (json, failures)
    }

    @Test(arguments: [1, 2, 3, 4])
    func theBatchIsTheSequentialEncoding(_ threads: Int) throws {
        let lexicon = try Lexicon.bundled()
        // Every 17th verb, with inputs that fail, then 300 of them again in a scrambled order.
        var inputs = stride(from: 0, to: lexicon.entries.count, by: 17).map { lexicon.entries[$0].infinitive }
        inputs += ["Singen!", "sich freuen", "googeln", "singen", "x", "bedanken", "singen", "Singen!"]
        let count = inputs.count
        inputs += (0..<300).map { inputs[($0 * 7919 + 13) % count] }
        let (expected, expectedFailures) = JSONBatchTests.sequential(inputs, lexicon)

        var batch = JSONBatch(threads: threads) { input, json in json.conjugate(input, in: lexicon) }
        var json = JSONLines()
        var failures = 0
        // In chunks of 100, as the command hands them over.
        for start in stride(from: 0, to: inputs.count, by: 100) {
            failures += batch.encode(Array(inputs[start..<min(start + 100, inputs.count)]), into: &json)
        }
        #expect(failures == expectedFailures)
        #expect(failures > 0)
        #expect(json.bytes.count == expected.bytes.count)
        #expect(json.bytes == expected.bytes)
        #expect(json.text.split(separator: "\n").count == inputs.count)
    }

    @Test func anEmptyChunkWritesNothing() throws {
        let lexicon = try Lexicon.bundled()
        var batch = JSONBatch { input, json in json.conjugate(input, in: lexicon) }
        var json = JSONLines()
        #expect(batch.encode([], into: &json) == 0)
        #expect(json.bytes.isEmpty)
    }

    /// The byte path of the encoder rests on this: a form with one spelling is the bytes
    /// kept ready, and the count is the number of spellings `variants` lists.
    @Test func variantCountsAndPreferredBytesAgreeWithVariants() throws {
        let lexicon = try Lexicon.bundled()
        let infinitives = stride(from: 0, to: lexicon.entries.count, by: 11).map { lexicon.entries[$0].infinitive }
            + ["sich freuen", "saugen", "wechseln", "können", "sein", "hängen", "schwimmen", "regnen", "googeln",
               "tanzen", "fahren", "kennen", "besitzen", "haben", "ankommen", "umfahren"]
        var checked = 0
        for infinitive in infinitives {
            for verb in try lexicon.conjugator.verbs(infinitive) {
                for bare in [verb, verb.reflexive(false)] {
                    // Every group: the classic ones from the verb's bytes, the passive,
                    // the infinitives and Futur II Konjunktiv built on request.
                    for group in Conjugationgroup.allCases {
                        for person in group.persons {
                            let variants = bare.variants(group, person)
                            let count = try #require(bare.variantCount(group, person))
                            #expect(count == variants.count, "\(infinitive) \(group) \(String(describing: person))")
                            if count == 1 {
                                let bytes = bare.withPreferredBytes(group, person) { Array($0) }
                                #expect(bytes == Array(variants[0].utf8), "\(infinitive) \(group) \(String(describing: person))")
                            }
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked > 70_000)
    }

    /// `marked` is written as a marked copy of `forms`; it must say what the engine's
    /// `markedVariants` says, slot for slot and spelling for spelling: every 29th lexicon
    /// verb, and verbs with variants, umlauts, ß, particles, two auxiliaries and sich.
    @Test func theMarkedObjectIsTheEnginesMarkedVariants() throws {
        let lexicon = try Lexicon.bundled()
        let infinitives = stride(from: 0, to: lexicon.entries.count, by: 29).map { lexicon.entries[$0].infinitive }
            + ["singen", "saugen", "wechseln", "fahren", "sich freuen", "bedanken", "stoßen", "schneiden",
               "ankommen", "wiederaufbauen", "hängen", "gären", "können", "sein", "tun", "wissen", "googeln"]
        var checked = 0
        for infinitive in infinitives {
            var json = JSONLines()
            let conjugated = json.conjugate(infinitive, in: lexicon)
            #expect(conjugated, "\(infinitive)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any])
            let marked = try #require(object["marked"] as? [String: Any], "\(infinitive)")
            let conjugation = try lexicon.conjugation(infinitive)
            let asked = infinitive.hasPrefix("sich ")
            let verb = conjugation.verb.isAlwaysReflexive && !asked ? conjugation.verb.reflexive(false) : conjugation.verb
            for group in Conjugationgroup.allCases {
                let slot = marked[group.rawValue]
                guard verb.hasGroup(group) else {
                    #expect(slot is NSNull, "\(infinitive) \(group)")
                    continue
                }
                let persons = try #require(slot as? [Any], "\(infinitive) \(group)")
                let expected = verb.markedVariants(group)
                #expect(persons.count == expected.count, "\(infinitive) \(group)")
                for (person, variants) in zip(persons, expected) {
                    let written: [String]
                    if let one = person as? String { written = [one] } else if person is NSNull { written = [] } else {
                        written = try #require(person as? [String])
                    }
                    #expect(written == variants, "\(infinitive) \(group)")
                    checked += 1
                }
            }
        }
        #expect(checked > 50_000)
    }
}
