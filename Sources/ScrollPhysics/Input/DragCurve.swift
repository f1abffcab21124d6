/// How a drag step's translation progresses with its normalised time u ∈ [0, 1] (docs/scenario.md#touch).
public enum DragCurve: String, Sendable, CaseIterable {
    /// p(u) = u
    case linear
    /// p(u) = u³
    case easeIn = "ease-in"
    /// p(u) = 1 − (1 − u)³
    case easeOut = "ease-out"
    /// p(u) = 4u³ for u < ½, else 1 − (2 − 2u)³/2
    case easeInOut = "ease-in-out"

    /// Progress p(u), u clamped to [0, 1].
    public func progress(_ u: Double) -> Double {
        let u = min(max(u, 0), 1)
        switch self {
        case .linear: return u
        case .easeIn: return u * u * u
        case .easeOut: let w = 1 - u; return 1 - w * w * w
        case .easeInOut:
            if u < 0.5 { return 4 * u * u * u }
            let w = 2 - 2 * u
            return 1 - w * w * w / 2
        }
    }

    /// dp/du at u (from the left at u = 1).
    public func slope(_ u: Double) -> Double {
        let u = min(max(u, 0), 1)
        switch self {
        case .linear: return 1
        case .easeIn: return 3 * u * u
        case .easeOut: let w = 1 - u; return 3 * w * w
        case .easeInOut:
            if u < 0.5 { return 12 * u * u }
            let w = 2 - 2 * u
            return 3 * w * w
        }
    }
}
