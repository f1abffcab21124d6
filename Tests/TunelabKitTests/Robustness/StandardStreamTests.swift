import Foundation
import Testing
import TestSupport

/// Issue 15, defects 4 and 7, on the real binary: closed or full standard streams never crash;
/// lost stdout is exit 2; a progress pipe closed early does not stop the sweep.
@Suite struct StandardStreamTests {
    @Test(arguments: [(#""$T" --version >&-"#, 2), (#""$T" --version 2>&-"#, 0), (#""$T" bogus 2>&- >/dev/null"#, 2)])
    func noSignalOnAClosedStream(script: String, expected: Int32) {
        let r = ToolProcess.shell(script)
        #expect(r.code == expected, "\(script): exit \(r.code) (a signal shows as 128 + n), stderr \(r.err)")
    }

    @Test(
        FullDevice.trait,
        arguments: [(#""$T" --version >/dev/full"#, 2), (#""$T" help >/dev/full"#, 2), (#""$T" --version 2>/dev/full"#, 0)])
    func noSignalOnAFullStream(script: String, expected: Int32) {
        let r = ToolProcess.shell(script)
        #expect(r.code == expected, "\(script): exit \(r.code) (a signal shows as 128 + n), stderr \(r.err)")
    }

    @Test func runWithStdoutClosedWritesItsFilesAndSaysStdoutWasLost() throws {
        let dir = try TempDirectory("streams-run")
        defer { dir.remove() }
        let scenario = try dir.write(#"{"duration": 0.5}"#, to: "s.json")
        let r = ToolProcess.shell("\"$T\" run '\(scenario)' --out '\(dir.file("out"))' >&-")
        #expect(r.code == 2 && r.err == "tunelab: cannot write to standard output: closed\n", "\(r)")
        #expect(dir.exists("out/frames.csv") && dir.exists("out/metrics.csv"), "the files are not written through fd 1")
        #expect(dir.text("out/metrics.csv").hasPrefix("release_velocity_error,"), "fd 1 was not reused by a file")
    }

    @Test func aProgressPipeClosedByHeadLetsTheSweepFinish() throws {
        let dir = try TempDirectory("streams-pipe")
        defer { dir.remove() }
        let grid = try dir.write(
            #"{"scenario": {"duration": 0.5}, "grid": {"touch.noise": {"from": 0, "to": 3, "step": 0.01}}}"#, to: "g.json")
        let r = ToolProcess.shell(
            "\"$T\" sweep '\(grid)' --out '\(dir.file("out"))' --jobs 2 2>&1 | head -1 >/dev/null; exit ${PIPESTATUS[0]}")
        #expect(r.code < 128 && r.code != 3, "no SIGPIPE: exit \(r.code)")
        #expect(dir.exists("out/results.csv") && !dir.exists("out/results.csv.partial") && dir.exists("out/summary.md"), "the work is done")
    }
}
