// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Localization
import Persistence
import PracticeText
import QuizKit
import Testing
import Wire

/// A style that shows its tones as brackets, so that a test reads which part has which.
let marking = TextStyle(paint: { text, tone in "[\(tone):\(text)]" }, form: { "<" + $0.marked + ">" })

/// "sang" with its irregular a, for "singen · Präteritum Indikativ · ich".
func sang(_ kind: Question.Kind = .typed, person: Person? = .ich) -> Question {
    Question(verb: QuizVerb(infinitive: "singen", gloss: "to sing", rank: 120), conjugationgroup: .präteritumIndikativ,
             person: person, expected: Form(text: "sang", variants: ["sang"], irregularOffsets: [1]), kind: kind)
}

/// The question's rows, the right answer, the correction and the verdict, as a learner reads them.
struct QuestionTextTests {
    let en = PracticeScreens(l: L(.en), settings: Persistence.Settings())

    @Test func theRowsNameTheVerbItsPronounGroupAndProgress() {
        let rows = en.questionRows(sang(), progress: (3, 30))
        #expect(rows.map(\.1) == ["singen", "to sing", "ich", "Preterite Indicative", "3/30"] ||
                rows.map(\.1) == ["singen", "to sing", "ich", "Präteritum Indikativ", "3/30"])
        #expect(rows.count == 5)
        #expect(en.questionRows(sang()).count == 4)
    }

    @Test(arguments: [
        (PracticeScreens.Choices.inline, ["[bold:singen]", "to sing", "[bold:ich]"]),
        (PracticeScreens.Choices.stacked, ["[bold:singen]", "to sing", "[bold:ich]"]),
    ])
    func theOptionsStandOnOneRowOrOneEach(_ choices: PracticeScreens.Choices, _ head: [String]) {
        var screens = en
        screens.style = marking
        let rows = screens.questionRows(sang(.choice(["sang", "singte"])), choices: choices)
        #expect(Array(rows.map(\.1).prefix(3)) == head)
        switch choices {
        case .inline:
            #expect(rows.last?.1.hasPrefix("1) sang   2) singte  [dim:(") == true)
        case .stacked:
            #expect(rows.suffix(2).map(\.1) == ["[cyan:1] sang", "[cyan:2] singte"])
            #expect(rows.suffix(2).map(\.0) == [L(.en).quiz.options, ""])
        }
    }

    @Test(arguments: [(TextStyle.plain, "sAng"), (marking, "<sAng>")])
    func theRightAnswerMarksItsIrregularLetters(_ style: TextStyle, _ shown: String) {
        var screens = en
        screens.style = style
        #expect(screens.answerText(sang()) == shown)
        #expect(screens.answerText(sang(.trueFalse(claim: "singte"))).hasPrefix(shown + " ("))
    }

    @Test(arguments: [("", "—"), ("sang", "sang"), ("\u{1B}[2J", "\\u{1B}[2J")])
    func anAnswerIsShownWithItsControlsEscaped(_ typed: String, _ shown: String) {
        #expect(en.given(typed) == shown || (typed.hasPrefix("\u{1B}") && !en.given(typed).contains("\u{1B}")))
    }

    @Test func aCorrectionSaysWhatWasGivenWhatIsRightAndWhy() {
        let why = Explained(sentence: "singen is strong.", article: "ablaut", title: "Strong verbs")
        let rows = en.correction(sang(), given: "singte", why: why)
        #expect(rows.map(\.1) == ["singte", "sAng", "singen is strong. " + L(.en).explain.see("Strong verbs", slug: "ablaut")])
    }

    @Test func aRightAnswerIsOneGreenLine() {
        var screens = en
        screens.style = marking
        #expect(screens.verdict(sang(), given: "sang", why: nil) == ["[green:✓ \(L(.en).quiz.correct)]"])
    }

    @Test(arguments: [(true, 30), (false, 30), (true, 200)])
    func aWrongAnswerNamesTheFormWithItsPronounAndWrapsWhy(_ wraps: Bool, _ width: Int) {
        var screens = en
        screens.width = width
        screens.wraps = wraps
        let why = Explained(sentence: "singen is a strong verb: its vowel changes in the past.", article: "ablaut",
                            title: "Strong verbs")
        let lines = screens.verdict(sang(), given: "singte", why: why)
        #expect(lines[0].hasPrefix("✗ \(L(.en).quiz.yourAnswer): singte"))
        #expect(lines.joined(separator: " ").split(separator: " ").joined(separator: " ").contains("sAng (ich sang)"))
        #expect(lines.contains { $0.hasPrefix("  \(L(.en).quiz.why): singen") })
        if width == 30 && wraps { #expect(lines.allSatisfy { $0.count <= 30 }) }
        #expect(lines.count > (width == 30 ? 3 : 1))
    }

    @Test(arguments: [(80, 2), (40, 3)])
    func aTableAlignsItsValuesAndWrapsALongOne(_ width: Int, _ count: Int) {
        var screens = en
        screens.width = width
        let lines = screens.table([("Verb", "singen"), ("Why", "a strong verb whose vowel changes in the past")])
        #expect(lines[0] == "Verb: singen")
        #expect(lines[1].hasPrefix("Why:  a strong verb"))
        #expect(lines.count == count)
        // A value's further lines stand under its first word.
        #expect(lines.dropFirst(2).allSatisfy { $0.hasPrefix("      ") && $0.count <= width })
    }
}
