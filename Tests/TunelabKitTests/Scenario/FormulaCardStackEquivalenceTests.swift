import Foundation
import ScrollPhysics
import Testing
import TunelabKit
import TestSupport

/// The shipped seed card stack written as a formula (`experiments/layouts/card-stack.json`)
/// reproduces the built-in `cardStack`: every number of `items.csv` and every metric within
/// 1e-9 relative (|a − b| ≤ 1e-9·max(1, |a|, |b|)), on a static offset and a snapping flick.
@Suite struct FormulaCardStackEquivalenceTests {
    static let repository = Repository.url
    static let file = repository.appendingPathComponent("experiments/layouts/card-stack.json").path

    /// The formula scenario and the same scenario with `builtInLayout` as its layout, after `edits`.
    static func pair(_ edits: [(path: [String], json: String)], builtInLayout: String = #"{"kind": "cardStack"}"#)
        throws -> (formula: Scenario, builtIn: Scenario)
    {
        var root = try JSONFile.read(file)
        for edit in edits {
            root = try JSONEdit.setting(JSONParser.parse(edit.json, file: "edit").value, at: ArraySlice(edit.path), in: root).get()
        }
        let decoder = ScenarioDecoder.decoder(forFile: file)
        let builtIn = try JSONEdit.setting(
            JSONParser.parse(builtInLayout, file: "edit").value,
            at: ["layout"], in: root
        ).get()
        return (try decoder.decode(root), try decoder.decode(builtIn))
    }

    static func close(_ a: String, _ b: String) -> Bool {
        guard let x = Double(a), let y = Double(b) else { return a == b }
        return abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
    }

    static func expectSame(_ formula: Scenario, _ builtIn: Scenario, _ label: String) throws {
        let metrics = Metric.applicable(to: .cardStack)
        let a = try ScenarioRunFiles(scenario: formula, metrics: metrics)
        let b = try ScenarioRunFiles(scenario: builtIn, metrics: metrics)
        #expect(a.frames.bytes == b.frames.bytes, "\(label): the same trajectory (the pitch is the snap interval)")
        let rowsA = String(decoding: a.items.bytes, as: UTF8.self).split(separator: "\n")
        let rowsB = String(decoding: b.items.bytes, as: UTF8.self).split(separator: "\n")
        #expect(rowsA.count == rowsB.count && rowsA.count > 1, "\(label): as many item rows")
        var worst = 0.0
        for (ra, rb) in zip(rowsA, rowsB) {
            let fa = ra.split(separator: ",").map(String.init), fb = rb.split(separator: ",").map(String.init)
            #expect(fa.count == fb.count, "\(label): \(ra) vs \(rb)")
            for (x, y) in zip(fa, fb) {
                #expect(close(x, y), "\(label): \(ra) vs \(rb)")
                if let u = Double(x), let v = Double(y) { worst = max(worst, abs(u - v) / max(1, abs(u), abs(v))) }
            }
        }
        for metric in metrics {
            let (x, y) = (a.values[metric], b.values[metric])
            #expect((x == nil) == (y == nil), "\(label): \(metric) present in both")
            if let x, let y { #expect(abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)), "\(label): \(metric) \(x) vs \(y)") }
        }
        #expect(worst < 1e-9, "\(label): worst relative difference \(worst)")
    }

    @Test func staticOffset() throws {
        // No gesture: the view rests at 100 pt, between cards 4 and 5, for 3 s.
        let (formula, builtIn) = try Self.pair([(["gesture"], "[]"), (["scroll", "initialOffset"], "100")])
        try Self.expectSame(formula, builtIn, "static offset 100")
    }

    @Test func snappingFlick() throws {
        let (formula, builtIn) = try Self.pair([])
        #expect(formula.layout.kind == .formula && builtIn.layout.kind == .cardStack)
        try Self.expectSame(formula, builtIn, "snapping flick")
    }

    @Test(arguments: [500.0, 300])
    func perspectiveProjectsBothAlike(_ distance: Double) throws {
        // The seed's depth (m34 = −1/500) and a stronger one, on a snapping flick.
        let (formula, builtIn) = try Self.pair(
            [(["layout", "perspective"], "\(distance)")],
            builtInLayout: #"{"kind": "cardStack", "perspective": \#(distance)}"#)
        #expect(formula.layout.perspective == distance && builtIn.layout.perspective == distance)
        try Self.expectSame(formula, builtIn, "perspective \(distance)")
        let (flat, _) = try Self.pair([])
        let a = try ScenarioRunFiles(scenario: flat, metrics: [.overlapMeanPt])
        let b = try ScenarioRunFiles(scenario: formula, metrics: [.overlapMeanPt])
        #expect(a.items.bytes != b.items.bytes, "perspective \(distance) moves the frames")
    }

    @Test func boundedContentAndDataCount() throws {
        // Bounded content keeps cards within [0, count); both wrap data indices at 20.
        let (formula, builtIn) = try Self.pair([
            (["scroll", "content"], #"{"length": 456}"#),
            (["gesture"], #"[{"flick": {"velocity": 3000}}, {"wait": 2}]"#)
        ])
        try Self.expectSame(formula, builtIn, "bounded flick past the end")
    }

    @Test func paramsSweepMatchesTheBuiltInSweep() throws {
        let dir = try TempDirectory("formula-params-sweep")
        defer { dir.remove() }
        let grid = { (scenario: String, key: String) in
            #"{"name": "g", "scenario": "\#(scenario)", "grid": {"\#(key)": [0.2, 0.4, 0.65]}, "traces": 0, "metrics": ["overlap_cv", "jitter_rms_pt", "focus_error_rate", "z_violations", "alpha_reversals"]}"#
        }
        try dir.write(String(contentsOfFile: Self.file, encoding: .utf8), to: "card.json")
        let builtIn = try JSONEdit.setting(
            JSONParser.parse(#"{"kind": "cardStack"}"#, file: "edit").value, at: ["layout"],
            in: JSONFile.read(Self.file)
        ).get()
        try dir.write(builtIn.jsonText, to: "builtin.json")
        let formulaGrid = try dir.write(grid("card.json", "layout.params.scaleFrequency"), to: "f.json")
        let builtInGrid = try dir.write(grid("builtin.json", "layout.scaleFrequency"), to: "b.json")
        #expect(tunelab("sweep", formulaGrid, "--out", dir.file("f"), "--quiet").code == 0)
        #expect(tunelab("sweep", builtInGrid, "--out", dir.file("b"), "--quiet").code == 0)
        let f = try String(contentsOfFile: dir.file("f/results.csv"), encoding: .utf8).split(separator: "\n")
        let b = try String(contentsOfFile: dir.file("b/results.csv"), encoding: .utf8).split(separator: "\n")
        #expect(f.count == 4 && b.count == 4, "3 points each")
        for (x, y) in zip(f.dropFirst(), b.dropFirst()) {
            let u = x.split(separator: ",", omittingEmptySubsequences: false), v = y.split(separator: ",", omittingEmptySubsequences: false)
            #expect(u.last == "ok" && v.last == "ok")
            for (p, q) in zip(u.dropFirst(2).dropLast(), v.dropFirst(2).dropLast()) {
                #expect(Self.close(String(p), String(q)), "\(x) vs \(y)")
            }
        }
    }
}
