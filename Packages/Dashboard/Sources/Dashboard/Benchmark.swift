// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// How long drawing one screen took.
public struct RenderTiming: Sendable, Hashable {
    /// The screen drawn: "verb", "quiz-results", "search keystroke (reduce + render)".
    public var screen: String
    /// The terminal size it was drawn at.
    public var size: Size
    /// Mean over the iterations, in microseconds.
    public var mean: Double
    /// The slowest iteration, in microseconds.
    public var worst: Double
}

/// States showing each screen, for the snapshot tests and the benchmark: the verb
/// list (searching), a verb, a quiz under way, its results, review, an article,
/// progress, settings and the key help. The quiz is played through `runtime`, so its
/// store fills the review and progress screens.
public func sampleStates(_ environment: DashboardEnvironment, runtime: Runtime, size: Size,
                         verb: String = "singen") -> [(name: String, state: State)] {
    func fresh() -> State { runtime.send(.launch, to: State(environment: environment, size: size)) }
    func send(_ state: State, _ keys: [Key]) -> State {
        keys.reduce(state) { runtime.send(.key($1), to: $0) }
    }
    func open(_ screen: Screen) -> State { runtime.send(.show(screen), to: fresh()) }
    var out: [(String, State)] = []
    var s = fresh()
    out.append(("verbs", s))
    out.append(("verbs-search", send(s, [.character("/"), .character("s"), .character("i"), .character("n"), .character("g")])))
    s.openVerb(verb)
    out.append(("verb", s))
    var quiz = open(.quiz)
    out.append(("quiz-start", quiz))
    quiz = send(quiz, [.enter])
    if quiz.quiz.drill != nil {
        quiz = send(quiz, "sang".map(Key.character) + [.enter])
        out.append(("quiz", quiz))
        var finished = quiz
        while let drill = finished.quiz.drill, !drill.isFinished {
            finished = send(finished, [.character("x"), .enter])
        }
        out.append(("quiz-results", finished))
    }
    out.append(("review", open(.review)))
    var info = open(.info)
    out.append(("info", info))
    if let first = info.info.entries.first {
        info.openArticle(first.slug)
        out.append(("article", info))
    }
    out.append(("progress", open(.progress)))
    out.append(("settings", open(.settings)))
    var help = fresh()
    help.showsHelp = true
    out.append(("help", help))
    return out
}

/// Times `render` for every screen at 80×24 and 120×40, for the bench harness.
/// Release builds only give meaningful numbers. The quiz screens write to the
/// runtime's store: pass one made with `Store.inMemory()`.
public func renderAllScreensForBenchmark(
    environment: DashboardEnvironment,
    runtime: Runtime,
    sizes: [Size] = [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)],
    iterations: Int = 200
) -> [RenderTiming] {
    var timings: [RenderTiming] = []
    let clock = ContinuousClock()
    for size in sizes {
        for (name, state) in sampleStates(environment, runtime: runtime, size: size) {
            var total: Duration = .zero
            var worst: Duration = .zero
            var sink = 0
            for _ in 0..<max(1, iterations) {
                let elapsed = clock.measure { sink &+= render(state, size: size).count }
                total += elapsed
                worst = max(worst, elapsed)
            }
            blackHole(sink)
            timings.append(RenderTiming(screen: name, size: size,
                                        mean: microseconds(total) / Double(max(1, iterations)),
                                        worst: microseconds(worst)))
        }
        // A keystroke in the search: filtering ten thousand verbs and drawing the list.
        var searching = State(environment: environment, size: size)
        searching = reduce(searching, .key(.character("/"))).state
        var total: Duration = .zero
        var worst: Duration = .zero
        let letters: [Character] = ["b", "e", "s", "i", "n"]
        for i in 0..<max(1, iterations) {
            let key: Key = i % 6 == 5 ? .escape : .character(letters[i % 5])
            let elapsed = clock.measure {
                searching = reduce(searching, .key(key)).state
                if key == .escape { searching = reduce(searching, .key(.character("/"))).state }
                _ = render(searching, size: size)
            }
            total += elapsed
            worst = max(worst, elapsed)
        }
        timings.append(RenderTiming(screen: "search keystroke (reduce + render)", size: size,
                                    mean: microseconds(total) / Double(max(1, iterations)), worst: microseconds(worst)))
    }
    return timings
}

func microseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1_000_000 + Double(d.components.attoseconds) / 1_000_000_000_000
}

@inline(never) func blackHole(_ value: Int) { _ = value }
