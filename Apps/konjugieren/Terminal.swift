#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import VerbData

/// What the CLI knows about where its output goes: whether to colour, how wide to wrap.
struct Terminal {
    var isTTY: Bool
    var environment: [String: String]

    static var live: Terminal {
        Terminal(isTTY: isatty(STDOUT_FILENO) != 0, environment: ProcessInfo.processInfo.environment)
    }

    /// Colour only on a terminal, and never with NO_COLOR set or --no-color.
    func usesColor(noColorFlag: Bool) -> Bool {
        if noColorFlag { return false }
        if let v = environment["NO_COLOR"], !v.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isTTY
    }

    /// Columns of the terminal (TIOCGWINSZ), else $COLUMNS, else 80.
    var width: Int {
        var size = winsize()
        if isTTY, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        if let c = environment["COLUMNS"].flatMap(Int.init), c > 0 { return c }
        return 80
    }
}

/// The few ANSI sequences the CLI uses.
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    static let red = "\u{1B}[31m"
    static let yellow = "\u{1B}[33m"
    static let green = "\u{1B}[32m"
    static let cyan = "\u{1B}[36m"
    static let boldRed = "\u{1B}[1;31m"
}

/// Writes to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

extension JSONLines {
    /// Writes the buffered lines to standard output and empties the buffer.
    mutating func flush() {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { p in
            guard var base = p.baseAddress else { return }
            var left = p.count
            while left > 0 {
                let n = write(STDOUT_FILENO, base, left)
                if n <= 0 { if errno == EINTR { continue } else { return } }
                base += n
                left -= n
            }
        }
        removeAll()
    }
}
