/// What `tunelab sweep` was asked to do (`SweepCommand.parse`; docs/command-line.md).
public struct SweepOptions {
    public var grid: String
    public var out: String?
    public var jobs: Int
    public var shard: String?
    public var shardCount: String?
    public var resume = false
    public var maxPoints = 10_000_000
    /// `--sample N`: sweep only N evenly strided points (`PointSample`).
    public var sample: Int?
    public var quiet = false
    /// Write into a folder that is not a tunelab output.
    public var force = false
    /// A warning about the input is an error (exit 2, nothing written).
    public var strict = false
}
