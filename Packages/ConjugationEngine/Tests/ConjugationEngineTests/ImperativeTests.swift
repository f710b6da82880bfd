import Testing
import ConjugationEngine

/// The Imperativ as it is said: wir and Sie after the verb, the reflexive pronoun and the
/// particle in their places. The stored slots keep the contract's pronoun-free forms.
struct ImperativeTests {
    @Test(arguments: [
        ("sich waschen", Person.du, ["wasche dich!", "wasch dich!"]),
        ("sich waschen", .wir, ["waschen wir uns!"]),
        ("sich waschen", .ihr, ["wascht euch!"]),
        ("sich waschen", .formal, ["waschen Sie sich!"]),
        ("ankommen", .du, ["komm an!", "komme an!"]),
        ("ankommen", .wir, ["kommen wir an!"]),
        ("ankommen", .formal, ["kommen Sie an!"]),
        ("sich anmelden", .formal, ["melden Sie sich an!"]),
        ("sich anmelden", .wir, ["melden wir uns an!"]),
        ("singen", .du, ["singe!", "sing!"]),
        ("singen", .wir, ["singen wir!"]),
        ("sein", .formal, ["seien Sie!"]),
        ("geben", .du, ["gib!"]),
        ("wiederaufbauen", .ihr, ["baut wieder auf!"]),
        ("vermögen", .wir, ["vermögen wir!"]),
        ("bedanken", .formal, ["bedanken Sie sich!"]),
    ])
    func spoken(_ infinitive: String, _ person: Person, _ expected: [String]) throws {
        let form = try grammarConjugator.verb(infinitive).spokenImperative(person)
        #expect(form.variants == expected)
    }

    @Test func theStoredSlotsStayPronounFree() throws {
        let waschen = try grammarConjugator.verb("sich waschen")
        #expect(waschen.form(.imperativ, .wir).text == "waschen uns")
        #expect(try grammarConjugator.verb("singen").form(.imperativ, .formal).text == "singen")
    }

    @Test func irregularLettersKeepTheirPlace() throws {
        #expect(try grammarConjugator.verb("geben").spokenImperative(.du).marked == "gIb!")
        #expect(try grammarConjugator.verb("sehen").spokenImperative(.du).marked == "sIEh!")
    }

    @Test(arguments: [("können", Person.du), ("können", .wir), ("singen", .ich), ("singen", .erSieEs), ("singen", .sie), ("vermögen", .du)])
    func absentWhereThereIsNone(_ infinitive: String, _ person: Person) throws {
        #expect(!(try grammarConjugator.verb(infinitive).spokenImperative(person).exists))
    }
}
