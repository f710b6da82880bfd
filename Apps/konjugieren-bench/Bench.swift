// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import ConjugationEngine
import Foundation
import VerbData

/// `konjugieren-bench`: conjugates every lexicon verb in every slot, repeatedly, and reports
/// throughput, latency spread, peak memory, lexicon load time and the JSON batch time.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "konjugieren-bench",
        abstract: "Measure the conjugation hot path (release builds only).",
        discussion: "Writes bench-results/<commit>.json and prints one summary line per figure."
    )

    @Option(help: "Verbs to conjugate: a file with one infinitive per line (default: the whole lexicon).")
    var verbs: String?

    @Option(name: .customLong("group"), help: "Only these conjugationgroups (repeatable; slot ids or names).")
    var groups: [String] = []

    @Option(help: "Measured rounds per figure.")
    var rounds: Int = 7

    @Flag(help: "Only the buffer path (no Strings created).")
    var bufferOnly = false

    @Option(help: "Directory for the JSON result.")
    var output: String = "bench-results"

    @Flag(help: "Skip timing the `konjugieren conjugate --format json -` batch.")
    var skipBatch = false

    @Flag(help: "Skip the whole-command figures: start-up, batch scaling and the peer.")
    var skipCommands = false

    @Option(help: "Batch sizes for the scaling figures (comma-separated lines).")
    var sizes: String = "1,10,100,10000,100000,1000000"

    @Flag(help: "Only the reverse-lookup figures, printed and not written (for a profiler such as callgrind).")
    var onlyLookup = false

    @Option(help: "A Python with the peer conjugator `ablaut` installed (pip install ablaut), to time it beside ours.")
    var peerPython: String?

    @Option(help: "How many of the most frequent lexicon verbs the peer comparison takes.")
    var peerVerbs: Int = 6543

    func validate() throws {
        if rounds < 1 { throw ValidationError("--rounds must be at least 1.") }
    }

    func run() throws {
        // A bench copied without its resources says which directory it lacks, status 3.
        do {
            try Lexicon.checkResources()
        } catch {
            printErr("konjugieren-bench: cannot load the lexicon: \(error)")
            throw ExitCode(3)
        }
        #if DEBUG
        printErr("konjugieren-bench measures release builds only: swift run -c release konjugieren-bench")
        throw ExitCode(2)
        #else
        try measure()
        #endif
    }

    func measure() throws {
        var result = BenchResult()
        var summary: [String] = []
        let loadAtStart = loadAverage()

        // Lexicon load, cold in this process: parse and validate both data files.
        let loadStart = now()
        let lexicon = try Lexicon.bundled()
        let loadMs = Double(now() - loadStart) / 1e6
        var loadSamples: [Double] = []
        for _ in 0..<rounds {
            let t = now()
            _ = try Lexicon.bundled()
            loadSamples.append(Double(now() - t) / 1e6)
        }
        result.lexicon = LexiconLoad(verbs: lexicon.verbCount, entries: lexicon.entries.count, firstLoadMs: loadMs,
                                     loadMs: Stats(loadSamples))
        summary.append(String(format: "lexicon load: %.1f ms first, %.1f ms median of %d (%d verbs)",
                              loadMs, median(loadSamples), rounds, lexicon.verbCount))

        if onlyLookup {
            for line in lookupFigures(lexicon).1 { print(line) }
            return
        }

        let infinitives: [String]
        if let path = verbs {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw ValidationError("Cannot read the verb list '\(path)'.")
            }
            infinitives = text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
        } else {
            var seen = Set<String>()
            infinitives = lexicon.entries.map(\.infinitive).filter { seen.insert($0).inserted }
        }
        // The classic table's 78 slots by default, so the figures stay comparable across
        // versions; the groups added later are timed on their own below.
        let selected: [Conjugationgroup] = try groups.isEmpty ? Conjugationgroup.core : groups.map { name in
            guard let g = Conjugationgroup(name: name) else { throw ValidationError("Unknown conjugationgroup '\(name)'.") }
            return g
        }
        var parsed: [Verb] = []
        for inf in infinitives {
            if let v = try? lexicon.conjugator.verb(inf) { parsed.append(v) } else { printErr("skipping '\(inf)': not a verb") }
        }
        let slots: [(Conjugationgroup, Person?)] = selected.flatMap { g in g.persons.map { (g, $0) } }
        let formsPerRound = parsed.count * slots.count
        result.verbs = parsed.count
        result.slotsPerVerb = slots.count
        printErr("conjugating \(parsed.count) verbs × \(slots.count) slots, \(rounds) rounds")

        // 1. Strings: every form of every parsed verb as a Swift String.
        if !bufferOnly {
            var sink = 0
            var samples: [Double] = []
            for r in 0...rounds {
                let t = now()
                for verb in parsed {
                    for (g, p) in slots { sink &+= verb.text(g, p).utf8.count }
                }
                let ns = Double(now() - t)
                if r > 0 { samples.append(ns / Double(formsPerRound)) }  // round 0 warms up
            }
            blackHole(sink)
            result.strings = FormRate(nsPerForm: Stats(samples), formsPerS: 1e9 / median(samples))
            summary.append(String(format: "strings: %.1f M forms/s, %.1f ns/form (spread %.1f–%.1f)",
                                  1e3 / median(samples), median(samples), samples.min() ?? 0, samples.max() ?? 0))

            // 2. Tables: parse the infinitive and build its whole table as Strings.
            var tableSamples: [Double] = []
            for r in 0...rounds {
                let t = now()
                for inf in infinitives {
                    guard let verb = try? lexicon.conjugator.verb(inf) else { continue }
                    for (g, p) in slots { sink &+= verb.text(g, p).utf8.count }
                }
                let ns = Double(now() - t)
                if r > 0 { tableSamples.append(ns / Double(parsed.count)) }
            }
            blackHole(sink)
            let perForm = tableSamples.map { $0 / Double(slots.count) }
            result.tables = TableRate(nsPerTable: Stats(tableSamples), tablesPerS: 1e9 / median(tableSamples),
                                      nsPerFormIncludingParse: Stats(perForm))
            summary.append(String(format: "tables: %.0f k tables/s, %.2f µs/table, %.1f ns/form including parsing",
                                  1e6 / median(tableSamples), median(tableSamples) / 1e3, median(perForm)))

            // 2b. The groups beyond the classic table (passive, infinitives, Futur II
            // Konjunktiv), built on request: their own figure, absent forms included.
            if groups.isEmpty {
                let extended: [(Conjugationgroup, Person?)] = Conjugationgroup.allCases
                    .filter { !Conjugationgroup.core.contains($0) }.flatMap { g in g.persons.map { (g, $0) } }
                var extendedSamples: [Double] = []
                for r in 0...rounds {
                    let t = now()
                    for verb in parsed {
                        for (g, p) in extended { sink &+= verb.text(g, p).utf8.count }
                    }
                    let ns = Double(now() - t)
                    if r > 0 { extendedSamples.append(ns / Double(parsed.count * extended.count)) }
                }
                blackHole(sink)
                result.newGroups = GroupRate(slotsPerVerb: extended.count, nsPerForm: Stats(extendedSamples),
                                             formsPerS: 1e9 / median(extendedSamples))
                summary.append(String(format: "new groups (passive, infinitives, Futur II Konjunktiv; %d slots): %.1f M forms/s, %.1f ns/form",
                                      extended.count, 1e3 / median(extendedSamples), median(extendedSamples)))
            }
        }

        // 3. Buffer path: forms copied into one caller-owned byte buffer, no Strings created.
        var buffer = [UInt8](repeating: 0, count: 256)
        var bufferSamples: [Double] = []
        var bytes = 0
        for r in 0...rounds {
            let t = now()
            buffer.withUnsafeMutableBufferPointer { buf in
                for verb in parsed {
                    for (g, p) in slots { bytes &+= verb.write(g, p, into: buf) }
                }
            }
            let ns = Double(now() - t)
            if r > 0 { bufferSamples.append(ns / Double(formsPerRound)) }
        }
        blackHole(bytes)
        result.buffer = FormRate(nsPerForm: Stats(bufferSamples), formsPerS: 1e9 / median(bufferSamples))
        summary.append(String(format: "buffer: %.1f M forms/s, %.1f ns/form (spread %.1f–%.1f)",
                              1e3 / median(bufferSamples), median(bufferSamples), bufferSamples.min() ?? 0, bufferSamples.max() ?? 0))

        // 4. The JSON batch of the CLI over the same verbs, as the conformance scorer runs it.
        if !skipBatch, let cli = siblingBinary("konjugieren") {
            var batch: [Double] = []
            let input = infinitives.joined(separator: "\n") + "\n"
            for _ in 0..<min(rounds, 3) {
                if let s = try runBatch(cli, input: input) { batch.append(s) }
            }
            if !batch.isEmpty {
                result.jsonBatch = JSONBatch(seconds: Stats(batch), verbs: infinitives.count)
                summary.append(String(format: "json batch: %.2f s for %d verbs (conjugate --format json -)",
                                      median(batch), infinitives.count))
            }
        } else if !skipBatch {
            printErr("no konjugieren binary beside the bench; build it with swift build -c release")
        }

        // 5. Whole commands as a user runs them.
        if !skipCommands, let cli = siblingBinary("konjugieren")?.path {
            let directory = NSTemporaryDirectory()
            result.commands = startupFigures(cli, rounds: rounds, summary: &summary)
            let lines = sizes.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            result.batchScaling = scalingFigures(cli, verbs: infinitives, sizes: lines.filter { $0 > 0 },
                                                     rounds: min(rounds, 3), directory: directory, summary: &summary)
            if let python = peerPython {
                var seen = Set<String>()
                let frequent = lexicon.entries.sorted { $0.rank < $1.rank }.map(\.infinitive)
                    .filter { seen.insert($0).inserted }.prefix(max(1, peerVerbs))
                result.peer = peerFigures(cli, python: python, verbs: Array(frequent), rounds: min(rounds, 3),
                                             directory: directory, summary: &summary)
            } else {
                summary.append("peer: not timed (--peer-python PATH: a Python with ablaut installed)")
            }
        }

        let peak = peakMemoryMiB()
        result.peakMemoryMib = peak
        summary.append(String(format: "peak memory: %.1f MiB", peak))

        // 5. Reverse lookup (after the peak-memory reading, which stays the conjugation's).
        let (lookupResult, lookupSummary) = lookupFigures(lexicon)
        result.lookup = lookupResult
        summary += lookupSummary

        // 5. The dashboard's redraw of every screen (its own --bench-render, release build).
        if let dashboard = siblingBinary("konjugieren-dashboard"), let render = try dashboardRender(dashboard) {
            result.dashboardRender = render
            summary.append(String(format: "dashboard redraw: worst %.2f ms over %d screens and sizes (budget 16 ms)",
                                  render.worstMs, render.screens.count))
        }

        let commit = gitCommit() ?? "unknown"
        result.commit = commit
        result.date = ISO8601DateFormatter().string(from: Date())
        result.machine = machineDescription()
        if let start = loadAtStart, let end = loadAverage() {
            result.loadAverage = [start, end]
            summary.append(String(format: "load average: %.2f at the start, %.2f at the end", start, end))
        }
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        let path = output + "/" + commit + ".json"
        try result.json().write(to: URL(fileURLWithPath: path))
        for line in summary { print(line) }
        print("written: \(path)")
    }
}
