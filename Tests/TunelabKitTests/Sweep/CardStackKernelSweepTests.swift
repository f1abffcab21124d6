import Foundation
import ScrollPhysics
import Testing
@testable import TunelabKit

/// The card-stack kernel against the scalar path on whole grids: every `results.csv` row the
/// batch path (`PointEvaluator.rows`, kernel lanes) writes equals the row the scalar path
/// (`row(point:)`: `CardStackLayout` + `LayoutMetricsAccumulator`) writes, byte for byte.
@Suite struct CardStackKernelSweepTests {
    static let metrics = #"["overlap_mean_pt", "overlap_cv", "jitter_rms_pt", "max_step_pt", "reversals", "pixel_flips", "travel_pt"]"#

    /// Rows of `grid` both ways; fails on the first difference. Returns the point count.
    @discardableResult
    func expectSameRows(_ text: String, _ label: String, expectKernel: Bool = true, expectComposed: Bool = true) throws -> Int {
        let dir = try TempDirectory("kernel-rows")
        defer { dir.remove() }
        let grid = try GridDecoder.load(try dir.write(text, to: "grid.json"))
        let batch = try PointEvaluator(grid: grid)
        #expect(batch.usesKernel == expectKernel, "\(label): kernel used")
        #expect((batch.composed != nil) == (expectKernel && expectComposed), "\(label): layouts composed from probes")
        let scalar = try PointEvaluator(grid: grid)
        let rows = batch.rows(0..<grid.pointCount)
        #expect(rows.count == grid.pointCount)
        for point in 0..<grid.pointCount {
            let expected = scalar.row(point: point)
            guard rows[point] == expected else {
                Issue.record("\(label): point \(point)\n kernel \(rows[point])\n scalar \(expected)")
                return grid.pointCount
            }
        }
        return grid.pointCount
    }

    @Test func theReferenceShapeMatchesBitForBit() throws {
        try expectSameRows(
            """
            {"scenario": {"duration": 1.5, "frameRate": 120, "layout": {"kind": "cardStack"},
              "gesture": [{"flick": {"velocity": -2000}}, {"wait": 1.5}]},
             "grid": {"layout.scaleFrequency": [0.01, 0.13, 0.4, 0.77, 1.0], "layout.centerFrequency": [0.05, 0.25, 0.5],
                      "layout.alphaDecay": [0.04, 0.2], "layout.spacing": [16, 24, 27.5]},
             "metrics": \(Self.metrics)}
            """, "reference shape")
    }

    @Test func everyCurveStrideAmplitudeAndWindowMatches() throws {
        try expectSameRows(
            """
            {"scenario": {"duration": 1, "frameRate": 60, "layout": {"kind": "cardStack", "count": 7},
              "gesture": [{"drag": {"translation": -150, "duration": 0.4}}, {"release": {}}, {"wait": 0.6}]},
             "grid": {"layout.scaleCurve": ["sine", "linear", "gaussian"], "layout.scaleWidth": [30, 70],
                      "layout.stride": [0, 12], "layout.shiftAmplitude": [0, 90], "layout.visibleCount": [1, 4, 5],
                      "layout.cardWidth": [200, 320]},
             "metrics": \(Self.metrics)}
            """, "curves")
    }

    @Test func casesDroppedFramesUnboundedDataAndWorstFoldMatch() throws {
        try expectSameRows(
            """
            {"scenario": {"duration": 1, "layout": {"kind": "cardStack", "count": "infinite"},
              "display": {"droppedFrames": {"probability": 0.3, "seed": 7}},
              "gesture": [{"flick": {"velocity": -3000}}, {"wait": 1}]},
             "grid": {"layout.scaleFrequency": [0.2, 0.4, 0.6], "layout.spacing": [20, 24]},
             "cases": [{"name": "back", "gesture": [{"flick": {"velocity": 1500}}, {"wait": 1}]}, {"name": "slow",
                        "gesture": [{"drag": {"translation": -40, "duration": 0.5}}, {"release": {}}, {"wait": 0.5}]}],
             "aggregate": "mean", "metrics": \(Self.metrics)}
            """, "cases")
    }

    @Test(arguments: ["worst", "mean"]) func manyCasesFoldedOneCaseAtATimeMatch(aggregate: String) throws {
        // A chunk runs its points case by case and folds each case as it comes (memory flat in
        // the cases): seven cases, one with perspective (the scalar way inside the batch), one
        // with dropped frames, an invalid spacing failing every case; both folds.
        let gestures = [-3000, -1800, -900, 600, 1400, 2500].map { #"{"gesture": [{"flick": {"velocity": \#($0)}}, {"wait": 0.8}]}"# }
        let cases =
            gestures + [
                #"{"name": "deep", "layout": {"perspective": 500}}"#, #"{"display": {"droppedFrames": {"probability": 0.25, "seed": 3}}}"#
            ]
        try expectSameRows(
            """
            {"scenario": {"duration": 0.8, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -2500}}, {"wait": 0.8}]},
             "grid": {"layout.scaleFrequency": [0.1, 0.3, 0.5, 0.7], "layout.spacing": [18, -1, 24, 30]},
             "cases": [\(cases.joined(separator: ", "))],
             "aggregate": "\(aggregate)", "metrics": \(Self.metrics)}
            """, "many cases, \(aggregate)")
    }

    @Test func dynamicSpacingInvalidValuesAndNaNFallBackOrMatch() throws {
        // Dynamic spacing in the kernel's lanes beside even spacing; an invalid spacing is that
        // point's status; a huge frequency gives NaN angles (scalar SinCos fallback) in both paths.
        try expectSameRows(
            """
            {"scenario": {"duration": 0.8, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -2500}}, {"wait": 0.8}]},
             "grid": {"layout.dynamicSpacing": [false, true], "layout.spacing": [24, -1, 30],
                      "layout.centerFrequency": [0.25, 1e300, 3e5]},
             "metrics": \(Self.metrics)}
            """, "fallbacks")
    }

    @Test func dynamicSpacingEveryCurveWindowAndBoundMatches() throws {
        // Bounded (count 7, clipped windows at both ends) and unbounded cases; 1 to 9 visible cards.
        try expectSameRows(
            """
            {"scenario": {"duration": 1, "frameRate": 60, "layout": {"kind": "cardStack", "count": 7, "dynamicSpacing": true},
              "gesture": [{"drag": {"translation": -150, "duration": 0.4}}, {"release": {}}, {"wait": 0.6}]},
             "grid": {"layout.scaleCurve": ["sine", "linear", "gaussian"], "layout.scaleWidth": [30, 70],
                      "layout.stride": [0, 12], "layout.baseScale": [0.3, 0.7], "layout.visibleCount": [1, 4, 9],
                      "layout.spacing": [16, 30]},
             "cases": [{"name": "bounded"}, {"name": "unbounded", "layout": {"count": "infinite"},
                        "gesture": [{"flick": {"velocity": 2500}}, {"wait": 0.8}]}],
             "metrics": \(Self.metrics)}
            """, "dynamic spacing")
    }

    @Test func perspectiveFaultsGiveTheScalarStatus() throws {
        // zSlope < 0 raises the far cards' z: at d 300 and 180 some points meet it on some frames
        // (their status is the scalar run's message), others never; even and dynamic spacing.
        let text = """
            {"scenario": {"duration": 1, "frameRate": 60, "layout": {"kind": "cardStack", "zMax": 100, "zFloor": 50},
              "gesture": [{"drag": {"translation": -150, "duration": 0.4}}, {"release": {}}, {"wait": 0.6}]},
             "grid": {"layout.zSlope": [0.5, -1, -4], "layout.perspective": [100000, 300, 180],
                      "layout.dynamicSpacing": [false, true], "layout.visibleCount": [3, 7], "layout.spacing": [20, 28]},
             "cases": [{"name": "bounded"}, {"name": "unbounded", "layout": {"count": "infinite"}}],
             "metrics": \(Self.metrics)}
            """
        try expectSameRows(text, "perspective", expectComposed: false)
        let dir = try TempDirectory("kernel-perspective")
        defer { dir.remove() }
        let grid = try GridDecoder.load(try dir.write(text, to: "grid.json"))
        let evaluator = try PointEvaluator(grid: grid)
        let statuses = evaluator.outcomes(Array(0..<grid.pointCount)).map(\.status)
        let faults = statuses.filter { $0.contains("layout.perspective") }.count
        #expect(faults > 5 && statuses.filter { $0 == "ok" }.count > 40, "some points fault, most do not: \(statuses)")
        // The card stacks go through the kernel (the batch takes them), perspective and dynamic spacing alike.
        var batch = KernelBatch()
        for point in [0, grid.pointCount - 1] {
            let scenario = try evaluator.scenario(point: point, caseIndex: 1).get()
            #expect(scenario.layout.perspective != nil)
            let taken = batch.enqueue(scenario, result: point, caseIndex: 1, evaluator: evaluator)
            #expect(taken, "point \(point)")
        }
    }

    @Test func aMetricTheKernelDoesNotFoldKeepsTheScalarPath() throws {
        try expectSameRows(
            """
            {"scenario": {"duration": 0.5, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -2000}}]},
             "grid": {"layout.spacing": [20, 24]}, "metrics": ["jitter_rms_pt", "z_violations"]}
            """, "z_violations", expectKernel: false)
    }
}

/// A kernel-served sweep writes the same bytes whatever the jobs, shards and chunking.
@Suite struct CardStackKernelDeterminismTests {
    @Test func jobsAndShardsGiveTheSameBytes() throws {
        let dir = try TempDirectory("kernel-jobs")
        defer { dir.remove() }
        // 2 400 points: more than two of the kernel's 1 024-point chunks, some lanes left over.
        let grid = try dir.write(
            """
            {"scenario": {"duration": 0.25, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -2500}}]},
             "grid": {"layout.scaleFrequency": {"linspace": {"from": 0.05, "to": 1, "count": 40}},
                      "layout.centerFrequency": {"linspace": {"from": 0.05, "to": 0.5, "count": 15}}, "layout.spacing": [18, 24, 30, 33]},
             "metrics": ["overlap_cv", "jitter_rms_pt", "max_step_pt", "reversals", "pixel_flips"], "traces": 0}
            """, to: "g.json")
        var outputs: [Data] = []
        for jobs in ["1", "2"] {
            let r = tunelab("sweep", grid, "--out", dir.file("jobs\(jobs)"), "--jobs", jobs, "--quiet")
            #expect(r.code == 0, "\(r)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: dir.file("jobs\(jobs)/results.csv"))))
        }
        for s in 0..<3 {
            let r = tunelab("sweep", grid, "--out", dir.file("sharded"), "--shard", "\(s)/3", "--jobs", "2", "--quiet")
            #expect(r.code == 0, "\(r)")
        }
        #expect(tunelab("merge", dir.file("sharded")).code == 0)
        outputs.append(try Data(contentsOf: URL(fileURLWithPath: dir.file("sharded/results.csv"))))
        #expect(outputs[0].count > 2_400 * 20, "the rows are there")
        #expect(outputs[1] == outputs[0], "--jobs 2 = --jobs 1")
        #expect(outputs[2] == outputs[0], "3 shards merged = unsharded")
    }
}
