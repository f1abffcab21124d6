import Foundation
import Testing
@testable import TunelabKit
import ScrollPhysics

/// A run's frames kept as values (`FrameColumns.append`) are what reading its `frames.csv`
/// back gives, bit for bit: every shipped scenario, and the values the file cannot print as
/// they are (−0, NaN, ±infinity).
@Suite struct FrameColumnsTests {
    @Test func aRunsColumnsAreItsFileReadBack() throws {
        let folder = ShippedFormulaLayoutTests.experiments + "/scenarios"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 5)
        for name in names {
            let run = try ScenarioRunFiles(scenario: try ScenarioDecoder.load(folder + "/" + name), metrics: nil, keepingClip: true)
            let kept = try #require(run.frameColumns, "\(name)")
            let read = FrameColumns(table: try CSVTable(text: run.frames.text, file: name))
            #expect(kept.frame == read.frame, "\(name): frame")
            #expect(kept.phase == read.phase, "\(name): phase")
            for (column, a, b) in [
                ("time", kept.time, read.time), ("offset", kept.offset, read.offset), ("velocity", kept.velocity, read.velocity)
            ] {
                #expect(a.map { $0?.bitPattern } == b.map { $0?.bitPattern }, "\(name): \(column)")
            }
        }
    }

    @Test func unprintableValuesReadBackAsTheFileGivesThem() {
        for value in [-0.0, 0.0, .nan, .infinity, -.infinity, -1.5, 0x1p-1074, 1e300] {
            let read = FastDouble.parse(NumberFormat.shortest(value))
            #expect(FrameColumns.readBack(value)?.bitPattern == read?.bitPattern, "\(value)")
        }
        #expect(FrameColumns.readBack(-0.0)?.sign == .plus, "−0 prints as 0")
    }
}
