import Foundation

/// Where a command writes: the process's stdout/stderr, or buffers a test reads.
///
/// Writing to the standard streams never crashes (docs/command-line.md#errors): SIGPIPE is ignored, a closed
/// stream is replaced by /dev/null before any file is opened (so no output file can land on
/// fd 1 or 2), and a failed write (EPIPE, ENOSPC, EBADF) is remembered. Lost stderr is
/// best-effort progress and messages; lost stdout is reported by `stdoutFailure`, and
/// `TunelabCLI.main` then exits non-zero — except a pipe whose reader is gone (`tunelab … |
/// head`): the reader had what it wanted, so the rest of stdout is dropped in silence
/// (`readerClosedStdout`) and the exit code is the command's own.
public final class Console: @unchecked Sendable {
    private let capture: Bool
    private let lock = NSLock()
    public private(set) var capturedOut = ""
    public private(set) var capturedErr = ""
    /// Whether stderr is a terminal (progress redraws in place) — false when capturing.
    public let errIsTerminal: Bool
    /// Why stdout output was lost (`broken pipe`, `no space left on device`, `closed`), if it was.
    public private(set) var stdoutFailure: String?
    /// Whether stdout is a pipe whose reader has closed it (EPIPE): not a failure.
    public private(set) var readerClosedStdout = false
    /// Whether this console keeps its output in memory (a test's) rather than writing the
    /// process's streams: a sweep then installs no signal handlers.
    public var isCapturing: Bool { capture }

    /// A console on the process's standard streams.
    public static func standard() -> Console { Console(capture: false) }
    /// A console that keeps everything in memory, for tests.
    public static func capturing() -> Console { Console(capture: true) }

    private init(capture: Bool) {
        self.capture = capture
        if !capture {
            signal(SIGPIPE, SIG_IGN)
            for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
                // Keep 0–2 taken, so that files opened later never become a standard stream.
                let null = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
                if null >= 0 && null != fd { dup2(null, fd); close(null) }
                if fd == STDOUT_FILENO { stdoutFailure = "closed" }
            }
        }
        errIsTerminal = capture ? false : isatty(STDERR_FILENO) != 0
    }

    /// Writes `text` to stdout as is.
    public func out(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        if capture { capturedOut += text; return }
        if stdoutFailure != nil || readerClosedStdout { return }
        switch Self.writeAll(STDOUT_FILENO, text) {
        case nil: break
        case "broken pipe"?: readerClosedStdout = true
        case let reason?: stdoutFailure = reason
        }
    }

    /// Writes `text` to stderr as is; a failure is ignored (messages and progress are best-effort).
    public func err(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        if capture { capturedErr += text; return }
        _ = Self.writeAll(STDERR_FILENO, text)
    }

    /// Writes every byte of `text` to `fd`; the reason on failure.
    private static func writeAll(_ fd: Int32, _ text: String) -> String? {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { raw in write(fd, raw.baseAddress! + written, raw.count - written) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return errno == EPIPE ? "broken pipe" : String(cString: strerror(errno)).lowercased()
            }
            written += n
        }
        return nil
    }
}

/// Exit codes (docs/command-line.md).
public enum ExitCode {
    public static let success: Int32 = 0
    /// A check failed (budget, compare).
    public static let checkFailed: Int32 = 1
    /// Bad usage or bad input.
    public static let badInput: Int32 = 2
    /// Internal error.
    public static let internalError: Int32 = 3
    /// A sweep stopped by a signal (after writing its rows and `run.json`): 128 + the signal,
    /// as a shell reports a process the signal killed — 130 for SIGINT, 143 for SIGTERM.
    public static func interrupted(by signal: Int32) -> Int32 { 128 + signal }
}

/// Bad command-line usage: one line, exit code 2.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A failure that is not the user's input (an I/O error writing outputs, …): exit code 3,
/// unless `isInput` (an unwritable output directory is the user's to fix: exit 2).
public struct ToolError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public let isInput: Bool
    public init(_ message: String, isInput: Bool = false) { self.message = message; self.isInput = isInput }
    public var description: String { message }
}

/// The tool's version, written into run.json and shard manifests.
public enum ToolVersion {
    public static let current = "0.1.0"
}
