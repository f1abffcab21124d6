/// The space `tunelab optimize` searches (docs/optimize.md#the-space): every grid key typed
/// (`SearchAxis`), the keys with more than one value searched, each on a coordinate of the unit
/// box [0, 1]ⁿ that CMA-ES samples; a key with one value is fixed at it.
public struct SearchSpace: Sendable, Equatable {
    /// Every grid key, in grid order.
    public let axes: [SearchAxis]
    /// The indices of the searched keys: search coordinate i drives `axes[searched[i]]`.
    public let searched: [Int]

    public init(grid: Grid) {
        let axes = grid.axes.map(SearchAxis.init)
        self.axes = axes
        searched = axes.indices.filter { axes[$0].isSearched }
    }

    /// The search's dimension n.
    public var dimension: Int { searched.count }

    /// The grid values (one per key, grid order) at search coordinates `u` (n of them).
    public func values(at u: [Double]) -> [GridValue] {
        var values = axes.map { $0.value(at: 0) }
        for (i, a) in searched.enumerated() { values[a] = axes[a].value(at: u[i]) }
        return values
    }
}
