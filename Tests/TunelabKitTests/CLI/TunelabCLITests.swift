import Foundation
import Testing
import TunelabKit

/// The command line in-process (docs/command-line.md): exact stdout, stderr and exit code.
@Suite struct TunelabCLITests {
    @Test func versionPrintsTheToolVersion() {
        for flag in ["--version", "version"] {
            let r = tunelab(flag)
            #expect(r.code == 0 && r.out == "tunelab \(ToolVersion.current)\n" && r.err.isEmpty, "tunelab \(flag): \(r)")
        }
    }

    @Test func helpPrintsTheOverviewOnStdout() {
        for arguments in [["help"], ["--help"], ["-h"]] {
            let r = tunelab(arguments)
            #expect(r.code == 0 && r.out == CommandSpec.overview && r.err.isEmpty, "tunelab \(arguments): \(r)")
        }
        #expect(CommandSpec.overview.hasPrefix("tunelab \(ToolVersion.current) — a scroll-physics tuning lab\n"))
        #expect(CommandSpec.overview.contains("Exit codes: 0 success, 1 a check failed, 2 bad usage or input, 3 internal error."))
        for name in ["run", "sweep", "validate", "help"] {
            #expect(CommandSpec.overview.contains("\n  \(name) "), "overview lists \(name)")
        }
    }

    @Test func helpOfACommandComesFromItsOptionTable() throws {
        let spec = try #require(CommandSpec.named("sweep"))
        for arguments in [["help", "sweep"], ["sweep", "--help"], ["sweep", "grid.json", "-h"]] {
            let r = tunelab(arguments)
            #expect(r.code == 0 && r.out == spec.help && r.err.isEmpty, "tunelab \(arguments): \(r)")
        }
        #expect(spec.help.hasPrefix("usage: tunelab sweep GRID.json [--out DIR] [--jobs N]"))
        for flag in ["--out DIR", "--jobs N", "--shard I/N", "--shard-count N", "--resume", "--max-points N", "--quiet"] {
            #expect(spec.help.contains("\n  \(flag) "), "help sweep lists \(flag)")
        }
    }

    @Test func helpOfAnUnknownCommandSuggestsOne() {
        let r = tunelab("help", "swep")
        #expect(r.code == 2 && r.out.isEmpty && r.err == "tunelab: no command swep; did you mean sweep?\n", "\(r)")
    }

    @Test func noCommandPrintsTheOverviewOnStderr() {
        let r = tunelab()
        #expect(r.code == 2 && r.out.isEmpty && r.err == CommandSpec.overview, "\(r)")
    }

    @Test(arguments: [
        (["swep", "g.json"], "tunelab: unknown command swep; did you mean sweep? (see 'tunelab help')\n"),
        (["rnu", "s.json"], "tunelab: unknown command rnu; did you mean run? (see 'tunelab help')\n"),
        (["frobnicate"], "tunelab: unknown command frobnicate (see 'tunelab help')\n")
    ])
    func unknownCommandIsOneLineWithADidYouMean(arguments: [String], expected: String) {
        let r = tunelab(arguments)
        #expect(r.code == 2 && r.out.isEmpty && r.err == expected, "tunelab \(arguments): \(r)")
    }

    @Test(arguments: [
        (["run", "s.json", "--ot", "x"], "tunelab: run: unknown option --ot; did you mean --out? (see 'tunelab help run')\n"),
        (["run", "s.json", "--jobs", "2"], "tunelab: run: unknown option --jobs (see 'tunelab help run')\n"),
        (["sweep", "g.json", "--job", "2"], "tunelab: sweep: unknown option --job; did you mean --jobs? (see 'tunelab help sweep')\n"),
        (["sweep", "g.json", "--resum"], "tunelab: sweep: unknown option --resum; did you mean --resume? (see 'tunelab help sweep')\n"),
        (["sweep", "g.json", "--jobs"], "tunelab: sweep: --jobs needs a value N\n"),
        (["sweep", "g.json", "--jobs", "0"], "tunelab: sweep: --jobs expects an integer in [1, 1024], got 0\n"),
        (["sweep", "g.json", "--max-points=-3"], "tunelab: sweep: --max-points expects a positive integer, got -3\n"),
        (["sweep", "g.json", "--quiet=yes"], "tunelab: sweep: --quiet takes no value\n"),
        (["run", "a.json", "b.json"], "tunelab: run: expected one SCENARIO.json, got 2 arguments (see 'tunelab help run')\n"),
        (["sweep"], "tunelab: sweep: expected one GRID.json, got 0 arguments (see 'tunelab help sweep')\n"),
        (["validate"], "tunelab: validate: expected one FILE.json, got 0 arguments (see 'tunelab help validate')\n")
    ])
    func badUsageIsOneLineAndExitTwo(arguments: [String], expected: String) {
        let r = tunelab(arguments)
        #expect(r.code == 2 && r.out.isEmpty && r.err == expected, "tunelab \(arguments): \(r)")
    }

    @Test func badOptionWritesNothing() throws {
        let dir = try TempDirectory("cli-badoption")
        defer { dir.remove() }
        let scenario = try dir.write("{}", to: "s.json")
        let r = tunelab("run", scenario, "--out", dir.file("out"), "--bogus")
        #expect(r.code == 2 && r.errLines.count == 1, "\(r)")
        #expect(!dir.exists("out"), "a usage error creates no output directory")
    }

    @Test func runOnAGridPointsToSweep() throws {
        let dir = try TempDirectory("cli-run-grid")
        defer { dir.remove() }
        let grid = try dir.write(#"{"scenario": {}, "grid": {"duration": [1, 2]}}"#, to: "grid.json")
        let r = tunelab("run", grid, "--out", dir.path + "/out")
        #expect(r.code == 2 && r.out.isEmpty, "\(r)")
        #expect(
            r.err == "\(grid):1:1: this is a grid file (it has \"grid\" or \"scenario\"); run it with 'tunelab sweep \(grid)'\n", "\(r)")
        #expect(!dir.exists("out"))
    }

    @Test func validateAScenario() throws {
        let dir = try TempDirectory("cli-validate")
        defer { dir.remove() }
        let scenario = try dir.write(#"{"name": "flick", "duration": 1, "layout": {"kind": "fade"}}"#, to: "s.json")
        let r = tunelab("validate", scenario)
        #expect(r.code == 0 && r.out == "\(scenario): a valid scenario \"flick\": 121 frames, layout fade\n" && r.err.isEmpty, "\(r)")
        let empty = try dir.write("{}", to: "empty.json")
        #expect(tunelab("validate", empty).out == "\(empty): a valid scenario \"empty\": 361 frames, layout none\n")
    }

    @Test func validateAGridPrintsItsPointCount() throws {
        let dir = try TempDirectory("cli-validate-grid")
        defer { dir.remove() }
        try dir.write(#"{"layout": {"kind": "cardStack"}, "duration": 0.5}"#, to: "scenarios/base.json")
        let grid = try dir.write(
            """
            {"name": "rhythm", "scenario": "scenarios/base.json",
             "grid": {"layout.scaleFrequency": [0.1, 0.2, 0.3], "layout.centerFrequency": {"from": 0.05, "to": 0.5, "step": 0.05}},
             "cases": [{"gesture": [{"flick": {"velocity": -800}}]}, {"gesture": [{"flick": {"velocity": -3000}}]}]}
            """, to: "grid.json")
        let r = tunelab("validate", grid)
        let expected =
            "  layout.scaleFrequency: 3 values\n  layout.centerFrequency: 10 values\n"
            + "  cases: 2; metrics: overlap_mean_pt, overlap_cv, jitter_rms_pt, reversals, pixel_flips, max_step_pt, z_violations, focus_error_rate, alpha_reversals, release_velocity_error, travel_pt, max_overscroll_pt, overshoot_pt, settle_time_s, rest_error_pt, velocity_gain, peak_acceleration_pt_s2\n"
            + "  every point's scenario is valid\n"
        #expect(r.code == 0 && r.out == "30\n" && r.err == expected, "\(r)")
        #expect(!dir.exists("reports") && !FileManager.default.fileExists(atPath: "reports/rhythm"), "validate writes nothing")
    }

    @Test func validateReportsBadInputLikeRunAndSweep() throws {
        let dir = try TempDirectory("cli-validate-bad")
        defer { dir.remove() }
        let scenario = try dir.write(#"{"duration": 0}"#, to: "s.json")
        let r = tunelab("validate", scenario)
        #expect(
            r.code == 2 && r.out.isEmpty && r.err == "\(scenario):1:14: duration: expected a positive number of seconds, got 0\n", "\(r)")
        let grid = try dir.write(#"{"scenario": {"layout": {"kind": "cardStack"}}, "grid": {"layout.spacng": [1]}}"#, to: "g.json")
        let g = tunelab("validate", grid)
        #expect(
            g.code == 2 && g.out.isEmpty
                && g.err
                    == "\(grid):1:58: grid[\"layout.spacng\"]: not a scenario setting: layout: unknown key \"spacng\"; did you mean \"spacing\"?\n",
            "\(g)")
        let missing = dir.file("missing.json")
        let m = tunelab("validate", missing)
        #expect(m.code == 2 && m.err == "\(missing): cannot read \"\(missing)\": no such file\n", "\(m)")
    }
}
