// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// Runs the built `konjugieren-dashboard` in a tmux pane, as a person would in a
/// terminal: sends keys, reads the pane, resizes the window, and checks that the
/// terminal is back to normal (main screen, cursor shown, cooked mode) after it exits.
/// Each test has its own tmux server, so the tests can run in parallel.
struct DashboardTmuxTests {
    static let tmuxAvailable: Bool = {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test(.enabled(if: tmuxAvailable, "tmux is not installed (.ci/run installs it)"), .timeLimit(.minutes(2)))
    func aLearnerBrowsesQuizzesResizesAndQuits() throws {
        let pane = try DashboardPane(columns: 100, rows: 30)
        defer { pane.close() }

        let start = try pane.waitFor { $0.contains("Konjugieren") && $0.contains("most frequent first") }
        #expect(start.contains("Verbs"))
        #expect(start.contains("haben"))
        #expect(start.contains("? help"))
        #expect(try pane.format("#{alternate_on}") == "1")
        #expect(try pane.format("#{cursor_flag}") == "0")

        try pane.type("/")
        try pane.type("sing")
        let search = try pane.waitFor { $0.contains("Search: sing") }
        #expect(search.contains("singen"))
        #expect(search.contains("to sing"))

        try pane.keys("Enter")
        let verb = try pane.waitFor { $0.contains("singen — to sing") && $0.contains("Esc/q back") }
        #expect(verb.contains("Präteritum Indikativ"))
        // Without colour (TERM unset or dumb, as under CI) irregular letters are capitals: sAng.
        #expect(verb.contains("sang") || verb.contains("sAng"))
        #expect(verb.contains("i – a – u"))
        #expect(verb.contains("Esc/q back"))

        try pane.keys("Escape")
        _ = try pane.waitFor { $0.contains("Search: sing") && !$0.contains("singen — to sing") }

        try pane.keys("Tab")
        let quiz = try pane.waitFor { $0.contains("Press Enter for a new quiz") }
        #expect(quiz.contains("[Quiz]") || quiz.contains("Quiz"))
        try pane.keys("Enter")
        _ = try pane.waitFor { $0.contains("Progress 1/30") && $0.contains("Conjugationgroup:") }
        try pane.type("xyz")
        try pane.keys("Enter")
        let answered = try pane.waitFor { $0.contains("Progress 2/30") }
        #expect(answered.contains("Incorrect"))
        #expect(answered.range(of: #"Your answer: +xyz"#, options: .regularExpression) != nil)
        try pane.keys("Escape")
        _ = try pane.waitFor { $0.contains("unfinished quiz") }

        try pane.type("?")
        let help = try pane.waitFor { $0.contains("Keys") && $0.contains("Ctrl-C") }
        #expect(help.contains("Press any key to close this help."))
        try pane.type("x")
        _ = try pane.waitFor { !$0.contains("Ctrl-C") }

        // Garbage: an unknown function key, invalid UTF-8, NUL, a lone continuation byte.
        try pane.hex(["1b", "5b", "32", "34", "7e", "ff", "fe", "00", "80", "1b", "5b", "39", "39", "39", "7a"])
        try pane.type("~!@#$%^&*()")
        _ = try pane.waitFor { $0.contains("Konjugieren") && $0.contains("unfinished quiz") }

        try pane.resize(columns: 60, rows: 20)
        let small = try pane.waitFor { $0.contains("too small") }
        #expect(small.contains("60×20"))
        #expect(small.contains("80×24"))
        #expect(!small.contains("Konjugieren"))
        try pane.resize(columns: 100, rows: 30)
        _ = try pane.waitFor { $0.contains("Konjugieren") && $0.contains("unfinished quiz") }

        try pane.type("q")
        let after = try pane.waitFor { $0.contains("EXITED:") }
        #expect(after.contains("EXITED:0"))
        try pane.expectRestored()
    }

    @Test(.enabled(if: tmuxAvailable, "tmux is not installed (.ci/run installs it)"), .timeLimit(.minutes(2)))
    func ctrlCSIGTERMAndACrashRestoreTheTerminal() throws {
        let first = try DashboardPane(columns: 80, rows: 24)
        defer { first.close() }
        _ = try first.waitFor { $0.contains("Konjugieren") }
        try first.keys("C-c")
        #expect(try first.waitFor { $0.contains("EXITED:") }.contains("EXITED:0"))
        try first.expectRestored()

        let second = try DashboardPane(columns: 80, rows: 24)
        defer { second.close() }
        _ = try second.waitFor { $0.contains("Konjugieren") }
        let pid = try #require(try second.dashboardPID())
        kill(pid, SIGTERM)
        #expect(try second.waitFor { $0.contains("EXITED:") }.contains("EXITED:143"))
        try second.expectRestored()

        // A crash (here a SIGSEGV from outside) still leaves a usable terminal.
        let third = try DashboardPane(columns: 80, rows: 24)
        defer { third.close() }
        _ = try third.waitFor { $0.contains("Konjugieren") }
        let crashing = try #require(try third.dashboardPID())
        kill(crashing, SIGSEGV)
        #expect(try third.waitFor { $0.contains("EXITED:") }.contains("EXITED:139"))
        try third.expectRestored()
    }

    @Test(.enabled(if: tmuxAvailable, "tmux is not installed (.ci/run installs it)"), .timeLimit(.minutes(2)))
    func noColorMeansNoEscapeSequences() throws {
        let pane = try DashboardPane(columns: 80, rows: 24, environment: "NO_COLOR=1")
        defer { pane.close() }
        _ = try pane.waitFor { $0.contains("Konjugieren") }
        try pane.type("/")
        try pane.type("singen")
        try pane.keys("Enter")
        _ = try pane.waitFor { $0.contains("singen — to sing") }
        let styled = try pane.capture(escapes: true)
        #expect(!styled.contains("\u{1B}["), "NO_COLOR screen has escape sequences")
        // Without colour the irregular letters are shown in upper case.
        #expect(styled.contains("sAng"))
        try pane.type("q")
        try pane.keys("Escape")
        try pane.type("q")
        _ = try pane.waitFor { $0.contains("EXITED:0") }
        try pane.expectRestored()
    }
}

extension DashboardTmuxTests {
    /// `--seed` means the same in both front ends: over the same (empty) history, the
    /// dashboard's first quiz with a seed asks what `konjugieren quiz --seed` asks.
    @Test(.enabled(if: tmuxAvailable, "tmux is not installed (.ci/run installs it)"), .timeLimit(.minutes(2)))
    func theSeedGivesTheQuizOfTheCommandLine() throws {
        let home = try QuizCLI.temporaryDirectory()
        let cli = try QuizCLI.run(["quiz", "--seed", "7", "--store", home.appendingPathComponent("s.sqlite").path],
                                  input: "", home: home)
        let asked = try #require(Self.question(cli.stdout))

        let pane = try DashboardPane(columns: 100, rows: 30, environment: "NO_COLOR=1", arguments: "--seed 7")
        defer { pane.close() }
        _ = try pane.waitFor { $0.contains("Konjugieren") }
        try pane.keys("Tab")
        _ = try pane.waitFor { $0.contains("Press Enter for a new quiz") }
        try pane.keys("Enter")
        let screen = try pane.waitFor { $0.contains("Progress 1/30") && $0.contains("Conjugationgroup:") }
        #expect(Self.question(screen) == asked)
        try pane.type(":q")
        try pane.keys("Enter")
        _ = try pane.waitFor { $0.contains("Give up this quiz?") }
        try pane.type("y")
        _ = try pane.waitFor { $0.contains("Press Enter for a new quiz") }
        try pane.type("q")
        _ = try pane.waitFor { $0.contains("EXITED:0") }
        try pane.expectRestored()
    }

    /// Verb, pronoun and group of the first question on a screen.
    static func question(_ screen: String) -> [String]? {
        var fields: [String: String] = [:]
        for line in screen.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let label = line[..<colon].trimmingCharacters(in: .whitespaces)
            if fields[label] == nil { fields[label] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces) }
        }
        guard let verb = fields["Verb"], let pronoun = fields["Pronoun"], let group = fields["Conjugationgroup"] else { return nil }
        return [verb, pronoun, group]
    }
}

/// One dashboard in a tmux pane on a private tmux server.
struct DashboardPane {
    let socket = "konjugieren-e2e-\(UUID().uuidString.prefix(8))"
    let directory: URL

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary next to the test bundle, else `.build/debug`; `KONJUGIEREN_DASHBOARD_BINARY` overrides both.
    static let binary: URL = {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["KONJUGIEREN_DASHBOARD_BINARY"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit)
        }
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("konjugieren-dashboard")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return root.appendingPathComponent(".build/debug/konjugieren-dashboard")
    }()

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// With `jobControl`, the pane's shell controls jobs (bash with `set -m`), as a
    /// login shell does: when the dashboard stops, it prints STOPPED:<status>, records the
    /// tty modes in stty-stopped.txt and waits for a line, then brings the dashboard back
    /// with `fg`.
    init(columns: Int, rows: Int, environment: String = "", arguments: String = "", jobControl: Bool = false) throws {
        guard FileManager.default.isExecutableFile(atPath: DashboardPane.binary.path) else {
            throw Failure(description: "no dashboard binary at \(DashboardPane.binary.path): run swift build first")
        }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("konjugieren-tmux-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = directory.appendingPathComponent("store.sqlite").path
        let stty = directory.appendingPathComponent("stty.txt").path
        // After the dashboard exits, the shell shows its status and records the tty modes.
        let run = "\(environment) '\(DashboardPane.binary.path)' --store '\(store)' --lang en \(arguments); "
        let stopped = directory.appendingPathComponent("stty-stopped.txt").path
        // No core file from a test that sends SIGQUIT.
        let script = "ulimit -c 0; " + (jobControl ? "set -m; " + run + "echo STOPPED:$?; stty -a > '\(stopped)'; read line; fg; " : run)
            + "echo EXITED:$?; stty -a > '\(stty)'; sleep 300"
        // The server forks and keeps its standard output: nothing may wait for that to close.
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", String(columns), "-y", String(rows),
                      jobControl ? "/bin/bash" : "/bin/sh", "-c", script], readOutput: false)
        _ = try? tmux(["set-option", "-g", "window-size", "manual"])
    }

    /// Runs a tmux command on this test's server.
    ///
    /// Spawned with posix_spawn and reaped with waitpid: Foundation's `Process` waits
    /// for descriptors that the forked tmux server keeps open, and would never return.
    @discardableResult
    func tmux(_ arguments: [String], readOutput: Bool = true) throws -> String {
        let argv = ["tmux", "-L", socket] + arguments
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var fds: [Int32] = [-1, -1]
        if readOutput {
            // Close-on-exec, so that no other test's child inherits the write end.
            guard pipe(&fds) == 0 else { throw Failure(description: "pipe failed") }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
            posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for a in cArguments { free(a) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, nil, &cArguments, environ)
        if readOutput { Glibc.close(fds[1]) }
        guard spawned == 0 else {
            if readOutput { Glibc.close(fds[0]) }
            throw Failure(description: "cannot run tmux (\(spawned))")
        }
        var output: [UInt8] = []
        if readOutput {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = read(fds[0], &buffer, buffer.count)
                if n > 0 { output += buffer[0..<n]; continue }
                if n < 0 && errno == EINTR { continue }
                break
            }
            Glibc.close(fds[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Exited normally with status 0: low 7 bits 0 (no signal), next 8 bits the code.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed (status \(status))")
        }
        return String(decoding: output, as: UTF8.self)
    }

    func capture(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", "main"])
    }

    func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "main", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Literal text, typed.
    func type(_ text: String) throws { try tmux(["send-keys", "-t", "main", "-l", text]) }
    /// Named keys: "Enter", "Escape", "Tab", "C-c".
    func keys(_ names: String...) throws { try tmux(["send-keys", "-t", "main"] + names) }
    func hex(_ bytes: [String]) throws { try tmux(["send-keys", "-t", "main", "-H"] + bytes) }

    func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", "main", "-x", String(columns), "-y", String(rows)])
    }

    /// The pane once `predicate` holds, polled for up to 20 seconds.
    func waitFor(_ predicate: (String) -> Bool, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let deadline = Date().addingTimeInterval(20)
        var last = ""
        while Date() < deadline {
            last = try capture()
            if predicate(last) { return last }
            usleep(100_000)
        }
        Issue.record("the pane never showed what was expected; it shows:\n\(last)", sourceLocation: sourceLocation)
        throw Failure(description: "timed out")
    }

    /// The dashboard's process: the child of the pane's shell.
    func dashboardPID() throws -> pid_t? {
        guard let shell = pid_t(try format("#{pane_pid}")) else { return nil }
        return DashboardPane.children(of: shell).first
    }

    static func children(of pid: pid_t) -> [pid_t] {
        let path = "/proc/\(pid)/task/\(pid)/children"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: " ").compactMap { pid_t($0) }
    }

    /// Main screen back, cursor visible, and the tty in cooked mode with echo.
    func expectRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try format("#{alternate_on}") == "0", sourceLocation: sourceLocation)
        #expect(try format("#{cursor_flag}") == "1", sourceLocation: sourceLocation)
        let path = directory.appendingPathComponent("stty.txt").path
        let deadline = Date().addingTimeInterval(10)
        var modes = ""
        while Date() < deadline {
            modes = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            if modes.contains("icanon") { break }
            usleep(100_000)
        }
        let words = Set(modes.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        #expect(words.contains("icanon"), "tty not in canonical mode: \(modes)", sourceLocation: sourceLocation)
        #expect(words.contains("echo"), "tty does not echo: \(modes)", sourceLocation: sourceLocation)
        #expect(words.contains("isig"), sourceLocation: sourceLocation)
        let screen = try capture()
        #expect(!screen.contains("Konjugieren"), "the dashboard is still on screen", sourceLocation: sourceLocation)
    }

    /// Ends this pane's processes by their ids (the dashboard, if it still runs, and
    /// the shell with its sleep), then this test's tmux server.
    func close() {
        if let text = try? format("#{pane_pid}"), let shell = pid_t(text) {
            for child in DashboardPane.children(of: shell) { kill(child, SIGKILL) }
            kill(shell, SIGKILL)
        }
        _ = try? tmux(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }
}
