// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

// Measuring and reporting: time, statistics, memory, the sibling binaries, the machine.

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func printErr(_ s: String) { FileHandle.standardError.write(Data((s + "\n").utf8)) }

@inline(never) func blackHole(_ x: Int) { if x == 42 { print("", terminator: "") } }

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    guard !s.isEmpty else { return 0 }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func peakMemoryMiB() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
}

func siblingBinary(_ name: String) -> URL? {
    let url = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent(name)
    return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
}

func runBatch(_ binary: URL, input: String) throws -> Double? {
    let process = Process()
    process.executableURL = binary
    process.arguments = ["conjugate", "--format", "json", "-"]
    let stdin = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    let t = now()
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    process.waitUntilExit()
    return Double(now() - t) / 1e9
}

/// Runs a program and returns its standard output, or nil if it fails.
func runCapturing(_ binary: URL, _ arguments: [String]) throws -> String? {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
}

func gitCommit() -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "rev-parse", "--short", "HEAD"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    let s = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    return process.terminationStatus == 0 && !s.isEmpty ? s : nil
}

func machineDescription() -> String {
    var cpu = "unknown cpu"
    if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
       let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
       let name = line.split(separator: ":").last {
        cpu = name.trimmingCharacters(in: .whitespaces)
    }
    return "\(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores"
}

/// The one-minute load average from /proc/loadavg: how busy the machine was, since other
/// work on the same cores slows every figure. Nil where the file is missing.
func loadAverage() -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8),
          let first = text.split(separator: " ").first else { return nil }
    return Double(first)
}

/// The dashboard's redraw of every screen, from its own `--bench-render`; nil when it fails
/// or reports no screen.
func dashboardRender(_ dashboard: URL) throws -> DashboardRender? {
    guard let lines = try runCapturing(dashboard, ["--bench-render"]) else { return nil }
    var screens: [DashboardRender.Screen] = []
    for line in lines.split(separator: "\n") {
        // "verb   80×24  mean    626.9 µs  worst    882.9 µs"
        let words = line.split(separator: " ")
        guard let m = words.firstIndex(of: "mean"), m >= 1, m + 1 < words.count, let mean = Double(words[m + 1]),
              let w = words.firstIndex(of: "worst"), w + 1 < words.count, let worst = Double(words[w + 1]) else { continue }
        screens.append(DashboardRender.Screen(screen: words[..<(m - 1)].joined(separator: " "), size: String(words[m - 1]),
                                              meanUs: mean, worstUs: worst))
    }
    guard let worst = screens.map(\.worstUs).max() else { return nil }
    return DashboardRender(screens: screens, worstMs: worst / 1000)
}
