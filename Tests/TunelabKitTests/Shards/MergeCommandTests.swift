import Foundation
import Testing
import TunelabKit

/// `tunelab merge DIR`: shards concatenate to the unsharded bytes; foreign, missing and
/// unfinished shards are refused (exit 2) by name, and nothing is written then.
@Suite struct MergeCommandTests {
    /// The files an unsharded sweep writes that must come out of a merge byte for byte.
    static let reportFiles = ["results.csv", "summary.csv", "summary.md", "charts/index.html"]

    @Test(arguments: [1, 3, 7])
    func mergeEqualsUnshardedRun(shards: Int) throws {
        let fixtures = try ShardFixtures("merge-\(shards)")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let whole = fixtures.root + "/whole", sharded = fixtures.root + "/sharded"
        let run = ShardFixtures.tunelab(["sweep", grid, "--out", whole, "--jobs", "1", "--quiet"])
        #expect(run.code == 0, "unsharded sweep: \(run.err)")
        for s in 0..<shards {
            let shard = ShardFixtures.tunelab(["sweep", grid, "--out", sharded, "--shard", "\(s)/\(shards)", "--jobs", "2", "--quiet"])
            #expect(shard.code == 0, "shard \(s)/\(shards): \(shard.err)")
        }
        #expect(ShardFixtures.bytes(sharded, "results.csv") == nil, "\(shards) shards: no results.csv before merge")
        let merge = ShardFixtures.tunelab(["merge", sharded])
        #expect(merge.code == 0, "merge of \(shards): \(merge.err)")
        #expect(merge.out.hasPrefix("wrote \(sharded)/results.csv (10 points, 10 ok"), "merge of \(shards): \(merge.out)")
        for file in Self.reportFiles {
            let expected = ShardFixtures.bytes(whole, file)
            #expect(expected != nil, "unsharded \(file) exists")
            #expect(ShardFixtures.bytes(sharded, file) == expected, "\(file) after merging \(shards) shards")
        }
        let traces = try FileManager.default.contentsOfDirectory(atPath: whole + "/traces").sorted()
        #expect(!traces.isEmpty)
        for point in traces {
            #expect(
                ShardFixtures.bytes(sharded, "traces/\(point)/frames.csv") == ShardFixtures.bytes(whole, "traces/\(point)/frames.csv"),
                "traces/\(point)/frames.csv after merging \(shards) shards")
        }
    }

    @Test func outOptionWritesTheResultsElsewhere() throws {
        let fixtures = try ShardFixtures("merge-out")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let sharded = fixtures.root + "/sharded", file = fixtures.root + "/merged/all.csv"
        for s in 0..<2 { ShardFixtures.tunelab(["sweep", grid, "--out", sharded, "--shard", "\(s)/2", "--quiet"]) }
        ShardFixtures.tunelab(["sweep", grid, "--out", fixtures.root + "/whole", "--quiet"])
        let merge = ShardFixtures.tunelab(["merge", sharded, "--out", file])
        #expect(merge.code == 0, "\(merge.err)")
        #expect(FileManager.default.contents(atPath: file) == ShardFixtures.bytes(fixtures.root + "/whole", "results.csv"))
        #expect(ShardFixtures.bytes(fixtures.root + "/merged", "summary.md") == ShardFixtures.bytes(fixtures.root + "/whole", "summary.md"))
        #expect(ShardFixtures.bytes(sharded, "results.csv") == nil, "--out leaves DIR/results.csv alone")
    }

    @Test func refusesAShardOfAnotherGrid() throws {
        let fixtures = try ShardFixtures("merge-foreign")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let other = try fixtures.writeGrid("other.json", scaleFrequencies: "[0.2, 0.4, 0.6, 0.8, 1.1]")
        let sharded = fixtures.root + "/sharded"
        for s in [0, 2] { ShardFixtures.tunelab(["sweep", grid, "--out", sharded, "--shard", "\(s)/3", "--quiet"]) }
        let foreign = ShardFixtures.tunelab(["sweep", other, "--out", sharded, "--shard", "1/3", "--quiet"])
        #expect(foreign.code == 0, "\(foreign.err)")
        let merge = ShardFixtures.tunelab(["merge", sharded])
        #expect(merge.code == 2, "merge with a foreign shard: \(merge.err)")
        #expect(
            merge.err.contains("cannot merge 3 shards: shard 00001 comes from another grid or tool version (fingerprint "), "\(merge.err)")
        #expect(!merge.err.contains("shard 00000") && !merge.err.contains("shard 00002"), "only the foreign shard is named: \(merge.err)")
        #expect(merge.err.contains("--array=1"), "\(merge.err)")
        #expect(
            ShardFixtures.bytes(sharded, "results.csv") == nil && ShardFixtures.bytes(sharded, "summary.md") == nil,
            "nothing written on refusal")
    }

    @Test func refusesAShardOfAnotherToolVersion() throws {
        let fixtures = try ShardFixtures("merge-version")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let sharded = fixtures.root + "/sharded"
        for s in 0..<2 { ShardFixtures.tunelab(["sweep", grid, "--out", sharded, "--shard", "\(s)/2", "--quiet"]) }
        let manifest = sharded + "/shard-00001-of-00002.json"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "\"version\": \"\(ToolVersion.current)\"", with: "\"version\": \"0.0.1\"")
            .write(toFile: manifest, atomically: true, encoding: .utf8)
        let merge = ShardFixtures.tunelab(["merge", sharded])
        #expect(
            merge.code == 2 && merge.err.contains("shard 00001 comes from another grid or tool version")
                && merge.err.contains("version 0.0.1"), "\(merge.err)")
    }

    @Test func refusesMissingRunningAndIncompleteShards() throws {
        let fixtures = try ShardFixtures("merge-missing")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let sharded = fixtures.root + "/sharded"
        for s in [0, 2, 3] { ShardFixtures.tunelab(["sweep", grid, "--out", sharded, "--shard", "\(s)/4", "--quiet"]) }
        // Shard 2 looks killed mid-run: its manifest says running, its rows are partial.
        let stem = sharded + "/shard-00002-of-00004"
        let manifest = try String(contentsOfFile: stem + ".json", encoding: .utf8)
        try manifest.replacingOccurrences(of: "\"status\": \"done\"", with: "\"status\": \"running\"")
            .write(toFile: stem + ".json", atomically: true, encoding: .utf8)
        try FileManager.default.moveItem(atPath: stem + ".csv", toPath: stem + ".csv.partial")
        // Shard 3 says done but lost its last row.
        let rows = try String(contentsOfFile: sharded + "/shard-00003-of-00004.csv", encoding: .utf8).split(separator: "\n")
        try (rows.dropLast().joined(separator: "\n") + "\n").write(
            toFile: sharded + "/shard-00003-of-00004.csv", atomically: true, encoding: .utf8)
        let merge = ShardFixtures.tunelab(["merge", sharded])
        #expect(merge.code == 2, "\(merge.err)")
        #expect(merge.err.contains("shard 00001 is missing (no shard-00001-of-00004.json)"), "\(merge.err)")
        // Issue 44: said "running" for a shard no process runs; now as `status` says it.
        #expect(merge.err.contains("shard 00002 is not done (2/2 points, interrupted)"), "\(merge.err)")
        #expect(merge.err.contains("shard 00003 is incomplete (shard-00003-of-00004.csv has 2 rows, expected 3)"), "\(merge.err)")
        #expect(merge.err.contains("--array=1-3"), "\(merge.err)")
        #expect(ShardFixtures.bytes(sharded, "results.csv") == nil)
    }

    @Test(arguments: ["interrupted", "failed"])
    func namesAnUnfinishedShardByItsStatus(status: String) throws {
        let fixtures = try ShardFixtures("merge-\(status)")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let sharded = fixtures.root + "/sharded"
        for s in [0, 1] { ShardFixtures.tunelab(["sweep", grid, "--out", sharded, "--shard", "\(s)/2", "--quiet"]) }
        let stem = sharded + "/shard-00001-of-00002"
        let manifest = try String(contentsOfFile: stem + ".json", encoding: .utf8)
        try manifest.replacingOccurrences(of: "\"status\": \"done\"", with: "\"status\": \"\(status)\"")
            .write(toFile: stem + ".json", atomically: true, encoding: .utf8)
        let merge = ShardFixtures.tunelab(["merge", sharded])
        #expect(merge.code == 2, "\(merge.err)")
        #expect(merge.err.contains("shard 00001 is not done (5/5 points, \(status))"), "\(merge.err)")
        #expect(ShardFixtures.bytes(sharded, "results.csv") == nil)
    }

    @Test func refusesADirectoryWithoutShards() throws {
        let fixtures = try ShardFixtures("merge-empty")
        defer { fixtures.remove() }
        let merge = ShardFixtures.tunelab(["merge", fixtures.root])
        #expect(merge.code == 2 && merge.err.contains("no shard manifests"), "\(merge.err)")
        let missing = ShardFixtures.tunelab(["merge", fixtures.root + "/nope"])
        #expect(missing.code == 2 && missing.err.contains("no such directory"), "\(missing.err)")
        let usage = ShardFixtures.tunelab(["merge"])
        #expect(usage.code == 2 && usage.err.contains("merge: expected one DIR"), "\(usage.err)")
    }

    @Test func refusesMixedSplits() throws {
        let fixtures = try ShardFixtures("merge-mixed")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let sharded = fixtures.root + "/sharded"
        ShardFixtures.tunelab(["sweep", grid, "--out", sharded, "--shard", "0/2", "--quiet"])
        ShardFixtures.tunelab(["sweep", grid, "--out", sharded, "--shard", "1/3", "--quiet"])
        let merge = ShardFixtures.tunelab(["merge", sharded])
        #expect(merge.code == 2 && merge.err.contains("shards of several splits (1 of 2, 1 of 3)"), "\(merge.err)")
    }
}
