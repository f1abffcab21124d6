import Foundation
import Testing
import TunelabKit

/// The heat map of a small grid, byte for byte. After an intended change, regenerate with
/// `TUNELAB_UPDATE_GOLDEN=1 swift test --filter HeatMapGoldenTests` and review the diff.
@Suite struct HeatMapGoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/heatmap-small.svg")

    @Test func smallGridMatchesGolden() throws {
        // 3 × 2 cells of a × c at b = 0.5 (best point 4), one failed point (5): every feature of the chart.
        let svg = try HeatMapChart.svg(results: ChartFixtures.resultsTable(), x: "a", y: "c", metric: "jitter_rms_pt", best: 4)
        if ProcessInfo.processInfo.environment["TUNELAB_UPDATE_GOLDEN"] == "1" {
            try svg.write(to: Self.golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        #expect(svg == expected, "heat map differs from \(Self.golden.path)")
    }
}
