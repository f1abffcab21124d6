import Foundation
import ScrollPhysics
import Testing
import TunelabKit

/// A registered kind through the whole CLI, in-process (`TunelabCLI.main(_:layouts:console:)`):
/// `validate`, `run` (the columns its traits declare), `sweep` over its keys (bytes identical
/// across `--jobs` and shards), `bench --scenario`, and built-ins unaffected.
@Suite struct PluginCLITests {
    static let scenario = #"""
        {"name": "strip-flick", "duration": 1.5,
         "scroll": {"viewport": 844, "crossViewport": 390, "snap": {"policy": "nearest"}},
         "layout": {"kind": "strip", "rowHeight": 90, "gap": 10, "sway": 4},
         "gesture": [{"drag": {"translation": -160, "duration": 0.2}}, {"release": {}}, {"wait": 1}]}
        """#

    static let grid = #"""
        {"name": "strip-grid", "traces": 1, "scenario": "strip.json",
         "grid": {"layout.gap": [0, 10, 20], "layout.shrink": [0, 0.001, 0.002]},
         "cases": [{}, {"gesture": [{"flick": {"velocity": -2500}}, {"wait": 1}]}],
         "metrics": ["alpha_reversals", "jitter_rms_pt", "settle_time_s"]}
        """#

    /// `--to json` carries the plug-in's layout object as written, and reruns the same frames;
    /// a code target exports the physics and names the plug-in's kind, settings type and settings.
    @Test func exportCarriesAPluginLayoutAsWrittenAndNamesItInCode() throws {
        let dir = try TempDirectory("plugin-export")
        defer { dir.remove() }
        let file = try dir.write(Self.scenario, to: "strip.json")
        let json = tunelabWithStrip("export", file, "--to", "json", "--out", dir.file("point.json"))
        #expect(json.code == 0, "\(json)")
        let text = try String(contentsOfFile: dir.file("point.json"), encoding: .utf8)
        #expect(text.contains(#""layout": {"kind": "strip", "rowHeight": 90, "gap": 10, "sway": 4}"#), "\(text)")
        #expect(tunelabWithStrip("run", file, "--out", dir.file("a")).code == 0)
        #expect(tunelabWithStrip("run", dir.file("point.json"), "--out", dir.file("b")).code == 0)
        #expect(dir.bytes("a/items.csv") == dir.bytes("b/items.csv") && !dir.bytes("a/items.csv").isEmpty, "the same rows")
        for target in ExportTarget.allCases.filter(\.platform.writesCode).map(\.rawValue) {
            let r = tunelabWithStrip("export", file, "--to", target)
            #expect(r.code == 0, "--to \(target): \(r)")
            #expect(
                r.out.contains("layout.kind \"strip\" is a plug-in layout (settings type TunelabKitTests.StripSettings)"),
                "--to \(target): \(r.out)")
            #expect(r.out.lowercased().contains("deceleration_rate") || r.out.contains("decelerationRate"), "--to \(target): the physics")
        }
    }

    @Test func validateNamesThePluginKind() throws {
        let dir = try TempDirectory("plugin-validate")
        defer { dir.remove() }
        let file = try dir.write(Self.scenario, to: "strip.json")
        let r = tunelabWithStrip("validate", file)
        #expect(r.code == 0 && r.out == "\(file): a valid scenario \"strip-flick\": 181 frames, layout strip\n", "\(r)")
        let bad = try dir.write(#"{"layout": {"kind": "strip",\#n "shrink": 2}}"#, to: "bad.json")
        let failed = tunelabWithStrip("validate", bad)
        #expect(failed.code == 2 && failed.out.isEmpty, "\(failed)")
        #expect(failed.err == "\(bad):2:12: layout.shrink: expected a number ≥ 0, got 2\n", "\(failed)")
        let unregistered = tunelab("validate", file)
        #expect(unregistered.code == 2 && unregistered.err.contains("layout.kind: expected one of"), "plain tunelab: \(unregistered)")
    }

    @Test func runWritesTheMetricsItsTraitsDeclare() throws {
        let dir = try TempDirectory("plugin-run")
        defer { dir.remove() }
        let file = try dir.write(Self.scenario, to: "strip.json")
        let r = tunelabWithStrip("run", file, "--out", dir.file("out"))
        #expect(r.code == 0 && r.err.isEmpty, "\(r)")
        let metrics = dir.csv("out/metrics.csv")
        let traits = StripLayout(settings: StripSettings(), geometry: LayoutGeometry()).traits
        #expect(metrics.first == Metric.applicable(to: traits).map(\.rawValue), "\(metrics.first ?? [])")
        #expect(metrics.first?.prefix(3) == ["jitter_rms_pt", "max_step_pt", "alpha_reversals"], "layout metrics first, in Metric order")
        #expect(metrics.count == 2 && metrics[1].allSatisfy { !$0.contains("nan") })
        let items = dir.csv("out/items.csv")
        #expect(items.first == TraceColumns.items, "not layered: no parallax columns")
        #expect(items.count > 181 * 5, "several rows a frame, got \(items.count - 1)")
        #expect(items[1][4] == "0" && items[1][5] == "0" && items[1][7] == "90", "frame 0, row 0: x 0, y 0, height 90: \(items[1])")
        let again = tunelabWithStrip("run", file, "--out", dir.file("again"))
        #expect(again.code == 0 && dir.bytes("again/items.csv") == dir.bytes("out/items.csv"), "byte-identical across runs")
    }

    @Test func aPluginFaultFailsTheRunAndThePoint() throws {
        let dir = try TempDirectory("plugin-fault")
        defer { dir.remove() }
        let file = try dir.write(
            Self.scenario.replacingOccurrences(of: #""sway": 4"#, with: #""sway": 4, "nanIndex": 2"#), to: "strip.json")
        let r = tunelabWithStrip("run", file, "--out", dir.file("out"))
        #expect(r.code == 2 && !dir.exists("out"), "exit 2, nothing written: \(r)")
        #expect(r.err.hasSuffix("NaN at frame 0, index 2\n"), "\(r.err)")
        let grid = try dir.write(
            #"""
            {"name": "faults", "scenario": "strip.json", "grid": {"layout.nanIndex": [2, 100000]}, "metrics": ["jitter_rms_pt"]}
            """#, to: "grid.json")
        let sweep = tunelabWithStrip("sweep", grid, "--out", dir.file("sweep"), "--quiet")
        #expect(sweep.code == 0, "\(sweep)")
        let rows = dir.csv("sweep/results.csv")
        #expect(rows.count == 3 && rows[1].last == "layout.item.alpha: NaN at frame 0, index 2" && rows[2].last == "ok", "\(rows)")
    }

    @Test func sweepOverPluginKeysIsIdenticalAcrossJobsAndShards() throws {
        let dir = try TempDirectory("plugin-sweep")
        defer { dir.remove() }
        try dir.write(Self.scenario, to: "strip.json")
        let grid = try dir.write(Self.grid, to: "grid.json")
        for (out, jobs) in [("j1", "1"), ("j3", "3")] {
            let r = tunelabWithStrip("sweep", grid, "--out", dir.file(out), "--jobs", jobs, "--quiet")
            #expect(r.code == 0, "--jobs \(jobs): \(r)")
        }
        let rows = dir.csv("j1/results.csv")
        #expect(rows.first == ["point", "layout.gap", "layout.shrink", "alpha_reversals", "jitter_rms_pt", "settle_time_s", "status"])
        #expect(rows.count == 10 && rows.dropFirst().allSatisfy { $0.last == "ok" }, "9 points, all ok: \(rows)")
        #expect(Set(rows.dropFirst().map { $0[4] }).count > 1, "the gap and shrink change the layout metrics")
        #expect(
            !dir.bytes("j1/results.csv").isEmpty && dir.bytes("j3/results.csv") == dir.bytes("j1/results.csv"),
            "results.csv identical across --jobs")
        #expect(dir.bytes("j3/summary.csv") == dir.bytes("j1/summary.csv"))
        #expect(dir.exists("j1/traces") && dir.exists("j1/charts/index.html"), "traces and charts for a plug-in kind")
        for index in 0..<2 {
            let r = tunelabWithStrip("sweep", grid, "--out", dir.file("shards"), "--shard", "\(index)/2", "--jobs", "2", "--quiet")
            #expect(r.code == 0, "shard \(index): \(r)")
        }
        let merged = tunelabWithStrip("merge", dir.file("shards"))
        #expect(merged.code == 0, "\(merged)")
        #expect(dir.bytes("shards/results.csv") == dir.bytes("j1/results.csv"), "shards merged = one run")
    }

    @Test func aMisspeltPluginGridKeyIsAnInputError() throws {
        let dir = try TempDirectory("plugin-grid-key")
        defer { dir.remove() }
        try dir.write(Self.scenario, to: "strip.json")
        let grid = try dir.write(Self.grid.replacingOccurrences(of: "layout.shrink", with: "layout.shrnk"), to: "grid.json")
        let r = tunelabWithStrip("sweep", grid, "--out", dir.file("out"), "--quiet")
        #expect(r.code == 2 && !dir.exists("out"), "\(r)")
        #expect(
            r.err.contains("grid.\"layout.shrnk\": not a scenario setting: layout: unknown key \"shrnk\"; did you mean \"shrink\"?")
                || r.err.contains("unknown key \"shrnk\"; did you mean \"shrink\"?"), "\(r.err)")
    }

    @Test func benchTimesAPluginScenario() throws {
        let dir = try TempDirectory("plugin-bench")
        defer { dir.remove() }
        let file = try dir.write(Self.scenario, to: "strip.json")
        let r = tunelabWithStrip("bench", "--scenario", file, "--only", "strip-flick_frame", "--only", "strip-flick_tick", "--work", "50")
        #expect(r.code == 0, "\(r)")
        let lines = r.out.split(separator: "\n").map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        #expect(lines == ["strip-flick_frame 50", "strip-flick_tick 50"], "\(r.out)")
    }

    @Test func benchHasAWorkloadPerRegisteredKind() {
        #expect(BenchWorkload.registered(LayoutRegistry([StripSettings.plugin])).map(\.name) == ["strip_infinite_60hz"])
        #expect(BenchWorkload.registered(.builtIn).isEmpty)
        let r = tunelabWithStrip("bench", "--only", "strip_infinite_60hz", "--work", "30")
        #expect(r.code == 0 && r.out.hasPrefix("strip_infinite_60hz 30 ") && r.out.split(separator: "\n").count == 1, "\(r)")
        let again = tunelabWithStrip("bench", "--only", "strip_infinite_60hz", "--work", "30")
        #expect(again.out == r.out, "the checksum is deterministic")
        let plain = tunelab("bench", "--only", "strip_infinite_60hz", "--work", "30")
        #expect(plain.code == 2 && plain.err.contains("unknown workload strip_infinite_60hz"), "not registered: \(plain)")
    }

    @Test func builtInsRunTheSameWithPluginsRegistered() throws {
        let dir = try TempDirectory("plugin-builtins")
        defer { dir.remove() }
        let file = try dir.write(RunCommandTests.busy, to: "busy.json")
        #expect(tunelab("run", file, "--out", dir.file("plain")).code == 0)
        #expect(tunelabWithStrip("run", file, "--out", dir.file("strip")).code == 0)
        for name in ["frames.csv", "items.csv", "metrics.csv"] {
            #expect(!dir.bytes("plain/" + name).isEmpty && dir.bytes("plain/" + name) == dir.bytes("strip/" + name), "\(name)")
        }
    }
}
