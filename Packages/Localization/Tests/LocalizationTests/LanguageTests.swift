import Testing
import Localization

@Suite("Language resolution: --lang, then LC_ALL / LC_MESSAGES / LANG, then English")
struct LanguageTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var flag: String?
        var environment: [String: String]
        var expected: Language
        var testDescription: String { "flag \(flag ?? "nil"), env \(environment) → \(expected)" }
    }

    @Test(arguments: [
        Case(flag: "de", environment: [:], expected: .de),
        Case(flag: "en", environment: ["LANG": "de_DE.UTF-8"], expected: .en),
        Case(flag: "DE", environment: [:], expected: .de),
        Case(flag: "de_AT", environment: [:], expected: .de),
        Case(flag: nil, environment: ["LANG": "de_DE.UTF-8"], expected: .de),
        Case(flag: nil, environment: ["LANG": "de_CH@euro"], expected: .de),
        Case(flag: nil, environment: ["LANG": "en_GB.UTF-8"], expected: .en),
        Case(flag: nil, environment: ["LC_ALL": "de_DE.UTF-8", "LANG": "en_US.UTF-8"], expected: .de),
        Case(flag: nil, environment: ["LC_ALL": "C", "LANG": "de_DE.UTF-8"], expected: .en),
        Case(flag: nil, environment: ["LC_ALL": "", "LANG": "de_DE.UTF-8"], expected: .de),
        Case(flag: nil, environment: ["LC_MESSAGES": "de_DE", "LANG": "en_US"], expected: .de),
        Case(flag: nil, environment: ["LANG": "fr_FR.UTF-8"], expected: .en),
        Case(flag: nil, environment: [:], expected: .en),
    ])
    func resolves(_ row: Case) throws {
        #expect(try Language.resolve(flag: row.flag, environment: row.environment) == row.expected)
    }

    @Test(arguments: ["fr", "", "deutsch", "e"])
    func rejectsUnknownFlag(_ flag: String) {
        #expect(throws: LocalizationError.unknownLanguage(flag)) {
            try Language.resolve(flag: flag, environment: ["LANG": "de_DE"])
        }
    }
}
