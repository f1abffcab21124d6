import ScrollPhysics

/// What `compare`'s text and Markdown formats show, in the order a reviewer reads it
/// (docs/command-line.md `tunelab compare`): the verdict and counts, the per-metric roll-up
/// (`CompareRollUp`), the `worstShown` worst rows, then the rest (folded in Markdown), every
/// number at 4 significant digits in the metric's readable unit (`MetricGlossary`). The whole
/// output stays under `limit` bytes of UTF-8 whatever the grid: rows that do not fit are counted,
/// not printed (`--format json` lists every change).
enum CompareDigest {
    /// How many of the worst rows come before the rest.
    static let worstShown = 10
    /// The most bytes of one output: under GitHub's 65 536-character comment, with room to spare.
    static let limit = 60_000
    /// Room kept for the lines after the last table (the count of rows left out, `</details>`).
    static let tail = 600
    /// The longest cell: longer ones (a status message, a long key) end in `…`.
    static let cellLimit = 60

    /// The rows a reviewer reads: regressions and changes within tolerance, worst first.
    static func rows(_ report: CompareReport) -> [CompareChange] {
        ordered(report.changes.filter { $0.isRegression || $0.kind == .withinTolerance })
    }

    /// `changes`, worst first: a status gone from `ok` to an error, then a cell that became (or
    /// stopped being) empty, then worse beyond tolerance, then within it, then the rest; within
    /// a kind the larger d / |b| first (∞ from a base of 0); ties keep base row, then column, order.
    static func ordered(_ changes: [CompareChange]) -> [CompareChange] {
        func rank(_ kind: CompareChange.Kind) -> Int {
            switch kind {
            case .failed: 0
            case .emptiness: 1
            case .worse: 2
            case .withinTolerance: 3
            case .statusChanged: 4
            case .better: 5
            }
        }
        let keyed = changes.enumerated().map { (offset: $0.offset, rank: rank($0.element.kind), size: -(relative($0.element) ?? 0)) }
        return keyed.sorted { ($0.rank, $0.size, $0.offset) < ($1.rank, $1.size, $1.offset) }.map { changes[$0.offset] }
    }

    /// The worsening d / |b| of a number change (+∞ from a base of 0), nil otherwise.
    static func relative(_ change: CompareChange) -> Double? {
        guard let metric = Metric(rawValue: change.column), let b = Double(change.base), let n = Double(change.new) else {
            return nil
        }
        let d = metric.direction.worsening(base: b, new: n)
        return b == 0 ? (d > 0 ? .infinity : -.infinity) : d / abs(b)
    }

    /// `point 12`, from the base row's `point` cell; `the run` for a single run's metrics.csv.
    static func point(_ row: Int, _ report: CompareReport) -> String {
        guard let c = report.base.columnIndex("point") else { return "the run" }
        return "point \(report.base.rows[row][c])"
    }

    /// `text`, cut to `cellLimit` characters with `…`.
    static func clip(_ text: String) -> String {
        text.count <= cellLimit ? text : String(text.prefix(cellLimit - 1)) + "…"
    }

    /// A change in % of the base, 4 significant digits: `+50 %`, `-3 %`; `from 0`; `—` when
    /// not a number change.
    static func percent(_ relative: Double?) -> String {
        guard let relative else { return "—" }
        guard relative.isFinite else { return "from 0" }
        let text = ReadableNumber.text(relative * 100)
        return (relative > 0 ? "+" : "") + text + " %"
    }

    // MARK: Roll-up

    static let rollUpHeader = ["metric", "column", "worse", "better", "median change", "worst change", "best point"]

    /// One row per metric with a change: `jitter (pt)`, `jitter_rms_pt`, 3, 0, `0 %`,
    /// `+50 % at point 1`, `point 1, kept` (or `point 1 → point 4`, `—` for a two-sided metric).
    static func rollUpRows(_ report: CompareReport) -> [[String]] {
        CompareRollUp.all(report).map { r in
            let worst = r.worst.map { change in
                (change.kind == .emptiness ? "empty changed" : percent(relative(change))) + " at " + point(change.row, report)
            }
            let best: String
            switch (r.bestBase, r.bestNew) {
            case (let b?, let n?) where b == n: best = point(b, report) + ", kept"
            case (nil, nil): best = "—"
            case (let b, let n): best = (b.map { point($0, report) } ?? "none") + " → " + (n.map { point($0, report) } ?? "none")
            }
            return [
                MetricGlossary.header(r.metric), r.metric.rawValue, String(r.worse), String(r.better),
                r.median.map(percent) ?? "—", worst ?? "—", best
            ]
        }
    }

    // MARK: Rows

    /// The rows' header: the point's keys, then metric, base, new, change, tolerance, verdict.
    static func header(_ report: CompareReport) -> [String] {
        report.keyColumns.map { clip(report.base.header[$0]) } + ["metric", "base", "new", "change", "tolerance", "verdict"]
    }

    /// One row: the point's keys as in the file, the metric's plain name with its readable unit,
    /// both values in that unit (4 significant digits), the change, the tolerance and the verdict.
    static func cells(_ change: CompareChange, _ report: CompareReport) -> [String] {
        let metric = Metric(rawValue: change.column)
        func value(_ text: String) -> String {
            if text.isEmpty { return "(empty)" }
            return clip(metric.map { MetricGlossary.cell(text, $0) } ?? text)
        }
        return report.keyColumns.map { clip(report.base.rows[change.row][$0]) }
            + [
                metric.map(MetricGlossary.header) ?? change.column, value(change.base), value(change.new),
                percent(relative(change)), tolerance(change, metric), change.isRegression ? "REGRESSION" : "within tolerance"
            ]
    }

    /// `5 %`, `5 % or 0.01` with an absolute tolerance (in the metric's readable unit); empty for a status.
    static func tolerance(_ change: CompareChange, _ metric: Metric?) -> String {
        guard let metric else { return "" }
        let relative = ReadableNumber.text(change.tolerance * 100) + " %"
        return change.absolute > 0 ? "\(relative) or \(MetricGlossary.number(change.absolute, metric))" : relative
    }

    /// `the worst row`, `the 3 worst rows`, `the 10 worst of 490 rows`.
    static func worstTitle(shown: Int, of total: Int) -> String {
        if total == 1 { return "the worst row" }
        return shown == total ? "the \(total) worst rows" : "the \(shown) worst of \(total) rows"
    }

    /// `K rows not shown (--format json lists every change)`, when K > 0.
    static func leftOut(_ count: Int) -> String {
        "\(CompareTable.plural(count, "more row")) not shown (--format json lists every change)"
    }

    /// The most rows of `rows`, in order, whose table `render` fits in `budget` bytes (a
    /// table's size grows with its rows), with that table; an empty text when not even its
    /// header fits.
    static func fit(_ rows: [[String]], budget: Int, render: ([[String]]) -> String) -> (text: String, kept: Int) {
        let all = render(rows)
        if all.utf8.count <= budget { return (all, rows.count) }
        var low = 0, high = rows.count  // render(rows[..<low]) fits, render(rows[..<high]) does not
        guard render([]).utf8.count <= budget else { return ("", 0) }
        while high - low > 1 {
            let mid = (low + high) / 2
            if render(Array(rows[..<mid])).utf8.count <= budget { low = mid } else { high = mid }
        }
        return (render(Array(rows[..<low])), low)
    }
}
