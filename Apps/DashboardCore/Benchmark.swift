// SPDX-License-Identifier: GPL-3.0-or-later
import Foundation

/// How long drawing one screen took.
public struct RenderTiming: Sendable, Hashable {
    public var screen: String
    public var size: Size
    /// Mean over the iterations, in microseconds.
    public var mean: Double
    /// The slowest iteration, in microseconds.
    public var worst: Double
}

/// States showing each screen, for the snapshot tests and the benchmark: the verb
/// list (searching), a verb, a quiz under way, its results, review, an article,
/// progress, settings and the key help.
public func sampleStates(_ environment: DashboardEnvironment, size: Size, verb: String = "singen") -> [(name: String, state: State)] {
    var out: [(String, State)] = []
    var s = State(environment: environment, size: size)
    out.append(("verbs", s))
    var searching = s
    for key: Key in [.character("/"), .character("s"), .character("i"), .character("n"), .character("g")] {
        searching = reduce(searching, .key(key))
    }
    out.append(("verbs-search", searching))
    s.openVerb(verb)
    out.append(("verb", s))
    var quiz = State(environment: environment, size: size)
    quiz.go(to: .quiz)
    out.append(("quiz-start", quiz))
    quiz = reduce(quiz, .key(.enter))
    if quiz.quiz.drill != nil {
        for c in "sang" { quiz = reduce(quiz, .key(.character(c))) }
        quiz = reduce(quiz, .key(.enter))
        out.append(("quiz", quiz))
        var finished = quiz
        while let drill = finished.quiz.drill, !drill.isFinished {
            finished = reduce(finished, .key(.character("x")))
            finished = reduce(finished, .key(.enter))
        }
        out.append(("quiz-results", finished))
    }
    var review = State(environment: environment, size: size)
    review.go(to: .review)
    out.append(("review", review))
    var info = State(environment: environment, size: size)
    info.go(to: .info)
    out.append(("info", info))
    if let first = info.info.entries.first {
        info.openArticle(first.slug)
        out.append(("article", info))
    }
    var progress = State(environment: environment, size: size)
    progress.go(to: .progress)
    out.append(("progress", progress))
    var settings = State(environment: environment, size: size)
    settings.go(to: .settings)
    out.append(("settings", settings))
    var help = State(environment: environment, size: size)
    help.showsHelp = true
    out.append(("help", help))
    return out
}

/// Times `render` for every screen at 80×24 and 120×40, for the bench harness.
/// Release builds only give meaningful numbers. The quiz screens write to the
/// environment's store: pass one made with `Store.inMemory()`.
public func renderAllScreensForBenchmark(
    environment: DashboardEnvironment,
    sizes: [Size] = [Size(columns: 80, rows: 24), Size(columns: 120, rows: 40)],
    iterations: Int = 200
) -> [RenderTiming] {
    var timings: [RenderTiming] = []
    let clock = ContinuousClock()
    for size in sizes {
        for (name, state) in sampleStates(environment, size: size) {
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
        searching = reduce(searching, .key(.character("/")))
        var total: Duration = .zero
        var worst: Duration = .zero
        let letters: [Character] = ["b", "e", "s", "i", "n"]
        for i in 0..<max(1, iterations) {
            let key: Key = i % 6 == 5 ? .escape : .character(letters[i % 5])
            let elapsed = clock.measure {
                searching = reduce(searching, .key(key))
                if key == .escape { searching = reduce(searching, .key(.character("/"))) }
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
