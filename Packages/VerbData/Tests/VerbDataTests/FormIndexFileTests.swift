// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Testing
@testable import VerbData

/// The prebuilt reverse index shipped beside the lexicon (`form-index.tsv`) is exactly the
/// index the engine builds from the lexicon today: a change of the lexicon or of a rule
/// that changes a form fails here until the file is written again, with
/// `KONJUGIEREN_RECORD_FORM_INDEX=1 swift test --filter FormIndexFileTests` (never under CI).
struct FormIndexFileTests {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/VerbData/Resources/\(ShippedForms.fileName)")

    /// The index built in memory, as the engine makes it now.
    static let built: Lexicon.FormIndex? = (try? Lexicon.bundled()).map { Lexicon.FormIndex($0, shipped: nil) }

    @Test func theShippedFileIsTheIndexTheEngineBuilds() throws {
        let built = try #require(FormIndexFileTests.built)
        let fresh = built.serialized()
        let environment = ProcessInfo.processInfo.environment
        if environment["KONJUGIEREN_RECORD_FORM_INDEX"] == "1" && environment["CI"] == nil {
            try Data(fresh).write(to: FormIndexFileTests.file)
            Issue.record("\(ShippedForms.fileName) written; run the tests again")
            return
        }
        let shipped = try Data(contentsOf: FormIndexFileTests.file)
        if Array(shipped) != fresh {
            let want = String(decoding: fresh, as: UTF8.self).split(separator: "\n")
            let have = String(decoding: shipped, as: UTF8.self).split(separator: "\n")
            let first = zip(want, have).enumerated().first { $0.element.0 != $0.element.1 }
            Issue.record("""
                \(ShippedForms.fileName) is stale (\(have.count) lines, the engine makes \(want.count)); first difference, \
                line \((first?.offset ?? min(want.count, have.count)) + 1): \
                file '\(first?.element.1 ?? "")', engine '\(first?.element.0 ?? "")'. \
                Write it again with KONJUGIEREN_RECORD_FORM_INDEX=1.
                """)
        }
        let prebuilt = try Lexicon.bundled().formIndex().isPrebuilt
        #expect(prebuilt, "the shipped lexicon does not use its prebuilt index")
    }

    @Test(arguments: [
        "ging", "kam an", "ankam", "angekommen", "anzukommen", "habe gesungen", "gesungen habe", "wog", "hängte",
        "hing", "ich freue mich", "werde angekommen sein", "schwamm zurück", "zurückgeschwommen", "baue wieder auf",
        "haengte", "mißverstand", "bekam", "erkannt", "anerkannt", "gingte", "xyzzy", "sang", "singt", "sei", "bin",
        "war", "hatte", "würde", "wüsste", "möchte", "lass", "iss", "sieh", "gib", "zerging", "überzusetzen",
    ])
    func thePrebuiltIndexAnswersAsTheBuiltOne(_ query: String) throws {
        let built = try #require(FormIndexFileTests.built)
        let shipped = try Lexicon.bundled().formIndex()
        let prebuilt = shipped.isPrebuilt
        try #require(prebuilt, "the shipped lexicon does not use its prebuilt index")
        let fromFile = shipped.lookup(query), fromEngine = built.lookup(query)
        #expect(fromFile == fromEngine)
        let counts = (shipped.formCount, shipped.entryCount), builtCounts = (built.formCount, built.entryCount)
        #expect(counts == builtCounts)
    }

    @Test func anIndexOfOtherDataIsNotUsed() throws {
        let data = try Data(contentsOf: FormIndexFileTests.file)
        let lexicon = try Lexicon.bundled()
        let digest = try #require(lexicon.digest)
        #expect(ShippedForms(data: data, digest: digest, entries: lexicon.entries.count) != nil)
        #expect(ShippedForms(data: data, digest: digest &+ 1, entries: lexicon.entries.count) == nil)
        #expect(ShippedForms(data: Data("garbage\n".utf8), digest: digest, entries: lexicon.entries.count) == nil)
        // A lexicon built in code has no digest, so it builds its own index.
        let small = Lexicon(entries: Array(lexicon.entries.prefix(50)), principalParts: lexicon.principalParts)
        #expect(small.digest == nil)
        let prebuilt = small.formIndex().isPrebuilt
        #expect(!prebuilt)
        #expect(small.formIndex().lookup("aalte").first?.infinitive == "aalen")
    }

    @Test(arguments: [
        // A line is found by its whole form, never by a prefix of it or a longer one.
        ("ging", true), ("gin", false), ("gingen", true), ("gingenx", false), ("", false), ("\u{FFFF}", false),
    ])
    func binarySearchFindsWholeFormsOnly(_ form: String, _ found: Bool) throws {
        let loaded = ShippedForms.load(for: try Lexicon.bundled())
        try #require(loaded != nil, "no prebuilt index")
        let hits = loaded?.hits(form) ?? []
        #expect(!hits.isEmpty == found)
    }
}
