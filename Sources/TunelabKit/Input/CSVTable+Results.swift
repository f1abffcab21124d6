import ScrollPhysics

extension CSVTable {
    /// The one check of a results table that every consumer (compare, chart) makes before
    /// reading it (docs/grid.md): a `point` column of distinct integers ≥ 0, and every cell of a
    /// metric column empty or a finite number in JSON's syntax. Each failure is an `InputError`
    /// at the cell: `results.csv:4:1: point: 2 appears twice (first on line 3)`,
    /// `results.csv:3:4: jitter_rms_pt: expected a number, got "abc"`.
    ///
    /// A single run's `metrics.csv` (no `point` column, one row) passes when `singleRun` is
    /// allowed: it is one point.
    public func checkResults(allowingSingleRun singleRun: Bool = false) throws(InputError) {
        if columnIndex("point") == nil && singleRun && rows.count <= 1 && header.contains(where: { Metric(rawValue: $0) != nil }) {
            try checkMetricCells()
            return
        }
        let pointColumn = try requireColumn("point")
        // Lookup only, never iterated: the first line of each point, for the duplicate message.
        var firstLine: [Int: Int] = [:]
        for r in rows.indices {
            let text = rows[r][pointColumn]
            guard let point = Int(text), point >= 0, String(point) == text else {
                throw error(row: r, column: pointColumn, "expected an integer ≥ 0, got \(JSONWriter.quoted(text))")
            }
            if let line = firstLine[point] {
                throw error(row: r, column: pointColumn, "\(point) appears twice (first on line \(line))")
            }
            firstLine[point] = line(ofRow: r)
        }
        try checkMetricCells()
    }

    private func checkMetricCells() throws(InputError) {
        for c in header.indices where Metric(rawValue: header[c]) != nil {
            for r in rows.indices { _ = try double(row: r, column: c) }
        }
    }
}
