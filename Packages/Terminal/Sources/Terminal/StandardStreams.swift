// SPDX-License-Identifier: GPL-3.0-or-later
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard descriptors, written without buffering and checked.
public enum StandardStreams {
    /// Why a write to standard output failed, for the front end to word; described, it
    /// is the system's words (`strerror`).
    public enum WriteFailure: Equatable, Sendable, CustomStringConvertible {
        /// ENOSPC or EDQUOT: the disk (or the quota) is full.
        case diskFull
        /// EBADF: standard output is closed (`konjugieren verbs >&-`).
        case closed
        /// Anything else, in the system's words (`strerror`).
        case other(String)

        public var description: String {
            switch self {
            case .diskFull: return String(cString: strerror(ENOSPC))
            case .closed: return String(cString: strerror(EBADF))
            case .other(let words): return words
            }
        }
    }

    /// Puts /dev/null, opened for reading only, on each of descriptors 0–2 that is
    /// closed (`konjugieren verbs >&-`). Otherwise the next file opened would take the
    /// number, and output meant for the terminal would land in it; this way a write to
    /// a closed standard output fails, as it should, with EBADF.
    public static func occupyClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0 && opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = close(opened)
            }
        }
    }

    /// Whether `descriptor` is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) != 0 }

    /// Writes all of `bytes`, again after a short write or an interruption; the errno
    /// of a failure, nil when everything was written.
    public static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        guard var base = bytes.baseAddress else { return nil }
        var left = bytes.count
        while left > 0 {
            let n = write(descriptor, base, left)
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    // A descriptor a parent made non-blocking: wait until it takes more.
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                return errno
            }
            if n == 0 { return EIO }
            base += n
            left -= n
        }
        return nil
    }

    /// Writes `text` to `descriptor`; a failure ends the process (see `fail`), worded by `message`.
    public static func put(_ text: String, to descriptor: Int32, message: (WriteFailure) -> String) {
        var text = text
        text.withUTF8 { bytes in
            if let code = writeAll(descriptor, UnsafeRawBufferPointer(bytes)) {
                fail(writing: descriptor, errno: code, message: message)
            }
        }
    }

    /// Ends the process after a failed write. A reader that has gone away (EPIPE) ends
    /// it quietly, as SIGPIPE does by default, also when SIGPIPE was ignored; any other
    /// failure on standard output is reported on standard error as `message` words it
    /// ("konjugieren: Cannot write the output: the disk is full."), with status 3. When
    /// standard error itself fails there is nowhere left to say so: status 3 alone.
    public static func fail(writing descriptor: Int32, errno code: Int32, message: (WriteFailure) -> String) -> Never {
        if code == EPIPE {
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
            _exit(128 + SIGPIPE)
        }
        if descriptor == STDOUT_FILENO {
            let failure: WriteFailure
            switch code {
            case ENOSPC, EDQUOT: failure = .diskFull
            case EBADF: failure = .closed
            default: failure = .other(String(cString: strerror(code)))
            }
            var line = message(failure) + "\n"
            line.withUTF8 { _ = writeAll(STDERR_FILENO, UnsafeRawBufferPointer($0)) }
        }
        exit(3)
    }
}
