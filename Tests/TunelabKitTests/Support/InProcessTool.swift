import Foundation
import TunelabKit

/// What one in-process `tunelab` call printed and returned.
struct CLIResult: CustomStringConvertible {
    let code: Int32
    let out: String
    let err: String

    /// stderr's lines (without the final newline's empty remainder).
    var errLines: [Substring] { err.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }

    var description: String { "exit \(code), stdout \(out.debugDescription), stderr \(err.debugDescription)" }
}

/// Runs `tunelab ARGS…` in-process on a capturing console.
func tunelab(_ arguments: String...) -> CLIResult { tunelab(arguments) }

func tunelab(_ arguments: [String]) -> CLIResult {
    let console = Console.capturing()
    let code = TunelabCLI.main(["tunelab"] + arguments, console: console)
    return CLIResult(code: code, out: console.capturedOut, err: console.capturedErr)
}

/// A fresh directory under the system's temporary directory; `remove()` deletes it.
struct TempDirectory {
    let path: String

    init(_ label: String) throws {
        path =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("tunelab-\(label)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The absolute path of `name` inside the directory.
    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `text` to `name` and returns its absolute path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        let target = file(name)
        let parent = URL(fileURLWithPath: target).deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: target))
        return target
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: file(name)) }

    /// The bytes of `name`, empty when it cannot be read.
    func bytes(_ name: String) -> Data { FileManager.default.contents(atPath: file(name)) ?? Data() }

    /// The text of `name`, empty when it cannot be read.
    func text(_ name: String) -> String { String(decoding: bytes(name), as: UTF8.self) }

    /// The header and rows of a CSV file (RFC 4180); empty when it is missing or malformed.
    func csv(_ name: String) -> [[String]] {
        guard let table = try? CSVReader.parse(text(name), file: name) else { return [] }
        return [table.header] + table.rows
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
