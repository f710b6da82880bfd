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
