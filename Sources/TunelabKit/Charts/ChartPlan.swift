/// Which metric charts fit a grid, by how many keys it sweeps (keys with more than one value).
public enum ChartPlan: Equatable, Sendable {
    /// Nothing swept: no metric chart.
    case none
    /// One swept key: each ranked metric against the key's values, baseline and best marked.
    case lines
    /// Two swept keys: heat maps, with the value written in each cell when the grid fits.
    case heatMaps(valuesInCells: Bool)
    /// Three or more: heat maps of key pairs at the best point's other values; past the
    /// first `openCharts`, collapsed so the page stays a few screens long.
    case heatMapSlices(valuesInCells: Bool)

    /// Heat maps write values in their cells up to this many columns and rows.
    public static let maximumValueCells = 20
    /// Charts shown open before the rest are collapsed.
    public static let openCharts = 4

    /// The plan for value counts `counts` of the swept keys (each > 1), in file order.
    public static func choose(sweptValueCounts counts: [Int]) -> ChartPlan {
        switch counts.count {
        case 0: return .none
        case 1: return .lines
        case 2: return .heatMaps(valuesInCells: counts.allSatisfy { $0 <= maximumValueCells })
        default:
            // Any pair of keys may be a heat map; values fit when the two largest fit.
            let largest = counts.sorted(by: >).prefix(2)
            return .heatMapSlices(valuesInCells: largest.allSatisfy { $0 <= maximumValueCells })
        }
    }
}
