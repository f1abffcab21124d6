import ScrollPhysics

/// The base scenario itself, unchanged by grid values, run once per case: the yardstick a
/// sweep's best points are measured against (summary.md, summary.csv, the page). Not a row
/// of results.csv, which stays the Cartesian product.
struct SweepBaseline {
    /// Each case's name: the scenario `name` a case patch sets, else `case N` (the base
    /// scenario's name for a grid without cases).
    let caseNames: [String]
    /// The base scenario's value at each grid key: as written; where the file leaves a key to
    /// its default, the default the decoded scenario uses (`BaselineDefaults`), else the value
    /// of the one grid point whose metrics equal the baseline's exactly (`""` when neither is known).
    var keyValues: [String] {
        let matched = resolved ?? written
        return written.indices.map { a in written[a].isEmpty ? defaults[a] ?? matched[a] : written[a] }
    }
    /// The values as the base scenario writes them (`""` = default).
    let written: [String]
    /// The values the first case's decoded base scenario uses (nil where not known).
    let defaults: [String?]
    /// The point whose metrics equal the baseline's and whose written keys agree, if exactly one.
    var matchedPoint: Int? { matches.count == 1 ? matches[0].point : nil }
    private var matches: [(point: Int, keys: [String])] = []
    private var resolved: [String]? {
        guard matches.count == 1 else { return nil }
        return zip(written, matches[0].keys).map { $0.isEmpty ? $1 : $0 }
    }
    /// The metrics folded over the cases like a point's (grid.metrics order); nil = empty.
    let values: [Double?]
    /// `values` as results.csv writes them (UTF-8), what `observe` compares.
    private let valueTexts: [[UInt8]]
    /// `ok`, or why the base scenario failed.
    let status: String
    /// Each case's viewport as the user sees it (the players' stage).
    let stages: [MotionPlayer.Stage]

    /// The base scenario's run per case; `evaluator` decodes them (the caller's, on its thread, or
    /// one made here).
    init(grid: Grid, evaluator: PointEvaluator? = nil) throws {
        caseNames = Self.caseNames(grid)
        written = grid.axes.map { Self.value(at: $0.path, in: grid) }
        let evaluator = try evaluator ?? PointEvaluator(grid: grid)
        var cases: [MetricValues] = []
        var stages: [MotionPlayer.Stage] = []
        var failure: String?
        var defaults: [String?]?
        for c in grid.cases.indices {
            switch evaluator.baseScenario(caseIndex: c) {
            case .failure(let error):
                failure = failure ?? (grid.hasCases ? "\(caseNames[c]): " : "") + error.message
                stages.append(MotionPlayer.Stage(scroll: ScrollConfiguration(), horizontal: grid.layoutTraits.isHorizontal))
            case .success(let scenario):
                if defaults == nil { defaults = grid.axes.map { BaselineDefaults.value(at: $0.path, in: scenario) } }
                stages.append(MotionPlayer.Stage(scroll: scenario.scroll, horizontal: scenario.layout.traits.isHorizontal))
                // Only the values are kept: a case's run (its items file, about a megabyte) is
                // run again by the report for the cases it draws (`drawnRuns`).
                do {
                    cases.append(try ScenarioRunFiles(scenario: scenario, metrics: grid.metrics).values)
                } catch {
                    failure = failure ?? (grid.hasCases ? "\(caseNames[c]): " : "") + error.description
                }
            }
        }
        self.stages = stages
        self.defaults = defaults ?? Array(repeating: nil, count: grid.axes.count)
        status = failure ?? "ok"
        values =
            failure == nil
            ? grid.metrics.map { CaseAggregate.fold($0, cases, grid.aggregate) }
            : Array(repeating: nil, count: grid.metrics.count)
        valueTexts = values.map { Array(NumberFormat.shortest($0).utf8) }
    }

    /// A baseline of known metric values (grid.metrics order) and key values, run nowhere: for
    /// tests of what is said about it.
    init(grid: Grid, values: [Double?], keyValues: [String], status: String = "ok") {
        caseNames = Self.caseNames(grid)
        written = keyValues
        defaults = Array(repeating: nil, count: grid.axes.count)
        self.values = values
        valueTexts = values.map { Array(NumberFormat.shortest($0).utf8) }
        self.status = status
        stages = []
    }

    /// The runs the page draws, as the report keeps them: case c's base scenario `scenarios[c]`
    /// run again (the same bytes as during the sweep), for the cases in `scenarios` (the first
    /// `SweepReport.drawnCases`), nil where a case failed and for every later case.
    func drawnRuns(_ scenarios: [Result<Scenario, InputError>], grid: Grid) throws -> [TraceFiles?] {
        try grid.cases.indices.map { c in
            guard c < scenarios.count, case .success(let scenario) = scenarios[c],
                let run = try? ScenarioRunFiles(scenario: scenario, metrics: grid.metrics, keepingClip: true)
            else { return nil }
            return try TraceFiles(run, name: "baseline")
        }
    }

    /// Folds one results.csv row (in point order): remembers it when its metrics equal the
    /// baseline's exactly (as `NumberFormat.shortest` writes them) and its keys agree with
    /// the values the base scenario writes.
    mutating func observe(_ row: ResultsRow, grid: Grid) {
        guard status == "ok", matches.count < 2, row.count == grid.axes.count + grid.metrics.count + 2, row.isOK,
            let point = row.int(0)
        else { return }
        let first = 1 + grid.axes.count
        for (m, text) in valueTexts.enumerated() where !row.equals(first + m, text) { return }
        let keys = (1..<first).map(row.string)
        for (w, k) in zip(written, keys) where !w.isEmpty && w != k && Double(w).map({ $0 != Double(k) }) ?? true { return }
        matches.append((point, keys))
    }

    /// Case names for `grid` (see `caseNames`).
    static func caseNames(_ grid: Grid) -> [String] {
        guard grid.hasCases else { return [grid.scenario["name"]?.value.stringValue ?? grid.name] }
        return grid.cases.enumerated().map { c, patch in
            patch["name"]?.value.stringValue ?? "case \(c + 1)"
        }
    }

    /// The literal at `path` in the base scenario (`""` when the file leaves it to the default).
    static func value(at path: [String], in grid: Grid) -> String {
        var node: JSONNode? = grid.scenario
        for key in path { node = node?[key] }
        guard let node else { return "" }
        if let literal = node.value.numberLiteral { return literal }
        if let text = node.value.stringValue { return text }
        if let flag = node.value.boolValue { return flag ? "true" : "false" }
        return node.jsonText
    }

    /// The change from the baseline to `value` in % of the baseline, on the ranked scale
    /// (|v| for signed metrics); nil when either is missing or the baseline is 0 and the value not.
    static func change(from base: Double?, to value: Double?, metric: Metric) -> Double? {
        guard let base, let value else { return nil }
        let b = metric.isSigned ? abs(base) : base, v = metric.isSigned ? abs(value) : value
        if b == v { return 0 }
        guard b != 0 else { return nil }
        return (v - b) / abs(b) * 100
    }

    /// The changes of a results row's metrics (grid.metrics order), nil where undefined.
    func changes(_ row: SweepSummary.Row, grid: Grid) -> [Double?] {
        let first = 1 + grid.axes.count
        return grid.metrics.enumerated().map { m, metric in
            Self.change(from: values[m], to: Double(row.fields[first + m]), metric: metric)
        }
    }
}
