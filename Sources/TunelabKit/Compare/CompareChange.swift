import ScrollPhysics

/// One metric cell (or status) of one point that differs between two reports.
public struct CompareChange: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// Worse beyond the tolerance (a regression).
        case worse
        /// Worse, but within the tolerance.
        case withinTolerance = "within tolerance"
        /// Better.
        case better
        /// Empty → value or value → empty: a metric gained or lost its data (a regression: a
        /// reviewer must look, since "empty" means "never rests" for one metric and "no data" for another).
        case emptiness = "empty changed"
        /// Status `ok` → an error (a regression).
        case failed
        /// Status error → `ok`, or one error → another.
        case statusChanged = "status changed"
    }

    /// Data row of the point in the base file.
    public let row: Int
    /// The column: a metric name or `status`.
    public let column: String
    public let base: String
    public let new: String
    public let kind: Kind
    /// The tolerance applied (relative), for metrics.
    public let tolerance: Double
    /// The absolute tolerance applied (in the metric's unit), for metrics; 0 when none.
    public let absolute: Double

    public init(row: Int, column: String, base: String, new: String, kind: Kind, tolerance: Double, absolute: Double = 0) {
        self.row = row; self.column = column; self.base = base; self.new = new; self.kind = kind
        self.tolerance = tolerance; self.absolute = absolute
    }

    /// Whether this change fails `compare`.
    public var isRegression: Bool { kind == .worse || kind == .emptiness || kind == .failed }

    /// Classifies one metric cell by the metric's `direction`: the worsening d (`MetricDirection.worsening`,
    /// e.g. n − b when lower is better) is worse when d > 0, better when d < 0. Values within
    /// 1e-9 relative are equal (libm differences across platforms), and so is a d within that
    /// slack (5 → −5 of a metric closer to 0); `nil` when equal. Worse beyond tolerance when d
    /// exceeds both d > tolerance·|b| and d > absolute (each + the 1e-9 slack): a change passes
    /// if it is within either kind, so 0 → 0.001 passes with `absolute` 0.01.
    public static func classify(_ metric: Metric, base: Double?, new: Double?, tolerance: Double, absolute: Double = 0) -> Kind? {
        switch (base, new) {
        case (nil, nil): return nil
        case (nil, _?), (_?, nil): return .emptiness
        case (let b?, let n?):
            let equal = 1e-9 * max(abs(b), abs(n))
            if abs(n - b) <= equal { return nil }
            let worse = metric.direction.worsening(base: b, new: n)
            if abs(worse) <= equal { return nil }
            if worse < 0 { return .better }
            // The same 1e-9 slack on the tolerance: 1 → 1.05 is within 5 % although 1.05 − 1 > 0.05 in binary.
            return worse > tolerance * abs(b) + equal && worse > absolute + equal ? .worse : .withinTolerance
        }
    }
}
