// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Paradigm
import Persistence
import Practice
import QuizKit
import RichText
import VerbData

/// The next state after `event`, and the store operations it asks for. Nothing here
/// touches the store: the effects are descriptions that `Runtime.send(_:to:)` (or the
/// app's `main`) carries out, feeding their results back as `.loaded` events. With a
/// fixed environment the result depends on the arguments alone.
///
/// ```swift
/// let (next, effects) = reduce(state, .key(.tab))
/// next.screen      // .quiz
/// effects          // [.loadUnfinishedQuiz]: is there a quiz to resume?
/// ```
public func reduce(_ state: State, _ event: Event) -> (state: State, effects: [Effect]) {
    var s = state
    s.effects = []
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
    case .launch:
        s.effects = [.loadSettings, .loadReviewQueue]
    case .show(let screen):
        s.go(to: screen)
    case .loaded(let result):
        s.receive(result)
    case .open(let target):
        s.message = nil
        s.open(target)
    }
    let effects = s.effects
    s.effects = []
    return (s, effects)
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
            // ↑/↓ (and the page keys) scroll a help taller than the screen; any other key closes it.
            let last = max(0, helpBody(self, size.columns, Style(color: false)).count - bodyHeight)
            switch key {
            case .up: helpScroll = max(0, min(helpScroll, last) - 1)
            case .down: helpScroll = min(last, helpScroll + 1)
            case .pageUp: helpScroll = max(0, min(helpScroll, last) - bodyHeight)
            case .pageDown: helpScroll = min(last, helpScroll + bodyHeight)
            case .home: helpScroll = 0
            case .end: helpScroll = last
            default:
                showsHelp = false
                helpScroll = 0
            }
            return
        }
        if !size.fitsMinimum {
            // Only quitting makes sense on a screen too small to draw. Not Esc: the first
            // byte of an arrow key whose rest came late would otherwise end the dashboard.
            if key == .character("q") { prepareToQuit() }
            return
        }
        if isConfirming {
            confirmKey(key)
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
           quiz.drill == nil || screen != .quiz, review.drill == nil || screen != .review,
           !quiz.setup.isChoosingGroups || screen != .quiz, progress.page == .overview || screen != .progress {
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
        case .progress: progressKey(key)
        case .settings: settingsKey(key)
        }
    }

    /// The main screen the current one belongs to.
    var mainScreen: Screen { screen.isMain ? screen : (backStack.last(where: \.isMain) ?? .verbs) }

    /// Switches to a main screen, asking for what it shows.
    mutating func go(to target: Screen) {
        backStack = []
        screen = target
        switch target {
        case .quiz:
            if quiz.drill == nil { effects.append(.loadUnfinishedQuiz) }
        case .review:
            if review.drill == nil { effects.append(.loadReviewQueue) }
        case .info:
            if !info.loaded {
                info.entries = env.articles.entries()
                info.loaded = true
            }
        case .progress:
            progress.page = .overview
            progress.confirming = nil
            effects.append(.loadProgress)
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

    /// Whether a yes-or-no question waits for its answer: keys then answer it, not move on.
    var isConfirming: Bool {
        (screen == .quiz && quiz.drill?.confirmingQuit == true) || (screen == .progress && progress.confirming != nil)
    }

    mutating func prepareToQuit() {
        // Pausing keeps the quiz resumable: the answers are already committed.
        if let drill = quiz.drill, !drill.isFinished, case .quiz(let active) = drill.kind {
            effects += active.pause(at: now).map(Effect.write)
        }
        shouldQuit = true
    }

    // MARK: - Results of effects

    mutating func receive(_ result: Loaded) {
        switch result {
        case .settings(let loaded):
            settings = loaded
        case .settingsSaved(let saved):
            settings = saved
            message = env.l.settings.saved
        case .reviewQueue(let queue):
            review.queue = queue
        case .unfinishedQuiz(let stored):
            quiz.unfinished = stored
        case .quizStarted(let active):
            quiz.unfinished = nil
            quiz.drill = Drill(.quiz(active))
            quiz.earned = []
            quiz.showsLeaderboard = false
            backStack = []
            screen = .quiz
            ring(.start)
            // A weak-spot quiz on one verb may have fewer questions than the setting asks.
            if let note = active.fewerQuestionsNote(env.l) { message = note }
        case .quizResumed(let active):
            quiz.unfinished = nil
            quiz.drill = Drill(.quiz(active))
            if active.isFinished {
                // Every answer was given before the quiz could be finished.
                effects += active.finish(at: now).map(Effect.write)
                quiz.drill?.finalElapsed = active.session.timer.elapsed(at: now)
            }
        case .reviewStarted(let drill):
            if let drill { review.drill = Drill(.review(drill)) } else { message = env.l.dashboard.reviewEmpty }
        case .progress(let report, let best):
            progress.report = report
            progress.finished = report.finished
            progress.best = best
            progress.tallies = report.tallies
            progress.streak = report.currentStreak
            progress.selection = min(progress.selection, max(0, report.finished.count - 1))
            if progress.page == .details, let shown = progress.details, !report.finished.contains(where: { $0.id == shown.summary.id }) {
                progress.page = .history
                progress.details = nil
            }
        case .quizDetails(let stored, let questions):
            progress.details = stored
            progress.detailQuestions = questions
            progress.scroll = 0
            progress.page = .details
        case .badgesEarned(let badges):
            quiz.earned += badges
            message = badges.map { env.l.game.badgeEarned($0.rawValue) }.joined(separator: " · ")
        case .failed(let error):
            message = error.sentence(env.l)
            switch error {
            case .practice(.unfinishedQuiz(let stored)):
                // A new quiz waits until the unfinished one is resumed or discarded.
                quiz.unfinished = stored
                backStack = []
                screen = .quiz
            case .practice(.unreadableQuiz), .practice(.quizInUse):
                // Another running process took the quiz first: it is no longer offered here.
                quiz.unfinished = nil
            default:
                break
            }
        }
    }

    // MARK: - Verb list

    mutating func verbsKey(_ key: Key) {
        switch key {
        case .up, .down, .pageUp, .pageDown, .home, .end: moveSelection(key)
        case .enter: openSelectedVerb()
        case .character("s"):
            verbs.order = verbs.order == .alphabet ? .frequency : .alphabet
            refilter()
        case .character("m"):
            guard verbs.matches.indices.contains(verbs.selection) else { return }
            let infinitive = verbs.matches[verbs.selection].entry.infinitive
            if let i = markedVerbs.firstIndex(of: infinitive) {
                markedVerbs.remove(at: i)
            } else {
                markedVerbs.append(infinitive)
            }
            message = env.l.dashboard.markedVerbs(markedVerbs.count)
            quiz.setup.usesMarkedVerbs = !markedVerbs.isEmpty
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

    /// The list for the query, family and order, from VerbData's search: the same
    /// matches, spellings (hoeren → hören) and order as `konjugieren search`.
    mutating func refilter() {
        let filter = Lexicon.Filter(family: verbs.family)
        let query = verbs.query.trimmingCharacters(in: .whitespaces)
        verbs.matches = query.isEmpty
            ? env.verbs.verbs(filter, sortedBy: verbs.order)
            : env.verbs.search(query, filter, sortedBy: verbs.effectiveOrder)
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
        let listing = verbs.matches[verbs.selection]
        openVerb(listing.entry.infinitive, meaning: listing.meaning)
    }

    // MARK: - Verb

    /// Opens a verb in one of its meanings: conjugates every group once, so that
    /// drawing it is cheap.
    public mutating func openVerb(_ infinitive: String, meaning: Int = 1) {
        var page = VerbPage(infinitive: infinitive, meaning: meaning)
        do {
            page.conjugation = try env.lexicon.conjugation(infinitive, meaning: meaning)
            page.table = page.table(settings, env.l)
        } catch {
            page.error = error.phraseSentence(infinitive, lexicon: env.lexicon, env.l)
                ?? env.l.dashboard.cannotConjugate(infinitive, reason: error.sentence(env.l))
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
            return startQuiz(verb: page.infinitive)
        default: break
        }
        page.scroll = max(0, min(page.scroll, max(0, verbLineCount(page) - bodyHeight)))
        verb = page
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
        changeSetting(names[settingsSelection], by: step)
    }

    /// Moves a setting to its next (or previous) value and saves it at once.
    mutating func changeSetting(_ name: String, by step: Int) {
        guard let values = Settings.allowedValues(for: name), !values.isEmpty else { return }
        let current = values.firstIndex(of: settings.value(named: name) ?? "") ?? 0
        let next = values[(current + step + values.count) % values.count]
        var changed = settings
        do {
            try changed.set(name, to: next)
        } catch {
            message = error.sentence(env.l)
            return
        }
        effects.append(.saveSettings(changed, shown: settings))
    }
}
