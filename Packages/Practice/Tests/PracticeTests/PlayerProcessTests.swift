// SPDX-License-Identifier: GPL-3.0-or-later
import ConjugationEngine
import Foundation
import Synchronization
import Persistence
import Practice
import QuizKit
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a quiz's player still runs decides whether its quiz is offered: a quiz whose
/// player was killed must be resumable at once, one a running process plays never.
struct PlayerProcessTests {
    /// What `kill(pid, 0)` answers and the state /proc gives → whether the player runs.
    @Test(arguments: [
        (ESRCH, nil, false),                  // no such process: gone
        (0, Character("S"), true),            // sleeping at its prompt
        (0, "R", true),
        (0, "Z", false),                      // killed with -9, not yet reaped by its parent
        (0, "X", false),
        (EPERM, "S", true),                   // another user's process that runs
        (EPERM, "Z", false),
        (0, nil, true),                       // no /proc: kill alone decides
    ] as [(Int32, Character?, Bool)])
    func aKilledPlayerIsGoneAtOnce(signal: Int32, state: Character?, running: Bool) {
        let probe = PlayerProcess.Probe(signal: { _ in signal }, state: { _ in state })
        #expect(PlayerProcess.isRunning(4242, probe: probe) == running)
    }

    @Test func thisProcessRunsAndNoProcessZeroDoes() {
        #expect(PlayerProcess.isRunning(getpid()))
        #expect(!PlayerProcess.isRunning(0))
        #expect(!PlayerProcess.isRunning(-1))
    }

    /// The identity is the boot and the start time (field 22 of /proc/<pid>/stat), read
    /// after the last ")" since a process name may hold spaces and parentheses.
    @Test(arguments: [
        ("1234 (konjugieren) S 1 1234 1234 34816 1234 4194560 1 0 0 0 0 0 0 0 20 0 1 0 987654 1 2", "987654"),
        ("1234 (a) b) c) Z 1 1234 1234 34816 1234 4194560 1 0 0 0 0 0 0 0 20 0 1 0 42 1 2", "42"),
        ("1234 (konjugieren) S 1 2", nil),
        ("garbage", nil),
    ] as [(String, String?)])
    func theIdentityIsTheBootAndTheStartTime(stat: String, start: String?) {
        #expect(PlayerProcess.identity(boot: "b00t\n", stat: stat) == start.map { "b00t/" + $0 })
        #expect(PlayerProcess.identity(boot: "", stat: stat) == nil)
    }

    @Test func thisProcessHasAStableIdentity() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/stat") else { return }
        let identity = try #require(PlayerProcess.identity(getpid()))
        #expect(PlayerProcess.identity(getpid()) == identity)
        #expect(PlayerProcess.identity(getppid()) != identity)
    }

    /// A player's id given to a later process (after a reboot, a system daemon) does not
    /// hide the quiz: the recorded identity no longer matches, so the quiz is offered.
    @Test func aReusedProcessIdDoesNotHideTheQuiz() throws {
        let store = try Store.inMemory()
        let identities = Mutex(["1": "boot-a/100"])
        let identity: @Sendable (Int32) -> String? = { pid in identities.withLock { $0[String(pid)] } }
        let player = Practice(store: store, source: fakeSource(), owner: 1, isAlive: { $0 == 1 }, identity: identity)
        var quiz = try player.start(QuizPlan(difficulty: .regular, seed: 9), at: now)
        try play(&quiz, player, count: 1)
        let other = Practice(store: store, source: fakeSource(), owner: 2, isAlive: { $0 == 1 }, identity: identity)
        #expect(try other.unfinishedQuiz() == nil)
        #expect(try other.livePlayer() == 1)
        // Process 1 ended; the id 1 now belongs to a process started later.
        identities.withLock { $0["1"] = "boot-b/7" }
        let left = try #require(try other.unfinishedQuiz())
        #expect(left.answers.count == 1)
        #expect(try other.livePlayer() == nil)
        #expect(try other.resume(left, at: now).session.answeredCount == 1)
    }

    /// While another running process plays a quiz, no second quiz is started beside it:
    /// there is never more than one unfinished quiz.
    @Test func noQuizStartsWhileAnotherProcessPlaysOne() throws {
        let store = try Store.inMemory()
        let alive = Set<Int32>([1, 2])
        let first = Practice(store: store, source: fakeSource(), owner: 1, isAlive: { alive.contains($0) })
        var quiz = try first.start(QuizPlan(difficulty: .regular, seed: 9), at: now)
        try play(&quiz, first, count: 1)
        let second = Practice(store: store, source: fakeSource(), owner: 2, isAlive: { alive.contains($0) })
        #expect(throws: PracticeError.quizInUse(pid: 1)) { try second.start(QuizPlan(difficulty: .regular, seed: 3), at: now) }
        for write in quiz.pause(at: now) { try first.perform(write) }
        let nobody = Practice(store: store, source: fakeSource(), owner: 3, isAlive: { _ in false })
        let left = try #require(try nobody.unfinishedQuiz())
        try nobody.perform(.discardQuiz(id: left.summary.id, at: now))
        #expect(try nobody.unfinishedQuiz() == nil)
    }

    /// Two processes resuming the same quiz: the first takes it, the second is told who
    /// plays it; once the first is gone the second takes it over, every answer still there.
    @Test func onlyOneRunningProcessPlaysAQuiz() throws {
        let store = try Store.inMemory()
        let alive = Set<Int32>([1, 2])
        let starter = Practice(store: store, source: fakeSource(), owner: 1, isAlive: { alive.contains($0) })
        var quiz = try starter.start(QuizPlan(difficulty: .regular, seed: 9), at: now)
        try play(&quiz, starter, count: 2)
        for write in quiz.pause(at: now) { try starter.perform(write) }
        let stored = try #require(try starter.unfinishedQuiz())

        let first = Practice(store: store, source: fakeSource(), owner: 1, isAlive: { alive.contains($0) })
        let second = Practice(store: store, source: fakeSource(), owner: 2, isAlive: { alive.contains($0) })
        _ = try first.resume(stored, at: now)
        #expect(throws: PracticeError.quizInUse(pid: 1)) { try second.resume(stored, at: now) }
        #expect(try second.unfinishedQuiz() == nil)
        #expect(try second.livePlayer() == 1)

        // Process 1 was killed: process 2 sees the quiz and takes it over with both answers.
        let afterKill = Practice(store: store, source: fakeSource(), owner: 2, isAlive: { $0 == 2 })
        let left = try #require(try afterKill.unfinishedQuiz())
        #expect(left.answers.count == 2)
        #expect(try afterKill.livePlayer() == nil)
        let taken = try afterKill.resume(left, at: now)
        #expect(taken.session.answeredCount == 2)
    }
}

struct DrillInputTests {
    static var claim: Question {
        let form = Form(text: "gesungen", variants: ["gesungen"], irregularOffsets: [])
        return Question(verb: QuizVerb(infinitive: "singen", gloss: "to sing", rank: 1), conjugationgroup: .perfektpartizip,
                        person: nil, expected: form, kind: .trueFalse(claim: "gesingt"))
    }

    static var typed: Question {
        var q = claim
        q.kind = .typed
        return q
    }

    /// A true/false question takes yes or no in English or German; anything else asks
    /// again (`.notYesOrNo`), as an empty Enter does, and never counts as a wrong answer.
    @Test(arguments: [
        ("maybe", DrillInput.notYesOrNo), ("x", .notYesOrNo), ("42", .notYesOrNo), ("vielleicht", .notYesOrNo),
        ("gesungen", .notYesOrNo),
        ("ja", .answer("ja")), ("j", .answer("j")), ("Y", .answer("Y")), ("yes", .answer("yes")), ("nein", .answer("nein")),
        ("no", .answer("no")), ("n", .answer("n")), ("true", .answer("true")), ("false", .answer("false")),
        ("richtig", .answer("richtig")), ("falsch", .answer("falsch")),
        ("", .blank), ("  ", .blank), (":q", .quit),
    ])
    func aTrueFalseQuestionTakesOnlyYesOrNo(line: String, expected: DrillInput) {
        #expect(DrillInput(line, to: Self.claim) == expected)
    }

    static var choice: Question {
        var q = claim
        q.kind = .choice(["gesingt", "gesangen", "gesungen", "singt"])
        return q
    }

    /// A multiple-choice answer is one of the options, by number ("3", "3)", "3.") or by
    /// form; anything else asks again and costs nothing.
    @Test(arguments: [
        ("5", DrillInput.notAChoice(options: 4)), ("0", .notAChoice(options: 4)), ("x", .notAChoice(options: 4)),
        ("sang", .notAChoice(options: 4)), ("3", .answer("3")), ("3)", .answer("3)")), ("3.", .answer("3.")),
        (" 1 ", .answer(" 1 ")), ("gesungen", .answer("gesungen")), ("Gesingt", .answer("Gesingt")),
    ])
    func aChoiceQuestionTakesOnlyAnOption(line: String, expected: DrillInput) {
        #expect(DrillInput(line, to: Self.choice) == expected)
    }

    @Test(arguments: [("3", true), ("3)", true), ("3.", true), ("1)", false), ("gesungen", true)])
    func aNumberWithAClosingMarkIsTheOption(line: String, right: Bool) {
        #expect(Self.choice.accepts(line) == right)
    }

    /// An arrow key (an escape sequence) is no answer, in any kind of question.
    @Test(arguments: ["\u{1B}[A", "\u{1B}[B", "ging\u{1B}[D", "\u{1B}"])
    func specialKeysAskAgain(line: String) {
        #expect(DrillInput(line, to: Self.typed) == .specialKeys)
        #expect(DrillInput(line, to: Self.choice) == .specialKeys)
        #expect(DrillInput(line, to: nil) == .specialKeys)
    }

    @Test(arguments: ["maybe", "42", "gesungen"])
    func aTypedQuestionTakesAnyAnswer(line: String) {
        #expect(DrillInput(line, to: Self.typed) == .answer(line))
        #expect(DrillInput(line, to: nil) == .answer(line))
    }
}

struct FewerQuestionsTests {
    /// One verb has fewer different questions than the 30 asked for: the quiz says so.
    @Test func aQuizOnOneVerbSaysItIsShorter() throws {
        let practice = Practice(store: try Store.inMemory(), source: fakeSource())
        let quiz = try practice.start(QuizPlan(difficulty: .regular, seed: 1, verbs: ["verb1en"]), at: now)
        let count = quiz.session.quiz.questions.count
        #expect(count < 30)
        #expect(quiz.requested == 30)
        #expect(quiz.isShort)
    }

    @Test func aFullQuizSaysNothing() throws {
        let practice = Practice(store: try Store.inMemory(), source: fakeSource())
        let quiz = try practice.start(QuizPlan(difficulty: .regular, seed: 1), at: now)
        #expect(!quiz.isShort)
        let resumed = ActiveQuiz(id: quiz.id, session: quiz.session)
        #expect(!resumed.isShort)
    }
}
