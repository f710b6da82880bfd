// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
import VerbData
import Wire

/// The lexicon's lines as VerbData writes them (for the CLI and the server alike) read into
/// the protocol's types, and are written back by `JSONWriter` byte for byte.
struct LexiconLineTests {
    static let lexicon = try? Lexicon.bundled()

    func lines(_ write: (inout JSONLines) -> Void) -> [Data] {
        var json = JSONLines()
        write(&json)
        return json.bytes.split(separator: UInt8(ascii: "\n")).map { Data($0) }
    }

    @Test(arguments: ["sing", "hängen", "freuen", "bedanken", "kommen"])
    func searchListings(_ query: String) throws {
        let lexicon = try #require(Self.lexicon)
        let found = lines { json in
            for item in lexicon.search(query).prefix(20) {
                json.listing(item, ablautSeries: lexicon.ablautSeries(of: item.entry, meaning: item.meaning))
            }
        }
        #expect(!found.isEmpty)
        for line in found {
            let listing = try JSONDecoder().decode(Listing.self, from: line)
            #expect(JSONWriter().bytes(listing) == Array(line), "\(String(decoding: line, as: UTF8.self))")
        }
    }

    @Test(arguments: ["ging", "gesungen", "kam an", "wäscht"])
    func lookupMatches(_ form: String) throws {
        let lexicon = try #require(Self.lexicon)
        let index = lexicon.formIndex()
        let found = lines { json in for m in index.lookup(form).prefix(20) { json.formMatch(m, query: form) } }
        #expect(!found.isEmpty)
        for line in found {
            let match = try JSONDecoder().decode(FormMatch.self, from: line)
            #expect(JSONWriter().bytes(match) == Array(line), "\(String(decoding: line, as: UTF8.self))")
        }
    }

    @Test func missesAndErrors() throws {
        let miss = lines { $0.formMiss(query: "xyz\u{1B}", message: "not a form") }[0]
        #expect(JSONWriter().bytes(try JSONDecoder().decode(FormMiss.self, from: miss)) == Array(miss))
        let error = lines { $0.error(input: "Singen!", message: "„!“ …") }[0]
        #expect(JSONWriter().bytes(try JSONDecoder().decode(VerbError.self, from: error)) == Array(error))
    }
}
