import Foundation
import TunelabKit

/// Builds exported Swift files together with a harness `main.swift` (swiftc, Swift 6 language
/// mode, complete concurrency checking), runs it over each scenario's frames.csv and compares every
/// row of the exported `Layout.items(offset:velocity:)` with the lab's items.csv (docs/export.md#proof).
/// UIKit and SwiftUI exports build against the stub modules in `Tests/ExportStubs/`.
struct ExportHarness {
    /// One exported file to check: `typeName` is the generated enum, `run` the lab's output directory.
    struct Case {
        let label: String
        let file: String
        let typeName: String
        let run: String
    }

    let directory: String
    let repository: String

    /// swiftc: `$SWIFTC`, else the one on PATH, else beside the toolchain's `swift`.
    static var swiftc: String? {
        if let given = ProcessInfo.processInfo.environment["SWIFTC"] { return given }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(dir)/swiftc") {
            return "\(dir)/swiftc"
        }
        return FileManager.default.isExecutableFile(atPath: "/opt/swift/usr/bin/swiftc") ? "/opt/swift/usr/bin/swiftc" : nil
    }

    /// Runs `arguments[0]` with the rest; returns its exit code and its stdout and stderr together.
    @discardableResult
    static func run(_ arguments: [String], in directory: String) throws -> (code: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Compiles the stub modules (UIKit, SwiftUI) into `directory` as static libraries.
    func buildStubs(swiftc: String) throws -> (code: Int32, output: String) {
        var output = ""
        for module in ["UIKit", "SwiftUI"] {
            let r = try Self.run(
                [
                    swiftc, "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", module,
                    "-swift-version", "6", "-I", directory, "-L", directory,
                    repository + "/Tests/ExportStubs/\(module).swift", "-o", directory + "/lib\(module).a"
                ], in: directory)
            output += r.output
            if r.code != 0 { return (r.code, output) }
        }
        return (0, output)
    }

    /// The harness `main.swift` for `cases`.
    static func main(_ cases: [Case], harnessFile: String) -> String {
        var text = (try? String(contentsOfFile: harnessFile, encoding: .utf8)) ?? ""
        for c in cases {
            text += "extension \(c.typeName).Layout: HarnessLayout {\n"
            text += "    mutating func rows(offset: Double, velocity: Double) -> [[Double]] {\n"
            text += "        items(offset: offset, velocity: velocity).map {\n"
            text +=
                "            [Double($0.index), Double($0.dataIndex), $0.x, $0.y, $0.width, $0.height, $0.scale, $0.rotation, $0.alpha,\n"
            text += "             $0.z, $0.shadowOpacity, Double($0.layer), $0.translation, $0.clamped ? 1 : 0]\n"
            text += "        }\n    }\n}\n"
        }
        text += "var ok = true\n"
        for c in cases {
            text += "ok = check(\(JSONWriter.quoted(c.label)), \(JSONWriter.quoted(c.run)), \(c.typeName).Layout.self) && ok\n"
        }
        text += "exit(ok ? 0 : 1)\n"
        return text
    }
}
