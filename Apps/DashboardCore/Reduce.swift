// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Persistence
import QuizKit
import RichText
import VerbData

/// The next state after `event`. Everything outside the state (store, clock,
/// lexicon, articles) is reached through `state.env`, so with test clients the
/// result depends on the arguments alone.
///
/// ```swift
/// var state = State(environment: environment, size: Size(columns: 80, rows: 24))
/// for key: Key in [.character("/"), .character("s"), .character("i"), .enter] {
///     state = reduce(state, .key(key))    // search "si", open the first match
/// }
/// state.screen                            // .verb: the most frequent verb starting with "si"
/// ```
public func reduce(_ state: State, _ event: Event) -> State {
    var s = state
    s.now = s.env.clock.now()
    switch event {
    case .tick:
        break
    case .resize(let size):
        s.size = size
        s.keepSelectionVisible()
    case .key(let key):
        s.message = nil
        s.handle(key)
    }
    return s
}

extension State {
    /// Whether keys go into a text field (the search, a quiz answer) rather than being commands.
    public var isTyping: Bool {
        switch screen {
        case .verbs: return verbs.isSearching
        case .quiz: return quiz.drill.map { !$0.isFinished } ?? false
        case .review: return review.drill.map { !$0.isFinished } ?? false
        default: return false
        }
    }

    mutating func handle(_ key: Key) {
        if key == .control("c") || key == .control("d") && !isTyping {
            prepareToQuit()
            return
        }
        if showsHelp {
            showsHelp = false
            return
        }
        if !size.fitsMinimum {
            // Only quitting makes sense on a screen too small to draw.
            if key == .character("q") || key == .escape { prepareToQuit() }
            return
        }
        if isTyping {
            switch screen {
            case .verbs: searchKey(key)
            case .quiz, .review: drillKey(key)
            default: break
            }
            return
        }
        switch key {
        case .character("?"):
            showsHelp = true
            return
        case .character("q"):
            if screen.isMain { prepareToQuit() } else { goBack() }
            return
        case .tab:
            go(to: Screen.main[((Screen.main.firstIndex(of: mainScreen) ?? 0) + 1) % Screen.main.count])
            return
        case .backTab:
            let i = Screen.main.firstIndex(of: mainScreen) ?? 0
            go(to: Screen.main[(i + Screen.main.count - 1) % Screen.main.count])
            return
        case .character("/"):
            go(to: .verbs)
            verbs.isSearching = true
            return
        default:
            break
        }
        if key == .escape, screen.isMain, screen != .verbs, info.open == nil || screen != .info,
           quiz.drill == nil || screen != .quiz, review.drill == nil || screen != .review {
            // Esc on a main screen with nothing open inside it goes back to the verb list.
            go(to: .verbs)
            return
        }
        switch screen {
        case .verbs: verbsKey(key)
        case .verb: verbKey(key)
        case .quiz: quizKey(key)
        case .review: reviewKey(key)
        case .info: infoKey(key)
        case .progress: break
        case .settings: settingsKey(key)
        }
    }

    /// The main screen the current one belongs to.
    var mainScreen: Screen { screen.isMain ? screen : (backStack.last(where: \.isMain) ?? .verbs) }

    /// Switches to a main screen, loading what it shows.
    public mutating func go(to target: Screen) {
        backStack = []
        screen = target
        switch target {
        case .quiz:
            if quiz.drill == nil { checkUnfinishedQuiz() }
        case .review:
            if review.drill == nil, let queue = attempt({ try $0.reviewQueue() }) { review.queue = queue }
        case .info:
            if !info.loaded {
                info.entries = env.articles.entries()
                info.loaded = true
            }
        case .progress:
            loadProgress()
        case .verbs, .settings, .verb:
            break
        }
    }

    mutating func goBack() {
        if let previous = backStack.popLast() {
            screen = previous
        } else if !screen.isMain {
            screen = .verbs
        }
    }

    mutating func prepareToQuit() {
        // Pausing keeps the quiz resumable: the answers are already committed.
        if let drill = quiz.drill, !drill.isFinished, case .quiz(let id) = drill.kind {
            let elapsed = drill.session.timer.elapsed(at: now)
            attempt { try $0.saveElapsed(elapsed, id) }
        }
        shouldQuit = true
    }

    /// Runs a store operation; a failure goes to the status line and the error log.
    @discardableResult
    mutating func attempt<T>(_ body: (StoreClient) throws -> T) -> T? {
        do {
            return try body(env.store)
        } catch {
            let text = DashboardError.store((error as? PersistenceError).map(sentence) ?? "\(error)").sentence
            env.store.logError(now, text)
            message = text
            return nil
        }
    }

    func groupName(_ group: Conjugationgroup) -> String {
        settings.groupLanguage == .english ? group.englishName : group.germanName
    }

    // MARK: - Verb list

    mutating func verbsKey(_ key: Key) {
        switch key {
        case .up, .down, .pageUp, .pageDown, .home, .end: moveSelection(key)
        case .enter: openSelectedVerb()
        case .character("s"):
            verbs.order = verbs.order == .frequency ? .alphabet : .frequency
            refilter()
        case .character("f"):
            let cycle: [Family?] = [nil] + Family.allCases.map(Optional.some)
            let i = cycle.firstIndex(of: verbs.family) ?? 0
            verbs.family = cycle[(i + 1) % cycle.count]
            refilter()
        case .escape:
            if !verbs.query.isEmpty {
                verbs.query = ""
                refilter()
            }
        default: break
        }
    }

    mutating func searchKey(_ key: Key) {
        switch key {
        case .character(let c):
            guard verbs.query.count < 40 else { return }
            verbs.query.append(c)
            refilter()
        case .backspace:
            if !verbs.query.isEmpty {
                verbs.query.removeLast()
                refilter()
            }
        case .control("u"):
            verbs.query = ""
            refilter()
        case .escape:
            verbs.isSearching = false
            verbs.query = ""
            refilter()
        case .enter:
            verbs.isSearching = false
            openSelectedVerb()
        case .up, .down, .pageUp, .pageDown:
            moveSelection(key)
        default:
            break
        }
    }

    mutating func refilter() {
        verbs.matches = env.catalog.search(verbs.query, family: verbs.family, order: verbs.order)
        verbs.selection = 0
        verbs.top = 0
    }

    /// Rows of the verb list on screen.
    var listHeight: Int { max(1, bodyHeight - 2) }

    mutating func moveSelection(_ key: Key) {
        let count = verbs.matches.count
        guard count > 0 else { return }
        var i = verbs.selection
        switch key {
        case .up: i -= 1
        case .down: i += 1
        case .pageUp: i -= listHeight
        case .pageDown: i += listHeight
        case .home: i = 0
        case .end: i = count - 1
        default: break
        }
        verbs.selection = min(max(0, i), count - 1)
        keepSelectionVisible()
    }

    mutating func keepSelectionVisible() {
        let h = listHeight
        if verbs.selection < verbs.top { verbs.top = verbs.selection }
        if verbs.selection >= verbs.top + h { verbs.top = verbs.selection - h + 1 }
        verbs.top = max(0, min(verbs.top, max(0, verbs.matches.count - h)))
    }

    mutating func openSelectedVerb() {
        guard verbs.matches.indices.contains(verbs.selection) else { return }
        openVerb(env.catalog.rows[verbs.matches[verbs.selection]].infinitive)
    }

    // MARK: - Verb

    /// Opens a verb: conjugates every group once, so that drawing it is cheap.
    public mutating func openVerb(_ infinitive: String) {
        var page = VerbPage(infinitive: infinitive, verb: nil,
                            meanings: env.catalog.lexicon.entries(for: infinitive), groups: [])
        do {
            let verb = try env.catalog.lexicon.conjugator.verb(infinitive)
            page.verb = verb
            page.groups = Conjugationgroup.core.map { ($0, verb.forms($0)) }.filter { !$0.forms.isEmpty }
        } catch {
            page.error = "“\(infinitive)” cannot be conjugated: \(error)"
        }
        verb = page
        if screen != .verb { backStack.append(screen) }
        screen = .verb
    }

    mutating func verbKey(_ key: Key) {
        guard var page = verb else { return goBack() }
        let step = bodyHeight
        switch key {
        case .up: page.scroll -= 1
        case .down: page.scroll += 1
        case .pageUp: page.scroll -= step
        case .pageDown, .character(" "): page.scroll += step
        case .home: page.scroll = 0
        case .escape, .backspace: return goBack()
        case .character("w"):
            return startWeakSpotQuiz(page.infinitive)
        default: break
        }
        page.scroll = max(0, min(page.scroll, max(0, verbLineCount(page) - bodyHeight)))
        verb = page
    }

    // MARK: - Quiz

    mutating func checkUnfinishedQuiz() {
        quiz.unfinished = attempt { try $0.unfinishedQuiz() } ?? nil
        quiz.checked = true
    }

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
            if let unfinished = quiz.unfinished { resume(unfinished) }
        case .character("d"):
            if let unfinished = quiz.unfinished {
                let at = now
                attempt { try $0.discardQuiz(unfinished.summary.id, at) }
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

    var quizDifficulty: QuizKit.Difficulty {
        settings.difficulty == .ridiculous ? .ridiculous : .regular
    }

    /// Weights that favour the groups this learner gets wrong.
    func weights() -> Quiz.Weights {
        var tallies: [Conjugationgroup: (answered: Int, wrong: Int)] = [:]
        for t in (try? env.store.groupTallies()) ?? [] {
            if let group = Conjugationgroup(rawValue: t.conjugationgroup) { tallies[group] = (t.answered, t.wrong) }
        }
        return Quiz.Weights(tallies: tallies)
    }

    /// Starts a new quiz of thirty questions over `source` (the whole lexicon by default).
    public mutating func startQuiz(source: VerbSource? = nil, weights chosen: Quiz.Weights? = nil) {
        let seed = env.seed()
        var rng = SplitMix64(seed: seed)
        let generated = Quiz.generate(difficulty: quizDifficulty, source: source ?? env.catalog.source,
                                      weights: chosen ?? weights(), using: &rng)
        guard !generated.questions.isEmpty else {
            message = "No verbs to ask about."
            return
        }
        let started = now
        let records = generated.questions.enumerated().map { i, q in
            StoredQuestion(position: i, verb: q.verb.infinitive, gloss: q.verb.gloss,
                           conjugationgroup: q.conjugationgroup.rawValue, person: q.person?.id,
                           correctForm: q.expected.text)
        }
        let new = NewQuiz(startedAt: started, difficulty: quizDifficulty.rawValue,
                          thirdPerson: settings.thirdPerson.rawValue, seed: String(seed), questions: records)
        guard let id = attempt({ try $0.startQuiz(new) }) else { return }
        quiz.unfinished = nil
        quiz.drill = Drill(kind: .quiz(id: id), session: QuizSession(quiz: generated, timer: QuizTimer(startedAt: started)))
        backStack = []
        screen = .quiz
    }

    /// A quiz on one verb, its groups weighted by the learner's mistakes, and those
    /// the review queue holds for this verb weighted four times more.
    mutating func startWeakSpotQuiz(_ infinitive: String) {
        checkUnfinishedQuiz()
        if quiz.unfinished != nil {
            go(to: .quiz)
            message = env.l.quiz.unfinishedPrompt
            return
        }
        let row = env.catalog.index[infinitive].map { env.catalog.rows[$0] }
        let verb = QuizVerb(infinitive: infinitive, gloss: row?.gloss ?? "", rank: row?.rank ?? 1)
        let source = VerbSource(verbs: [verb], form: env.catalog.source.form)
        var w = weights()
        for entry in review.queue where entry.verb == infinitive {
            if let group = Conjugationgroup(rawValue: entry.conjugationgroup) {
                w.groups[group] = w.weight(for: group) * 4
            }
        }
        startQuiz(source: source, weights: w)
    }

    mutating func resume(_ stored: StoredQuiz) {
        var questions: [Question] = []
        for record in stored.questions {
            guard let group = Conjugationgroup(rawValue: record.conjugationgroup) else { continue }
            let person = record.person.flatMap(Person.init(id:))
            if let fresh = env.catalog.source.question(infinitive: record.verb, gloss: record.gloss,
                                                       conjugationgroup: group, person: person) {
                questions.append(fresh)
            } else {
                questions.append(Question(
                    verb: QuizVerb(infinitive: record.verb, gloss: record.gloss, rank: 1),
                    conjugationgroup: group, person: person,
                    expected: Form(text: record.correctForm, variants: [record.correctForm], irregularOffsets: [])))
            }
        }
        guard questions.count == stored.questions.count else {
            message = "The unfinished quiz cannot be read; it is discarded."
            let at = now
            attempt { try $0.discardQuiz(stored.summary.id, at) }
            quiz.unfinished = nil
            return
        }
        var answers: [Int: QuizSession.Answer] = [:]
        for a in stored.answers { answers[a.position] = .init(given: a.given, isCorrect: a.isCorrect) }
        let restored = Quiz(difficulty: QuizKit.Difficulty(rawValue: stored.summary.difficulty) ?? .regular,
                            questions: questions)
        quiz.drill = Drill(kind: .quiz(id: stored.summary.id),
                           session: QuizSession(quiz: restored, answers: answers,
                                                timer: QuizTimer(startedAt: now, carried: stored.summary.elapsed)))
        quiz.unfinished = nil
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
        case .enter:
            guard !Grading.trimmed(drill.input).isEmpty else { break }
            answer(&drill)
        case .escape:
            if isQuiz {
                // Leaving pauses the quiz; it stays in the store, ready to resume.
                if case .quiz(let id) = drill.kind {
                    let elapsed = drill.session.timer.elapsed(at: now)
                    attempt { try $0.saveElapsed(elapsed, id) }
                }
                quiz.drill = nil
                checkUnfinishedQuiz()
            } else {
                review.drill = nil
                if let queue = attempt({ try $0.reviewQueue() }) { review.queue = queue }
            }
            return
        default:
            break
        }
        if isQuiz { quiz.drill = drill } else { review.drill = drill }
    }

    /// Grades the typed answer, commits it with its review-queue change, and rings
    /// the bell for a wrong one.
    mutating func answer(_ drill: inout Drill) {
        guard let outcome = drill.session.answer(drill.input) else { return }
        let question = outcome.question
        let correct = outcome.answer.isCorrect
        let key = (verb: question.verb.infinitive, group: question.conjugationgroup.rawValue,
                   person: question.person?.id ?? "")
        switch drill.kind {
        case .quiz(let id):
            let at = now
            let elapsed = drill.session.timer.elapsed(at: at)
            let answer = StoredAnswer(position: outcome.index, given: outcome.answer.given, isCorrect: correct, answeredAt: at)
            attempt { store in
                let existing = try store.reviewEntry(key.verb, key.group, key.person)
                let change = State.reviewChange(key, Leitner.standard.afterQuizAnswer(State.leitnerState(existing), correct: correct, at: at))
                try store.recordAnswer(answer, id, elapsed, change)
            }
        case .review(let entries):
            let existing = entries.indices.contains(outcome.index) ? entries[outcome.index] : nil
            if let change = State.reviewChange(key, Leitner.standard.afterReview(State.leitnerState(existing), correct: correct, at: now)) {
                attempt { try $0.applyReview(change) }
            }
        }
        if !correct && settings.sound { bells += 1 }
        drill.last = (question, outcome.answer)
        drill.input = ""
        if drill.session.isFinished {
            let elapsed = drill.session.timer.elapsed(at: now)
            drill.finalElapsed = elapsed
            if case .quiz(let id) = drill.kind {
                let session = drill.session
                let at = now
                attempt { try $0.finishQuiz(id, at, elapsed, session.finalScore, session.correctCount) }
            }
            if let queue = attempt({ try $0.reviewQueue() }) { review.queue = queue }
        }
    }

    static func leitnerState(_ entry: ReviewEntry?) -> Leitner.State? {
        entry.map {
            Leitner.State(box: $0.box, dueAt: $0.dueAt, lastReviewedAt: $0.lastReviewedAt,
                          wrongCount: $0.wrongCount, rightCount: $0.rightCount)
        }
    }

    static func reviewChange(_ key: (verb: String, group: String, person: String), _ update: Leitner.Update) -> ReviewChange? {
        switch update {
        case .unchanged: return nil
        case .remove: return .remove(verb: key.verb, conjugationgroup: key.group, person: key.person)
        case .save(let next):
            return .save(ReviewEntry(verb: key.verb, conjugationgroup: key.group, person: key.person, box: next.box,
                                     dueAt: next.dueAt, lastReviewedAt: next.lastReviewedAt,
                                     wrongCount: next.wrongCount, rightCount: next.rightCount))
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
            case .enter, .escape:
                review.drill = nil
                if let queue = attempt({ try $0.reviewQueue() }) { review.queue = queue }
            default: break
            }
            return
        }
        switch key {
        case .enter:
            let due = dueReviews
            if due.isEmpty {
                message = review.queue.isEmpty ? text.reviewEmpty : text.nothingDue
            } else {
                startReview(due)
            }
        case .character("a"):
            if review.queue.isEmpty { message = text.reviewEmpty } else { startReview(review.queue) }
        default: break
        }
    }

    /// A drill over queue entries, at most thirty; forms that cannot be asked any more leave the queue.
    mutating func startReview(_ entries: [ReviewEntry]) {
        var questions: [Question] = []
        var kept: [ReviewEntry] = []
        for entry in entries.prefix(30) {
            let gloss = env.catalog.index[entry.verb].map { env.catalog.rows[$0].gloss } ?? ""
            let person = entry.person.isEmpty ? nil : Person(id: entry.person)
            guard let group = Conjugationgroup(rawValue: entry.conjugationgroup),
                  entry.person.isEmpty || person != nil,
                  let question = env.catalog.source.question(infinitive: entry.verb, gloss: gloss,
                                                             conjugationgroup: group, person: person)
            else {
                attempt { try $0.applyReview(.remove(verb: entry.verb, conjugationgroup: entry.conjugationgroup, person: entry.person)) }
                continue
            }
            questions.append(question)
            kept.append(entry)
        }
        guard !questions.isEmpty else {
            message = text.reviewEmpty
            return
        }
        review.drill = Drill(kind: .review(entries: kept),
                             session: QuizSession(quiz: Quiz(difficulty: quizDifficulty, questions: questions),
                                                  timer: QuizTimer(startedAt: now)))
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
            message = error.sentence
        }
    }

    mutating func follow(_ number: Int, from open: InfoPage.Open) {
        let links = open.document.links
        guard number >= 1, number <= links.count else {
            message = text.noSuchLink(number)
            return
        }
        switch links[number - 1].target {
        case .verb(let infinitive):
            openVerb(infinitive)
        case .info(let slug):
            openArticle(slug)
        case .web(let url):
            message = text.openInBrowser(url)
        }
    }

    // MARK: - Progress

    mutating func loadProgress() {
        if let loaded = attempt({ store in (try store.history(), try store.leaderboard(5), try store.groupTallies()) }) {
            progress.finished = loaded.0.filter(\.isFinished).sorted {
                ($0.finishedAt ?? $0.startedAt) < ($1.finishedAt ?? $1.startedAt)
            }
            progress.best = loaded.1
            progress.tallies = loaded.2
        }
        let results = progress.finished.map { QuizResult(score: $0.score, finishedAt: $0.finishedAt ?? $0.startedAt) }
        progress.streak = HistoryStats.currentStreak(results, today: now, calendar: env.calendar)
    }

    // MARK: - Settings

    mutating func settingsKey(_ key: Key) {
        let names = Settings.names
        switch key {
        case .up: settingsSelection = max(0, settingsSelection - 1)
        case .down: settingsSelection = min(names.count - 1, settingsSelection + 1)
        case .left: changeSetting(by: -1)
        case .right, .enter, .character(" "): changeSetting(by: 1)
        default: break
        }
    }

    /// Moves the selected setting to its next (or previous) value and saves it at once.
    mutating func changeSetting(by step: Int) {
        let names = Settings.names
        guard names.indices.contains(settingsSelection) else { return }
        let name = names[settingsSelection]
        guard let values = Settings.allowedValues(for: name), !values.isEmpty else { return }
        let current = values.firstIndex(of: settings.value(named: name) ?? "") ?? 0
        let next = values[(current + step + values.count) % values.count]
        var changed = settings
        do {
            try changed.set(name, to: next)
        } catch {
            message = sentence(error)
            return
        }
        let shown = settings
        if let stored = attempt({ try $0.saveSettings(changed, shown) }) {
            settings = stored
            message = env.l.settings.saved
        }
    }
}
