import Foundation

/// Where a command writes: the process's stdout/stderr, or buffers a test reads.
public final class Console: @unchecked Sendable {
    private let capture: Bool
    private let lock = NSLock()
    public private(set) var capturedOut = ""
    public private(set) var capturedErr = ""
    /// Whether stderr is a terminal (progress redraws in place) — false when capturing.
    public let errIsTerminal: Bool

    /// A console on the process's standard streams.
    public static func standard() -> Console { Console(capture: false) }
    /// A console that keeps everything in memory, for tests.
    public static func capturing() -> Console { Console(capture: true) }

    private init(capture: Bool) {
        self.capture = capture
        errIsTerminal = capture ? false : isatty(FileHandle.standardError.fileDescriptor) != 0
    }

    /// Writes `text` to stdout as is.
    public func out(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        if capture { capturedOut += text } else { FileHandle.standardOutput.write(Data(text.utf8)) }
    }

    /// Writes `text` to stderr as is.
    public func err(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        if capture { capturedErr += text } else { FileHandle.standardError.write(Data(text.utf8)) }
    }
}

/// Exit codes (DESIGN §8).
public enum ExitCode {
    public static let success: Int32 = 0
    /// A check failed (budget, compare).
    public static let checkFailed: Int32 = 1
    /// Bad usage or bad input.
    public static let badInput: Int32 = 2
    /// Internal error.
    public static let internalError: Int32 = 3
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
