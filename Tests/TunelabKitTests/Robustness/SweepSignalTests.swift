import Foundation
import Testing
import TestSupport

/// Issue 32, items 4 and 5, on the real binary: a real SIGINT or SIGTERM sent to `tunelab sweep`
/// (exit 130 / 143, run.json `interrupted`, no lock, `status`, then `--resume` to the bytes of
/// an uninterrupted run); a second Ctrl-C still releases the lock; a reader that closes
/// stdout (`| head`) ends a command quietly.
@Suite(.serialized) struct SweepSignalTests {
    /// Sweeps `g.json` into `ref`, starts it again into `out` with `--jobs 1`, sends `signals`
    /// once its first rows are in, then runs `status` and `--resume`. Leaves `code` (the
    /// stopped sweep's exit), `err.txt`, `run-stopped.json`, `listing.txt` and `status.txt`.
    static func script(signals: String) -> String {
        """
        set -u
        cd "$D"
        "$T" sweep g.json --out ref --jobs 2 --quiet > /dev/null || exit 90
        "$T" sweep g.json --out out --jobs 1 > /dev/null 2> err.txt &
        pid=$!
        for i in $(seq 1 3000); do
            if [ -f out/results.csv.partial ] && [ "$(wc -l < out/results.csv.partial)" -ge 2 ]; then break; fi
            sleep 0.01
        done
        \(signals)
        wait $pid
        echo $? > code
        cp out/run.json run-stopped.json
        ls -A out > listing.txt
        "$T" status out > status.txt || exit 91
        "$T" sweep g.json --out out --jobs 2 --resume --quiet > /dev/null || exit 92
        """
    }

    static func grid(in dir: TempDirectory) throws {
        // 400 points that each simulate the scroll view: many chunks with --jobs 1.
        try dir.write(
            """
            {"name": "signal",
             "scenario": {"duration": 0.5, "layout": {"kind": "cardStack"}, "touch": {"noise": 0.5},
                          "gesture": [{"flick": {"velocity": -2500}}]},
             "grid": {"scroll.decelerationRate": {"linspace": {"from": 0.99, "to": 0.999, "count": 200}}, "touch.seed": [1, 2]},
             "metrics": ["jitter_rms_pt", "travel_pt", "settle_time_s"]}
            """, to: "g.json")
    }

    @Test(arguments: [("INT", 130, "SIGINT"), ("TERM", 143, "SIGTERM")])
    func aSignalStopsTheSweepCleanlyAndResumeFinishesIt(signal: String, code: Int32, name: String) throws {
        let dir = try TempDirectory("signal-\(signal)")
        defer { dir.remove() }
        try Self.grid(in: dir)
        let r = ToolProcess.shell("D='\(dir.path)'\n" + Self.script(signals: "kill -\(signal) $pid"))
        #expect(r.code == 0, "the script: \(r)")
        #expect(dir.text("code") == "\(code)\n", "exit \(dir.text("code")), stderr \(dir.text("err.txt"))")
        let manifest = dir.text("run-stopped.json")
        #expect(manifest.contains("\"status\": \"interrupted\",\n  \"signal\": \"\(name)\",\n  \"rows_done\": "), "\(manifest)")
        #expect(!dir.text("listing.txt").contains(".tunelab-results.lock"), "no lock: \(dir.text("listing.txt"))")
        #expect(dir.text("listing.txt").contains("results.csv.partial\n"), "the rows are kept: \(dir.text("listing.txt"))")
        let err = dir.text("err.txt")
        #expect(err.contains(": interrupted (\(name)) after ") && err.hasSuffix(" g.json --out out --jobs 1 --resume\n"), "\(err)")
        #expect(
            dir.text("status.txt").hasPrefix("sweep of g.json: ") && dir.text("status.txt").contains("points, interrupted by \(name)\n"))
        for file in ["results.csv", "summary.csv", "summary.md"] {
            #expect(!dir.bytes("out/" + file).isEmpty && dir.bytes("out/" + file) == dir.bytes("ref/" + file), "\(file) after --resume")
        }
    }

    @Test func aSecondCtrlCExitsAtOnceAndStillReleasesTheLock() throws {
        let dir = try TempDirectory("signal-twice")
        defer { dir.remove() }
        try Self.grid(in: dir)
        let r = ToolProcess.shell("D='\(dir.path)'\n" + Self.script(signals: "kill -INT $pid; kill -INT $pid"))
        #expect(r.code == 0, "the script: \(r)")
        #expect(dir.text("code") == "130\n", "stderr \(dir.text("err.txt"))")
        #expect(!dir.text("listing.txt").contains(".tunelab-results.lock"), "no lock: \(dir.text("listing.txt"))")
        #expect(dir.text("status.txt").contains("points, interrupted"), "\(dir.text("status.txt"))")
        #expect(dir.bytes("out/results.csv") == dir.bytes("ref/results.csv"), "--resume after the second Ctrl-C")
    }

    @Test(arguments: [#""$T" help"#, #""$T" --version"#, #""$T" sweep "$D/g.json" --out "$D/out" --quiet"#])
    func aReaderThatClosesStdoutEndsTheCommandQuietly(command: String) throws {
        let dir = try TempDirectory("signal-pipe")
        defer { dir.remove() }
        try Self.grid(in: dir)
        // `head -c 0` has gone before the command writes: its write meets EPIPE.
        let r = ToolProcess.shell(
            "D='\(dir.path)'\n{ sleep 0.3; \(command); echo $? > \"$D/code\"; } | head -c 0; exit ${PIPESTATUS[0]}")
        #expect(r.code == 0 && r.err.isEmpty, "quiet: \(r)")
        #expect(dir.text("code") == "0\n", "exit \(dir.text("code"))")
    }

    /// A crash (issue 32's SIGILL: a display scale whose Float is 0, until the decoders refuse
    /// it) still removes the lock and marks run.json `failed`; refused as input, nothing is left.
    @Test func aCrashLeavesNoLockAndNoRunningManifest() throws {
        let dir = try TempDirectory("signal-crash")
        defer { dir.remove() }
        try dir.write(
            #"{"name": "crash", "scenario": {"duration": 0.2, "display": {"scale": 2.2250738585072014e-308}}, "grid": {"touch.noise": [0, 1]}}"#,
            to: "c.json")
        let r = ToolProcess.shell(
            "cd '\(dir.path)'; SWIFT_BACKTRACE=enable=no \"$T\" sweep c.json --out out --quiet; echo $? > code; ls -A out > listing.txt; exit 0"
        )
        let code = Int32(dir.text("code").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
        #expect(r.code == 0 && code != 0 && code != 3, "exit \(code): \(r.err)")
        #expect(!dir.text("listing.txt").contains(".tunelab-results.lock"), "no lock: \(dir.text("listing.txt"))")
        #expect(!dir.text("out/run.json").contains("\"status\": \"running\""), "\(dir.text("out/run.json"))")
        if code >= 128 {
            #expect(
                dir.text("out/run.json").contains("\"status\": \"failed\",\n  \"error\": \"a fatal signal"), "\(dir.text("out/run.json"))")
        }
    }

    @Test(FullDevice.trait) func aFullStdoutIsStillExit2WithTheReason() {
        let r = ToolProcess.shell(#""$T" help >/dev/full"#)
        #expect(r.code == 2 && r.err == "tunelab: cannot write to standard output: no space left on device\n", "\(r)")
    }
}
