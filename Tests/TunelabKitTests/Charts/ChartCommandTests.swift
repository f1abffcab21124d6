import Foundation
import Testing
import TunelabKit

@Suite struct ChartCommandTests {
    func message(_ arguments: [String]) -> String {
        do { _ = try ChartCommand.render(arguments); return "no error" } catch { return "\(error)" }
    }

    @Test func parsesBothOptionForms() throws {
        let options = try ChartCommand.parse(["r/results.csv", "--x", "a", "--metric=jitter_rms_pt", "--y=b", "--out", "o.svg"])
        #expect(options == ChartCommand.Options(results: "r/results.csv", x: "a", y: "b", metric: "jitter_rms_pt", out: "o.svg"))
    }

    @Test func usageErrorsNameTheArgument() {
        let usage = "usage: \(ChartCommand.spec.usage)"
        #expect(
            message(["r.csv", "--x", "a", "--y", "b", "--metirc", "m"])
                == "chart: unknown option --metirc; did you mean --metric? (see 'tunelab help chart')")
        #expect(message(["r.csv", "--x", "a", "--y", "b"]) == "chart: missing --metric NAME (\(usage))")
        #expect(
            message(["--x", "a", "--y", "b", "--metric", "m"])
                == "chart: expected one RESULTS.csv, got 0 arguments (see 'tunelab help chart')")
        #expect(
            message(["r.csv", "extra.csv", "--x", "a", "--y", "b", "--metric", "m"])
                == "chart: expected one RESULTS.csv, got 2 arguments (see 'tunelab help chart')")
        #expect(message(["r.csv", "--x", "a", "--x", "b"]) == "chart: --x given twice (a, then b): give it once")
        #expect(message(["r.csv", "--x"]) == "chart: --x needs a value KEY")
        #expect(message(["r.csv", "--x", "--y", "b"]) == "chart: --x needs a value KEY")
        #expect(
            message(["/nonexistent/results.csv", "--x", "a", "--y", "b", "--metric", "m"])
                == "/nonexistent/results.csv: cannot read \"/nonexistent/results.csv\": no such file")
    }

    @Test func runsOnAFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tunelab-chart-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/results.csv"
        try ChartFixtures.results.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try ChartCommand.render([path, "--x", "a", "--y", "b", "--metric", "jitter_rms_pt"])
        #expect(result.outputPath == dir + "/heatmap-jitter_rms_pt--a--b.svg", "default: beside RESULTS.csv")
        #expect(
            result.svg == (try HeatMapChart.svg(results: ChartFixtures.resultsTable(), x: "a", y: "b", metric: "jitter_rms_pt", best: nil)))
        #expect(
            try ChartCommand.render([path, "--x", "a", "--y", "b", "--metric", "jitter_rms_pt", "--out", "x.svg"]).outputPath == "x.svg")
        #expect(
            message([path, "--x", "a", "--y", "bb", "--metric", "jitter_rms_pt"])
                == "--y: \"bb\" is not a grid key of \(path); did you mean \"b\"? (grid keys: a, b, c)")
        #expect(
            message([path, "--x", "a", "--y", "b", "--metric", "overlap_cv"])
                == "--metric: \"overlap_cv\" is not a metric column of \(path) (metrics: jitter_rms_pt, overlap_mean_pt)")
        try "point,a,status\n0,\"1\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(message([path, "--x", "a", "--y", "b", "--metric", "m"]) == "\(path):2:3: unterminated quoted field")
    }

    @Test func withoutYALineChartAndForFramesATrace() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tunelab-chart-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/results.csv"
        try ChartFixtures.results.write(toFile: path, atomically: true, encoding: .utf8)
        let line = try ChartCommand.render([path, "--x", "a", "--metric", "jitter_rms_pt"])
        #expect(line.outputPath == dir + "/line-jitter_rms_pt--a.svg")
        #expect(line.svg.contains("class=\"series\"") && line.svg.contains("class=\"best\""), "a line with the best point ringed")
        let frames = dir + "/frames.csv"
        try "frame,time,offset,velocity,phase,touch\n0,0,0,0,idle,\n1,0.5,10,20,decelerating,\n2,1,12,0,resting,\n"
            .write(toFile: frames, atomically: true, encoding: .utf8)
        let trace = try ChartCommand.render([frames])
        #expect(trace.outputPath == dir + "/trace-frames.svg")
        #expect(trace.svg.contains("offset (pt)") && trace.svg.contains("velocity (pt/s)"))
        #expect(message([path]).hasPrefix("\(path): not a frames.csv"), "a results.csv without --x is named")
    }
}
