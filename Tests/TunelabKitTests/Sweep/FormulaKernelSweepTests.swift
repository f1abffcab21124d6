import Foundation
import ScrollPhysics
import Testing
@testable import TunelabKit
import TestSupport

/// The formula kernel against the scalar path on whole grids: every `results.csv` row the
/// batch path (`PointEvaluator.outcomes`, `FormulaKernel` lanes) writes equals the row the
/// scalar path (`row(point:)`: `FormulaLayout` + `LayoutMetricsAccumulator`) writes, byte for
/// byte — on formula grids of every shape the kernel takes or declines, and on every shipped
/// grid with a formula layout, as shipped and asking only for the metrics the kernel folds.
@Suite struct FormulaKernelSweepTests {
    static let metrics = #"["overlap_mean_pt", "overlap_cv", "jitter_rms_pt", "max_step_pt", "reversals", "pixel_flips", "travel_pt"]"#
    static let kernelMetrics = ["overlap_mean_pt", "overlap_cv", "jitter_rms_pt", "max_step_pt", "reversals", "pixel_flips"]

    /// The seed card stack as a formula (experiments/bench/formula-sweep-2000.json), with `extra` layout members.
    static func cardStack(_ extra: String = "", axis: String = "horizontal", count: String = "20", visible: Int = 5) -> String {
        """
        {"kind": "formula", "axis": "\(axis)", "pitch": "spacing", "count": \(count), "visible": {"nearest": \(visible)},
         "params": {"cardWidth": 320, "cardHeight": 480, "spacing": 24, "baseScale": 0.7, "maxScale": 1.1,
                    "scaleFrequency": 0.4, "centerFrequency": 0.25, "tilt": 0.005, "alphaDecay": 0.12, "root": 1},
         "let": {"s": "baseScale + (maxScale - baseScale) * clamp(sin(dist * scaleFrequency), 0, 1)", "w": "cardWidth * s",
                 "shift": "cardWidth * 0.5 * cos(rel * centerFrequency)"},
         "item": {"x": "midX + shift - w / 2", "y": "midY - cardHeight * s / 2", "width": "w * sqrt(root)",
                  "height": "cardHeight * s", "scale": "s", "rotation": "rel * tilt",
                  "alpha": "0.3 + 0.7 * exp(-dist * alphaDecay)"\(extra)}}
        """
    }

    /// Rows of the grid in `path` both ways, on at most about 200 of its points; fails on the
    /// first difference. `expectKernel` nil: the kernel is used exactly when points are decoded
    /// layout only (the scroll settings do not follow the layout, e.g. no snapping to its pitch).
    func expectSameRows(path: String, _ label: String, expectKernel: Bool? = true) throws {
        let grid = try GridDecoder.load(path)
        let batch = try PointEvaluator(grid: grid)
        #expect(batch.usesKernel == (expectKernel ?? batch.usesLayoutOnlyDecoding), "\(label): kernel used")
        let scalar = try PointEvaluator(grid: grid)
        let points = Array(stride(from: 0, to: grid.pointCount, by: max(1, grid.pointCount / 200)))
        let rows = batch.outcomes(points).map { $0.fields(grid) }
        #expect(rows.count == points.count)
        for (row, point) in zip(rows, points) {
            let expected = scalar.row(point: point)
            guard row == expected else {
                Issue.record("\(label): point \(point)\n kernel \(row)\n scalar \(expected)")
                return
            }
        }
    }

    func expectSameRows(_ text: String, _ label: String, expectKernel: Bool = true) throws {
        let dir = try TempDirectory("formula-kernel-rows")
        defer { dir.remove() }
        try expectSameRows(path: try dir.write(text, to: "grid.json"), label, expectKernel: expectKernel)
    }

    @Test func theBenchShapeMatchesBitForBit() throws {
        try expectSameRows(
            """
            {"scenario": {"duration": 1.5, "frameRate": 120, "layout": \(Self.cardStack()),
              "gesture": [{"flick": {"velocity": -2000}}, {"wait": 1.5}]},
             "grid": {"layout.params.scaleFrequency": [0.01, 0.13, 0.4, 0.77, 1.0], "layout.params.centerFrequency": [0.05, 0.25, 0.5],
                      "layout.params.alphaDecay": [0.04, 2000], "layout.params.spacing": [16, 24, 27.5]},
             "metrics": \(Self.metrics)}
            """, "bench shape")
    }

    @Test func verticalUnboundedDroppedFramesCasesAndNarrowWindowsMatch() throws {
        for (axis, count, visible) in [("vertical", #""infinite""#, 4), ("horizontal", "7", 1), ("vertical", "3", 6)] {
            try expectSameRows(
                """
                {"scenario": {"duration": 1, "layout": \(Self.cardStack(axis: axis, count: count, visible: visible)),
                  "display": {"droppedFrames": {"probability": 0.3, "seed": 7}},
                  "gesture": [{"flick": {"velocity": -3000}}, {"wait": 1}]},
                 "grid": {"layout.params.scaleFrequency": [0.2, 0.4, 0.6], "layout.params.cardWidth": [200, 320, 0]},
                 "cases": [{"name": "back", "gesture": [{"flick": {"velocity": 1500}}, {"wait": 1}]}, {"name": "slow",
                            "gesture": [{"drag": {"translation": -40, "duration": 0.5}}, {"release": {}}, {"wait": 0.5}]}],
                 "aggregate": "mean", "metrics": \(Self.metrics)}
                """, "\(axis), count \(count), nearest \(visible)")
        }
    }

    @Test func faultsInvalidValuesAndHugeAnglesMatch() throws {
        // root −1 makes every width NaN, 0 every width 0 (no overlap variation), a spacing of −1
        // is invalid (a decode failure), a huge frequency takes the scalar SinCos fallback.
        try expectSameRows(
            """
            {"scenario": {"duration": 0.8, "layout": \(Self.cardStack()), "gesture": [{"flick": {"velocity": -2500}}, {"wait": 0.8}]},
             "grid": {"layout.params.root": [1, -1, 0], "layout.params.spacing": [24, -1, 30],
                      "layout.params.centerFrequency": [0.25, 1e11, 3e5]},
             "cases": [{"name": "flick"}, {"name": "back", "gesture": [{"flick": {"velocity": 2000}}, {"wait": 0.8}]}],
             "metrics": \(Self.metrics)}
            """, "faults")
    }

    @Test func unreadAttributesThatFaultInSomeFramesStillFailThePoint() throws {
        // No metric reads rotation or z: the kernel skips them only where `FormulaBounds` proves
        // them finite. rotation = √(rel + gap) is NaN where rel < −gap (gap 40: the window's
        // edge cards in some frames; 1e6: never); z = e^(dist·zGrow) overflows where
        // dist·zGrow > 709.78 (zGrow 30: most frames; 0.001: never).
        let layout = Self.cardStack(#", "z": "exp(dist * zGrow)""#)
            .replacingOccurrences(of: #""rotation": "rel * tilt""#, with: #""rotation": "sqrt(rel + gap)""#)
            .replacingOccurrences(of: #""root": 1"#, with: #""root": 1, "gap": 0, "zGrow": 0.001"#)
        try expectSameRows(
            """
            {"scenario": {"duration": 0.8, "layout": \(layout), "gesture": [{"flick": {"velocity": -2500}}, {"wait": 0.8}]},
             "grid": {"layout.params.gap": [1e6, 40, 0], "layout.params.zGrow": [0.001, 30], "layout.params.spacing": [24, 30]},
             "metrics": \(Self.metrics)}
            """, "unread faults")
    }

    @Test func perspectiveProjectsLikeTheScalarPathAndItsFaultsMatch() throws {
        // z = zMax − dist·zSlope: with d 120 the focus card's z (up to zMax 130) is at or behind
        // the eye in some frames of some points (they fail with the scalar status), with d 2000
        // never; zSlope 0.5 or 3 moves the side cards' depth.
        let layout = Self.cardStack(#", "z": "zMax - dist * zSlope""#)
            .replacingOccurrences(of: #""root": 1"#, with: #""root": 1, "zMax": 100, "zSlope": 0.5"#)
            .replacingOccurrences(of: #""visible": {"nearest": 5}"#, with: #""visible": {"nearest": 5}, "perspective": 500"#)
        try expectSameRows(
            """
            {"scenario": {"duration": 0.8, "layout": \(layout), "gesture": [{"flick": {"velocity": -2500}}, {"wait": 0.8}]},
             "grid": {"layout.perspective": [2000, 500, 120], "layout.params.zMax": [40, 130], "layout.params.zSlope": [0.5, 3],
                      "layout.params.spacing": [24, 30]},
             "metrics": \(Self.metrics)}
            """, "perspective")
    }

    @Test func gridsOfFormulaTextMatch() throws {
        // Each point its own program (the `let` text varies): one kernel per distinct program.
        try expectSameRows(
            """
            {"scenario": {"duration": 0.8, "layout": \(Self.cardStack()), "gesture": [{"flick": {"velocity": -2500}}, {"wait": 0.8}]},
             "grid": {"layout.let.s": ["baseScale + (maxScale - baseScale) * exp(-0.5 * (dist / 48)^2)",
                                       "baseScale + (maxScale - baseScale) * max(0, 1 - dist / 72)", "1 / (dist - 24)"],
                      "layout.let.shift": ["-rel / spacing * 8", "0", "cardWidth * 0.125 * cos(rel * centerFrequency)"]},
             "metrics": \(Self.metrics)}
            """, "formula text")
    }

    @Test func velocityViewportVisibilityAndOtherMetricsKeepTheScalarPath() throws {
        for (extra, visible) in [(#", "z": "velocity""#, #"{"nearest": 5}"#), ("", #"{"viewport": true}"#)] {
            let layout = Self.cardStack(extra).replacingOccurrences(of: #"{"nearest": 5}"#, with: visible)
            try expectSameRows(
                """
                {"scenario": {"duration": 0.5, "layout": \(layout), "gesture": [{"flick": {"velocity": -2000}}]},
                 "grid": {"layout.params.spacing": [20, 24]}, "metrics": \(Self.metrics)}
                """, "declined: \(visible)\(extra)")
        }
        try expectSameRows(
            """
            {"scenario": {"duration": 0.5, "layout": \(Self.cardStack()), "gesture": [{"flick": {"velocity": -2000}}]},
             "grid": {"layout.params.spacing": [20, 24]}, "metrics": ["jitter_rms_pt", "z_violations"]}
            """, "z_violations", expectKernel: false)
    }

    /// Every grid under experiments/ and experiments/bench/ whose scenario has a formula layout.
    static func shippedFormulaGrids() throws -> [String] {
        let root = Repository.url.appendingPathComponent("experiments").path
        var found: [String] = []
        for folder in [root, root + "/bench"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where name.hasSuffix(".json") {
                guard let grid = try? GridDecoder.load(folder + "/" + name), let evaluator = try? PointEvaluator(grid: grid),
                    case .success(let scenario) = evaluator.baseScenario(caseIndex: 0), scenario.layout.kind == .formula
                else { continue }
                found.append(folder + "/" + name)
            }
        }
        return found
    }

    @Test func everyShippedFormulaGridMatchesAsShippedAndOnKernelMetrics() throws {
        let grids = try Self.shippedFormulaGrids()
        let names = Set(grids.map { URL(fileURLWithPath: $0).lastPathComponent })
        #expect(names.isSuperset(of: ["formula-params.json", "formula-alternatives.json", "formula-sweep-2000.json"]), "\(names)")
        let dir = try TempDirectory("formula-kernel-shipped")
        defer { dir.remove() }
        for path in grids {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let asShipped = try GridDecoder.load(path)
            let kernelOnly = asShipped.metrics.allSatisfy { !$0.isLayoutMetric || FormulaKernel.supportedMetrics.contains($0) }
            if name == "formula-sweep-2000.json" {
                #expect(try PointEvaluator(grid: asShipped).usesKernel, "the bench grid runs in the kernel")
            }
            try expectSameRows(path: path, name, expectKernel: kernelOnly ? nil : false)
            // The same grid with its scenario inline and only the metrics the kernel folds.
            var root = try JSONFile.read(path)
            if let scenario = root["scenario"], case .string(let file) = scenario.value {
                let inline = try JSONFile.read(URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(file).path)
                guard case .object(let members) = inline.value else {
                    throw InputError(file: file, position: nil, path: nil, message: "not an object")
                }
                let scenario = JSONValue.object(members.filter { $0.key != "$schema" })
                root = try JSONEdit.setting(scenario, at: ["scenario"], in: root).get()
            }
            let metrics = JSONValue.array(Self.kernelMetrics.map { JSONNode(value: .string($0), position: root.position) })
            root = try JSONEdit.setting(metrics, at: ["metrics"], in: root).get()
            if case .object(let members) = root.value {  // the ranking names the shipped metrics
                root = JSONNode(value: .object(members.filter { $0.key != "rank" }), position: root.position)
            }
            try expectSameRows(
                path: try dir.write(JSONWriter.compact(root.value), to: name), "\(name) on kernel metrics", expectKernel: nil)
        }
    }
}
