import Foundation
import ScrollPhysics
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
        /// The lab's physics rows for `checkPhysics`, or nil.
        var physics: String? = nil
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

    /// The lab's spring states and release decisions for `scroll` (ScrollPhysics' `SpringMotion`,
    /// `Deceleration`, `SnapPoints`, as `UIKitDriver.handOff` uses them), as rows for
    /// `checkPhysics`: the snap and bounce springs from a few starts, releases around the bounds.
    static func physicsRows(_ scroll: ScrollConfiguration) -> String {
        let n = { (x: Double) in x.isFinite ? NumberFormat.shortest(x) : "\(x)" }  // nan, inf, -inf
        var rows = ["kind,a,b,c,d,e,f,g,h"]
        for (kind, spring) in [("snap", scroll.snap.spring), ("bounce", scroll.bounce)] {
            for (x0, v0) in [(-120.0, -2400.0), (37.5, 0), (0.25, 800), (-8, 3000)] {
                let motion = ScrollPhysics.SpringMotion(spring: spring, displacement: x0, velocity: v0)
                for t in [0, 0.008, 0.1, 0.35, 1.2] {
                    rows.append("\(kind),\(n(x0)),\(n(v0)),\(n(t)),\(n(motion.displacement(at: t))),\(n(motion.velocity(at: t)))")
                }
            }
        }
        let bounds = scroll.bounds
        for offset in [-30.0, 0, 11.9, 96, 500, 2000] {
            for v in [-3000.0, -400, -5, 0, 12, 1200] {
                var kind = 0.0, target = Double.nan, rate = Double.nan
                let over = bounds.overscroll(offset)
                if over != 0 {
                    (kind, target) = (1, over < 0 ? bounds.minimum : bounds.maximum)
                } else if let interval = scroll.snap.effectiveInterval(viewport: scroll.viewport) {
                    let free = Deceleration.restingOffset(
                        from: offset, velocity: v, rate: scroll.decelerationRate, law: scroll.decelerationLaw)
                    target = bounds.clamp(SnapPoints.nearest(to: free, interval: interval))
                    kind = 2
                    if scroll.snap.mode == .decelerate,
                        let r = Deceleration.rate(toRestAt: target, from: offset, velocity: v, law: scroll.decelerationLaw)
                    {
                        (kind, rate) = (3, r.perMillisecond)
                    }
                }
                let rest = Deceleration.restingOffset(from: offset, velocity: v, rate: scroll.decelerationRate, law: scroll.decelerationLaw)
                rows.append(
                    "release,\(n(offset)),\(n(v)),\(n(bounds.minimum)),\(n(bounds.maximum)),\(n(kind)),\(n(target)),\(n(rate)),\(n(rest))")
            }
        }
        return rows.joined(separator: "\n") + "\n"
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
            guard let physics = c.physics else { continue }
            let t = c.typeName
            text += """
                ok = checkPhysics(
                    \(JSONWriter.quoted(c.label)), \(JSONWriter.quoted(physics)),
                    spring: { kind, x0, v0, time in
                        let s = \(t).SpringMotion(kind == "snap" ? \(t).snapSpring : \(t).bounce, from: x0, velocity: v0, to: 0).state(at: time)
                        return (s.offset, s.velocity)
                    },
                    release: { offset, velocity, lo, hi in
                        let rest = \(t).restingOffset(from: offset, velocity: velocity)
                        switch \(t).release(offset: offset, velocity: velocity, minOffset: lo, maxOffset: hi) {
                        case .coast: return [0, .nan, .nan, rest]
                        case .bounce(let target): return [1, target, .nan, rest]
                        case .snapSpring(let target): return [2, target, .nan, rest]
                        case .snapDecelerate(let target, let rate): return [3, target, rate, rest]
                        }
                    }) && ok

                """
        }
        text += "exit(ok ? 0 : 1)\n"
        return text
    }
}
