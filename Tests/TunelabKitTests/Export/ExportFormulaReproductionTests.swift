import Foundation
import Testing
import TunelabKit
import TestSupport

/// The Swift that `tunelab export --to swift` writes for a formula layout, compiled with
/// `swiftc` and run against the lab's own items.csv: every attribute of every row within
/// 1e-9 pt, every row's index among the exported `candidates(offset:)`. Skipped (with the
/// reason) only when no `swiftc` is found.
@Suite struct ExportFormulaReproductionTests {
    static let repository = Repository.path

    /// `$SWIFTC`, else `swiftc` on `PATH`, else the toolchain beside this test's Swift.
    static let swiftc: String? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let explicit = environment["SWIFTC"] { candidates.append(explicit) }
        for directory in (environment["PATH"] ?? "").split(separator: ":") { candidates.append("\(directory)/swiftc") }
        candidates += ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The formula layouts shipped in experiments/layouts, with their exported type names, and
    /// one that calls every function and operator of the language where the Swift spelling is a
    /// trap: `round` halves (away from zero, not to even) at negative indices, `mod` of negatives
    /// (the sign of b, not `fmod`'s), `^`, comparisons and `&& || !` as 1/0, `?:`, `clamp`, `mix`,
    /// `step`, `smoothstep`, `easeInOutCubic`, `sign` and the libm functions.
    static let layouts = [
        ("card-stack", "FormulaCardStack"), ("cover-flow", "FormulaCoverFlow"), ("fade-list", "FormulaFadeList"),
        ("every-function", "FormulaEveryFunction")
    ]

    static let everyFunction = #"""
        {"name": "formula-every-function", "duration": 1.5,
         "gesture": [{"drag": {"translation": 200, "duration": 0.4}}, {"release": {}}, {"wait": 1}],
         "layout": {"kind": "formula", "axis": "horizontal", "pitch": "spacing", "count": 1000, "visible": {"nearest": 9},
           "params": {"spacing": 30, "k": 0.37},
           "let": {"h": "index / 2", "r": "round(h) + round(-h) * 10 + round(rel / spacing) * 100",
                   "m": "mod(index, 3) + mod(rel, -7) * 10 + mod(-index, 4) * 100",
                   "c": "(rel > 0) + (rel >= 15) * 2 + (rel < -15) * 4 + (rel <= 0) * 8 + (index == 1) * 16 + (index != 2) * 32",
                   "b": "(rel > 0 && index > 0) + (rel < 0 || index < -2) * 2 + !(rel > 0) * 4 + (index > 0 ? 8 : -8)"},
           "item": {"x": "r + m / 7", "y": "c + b / 3 + 2 ^ (h / 3) + pow(1.5, -h)",
                    "width": "clamp(rel, -20, 20) + mix(3, 9, dist / 100) + step(0, rel) * 7 + step(rel, 0) * 11",
                    "height": "smoothstep(-30, 30, rel) * 50 + easeInOutCubic(clamp(dist / 60, 0, 1)) * 70 + easeInOutCubic(0.25)",
                    "scale": "sign(rel) + sign(index) * 3 + abs(rel) / 100 + floor(rel / 7) + ceil(rel / 7) * 2",
                    "rotation": "sin(rel * k) + cos(dist * k) * 2 + sin(rel / 11) * 3 + cos(offset / 13) + tan(rel / 100)",
                    "alpha": "asin(clamp(rel / 200, -1, 1)) + acos(clamp(rel / 300, -1, 1)) + atan(rel) + atan2(rel, index + 0.5)",
                    "z": "exp(-dist / 50) + log(dist + 1) + log2(dist + 1) + log10(dist + 1) + sqrt(dist) + hypot(rel, index)",
                    "shadowOpacity": "min(rel, index, 3) + max(rel, index, -3) + velocity / 1000 + focus + pi + count + pitch + midX + midY + viewport + crossViewport"}}}
        """#

    @Test(.enabled(if: swiftc != nil, "swiftc not found (set SWIFTC or put it on PATH): the exported formula functions cannot be compiled"))
    func exportedFunctionsReproduceItemsCSV() throws {
        let swiftc = try #require(Self.swiftc)
        let dir = try TempDirectory("export-formula")
        defer { dir.remove() }
        var sources: [String] = []
        var checks = ""
        try dir.write(Self.everyFunction, to: "every-function.json")
        for (name, type) in Self.layouts {
            let shipped = Self.repository + "/experiments/layouts/\(name).json"
            let scenarioPath = FileManager.default.fileExists(atPath: shipped) ? shipped : dir.file("\(name).json")
            let scenario = try ScenarioDecoder.load(scenarioPath)
            let files = try ScenarioRunFiles(scenario: scenario)
            try files.write(to: dir.file(name))
            let swift = try ExportRequest(source: scenarioPath, target: .swift).render()
            sources.append(try dir.write(swift, to: "\(name).swift"))
            checks += """
                check("\(name)", "\(dir.file(name))", { o, i, v in
                    let a = \(type).Layout.attributes(offset: o, index: i, velocity: v)
                    return [a.x, a.y, a.width, a.height, a.scale, a.rotation, a.alpha, a.z, a.shadowOpacity]
                }, \(type).Layout.candidates)

                """
        }
        let driver = try dir.write(Self.driverPrologue + checks, to: "main.swift")
        let binary = dir.file("check")
        let compile = try Self.run(swiftc, sources + [driver, "-o", binary])
        #expect(compile.status == 0, "swiftc failed: \(compile.output)")
        guard compile.status == 0 else { return }
        let result = try Self.run(binary, [])
        #expect(result.status == 0, "driver failed: \(result.output)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == Self.layouts.count, "one line per layout: \(result.output)")
        for line in lines {
            // "<name> rows <n> maxError <e> outside <k>"
            let words = line.split(separator: " ")
            guard words.count == 7, let rows = Int(words[2]), let error = Double(words[4]), let outside = Int(words[6]) else {
                Issue.record("unreadable driver line: \(line)")
                continue
            }
            #expect(rows > 100, "\(words[0]): \(rows) rows compared")
            #expect(error <= 1e-9, "\(words[0]): largest difference from items.csv \(error) pt")
            #expect(outside == 0, "\(words[0]): \(outside) rows whose index is not among candidates(offset:)")
        }
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Reads frames.csv (offset and velocity per frame) and items.csv, and compares each row
    /// with the exported functions.
    static let driverPrologue = """
        import Foundation

        func table(_ path: String) -> [[String]] {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            return text.split(separator: "\\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        }

        func check(_ name: String, _ dir: String, _ attributes: (Double, Int, Double) -> [Double],
                   _ candidates: (Double) -> ClosedRange<Int>?) {
            var frames: [String: (offset: Double, velocity: Double)] = [:]
            for row in table(dir + "/frames.csv").dropFirst() { frames[row[0]] = (Double(row[2])!, Double(row[3])!) }
            var rows = 0, outside = 0
            var maxError = 0.0
            for row in table(dir + "/items.csv").dropFirst() {
                let frame = frames[row[0]]!
                let index = Int(row[2])!
                let got = attributes(frame.offset, index, frame.velocity)
                for (value, text) in zip(got, row[4...12]) {
                    let expected = Double(text)!
                    let difference = abs(value - expected)
                    if !(difference <= maxError) { maxError = difference.isNaN ? .infinity : difference }
                }
                if !(candidates(frame.offset).map { $0.contains(index) } ?? false) { outside += 1 }
                rows += 1
            }
            print("\\(name) rows \\(rows) maxError \\(maxError) outside \\(outside)")
        }


        """
}
