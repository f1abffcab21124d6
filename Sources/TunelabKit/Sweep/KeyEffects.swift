/// Which swept keys change a ranked metric, folded row by row: a key has *no effect* when,
/// with every other key held at any of its values, each of its values gives the same ranked
/// metrics (equal within 10⁻⁹ relative, `tunelab compare`'s slack) and the same outcome (a
/// failed point counts as all empty). Then the best point's value of that key is only the
/// tie-break by point index, which the verdict must not announce as a finding.
///
/// Point p's group for key a is p with a's digit removed (mixed radix, last key fastest):
/// g = ⌊p / (stride·n)⌋·stride + p mod stride, stride = the product of the later keys' counts,
/// n = a's count. Each group keeps the first row's ranked values; a later row that differs
/// marks the key as having an effect, and its groups are then dropped. Memory: per swept key,
/// (points / n) × ranked metrics values, so only grids up to `pointLimit` points are folded.
struct KeyEffects {
    /// Grids of more points are not folded (`isKnown` false).
    static let pointLimit = 250_000

    /// Whether the fold ran (the grid has at most `pointLimit` points).
    let isKnown: Bool
    /// Per axis: whether some row showed the key changes a ranked metric or the outcome. Axes of
    /// one value never do.
    private(set) var changes: [Bool]
    private let counts: [Int]
    private let strides: [Int]
    private let ranked: Int
    /// Per axis still undecided: the first ranked values of each group (`unseen` = not yet seen,
    /// `empty` = no value).
    private var firsts: [[Double]]

    private static let unseen = Double.nan
    private static let empty = Double.infinity

    init(grid: Grid) {
        counts = grid.axes.map(\.values.count)
        var strides = Array(repeating: 1, count: counts.count)
        for a in counts.indices.reversed().dropFirst() { strides[a] = strides[a + 1] * counts[a + 1] }
        self.strides = strides
        ranked = grid.rankBy.count
        isKnown = grid.pointCount <= Self.pointLimit
        changes = Array(repeating: false, count: counts.count)
        let size = isKnown ? grid.pointCount : 0
        firsts = counts.map { n in n > 1 && size > 0 ? Array(repeating: Self.unseen, count: size / n * grid.rankBy.count) : [] }
    }

    /// Folds point `point`'s ranked values (`rankedValue(i)` of `grid.rankBy[i]`, nil = empty);
    /// `isOK` false for a failed point.
    mutating func observe(point: Int, isOK: Bool, rankedValue: (Int) -> Double?) {
        guard isKnown else { return }
        for a in counts.indices where !firsts[a].isEmpty {
            let stride = strides[a], n = counts[a]
            let group = point / (stride * n) * stride + point % stride
            let base = group * ranked
            guard base + ranked <= firsts[a].count else { continue }
            for i in 0..<ranked {
                let v = isOK ? rankedValue(i) ?? Self.empty : Self.empty
                let first = firsts[a][base + i]
                if first.isNaN {
                    firsts[a][base + i] = v
                } else if !Self.same(first, v) {
                    changes[a] = true
                    firsts[a] = []
                    break
                }
            }
        }
    }

    /// Equal within 10⁻⁹ relative (both empty is equal).
    static func same(_ a: Double, _ b: Double) -> Bool {
        if a == b { return true }
        guard a.isFinite, b.isFinite else { return false }
        return abs(a - b) <= 1e-9 * max(abs(a), abs(b))
    }

    /// The swept keys (more than one value) that change nothing ranked, in grid order; empty
    /// when not known.
    var noEffect: [Int] {
        guard isKnown else { return [] }
        return counts.indices.filter { counts[$0] > 1 && !changes[$0] }
    }
}
