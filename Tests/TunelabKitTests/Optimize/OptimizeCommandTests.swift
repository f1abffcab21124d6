import Foundation
import Testing

@testable import TunelabKit

/// `tunelab optimize` end to end (docs/optimize.md): the same bytes for any `--jobs` and after
/// an interruption and `--resume`; a point's metrics equal a sweep's of that point; `export
/// --point best` and `status` read the folder; bad input is one line, exit 2, nothing written.
@Suite struct OptimizeCommandTests {
    /// Three keys (continuous, lattice, categorical) of a card stack's layout, two cases.
    static let grid = """
        {"name": "opt",
         "scenario": {"duration": 0.6, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -2500}}]},
         "grid": {
           "layout.scaleFrequency": {"from": 0.05, "to": 0.8},
           "layout.centerFrequency": {"from": 0.05, "to": 0.5, "step": 0.05},
           "layout.spacing": [16, 24, 32]
         },
         "cases": [{"name": "flick"}, {"name": "slow", "gesture": [{"drag": {"translation": -96, "duration": 0.4}}, {"release": {}}]}],
         "metrics": ["jitter_rms_pt", "pixel_flips"],
         "rank": {"by": ["jitter_rms_pt", "pixel_flips"], "top": 5}}
        """

    static let reportFiles = ["results.csv", "summary.csv", "summary.md", "charts/index.html", "charts/convergence.svg"]

    /// `tunelab optimize ARGS…` in-process, stopped by `interruption`.
    static func optimize(_ arguments: [String], interruption: @escaping @Sendable () -> Int32?) -> CLIResult {
        let console = Console.capturing()
        let code: Int32
        do {
            code = try OptimizeLifecycle.run(
                OptimizeCommand.parse(arguments), arguments: arguments, console: console, interruption: interruption)
        } catch {
            console.err("\(error)\n")
            code = ExitCode.badInput
        }
        return CLIResult(code: code, out: console.capturedOut, err: console.capturedErr)
    }

    @Test func theBytesAreTheSameForAnyJobs() throws {
        let dir = try TempDirectory("optimize-jobs")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "g.json")
        for jobs in ["1", "2", "3"] {
            let r = tunelab("optimize", grid, "--evaluations", "45", "--out", dir.file("j" + jobs), "--jobs", jobs, "--quiet")
            #expect(r.code == 0 && r.err.isEmpty, "--jobs \(jobs): \(r)")
        }
        let rows = dir.csv("j1/results.csv")
        #expect(rows.count == 46, "header and 45 evaluations")
        #expect(rows[0].suffix(3) == ["status", "evaluation", "generation"], "\(rows[0])")
        #expect(rows.dropFirst().map { $0[0] } == (0..<45).map(String.init), "one row per evaluation, in order")
        #expect(
            Set(rows.dropFirst().map { $0[2] }).isSubset(of: ["0.05", "0.1", "0.15", "0.2", "0.25", "0.3", "0.35", "0.4", "0.45", "0.5"]))
        #expect(Set(rows.dropFirst().map { $0[3] }).count > 1, "the categorical key is searched")
        let charts = try FileManager.default.contentsOfDirectory(atPath: dir.file("j1/charts")).sorted()
        #expect(
            charts == [
                "convergence.svg", "index.html", "pareto-jitter_rms_pt--pixel_flips.svg",
                "samples-jitter_rms_pt--layout.scaleFrequency--layout.centerFrequency.svg"
            ], "two ranked metrics and three searched keys: the Pareto scatter and the sample map")
        for jobs in ["2", "3"] {
            for file in Self.reportFiles + charts.map({ "charts/" + $0 }) {
                #expect(
                    !dir.bytes("j1/" + file).isEmpty && dir.bytes("j\(jobs)/" + file) == dir.bytes("j1/" + file), "\(file), --jobs \(jobs)")
            }
        }
        #expect(
            dir.text("j2/run.json").contains(
                "\"command\": \"optimize\",\n  \"algorithm\": \"cmaes\",\n  \"seed\": 1,\n  \"evaluations\": 45,"))
        let other = tunelab("optimize", grid, "--evaluations", "45", "--out", dir.file("s2"), "--seed", "2", "--quiet")
        #expect(other.code == 0 && dir.bytes("s2/results.csv") != dir.bytes("j1/results.csv"), "another seed, another search")
    }

    /// NSGA-II (a Pareto rank under `auto`): the same bytes for any `--jobs` and after an
    /// interruption, generations of N = 8 (a tenth of 80), and `--algorithm nsga2` on the same
    /// grid is the same run.
    @Test func nsga2GivesTheSameBytesForAnyJobsAndAfterAResume() throws {
        let dir = try TempDirectory("optimize-nsga2")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid.replacingOccurrences(of: "\"top\": 5", with: "\"top\": 5, \"pareto\": true"), to: "p.json")
        for jobs in ["1", "2"] {
            let r = tunelab("optimize", grid, "--evaluations", "80", "--out", dir.file("j" + jobs), "--jobs", jobs, "--quiet")
            #expect(r.code == 0 && r.err.isEmpty, "--jobs \(jobs): \(r)")
        }
        let rows = dir.csv("j1/results.csv")
        #expect(rows.count == 81 && rows.last?.last == "10", "ten generations of 8: \(rows.last ?? [])")
        for file in Self.reportFiles {
            #expect(!dir.bytes("j1/" + file).isEmpty && dir.bytes("j2/" + file) == dir.bytes("j1/" + file), "\(file)")
        }
        #expect(dir.text("j1/run.json").contains("\"algorithm\": \"nsga2\""))
        let named = tunelab("optimize", grid, "--evaluations", "80", "--out", dir.file("n"), "--algorithm", "nsga2", "--quiet")
        #expect(named.code == 0 && dir.bytes("n/results.csv") == dir.bytes("j1/results.csv"))
        let cmaes = tunelab("optimize", try dir.write(Self.grid, to: "g.json"), "--evaluations", "80", "--out", dir.file("c"), "--quiet")
        #expect(cmaes.code == 0 && dir.bytes("c/results.csv") != dir.bytes("j1/results.csv"), "CMA-ES searches otherwise")
        // Interrupted after a few generations, then resumed with another --jobs.
        let stop = SweepInterruptTests.StopAfter(3)
        let stopped = Self.optimize([grid, "--evaluations", "80", "--out", dir.file("r"), "--jobs", "2", "--quiet"]) { stop() }
        #expect(stopped.code == 130, "\(stopped)")
        #expect(dir.csv("r/results.csv.partial").count - 1 < 80, "stopped early")
        let resumed = tunelab("optimize", grid, "--evaluations", "80", "--out", dir.file("r"), "--resume", "--quiet")
        #expect(resumed.code == 0, "\(resumed)")
        for file in Self.reportFiles { #expect(dir.bytes("r/" + file) == dir.bytes("j1/" + file), "resumed \(file)") }
    }

    @Test func anInterruptedRunResumesToTheSameBytes() throws {
        let dir = try TempDirectory("optimize-resume")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "g.json")
        #expect(tunelab("optimize", grid, "--evaluations", "40", "--out", dir.file("ref"), "--quiet").code == 0)
        let out = dir.file("out")
        let stop = SweepInterruptTests.StopAfter(2)
        let r = Self.optimize([grid, "--evaluations", "40", "--out", out, "--jobs", "2", "--quiet"]) { stop() }
        #expect(r.code == 130, "\(r)")
        let rows = dir.csv("out/results.csv.partial").count - 1
        #expect(rows > 0 && rows < 40, "\(rows) rows kept")
        #expect(r.err.hasSuffix("resume with: tunelab optimize \(grid) --evaluations 40 --out \(out) --jobs 2 --quiet --resume\n"), "\(r)")
        let status = tunelab("status", out)
        #expect(
            status.out
                == "optimize of \(grid): \(rows)/40 evaluations, interrupted by SIGINT\nresume with: tunelab optimize \(grid) --out \(out) --resume\n",
            "\(status)")
        let resumed = tunelab("optimize", grid, "--evaluations", "40", "--out", out, "--jobs", "1", "--resume", "--quiet")
        #expect(resumed.code == 0, "\(resumed)")
        for file in Self.reportFiles { #expect(dir.bytes("out/" + file) == dir.bytes("ref/" + file), "\(file)") }
        #expect(tunelab("status", out).out == "optimize of \(grid): 40/40 evaluations, done\n")
    }

    /// kill -9 mid-write: a torn last row, run.json still `running`, a lock of a gone process.
    @Test func aKilledRunResumesFromItsTornRowsToTheSameBytes() throws {
        let dir = try TempDirectory("optimize-kill")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "g.json")
        #expect(tunelab("optimize", grid, "--evaluations", "40", "--out", dir.file("ref"), "--quiet").code == 0)
        for cut in [0, 3, 17] {
            let out = "k\(cut)"
            let lines = dir.text("ref/results.csv").split(separator: "\n", omittingEmptySubsequences: false)
            let kept = lines.prefix(1 + cut).joined(separator: "\n") + "\n" + String(lines[1 + cut].prefix(9))
            try dir.write(kept, to: out + "/results.csv.partial")
            try dir.write(
                dir.text("ref/run.json").replacingOccurrences(of: "\"status\": \"done\"", with: "\"status\": \"running\""),
                to: out + "/run.json")
            try dir.write("999999999 \(SweepManifest.hostName)\n", to: out + "/.tunelab-results.lock")
            let resumed = tunelab("optimize", grid, "--evaluations", "40", "--out", dir.file(out), "--resume", "--quiet", "--jobs", "2")
            #expect(resumed.code == 0, "\(resumed)")
            for file in Self.reportFiles {
                #expect(dir.bytes(out + "/" + file) == dir.bytes("ref/" + file), "\(file) after a cut at \(cut)")
            }
        }
    }

    @Test func aPointsMetricsAreThoseASweepOfThatPointWrites() throws {
        let dir = try TempDirectory("optimize-sweep")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "g.json")
        #expect(tunelab("optimize", grid, "--evaluations", "30", "--out", dir.file("o"), "--quiet").code == 0)
        let rows = dir.csv("o/results.csv")
        let summary = dir.csv("o/summary.csv")
        let best = Int(summary[1][1]) ?? -1
        for row in [rows[1 + best], rows[7], rows[25]] {
            let list = Self.grid.replacingOccurrences(
                of: "{\"from\": 0.05, \"to\": 0.8}", with: "[\(row[1])]"
            ).replacingOccurrences(of: "{\"from\": 0.05, \"to\": 0.5, \"step\": 0.05}", with: "[\(row[2])]")
                .replacingOccurrences(of: "[16, 24, 32]", with: "[\(row[3])]")
            let point = try dir.write(list, to: "point.json")
            #expect(tunelab("sweep", point, "--out", dir.file("s"), "--quiet", "--force").code == 0)
            let swept = dir.csv("s/results.csv")[1]
            #expect(Array(swept[1...6]) == Array(row[1...6]), "keys, metrics and status of evaluation \(row[0]) equal the sweep's")
        }
    }

    @Test func exportAndStatusReadAnOptimizeFolder() throws {
        let dir = try TempDirectory("optimize-export")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "g.json")
        let out = dir.file("o")
        #expect(tunelab("optimize", grid, "--evaluations", "20", "--out", out, "--quiet").code == 0)
        let best = dir.csv("o/summary.csv")[1]
        let exported = tunelab("export", out, "--point", "best", "--to", "json")
        #expect(exported.code == 0, "\(exported)")
        #expect(
            exported.out.contains("\"scaleFrequency\": \(best[2])") && exported.out.contains("\"spacing\": \(best[4])"),
            "\(exported.out.prefix(400))")
        let swift = tunelab("export", out, "--point", "3", "--to", "swift")
        #expect(swift.code == 0 && swift.out.contains("// note: evaluation 3 of tunelab optimize (seed 1, 20 evaluations)"), "\(swift)")
        #expect(tunelab("export", out, "--point", "20", "--to", "json").code == 2, "no evaluation 20")
        #expect(tunelab("status", out).out == "optimize of \(grid): 20/20 evaluations, done\n")
        let md = dir.text("o/summary.md")
        #expect(md.contains("## Verdict\n\n- Best of 20 evaluations: evaluation \(best[1]) "), "\(md.prefix(300))")
        #expect(md.contains("Best-so-far `jitter_rms_pt`") && md.contains("| `layout.spacing` | categorical, 3 values | 16, 24, 32 |"))
        #expect(dir.text("o/charts/index.html").contains("convergence"))
    }

    @Test(arguments: [
        (["--evaluations", "0"], "tunelab: optimize: --evaluations expects an integer in [1, 1000000], got 0"),
        (["--seed", "-1"], "tunelab: optimize: --seed expects an integer ≥ 0, got -1"),
        (["--algorithm", "cmaess"], "tunelab: optimize: --algorithm expects one of auto, cmaes, nsga2, got cmaess; did you mean cmaes?")
    ])
    func badArgumentsAreOneLineAndWriteNothing(arguments: [String], message: String) throws {
        let dir = try TempDirectory("optimize-bad")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "g.json")
        let r = tunelab(["optimize", grid, "--out", dir.file("o")] + arguments)
        #expect(r.code == 2 && r.err == message + "\n" && r.out.isEmpty, "\(r)")
        #expect(!dir.exists("o"), "nothing written")
    }

    @Test func gridsWithNothingToSearchSayWhatToDo() throws {
        let dir = try TempDirectory("optimize-empty")
        defer { dir.remove() }
        let empty = try dir.write(#"{"scenario": {"layout": {"kind": "cardStack"}}, "metrics": ["jitter_rms_pt"]}"#, to: "empty.json")
        let r = tunelab("optimize", empty, "--out", dir.file("o"))
        #expect(
            r.code == 2
                && r.err
                    == "\(empty): grid: no key to search: give \"grid\" a key with a range, e.g. \"layout.spacing\": {\"from\": 8, \"to\": 40}\n",
            "\(r)")
        let fixed = try dir.write(
            #"{"scenario": {"layout": {"kind": "cardStack"}}, "grid": {"layout.spacing": [24]}, "metrics": ["jitter_rms_pt"]}"#,
            to: "fixed.json")
        let f = tunelab("optimize", fixed, "--out", dir.file("o"))
        #expect(f.code == 2 && f.err.contains("no key to search: every key has one value") && f.errLines.count == 1, "\(f)")
        let pareto = try dir.write(
            Self.grid.replacingOccurrences(of: "\"top\": 5", with: "\"top\": 5, \"pareto\": true"), to: "pareto.json")
        let p = tunelab("optimize", pareto, "--out", dir.file("o"), "--algorithm", "cmaes")
        #expect(
            p.code == 2
                && p.err
                    == "tunelab: optimize: --algorithm cmaes searches one order, not a Pareto rank (\"pareto\": true); use --algorithm nsga2 or auto (docs/optimize.md)\n",
            "\(p)")
        let swept = tunelab("sweep", try dir.write(Self.grid, to: "g.json"), "--out", dir.file("o"))
        #expect(swept.code == 2 && swept.err.contains("search it with tunelab optimize"), "\(swept)")
        #expect(!dir.exists("o"), "nothing written")
    }
}
