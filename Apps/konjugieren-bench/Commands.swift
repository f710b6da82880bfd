// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

// What a user waits for: whole commands as processes, the JSON batch against its input size
// and threads, and the same batch beside a peer conjugator.

/// One run of a program: its wall time and peak resident memory.
struct Run {
    var seconds: Double
    var peakMib: Double
    var status: Int32
}

/// Runs `binary` with standard input from `input` (or /dev/null) and output to /dev/null.
/// With `watchMemory`, the child's peak resident memory is read from /proc while it runs
/// (its `VmHWM`, every millisecond): the kernel's `ru_maxrss` of a spawned child starts at
/// the parent's size and would report the bench's own memory. Without it, the wall time
/// is exact and the memory is not measured.
func runMeasured(_ binary: String, _ arguments: [String], input: String? = nil, watchMemory: Bool = false) -> Run? {
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var peakKiB = 0
    if watchMemory {
        while true {
            peakKiB = max(peakKiB, highWaterKiB(pid))
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { break }
            if done < 0 { return nil }
            usleep(1000)
        }
    } else {
        guard waitpid(pid, &status, 0) == pid else { return nil }
    }
    let seconds = Double(now() - start) / 1e9
    return Run(seconds: seconds, peakMib: Double(peakKiB) / 1024, status: status)
}

/// `VmHWM` of a running process in KiB, 0 when it cannot be read.
func highWaterKiB(_ pid: pid_t) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
    return Int(line.split(separator: " ").dropFirst().first { !$0.isEmpty && $0 != "kB" } ?? "") ?? 0
}

/// The median time of several runs after one warm-up run, which fills the page cache and
/// is the one whose peak memory is watched.
func medianRun(_ binary: String, _ arguments: [String], input: String? = nil, rounds: Int) -> Run? {
    guard let warmUp = runMeasured(binary, arguments, input: input, watchMemory: true) else { return nil }
    var runs: [Run] = []
    for _ in 0..<max(1, rounds) {
        if let r = runMeasured(binary, arguments, input: input) { runs.append(r) }
    }
    guard !runs.isEmpty else { return nil }
    return Run(seconds: median(runs.map(\.seconds)), peakMib: warmUp.peakMib, status: runs[0].status)
}

/// `conjugate singen`, `lookup ging`, `search sing` and `verbs`, each as a whole process.
func startupFigures(_ cli: String, rounds: Int, summary: inout [String]) -> [CommandRun] {
    let commands: [[String]] = [["conjugate", "singen"], ["lookup", "ging"], ["search", "sing"], ["verbs"]]
    var out: [CommandRun] = []
    var base: Double?
    for command in commands {
        guard let run = medianRun(cli, command, rounds: rounds) else { continue }
        if base == nil { base = run.seconds }
        let ratio = run.seconds / (base ?? run.seconds)
        out.append(CommandRun(command: command.joined(separator: " "), ms: run.seconds * 1000,
                              ratioToConjugate: ratio, peakMib: run.peakMib))
        summary.append(String(format: "command: konjugieren %@ %.1f ms (%.2f× conjugate singen), %.0f MiB",
                              command.joined(separator: " "), run.seconds * 1000, ratio, run.peakMib))
    }
    return out
}

/// The JSON batch over inputs of growing length (the lexicon's verbs, cycled), on one and
/// two threads: time, time per line and peak memory, so that growth is visible.
func scalingFigures(_ cli: String, verbs: [String], sizes: [Int], rounds: Int, directory: String,
                    summary: inout [String]) -> [BatchRun] {
    var out: [BatchRun] = []
    guard !verbs.isEmpty else { return out }
    for size in sizes {
        let path = directory + "/batch-\(size).txt"
        var text = ""
        text.reserveCapacity(size * 12)
        for k in 0..<size { text += verbs[k % verbs.count]; text += "\n" }
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else { continue }
        defer { try? FileManager.default.removeItem(atPath: path) }
        for threads in [1, 2] {
            let arguments = ["conjugate", "--format", "json", "--threads", String(threads), "-"]
            guard let run = medianRun(cli, arguments, input: path, rounds: size >= 100_000 ? 1 : rounds) else { continue }
            let perLine = run.seconds / Double(size) * 1e6
            out.append(BatchRun(lines: size, threads: threads, seconds: run.seconds, usPerLine: perLine,
                                peakMib: run.peakMib, distinct: min(size, verbs.count)))
            summary.append(String(format: "batch: %7d lines, %d thread%@: %8.3f s, %7.1f µs/line, peak %.0f MiB",
                                  size, threads, threads == 1 ? " " : "s", run.seconds, perLine, run.peakMib))
        }
    }
    return out
}

/// The peer: the `ablaut` package (Python over a Rust core), every form of every verb
/// of the list as one JSON object per line, timed inside its own process.
let peerScript = """
import sys, json, time
t0 = time.perf_counter()
import ablaut
out = open('/dev/null', 'w')
names = ['present', 'preterite', 'konjunktiv1', 'konjunktiv2', 'imperative', 'past_participle',
         'present_participle', 'perfect', 'pluperfect', 'future1', 'future2', 'konj1_perfect',
         'konj2_pluperfect', 'konj1_future', 'wuerde', 'konj2_future2', 'zu_infinitive']
for line in open(sys.argv[1], encoding='utf-8'):
    v = line.strip()
    if not v:
        continue
    try:
        c = ablaut.conjugate(v)
    except ValueError as e:
        out.write(json.dumps({'infinitive': v, 'error': str(e)}, ensure_ascii=False) + '\\n')
        continue
    d = {'infinitive': v, 'auxiliary': c.auxiliary}
    for n in names:
        d[n] = getattr(c, n, None)
    out.write(json.dumps(d, ensure_ascii=False) + '\\n')
"""

/// Our batch and the peer's over the same list, side by side in this run.
func peerFigures(_ cli: String, python: String, verbs: [String], rounds: Int, directory: String,
                 summary: inout [String]) -> PeerComparison? {
    let list = directory + "/peer-list.txt"
    guard FileManager.default.createFile(atPath: list, contents: Data((verbs.joined(separator: "\n") + "\n").utf8))
    else { return nil }
    defer { try? FileManager.default.removeItem(atPath: list) }
    guard let ours = medianRun(cli, ["conjugate", "--format", "json", "-"], input: list, rounds: rounds) else { return nil }
    guard let peer = medianRun(python, ["-c", peerScript, list], rounds: rounds), peer.status == 0 else {
        summary.append("peer: '\(python) -c \"import ablaut\"' failed; no comparison")
        return nil
    }
    let ratio = ours.seconds / peer.seconds
    summary.append(String(format: "peer: %d verbs, konjugieren %.3f s, ablaut %.3f s (ours %.2f× the peer's time)",
                          verbs.count, ours.seconds, peer.seconds, ratio))
    return PeerComparison(verbs: verbs.count, konjugierenSeconds: ours.seconds, peerSeconds: peer.seconds,
                          ratio: ratio, peer: "ablaut (PyPI), run by \(python)")
}
