import Foundation
import ScrollPhysics
import TunelabKit

/// Checks a run's `metrics.csv` text against the golden file of a `GoldenLocation`, recording
/// it when asked (`GoldenRecording`), and leaves the actual file beside the golden whenever the
/// check fails (an artifact for CI, and the second file of `tunelab compare GOLDEN ACTUAL`);
/// a later match removes it.
public enum GoldenCheck {
    public static func check(
        actualCSV: String, location: GoldenLocation, tolerances: [Metric: GoldenTolerance] = [:],
        recording requested: GoldenRecording = .never,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> GoldenOutcome {
        let recording = GoldenRecording.effective(requested: requested, environment: environment)
        let golden = location.goldenPath, actualPath = location.actualPath
        let actual: CSVTable
        do {
            actual = try CSVReader.parse(actualCSV, file: actualPath)
        } catch {
            return .failed("the run's metrics are not a CSV table: \(error)")
        }
        guard FileManager.default.fileExists(atPath: golden) else {
            if recording != .never {
                if let failure = write(actualCSV, to: golden) { return .failed(failure) }
                removeActual(actualPath)
                return .recorded(
                    "recorded the golden \(golden) (\(GoldenRecording.variable) or record:); "
                        + "look at it, commit it, and run the test again")
            }
            if let failure = write(actualCSV, to: actualPath) { return .failed(failure) }
            let why =
                GoldenRecording.isCI(environment)
                ? "CI is set, so goldens are never recorded: record it locally and commit it"
                : "run the test with \(GoldenRecording.variable)=1 to record it"
            return .failed("no golden at \(golden); \(why)\nactual: \(actualPath)\n")
        }
        let comparison: GoldenComparison
        do {
            comparison = GoldenComparison(golden: try CSVReader.read(golden), actual: actual, tolerances: tolerances)
        } catch {
            return .failed("the golden cannot be read: \(error)")
        }
        if comparison.passes {
            removeActual(actualPath)
            return .matched
        }
        if recording == .all {
            if let failure = write(actualCSV, to: golden) { return .failed(failure) }
            removeActual(actualPath)
            return .recorded(
                "rewrote the golden \(golden) (\(GoldenRecording.variable)=all); it was:\n"
                    + GoldenFailureMessage.render(comparison, goldenPath: golden, actualPath: actualPath))
        }
        if let failure = write(actualCSV, to: actualPath) { return .failed(failure) }
        return .failed(GoldenFailureMessage.render(comparison, goldenPath: golden, actualPath: actualPath))
    }

    /// Writes `text` to `path`, making its directory; the reason when that fails.
    static func write(_ text: String, to path: String) -> String? {
        do {
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try AtomicFile.write(text, to: path)
            return nil
        } catch {
            return "cannot write \(path): \(error)"
        }
    }

    static func removeActual(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
