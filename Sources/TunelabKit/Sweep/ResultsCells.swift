/// What every row of a grid's `results.csv` shares, made once per worker: each axis value's
/// cell bytes (escaped), so a row copies its keys instead of formatting them.
struct ResultsCells {
    struct Cell {
        let bytes: [UInt8]
        let isQuoted: Bool
    }

    /// `keys[a][d]`: axis `a`'s value `d` as its cell.
    let keys: [[Cell]]
    /// Fields per row and metrics per row.
    let width: Int
    let metrics: Int

    init(grid: Grid) {
        keys = grid.axes.map { axis in
            axis.values.map { value in
                var bytes: [UInt8] = []
                CSVFormat.append(value.text, to: &bytes)
                return Cell(bytes: bytes, isQuoted: CSVFormat.needsQuotes(value.text))
            }
        }
        width = grid.resultsHeader.count
        metrics = grid.metrics.count
    }
}
