import Foundation
import ScrollPhysics
import TunelabKit

/// Runs the scenario file at `scenarioPath` (relative to the test file's directory) with the
/// layout kinds of `layouts` beside the built-ins, and checks its metrics against the golden
/// `__Goldens__/<TestFile>/<test>.csv` (or `<goldenDirectory>/<test>.csv`; `name` replaces the
/// test's name). Exact unless `tolerances` says otherwise for a metric. A difference, a missing
/// golden or a bad scenario is one test issue at the caller's line: through Swift Testing inside
/// a `@Test`, through XCTest otherwise. See docs/testing-library.md.
///
/// ```swift
/// @Test func flickKeepsItsFeel() {
///     assertGoldenMetrics(ofScenario: "Scenarios/flick.json", tolerances: [.settleTimeS: .absolute(0.001)])
/// }
/// ```
@discardableResult
public func assertGoldenMetrics(
    ofScenario scenarioPath: String, layouts: [LayoutPlugin] = [], tolerances: [Metric: GoldenTolerance] = [:],
    named name: String? = nil, goldenDirectory: String? = nil, record: GoldenRecording = .never,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> GoldenOutcome {
    let path =
        scenarioPath.hasPrefix("/")
        ? scenarioPath : URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().path + "/" + scenarioPath
    let csv: String
    do {
        csv = try ScenarioMetrics.csv(scenarioAt: path, layouts: layouts)
    } catch {
        let outcome = GoldenOutcome.failed("the scenario did not run: \(error)")
        TestIssue.record(outcome.message ?? "", fileID: fileID, filePath: filePath, line: line, column: column)
        return outcome
    }
    return assertGoldenMetrics(
        metricsCSV: csv, tolerances: tolerances, named: name, goldenDirectory: goldenDirectory, record: record,
        fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Checks `metricsCSV` (a `metrics.csv`: metric names, then one row of values) against the
/// golden of the calling test, as `assertGoldenMetrics(ofScenario:)` does after its run.
@discardableResult
public func assertGoldenMetrics(
    metricsCSV: String, tolerances: [Metric: GoldenTolerance] = [:], named name: String? = nil,
    goldenDirectory: String? = nil, record: GoldenRecording = .never,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) -> GoldenOutcome {
    let location = GoldenLocation(filePath: "\(filePath)", function: function, name: name, directory: goldenDirectory)
    let outcome = GoldenCheck.check(actualCSV: metricsCSV, location: location, tolerances: tolerances, recording: record)
    if let message = outcome.message {
        // The actual file goes along with a failure (a recorded golden is already on disk).
        let attachment: (name: String, bytes: [UInt8])? =
            if case .failed = outcome { (URL(fileURLWithPath: location.actualPath).lastPathComponent, Array(metricsCSV.utf8)) } else { nil }
        TestIssue.record(message, attachment: attachment, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return outcome
}
