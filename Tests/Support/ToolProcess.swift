import Foundation
import Testing

/// Runs the built `tunelab` binary in a shell, for what only a real process shows: closed and
/// full standard streams, signals, file-size limits. The binary sits beside the test bundle
/// (`swift test` builds it); a missing binary is a recorded failure, never a silent pass.
package enum ToolProcess {
    package static var binary: String? {
        let dir = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent().path
        for candidate in [dir + "/tunelab", dir + "/../tunelab", FileManager.default.currentDirectoryPath + "/.build/debug/tunelab"]
        where FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        return nil
    }

    /// Runs `script` with bash, `$T` set to the binary, in a fresh temporary folder of its own
    /// (removed afterwards: a relative path in `script` never writes into the repository);
    /// returns bash's exit status and its stderr.
    package static func shell(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) -> (code: Int32, err: String) {
        guard let binary else {
            Issue.record("the tunelab binary was not found beside the tests; run 'swift build' first", sourceLocation: sourceLocation)
            return (-1, "")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tunelab-shell-\(UUID().uuidString)")
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            Issue.record("cannot make a folder for the script: \(error)", sourceLocation: sourceLocation)
            return (-1, "")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.currentDirectoryURL = folder
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.environment = ProcessInfo.processInfo.environment.merging(["T": binary]) { $1 }
        let errPipe = Pipe()
        process.standardError = errPipe
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch {
            Issue.record("cannot run bash: \(error)", sourceLocation: sourceLocation)
            return (-1, "")
        }
        let err = String(decoding: errPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, err)
    }
}
