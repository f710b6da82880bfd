// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation
import Persistence
import Practice
import QuizKit
import RichText

// The quiz, review and info screens of `reduce`. The quiz and review lifecycle itself is
// Practice's: this only routes keys to it and asks for the writes it returns.
extension State {
    // MARK: - Quiz

    mutating func quizKey(_ key: Key) {
        if let drill = quiz.drill, drill.isFinished {
            switch key {
            case .up, .down, .pageUp, .pageDown: quiz.drill = scrolled(drill, key)
            case .enter, .character("n"):
                quiz.drill = nil
                startQuiz()
            case .escape:
                quiz.drill = nil
            default: break
            }
            return
        }
        switch key {
        case .character("r"):
            if let unfinished = quiz.unfinished { effects.append(.resumeQuiz(unfinished, at: now)) }
        case .character("d"):
            if let unfinished = quiz.unfinished {
                effects.append(.write(.discardQuiz(id: unfinished.summary.id, at: now)))
                quiz.unfinished = nil
            }
        case .enter, .character("n"):
            if quiz.unfinished != nil {
                message = env.l.quiz.unfinishedPrompt
            } else {
                startQuiz()
            }
        default: break
        }
    }

    /// The difficulty the settings ask for.
    var quizDifficulty: QuizKit.Difficulty { QuizKit.Difficulty(settings.difficulty) }

    /// Asks for a new quiz of thirty questions: over the whole lexicon, or over one verb's
    /// weak spots (`w` on the verb screen). Each quiz takes the next seed.
    mutating func startQuiz(verb: String? = nil) {
        let plan = QuizPlan(difficulty: quizDifficulty, seed: nextSeed, thirdPerson: settings.thirdPerson.rawValue,
                            verb: verb)
        var seeds = SplitMix64(seed: nextSeed)
        nextSeed = seeds.next()
        effects.append(.startQuiz(plan, at: now))
    }

    mutating func drillKey(_ key: Key) {
        let isQuiz = screen == .quiz
        guard var drill = isQuiz ? quiz.drill : review.drill else { return }
        switch key {
        case .character(let c):
            if drill.input.count < 64 { drill.input.append(c) }
        case .backspace:
            if !drill.input.isEmpty { drill.input.removeLast() }
        case .control("u"):
            drill.input = ""
        case .enter where DrillCommand(drill.input) == .quit:
            // :q gives a quiz up, as in the command line; it stops a review.
            if isQuiz, case .quiz(let active) = drill.kind {
                effects += active.quit(at: now).map(Effect.write)
                quiz.drill = nil
                quiz.unfinished = nil
            } else {
                leaveReview()
            }
            return
        case .enter:
            guard !Grading.trimmed(drill.input).isEmpty else { break }
            answer(&drill)
        case .escape:
            if isQuiz {
                // Leaving pauses the quiz; it stays in the store, ready to resume.
                if case .quiz(let active) = drill.kind { effects += active.pause(at: now).map(Effect.write) }
                quiz.drill = nil
                effects.append(.loadUnfinishedQuiz)
            } else {
                leaveReview()
            }
            return
        default:
            break
        }
        if isQuiz { quiz.drill = drill } else { review.drill = drill }
    }

    mutating func leaveReview() {
        review.drill = nil
        effects.append(.loadReviewQueue)
    }

    /// Grades the typed answer, asks for it to be committed with its review-queue
    /// change, and rings the bell for a wrong one.
    mutating func answer(_ drill: inout Drill) {
        let answered: Answered?
        switch drill.kind {
        case .quiz(var active):
            answered = active.answer(drill.input, at: now)
            drill.kind = .quiz(active)
        case .review(var reviewing):
            answered = reviewing.answer(drill.input, at: now)?.answered
            drill.kind = .review(reviewing)
        }
        guard let answered else { return }
        effects += answered.writes.map(Effect.write)
        if !answered.answer.isCorrect && settings.sound { bells += 1 }
        drill.last = answered
        drill.input = ""
        if drill.isFinished {
            drill.finalElapsed = drill.session.timer.elapsed(at: now)
            effects.append(.loadReviewQueue)
        }
    }

    func scrolled(_ drill: Drill, _ key: Key) -> Drill {
        var d = drill
        switch key {
        case .up: d.scroll -= 1
        case .down: d.scroll += 1
        case .pageUp: d.scroll -= bodyHeight
        case .pageDown: d.scroll += bodyHeight
        default: break
        }
        d.scroll = max(0, min(d.scroll, max(0, d.session.quiz.questions.count + resultsHeader - bodyHeight)))
        return d
    }

    // MARK: - Review

    /// Forms due now.
    public var dueReviews: [ReviewEntry] { review.queue.filter { $0.dueAt <= now } }

    mutating func reviewKey(_ key: Key) {
        if let drill = review.drill, drill.isFinished {
            switch key {
            case .up, .down, .pageUp, .pageDown: review.drill = scrolled(drill, key)
            case .enter, .escape: leaveReview()
            default: break
            }
            return
        }
        let d = env.l.dashboard
        switch key {
        case .enter:
            let due = dueReviews
            if due.isEmpty {
                message = review.queue.isEmpty ? d.reviewEmpty : d.nothingDue
            } else {
                effects.append(.startReview(due, difficulty: quizDifficulty, at: now))
            }
        case .character("a"):
            if review.queue.isEmpty {
                message = d.reviewEmpty
            } else {
                effects.append(.startReview(review.queue, difficulty: quizDifficulty, at: now))
            }
        default: break
        }
    }

    // MARK: - Info

    mutating func infoKey(_ key: Key) {
        if var open = info.open {
            let lines = articleLines(open).count
            switch key {
            case .up: open.scroll -= 1
            case .down: open.scroll += 1
            case .pageUp: open.scroll -= bodyHeight
            case .pageDown, .character(" "): open.scroll += bodyHeight
            case .home: open.scroll = 0
            case .escape, .backspace:
                if !info.linkNumber.isEmpty {
                    info.linkNumber = ""
                } else {
                    info.open = info.trail.popLast()
                }
                return
            case .character(let c) where c.isASCII && c.isNumber:
                guard let digit = c.wholeNumberValue else { return }
                // Up to nine links a digit follows at once; with more, digits build the
                // number and Enter follows it.
                if open.document.links.count < 10 {
                    follow(digit, from: open)
                } else {
                    info.linkNumber = info.linkNumber.count < 2 ? info.linkNumber + String(digit) : String(digit)
                }
                return
            case .enter:
                if let n = Int(info.linkNumber) { follow(n, from: open) }
                info.linkNumber = ""
                return
            default: break
            }
            open.scroll = max(0, min(open.scroll, max(0, lines - (bodyHeight - 2))))
            info.open = open
            return
        }
        switch key {
        case .up: info.selection = max(0, info.selection - 1)
        case .down: info.selection = min(max(0, info.entries.count - 1), info.selection + 1)
        case .home: info.selection = 0
        case .end: info.selection = max(0, info.entries.count - 1)
        case .enter:
            if info.entries.indices.contains(info.selection) { openArticle(info.entries[info.selection].slug) }
        default: break
        }
    }

    /// Opens an article; the one open before goes on the trail for Esc.
    public mutating func openArticle(_ slug: String) {
        switch env.articles.document(slug) {
        case .success(let document):
            if let current = info.open { info.trail.append(current) }
            // konjugieren://info/N names the article by its place in the list.
            let entry = info.entries.first { $0.slug == slug }
                ?? Int(slug).flatMap { info.entries.indices.contains($0) ? info.entries[$0] : nil }
            let title = entry?.title ?? slug
            info.open = InfoPage.Open(slug: slug, title: title, document: document)
            info.linkNumber = ""
        case .failure(let error):
            message = error.sentence(env.l)
        }
    }

    mutating func follow(_ number: Int, from open: InfoPage.Open) {
        let links = open.document.links
        guard number >= 1, number <= links.count else {
            message = env.l.dashboard.noSuchLink(number)
            return
        }
        switch links[number - 1].target {
        case .verb(let infinitive):
            openVerb(infinitive)
        case .info(let slug):
            openArticle(slug)
        case .web(let url):
            message = env.l.dashboard.openInBrowser(url)
        }
    }
}
