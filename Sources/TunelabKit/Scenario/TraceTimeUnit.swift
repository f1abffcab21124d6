/// The unit of a trace file's `time` column (`{"trace": {"file": …, "timeUnit": "s" | "ms"}}`).
public enum TraceTimeUnit: String, Sendable, CaseIterable {
    case seconds = "s"
    case milliseconds = "ms"

    /// Seconds between two clock readings `a` ≤ `b` written in this unit: b − a, or (b − a)/1000
    /// for ms. The difference is taken first (exact for nearby readings), so an absolute clock
    /// (`CACurrentMediaTime()`, `MotionEvent.getEventTime()`) loses nothing but its own rounding.
    public func seconds(from a: Double, to b: Double) -> Double {
        switch self {
        case .seconds: b - a
        case .milliseconds: (b - a) / 1000
        }
    }
}
