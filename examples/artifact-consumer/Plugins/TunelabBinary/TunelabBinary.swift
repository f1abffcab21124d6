import Foundation
import PackagePlugin

/// `swift package tunelab-binary ARGS…`: runs the prebuilt tunelab of the artifact bundle in the
/// package's directory, then prints a status line with its exit code (SwiftPM folds it into 1).
@main
struct TunelabBinary: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "tunelab")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        let code = process.terminationStatus
        if code != 0 {
            print("swift package tunelab-binary: tunelab exited with code \(code)")
            throw ExitCode(code: code)
        }
    }
}

struct ExitCode: Error, CustomStringConvertible {
    let code: Int32
    var description: String { "tunelab exited with code \(code)" }
}
