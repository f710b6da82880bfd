// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
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
            case .character("l"):
                quiz.showsLeaderboard.toggle()
                if quiz.showsLeaderboard { effects.append(.loadProgress) }
            case .enter, .character("n"):
                quiz.drill = nil
                startQuiz()
            case .escape:
                if quiz.showsLeaderboard {
                    quiz.showsLeaderboard = false
                } else {
                    quiz.drill = nil
                }
            default: break
            }
            return
        }
        if quiz.setup.isChoosingGroups {
            groupsKey(key)
            return
        }
        switch key {
        case .character("r"):
            if let unfinished = quiz.unfinished { effects.append(.resumeQuiz(unfinished, at: now)) }
        case .character("d"):
            if let unfinished = quiz.unfinished {
                effects.append(.write(.discardQuiz(id: unfinished.summary.id, at: now)))
                quiz.unfinished = nil
                // Another quiz may be unfinished too (one an older version left): offer it
                // at once rather than after the next Enter.
                effects.append(.loadUnfinishedQuiz)
            }
        case .enter, .character("n"):
            if quiz.unfinished != nil {
                message = env.l.quiz.unfinishedPrompt
            } else if quiz.setup.row == .groups && key == .enter {
                quiz.setup.isChoosingGroups = true
            } else {
                startQuiz()
            }
        case .up:
            quiz.setup.row = QuizSetup.Row(rawValue: max(0, quiz.setup.row.rawValue - 1)) ?? .difficulty
        case .down:
            quiz.setup.row = QuizSetup.Row(rawValue: min(QuizSetup.Row.allCases.count - 1, quiz.setup.row.rawValue + 1)) ?? .groups
        case .left: changeSetup(by: -1)
        case .right, .character(" "): changeSetup(by: 1)
        default: break
        }
    }

    /// Changes the selected row of the quiz screen: a setting is saved at once, the
    /// choices for the next quiz only are kept in the state.
    mutating func changeSetup(by step: Int) {
        switch quiz.setup.row {
        case .difficulty: changeSetting("difficulty", by: step)
        case .questions: changeSetting("questions", by: step)
        case .questionTypes: changeSetting("question-types", by: step)
        case .lives:
            let choices = QuizSetup.livesChoices
            let i = choices.firstIndex(of: quiz.setup.lives) ?? 0
            quiz.setup.lives = choices[(i + step + choices.count) % choices.count]
        case .verbs:
            // The frequency bands, then the verbs marked in the list when there are any.
            let bands = Settings.Band.allCases.map(\.rawValue)
            let choices = bands + (markedVerbs.isEmpty ? [] : ["marked"])
            let current = quiz.setup.usesMarkedVerbs && !markedVerbs.isEmpty ? "marked" : settings.band.rawValue
            let i = choices.firstIndex(of: current) ?? 0
            let next = choices[(i + step + choices.count) % choices.count]
            if next == "marked" {
                quiz.setup.usesMarkedVerbs = true
            } else {
                quiz.setup.usesMarkedVerbs = false
                let from = bands.firstIndex(of: settings.band.rawValue) ?? 0
                if let to = bands.firstIndex(of: next), to != from { changeSetting("band", by: to - from) }
            }
        case .groups:
            quiz.setup.isChoosingGroups = true
        }
    }

    /// Keys of the open group list: ↑↓ choose, space toggles, a asks the difficulty's
    /// groups again, Enter or Esc closes it.
    mutating func groupsKey(_ key: Key) {
        let groups = Conjugationgroup.allCases
        var chosen = quiz.setup.groups ?? Set(defaultGroups)
        switch key {
        case .up: quiz.setup.groupSelection = max(0, quiz.setup.groupSelection - 1)
        case .down: quiz.setup.groupSelection = min(groups.count - 1, quiz.setup.groupSelection + 1)
        case .character(" "), .right, .left:
            let group = groups[min(quiz.setup.groupSelection, groups.count - 1)]
            if chosen.contains(group) { chosen.remove(group) } else { chosen.insert(group) }
            quiz.setup.groups = chosen == Set(defaultGroups) || chosen.isEmpty ? nil : chosen
        case .character("a"):
            quiz.setup.groups = nil
        case .enter, .escape:
            quiz.setup.isChoosingGroups = false
        default: break
        }
    }

    /// The groups a quiz of the difficulty asks, participles included.
    var defaultGroups: [Conjugationgroup] {
        quizDifficulty.conjugationgroups + [.perfektpartizip, .präsenspartizip]
    }

    /// The difficulty the settings ask for.
    var quizDifficulty: QuizKit.Difficulty { settings.difficulty }

    /// Asks for a new quiz as the settings and the quiz screen say (30 questions of the 500
    /// most frequent verbs unless chosen otherwise), or over one verb's weak spots (`w` on
    /// the verb screen). Each quiz takes the next seed.
    mutating func startQuiz(verb: String? = nil) {
        var plan = QuizPlan(settings: settings, seed: nextSeed)
        plan.verb = verb
        if verb == nil {
            plan.lives = quiz.setup.lives
            if let groups = quiz.setup.groups { plan.options.groups = Conjugationgroup.allCases.filter(groups.contains) }
            if quiz.setup.usesMarkedVerbs && !markedVerbs.isEmpty { plan.verbs = markedVerbs }
        }
        var seeds = SplitMix64(seed: nextSeed)
        nextSeed = seeds.next()
        effects.append(.startQuiz(plan, at: now))
    }

    /// Rings a cue when the sound setting is on.
    mutating func ring(_ cue: SoundCue) {
        if settings.sound { cues.append(cue) }
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
            // :q gives a quiz up after a yes, as in the command line; it stops a review.
            if isQuiz, case .quiz = drill.kind {
                drill.confirmingQuit = true
                drill.input = ""
                message = env.l.quiz.confirmQuit(answers: drill.session.answeredCount)
            } else {
                leaveReview()
                return
            }
        case .enter:
            // An empty Enter asks again and costs nothing.
            guard !Grading.trimmed(drill.input).isEmpty else { break }
            // "vielleicht" to a true/false question, "5" of four options or an arrow key
            // asks again, saying what counts.
            if let hint = DrillInput(drill.input, to: drill.session.current).hint(env.l) {
                drill.input = ""
                message = hint
                break
            }
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

    /// The answer to a yes-or-no question: giving the quiz up, deleting quizzes.
    mutating func confirmKey(_ key: Key) {
        let yes: Bool
        switch key {
        case .character(let c): yes = Grading.truth(String(c)) == true
        default: yes = false
        }
        if screen == .quiz, var drill = quiz.drill, drill.confirmingQuit {
            drill.confirmingQuit = false
            if yes, case .quiz(let active) = drill.kind {
                effects += active.quit(at: now).map(Effect.write)
                quiz.drill = nil
                quiz.unfinished = nil
            } else {
                quiz.drill = drill
                message = env.l.quiz.goesOn
            }
            return
        }
        if screen == .progress, let confirmation = progress.confirming {
            progress.confirming = nil
            guard yes else {
                message = env.l.history.nothingDeleted
                return
            }
            switch confirmation {
            case .delete(let id):
                effects.append(.deleteQuiz(id: id))
                message = env.l.history.deleted(Int(id))
            case .reset(let count):
                effects.append(.resetHistory)
                message = env.l.history.resetDone(count)
            }
            if progress.page == .details { progress.page = .history }
        }
    }

    mutating func leaveReview() {
        review.drill = nil
        effects.append(.releaseReview)
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
        ring(answered.answer.isCorrect ? .correct : .wrong)
        drill.last = answered
        drill.explanation = answered.answer.isCorrect ? nil : explanation(answered)
        drill.input = ""
        if drill.isFinished {
            drill.finalElapsed = drill.session.timer.elapsed(at: now)
            effects.append(.loadReviewQueue)
            if case .quiz = drill.kind {
                ring(.finish)
                // XP, level, rating and percentile of the results come with the progress.
                effects.append(.loadProgress)
            }
        }
    }

    /// Why a wrong answer was wrong, from the lexicon's verb.
    func explanation(_ answered: Answered) -> Explanation {
        let question = answered.question
        return Explanation(question, verb: try? env.lexicon.conjugator.verb(question.verb.prompt), given: answered.answer.given)
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
        d.scroll = max(0, min(d.scroll, max(0, d.session.quiz.questions.count + resultsHeaderHeight(d) - bodyHeight)))
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
        self.open(links[number - 1].target)
    }

    /// Follows a link: a verb (in the meaning asked), an article, a verb family (the list
    /// filtered to it), a new quiz; a web page is named for the browser.
    public mutating func open(_ target: LinkTarget) {
        switch target {
        case .verb(let infinitive, let meaning):
            openVerb(infinitive, meaning: meaning ?? 1)
        case .info(let slug):
            if screen != .info { go(to: .info) }
            openArticle(slug)
        case .family(let name):
            go(to: .verbs)
            verbs.family = Family(rawValue: name)
            verbs.query = ""
            verbs.isSearching = false
            refilter()
        case .quiz:
            go(to: .quiz)
            if quiz.drill == nil || quiz.drill?.isFinished == true {
                quiz.drill = nil
                startQuiz()
            }
        case .web(let url):
            message = env.l.dashboard.openInBrowser(url)
        }
    }
}
