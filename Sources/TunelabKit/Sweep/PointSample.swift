/// `sweep --sample N`: the points a sampled sweep runs — N of the grid's P points, evenly
/// strided: the k-th row (k = 0 … N − 1) is point ⌊k·P/N⌋, so point 0 is always in and the
/// sample spreads over every axis digit the stride does not alias. Deterministic (no seed), and
/// each row keeps its grid point number, so the rows of a sample line up with a full sweep's.
struct PointSample: Sendable, Equatable {
    /// N, at most `total`.
    let count: Int
    /// P, the grid's points.
    let total: Int

    /// `count` points of a grid of `total` (all of them when `count` ≥ `total`).
    init(count: Int, of total: Int) {
        self.count = min(count, total)
        self.total = total
    }

    /// Whether the sample is every point.
    var isWhole: Bool { count == total }

    /// The grid point of row `k`: ⌊k·P/N⌋, computed in 128 bits (no overflow for any P).
    func point(_ k: Int) -> Int {
        if isWhole { return k }
        let product = k.multipliedFullWidth(by: total)
        return count.dividingFullWidth((high: product.high, low: product.low)).quotient
    }

    /// The grid points of rows `rows`, in order.
    func points(_ rows: Range<Int>) -> [Int] { rows.map(point) }
}
