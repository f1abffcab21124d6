import Foundation
import Testing

@testable import TunelabKit

/// Issue 32, item 4: a sweep stopped by SIGINT or SIGTERM keeps its rows (synced), says
/// `interrupted` in run.json, leaves no lock, tells how to resume and exits 130 / 143;
/// `status` reports any sweep folder; `--resume` ends with an uninterrupted run's bytes; a
/// fresh sweep of another grid does not throw partial rows away; a failed sweep says so.
@Suite struct SweepInterruptTests {
    /// 200 points that each simulate the scroll view (a scroll key): several chunks.
    static let grid = """
        {"name": "stop",
         "scenario": {"duration": 0.3, "layout": {"kind": "cardStack"}, "touch": {"noise": 0.5},
                      "gesture": [{"flick": {"velocity": -2500}}]},
         "grid": {"scroll.decelerationRate": {"linspace": {"from": 0.99, "to": 0.999, "count": 100}}, "touch.seed": [1, 2]},
         "metrics": ["jitter_rms_pt", "travel_pt", "settle_time_s"]}
        """

    /// Says SIGINT from the runner's `after + 1`-th question on.
    final class StopAfter: @unchecked Sendable {
        private let lock = NSLock()
        private var asked = 0
        private let after: Int
        init(_ after: Int) { self.after = after }
        func callAsFunction() -> Int32? {
            lock.lock()
            defer { lock.unlock() }
            asked += 1
            return asked > after ? SIGINT : nil
        }
    }

    /// `tunelab sweep ARGS…` in-process, stopped by `interruption`.
    static func sweep(_ arguments: [String], interruption: @escaping @Sendable () -> Int32?) -> CLIResult {
        let console = Console.capturing()
        let code: Int32
        do {
            code = try SweepLifecycle.run(
                SweepCommand.parse(arguments), arguments: arguments, console: console, environment: [:], interruption: interruption)
        } catch {
            console.err("\(error)\n")
            let isInput = (error as? ToolError)?.isInput ?? (error is UsageError || error is InputError || error is AtomicFile.WriteError)
            code = isInput ? ExitCode.badInput : ExitCode.internalError
        }
        return CLIResult(code: code, out: console.capturedOut, err: console.capturedErr)
    }

    @Test func anInterruptedSweepKeepsItsRowsAndResumesToTheSameBytes() throws {
        let dir = try TempDirectory("interrupt")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "g.json")
        #expect(tunelab("sweep", grid, "--out", dir.file("ref"), "--jobs", "2", "--quiet").code == 0)
        let out = dir.file("out")
        let stop = StopAfter(1)
        let r = Self.sweep([grid, "--out", out, "--jobs", "1", "--quiet"]) { stop() }
        #expect(r.code == 130 && r.out.isEmpty, "\(r)")
        let rows = dir.csv("out/results.csv.partial").count - 1
        #expect(rows > 0 && rows < 200, "one chunk written, not the grid: \(rows) rows")
        #expect(
            r.err
                == "sweep stop: interrupted (SIGINT) after \(rows) of 200 points; the rows are kept in \(out)/results.csv.partial\nresume with: tunelab sweep \(grid) --out \(out) --jobs 1 --quiet --resume\n",
            "\(r)")
        let manifest = dir.text("out/run.json")
        #expect(
            manifest.contains("\"status\": \"interrupted\",\n  \"signal\": \"SIGINT\",\n  \"rows_done\": \(rows),"), "\(manifest)")
        #expect(!dir.exists("out/.tunelab-results.lock") && !dir.exists("out/results.csv"), "no lock, no rows file")

        let status = tunelab("status", out)
        #expect(
            status.code == 0
                && status.out
                    == "sweep of \(grid): \(rows)/200 points, interrupted by SIGINT\nresume with: tunelab sweep \(grid) --out \(out) --resume\n",
            "\(status)")

        let resumed = tunelab("sweep", grid, "--out", out, "--jobs", "2", "--resume", "--quiet")
        #expect(resumed.code == 0, "\(resumed)")
        for file in ["results.csv", "summary.csv", "summary.md"] {
            #expect(!dir.bytes("out/" + file).isEmpty && dir.bytes("out/" + file) == dir.bytes("ref/" + file), "\(file)")
        }
        #expect(tunelab("status", out).out == "sweep of \(grid): 200/200 points, done\n")
    }

    @Test func aStaleLockIsReportedAndTakenOverByResume() throws {
        let dir = try TempDirectory("interrupt-stale")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "g.json")
        let out = dir.file("out")
        let stop = StopAfter(1)
        #expect(Self.sweep([grid, "--out", out, "--jobs", "1", "--quiet"]) { stop() }.code == 130)
        // A process that is gone, as a killed sweep leaves its lock.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let pid = child.processIdentifier
        try dir.write("\(pid) \(ProcessInfo.processInfo.hostName)\n", to: "out/.tunelab-results.lock")
        let status = tunelab("status", out)
        #expect(status.out.contains("points, stale: process \(pid) is gone (its lock is left; --resume takes it over)\n"), "\(status)")
        let resumed = tunelab("sweep", grid, "--out", out, "--resume", "--quiet")
        #expect(resumed.code == 0 && resumed.err == "\(out): note: took over the lock of process \(pid), which is gone\n", "\(resumed)")
        #expect(!dir.exists("out/.tunelab-results.lock"))
    }

    @Test func aFreshSweepOfAnotherGridRefusesPartialRowsUnlessForced() throws {
        let dir = try TempDirectory("interrupt-other")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "g.json")
        let out = dir.file("out")
        let stop = StopAfter(1)
        #expect(Self.sweep([grid, "--out", out, "--jobs", "1", "--quiet"]) { stop() }.code == 130)
        let partial = dir.bytes("out/results.csv.partial")
        let rows = dir.csv("out/results.csv.partial").count - 1
        let other = try dir.write(SweepTestGrids.layoutOnly(count: 3), to: "h.json")
        let r = tunelab("sweep", other, "--out", out, "--quiet")
        #expect(r.code == 2 && r.out.isEmpty && r.errLines.count == 1, "\(r)")
        #expect(r.err.hasPrefix("\(out): holds the partial rows of another grid (grid \(grid), fingerprint "), "\(r)")
        #expect(
            r.err.hasSuffix(
                ", \(rows) of 200 points, interrupted); finish them with that grid and --resume, replace them with --force, or use another --out\n"
            ), "\(r)")
        #expect(dir.bytes("out/results.csv.partial") == partial && !dir.exists("out/.tunelab-results.lock"), "nothing touched")
        #expect(tunelab("sweep", grid, "--out", out, "--quiet").code == 0, "the same grid starts afresh")
        #expect(Self.sweep([grid, "--out", out, "--jobs", "1", "--quiet"]) { stop() }.code == 130)
        #expect(tunelab("sweep", other, "--out", out, "--quiet", "--force").code == 0, "--force replaces them")
        #expect(dir.csv("out/results.csv").count == 7)
    }

    @Test func aSweepThatFailsSaysFailedAndLeavesNoLock() throws {
        let dir = try TempDirectory("interrupt-failed")
        defer { dir.remove() }
        let grid = try dir.write(Self.grid, to: "g.json")
        let out = dir.file("out")
        // While the points run, a folder with a file in it takes summary.md's place: the report cannot write it.
        let r = Self.sweep([grid, "--out", out, "--jobs", "1", "--quiet"]) {
            try? FileManager.default.createDirectory(atPath: out + "/summary.md/x", withIntermediateDirectories: true)
            return nil
        }
        #expect(r.code == 2, "\(r)")
        let manifest = dir.text("out/run.json")
        #expect(manifest.contains("\"status\": \"failed\",\n  \"error\": \"") && manifest.contains("\"rows_done\": 200,"), "\(manifest)")
        #expect(!dir.exists("out/.tunelab-results.lock"), "no lock left")
        let status = tunelab("status", out)
        #expect(status.out.hasPrefix("sweep of \(grid): 200/200 points, failed: ") && status.out.contains("\nresume with: "), "\(status)")
    }

    @Test func theRateAfterAResumeCountsOnlyThisRunsPoints() {
        let console = Console.capturing()
        let start = Date(timeIntervalSince1970: 1000)
        let progress = ProgressReporter(console: console, total: 20_000, quiet: false, resumedAt: 5952, start: start)
        progress.update(done: 5952 + 100, force: true, now: start.addingTimeInterval(2))
        #expect(
            console.capturedErr == "6052/20000 points (30.3 %), 50.0 points/s, ETA 4m39s\n", "not 3026 points/s: \(console.capturedErr)")
    }

    @Test func statusSaysWhenAFolderHoldsNoSweep() throws {
        let dir = try TempDirectory("status-empty")
        defer { dir.remove() }
        let r = tunelab("status", dir.path)
        #expect(
            r.code == 2
                && r.err
                    == "\(dir.path): no sweep here (no run.json, no shard manifest shard-SSSSS-of-NNNNN.json); run 'tunelab sweep GRID.json --out \(dir.path)' first\n",
            "\(r)")
    }

    @Test(arguments: [("plain/path-1.json", "plain/path-1.json"), ("a b", "'a b'"), ("it's", #"'it'\''s'"#), ("", "''")])
    func resumeCommandWordsAreQuotedForAShell(word: String, quoted: String) {
        #expect(SweepLifecycle.shellQuoted(word) == quoted)
    }
}
