/// Whether a finished sweep's rows all failed (DESIGN §8: such a sweep exits 1, say a grid over
/// a key of another spring form), read back from the rows file in one streamed pass.
enum SweepOutcome {
    /// The first row's point and status when no row's `status` is `ok`; `nil` when some point
    /// succeeded or the file has no rows.
    static func firstFailureIfAllFailed(_ path: String, hasHeader: Bool) throws -> (point: String, status: String)? {
        var first: (point: String, status: String)?
        var anyOK = false
        var skipHeader = hasHeader
        try ResultsStream(path: path).forEachRow { fields in
            if skipHeader { skipHeader = false; return }
            guard !anyOK, let status = fields.last else { return }
            if status == "ok" { anyOK = true } else if first == nil { first = (fields.first ?? "?", status) }
        }
        return anyOK ? nil : first
    }
}
