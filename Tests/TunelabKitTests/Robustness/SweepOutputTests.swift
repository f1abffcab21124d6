import Foundation
import Testing
import TunelabKit
import TestSupport

/// Issue 15, defects 5, 6 and 13: one writer per output folder, I/O faults are exit 2 naming the
/// path with nothing half-written, and a fresh sweep replaces what it owns.
@Suite struct SweepOutputTests {
    static let grid =
        #"{"name": "g", "scenario": {"duration": 0.5, "layout": {"kind": "cardStack"}}, "grid": {"layout.spacing": [16, 24]}, "traces": 2}"#

    @Test func aLiveLockRefusesASecondSweepNamingTheHolder() throws {
        let dir = try TempDirectory("lock-live")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "g.json")
        try dir.write("\(getpid()) \(ProcessInfo.processInfo.hostName)\n", to: "out/.tunelab-results.lock")
        let r = tunelab("sweep", grid, "--out", dir.file("out"), "--quiet")
        #expect(r.code == 2, "\(r)")
        #expect(
            r.err
                == "\(dir.file("out")): another tunelab sweep (pid \(getpid()) on \(ProcessInfo.processInfo.hostName)) is writing these outputs; wait for it, use another --out, or remove \(dir.file("out"))/.tunelab-results.lock if that process is gone\n",
            "\(r.err)")
        #expect(!dir.exists("out/results.csv") && !dir.exists("out/run.json"), "nothing written")
    }

    @Test func aStaleLockIsTakenOverAndReleased() throws {
        let dir = try TempDirectory("lock-stale")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "g.json")
        // A pid that is certainly gone: a child that has exited and been reaped.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        try dir.write("\(child.processIdentifier) \(ProcessInfo.processInfo.hostName)\n", to: "out/.tunelab-results.lock")
        let r = tunelab("sweep", grid, "--out", dir.file("out"), "--quiet")
        #expect(r.code == 0, "\(r)")
        #expect(!dir.exists("out/.tunelab-results.lock"), "released at the end")
    }

    @Test func shardsOfOneSplitShareAFolder() throws {
        let dir = try TempDirectory("lock-shards")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "g.json")
        try dir.write("\(getpid()) \(ProcessInfo.processInfo.hostName)\n", to: "out/.tunelab-shard-00000-of-00002.lock")
        #expect(tunelab("sweep", grid, "--out", dir.file("out"), "--shard", "1/2", "--quiet").code == 0, "shard 1 has its own lock")
        #expect(tunelab("sweep", grid, "--out", dir.file("out"), "--shard", "0/2", "--quiet").code == 2, "shard 0 is held")
    }

    @Test func aFreshSweepReplacesTheOutputsItOwns() throws {
        let dir = try TempDirectory("stale")
        defer { dir.remove() }
        let first = try dir.write(Self.grid, to: "g.json")
        #expect(tunelab("sweep", first, "--out", dir.file("out"), "--quiet").code == 0)
        #expect(dir.exists("out/traces/0") && dir.exists("out/traces/1"))
        try dir.write("keep me", to: "out/.notes")
        let second = try dir.write(
            #"{"name": "h", "scenario": {"duration": 0.5}, "grid": {"touch.noise": [0]}, "traces": 1}"#, to: "h.json")
        let r = tunelab("sweep", second, "--out", dir.file("out"), "--quiet")
        #expect(r.code == 0, "\(r)")
        #expect(r.out.hasPrefix("wrote \(dir.file("out"))/results.csv (1 point, 1 ok, 0 failed;"), "no '1 points': \(r.out)")
        let traces = try FileManager.default.contentsOfDirectory(atPath: dir.file("out/traces"))
        #expect(traces == ["0"], "only the new run's traces: \(traces)")
        let charts = try FileManager.default.contentsOfDirectory(atPath: dir.file("out/charts")).sorted()
        #expect(!charts.contains { $0.hasPrefix("heatmap") || $0.hasPrefix("items") }, "no chart of the old grid: \(charts)")
        #expect(dir.text("out/.notes") == "keep me", "files it does not own are kept")
    }

    @Test func aFolderThatIsNotATunelabOutputNeedsForce() throws {
        let dir = try TempDirectory("foreign")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "g.json")
        try dir.write("mine", to: "out/notes.txt")
        let r = tunelab("sweep", grid, "--out", dir.file("out"), "--quiet")
        #expect(
            r.code == 2
                && r.err
                    == "\(dir.file("out")): not a tunelab output folder (it holds notes.txt and no run.json); use --force to write into it anyway, or another --out\n",
            "\(r)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.file("out")) == ["notes.txt"], "nothing written, no lock left")
        let f = tunelab("sweep", grid, "--out", dir.file("out"), "--quiet", "--force")
        #expect(f.code == 0 && dir.exists("out/results.csv") && dir.text("out/notes.txt") == "mine", "\(f)")
    }

    @Test func chartOntoADirectoryIsExitTwoWithThePath() throws {
        let dir = try TempDirectory("fault-chart")
        defer { dir.remove() }
        let results = try dir.write("point,a,b,jitter_rms_pt,status\n0,1,1,1,ok\n1,1,2,2,ok\n", to: "results.csv")
        try FileManager.default.createDirectory(atPath: dir.file("taken.svg"), withIntermediateDirectories: true)
        let r = tunelab("chart", results, "--x", "a", "--y", "b", "--metric", "jitter_rms_pt", "--out", dir.file("taken.svg"))
        #expect(r.code == 2 && r.err == "\(dir.file("taken.svg")): cannot write: is a directory\n", "\(r)")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "no temporary file left: \(leftovers)")
    }

    @Test func aFileSizeLimitDuringRunLeavesNothing() throws {
        let dir = try TempDirectory("fault-run")
        defer { dir.remove() }
        let scenario = try dir.write(
            #"{"duration": 3, "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -2000}}]}"#, to: "s.json")
        let r = ToolProcess.shell("ulimit -f 64; trap '' XFSZ; \"$T\" run '\(scenario)' --out '\(dir.file("out"))'")
        #expect(r.code == 2 && r.err.contains("/out/items.csv: cannot write: file too large"), "\(r)")
        #expect(!dir.exists("out"), "frames.csv removed and the folder it made too")
    }

    /// A two-point sweep of a `duration` s flick into `dir/out` under a file-size limit of
    /// `kilobytes` KiB (it fails), then `--resume` without the limit, then a clean run into
    /// `dir/clean`: the failed run, the files it left, the resumed run.
    private func sweepUnderFileSizeLimit(
        _ kilobytes: Int, duration: Double, in dir: TempDirectory
    ) throws -> (failed: (code: Int32, err: String), left: [String], resumed: CLIResult) {
        let grid = try dir.write(
            #"{"name": "g", "scenario": {"duration": \#(duration), "layout": {"kind": "cardStack"}, "gesture": [{"flick": {"velocity": -2000}}]}, "grid": {"layout.spacing": [16, 24]}}"#,
            to: "g.json")
        let failed = ToolProcess.shell("ulimit -f \(kilobytes); trap '' XFSZ; \"$T\" sweep '\(grid)' --out '\(dir.file("out"))' --quiet")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.file("out")).filter { !$0.hasPrefix(".") }.sorted()
        let resumed = tunelab("sweep", grid, "--out", dir.file("out"), "--resume", "--quiet")
        #expect(tunelab("sweep", grid, "--out", dir.file("clean"), "--quiet").code == 0)
        return (failed, left, resumed)
    }

    @Test func aFileSizeLimitDuringASweepKeepsOnlyWhatResumeNeeds() throws {
        let dir = try TempDirectory("fault-sweep")
        defer { dir.remove() }
        let (r, left, resumed) = try sweepUnderFileSizeLimit(64, duration: 3, in: dir)
        #expect(r.code == 2 && r.err.contains("cannot write: file too large"), "\(r)")
        #expect(left == ["results.csv", "run.json"], "\(left)")
        #expect(resumed.code == 0 && dir.exists("out/summary.csv") && dir.exists("out/traces/0"), "\(resumed)")
        #expect(
            dir.bytes("out/summary.csv") == dir.bytes("clean/summary.csv") && dir.bytes("out/results.csv") == dir.bytes("clean/results.csv")
        )
    }

    /// The page is written in runs from the charts' own bytes: a write refused half-way (the
    /// traces fit under the limit, the page does not) is one line naming the page, exit 2, and
    /// leaves what `--resume` needs, which then writes the same page as a clean run.
    @Test func aFileSizeLimitOnThePageKeepsOnlyWhatResumeNeeds() throws {
        let dir = try TempDirectory("fault-page")
        defer { dir.remove() }
        let (r, left, resumed) = try sweepUnderFileSizeLimit(40, duration: 0.3, in: dir)
        #expect(r.code == 2 && r.err == "\(dir.file("out"))/charts/index.html: cannot write: file too large\n", "\(r)")
        #expect(left == ["results.csv", "run.json"], "\(left)")
        #expect(resumed.code == 0, "\(resumed)")
        #expect(dir.bytes("out/charts/index.html") == dir.bytes("clean/charts/index.html"), "the page as a clean run writes it")
    }
}
