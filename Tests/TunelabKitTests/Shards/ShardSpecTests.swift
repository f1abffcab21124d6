import Testing
import TunelabKit

/// Where a sweep's shard comes from (docs/command-line.md): every resolution rule, in order, and its refusals.
@Suite struct ShardSpecTests {
    private func resolve(_ flag: String? = nil, count: String? = nil, env environment: [String: String] = [:]) throws(UsageError)
        -> ShardSpec
    {
        try ShardSpec.resolve(flag: flag, countFlag: count, environment: environment)
    }

    private func refusal(_ flag: String? = nil, count: String? = nil, env environment: [String: String] = [:]) -> String {
        do { let spec = try resolve(flag, count: count, env: environment); return "accepted \(spec)" } catch { return error.message }
    }

    @Test func nothingSetIsUnsharded() throws {
        #expect(try resolve() == .whole)
        #expect(!ShardSpec.whole.isSharded)
    }

    @Test func shardFlag() throws {
        #expect(try resolve("2/7") == ShardSpec(index: 2, count: 7, source: "--shard"))
        #expect(try resolve("0/1").isSharded, "--shard 0/1 writes shard files")
        #expect(try resolve("3/8", count: "8") == ShardSpec(index: 3, count: 8, source: "--shard"), "agreeing --shard-count")
    }

    @Test(arguments: [
        ("8/8", "shard index 8 is outside 0..7"), ("-1/4", "shard index -1 is outside 0..3"),
        ("0/0", "the shard count must be in [1, 99999], got 0"), ("3", "--shard expects I/N"),
        ("a/4", "--shard expects I/N")
    ])
    func shardFlagRefusals(flag: String, message: String) {
        #expect(refusal(flag).contains(message), "--shard \(flag): \(refusal(flag))")
    }

    @Test func shardFlagDisagreeingWithCount() {
        #expect(refusal("1/4", count: "5").contains("disagrees with --shard-count 5"), "--shard 1/4 --shard-count 5")
    }

    @Test func flagWinsOverEnvironment() throws {
        let environment = ["TUNELAB_SHARD_INDEX": "1", "TUNELAB_SHARD_COUNT": "2", "SLURM_ARRAY_TASK_ID": "5", "JOB_COMPLETION_INDEX": "6"]
        #expect(try resolve("0/3", env: environment).source == "--shard")
    }

    @Test func tunelabEnvironment() throws {
        #expect(
            try resolve(env: ["TUNELAB_SHARD_INDEX": "3", "TUNELAB_SHARD_COUNT": "4"])
                == ShardSpec(index: 3, count: 4, source: "TUNELAB_SHARD_INDEX"))
        #expect(
            try resolve(count: "6", env: ["TUNELAB_SHARD_INDEX": "5"]) == ShardSpec(index: 5, count: 6, source: "TUNELAB_SHARD_INDEX"),
            "count from --shard-count (GNU parallel)")
        let slurmToo = ["TUNELAB_SHARD_INDEX": "0", "TUNELAB_SHARD_COUNT": "2", "SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "2"]
        #expect(try resolve(env: slurmToo).source == "TUNELAB_SHARD_INDEX", "TUNELAB_* wins over Slurm")
    }

    @Test func tunelabEnvironmentRefusals() {
        #expect(
            refusal(env: ["TUNELAB_SHARD_INDEX": "1"]).contains("TUNELAB_SHARD_COUNT (or --shard-count) is not"), "index without a count")
        #expect(
            refusal(env: ["TUNELAB_SHARD_INDEX": "x", "TUNELAB_SHARD_COUNT": "2"]).contains("TUNELAB_SHARD_INDEX must be an integer, got x")
        )
        #expect(
            refusal(env: ["TUNELAB_SHARD_INDEX": "4", "TUNELAB_SHARD_COUNT": "4"]).contains(
                "shard index 4 is outside 0..3 (from TUNELAB_SHARD_INDEX)"))
        #expect(
            refusal(env: ["TUNELAB_SHARD_INDEX": "1", "TUNELAB_SHARD_COUNT": "two"]).contains(
                "TUNELAB_SHARD_COUNT must be an integer, got two"))
        #expect(
            refusal(count: "3", env: ["TUNELAB_SHARD_INDEX": "1", "TUNELAB_SHARD_COUNT": "4"]).contains(
                "TUNELAB_SHARD_COUNT 4 disagrees with --shard-count 3"))
    }

    @Test func slurmDenseArrayGivesTheCount() throws {
        let environment = [
            "SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_MAX": "3"
        ]
        #expect(try resolve(env: environment) == ShardSpec(index: 2, count: 4, source: "SLURM_ARRAY_TASK_ID"))
        var stepped = environment
        stepped["SLURM_ARRAY_TASK_STEP"] = "1"
        #expect(try resolve(env: stepped).count == 4, "step 1 is dense")
    }

    /// `--array=3,17` reports count 2, min 3, max 17: not the shard count.
    @Test func slurmSparseArrayIsRefused() {
        let sparse = ["SLURM_ARRAY_TASK_ID": "17", "SLURM_ARRAY_TASK_COUNT": "2", "SLURM_ARRAY_TASK_MIN": "3", "SLURM_ARRAY_TASK_MAX": "17"]
        #expect(refusal(env: sparse).contains("the Slurm array is not 0-1 (min 3, max 17, step 1)"), "\(refusal(env: sparse))")
        #expect(refusal(env: sparse).contains("pass --shard-count N"))
        let stepped = [
            "SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "2", "SLURM_ARRAY_TASK_MIN": "0",
            "SLURM_ARRAY_TASK_MAX": "1", "SLURM_ARRAY_TASK_STEP": "2"
        ]
        #expect(refusal(env: stepped).contains("step 2"), "\(refusal(env: stepped))")
        let noBounds = ["SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "4"]
        #expect(refusal(env: noBounds).contains("min unset, max unset"), "\(refusal(env: noBounds))")
    }

    @Test func slurmSparseArrayWithShardCount() throws {
        let sparse = ["SLURM_ARRAY_TASK_ID": "17", "SLURM_ARRAY_TASK_COUNT": "2", "SLURM_ARRAY_TASK_MIN": "3", "SLURM_ARRAY_TASK_MAX": "17"]
        #expect(try resolve(count: "20", env: sparse) == ShardSpec(index: 17, count: 20, source: "SLURM_ARRAY_TASK_ID"))
        #expect(refusal(count: "17", env: sparse).contains("shard index 17 is outside 0..16 (from SLURM_ARRAY_TASK_ID)"))
    }

    @Test func slurmWithoutAnyCount() {
        #expect(
            refusal(env: ["SLURM_ARRAY_TASK_ID": "1"]).contains("SLURM_ARRAY_TASK_ID is set but not the shard count: pass --shard-count N"))
        #expect(refusal(env: ["SLURM_ARRAY_TASK_ID": "one"]).contains("SLURM_ARRAY_TASK_ID must be an integer, got one"))
    }

    @Test func kubernetesNeedsShardCount() throws {
        #expect(
            try resolve(count: "8", env: ["JOB_COMPLETION_INDEX": "7"]) == ShardSpec(index: 7, count: 8, source: "JOB_COMPLETION_INDEX"))
        #expect(refusal(env: ["JOB_COMPLETION_INDEX": "3"]).contains("Kubernetes does not give the count: pass --shard-count N"))
        #expect(
            refusal(count: "8", env: ["JOB_COMPLETION_INDEX": "8"]).contains("shard index 8 is outside 0..7 (from JOB_COMPLETION_INDEX)"))
        let both = ["SLURM_ARRAY_TASK_ID": "1", "JOB_COMPLETION_INDEX": "2"]
        #expect(try resolve(count: "4", env: both).source == "SLURM_ARRAY_TASK_ID", "Slurm before Kubernetes")
    }

    @Test func shardCountAloneIsRefused() {
        #expect(refusal(count: "4").contains("--shard-count 4 needs a shard index"))
        #expect(refusal(count: "0").contains("--shard-count expects an integer in [1, 99999], got 0"))
    }

    /// Block partition: ⌊s·T/N⌋ ..< ⌊(s+1)·T/N⌋ tiles 0 ..< T in order, also with N > T and huge T.
    @Test(arguments: [(10, 3), (10, 7), (22, 4), (3, 5), (0, 2), (Int.max / 2, 99_999)])
    func blocksTileThePoints(total: Int, count: Int) {
        var next = 0
        for s in 0..<count {
            let range = ShardSpec(index: s, count: count, source: "t").range(of: total)
            #expect(range.lowerBound == next, "T \(total) N \(count) shard \(s): \(range)")
            next = range.upperBound
        }
        #expect(next == total, "T \(total) N \(count)")
    }

    @Test func stem() {
        #expect(ShardSpec(index: 2, count: 4, source: "").stem == "shard-00002-of-00004")
        #expect(ShardSpec(index: 12345, count: 99999, source: "").stem == "shard-12345-of-99999")
    }
}
