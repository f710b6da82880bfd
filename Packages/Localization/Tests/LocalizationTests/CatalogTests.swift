import Foundation
import Testing
import Localization

@Suite("The bundled catalog is complete and consistent")
struct CatalogTests {
    let catalog: Catalog

    init() throws {
        catalog = try Catalog.loadBundled()
    }

    @Test func catalogIsNotEmpty() {
        #expect(catalog.entries.count == L.Key.allCases.count)
    }

    @Test("Every key used in code exists in the catalog", arguments: L.Key.allCases)
    func keyUsedInCodeExists(_ key: L.Key) {
        #expect(catalog.entries[key.rawValue] != nil, "\(key.rawValue) is missing from Localizable.xcstrings")
    }

    @Test("Every catalog key has both English and German")
    func everyKeyHasBothLanguages() {
        for (key, values) in catalog.entries.sorted(by: { $0.key < $1.key }) {
            for language in Language.allCases {
                let value = values[language]
                #expect(value != nil, "\(key) lacks \(language)")
                if let value {
                    #expect(value.templates.allSatisfy { !$0.isEmpty }, "\(key) has an empty \(language) text")
                }
            }
        }
    }

    @Test("Every catalog key is reachable through `Key`")
    func noOrphanKeys() {
        let known = Set(L.Key.allCases.map(\.rawValue))
        for key in catalog.entries.keys.sorted() {
            #expect(known.contains(key), "\(key) is in the catalog but not in L.Key")
        }
    }

    @Test("Placeholder counts and kinds agree between languages and plural variants")
    func placeholdersAgree() {
        for (key, values) in catalog.entries.sorted(by: { $0.key < $1.key }) {
            var signatures: [String: [[Int: Character]]] = [:]
            for (language, value) in values {
                // A "one" variant may spell its number out ("deiner einen Antwort") rather
                // than print it: it is compared without its placeholders when it has none.
                if case .plural(let variants) = value {
                    signatures[language.rawValue] = variants.sorted { $0.key < $1.key }.compactMap { name, template in
                        let signature = Self.signature(template)
                        return name == "one" && signature.isEmpty ? nil : signature
                    }
                } else {
                    signatures[language.rawValue] = value.templates.map(Self.signature)
                }
            }
            let all = signatures.values.flatMap { $0 }
            guard let first = all.first else { continue }
            for other in all {
                #expect(other == first, "\(key): placeholders differ: \(signatures)")
            }
        }
    }

    @Test("Plural entries offer `one` and `other` in both languages")
    func pluralsHaveOneAndOther() {
        for (key, values) in catalog.entries {
            for (language, value) in values {
                if case .plural(let variants) = value {
                    #expect(variants["one"] != nil && variants["other"] != nil, "\(key) \(language)")
                }
            }
        }
    }

    @Test("Every key used in the package's sources is a case of Key")
    func sourceKeysExist() throws {
        // Accessors go through `Key` cases, so the compiler checks them; this checks
        // that nothing reaches the catalog with a raw string literal behind its back.
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Localization")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") && $0 != "L+Key.swift" }
        #expect(!files.isEmpty)
        let known = Set(L.Key.allCases.map(\.rawValue))
        let pattern = try NSRegularExpression(pattern: #"\.(cli|quiz|history|leaderboard|settings|dashboard)[A-Z][A-Za-z]*"#)
        let caseNames = Set(L.Key.allCases.map { "\($0)" })
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range, in: text) else { continue }
                let name = String(text[range].dropFirst())
                #expect(caseNames.contains(name), "\(file) uses .\(name), which is no L.Key")
            }
        }
        #expect(known.count == L.Key.allCases.count)
    }

    static func signature(_ template: String) -> [Int: Character] {
        var result: [Int: Character] = [:]
        for placeholder in Catalog.placeholders(in: template) {
            // %d, %ld, %lld and %i are all integers.
            let kind: Character = placeholder.conversion == "@" || placeholder.conversion == "s" ? "@" : "d"
            result[placeholder.position] = kind
        }
        return result
    }
}

@Suite("Keys named as strings anywhere in the repository exist")
struct RepositoryKeyTests {
    /// Front ends should use the typed accessors or `Key` cases; where one reaches the
    /// catalog with a string instead (`catalog.string("quiz.score", …)`,
    /// `L.Key(rawValue: "quiz.score")`), the key must still exist.
    @Test func rawKeysInSourcesExist() throws {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let known = Set(L.Key.allCases.map(\.rawValue))
        let pattern = try NSRegularExpression(pattern: #"(?:catalog\.string\(|Key\(rawValue:\s*)"([A-Za-z]+\.[A-Za-z.]+)""#)
        var scanned = 0
        for directory in ["Apps", "Packages"] {
            let root = repository.appendingPathComponent(directory)
            guard let files = FileManager.default.enumerator(atPath: root.path) else { continue }
            for case let path as String in files where path.hasSuffix(".swift") && !path.contains(".build") {
                let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                scanned += 1
                for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    guard let range = Range(match.range(at: 1), in: text) else { continue }
                    #expect(known.contains(String(text[range])), "\(directory)/\(path) uses unknown key \(text[range])")
                }
            }
        }
        #expect(scanned > 0, "no Swift sources found under \(repository.path)")
    }
}
