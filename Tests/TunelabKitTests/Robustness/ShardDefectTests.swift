import Foundation
import Testing
import TunelabKit

/// Issue 15, defects 6, 12 and 14 in status and merge: the foreign shard is the one called
/// foreign, totals count only this grid's rows, a wrong rows_done is refused, edited rows are
/// refused at their place, and a failed merge leaves nothing.
@Suite struct ShardDefectTests {
    /// Shards 0..<n of `grid` in `folder`.
    static func shards(_ grid: String, into folder: String, count: Int) {
        for s in 0..<count { ShardFixtures.tunelab(["sweep", grid, "--out", folder, "--shard", "\(s)/\(count)", "--quiet"]) }
    }

    @Test func onlyTheForeignShardIsForeignAndStatusSaysSo() throws {
        let fixtures = try ShardFixtures("defect-foreign")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let other = try fixtures.writeGrid(
            "other.json",
            scaleFrequencies:
                "[0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0, 2.2, 2.4, 2.6, 2.8, 3.0, 3.2, 3.4, 3.6, 3.8, 4.0, 4.2, 4.4, 4.6, 4.8, 5.0, 5.2]"
        )
        let sharded = fixtures.root + "/sharded", foreign = fixtures.root + "/foreign"
        Self.shards(grid, into: sharded, count: 4)
        Self.shards(other, into: foreign, count: 4)
        // Only shard 0 comes from the other grid (52 points).
        for ext in ["json", "csv"] {
            try FileManager.default.removeItem(atPath: sharded + "/shard-00000-of-00004.\(ext)")
            try FileManager.default.copyItem(
                atPath: foreign + "/shard-00000-of-00004.\(ext)", toPath: sharded + "/shard-00000-of-00004.\(ext)")
        }
        let status = ShardFixtures.tunelab(["status", sharded])
        #expect(status.code == 2, "was exit 0: \(status)")
        let lines = status.out.split(separator: "\n")
        #expect(
            lines.count == 6 && lines[0].contains("from another grid") && lines[1...3].allSatisfy { $0.hasSuffix("done") }, "\(status.out)")
        #expect(lines[4] == "total: 8/10 points, 3/4 shards done", "was '53/7 points': \(status.out)")
        #expect(status.err.contains("\(sharded): shard 00000 of 00004 comes from another grid or tool version"), "\(status.err)")
    }

    @Test func mergeRefusesAWrongRowsDone() throws {
        let fixtures = try ShardFixtures("defect-rowsdone")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let sharded = fixtures.root + "/sharded"
        Self.shards(grid, into: sharded, count: 2)
        let manifest = sharded + "/shard-00001-of-00002.json"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "\"rows_done\": 5", with: "\"rows_done\": 4").write(
            toFile: manifest, atomically: true, encoding: .utf8)
        let merge = ShardFixtures.tunelab(["merge", sharded])
        #expect(
            merge.code == 2 && merge.err.contains("shard 00001 is incomplete (shard-00001-of-00002.json says rows_done 4, expected 5)"),
            "\(merge)")
        #expect(ShardFixtures.bytes(sharded, "results.csv") == nil)
    }

    @Test func mergeRefusesAnEditedRowAtItsPlaceAndLeavesNothing() throws {
        let fixtures = try ShardFixtures("defect-rows")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let sharded = fixtures.root + "/sharded"
        Self.shards(grid, into: sharded, count: 2)
        let data = sharded + "/shard-00001-of-00002.csv"
        var rows = try String(contentsOfFile: data, encoding: .utf8).split(separator: "\n").map(String.init)
        var fields = rows[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        fields[3] = "inf"
        rows[1] = fields.joined(separator: ",")
        try (rows.joined(separator: "\n") + "\n").write(toFile: data, atomically: true, encoding: .utf8)
        let out = fixtures.root + "/merged/results.csv"
        let merge = ShardFixtures.tunelab(["merge", sharded, "--out", out])
        let column = fields[..<3].reduce(1) { $0 + $1.count + 1 }
        #expect(merge.code == 2 && merge.err == "\(data):2:\(column): overlap_cv: expected a number, got \"inf\"\n", "\(merge)")
        #expect(!FileManager.default.fileExists(atPath: fixtures.root + "/merged"), "no folder left")
    }

    @Test func mergeRefusesAShardThatIsNotUTF8() throws {
        // A fuzz finding (mutant 72848 of seed 15): the merged file was read back as text and
        // Foundation's error became an internal error, exit 3.
        let fixtures = try ShardFixtures("defect-utf8")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let sharded = fixtures.root + "/sharded"
        Self.shards(grid, into: sharded, count: 2)
        let data = sharded + "/shard-00001-of-00002.csv"
        var bytes = Array(FileManager.default.contents(atPath: data) ?? Data())
        bytes.insert(contentsOf: [0xF4, 0x90, 0x80, 0x80], at: bytes.count - 2)  // inside the last row's "ok"
        try Data(bytes).write(to: URL(fileURLWithPath: data))
        let merge = ShardFixtures.tunelab(["merge", sharded, "--out", fixtures.root + "/merged/results.csv"])
        let lastLine = bytes.split(separator: 0x0A).count
        #expect(
            merge.code == 2 && merge.err.hasPrefix("\(data):\(lastLine):") && merge.err.hasSuffix("not valid UTF-8 text (byte 0xF4)\n"),
            "was exit 3: \(merge)")
        #expect(!FileManager.default.fileExists(atPath: fixtures.root + "/merged"))
    }

    @Test func mergeOntoADirectoryIsExitTwoWithThePath() throws {
        let fixtures = try ShardFixtures("defect-merge-dir")
        defer { fixtures.remove() }
        let grid = try fixtures.writeGrid()
        let sharded = fixtures.root + "/sharded"
        Self.shards(grid, into: sharded, count: 2)
        try FileManager.default.createDirectory(atPath: fixtures.root + "/taken/results.csv", withIntermediateDirectories: true)
        let merge = ShardFixtures.tunelab(["merge", sharded, "--out", fixtures.root + "/taken/results.csv"])
        #expect(
            merge.code == 2 && merge.err.hasSuffix("\(fixtures.root)/taken/results.csv: cannot write: is a directory\n"),
            "was exit 3: \(merge)")
        let left = try FileManager.default.contentsOfDirectory(atPath: fixtures.root + "/taken")
        #expect(left == ["results.csv"], "no temporary file left: \(left)")
    }

    @Test func statusAndMergeErrorsStartWithThePath() {
        let status = ShardFixtures.tunelab(["status", "/nonexistent/dir"])
        #expect(status.code == 2 && status.err == "/nonexistent/dir: no such directory\n", "\(status)")
        let merge = ShardFixtures.tunelab(["merge", "/nonexistent/dir"])
        #expect(merge.code == 2 && merge.err == "/nonexistent/dir: no such directory\n", "\(merge)")
    }
}
