/// How large an input file of each kind may be (docs/command-line.md#errors: every read is bounded, so a path
/// naming `/dev/zero` or a huge file is one clear error, never a crash). Only regular files
/// are read: a directory, device, FIFO or socket is refused before reading.
public struct FileLimit: Sendable, Equatable {
    /// The most bytes read.
    public let bytes: Int
    /// The kind of file, as messages name it: `a JSON file`.
    public let kind: String

    /// Scenarios, grids, budgets and manifests: 16 MiB.
    public static let json = FileLimit(bytes: 16 << 20, kind: "a JSON file")
    /// Recorded traces (`time,translation`): 64 MiB.
    public static let trace = FileLimit(bytes: 64 << 20, kind: "a trace file")
    /// Results and metrics tables read whole (compare, chart): 256 MiB.
    public static let table = FileLimit(bytes: 256 << 20, kind: "a CSV table")

    /// `larger than the 16 MiB limit for a JSON file`.
    public var exceeded: String { "larger than the \(bytes >> 20) MiB limit for \(kind)" }
}
