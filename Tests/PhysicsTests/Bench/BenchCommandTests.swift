import Foundation
import Testing
import TunelabKit

/// `tunelab bench` with injected measurements: exit codes, messages, bench.csv.
@Suite struct BenchCommandTests {
    static func scratch(_ name: String) -> String {
        let dir = NSTemporaryDirectory() + "tunelab-bench-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
        try? FileManager.default.removeItem(atPath: dir)
        return dir
    }

    /// Every workload at `median` µs per unit (p99 twice that) over 5 repeats.
    static func fake(_ median: Double) -> BenchCommand.Measure {
        { workloads in
            workloads.map { w in
                BenchMeasurement(workload: w, unit: "frame", interval: 1_000_000 / Double(w.frameRate),
                                 repeats: Array(repeating: BenchRepeat(median: median, p99: 2 * median, samples: 100), count: 5),
                                 checksum: 7)
            }
        }
    }

    @Test func withoutBudgetsWritesTheTableAndCSV() throws {
        let dir = Self.scratch("plain")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let console = Console.capturing()
        let code = try BenchCommand.run(["--out", dir], console: console, measure: Self.fake(4))
        #expect(code == 0)
        #expect(console.capturedOut.contains("cardStack_20_60hz         frame       4.00    8.00    0.0240  0.0480  16667 µs\n"),
                "table row: \(console.capturedOut)")
        let csv = try String(contentsOfFile: dir + "/bench.csv", encoding: .utf8)
        let lines = csv.split(separator: "\n")
        #expect(lines.first == "workload,unit,frame_rate_hz,interval_us,repeats,samples_per_repeat,median_us,p99_us,median_fraction,p99_fraction,checksum,source")
        #expect(lines.count == 1 + BenchWorkload.all.count, "one row per workload")
        #expect(lines[1] == "cardStack_20_60hz,frame,60,16666.666666666668,5,100,4,8,0.00023999999999999998,0.00047999999999999996,0000000000000007,", "\(lines[1])")
    }

    @Test func brokenBudgetsExitOneAndAreNamed() throws {
        let dir = Self.scratch("broken")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let budgets = dir + "/budgets.json"
        try #"{"budgets": {"physics_tick": {"median_us": 10}, "fade_20_60hz": {"median_us": 3, "p99_us": 20}}}"#
            .write(toFile: budgets, atomically: true, encoding: .utf8)
        let console = Console.capturing()
        let code = try BenchCommand.run(["--budget", budgets, "--out", dir], console: console, measure: Self.fake(4))
        #expect(code == 1, "median 4 µs > 3 µs budget")
        #expect(console.capturedOut.contains("BROKEN fade_20_60hz median_us: 4.00 > 3.00 (repeats 4.00 4.00 4.00 4.00 4.00)"), "\(console.capturedOut)")
        #expect(console.capturedOut.contains("3 limits checked, 1 broken"), "\(console.capturedOut)")
        #expect(console.capturedErr == "tunelab: bench: 1 budget broken: fade_20_60hz median_us\n", "\(console.capturedErr)")
        #expect(console.capturedOut.contains("physics_tick              frame       4.00    8.00    0.0480  0.0960   8333 µs  ok\n"),
                "\(console.capturedOut)")

        let passing = Console.capturing()
        #expect(try BenchCommand.run(["--budget", budgets, "--out", dir], console: passing, measure: Self.fake(2)) == 0,
                "median 2 µs, p99 4 µs are within every budget")
    }

    @Test func badBudgetFileIsExitTwoAndWritesNothing() throws {
        let dir = Self.scratch("bad")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let budgets = NSTemporaryDirectory() + "tunelab-bench-\(ProcessInfo.processInfo.processIdentifier)-bad.json"
        defer { try? FileManager.default.removeItem(atPath: budgets) }
        try #"{"budgets": {"physics_tik": {"median_us": 10}}}"#.write(toFile: budgets, atomically: true, encoding: .utf8)
        #expect(throws: InputError.self) {
            try BenchCommand.run(["--budget", budgets, "--out", dir], console: .capturing(), measure: Self.fake(1))
        }
        #expect(!FileManager.default.fileExists(atPath: dir), "nothing written")
        let console = Console.capturing()
        #expect(TunelabCLI.main(["tunelab", "bench", "--budget", budgets, "--out", dir], console: console) == 2)
        #expect(console.capturedErr.contains("unknown workload \"physics_tik\"; did you mean \"physics_tick\"?"), "\(console.capturedErr)")
        #expect(TunelabCLI.main(["tunelab", "bench", "--budgt", budgets], console: .capturing()) == 2, "unknown option")
    }
}
