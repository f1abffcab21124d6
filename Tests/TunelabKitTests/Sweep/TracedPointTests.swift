import Foundation
import Testing
@testable import TunelabKit

/// The traces a sweep writes for its best points (`traces/<point>/`) are the files `tunelab run`
/// writes for that point's scenario — whether the traced points share one trajectory (a grid
/// of layout keys, run once for all of them) or each has its own (a swept scroll key) — and a
/// key's label in the page loses its unit as Foundation's trimming would.
@Suite struct TracedPointTests {
    static let sharedTrajectory = """
        {"name": "shared",
         "scenario": {"duration": 0.4, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -1500}}]},
         "grid": {"layout.scaleFrequency": [0.1, 0.2, 0.3, 0.4], "layout.alphaDecay": [0.1, 0.2]},
         "metrics": ["jitter_rms_pt", "overlap_cv"]}
        """
    static let ownTrajectories = """
        {"name": "own",
         "scenario": {"duration": 0.4, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -1500}}]},
         "grid": {"scroll.decelerationRate": [0.99, 0.995, 0.998], "layout.scaleFrequency": [0.1, 0.3]},
         "metrics": ["travel_pt", "jitter_rms_pt"]}
        """

    @Test(arguments: [("shared", sharedTrajectory), ("own", ownTrajectories)])
    func tracesAreTheRunOfThePointsScenario(name: String, grid text: String) throws {
        let dir = try TempDirectory("traced-" + name)
        defer { dir.remove() }
        let grid = try dir.write(text, to: name + ".json")
        let sweep = tunelab("sweep", grid, "--out", dir.file("out"), "--jobs", "2", "--quiet")
        #expect(sweep.code == 0, "\(sweep)")
        let traced = try FileManager.default.contentsOfDirectory(atPath: dir.file("out/traces")).sorted()
        #expect(traced.count == 3, "the three best points are traced: \(traced)")
        for point in traced {
            let export = tunelab(
                "export", dir.file("out"), "--point", point, "--to", "json", "--grid", grid, "--out", dir.file("p\(point).json"))
            #expect(export.code == 0, "\(export)")
            let run = tunelab("run", dir.file("p\(point).json"), "--out", dir.file("run\(point)"))
            #expect(run.code == 0, "\(run)")
            for file in ["frames.csv", "items.csv"] {
                #expect(dir.bytes("out/traces/\(point)/\(file)") == dir.bytes("run\(point)/\(file)"), "point \(point): \(file)")
            }
        }
    }

    @Test func aLabelLosesItsUnitAsFoundationTrims() {
        for label in ["scale frequency (rad/pt)", "  spacing\t(pt)", "count", "\u{00A0}tilt\u{2003}(rad)", "a (b) (c)", " ", "x\n (y)"] {
            let expected = label.split(separator: "(")[0].trimmingCharacters(in: .whitespaces)
            #expect(String(SweepCharts.name(label)) == expected, "\(label.debugDescription)")
        }
    }
}
