// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Testing
@testable import VerbData

/// The shipped lexicon is read one verb's rows at a time when its bytes are the ones the
/// form index was recorded from, and validated in full otherwise. Either way a verb has
/// exactly the entries the full validating parse gives it.
struct LexiconRowsTests {
    static let bytes: [UInt8] = (try? Lexicon.resourceBytes(Lexicon.fileName)) ?? []
    static let parsed: [Lexicon.Entry] = (try? Lexicon.parse(String(decoding: bytes, as: UTF8.self),
                                                             principalParts: PrincipalParts.table)) ?? []

    static func digest(_ bytes: [UInt8]) -> UInt64 {
        Lexicon.fnv1a(PrincipalParts.tableText, Lexicon.fnv1a(bytes))
    }

    @Test func theShippedLexiconReadsRowsWhenTheFormIndexWasRecordedFromIt() throws {
        let lexicon = try Lexicon.bundled()
        #expect(ShippedForms.recordedDigest() == LexiconRowsTests.digest(LexiconRowsTests.bytes))
        #expect(lexicon.storage.readsRows)
        #expect(lexicon.digest == LexiconRowsTests.digest(LexiconRowsTests.bytes))
    }

    @Test func everyInfinitiveHasTheEntriesOfTheFullParse() throws {
        let bytes = LexiconRowsTests.bytes
        let lexicon = try Lexicon.load(bytes, principalParts: PrincipalParts.table,
                                       recordedDigest: LexiconRowsTests.digest(bytes))
        #expect(lexicon.storage.readsRows)
        let parsed = LexiconRowsTests.parsed
        try #require(parsed.count > 10_000)
        var start = 0
        var checked = 0
        while start < parsed.count {
            var end = start + 1
            while end < parsed.count && parsed[end].infinitive == parsed[start].infinitive { end += 1 }
            let infinitive = parsed[start].infinitive
            #expect(lexicon.entries(for: infinitive) == Array(parsed[start..<end]), "\(infinitive)")
            checked += 1
            start = end
        }
        #expect(checked == lexicon.verbCount)
        #expect(lexicon.entries == parsed)
        // Once every entry is parsed, a verb is found among them, the same.
        #expect(lexicon.entries(for: "hängen") == parsed.filter { $0.infinitive == "hängen" })
    }

    @Test(arguments: [
        // not in the lexicon, between and around its rows
        "", "a", "aaaa", "singe", "singenx", "zzzzz", "ängstigenx", "öffnenx", "überx",
    ])
    func aMissingInfinitiveHasNoRows(_ infinitive: String) throws {
        let bytes = LexiconRowsTests.bytes
        let lexicon = try Lexicon.load(bytes, principalParts: PrincipalParts.table,
                                       recordedDigest: LexiconRowsTests.digest(bytes))
        #expect(lexicon.entries(for: infinitive).isEmpty)
    }

    @Test(arguments: [
        // infinitive, meanings, first gloss starts
        ("singen", 1, "to sing"),
        ("hängen", 2, "to hang"),
        ("aalen", 1, "to luxuriate"),
        ("zwängen", 1, ""),
        ("überzeugen", 1, ""),
    ])
    func aVerbRowsAreItsMeanings(_ infinitive: String, _ meanings: Int, _ gloss: String) throws {
        let bytes = LexiconRowsTests.bytes
        let lexicon = try Lexicon.load(bytes, principalParts: PrincipalParts.table,
                                       recordedDigest: LexiconRowsTests.digest(bytes))
        let entries = lexicon.entries(for: infinitive)
        #expect(entries.count == meanings)
        #expect(entries.first?.gloss.hasPrefix(gloss) == true)
        #expect(entries.allSatisfy { $0.infinitive == infinitive })
        // The conjugator finds the same meanings through the rows.
        #expect(try lexicon.conjugator.verbs(infinitive).count == meanings)
    }

    @Test func anotherFileIsValidatedInFull() throws {
        // A row made wrong after the form index was recorded: the digest differs, so the
        // file is parsed in full and the row is reported, not skipped.
        var bytes = LexiconRowsTests.bytes
        bytes += Array("zzzzelnx\tzzzzelnx\tstrongish\thaben\t5\t-\tto test\n".utf8)
        #expect(throws: VerbDataError.self) {
            try Lexicon.load(bytes, principalParts: PrincipalParts.table, recordedDigest: LexiconRowsTests.digest(LexiconRowsTests.bytes))
        }
        // A well-formed file with another digest is held in memory, not read by rows.
        let held = try Lexicon.load(LexiconRowsTests.bytes, principalParts: PrincipalParts.table, recordedDigest: nil)
        #expect(!held.storage.readsRows)
        #expect(held.entries(for: "singen").count == 1)
        #expect(held.digest == LexiconRowsTests.digest(LexiconRowsTests.bytes))
    }

    @Test func aLexiconLoadedInFullHoldsTheSameEntries() throws {
        let bytes = LexiconRowsTests.bytes
        let lexicon = try Lexicon.load(bytes, principalParts: PrincipalParts.table,
                                       recordedDigest: LexiconRowsTests.digest(bytes))
        let full = lexicon.loadedInFull()
        #expect(!full.storage.readsRows)
        #expect(full.digest == lexicon.digest)
        #expect(full.entries == LexiconRowsTests.parsed)
        #expect(lexicon.loadedInFull().storage === full.storage)
        for verb in ["singen", "bewenden", "anwenden", "dranhängen", "hoeren"] {
            let viaRows = (try? lexicon.conjugator.verbs(verb))?.map { $0.form(.präteritumIndikativ, .ich).text }
            let viaArray = (try? full.conjugator.verbs(verb))?.map { $0.form(.präteritumIndikativ, .ich).text }
            #expect(viaRows == viaArray, "\(verb)")
        }
    }
}

/// A lookup in the shipped lexicon makes only the entries of the verbs it finds.
struct LexiconRowsOutlineTests {
    @Test func theRowsOutlineIsTheEntriesOutline() throws {
        let bytes = LexiconRowsTests.bytes
        let rows = try #require(LexiconRows(bytes: bytes, digest: 0))
        let fromRows = rows.outline()
        let fromEntries = Lexicon.Outline(LexiconRowsTests.parsed)
        #expect(fromRows.meaning == fromEntries.meaning)
        #expect(fromRows.meanings == fromEntries.meanings)
        #expect(fromRows.separable == fromEntries.separable)
        #expect(fromRows.inseparable == fromEntries.inseparable)
        // hängen has two meanings, numbered 1 and 2, each counting 2.
        let k = try #require(LexiconRowsTests.parsed.firstIndex { $0.infinitive == "hängen" })
        #expect(fromRows.meaning[k...k + 1] == [1, 2])
        #expect(fromRows.meanings[k...k + 1] == [2, 2])
        #expect(fromRows.separable.contains("an") && fromRows.inseparable.contains("ver"))
    }

    @Test(arguments: [0, 1, 5071, 10_000])
    func anEntryByItsPlaceIsTheParsedOne(_ index: Int) throws {
        let bytes = LexiconRowsTests.bytes
        let lexicon = try Lexicon.load(bytes, principalParts: PrincipalParts.table,
                                       recordedDigest: LexiconRowsTests.digest(bytes))
        try #require(index < LexiconRowsTests.parsed.count)
        #expect(lexicon.entryCount == LexiconRowsTests.parsed.count)
        #expect(lexicon.entry(at: index) == LexiconRowsTests.parsed[index])
    }

    @Test(arguments: [
        ("ging", "gehen"), ("kam an", "ankommen"), ("wurde gesungen", "singen"), ("anzukommen", "ankommen"),
        ("zurückgeschwommen", "zurückschwimmen"), ("hing", "hängen"),
    ])
    func aLookupThroughTheRowsFindsWhatTheParsedLexiconFinds(_ form: String, _ infinitive: String) throws {
        let bytes = LexiconRowsTests.bytes
        let lazy = try Lexicon.load(bytes, principalParts: PrincipalParts.table,
                                    recordedDigest: LexiconRowsTests.digest(bytes))
        let viaRows = lazy.formIndex().lookup(form)
        #expect(viaRows.contains { $0.infinitive == infinitive }, "\(form)")
        let full = lazy.loadedInFull().formIndex().lookup(form)
        #expect(viaRows == full, "\(form)")
    }
}
