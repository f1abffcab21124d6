import Foundation
import ScrollPhysics
import Testing
import TunelabKit

/// Issue 32: decoded input never reaches a precondition. The SIGILL input
/// (`display.scale` = the smallest normal double) and its class, the models a scenario does not
/// use (not constructed), the grid that named a scenario with a bad `"$schema"`, and the
/// findings of the extreme-value fuzz campaign.
@Suite struct DecodedInputGuardTests {
    static let models = ScrollModel.allCases.map(\.rawValue)

    /// Below 0.5 (down to the subnormals, where Float(scale) is 0) and above 10: refused by run
    /// and validate alike, one line naming the place, exit 2, nothing written.
    @Test(arguments: [
        "2.2250738585072014e-308", "5e-324", "1e-46", "7e-46", "0", "-0", "-1", "0.49999999999999994",
        "10.000000000000002", "100", "1e308"
    ])
    func displayScaleOutsideItsRangeIsRefused(scale: String) throws {
        let dir = try TempDirectory("guard-scale")
        defer { dir.remove() }
        for model in Self.models {
            let json = #"{"scroll": {"model": "\#(model)"}, "gesture": [{"flick": {"velocity": -2000}}], "display": {"scale": \#(scale)}}"#
            let path = try dir.write(json, to: "s.json")
            let column = json.distance(from: json.startIndex, to: json.range(of: "\"scale\": ")!.upperBound) + 1
            let expected = "\(path):1:\(column): display.scale: expected a number in [0.5, 10] (pixels per point), got \(scale)\n"
            let r = tunelab("run", path, "--out", dir.file("out"))
            #expect(r.code == 2 && r.err == expected, "\(model), scale \(scale): \(r)")
            #expect(!dir.exists("out"), "\(model), scale \(scale): nothing written")
            let v = tunelab("validate", path)
            #expect(v.code == 2 && v.err == expected, "validate agrees: \(model), scale \(scale): \(v)")
        }
    }

    @Test(arguments: ["0.5", "0.75", "10"])
    func displayScaleAtItsBoundsRuns(scale: String) throws {
        let dir = try TempDirectory("guard-scale-ok")
        defer { dir.remove() }
        for model in Self.models {
            let path = try dir.write(
                #"{"duration": 0.5, "scroll": {"model": "\#(model)", "content": {"length": 1000}, "initialOffset": -3}, "gesture": [{"flick": {"velocity": -2000}}], "display": {"scale": \#(scale)}}"#,
                to: "s.json")
            let r = tunelab("run", path, "--out", dir.file("out-\(model)"))
            #expect(r.code == 0, "\(model), scale \(scale): \(r)")
        }
    }

    /// The library itself: a model the configuration does not name is not constructed, so the
    /// Android scroller's density precondition is not met by a uikit or Flutter run (before, each
    /// of these ended in SIGILL: `Float(2.2e-308)` is 0).
    @Test(arguments: [ScrollModel.uikit, .flutterIOS, .flutterMacOS, .android])
    func unusedModelsAreNotConstructed(model: ScrollModel) {
        var configuration = ScrollConfiguration()
        configuration.model = model
        configuration.contentLength = 2000
        configuration.displayScale = 2.2250738585072014e-308
        let clock = SimulationClock(physicsRate: 1200, frameRate: 120, duration: 0.5)
        let script = GestureScript(steps: [.flick(velocity: -2000)], clock: clock, touchRate: 120)
        var simulation = ScrollViewSimulation(configuration: configuration, clock: clock, script: script, estimator: .lsq2)
        var frames = 0
        while simulation.advanceToNextFrame() != nil { frames += 1 }
        #expect(frames == 61, "\(model): \(frames) frames")
    }

    /// A scenario file whose `"$schema"` is not a string is refused when a grid names it, as
    /// `validate` and `run` refuse it (the grid decoder used to drop the key unchecked).
    @Test func gridNamingAScenarioWithABadSchemaIsRefused() throws {
        let dir = try TempDirectory("guard-schema")
        defer { dir.remove() }
        let scenario = try dir.write(#"{"$schema": 3, "duration": 0.5}"#, to: "s.json")
        let grid = try dir.write(#"{"scenario": "s.json", "grid": {"duration": [0.5, 1]}}"#, to: "g.json")
        let expected = "\(scenario):1:13: [\"$schema\"]: expected a string (the path or URL of a JSON schema), got a number\n"
        let own = tunelab("validate", scenario)
        #expect(own.code == 2 && own.err == expected, "\(own)")
        let validated = tunelab("validate", grid)
        #expect(validated.code == 2 && validated.err == expected, "\(validated)")
        let swept = tunelab("sweep", grid, "--out", dir.file("out"), "--quiet")
        #expect(swept.code == 2 && swept.err == expected, "\(swept)")
        #expect(!dir.exists("out"))
        // A string `"$schema"` is still left out of the base scenario.
        _ = try dir.write(#"{"$schema": "../schemas/scenario.schema.json", "duration": 0.5}"#, to: "s.json")
        #expect(tunelab("validate", grid).code == 0)
    }

    /// Fuzz finding: a subnormal deceleration rate times an edge-damping factor below ½ rounded
    /// to 0, which `DecelerationRate` refuses (SIGILL). The product is now kept ≥ the smallest normal.
    @Test func subnormalRateWithEdgeDampingRuns() throws {
        let dir = try TempDirectory("guard-rate")
        defer { dir.remove() }
        let path = try dir.write(
            #"{"duration": 0.5, "layout": {"kind": "cardStack"}, "scroll": {"initialOffset": 500, "decelerationRate": 5e-324, "edgeDamping": true, "content": {"length": 5000}}, "gesture": [{"flick": {"velocity": -1000}}]}"#,
            to: "s.json")
        let r = tunelab("run", path, "--out", dir.file("out"))
        #expect(r.code == 0, "\(r)")
        let rows = dir.text("out/frames.csv").split(separator: "\n").dropFirst()
        #expect(rows.allSatisfy { Double($0.split(separator: ",", omittingEmptySubsequences: false)[2])?.isFinite == true })
    }

    /// Fuzz finding: a rubber band d so small (subnormal) that d·(1 − 1e-12) rounds to d met
    /// `RubberBand.inverse`'s |b| < d at a touch down past the edge (SIGILL).
    @Test(arguments: ["5e-324", "1e-315", "2.2250738585072014e-308"])
    func subnormalRubberBandDimensionRuns(dimension: String) throws {
        let dir = try TempDirectory("guard-band")
        defer { dir.remove() }
        let path = try dir.write(
            #"{"duration": 0.5, "scroll": {"initialOffset": -10, "content": {"length": 2000}, "rubberBand": {"dimension": \#(dimension)}}, "gesture": [{"drag": {"translation": -50, "duration": 0.1}}, {"release": {}}]}"#,
            to: "s.json")
        let r = tunelab("run", path, "--out", dir.file("out"))
        #expect(r.code == 0, "d = \(dimension): \(r)")
    }

    /// A snap interval so fine that offset / interval overflows: the offset is its own snap
    /// point (before: ∞·0 made every offset after the release NaN, written as empty cells).
    @Test(arguments: ["5e-324", "1e-310"])
    func subnormalSnapIntervalKeepsTheOffsetFinite(interval: String) throws {
        #expect(SnapPoints.nearest(to: 500, interval: .leastNonzeroMagnitude) == 500)
        #expect(SnapPoints.nearest(to: 10, interval: 3) == 9)
        let dir = try TempDirectory("guard-snap")
        defer { dir.remove() }
        let path = try dir.write(
            #"{"duration": 1, "scroll": {"snap": {"policy": "nearest", "interval": \#(interval)}}, "gesture": [{"flick": {"velocity": -1000}}]}"#,
            to: "s.json")
        let r = tunelab("run", path, "--out", dir.file("out"))
        #expect(r.code == 0, "\(r)")
        let rows = dir.text("out/frames.csv").split(separator: "\n").dropFirst()
        #expect(
            rows.allSatisfy { Double($0.split(separator: ",", omittingEmptySubsequences: false)[2])?.isFinite == true },
            "interval \(interval): \(rows.suffix(2))")
    }

    /// Fuzz finding (seed 15, mutant 33330): a shard row whose parameter cell was edited to `inf`
    /// was merged, and the report's metric chart met `AxisTicks`' finite-range precondition
    /// (SIGILL). `merge` now checks each parameter cell against the grid's value of that point.
    @Test(arguments: ["inf", "1e400", "0.3", ""])
    func mergeRefusesAnEditedParameterCell(cell: String) throws {
        let fixtures = try ShardFixtures("guard-merge")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let sharded = fixtures.root + "/sharded"
        for s in 0..<2 { ShardFixtures.tunelab(["sweep", grid, "--out", sharded, "--shard", "\(s)/2", "--quiet"]) }
        let data = sharded + "/shard-00000-of-00002.csv"
        var rows = try String(contentsOfFile: data, encoding: .utf8).split(separator: "\n").map(String.init)
        var fields = rows[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let original = fields[1]
        fields[1] = cell
        rows[1] = fields.joined(separator: ",")
        try (rows.joined(separator: "\n") + "\n").write(toFile: data, atomically: true, encoding: .utf8)
        let merge = ShardFixtures.tunelab(["merge", sharded, "--out", fixtures.root + "/merged/results.csv"])
        let expected =
            "\(data):2:\(fields[0].count + 2): layout.scaleFrequency: expected \"\(original)\", point 0's value in the grid, got \"\(cell)\"\n"
        #expect(merge.code == 2 && merge.err == expected, "\(merge)")
        #expect(!FileManager.default.fileExists(atPath: fixtures.root + "/merged"), "no folder left")
    }

    /// Fuzz finding (seed 15, mutant 60284, a timeout): a range of 2·10⁷ values was made (32 s,
    /// 490 MB) before the grid's point count met --max-points. A range of more values than
    /// --max-points is refused at its place first.
    @Test func aRangeLongerThanMaxPointsIsRefusedBeforeItsValuesAreMade() throws {
        let dir = try TempDirectory("guard-range")
        defer { dir.remove() }
        let path = try dir.write(
            #"{"scenario": {"duration": 0.5}, "grid": {"touch.noise": {"from": 0.05, "to": 1e6, "step": 0.05}}}"#, to: "g.json")
        let r = tunelab("validate", path, "--max-points", "256")
        #expect(
            r.code == 2
                && r.err
                    == "\(path):1:57: grid[\"touch.noise\"]: expected at most --max-points 256 values (a grid of more points is refused), got 20000000\n",
            "\(r)")
        let spaced = try dir.write(
            #"{"scenario": {"duration": 0.5}, "grid": {"touch.noise": {"linspace": {"from": 0, "to": 1, "count": 300}}}}"#, to: "l.json")
        let l = tunelab("validate", spaced, "--max-points", "256")
        #expect(l.code == 2 && l.err.contains("expected at most --max-points 256 values"), "\(l)")
    }
}
