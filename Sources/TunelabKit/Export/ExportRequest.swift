/// One export (`tunelab export`, the serve page's export links; docs/export.md): where the
/// point comes from, which point of a results directory, the target, and the grid and output
/// file named on the command line.
public struct ExportRequest: Equatable {
    public var source: String
    public var target: ExportTarget
    public var point: ExportSource.PointChoice?
    public var out: String?
    public var grid: String?

    public init(source: String, target: ExportTarget, point: ExportSource.PointChoice? = nil, out: String? = nil, grid: String? = nil) {
        self.source = source; self.target = target; self.point = point; self.out = out; self.grid = grid
    }

    /// The command line recorded in the generated file (paths as given, no --out).
    var commandLine: String {
        var words = ["tunelab", "export", source]
        switch point {
        case .best?: words += ["--point", "best"]
        case .index(let n)?: words += ["--point", String(n)]
        case nil: break
        }
        if let grid { words += ["--grid", grid] }
        words += ["--to", target.rawValue]
        return words.joined(separator: " ")
    }

    /// The generated text; relative paths are read under `root` (default: the working
    /// directory) and recorded as given.
    public func render(root: String? = nil) throws -> String {
        let point = try ExportSource.load(source, point: point, grid: grid, command: commandLine, root: root)
        return target.render(point)
    }
}
