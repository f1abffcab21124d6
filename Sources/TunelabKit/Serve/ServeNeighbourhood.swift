import ScrollPhysics

/// The landscape around the current point (docs/serve.md#neighbourhood): two grid keys, each
/// spread over `size` evenly spaced values across its control's range (whole numbers rounded,
/// repeats dropped), every other key held at the current point's value, evaluated as `tunelab
/// sweep` evaluates a grid — the same `PointEvaluator`, the card-stack kernel when it applies,
/// the grid's cases and aggregate — for the grid's first ranked metric. Under a drawn gesture
/// the grid's cases give way to one: the chosen case with the drawn gesture.
enum ServeNeighbourhood {
    /// Values per key at most (a cap on the work of one request: 32 × 32 points).
    static let maximumSize = 32

    static func evaluate(model: ServeModel, body: ServeRequestBody, x: String, y: String, size: Int) -> Result<String, ServeFailure> {
        guard let grid = model.grid else {
            return .failure(ServeFailure(422, "a neighbourhood needs a grid (serve GRID.json or a results directory)"))
        }
        guard (2...maximumSize).contains(size) else { return .failure(ServeFailure(422, "request: size: expected 2…\(maximumSize)")) }
        guard x != y, let xc = model.controls.first(where: { $0.key == x }), let yc = model.controls.first(where: { $0.key == y }),
            case .range(let x0, let x1, _, let xInteger) = xc.kind, case .range(let y0, let y1, _, let yInteger) = yc.kind
        else {
            return .failure(ServeFailure(422, "request: x, y: expected two different numeric grid keys"))
        }
        let moved = Dictionary(body.values.map { ($0.control.key, $0.value) }, uniquingKeysWith: { _, b in b })
        let axes = grid.axes.map { axis -> GridAxis in
            if axis.key == x { return GridAxis(key: axis.key, values: spread(x0, x1, size, integer: xInteger), position: axis.position) }
            if axis.key == y { return GridAxis(key: axis.key, values: spread(y0, y1, size, integer: yInteger), position: axis.position) }
            let control = model.controls.first { $0.key == axis.key }
            return GridAxis(key: axis.key, values: [moved[axis.key] ?? control?.initial ?? axis.values[0]], position: axis.position)
        }
        let metric = grid.rankBy.first ?? grid.metrics[0]
        // Under a drawn gesture, the one case the page plays: the chosen case's patch with the
        // drawn gesture in place of its own (as `/api/simulate` runs it).
        var cases = grid.cases
        if let drawn = body.gesture {
            guard grid.cases.indices.contains(body.caseIndex) else { return .failure(ServeFailure(422, "request: case: out of range")) }
            switch ServeModel.withDrawnGesture(drawn, in: grid.cases[body.caseIndex]) {
            case .success(let patch): cases = [patch]
            case .failure(let failure): return .failure(failure)
            }
        }
        let local = Grid(
            name: grid.name, question: grid.question, file: grid.file, scenario: grid.scenario, scenarioFile: grid.scenarioFile,
            decoder: grid.decoder, axes: axes, cases: cases, hasCases: grid.hasCases, aggregate: grid.aggregate, metrics: [metric],
            rankBy: [metric], top: 1, layoutTraits: grid.layoutTraits, pointCount: axes.reduce(1) { $0 * $1.values.count })
        let evaluator: PointEvaluator
        do {
            evaluator = try PointEvaluator(grid: local)
        } catch {
            return .failure(ServeFailure(422, error.description))
        }
        let outcomes = evaluator.outcomes(Array(0..<local.pointCount))
        let xi = local.axes.firstIndex { $0.key == x } ?? 0, yi = local.axes.firstIndex { $0.key == y } ?? 0
        // Row-major over y then x, whatever the axes' order in the grid.
        var cells = [String](repeating: "null", count: local.axes[xi].values.count * local.axes[yi].values.count)
        for outcome in outcomes {
            let index = outcome.digits[yi] * local.axes[xi].values.count + outcome.digits[xi]
            cells[index] = outcome.values[0].map { NumberFormat.shortest($0) } ?? "null"
        }
        func list(_ axis: GridAxis) -> String { "[" + axis.values.map(\.text).joined(separator: ",") + "]" }
        var out = "{\"metric\":\(JSONWriter.quoted(metric.rawValue)),\"unit\":\(JSONWriter.quoted(MetricLabel.unit(metric.rawValue))),"
        out += "\"x\":{\"key\":\(JSONWriter.quoted(x)),\"values\":\(list(local.axes[xi]))},"
        out += "\"y\":{\"key\":\(JSONWriter.quoted(y)),\"values\":\(list(local.axes[yi]))},"
        // The page's words and colours: the metric's and keys' plain names (what the report's
        // heat maps print) and the report's palette (viridis, 9 stops, low to high).
        out += "\"title\":\(JSONWriter.quoted(MetricLabel.plainTitle(metric.rawValue))),"
        out += "\"xLabel\":\(JSONWriter.quoted(KeyLabel.label(x))),\"yLabel\":\(JSONWriter.quoted(KeyLabel.label(y))),"
        out += "\"palette\":[\((0...8).map { JSONWriter.quoted(Viridis.hex(Double($0) / 8)) }.joined(separator: ","))],"
        out += "\"points\":\(local.pointCount),\"cells\":[\(cells.joined(separator: ","))]}"
        return .success(out)
    }

    /// `count` values from `low` to `high` evenly (rounded and deduplicated for whole numbers).
    static func spread(_ low: Double, _ high: Double, _ count: Int, integer: Bool) -> [GridValue] {
        var out: [Double] = []
        for i in 0..<count {
            var v = low + (high - low) * Double(i) / Double(count - 1)
            if integer { v = v.rounded() }
            if out.last != v { out.append(v) }
        }
        return out.map { .number($0) }
    }
}
