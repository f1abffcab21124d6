/// Line charts of traces (docs/scenario.md `frames.csv` and `items.csv`), as SVG.
public enum TraceChart {
    /// The scroll phases of docs/scenario.md#phases in a fixed order, with light fills that keep lines readable.
    static let phases: [(name: String, color: String)] = [
        ("idle", "#ffffff"), ("dragging", "#dbe9f6"), ("decelerating", "#e2f0d9"),
        ("bouncing", "#fde0c5"), ("snapping", "#ecdcf2"), ("resting", "#f7efc4")
    ]

    /// Offset and velocity over time, one line per trace, in two panels sharing the time axis.
    ///
    /// `traces` are (label, `frames.csv`) pairs, e.g. the seed's defaults and the best
    /// tuning; each must have `time`, `offset`, `velocity` and `phase` columns. The panels
    /// are shaded by the phases of the first trace; with several traces a phase strip per
    /// trace sits under the time axis. Empty or non-numeric cells break a line.
    public static func svg(traces: [(label: String, frames: CSVTable)], title: String) throws -> String {
        guard !traces.isEmpty else { throw ChartError("trace chart \"\(title)\": no traces") }
        // Each column read once (`FastDouble`: exactly `Double(text)`).
        let series = try traces.map { trace in
            _ = try require(["time", "offset", "velocity", "phase"], in: trace.frames, what: "frames.csv of \"\(trace.label)\"")
            return (label: trace.label, frames: FrameColumns(table: trace.frames))
        }
        return try svg(series: series, title: title)
    }

    /// `svg(traces:title:)` of frames already read (a run's own, `FrameColumns.append`).
    static func svg(series traces: [(label: String, frames: FrameColumns)], title: String) throws -> String {
        guard !traces.isEmpty else { throw ChartError("trace chart \"\(title)\": no traces") }
        var offsetSeries: [LineSeries] = [], velocitySeries: [LineSeries] = []
        var strips: [(label: String, bands: [Band])] = []
        var legend = LegendRow()
        var lo = Double.infinity, hi = -Double.infinity
        for (i, trace) in traces.enumerated() {
            let color = ChartStyle.series[i % ChartStyle.series.count]
            let dash = ChartStyle.dashes[i % ChartStyle.dashes.count]
            let time = trace.frames.time
            offsetSeries.append(
                LineSeries(label: trace.label, color: color, dash: dash, pieces: pieces(x: time, y: trace.frames.offset)))
            velocitySeries.append(
                LineSeries(label: trace.label, color: color, dash: dash, pieces: pieces(x: time, y: trace.frames.velocity)))
            strips.append((trace.label, bands(time: time, phases: trace.frames.phase)))
            legend.entries.append((.line(color: color, dash: dash), trace.label))
            for case let t? in time where t.isFinite {
                lo = min(lo, t)
                hi = max(hi, t)
            }
        }
        let shading = strips[0].bands
        let present = Set(strips.flatMap { $0.bands.map(\.name) })
        for phase in phases where present.contains(phase.name) {
            legend.entries.append((.phase(Band(from: 0, to: 0, color: phase.color, name: phase.name)), phase.name))
        }
        let note =
            traces.count > 1
            ? "Shaded: phases of \"\(traces[0].label)\"; each trace's phases in the strips below. Velocity is the scroll velocity (pt/s)."
            : "Shaded: the scroll view's phase. Velocity is the scroll velocity (pt/s)."
        let chart = PanelChart(
            title: title, notes: [note], legend: legend,
            panels: [
                LinePanel(yTitle: "offset (pt)", series: offsetSeries, bands: shading, labelsBands: true),
                LinePanel(yTitle: "velocity (pt/s)", series: velocitySeries, bands: shading)
            ],
            xTitle: "time (s)", xRange: lo <= hi ? (lo, hi) : (0, 1),
            strips: traces.count > 1 ? strips : [])
        return chart.render()
    }

    /// The indices of `names` in `table`, or an error naming the first missing column.
    static func require(_ names: [String], in table: CSVTable, what: String) throws -> [Int] {
        try names.map { name in
            guard let c = table.column(name) else {
                throw ChartError("\(what): missing column \"\(name)\" (columns: \(table.header.joined(separator: ",")))")
            }
            return c
        }
    }

    /// (x, y) runs of two columns read as numbers, split where either is nil or not finite.
    static func pieces(x: [Double?], y: [Double?]) -> [[(x: Double, y: Double)]] {
        var result: [[(x: Double, y: Double)]] = []
        var current: [(x: Double, y: Double)] = []
        for (a, b) in zip(x, y) {
            if let a, let b, a.isFinite, b.isFinite {
                current.append((a, b))
            } else if !current.isEmpty {
                result.append(current)
                current = []
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Runs of equal phase as bands from their first row's time to the next run's first
    /// time (the last run ends at the last time); unknown phases are drawn grey. Rows
    /// without a finite time are skipped.
    static func bands(time: [Double?], phases names: [String]) -> [Band] {
        var bands: [Band] = []
        for (time, name) in zip(time, names) {
            guard let t = time, t.isFinite else { continue }
            if var last = bands.last {
                last.to = t
                bands[bands.count - 1] = last
                if last.name == name { continue }
            }
            let color = phases.first(where: { $0.name == name })?.color ?? "#cccccc"
            bands.append(Band(from: t, to: t, color: color, name: name))
        }
        return bands
    }
}
