/// Which block of a grid's points one process runs (docs/command-line.md): shard s of N owns points
/// ⌊s·T/N⌋ ..< ⌊(s+1)·T/N⌋, so the shard files concatenated in order are the unsharded file.
public struct ShardSpec: Sendable, Equatable {
    public let index: Int
    public let count: Int
    /// Where the index came from (for the manifest): `--shard`, `TUNELAB_SHARD_INDEX`, …
    public let source: String

    public static let whole = ShardSpec(index: 0, count: 1, source: "unsharded")

    public init(index: Int, count: Int, source: String) {
        self.index = index; self.count = count; self.source = source
    }

    /// The points of this shard among `total`.
    public func range(of total: Int) -> Range<Int> {
        Self.bound(index, total, count)..<Self.bound(index + 1, total, count)
    }

    /// ⌊s·T/N⌋ without overflow.
    static func bound(_ s: Int, _ total: Int, _ count: Int) -> Int {
        count.dividingFullWidth(s.multipliedFullWidth(by: total)).quotient
    }

    public var isSharded: Bool { count > 1 || source != "unsharded" }

    /// `shard-SSSSS-of-NNNNN`.
    public var stem: String { "shard-\(Self.pad(index))-of-\(Self.pad(count))" }

    static func pad(_ n: Int) -> String {
        let s = String(n)
        return s.count >= 5 ? s : String(repeating: "0", count: 5 - s.count) + s
    }

    /// Resolves the shard from the flags, else the environment, in docs/command-line.md's order:
    /// `--shard I/N`; `TUNELAB_SHARD_INDEX`/`TUNELAB_SHARD_COUNT`; `SLURM_ARRAY_TASK_ID` with the
    /// count from `--shard-count`, or from `SLURM_ARRAY_TASK_COUNT` only when the array is exactly
    /// 0…N−1 (min 0, max N−1, step absent or 1); `JOB_COMPLETION_INDEX` with `--shard-count`.
    public static func resolve(flag: String?, countFlag: String?, environment: [String: String]) throws(UsageError) -> ShardSpec {
        let explicitCount = try countFlag.map { text throws(UsageError) in try positive(text, "--shard-count") }
        if let flag {
            let parts = flag.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
                throw UsageError("sweep: --shard expects I/N (e.g. 3/8), got \(flag)")
            }
            if let explicitCount, explicitCount != n {
                throw UsageError("sweep: --shard \(flag) disagrees with --shard-count \(explicitCount)")
            }
            return try checked(i, n, "--shard")
        }
        if let i = environment["TUNELAB_SHARD_INDEX"] {
            guard let index = Int(i) else { throw UsageError("sweep: TUNELAB_SHARD_INDEX must be an integer, got \(i)") }
            var n = explicitCount
            if let c = environment["TUNELAB_SHARD_COUNT"] {
                guard let count = Int(c) else { throw UsageError("sweep: TUNELAB_SHARD_COUNT must be an integer, got \(c)") }
                if let explicitCount, explicitCount != count {
                    throw UsageError("sweep: TUNELAB_SHARD_COUNT \(count) disagrees with --shard-count \(explicitCount)")
                }
                n = count
            }
            guard let n else {
                throw UsageError("sweep: TUNELAB_SHARD_INDEX is set but TUNELAB_SHARD_COUNT (or --shard-count) is not")
            }
            return try checked(index, n, "TUNELAB_SHARD_INDEX")
        }
        if let i = environment["SLURM_ARRAY_TASK_ID"] {
            guard let index = Int(i) else { throw UsageError("sweep: SLURM_ARRAY_TASK_ID must be an integer, got \(i)") }
            if let explicitCount { return try checked(index, explicitCount, "SLURM_ARRAY_TASK_ID") }
            guard let n = environment["SLURM_ARRAY_TASK_COUNT"].flatMap(Int.init) else {
                throw UsageError("sweep: SLURM_ARRAY_TASK_ID is set but not the shard count: pass --shard-count N")
            }
            let minimum = environment["SLURM_ARRAY_TASK_MIN"].flatMap(Int.init)
            let maximum = environment["SLURM_ARRAY_TASK_MAX"].flatMap(Int.init)
            let step = environment["SLURM_ARRAY_TASK_STEP"].flatMap(Int.init) ?? 1
            guard minimum == 0, maximum == n - 1, step == 1 else {
                throw UsageError(
                    "sweep: the Slurm array is not 0-\(n - 1) (min \(minimum.map(String.init) ?? "unset"), max \(maximum.map(String.init) ?? "unset"), step \(step)), so SLURM_ARRAY_TASK_COUNT is not the shard count: pass --shard-count N"
                )
            }
            return try checked(index, n, "SLURM_ARRAY_TASK_ID")
        }
        if let i = environment["JOB_COMPLETION_INDEX"] {
            guard let index = Int(i) else { throw UsageError("sweep: JOB_COMPLETION_INDEX must be an integer, got \(i)") }
            guard let n = explicitCount else {
                throw UsageError("sweep: JOB_COMPLETION_INDEX is set but Kubernetes does not give the count: pass --shard-count N")
            }
            return try checked(index, n, "JOB_COMPLETION_INDEX")
        }
        if let explicitCount {
            throw UsageError(
                "sweep: --shard-count \(explicitCount) needs a shard index (--shard, TUNELAB_SHARD_INDEX, SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX)"
            )
        }
        return .whole
    }

    private static func positive(_ text: String, _ name: String) throws(UsageError) -> Int {
        guard let n = Int(text), n >= 1, n <= 99_999 else {
            throw UsageError("sweep: \(name) expects an integer in [1, 99999], got \(text)")
        }
        return n
    }

    private static func checked(_ i: Int, _ n: Int, _ source: String) throws(UsageError) -> ShardSpec {
        guard n >= 1, n <= 99_999 else { throw UsageError("sweep: the shard count must be in [1, 99999], got \(n) (from \(source))") }
        guard i >= 0, i < n else { throw UsageError("sweep: shard index \(i) is outside 0..\(n - 1) (from \(source))") }
        return ShardSpec(index: i, count: n, source: source)
    }
}
