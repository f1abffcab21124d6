import ScrollPhysics

/// A decoded grid file (docs/grid.md): the base scenario, the swept axes, the cases and what
/// to report. Points are the Cartesian product of the axes in file order, last key fastest;
/// point i is decoded from its index, never materialised.
public struct Grid: Sendable {
    public let name: String
    /// The one-line question the sweep answers (`question`), for the summary and charts.
    public let question: String?
    /// How many of the best points get `traces/<point>/` (`traces`, default 3; 0 for none).
    public var tracedPoints = 3
    /// How many cases, the first ones, of each traced point get `traces/` files (`traceCases`,
    /// default 16: the cases the page draws). A grid of 1 000 cases wrote 961 MB by default.
    public var tracedCases = 16
    /// `"pareto": true` in `rank` (read by `tunelab optimize` only: NSGA-II over `rankBy`).
    public var paretoRank = false
    /// The grid file as named on the command line.
    public let file: String
    /// The scenario document before any case or point is applied.
    public let scenario: JSONNode
    /// The file scenario errors are reported in (the grid file for an inline scenario).
    public let scenarioFile: String
    /// Decoder for the scenario (its directory resolves trace files).
    public let decoder: ScenarioDecoder
    public let axes: [GridAxis]
    /// Merge patches, one per case; one empty patch when the grid has no `cases`.
    public let cases: [JSONNode]
    public let hasCases: Bool
    public let aggregate: Aggregate
    /// The metric columns, in order.
    public let metrics: [Metric]
    /// Metrics to minimise, in order (lexicographic), and how many best points to list.
    public let rankBy: [Metric]
    public let top: Int
    /// The traits of the base scenario's layout (kind name, axis, applicable metrics).
    public let layoutTraits: LayoutTraits
    /// The built-in kind of the base scenario's layout; nil for a kind defined elsewhere.
    public var layoutKind: LayoutKind? { LayoutKind(rawValue: layoutTraits.kindName) }
    /// Product of the axes' value counts.
    public let pointCount: Int

    public enum Aggregate: String, Sendable, CaseIterable {
        /// The largest value over the cases (for signed metrics, the largest magnitude).
        case worst
        /// The mean over the cases.
        case mean
    }

    init(
        name: String, question: String?, file: String, scenario: JSONNode, scenarioFile: String, decoder: ScenarioDecoder,
        axes: [GridAxis], cases: [JSONNode], hasCases: Bool, aggregate: Aggregate, metrics: [Metric],
        rankBy: [Metric], top: Int, layoutTraits: LayoutTraits, pointCount: Int
    ) {
        self.name = name; self.question = question; self.file = file; self.scenario = scenario; self.scenarioFile = scenarioFile
        self.decoder = decoder; self.axes = axes; self.cases = cases; self.hasCases = hasCases
        self.aggregate = aggregate; self.metrics = metrics; self.rankBy = rankBy; self.top = top
        self.layoutTraits = layoutTraits; self.pointCount = pointCount
    }

    /// The value index on each axis of point `point` (mixed radix, last axis fastest).
    public func digits(ofPoint point: Int) -> [Int] {
        var digits = Array(repeating: 0, count: axes.count)
        self.digits(ofPoint: point, into: &digits, at: 0)
        return digits
    }

    /// `digits(ofPoint:)` written into `digits[start ..< start + axes.count]` (a batch's points
    /// in one array, not an array a point).
    func digits(ofPoint point: Int, into digits: inout [Int], at start: Int) {
        var rest = point
        for a in axes.indices.reversed() {
            let n = axes[a].values.count
            digits[start + a] = rest % n
            rest /= n
        }
    }

    /// The grid values of point `point`, one per axis.
    public func values(ofPoint point: Int) -> [GridValue] {
        let digits = digits(ofPoint: point)
        return axes.indices.map { axes[$0].values[digits[$0]] }
    }

    /// The `results.csv` header: `point`, the grid keys, the metric columns, `status`.
    public var resultsHeader: [String] { ["point"] + axes.map(\.key) + metrics.map(\.rawValue) + ["status"] }
}
