// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GRDB
import Testing

/// Signals and a slow terminal in a real tmux pane: the dashboard gives the terminal back
/// when it is stopped and takes it again on `fg`; every signal that ends it restores the
/// terminal first; a notice says what it waits for when another process holds the store.
struct DashboardSignalTests {
    static let tmuxAvailable = DashboardTmuxTests.tmuxAvailable
    static let bashAvailable = FileManager.default.isExecutableFile(atPath: "/bin/bash")

    /// The tty modes of the pane right now, as `stty -a` prints them, split into words.
    static func modes(_ pane: DashboardPane) throws -> Set<String> {
        let tty = try pane.format("#{pane_tty}")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "stty -a -F '\(tty)' 2>/dev/null || stty -a -f '\(tty)'"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Set(String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" })
            .map(String.init))
    }

    /// kill -TSTP: the terminal is restored before the dashboard stops (cooked mode, main
    /// screen, cursor shown); `fg` brings it back in raw mode on the alternate screen,
    /// drawn anew, and it takes keys as before.
    @Test(.enabled(if: tmuxAvailable && bashAvailable, "needs tmux and bash"), .timeLimit(.minutes(2)))
    func stoppedAndBroughtBackWithFg() throws {
        let pane = try DashboardPane(columns: 100, rows: 30, jobControl: true)
        defer { pane.close() }
        _ = try pane.waitFor { $0.contains("Konjugieren") && $0.contains("sorted by frequency") }
        let pid = try #require(try pane.dashboardPID())
        kill(pid, SIGTSTP)

        let stopped = try pane.waitFor { $0.contains("STOPPED:") }
        #expect(stopped.contains("STOPPED:148"))
        #expect(!stopped.contains("sorted by frequency"))
        #expect(try pane.format("#{alternate_on}") == "0")
        #expect(try pane.format("#{cursor_flag}") == "1")
        let whileStopped = try Self.modes(pane)
        #expect(whileStopped.contains("icanon") && whileStopped.contains("echo"), "\(whileStopped.sorted())")

        try pane.keys("Enter")   // the shell runs fg
        let back = try pane.waitFor { $0.contains("Konjugieren") && $0.contains("sorted by frequency") }
        #expect(!back.contains("STOPPED:"))
        #expect(try pane.format("#{alternate_on}") == "1")
        #expect(try pane.format("#{cursor_flag}") == "0")
        let resumed = try Self.modes(pane)
        #expect(resumed.contains("-icanon") && resumed.contains("-echo"), "\(resumed.sorted())")

        try pane.type("/")
        try pane.type("sing")
        _ = try pane.waitFor { $0.contains("Search: sing") && $0.contains("to sing") }
        try pane.keys("Escape")
        try pane.type("q")
        #expect(try pane.waitFor { $0.contains("EXITED:") }.contains("EXITED:0"))
        try pane.expectRestored()
    }

    /// Ctrl-Z, which arrives as a key in raw mode, stops the dashboard as SIGTSTP does.
    @Test(.enabled(if: tmuxAvailable && bashAvailable, "needs tmux and bash"), .timeLimit(.minutes(2)))
    func ctrlZStopsToo() throws {
        let pane = try DashboardPane(columns: 100, rows: 30, jobControl: true)
        defer { pane.close() }
        _ = try pane.waitFor { $0.contains("Konjugieren") }
        try pane.keys("C-z")
        #expect(try pane.waitFor { $0.contains("STOPPED:") }.contains("STOPPED:148"))
        #expect(try pane.format("#{alternate_on}") == "0")
        try pane.keys("Enter")
        _ = try pane.waitFor { $0.contains("Konjugieren") && $0.contains("sorted by frequency") }
        try pane.type("q")
        #expect(try pane.waitFor { $0.contains("EXITED:") }.contains("EXITED:0"))
        try pane.expectRestored()
    }

    /// Signals that end the dashboard without asking it restore the terminal first: no
    /// backtrace or shell prompt over a raw, alternate screen.
    @Test(.enabled(if: tmuxAvailable, "tmux is not installed (.ci/run installs it)"), .timeLimit(.minutes(2)),
          arguments: [SIGUSR1, SIGUSR2, SIGQUIT, SIGALRM, SIGPIPE, SIGVTALRM, SIGXCPU])
    func aTerminatingSignalRestoresTheTerminal(_ sig: Int32) throws {
        let pane = try DashboardPane(columns: 80, rows: 24)
        defer { pane.close() }
        _ = try pane.waitFor { $0.contains("Konjugieren") }
        let pid = try #require(try pane.dashboardPID())
        kill(pid, sig)
        // Swift's runtime answers SIGQUIT with a backtrace and waits for a key: seen
        // first, it is a failure.
        let after = try pane.waitFor { $0.contains("EXITED:") || $0.contains("Backtrace") || $0.contains("Press space") }
        #expect(after.contains("EXITED:\(128 + sig)"))
        #expect(!after.contains("Backtrace") && !after.contains("Press space"))
        try pane.expectRestored()
    }

    /// Below 80×24 only q quits; an Esc (perhaps the start of an arrow key) does not.
    @Test(.enabled(if: tmuxAvailable, "tmux is not installed (.ci/run installs it)"), .timeLimit(.minutes(2)))
    func escapeOnATooSmallTerminalDoesNotQuit() throws {
        let pane = try DashboardPane(columns: 60, rows: 20)
        defer { pane.close() }
        _ = try pane.waitFor { $0.contains("too small") }
        try pane.keys("Escape")
        try pane.keys("Up")
        usleep(300_000)
        let still = try pane.capture()
        #expect(still.contains("too small"))
        #expect(!still.contains("EXITED:"))
        try pane.type("q")
        #expect(try pane.waitFor { $0.contains("EXITED:") }.contains("EXITED:0"))
        try pane.expectRestored()
    }

    /// Another process holds the store's lock while the learner starts a quiz: the status
    /// line says what the dashboard waits for, and the quiz starts once the lock is free.
    @Test(.enabled(if: tmuxAvailable, "tmux is not installed (.ci/run installs it)"), .timeLimit(.minutes(2)))
    func aWaitForTheStoreIsShownOnTheStatusLine() throws {
        let pane = try DashboardPane(columns: 100, rows: 30)
        defer { pane.close() }
        _ = try pane.waitFor { $0.contains("Konjugieren") && $0.contains("sorted by frequency") }
        try pane.keys("Tab")
        _ = try pane.waitFor { $0.contains("Press Enter for a new quiz") }
        let holder = try StoreLockHolder(path: pane.directory.appendingPathComponent("store.sqlite").path)
        defer { holder.release() }
        try pane.keys("Enter")
        let waiting = try pane.waitFor { $0.contains("waiting for another konjugieren process to release the store") }
        // On the status line, above the help line at the bottom of the 30 rows.
        let row = waiting.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("waiting for another konjugieren process") } ?? 0
        #expect(row >= 26)
        holder.release()
        let started = try pane.waitFor { $0.contains("Progress 1/30") }
        #expect(!started.contains("waiting for another"))
        try pane.type(":q")
        try pane.keys("Enter")
        try pane.keys("Escape")
        try pane.type("q")
        #expect(try pane.waitFor { $0.contains("EXITED:") }.contains("EXITED:0"))
        try pane.expectRestored()
    }
}
