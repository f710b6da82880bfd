// SPDX-License-Identifier: GPL-3.0-or-later
import Articles
import Localization
import QuizKit
import RichText
import Wire

// A question on screen, and what follows an answer: the verdict, the correction and why.

extension PracticeScreens {
    /// How a multiple-choice question lists its options.
    public enum Choices: Sendable {
        /// On one row, numbered "1) sang", with a hint how to answer (the command line).
        case inline
        /// One option a row, the number in cyan: four Ridiculous forms ("würden datiert
        /// worden sein") side by side do not fit 80 columns (the dashboard).
        case stacked
    }

    /// The rows every question screen starts with: verb, translation, pronoun, group, the
    /// progress ("3/30") when `progress` is given, and the options of a multiple-choice
    /// question or the claim of a true/false one.
    public func questionRows(_ question: Question, progress: (position: Int, total: Int)? = nil,
                             choices: Choices = .inline) -> [(String, String)] {
        let q = l.quiz
        var rows = [
            (q.verb, style.bold(question.verb.prompt)),
            (q.translation, question.verb.gloss.isEmpty ? "—" : question.verb.gloss),
            (q.pronoun, question.person == nil ? "—" : style.bold(question.pronoun(thirdPerson: settings.thirdPerson.rawValue))),
            (q.conjugationgroup, settings.groupName(question.conjugationgroup)),
        ]
        if let progress { rows.append((q.progress, q.progressValue(progress.position, of: progress.total))) }
        switch question.kind {
        case .typed:
            break
        case .choice(let options):
            switch choices {
            case .inline:
                let numbered = options.enumerated().map { "\($0.offset + 1)) " + $0.element }
                rows.append((q.options, numbered.joined(separator: "   ") + "  " + style.dim("(" + q.optionsHint + ")")))
            case .stacked:
                for (i, option) in options.enumerated() {
                    rows.append((i == 0 ? q.options : "", style.cyan("\(i + 1)") + " " + option))
                }
            }
        case .trueFalse(let claim):
            rows.append((q.claim, q.claimValue(claim)))
        }
        return rows
    }

    /// The right answer as a result shows it: the form, highlighted; for a true/false
    /// question also whether the claim was right.
    public func answerText(_ question: Question) -> String {
        if case .trueFalse(let claim) = question.kind {
            return style.form(question.spokenExpected) + " (" + l.quiz.claimWas(claim, right: question.claimIsTrue == true) + ")"
        }
        return style.form(question.spokenExpected)
    }

    /// An answer as typed, for the screen: "—" for none, control characters escaped so
    /// that a pasted "\u{1B}[2J" cannot clear the screen (unless `escapes` is false, for
    /// input that cannot hold them).
    public func given(_ text: String, escapes: Bool = true) -> String {
        text.isEmpty ? "—" : escapes ? text.escapingControls() : text
    }

    /// "Last answer: x", "Correct answer: sAng" and why, after a wrong answer.
    public func correction(_ question: Question, given text: String, why: Explained? = nil) -> [(String, String)] {
        var rows = [(l.quiz.lastAnswer, style.yellow(given(text))),
                    (l.quiz.correctAnswer, answerText(question))]
        if let why { rows.append((l.quiz.why, explain(why))) }
        return rows
    }

    /// The explanation in one line with the article that covers the rule, the pointer dimmed.
    public func explain(_ said: Explained) -> String {
        said.sentence + " " + style.dim(l.explain.see(said.title, slug: said.article))
    }

    /// The verdict on one answer, printed right after it: "✓ Correct", or "✗ Your answer:
    /// x · Correct answer: haben (wir haben)", then why, wrapped at word boundaries to the
    /// width with its continuation lines under the explanation's first word.
    public func verdict(_ question: Question, given text: String, why said: Explained?) -> [String] {
        let q = l.quiz
        guard let said else { return [style.green("✓ " + q.correct)] }
        var right = answerText(question)
        // "haben (wir haben)": the form with its pronoun, unless the form says it already (waschen Sie sich).
        if question.person != nil, case .typed = question.kind {
            let pronoun = question.pronoun(thirdPerson: settings.thirdPerson.rawValue)
            let form = question.spokenExpected.text
            if !form.split(separator: " ").contains(where: { pronoun.split(separator: "/").contains($0) }) {
                right += " (" + pronoun + " " + form + ")"
            }
        }
        let label = "  " + q.why + ": "
        // The verdict's further lines hang where the Why's do, one column for both.
        let verdict = q.yourAnswer + ": " + style.yellow(given(text)) + " · " + q.correctAnswer + ": " + right
        let hang = String(repeating: " ", count: DisplayWidth.of(label))
        var lines = wraps
            ? WordWrap.lines(verdict, width: width, indent: hang.count, firstIndent: 2).enumerated()
                .map { ($0.offset == 0 ? style.red("✗") + " " : hang) + $0.element }
            : [style.red("✗") + " " + verdict]
        let wrapped = WordWrap.lines(said.line(l), width: width, indent: hang.count)
        for (i, line) in wrapped.enumerated() { lines.append((i == 0 ? label : hang) + line) }
        return lines
    }
}

extension Explained {
    /// Practice's explanation in the language of `l`, with the title of its article from
    /// `library` (the slug when the library lacks it).
    public init(_ explanation: Explanation, _ l: L, library: Library?) {
        self.init(explanation, l, title: library?.entry(explanation.article)?.title(l.language) ?? explanation.article)
    }
}
