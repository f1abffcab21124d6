/// Whether a finished sweep's rows all failed (docs/command-line.md: such a sweep exits 1, say a grid over
/// a key of another spring form), folded row by row in the report's pass over the rows file.
struct SweepOutcome {
    private var first: (point: String, status: String)?
    private var anyOK = false

    /// Folds one data row (in file order).
    mutating func observe(_ row: ResultsRow) {
        guard !anyOK, row.count > 0 else { return }
        if row.isOK {
            anyOK = true
        } else if first == nil {
            first = (row.string(0), row.string(row.count - 1))
        }
    }

    /// The first row's point and status when no row's `status` is `ok`; `nil` when some point
    /// succeeded or there were no rows.
    var firstFailureIfAllFailed: (point: String, status: String)? { anyOK ? nil : first }

    /// `firstFailureIfAllFailed` of the rows file at `path`, read in one streamed pass.
    static func firstFailureIfAllFailed(_ path: String, hasHeader: Bool) throws -> (point: String, status: String)? {
        var outcome = SweepOutcome()
        var skipHeader = hasHeader
        try ResultsStream(path: path).forEachLine { row in
            if skipHeader { skipHeader = false; return }
            outcome.observe(row)
        }
        return outcome.firstFailureIfAllFailed
    }
}
