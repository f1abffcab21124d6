import ScrollPhysics

/// Two `results.csv` files matched point by point (docs/command-line.md `tunelab compare`).
///
/// Key columns are `point` and the grid keys: every column that is neither a `Metric` name nor
/// `status`. Both files must have the same key columns in the same order and the same set of
/// key rows; otherwise they do not describe the same grid (an `InputError`, exit 2). Two single
/// runs' `metrics.csv` (no `point`, one row) compare as one point. Both files pass the shared
/// results check first (`CSVTable.checkResults`), so a bad cell or a duplicated point is
/// reported in the file that has it. Metrics present in both files are compared; a metric in
/// BASE but not in NEW, or a gated one (`--tolerance`/`--abs`/`--metric`) missing from either
/// file, is a failure listed in `missing`; a metric only in NEW is listed in `unmatched`. A
/// metric the selection leaves out (`--metric`, `--skip-metric`) is in none of these.
public struct CompareReport: Sendable {
    public let base: CSVTable
    public let new: CSVTable
    /// Key column indices (same in both files).
    public let keyColumns: [Int]
    /// Metrics compared, in the base file's column order.
    public let metrics: [Metric]
    /// Metric columns in NEW only (not a failure).
    public let unmatched: [String]
    /// Metrics that fail the comparison by their absence: in BASE but not NEW, or gated and
    /// missing from a file; each with the reason (`missing in new.csv`).
    public let missing: [(metric: String, reason: String)]
    /// Every change, in base row order, then column order.
    public let changes: [CompareChange]
    /// The NEW row of each BASE row (same point and keys), by base row.
    public let newRows: [Int]

    public var regressions: [CompareChange] { changes.filter(\.isRegression) }

    /// Whether the comparison fails (exit 1): a regression or a missing metric.
    public var fails: Bool { !regressions.isEmpty || !missing.isEmpty }

    /// Matches `base` and `new` and classifies every differing cell with `tolerances`.
    public init(
        base: CSVTable, new: CSVTable, tolerances: CompareTolerances = CompareTolerances(),
        selection: CompareSelection = CompareSelection()
    ) throws(InputError) {
        self.base = base
        self.new = new
        try base.checkResults(allowingSingleRun: true)
        try new.checkResults(allowingSingleRun: true)
        let baseKeys = Self.keyNames(base), newKeys = Self.keyNames(new)
        if base.columnIndex("point") != nil || new.columnIndex("point") != nil { _ = try base.requireColumn("point") }
        guard baseKeys == newKeys else {
            throw InputError(
                file: new.file, position: SourcePosition(line: 1, column: 1), path: nil,
                message:
                    "not the same grid as \(base.file): key columns \(newKeys.joined(separator: ",")) vs \(baseKeys.joined(separator: ","))"
            )
        }
        keyColumns = baseKeys.compactMap { base.columnIndex($0) }
        let newKeyColumns = newKeys.compactMap { new.columnIndex($0) }
        let baseMetrics = base.header.compactMap(Metric.init(rawValue:)).filter(selection.includes)
        let newMetrics = new.header.compactMap(Metric.init(rawValue:)).filter(selection.includes)
        var gated = tolerances.gated
        for metric in selection.only where !gated.contains(metric) { gated.append(metric) }
        metrics = baseMetrics.filter(newMetrics.contains)
        unmatched = newMetrics.filter { !baseMetrics.contains($0) && !gated.contains($0) }.map(\.rawValue)
        var missing: [(metric: String, reason: String)] = baseMetrics.filter { !newMetrics.contains($0) }
            .map { ($0.rawValue, "in \(base.file) but missing in \(new.file)") }
        for metric in gated where !metrics.contains(metric) && !missing.contains(where: { $0.metric == metric.rawValue }) {
            let nowhere = !newMetrics.contains(metric)
            let by = tolerances.gated.contains(metric) ? "--tolerance/--abs" : "--metric"
            missing.append((metric.rawValue, "gated by \(by) but missing in \(nowhere ? new.file : base.file)"))
        }
        self.missing = missing

        // Lookup only: never iterated, so its order cannot reach the output.
        var newRowByKey: [[String]: Int] = [:]
        for r in new.rows.indices {
            let key = newKeyColumns.map { new.rows[r][$0] }
            guard newRowByKey.updateValue(r, forKey: key) == nil else {
                throw InputError(
                    file: new.file, position: SourcePosition(line: new.line(ofRow: r), column: 1), path: nil,
                    message: "point \(key.first ?? "") appears twice")
            }
        }
        guard base.rows.count == new.rows.count else {
            // The place: the first row past the base's count, or the end of the shorter file.
            let longer = new.rows.count > base.rows.count
            let line = longer ? new.line(ofRow: base.rows.count) : (new.rows.isEmpty ? 2 : new.line(ofRow: new.rows.count - 1) + 1)
            throw InputError(
                file: new.file, position: SourcePosition(line: line, column: 1), path: nil,
                message: "not the same grid as \(base.file): \(new.rows.count) points vs \(base.rows.count)"
                    + (longer ? " (this row is the first beyond them)" : " (the rows end here)"))
        }
        var matched: [Int] = []
        for r in base.rows.indices {
            let key = keyColumns.map { base.rows[r][$0] }
            guard let n = newRowByKey[key] else {
                throw InputError(
                    file: base.file, position: SourcePosition(line: base.line(ofRow: r), column: 1), path: nil,
                    message: "not the same grid as \(new.file): no point with \(Self.describe(key, names: baseKeys)) there")
            }
            matched.append(n)
        }
        newRows = matched

        var changes: [CompareChange] = []
        let baseStatus = base.columnIndex("status"), newStatus = new.columnIndex("status")
        for r in base.rows.indices {
            let n = matched[r]
            for metric in metrics {
                guard let bc = base.columnIndex(metric.rawValue), let nc = new.columnIndex(metric.rawValue) else { continue }
                let tolerance = tolerances.relative(metric), absolute = tolerances.absolute(metric)
                let b = try base.double(row: r, column: bc), v = try new.double(row: n, column: nc)
                if let kind = CompareChange.classify(metric, base: b, new: v, tolerance: tolerance, absolute: absolute) {
                    changes.append(
                        CompareChange(
                            row: r, column: metric.rawValue, base: base.rows[r][bc], new: new.rows[n][nc],
                            kind: kind, tolerance: tolerance, absolute: absolute))
                }
            }
            if let bs = baseStatus, let ns = newStatus, base.rows[r][bs] != new.rows[n][ns] {
                let from = base.rows[r][bs], to = new.rows[n][ns]
                changes.append(
                    CompareChange(
                        row: r, column: "status", base: from, new: to,
                        kind: from == "ok" ? .failed : .statusChanged, tolerance: 0))
            }
        }
        self.changes = changes
    }

    /// Names of the key columns of `table`, in file order.
    static func keyNames(_ table: CSVTable) -> [String] {
        table.header.filter { Metric(rawValue: $0) == nil && $0 != "status" }
    }

    static func describe(_ key: [String], names: [String]) -> String {
        zip(names, key).map { "\($0)=\($1)" }.joined(separator: ", ")
    }
}
