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

    /// `text` with every run of spaces made one space (table columns are as wide as their longest cell).
    static func squeezed(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.split(separator: " ").joined(separator: " ") }.joined(separator: "\n")
    }

    /// Every workload at `median` µs per unit (p99 twice that) over 5 repeats.
    static func fake(_ median: Double) -> BenchCommand.Measure {
        { workloads in
            workloads.map { w in
                BenchMeasurement(
                    workload: w, unit: "frame", interval: 1_000_000 / Double(w.frameRate),
                    repeats: Array(repeating: BenchRepeat(median: median, p99: 2 * median, samples: 100, calibration: 0.5), count: 5),
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
        #expect(
            Self.squeezed(console.capturedOut).contains("cardStack_20_60hz frame 4.00 8.00 8.00 16.0 0.0240 0.0480 16667 µs\n"),
            "table row: \(console.capturedOut)")
        let csv = try String(contentsOfFile: dir + "/bench.csv", encoding: .utf8)
        let lines = csv.split(separator: "\n")
        #expect(
            lines.first
                == "workload,unit,frame_rate_hz,interval_us,repeats,samples_per_repeat,median_us,p99_us,median_fraction,p99_fraction,median_ratio,p99_ratio,checksum,source"
        )
        #expect(lines.count == 1 + BenchWorkload.all.count, "one row per workload")
        #expect(
            lines[2]
                == "cardStack_20_60hz,frame,60,16666.666666666668,5,100,4,8,0.00023999999999999998,0.00047999999999999996,8,16,0000000000000007,",
            "\(lines[2])")
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
        #expect(
            console.capturedOut.contains("BROKEN fade_20_60hz median_us: 4.00 > 3.00 (repeats 4.00 4.00 4.00 4.00 4.00)"),
            "\(console.capturedOut)")
        #expect(console.capturedOut.contains("3 limits checked, 1 broken"), "\(console.capturedOut)")
        #expect(
            console.capturedOut.hasPrefix("BROKEN fade_20_60hz median_us: 4.00 > 3.00"), "BROKEN before the table: \(console.capturedOut)")
        #expect(console.capturedErr == "tunelab: bench: 1 budget broken: fade_20_60hz median_us\n", "\(console.capturedErr)")
        #expect(
            Self.squeezed(console.capturedOut).contains("physics_tick frame 4.00 8.00 8.00 16.0 0.0480 0.0960 8333 µs ok\n"),
            "\(console.capturedOut)")

        let passing = Console.capturing()
        #expect(
            try BenchCommand.run(["--budget", budgets, "--out", dir], console: passing, measure: Self.fake(2)) == 0,
            "median 2 µs, p99 4 µs are within every budget")
    }

    @Test func onlyChecksTheSelectedWorkloadsAndNamesTheSkipped() throws {
        let dir = try TempDirectory("bench-only")
        defer { dir.remove() }
        let budgets = try dir.write(
            #"{"budgets": {"physics_tick": {"median_us": 3}, "fade_20_60hz": {"median_us": 3, "p99_us": 20}}}"#, to: "budgets.json")
        let console = Console.capturing()
        let code = try BenchCommand.run(
            ["--only", "physics_tick", "--budget", budgets, "--out", dir.file("out")], console: console, measure: Self.fake(4))
        #expect(code == 1, "physics_tick's 4 µs > 3 µs; fade_20_60hz is not measured, and not broken: \(console.capturedOut)")
        let lines = console.capturedOut.split(separator: "\n").map(String.init)
        #expect(lines.first == "BROKEN physics_tick median_us: 4.00 > 3.00 (repeats 4.00 4.00 4.00 4.00 4.00)", "\(lines)")
        #expect(
            lines.last == "budgets (\(budgets)): 1 limits checked, 1 broken; skipped (not selected by --only): fade_20_60hz",
            "\(console.capturedOut)")
        #expect(console.capturedErr == "tunelab: bench: 1 budget broken: physics_tick median_us\n", "\(console.capturedErr)")
        let markdown = Console.capturing()
        _ = try BenchCommand.run(
            ["--only", "physics_tick", "--budget", budgets, "--out", dir.file("out"), "--format", "markdown"], console: markdown,
            measure: Self.fake(4))
        #expect(
            markdown.capturedOut.contains(
                "- **BROKEN** physics_tick median_us: 4.00 > 3.00 (repeats 4.00 4.00 4.00 4.00 4.00)\n\nSkipped (not selected by `--only`): `fade_20_60hz`.\n\n| workload |"
            ), "\(markdown.capturedOut)")
    }

    @Test func badBudgetFileIsExitTwoAndWritesNothing() throws {
        let dir = Self.scratch("bad")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let folder = try TempDirectory("bench-bad-budget")
        defer { folder.remove() }
        let budgets = try folder.write(#"{"budgets": {"physics_tik": {"median_us": 10}}}"#, to: "bad.json")
        #expect(throws: InputError.self) {
            try BenchCommand.run(["--budget", budgets, "--out", dir], console: .capturing(), measure: Self.fake(1))
        }
        #expect(!FileManager.default.fileExists(atPath: dir), "nothing written")
        let console = Console.capturing()
        #expect(TunelabCLI.main(["tunelab", "bench", "--budget", budgets, "--out", dir], console: console) == 2)
        #expect(console.capturedErr.contains("unknown workload \"physics_tik\"; did you mean \"physics_tick\"?"), "\(console.capturedErr)")
        #expect(TunelabCLI.main(["tunelab", "bench", "--budgt", budgets], console: .capturing()) == 2, "unknown option")
    }

    @Test func ratioBudgetsDivideByTheCalibration() throws {
        let dir = Self.scratch("ratio")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let budgets = dir + "/budgets.json"
        // 4 µs over a 0.5 µs calibration = 8; p99 8 µs = 16.
        try #"{"budgets": {"fade_20_60hz": {"median_ratio": 7.5, "p99_ratio": 20}}}"#.write(
            toFile: budgets, atomically: true, encoding: .utf8)
        let console = Console.capturing()
        #expect(try BenchCommand.run(["--budget", budgets, "--out", dir], console: console, measure: Self.fake(4)) == 1)
        #expect(
            console.capturedOut.contains("BROKEN fade_20_60hz median_ratio: 8.00 > 7.50 (repeats 8.00 8.00 8.00 8.00 8.00)"),
            "\(console.capturedOut)")
        #expect(console.capturedErr == "tunelab: bench: 1 budget broken: fade_20_60hz median_ratio\n", "\(console.capturedErr)")
        #expect(
            try BenchCommand.run(["--budget", budgets, "--out", dir], console: .capturing(), measure: Self.fake(3.5)) == 0,
            "7 and 14 are within 7.5 and 20")
    }

    @Test func onlyAndScenarioChooseTheWorkloads() throws {
        let dir = Self.scratch("only")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let scenario = dir + "/my-stack.json"
        try #"{"duration": 1, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -800}}]}"#
            .write(toFile: scenario, atomically: true, encoding: .utf8)
        var seen: [String] = []
        let spy: BenchCommand.Measure = { workloads in
            seen = workloads.map(\.name); return try Self.fake(1)(workloads)
        }
        _ = try BenchCommand.run(
            ["--scenario", scenario, "--only", "my-stack_frame", "--only", "physics_tick", "--out", dir],
            console: .capturing(), measure: spy)
        #expect(seen == ["calibration", "physics_tick", "my-stack_frame"], "calibration kept, then the chosen ones in table order: \(seen)")
        let console = Console.capturing()
        #expect(TunelabCLI.main(["tunelab", "bench", "--only", "physics_tic", "--out", dir], console: console) == 2)
        #expect(console.capturedErr.contains("unknown workload physics_tic; did you mean \"physics_tick\"?"), "\(console.capturedErr)")
        let far = Console.capturing()
        #expect(TunelabCLI.main(["tunelab", "bench", "--only", "zzz", "--out", dir], console: far) == 2)
        #expect(
            far.capturedErr.contains("unknown workload zzz; the workloads are calibration, cardStack_20_60hz,")
                && far.capturedErr.contains("sweep_batch"), "no close name: every name listed: \(far.capturedErr)")
        #expect(TunelabCLI.main(["tunelab", "bench", "--repeats", "0", "--out", dir], console: .capturing()) == 2, "repeats ≥ 1")
    }

    @Test func scenarioWorkloadsCanBeBudgeted() throws {
        let dir = Self.scratch("scenario-budget")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let scenario = dir + "/feed.json"
        try #"{"duration": 1, "layout": {"kind": "fade"}, "gesture": [{"flick": {"velocity": -800}}]}"#
            .write(toFile: scenario, atomically: true, encoding: .utf8)
        let budgets = dir + "/budgets.json"
        try #"{"budgets": {"feed_frame": {"median_ratio": 9}, "feed_tick": {"median_ratio": 7}}}"#.write(
            toFile: budgets, atomically: true, encoding: .utf8)
        let console = Console.capturing()
        #expect(
            try BenchCommand.run(["--scenario", scenario, "--budget", budgets, "--out", dir], console: console, measure: Self.fake(4)) == 1)
        #expect(console.capturedErr == "tunelab: bench: 1 budget broken: feed_tick median_ratio\n", "\(console.capturedErr)")
        #expect(throws: InputError.self, "without --scenario, feed_frame is an unknown workload") {
            try BenchCommand.run(["--budget", budgets, "--out", dir], console: .capturing(), measure: Self.fake(4))
        }
    }
}
