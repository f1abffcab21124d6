import ScrollPhysics

/// The best point of a served results folder (docs/serve.md#the-page, "Best point"): rank 1 of
/// its `summary.csv`, a sweep's or an optimize's, as `tunelab export --point best` takes it. Its
/// key values are read from the row's key columns (an optimize's continuous value is the
/// shortest text of the double it searched, which reads back as that double) and its ranked
/// metrics' values as the summary wrote them, so the page can set its controls there and the
/// check can compare the point's re-evaluation with them.
struct ServeBest: Sendable {
    /// The point's number in `results.csv` (what `export --point N` takes).
    let point: Int
    /// The value of each control at the point, in the controls' order.
    let values: [(key: String, value: GridValue)]
    /// The grid's ranked metrics' values at the point, as `summary.csv` wrote them (empty text:
    /// no value).
    let ranked: [(metric: String, text: String)]

    /// Rank 1 of `folder/summary.csv`, or nil when the folder has no summary (a sweep still
    /// running), no rank 1 (every point failed) or a row the controls cannot take (another
    /// grid's summary): the page then offers no best point.
    static func read(folder: String, grid: Grid, controls: [ServeControl]) -> ServeBest? {
        let file = folder + "/summary.csv"
        guard let table = try? CSVReader.read(file), let rank = table.column("rank"), let pointColumn = table.column("point"),
            let row = table.rows.first(where: { $0[rank] == "1" }), let point = Int(row[pointColumn])
        else { return nil }
        var values: [(key: String, value: GridValue)] = []
        for control in controls {
            guard let column = table.column(control.key), let value = control.value(text: row[column]) else { return nil }
            values.append((control.key, value))
        }
        var ranked: [(metric: String, text: String)] = []
        for metric in grid.rankBy {
            guard let column = table.column(metric.rawValue) else { return nil }
            ranked.append((metric.rawValue, row[column]))
        }
        return ServeBest(point: point, values: values, ranked: ranked)
    }

    /// `{"point":N,"values":{KEY:VALUE,…},"ranked":{METRIC:NUMBER|null,…}}`.
    var json: String {
        let pairs = values.map { "\(JSONWriter.quoted($0.key)):\(JSONWriter.compact($0.value.json))" }
        let metrics = ranked.map { metric in
            let number = Double(metric.text).flatMap { $0.isFinite ? NumberFormat.shortest($0) : nil }
            return "\(JSONWriter.quoted(metric.metric)):\(number ?? "null")"
        }
        return "{\"point\":\(point),\"values\":{\(pairs.joined(separator: ","))},\"ranked\":{\(metrics.joined(separator: ","))}}"
    }
}

extension ServeControl {
    /// The control's value written as `text` in a results or summary row (a number for a
    /// slider, within its range; one of the choices by its text), or nil.
    func value(text: String) -> GridValue? {
        switch kind {
        case .range:
            guard let x = Double(text), case .success(let value) = accept(.number(x, literal: text)) else { return nil }
            return value
        case .choice(let values):
            return values.first { $0.text == text }
        }
    }
}
