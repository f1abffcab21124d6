import Foundation
import Testing
import TunelabKit

/// The proof that the app matches the lab (docs/export.md#proof): the exported layout of every
/// built-in and of formula layouts, from `--to swift`, `--to uikit` and `--to swiftui`, compiled with
/// swiftc in the Swift 6 language mode with complete concurrency checking (UIKit and SwiftUI against
/// `Tests/ExportStubs/`), reproduces every row of the lab's items.csv on every frame within 1e-9 pt.
@Suite struct ExportHarnessTests {
    static let repository = ExportCommandTests.repository

    /// A scenario to export: a shipped file as it is, or with text replaced (`edits`: the new text
    /// for the old, each expected to occur).
    struct Source {
        let label: String
        let path: String
        var edits: [(String, String)] = []
        var point: ExportSource.PointChoice? = nil
    }

    static let cardSnap = #""layout": {"kind": "cardStack""#
    static let sources: [Source] = [
        Source(label: "card-repaired", path: "experiments/scenarios/card-repaired.json"),
        Source(
            label: "card-seed-dynamic-depth", path: "experiments/scenarios/card-snap-flick.json",
            edits: [(cardSnap, cardSnap + #", "dynamicSpacing": true, "perspective": 500, "count": 7"#)]),
        Source(
            label: "card-linear-bounded", path: "experiments/scenarios/card-snap-flick.json",
            edits: [
                (cardSnap, cardSnap + #", "scaleCurve": "linear", "scaleWidth": 60, "count": 9, "visibleCount": 4"#),
                (#""content": {"infinite": true}"#, #""content": {"length": 560}"#)
            ]),
        Source(label: "flow-stack-peek", path: "experiments/scenarios/flow-stack-peek.json"),
        Source(label: "fading-feed", path: "experiments/scenarios/fading-feed.json"),
        Source(
            label: "parallax-appearance", path: "experiments/scenarios/parallax-scroll-through.json",
            edits: [(#""base": "centered", "velocityFactor": true"#, #""base": "appearance", "velocityFactor": false"#)]),
        Source(
            label: "parallax-centered", path: "experiments/scenarios/parallax-scroll-through.json",
            edits: [(#""velocityFactor": true"#, #""velocityFactor": false"#)]),
        Source(label: "formula-cover-flow", path: "experiments/layouts/cover-flow.json"),
        Source(label: "formula-card-repaired-depth", path: "experiments/scenarios/card-repaired-depth.json"),
        Source(label: "card-repair-50", path: "reports/card-repair", point: .index(50))
    ]

    /// Which sources each target is checked on (uikit and swiftui: horizontal and vertical layouts).
    static let targets: [(ExportTarget, [String])] = [
        (.swift, sources.map(\.label)),
        (.uikit, ["card-repaired", "fading-feed", "formula-cover-flow"]),
        (.swiftui, ["card-seed-dynamic-depth", "flow-stack-peek"])
    ]

    /// The scenario file of `source`: the shipped one, or an edited copy in `dir` named after the
    /// label (so each exported type's name is unique too).
    static func scenario(_ source: Source, in dir: String) throws -> String {
        let path = repository + "/" + source.path
        guard !source.edits.isEmpty else { return path }
        var text = try String(contentsOfFile: path, encoding: .utf8)
        for (old, new) in source.edits {
            guard text.contains(old) else { throw HarnessError("\(path) has no \(old)") }
            text = text.replacingOccurrences(of: old, with: new)
        }
        if let name = text.range(of: #""name": "[^"]*""#, options: .regularExpression) {
            text.replaceSubrange(name, with: "\"name\": \"\(source.label)\"")
        }
        let file = dir + "/\(source.label).json"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    struct HarnessError: Error, CustomStringConvertible {
        let description: String
        init(_ d: String) { description = d }
    }

    @Test func exportedLayoutsReproduceItemsCSV() throws {
        let swiftc = try #require(ExportHarness.swiftc, "swiftc on PATH (or $SWIFTC)")
        // A folder of this run's own (two runs at once never share one), removed afterwards.
        let dir = Self.repository + "/.build/export-harness-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let harness = ExportHarness(directory: dir, repository: Self.repository)
        let stubs = try harness.buildStubs(swiftc: swiftc)
        try #require(stubs.code == 0, "the stub modules build: \(stubs.output)")
        var cases: [ExportHarness.Case] = []
        for source in Self.sources {
            let run = dir + "/run-\(source.label)"
            let scenarioPath: String
            if source.point != nil {
                // A sweep's point: its exported scenario is what the lab ran (ExportCommandTests).
                let json = try ExportRequest(source: source.path, target: .json, point: source.point).render(root: Self.repository)
                scenarioPath = dir + "/\(source.label).json"
                try json.write(toFile: scenarioPath, atomically: true, encoding: .utf8)
            } else {
                scenarioPath = try Self.scenario(source, in: dir)
            }
            let lab = tunelab("run", scenarioPath, "--out", run)
            try #require(lab.code == 0, "\(source.label): tunelab run: \(lab)")
            for (target, labels) in Self.targets where labels.contains(source.label) {
                let text = try ExportRequest(source: source.point == nil ? scenarioPath : source.path, target: target, point: source.point)
                    .render(root: Self.repository)
                let file = dir + "/\(source.label).\(target.rawValue).swift"
                try text.write(toFile: file, atomically: true, encoding: .utf8)
                let typeName = try #require(
                    text.range(of: #"public enum [A-Za-z0-9]+ \{"#, options: .regularExpression).map {
                        String(text[$0].dropFirst("public enum ".count).dropLast(2))
                    }, "\(file): its enum")
                var c = ExportHarness.Case(label: "\(source.label) --to \(target.rawValue)", file: file, typeName: typeName, run: run)
                if target == .swift {
                    // The physics too: the decoded scenario's springs and release rules, from ScrollPhysics.
                    let scenario = try ScenarioDecoder.load(scenarioPath)
                    c.physics = dir + "/physics-\(source.label).csv"
                    try ExportHarness.physicsRows(scenario.scroll).write(toFile: c.physics!, atomically: true, encoding: .utf8)
                }
                cases.append(c)
            }
        }
        try ExportHarness.main(cases, harnessFile: Self.repository + "/Tests/ExportStubs/Harness.swift").write(
            toFile: dir + "/main.swift", atomically: true, encoding: .utf8)
        let build = try ExportHarness.run(
            [swiftc, "-swift-version", "6", "-strict-concurrency=complete", "-I", dir, "-L", dir, "-lUIKit", "-lSwiftUI"]
                + cases.map(\.file) + [dir + "/main.swift", "-o", dir + "/harness"], in: dir)
        try #require(build.code == 0, "the exports and the harness build: \(build.output)")
        let result = try ExportHarness.run([dir + "/harness"], in: dir)
        #expect(result.code == 0, "\(result.output)")
        for c in cases { #expect(result.output.contains("\(c.label): "), "\(c.label) ran: \(result.output)") }
    }
}
