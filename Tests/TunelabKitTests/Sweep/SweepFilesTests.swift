import Foundation
import Testing
@testable import TunelabKit

/// Resuming an interrupted sweep (docs/command-line.md, docs/command-line.md#errors): a partial file cut at any byte, with the
/// running manifest a killed process leaves, resumes to the bytes of an uninterrupted run.
/// (`scripts/resume-kill-test.sh` does the same with a real SIGKILL.)
@Suite struct SweepFilesTests {
    @Test func recoverPartialCutsATornLineAndCountsRows() throws {
        let dir = try TempDirectory("partial-recover")
        defer { dir.remove() }
        let files = SweepFiles(directory: dir.path, shard: .whole)
        #expect(try files.recoverPartial(hasHeader: true) == nil, "no partial file")
        try dir.write("point,a,status\n0,1,ok\n1,2,ok\n2,3,o", to: "results.csv.partial")
        #expect(try files.recoverPartial(hasHeader: true) == 2)
        #expect(dir.text("results.csv.partial") == "point,a,status\n0,1,ok\n1,2,ok\n", "the torn row is cut")
        try dir.write("point,a,sta", to: "results.csv.partial")
        #expect(try files.recoverPartial(hasHeader: true) == 0 && dir.text("results.csv.partial").isEmpty, "a torn header")
        try dir.write("5,1,ok\n6,2,ok\n", to: "results.csv.partial")
        #expect(try files.recoverPartial(hasHeader: false) == 2, "a later shard has no header")
    }

    /// `RowsCommit` puts the rows in place on its own thread: after `wait` the partial file
    /// is `results.csv`, byte for byte; a rename that fails (the destination is a folder) is
    /// thrown by every `wait`, naming the destination, and leaves the partial rows for
    /// `--resume`.
    @Test func rowsCommitRenamesTheSyncedRowsOrThrowsWhyNot() throws {
        let dir = try TempDirectory("rows-commit")
        defer { dir.remove() }
        let files = SweepFiles(directory: dir.path, shard: .whole)
        try dir.write("point,a,status\n", to: "results.csv.partial")
        let rows = try AppendFile(files.partial)
        try rows.append(Array("0,1,ok\n1,2,ok\n".utf8))
        let commit = RowsCommit(rows, renamingTo: files.data)
        try commit.wait()
        try commit.wait()
        #expect(dir.text("results.csv") == "point,a,status\n0,1,ok\n1,2,ok\n")
        #expect(!FileManager.default.fileExists(atPath: files.partial))

        try dir.write("point,a,status\n0,1,ok\n", to: "results.csv.partial")
        try FileManager.default.removeItem(atPath: files.data)
        try FileManager.default.createDirectory(atPath: files.data + "/inside", withIntermediateDirectories: true)
        let failing = RowsCommit(try AppendFile(files.partial), renamingTo: files.data)
        for _ in 0..<2 {
            #expect {
                try failing.wait()
            } throws: { error in
                "\(error)".contains(files.data)
            }
        }
        #expect(dir.text("results.csv.partial") == "point,a,status\n0,1,ok\n")
    }

    /// The manifest a sweep writes when it starts (status `running`), as a killed run leaves it.
    func runningManifest(gridPath: String, jobs: Int) throws -> String {
        let grid = try GridDecoder.load(gridPath)
        let fingerprint = GridFingerprint.of(grid, gestures: try PointEvaluator(grid: grid).gestureDescriptions)
        return SweepManifest(
            gridFile: gridPath, fingerprint: fingerprint, pointsTotal: grid.pointCount, shard: .whole,
            range: 0..<grid.pointCount, status: "running", rowsDone: 0, jobs: jobs,
            started: "2026-01-01T00:00:00Z", host: "test"
        ).json
    }

    @Test func resumeFromAPartialCutAnywhereEqualsAnUninterruptedRun() throws {
        let dir = try TempDirectory("partial-resume")
        defer { dir.remove() }
        let grid = try dir.write(SweepTestGrids.layoutOnly(count: 12), to: "g.json")
        #expect(tunelab("sweep", grid, "--out", dir.file("ref"), "--jobs", "1", "--quiet").code == 0)
        let reference = dir.bytes("ref/results.csv")
        let manifest = try runningManifest(gridPath: grid, jobs: 1)
        try dir.write(manifest, to: "probe/run.json")
        let written = try #require(SweepManifest.read(dir.file("ref/run.json")))
        #expect(SweepManifest.read(dir.file("probe/run.json"))?.fingerprint == written.fingerprint, "the fingerprint the sweep wrote")
        #expect(written.status == "done")
        let lineEnds = reference.indices.filter { reference[$0] == 0x0A }
        #expect(lineEnds.count == 25, "header and 24 rows")
        let header = lineEnds[0] + 1
        let cuts: [(label: String, bytes: Int, rowsKept: Int)] = [
            ("empty file", 0, 0),
            ("mid-header", 7, 0),
            ("after the header", header, 0),
            ("mid first row", header + 5, 0),
            ("after row 3", lineEnds[4] + 1, 4),
            ("mid row 7", lineEnds[7] + 9, 7),
            ("after row 16 (a chunk boundary)", lineEnds[16] + 1, 16),
            ("last row without its LF", reference.count - 1, 23),
            ("complete but not renamed", reference.count, 24)
        ]
        for (i, cut) in cuts.enumerated() {
            let out = "cut\(i)"
            try dir.write(String(decoding: reference.prefix(cut.bytes), as: UTF8.self), to: out + "/results.csv.partial")
            try dir.write(manifest, to: out + "/run.json")
            let r = tunelab("sweep", grid, "--out", dir.file(out), "--jobs", "2", "--resume")
            #expect(r.code == 0, "\(cut.label): \(r)")
            let resumed = cut.rowsKept > 0 ? ", resuming after \(cut.rowsKept)" : ""
            #expect(r.errLines.first == "sweep layout-only: 24 points × 1 case, 2 jobs\(resumed)", "\(cut.label): \(r.err)")
            #expect(dir.bytes(out + "/results.csv") == reference, "\(cut.label): resumed results.csv equals the uninterrupted run's")
            #expect(dir.bytes(out + "/summary.csv") == dir.bytes("ref/summary.csv"), "\(cut.label): summary.csv too")
            #expect(!dir.exists(out + "/results.csv.partial"), "\(cut.label): the partial file is renamed into place")
            #expect(dir.text(out + "/run.json").contains(#""status": "done""#), "\(cut.label): the manifest says done")
            // And a second --resume has nothing to do.
            let again = tunelab("sweep", grid, "--out", dir.file(out), "--resume", "--quiet")
            #expect(again.code == 0 && again.out.hasSuffix("nothing to do\n"), "\(cut.label): \(again)")
        }
    }

    @Test func resumeAfterAKillWhileWritingTheReportFinishesIt() throws {
        let dir = try TempDirectory("partial-report")
        defer { dir.remove() }
        let grid = try dir.write(SweepTestGrids.layoutOnly(count: 4), to: "g.json")
        #expect(tunelab("sweep", grid, "--out", dir.file("ref"), "--jobs", "1", "--quiet").code == 0)
        #expect(tunelab("sweep", grid, "--out", dir.file("out"), "--jobs", "1", "--quiet").code == 0)
        // The state a kill leaves between renaming results.csv into place and marking the manifest done.
        for name in ["summary.csv", "summary.md", "charts", "traces"] {
            try FileManager.default.removeItem(atPath: dir.file("out/" + name))
        }
        try dir.write(try runningManifest(gridPath: grid, jobs: 1), to: "out/run.json")
        let r = tunelab("sweep", grid, "--out", dir.file("out"), "--resume")
        #expect(r.code == 0 && r.out.hasPrefix("wrote \(dir.file("out"))/results.csv (8 points"), "the report is written: \(r)")
        #expect(r.err.isEmpty, "the complete rows are not evaluated again (no progress): \(r)")
        for name in ["results.csv", "summary.csv", "summary.md", "charts/index.html", "traces/0/frames.csv"] {
            #expect(
                !dir.bytes("out/" + name).isEmpty && dir.bytes("out/" + name) == dir.bytes("ref/" + name),
                "\(name) equals the uninterrupted run's")
        }
        #expect(SweepManifest.read(dir.file("out/run.json"))?.status == "done")
        #expect(tunelab("sweep", grid, "--out", dir.file("out"), "--resume", "--quiet").out.hasSuffix("nothing to do\n"))
    }

    @Test func resumeRefusesARunningManifestOfAnotherGrid() throws {
        let dir = try TempDirectory("partial-foreign")
        defer { dir.remove() }
        let other = try dir.write(SweepTestGrids.layoutOnly(count: 11), to: "other.json")
        let grid = try dir.write(SweepTestGrids.layoutOnly(count: 12), to: "g.json")
        try dir.write(
            "point,layout.tilt,layout.alphaDecay,jitter_rms_pt,max_step_pt,travel_pt,status\n0,0,0.1,1,2,3,ok\n",
            to: "out/results.csv.partial")
        try dir.write(try runningManifest(gridPath: other, jobs: 1), to: "out/run.json")
        let r = tunelab("sweep", grid, "--out", dir.file("out"), "--resume", "--quiet")
        #expect(r.code == 2 && r.errLines.count == 1 && r.err.contains("--resume: the outputs there come from another grid"), "\(r)")
        #expect(dir.text("out/results.csv.partial").hasSuffix("0,0,0.1,1,2,3,ok\n") && !dir.exists("out/results.csv"), "left alone")
    }
}
