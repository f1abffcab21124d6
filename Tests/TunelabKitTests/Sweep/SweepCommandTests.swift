import Foundation
import Testing
import TunelabKit

/// `tunelab sweep` end to end (docs/determinism.md, docs/grid.md, docs/command-line.md, docs/command-line.md#errors): determinism across jobs and runs,
/// `--resume` on finished and foreign outputs, and output directories that cannot be written.
@Suite struct SweepCommandTests {
    /// The regular files under `root`, relative, sorted.
    static func files(under root: String) throws -> [String] {
        let manager = FileManager.default
        var files: [String] = []
        for case let name as String in manager.enumerator(atPath: root)?.allObjects ?? [] {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue { files.append(name) }
        }
        return files.sorted()
    }

    @Test func resultsAreByteIdenticalAcrossJobsAndRuns() throws {
        let dir = try TempDirectory("sweep-determinism")
        defer { dir.remove() }
        let grid = try dir.write(SweepTestGrids.mixed, to: "mixed.json")
        for (out, jobs) in [("j1", "1"), ("j2", "2"), ("j2again", "2"), ("j3", "3")] {
            let r = tunelab("sweep", grid, "--out", dir.file(out), "--jobs", jobs, "--quiet")
            #expect(r.code == 0 && r.err.isEmpty, "--jobs \(jobs): \(r)")
        }
        let results = dir.text("j1/results.csv")
        #expect(results.split(separator: "\n").count == 37, "header and 36 rows")
        #expect(results.contains(",ok\n") && results.contains("case 1: scroll.decelerationRate"), "some points ok, some failed")
        for out in ["j2", "j2again", "j3"] {
            #expect(dir.bytes(out + "/results.csv") == dir.bytes("j1/results.csv"), "\(out)/results.csv equals --jobs 1's")
        }
        // Every other output (summary, traces, charts) too; only run.json may differ.
        let files = try Self.files(under: dir.file("j1"))
        #expect(files.contains("summary.csv") && files.contains("summary.md") && files.contains("charts/index.html"), "\(files)")
        #expect(files.contains { $0.hasPrefix("traces/") && $0.hasSuffix("/case2/items.csv") }, "\(files)")
        #expect(try Self.files(under: dir.file("j2")) == files, "the same files")
        for name in files where name != "run.json" {
            #expect(dir.bytes("j2/" + name) == dir.bytes("j1/" + name), "\(name) is identical across --jobs")
        }
        #expect(
            dir.text("j1/run.json").contains("\"jobs\": 1") && dir.text("j2/run.json").contains("\"jobs\": 2"),
            "what differs goes to run.json only")
    }

    @Test func resultsHaveThePointKeysMetricsAndStatusColumnsInOrder() throws {
        let dir = try TempDirectory("sweep-columns")
        defer { dir.remove() }
        let grid = try dir.write(SweepTestGrids.mixed, to: "mixed.json")
        #expect(tunelab("sweep", grid, "--out", dir.file("out"), "--jobs", "2", "--quiet").code == 0)
        let table = dir.csv("out/results.csv")
        #expect(
            table[0] == [
                "point", "scroll.decelerationRate", "layout.scaleFrequency", "touch.seed",
                "jitter_rms_pt", "overlap_cv", "release_velocity_error", "travel_pt", "max_overscroll_pt", "status"
            ])
        #expect(table.dropFirst().map { $0[0] } == (0..<36).map(String.init), "one row per point, in order")
        #expect(
            Array(table[1...4].map { [$0[1], $0[2], $0[3]] }) == [
                ["normal", "0.1", "1"], ["normal", "0.1", "2"], ["normal", "0.1", "3"], ["normal", "0.2", "1"]
            ],
            "last key fastest")
        #expect(table[36][1...3] == ["1.2", "0.4", "3"])
        #expect(table.dropFirst().allSatisfy { ($0[1] == "1.2") == ($0[9] != "ok") }, "exactly the rate 1.2 points fail")
        #expect(!dir.text("out/results.csv").contains("\r"), "LF line ends")
    }

    @Test func shardFilesConcatenatedEqualTheUnshardedResults() throws {
        let dir = try TempDirectory("sweep-shards")
        defer { dir.remove() }
        let grid = try dir.write(SweepTestGrids.mixed, to: "mixed.json")
        #expect(tunelab("sweep", grid, "--out", dir.file("whole"), "--jobs", "2", "--quiet").code == 0)
        var joined = Data()
        for index in 0..<3 {
            let r = tunelab("sweep", grid, "--out", dir.file("shards"), "--shard", "\(index)/3", "--jobs", "2", "--quiet")
            #expect(
                r.code == 0
                    && r.out == "wrote \(dir.file("shards"))/shard-0000\(index)-of-00003.csv (points \(index * 12)..<\(index * 12 + 12))\n",
                "\(r)")
            joined.append(dir.bytes("shards/shard-0000\(index)-of-00003.csv"))
        }
        #expect(!joined.isEmpty && joined == dir.bytes("whole/results.csv"), "block partition: the shards in order are the unsharded file")
    }

    @Test func resumeOnAFinishedSweepDoesNothing() throws {
        let dir = try TempDirectory("sweep-finished")
        defer { dir.remove() }
        let grid = try dir.write(SweepTestGrids.layoutOnly(count: 5), to: "g.json")
        #expect(tunelab("sweep", grid, "--out", dir.file("out"), "--jobs", "1", "--quiet").code == 0)
        let before = dir.bytes("out/results.csv"), manifest = dir.bytes("out/run.json")
        let r = tunelab("sweep", grid, "--out", dir.file("out"), "--resume", "--quiet")
        #expect(
            r.code == 0 && r.err.isEmpty && r.out == "\(dir.file("out"))/results.csv: already complete (10 points); nothing to do\n", "\(r)"
        )
        #expect(dir.bytes("out/results.csv") == before && dir.bytes("out/run.json") == manifest, "nothing rewritten")
    }

    @Test func resumeOnAnotherGridsOutputsIsAnInputError() throws {
        let dir = try TempDirectory("sweep-foreign")
        defer { dir.remove() }
        let first = try dir.write(SweepTestGrids.layoutOnly(count: 5), to: "g.json")
        #expect(tunelab("sweep", first, "--out", dir.file("out"), "--jobs", "1", "--quiet").code == 0)
        let before = dir.bytes("out/results.csv")
        let other = try dir.write(SweepTestGrids.layoutOnly(count: 6), to: "g.json")
        let r = tunelab("sweep", other, "--out", dir.file("out"), "--resume", "--quiet")
        #expect(r.code == 2 && r.out.isEmpty && r.errLines.count == 1, "\(r)")
        #expect(r.err.hasPrefix("\(dir.file("out")): --resume: the outputs there come from another grid or tool version"), "\(r)")
        #expect(dir.bytes("out/results.csv") == before, "the other grid's results are left alone")
        // Without --resume the directory is simply rewritten.
        #expect(tunelab("sweep", other, "--out", dir.file("out"), "--jobs", "1", "--quiet").code == 0)
        #expect(dir.csv("out/results.csv").count == 13)
    }

    @Test func resumeOnAMissingDirectoryStartsAfresh() throws {
        let dir = try TempDirectory("sweep-fresh")
        defer { dir.remove() }
        let grid = try dir.write(SweepTestGrids.layoutOnly(count: 5), to: "g.json")
        #expect(tunelab("sweep", grid, "--out", dir.file("a"), "--jobs", "1", "--quiet").code == 0)
        let r = tunelab("sweep", grid, "--out", dir.file("b/c"), "--jobs", "2", "--resume", "--quiet")
        #expect(r.code == 0, "\(r)")
        #expect(dir.bytes("b/c/results.csv") == dir.bytes("a/results.csv"))
        try FileManager.default.createDirectory(atPath: dir.file("empty"), withIntermediateDirectories: true)
        #expect(tunelab("sweep", grid, "--out", dir.file("empty"), "--resume", "--quiet").code == 0, "an empty directory too")
        #expect(dir.bytes("empty/results.csv") == dir.bytes("a/results.csv"))
    }

    @Test func outputUnderARegularFileIsOneMessageAndNothingWritten() throws {
        let dir = try TempDirectory("sweep-unwritable")
        defer { dir.remove() }
        let grid = try dir.write(SweepTestGrids.layoutOnly(count: 3), to: "g.json")
        let file = try dir.write("not a directory", to: "plain")
        let r = tunelab("sweep", grid, "--out", file + "/out", "--quiet")
        #expect(r.code == 2 && r.out.isEmpty && r.err == "\(file)/out: cannot create the output directory: \(file) is a file\n", "\(r)")
        let s = tunelab("sweep", grid, "--out", file, "--quiet")
        #expect(s.code == 2 && s.out.isEmpty && s.err == "\(file): cannot write the output here: it is a file, not a directory\n", "\(s)")
        #expect(dir.text("plain") == "not a directory", "the file is untouched")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["g.json", "plain"], "nothing else created")
    }

    @Test func progressGoesToStderrUnlessQuiet() throws {
        let dir = try TempDirectory("sweep-progress")
        defer { dir.remove() }
        let grid = try dir.write(SweepTestGrids.layoutOnly(count: 5), to: "g.json")
        let r = tunelab("sweep", grid, "--out", dir.file("out"), "--jobs", "1")
        #expect(r.code == 0 && r.errLines.first == "sweep layout-only: 10 points × 1 case, 1 job", "\(r)")
        #expect(r.errLines.last?.hasPrefix("10/10 points (100.0 %)") == true, "\(r)")
        #expect(
            r.out
                == "wrote \(dir.file("out"))/results.csv (10 points, 10 ok, 0 failed; best point 0), summary.md, summary.csv, traces/, charts/index.html\n"
                + "No: no point of this grid beats the baseline by more than 5 % on jitter, largest jump and flick distance, so keep the base tuning.\n",
            "the last line is the verdict's first sentence: \(r)")
        let answer = try #require(r.out.split(separator: "\n").last)
        #expect(dir.text("out/summary.md").contains("- \(answer)\n"), "the same sentence as summary.md's verdict")
        #expect(tunelab("sweep", grid, "--out", dir.file("out"), "--jobs", "1", "--quiet").err.isEmpty)
    }
}
