import Foundation
import PackagePlugin

/// `swift package tunelab COMMAND [ARGS…]`: builds the `tunelab` product in release (a
/// plugin's `context.tool(named:)` would give a debug build, several times slower on a sweep),
/// runs it in the package's directory with ARGS, and ends with one status line that keeps
/// tunelab's exit code, which SwiftPM folds into 1:
///
///     swift package tunelab: `tunelab sweep …` exited with code 1 (a check failed)
///
/// It declares write permission on the package directory (`--out` folders); in CI pass
/// `--allow-writing-to-package-directory` before `tunelab`. See docs/package-plugin.md.
@main
struct TunelabPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let build = try packageManager.build(
            .product("tunelab"), parameters: .init(configuration: .release, logging: .concise))
        guard build.succeeded else {
            print(build.logText)
            Diagnostics.error("swift package tunelab: the release build of tunelab failed")
            throw PluginFailure.code(3)
        }
        guard let tool = build.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "tunelab" })
        else {
            Diagnostics.error("swift package tunelab: the release build made no tunelab executable")
            throw PluginFailure.code(3)
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        let code = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        let command = (["tunelab"] + arguments.prefix(1)).joined(separator: " ") + (arguments.count > 1 ? " …" : "")
        print("swift package tunelab: `\(command)` exited with code \(code) (\(Self.meaning(code)))")
        if code != 0 { throw PluginFailure.code(code) }
    }

    /// The meaning of tunelab's exit code (docs/command-line.md#exit-codes).
    static func meaning(_ code: Int32) -> String {
        switch code {
        case 0: return "success"
        case 1: return "a check failed"
        case 2: return "bad usage, bad input or an environment fault"
        case 3: return "internal error"
        case 130, 143: return "interrupted; resume with --resume"
        default: return "ended by a signal"
        }
    }
}

/// The plugin's failure: SwiftPM reports it and exits 1; the status line above has the code.
enum PluginFailure: Error, CustomStringConvertible {
    case code(Int32)
    var description: String {
        switch self {
        case .code(let code): return "tunelab exited with code \(code)"
        }
    }
}
