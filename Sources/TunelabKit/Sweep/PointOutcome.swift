/// One grid point as a worker evaluated it: its index, the digit of each axis (the index of
/// its value on that axis, `Grid.digits(ofPoint:)`), its metric values in `grid.metrics`
/// order (nil = empty) and its status: `ok`, or why the point failed (then every value is nil).
struct PointOutcome {
    let point: Int
    let digits: [Int]
    let values: [Double?]
    let status: String

    /// The point's `results.csv` fields, as `PointEvaluator.row(point:)` gives them.
    func fields(_ grid: Grid) -> [String] {
        PointEvaluator.row(
            point: point, gridValues: grid.axes.indices.map { grid.axes[$0].values[digits[$0]] }, values: values, status: status)
    }
}
