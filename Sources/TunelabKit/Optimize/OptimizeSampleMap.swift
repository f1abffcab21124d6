import ScrollPhysics

/// Where an optimize run looked, and what it found there (docs/optimize.md#outputs): the
/// evaluations drawn over a map of the best value found, on the two searched keys the
/// objective depends on most. A search samples no lattice, so the map is binned: the box's
/// positions r ∈ [0, 1] (`SearchAxis.position(of:)`, in log space for a log key) of each key
/// are cut into `bins` equal cells, and a cell is coloured by the smallest objective value
/// (the first ranked metric, |value| when signed) among the evaluations in it, the other keys
/// wherever they were; a cell no evaluation reached is empty. When every value is positive and
/// the largest is at least 10 × the smallest, cells are coloured (and spreads measured) by
/// log₁₀ of the value (`logScale`), so one wild evaluation does not paint the rest one colour.
///
/// The two keys: for each searched key, the spread max − min of its `bins` one-key cells' best
/// values (over the cells reached); the two largest spreads, ties to the earlier key, drawn in
/// grid order (x the earlier). A key the objective does not move has a spread near 0.
struct OptimizeSampleMap {
    static let bins = 16

    /// One evaluation: its number (the `point` column), its positions on the two keys, its value.
    struct Sample: Equatable {
        var point: Int
        var x: Double, y: Double
        var value: Double
    }

    /// The grid indices of the mapped keys (x, y).
    let keys: (x: Int, y: Int)
    /// The evaluations with a value, in evaluation order.
    let samples: [Sample]
    /// Each cell's best value (row-major from the bottom-left, `bins` × `bins`); nil: empty.
    let cells: [Double?]
    /// The best evaluation's sample.
    let best: Sample?
    /// Evaluations without a value (failed, or an empty ranked metric): not drawn.
    let unplotted: Int
    /// Whether colours and spreads are of log₁₀ value (above).
    let logScale: Bool

    /// The map of `values` (the objective of each evaluation, nil when it has none) at `positions`
    /// (each evaluation's r per grid key, nil for a fixed key) — nil with fewer than two searched
    /// keys or no value.
    init?(searched: [Int], positions: [[Double?]], values: [Double?], best: Int?) {
        let logScale = Self.logScale(values.compactMap { $0 })
        guard searched.count >= 2,
            let keys = Self.keys(searched: searched, positions: positions, values: values, logScale: logScale)
        else { return nil }
        self.keys = keys
        self.logScale = logScale
        var samples: [Sample] = [], cells = [Double?](repeating: nil, count: Self.bins * Self.bins), unplotted = 0
        var bestSample: Sample?
        for (point, value) in values.enumerated() {
            guard let value, let x = positions[point][keys.x], let y = positions[point][keys.y] else {
                unplotted += 1
                continue
            }
            let sample = Sample(point: point, x: x, y: y, value: value)
            samples.append(sample)
            if point == best { bestSample = sample }
            let k = Self.bin(y) * Self.bins + Self.bin(x)
            if cells[k].map({ value < $0 }) ?? true { cells[k] = value }
        }
        self.samples = samples
        self.cells = cells
        self.best = bestSample
        self.unplotted = unplotted
    }

    /// The cell of position r: ⌊r·bins⌋, r = 1 in the last.
    static func bin(_ r: Double) -> Int { min(bins - 1, max(0, Int((r * Double(bins)).rounded(.down)))) }

    /// The two keys with the largest spreads (above), in grid order; nil without two spreads.
    static func keys(searched: [Int], positions: [[Double?]], values: [Double?], logScale: Bool) -> (x: Int, y: Int)? {
        var spreads: [(key: Int, spread: Double)] = []
        for key in searched {
            var best = [Double?](repeating: nil, count: bins)
            for (point, value) in values.enumerated() {
                guard let value, let r = positions[point][key] else { continue }
                let b = bin(r)
                if best[b].map({ value < $0 }) ?? true { best[b] = value }
            }
            let reached = best.compactMap { $0 }
            guard let lo = reached.min(), let hi = reached.max() else { continue }
            spreads.append((key, scaled(hi, logScale) - scaled(lo, logScale)))
        }
        guard spreads.count >= 2 else { return nil }
        let top = spreads.enumerated().sorted { a, b in
            a.element.spread != b.element.spread ? a.element.spread > b.element.spread : a.offset < b.offset
        }.prefix(2).map(\.element.key).sorted()
        return (top[0], top[1])
    }

    /// Whether `values` span a decade or more, all positive.
    static func logScale(_ values: [Double]) -> Bool {
        guard let lo = values.min(), let hi = values.max(), lo > 0 else { return false }
        return hi >= 10 * lo
    }

    /// v, or log₁₀ v on a log scale.
    static func scaled(_ v: Double, _ logScale: Bool) -> Double {
        logScale ? Elementary.log(v) / Elementary.log(10) : v
    }

    /// The smallest and largest cell values as coloured (`scaled`), nil when every cell is empty.
    var range: (lo: Double, hi: Double)? {
        let reached = cells.compactMap { $0 }
        guard let lo = reached.min(), let hi = reached.max() else { return nil }
        return (Self.scaled(lo, logScale), Self.scaled(hi, logScale))
    }

    /// Cells no evaluation reached.
    var emptyCount: Int { cells.filter { $0 == nil }.count }
}
