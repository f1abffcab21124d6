import Foundation
import Testing
import TunelabKit

/// `tunelab status DIR`: one line per shard and the shards not done as a Slurm `--array=` list.
@Suite struct StatusCommandTests {
    @Test func listsAMissingShard() throws {
        let fixtures = try ShardFixtures("status-missing")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let sharded = fixtures.root + "/sharded"
        for s in [0, 2] { ShardFixtures.tunelab(["sweep", grid, "--out", sharded, "--shard", "\(s)/4", "--quiet"]) }
        // Shard 3 stopped without updating its manifest (no lock: no process runs it): 1 of
        // its 3 rows written.
        ShardFixtures.tunelab(["sweep", grid, "--out", sharded, "--shard", "3/4", "--quiet"])
        let stem = sharded + "/shard-00003-of-00004"
        let manifest = try String(contentsOfFile: stem + ".json", encoding: .utf8)
        try manifest.replacingOccurrences(of: "\"status\": \"done\"", with: "\"status\": \"running\"")
            .write(toFile: stem + ".json", atomically: true, encoding: .utf8)
        let firstRow = try String(contentsOfFile: stem + ".csv", encoding: .utf8).split(separator: "\n")[0]
        try (firstRow + "\n").write(toFile: stem + ".csv.partial", atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: stem + ".csv")
        let status = ShardFixtures.tunelab(["status", sharded])
        #expect(status.code == 0, "\(status.err)")
        let expected = """
            shard 00000 of 00004: 2/2 points, done
            shard 00001 of 00004: 0/3 points, missing
            shard 00002 of 00004: 2/2 points, done
            shard 00003 of 00004: 1/3 points, interrupted
            total: 5/10 points, 2/4 shards done
            missing: --array=1,3

            """
        #expect(status.out == expected, "\(status.out)")
    }

    @Test func allDone() throws {
        let fixtures = try ShardFixtures("status-done")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let sharded = fixtures.root + "/sharded"
        for s in 0..<3 { ShardFixtures.tunelab(["sweep", grid, "--out", sharded, "--shard", "\(s)/3", "--quiet"]) }
        let status = ShardFixtures.tunelab(["status", sharded])
        #expect(status.code == 0)
        #expect(status.out.hasSuffix("total: 10/10 points, 3/3 shards done\nmissing: none\n"), "\(status.out)")
    }

    @Test func flagsAShardOfAnotherGrid() throws {
        let fixtures = try ShardFixtures("status-foreign")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let other = try fixtures.writeGrid("other.json", scaleFrequencies: "[0.3, 0.4, 0.6, 0.8, 1.0]")
        let sharded = fixtures.root + "/sharded"
        ShardFixtures.tunelab(["sweep", grid, "--out", sharded, "--shard", "0/2", "--quiet"])
        ShardFixtures.tunelab(["sweep", other, "--out", sharded, "--shard", "1/2", "--quiet"])
        let status = ShardFixtures.tunelab(["status", sharded])
        #expect(status.out.contains("shard 00001 of 00002: 5/5 points, from another grid: fingerprint "), "\(status.out)")
        #expect(status.out.hasSuffix("missing: --array=1\n"), "\(status.out)")
    }
}
