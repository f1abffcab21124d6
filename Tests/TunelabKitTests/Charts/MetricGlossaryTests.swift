import Foundation
import Testing
import ScrollPhysics
@testable import TunelabKit
import TestSupport

/// The metrics in plain words: one entry per metric, the table of docs/metrics.md, readable units.
@Suite struct MetricGlossaryTests {
    static let repository = Repository.url

    @Test func docsMetricsListsEveryEntryAsTheCodeHasIt() throws {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("docs/metrics.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## In plain words").last)
        for metric in Metric.allCases {
            let entry = MetricGlossary.entry(metric)
            let unit = MetricGlossary.unit(metric).isEmpty ? "count" : MetricGlossary.unit(metric)
            let fault = SweepVerdict.isFault(metric) ? " (fault)" : ""
            let row = "| `\(metric.rawValue)` | \(entry.label) | \(unit)\(fault) | \(entry.explanation) |"
            #expect(section.contains(row + "\n"), "docs/metrics.md lacks \(row)")
        }
        #expect(Set(Metric.allCases.map(MetricGlossary.label)).count == Metric.allCases.count, "labels are unique")
    }

    @Test func fractionsReadAsPercentGainsAsMultiplesCountsBare() {
        #expect(MetricGlossary.text(0.01108, .focusErrorRate) == "1.108 %")
        #expect(MetricGlossary.text(0.06967, .overlapCV) == "6.967 %")
        #expect(MetricGlossary.text(4.414, .velocityGain) == "4.414×")
        #expect(MetricGlossary.text(54, .pixelFlips) == "54")
        #expect(MetricGlossary.text(16.4297, .jitterRMSPt) == "16.43 pt")
        #expect(MetricGlossary.text(nil, .jitterRMSPt) == "empty")
        #expect(MetricGlossary.header(.focusErrorRate) == "focus error (%)" && MetricGlossary.header(.zViolations) == "stacking errors")
        #expect(MetricGlossary.cell("0.5", .parallaxSaturation) == "50" && MetricGlossary.cell("", .parallaxSaturation) == "")
    }
}

extension MetricGlossaryTests {
    @Test func chartsNameTheMetricInPlainWordsBesideItsColumn() {
        #expect(MetricLabel.chartTitle("jitter_rms_pt") == "jitter (jitter_rms_pt, pt)")
        #expect(MetricLabel.chartTitle("pixel_flips") == "pixel flicker (pixel_flips, count)")
        #expect(MetricLabel.chartTitle("layout.tilt") == "layout.tilt", "no metric: as it was")
        #expect(
            MetricLabel.chartNote("focus_error_rate")
                == "Focus error: share of frames whose card nearest the centre is not the largest, top-most card.")
    }
}
