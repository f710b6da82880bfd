// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Testing
@testable import Localization

/// The catalog's own JSON reader against Foundation's, and on the text JSON allows.
struct JSONReaderTests {
    @Test(arguments: [
        (#"{"a":"x\"y\\z\/\n\t\u00e4\ud83d\ude00"}"#, "x\"y\\z/\n\tä😀"),
        (#"{"a":"Grüße „so“"}"#, "Grüße „so“"),
        (#"  { "a" : "" }  "#, ""),
    ])
    func stringsAreUnescaped(_ json: String, _ expected: String) throws {
        let value = try JSONReader.parse(Array(json.utf8))
        #expect(value["a"]?.string == expected)
    }

    @Test func valuesOfEveryKind() throws {
        let value = try JSONReader.parse(Array(#"{"o":{"k":[1,-2.5e3,true,false,null,"s"]},"e":{},"l":[]}"#.utf8))
        #expect(value["o"]?["k"] == .array([.number(1), .number(-2500), .bool(true), .bool(false), .null, .string("s")]))
        #expect(value["e"] == .object([]))
        #expect(value["l"] == .array([]))
    }

    @Test(arguments: [#"{"a":}"#, #"{"a":"x}"#, #"{"a":"\q"}"#, #"{"a":"\ud800"}"#, "[1,]", "{} x", "", "[[[[", "\"a\nb\""])
    func malformedTextIsRefused(_ json: String) {
        #expect(throws: JSONReader.Failure.self) { try JSONReader.parse(Array(json.utf8)) }
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONReader.Failure.self) { try JSONReader.parse(Array(deep.utf8)) }
    }

    /// The catalog as `Catalog.bundled` reads it, a key when it is asked for, holds what
    /// the catalog read in full holds, key for key.
    @Test func theIndexedCatalogHoldsWhatTheParsedOneHolds() throws {
        let url = try #require(Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings"))
        let bytes = [UInt8](try Data(contentsOf: url))
        let parsed = try Catalog(data: Data(bytes))
        let indexed = try Catalog(indexing: bytes)
        for key in ["cli.error.articleMarkup", "explain.group.präsensIndikativ", "quiz.points", "no.such.key"] {
            for language in Language.allCases {
                #expect(indexed.string(key, language, [.int(2)]) == parsed.string(key, language, [.int(2)]))
            }
        }
        #expect(indexed.entries == parsed.entries)
        #expect(Catalog.bundled == parsed)
    }

    @Test(arguments: [
        // A value that does not parse is missing (its key shows); the others still read.
        (#"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":{"stringUnit":{"value":"A"}}}},"b":{"localizations":[1,]}}}"#, "A", "b"),
        (#"{"sourceLanguage":"en","strings":{"b":{"localizations":{"en":{"stringUnit":{"value":7}}}},"a":{"localizations":{"en":{"stringUnit":{"value":"A"}}}}}}"#, "A", "b"),
    ])
    func anIndexedValueThatDoesNotParseIsMissing(_ text: String, _ a: String, _ b: String) throws {
        let catalog = try Catalog(indexing: Array(text.utf8))
        #expect(catalog.string("a", .en) == a)
        #expect(catalog.string("b", .en) == b)
    }

    @Test(arguments: [
        #"{"sourceLanguage":"en","strings":{"a":{"x":"unterminated}}}"#,
        #"{"sourceLanguage":"en","strings":{"a":{]}}"#,
        #"{"sourceLanguage":"en","strings":{"a":[1}}}"#,
        #"{"strings":{}}"#,
        #"{"sourceLanguage":"en"}"#,
        #"{"sourceLanguage":"en","strings":{}} trailing"#,
        "",
    ])
    func anIndexedCatalogWithoutItsShapeIsRefused(_ text: String) {
        #expect(throws: LocalizationError.self) { try Catalog(indexing: Array(text.utf8)) }
    }

    /// The shipped catalog reads the same through this reader as through Foundation.
    @Test func theCatalogReadsAsFoundationReadsIt() throws {
        let url = try #require(Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings"))
        let data = try Data(contentsOf: url)
        let catalog = try Catalog(data: data)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try #require(object["strings"] as? [String: Any])
        #expect(catalog.entries.count == strings.count)
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for language in Language.allCases {
                guard let localization = localizations[language.rawValue] as? [String: Any] else { continue }
                if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
                    #expect(catalog.entries[key]?[language] == .text(value), "\(key) \(language)")
                }
            }
        }
    }
}
